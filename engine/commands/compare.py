"""`ropta compare A B [--json]`: our topic-by-topic comparison of two rulebooks (e.g. a club's house rules and the ROPTA)."""

from __future__ import annotations

import textwrap

NAME = "compare"
HELP = "compare deux règlements sujet par sujet (identique, différent, absent)"
DESCRIPTION = ("Compare deux règlements sujet par sujet, par exemple « ropta compare chevaliers ropta-2019.03 » : "
               "pour chaque sujet, les sections de chacun et si la décision est identique, différente (et en quoi) "
               "ou absente d'un côté. Comparaison établie par l'équipe, non officielle.")


def add_arguments(p) -> None:
    p.add_argument("a", help="première édition, par exemple chevaliers")
    p.add_argument("b", help="seconde édition, par exemple ropta-2019.03")
    p.add_argument("--json", action="store_true", help="sortie JSON")


def run(args) -> int:
    from ..compare import compare
    from ._io import emit_json, knowledge_base

    kb = knowledge_base()
    data = compare(kb, args.a, args.b)
    if args.json:
        emit_json(data)
        return 0
    ea, eb = kb.edition(args.a), kb.edition(args.b)
    print(f"{ea.label} comparé à {eb.label}")
    print("Comparaison de l'équipe (non officielle).")
    c = data["counts"]
    print(f"{len(data['rows'])} sujets : {c['same']} identiques, {c['different']} différents, {c['absent']} absents d'un côté.")
    for row in data["rows"]:
        def cites(side):
            return ", ".join(f"§{x['number']} {x['title']}" for x in row[side]) or "—"
        print(f"\n[{row['status_fr'].upper()}] {row['topic']}")
        print(f"  {ea.short_title} : {cites('a')}")
        print(f"  {eb.short_title} : {cites('b')}")
        print(textwrap.fill(row["how"], 100, initial_indent="  ", subsequent_indent="  "))
    return 0
