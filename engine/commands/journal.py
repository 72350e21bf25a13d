"""`ropta journal [--json] [--export FICHIER.md|.csv]`: the rulings confirmed in ropta-tui, printed or exported."""

from __future__ import annotations

NAME = "journal"
HELP = "le journal des décisions consignées dans ropta-tui (liste, JSON, export Markdown ou CSV)"
DESCRIPTION = ("Affiche les décisions que le floor a consignées dans ropta-tui (heure, table, situation, faits, "
               "édition, section, décision, note), ou les exporte pour le rapport du tournoi. Le journal est "
               "$XDG_DATA_HOME/ropta/journal.jsonl (ou ROPTA_DATA_DIR).")


def add_arguments(p) -> None:
    p.add_argument("--json", action="store_true", help="sortie JSON (liste des entrées)")
    p.add_argument("--export", metavar="FICHIER", help="écrit le journal en Markdown (.md) ou CSV (.csv)")


def run(args) -> int:
    from ..journal import export, journal_path, line, read
    from ._io import emit_json

    path = journal_path()
    entries = read(path)
    if args.export:
        export(entries, args.export)
        print(f"{len(entries)} décision(s) exportée(s) dans {args.export}")
        return 0
    if args.json:
        emit_json(entries)
        return 0
    print(f"Journal des décisions — {path}")
    if not entries:
        print("Aucune décision consignée (dans ropta-tui : « c » sur une décision pour la consigner).")
    for e in entries:
        print(f"  {line(e)}")
        if e.get("situation"):
            print(f"      situation : {e['situation']}")
        if e.get("note"):
            print(f"      note : {e['note']}")
    return 0
