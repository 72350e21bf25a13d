"""`ropta check [DIR]`: validate a rulebook folder and print every problem found."""

from __future__ import annotations

import sys
from pathlib import Path

NAME = "check"
HELP = "vérifie les fichiers du règlement (schémas, identifiants, références)"
DESCRIPTION = ("Valide tous les fichiers YAML d'un dossier de règlement (par défaut celui du projet) : "
               "schémas, identifiants et numéros en double, références. Sort avec 0 si tout va bien "
               "(avertissements permis), 2 s'il y a des erreurs.")


def add_arguments(p) -> None:
    p.add_argument("dir", nargs="?", help="dossier du règlement (défaut : rulebook/ du projet)")
    p.add_argument("--json", action="store_true", help="liste des problèmes en JSON")


def run(args) -> int:
    from .. import RULEBOOK_DIR
    from ..errors import printable
    from ..kb import assemble
    from ._io import emit_json

    root = Path(args.dir or RULEBOOK_DIR)
    if not root.is_dir():
        print(printable(f"{args.dir}: dossier introuvable"), file=sys.stderr)
        return 2
    kb, problems = assemble(root)
    editions = kb.editions if kb else {}
    errors = [p for p in problems if p.severity == "error"]
    if args.json:
        emit_json({"ok": not errors, "editions": {e.id: len(e.clauses) for e in editions.values()},
                   "problems": [{"path": p.path, "line": p.line, "pointer": p.pointer, "message": p.message,
                                 "severity": p.severity} for p in problems]})
    else:
        for p in problems:
            print(p.format(), file=sys.stderr if p.severity == "error" else sys.stdout)
        if not errors:
            counts = ", ".join(f"{e.id} ({len(e.clauses)} sections)" for e in editions.values())
            warn = sum(1 for p in problems if p.severity == "warning")
            print(f"OK : {counts}" + (f" ; {warn} avertissement(s)" if warn else ""))
        else:
            print(f"{len(errors)} erreur(s)", file=sys.stderr)
    return 2 if errors else 0
