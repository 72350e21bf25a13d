"""`ropta edition import FILE --base EDITION --id ID`: encode a new full text on the base edition's stable ids."""

from __future__ import annotations

import os
from pathlib import Path

NAME = "edition"
HELP = "importe le texte complet d'une nouvelle édition (alignée sur les identifiants de l'édition de base)"
DESCRIPTION = ("Importe une nouvelle édition à partir de son texte brut (chapitres « 5 TITRE », sections « 5.1 TITRE ») : "
               "chaque section est alignée sur les identifiants stables de l'édition de base (texte, titre, position) "
               "et classée (inchangée, renumérotée, modifiée, scindée, fusionnée, ajoutée, supprimée) ; le contenu de "
               "l'équipe suit, les sections modifiées sont marquées « à revoir ». Écrit le dossier de l'édition et "
               "son rapport REVIEW.md. "
               "Exemple : ropta edition import ropta-2025.02.txt --base ropta-2019.03 --id ropta-2025.02")


def add_arguments(p) -> None:
    sub = p.add_subparsers(dest="action", metavar="ACTION", required=True)
    imp = sub.add_parser("import", help="importe un texte complet", description=DESCRIPTION)
    imp.add_argument("file", metavar="FICHIER", help="texte brut de la nouvelle édition (UTF-8)")
    imp.add_argument("--base", required=True, metavar="ÉDITION", help="édition de départ, par exemple ropta-2019.03")
    imp.add_argument("--id", required=True, metavar="ID", help="identifiant de la nouvelle édition (ropta-AAAA.MM)")
    imp.add_argument("--date", metavar="AAAA-MM[-JJ]", help="date de l'édition (défaut : celle de l'identifiant)")
    imp.add_argument("--out", metavar="DOSSIER", help="dossier à écrire (défaut : rulebook/<id>/)")
    imp.add_argument("--force", action="store_true", help="remplace un dossier de sortie existant")
    imp.add_argument("--json", action="store_true", help="le rapport en JSON sur la sortie standard")


def run(args) -> int:
    from .. import RULEBOOK_DIR
    from ..import_report import CLASS_FR
    from ..importer import import_edition
    from ._io import emit_json, knowledge_base

    kb = knowledge_base()
    root = Path(os.environ.get("ROPTA_RULEBOOK") or RULEBOOK_DIR)
    out = Path(args.out) if args.out else root / (args.id or "")
    report = import_edition(kb, Path(args.file), args.base, args.id, date=args.date, out=out, force=args.force,
                            schema_root=root)
    if args.json:
        emit_json(report)
        return 0
    counts = ", ".join(f"{v} {CLASS_FR[k]}(s)" for k, v in report["counts"].items() if v)
    print(f"{report['edition']} importée dans {out} : {len(report['sections'])} lignes ({counts})")
    print(f"À revoir : {report['to_review']} section(s) ; rapport : {out / 'REVIEW.md'}")
    return 0
