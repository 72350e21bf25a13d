"""`ropta history ID [--json]`: one clause across editions (numbers, status, changes), and who cites it."""

from __future__ import annotations

import textwrap

from ..labels import CERTAINTIES as CERTAINTY_FR, CLAUSE_STATUSES as STATUS_FR

NAME = "history"
HELP = "l'histoire d'une section à travers les éditions"
DESCRIPTION = ("Suit une section par son identifiant stable (ou un numéro de l'édition en vigueur, ou ÉDITION:NUMÉRO) "
               "dans toutes les éditions : numéro, statut, changement décrit par l'annexe, et les entrées de "
               "l'annexe qui la citent. Exemple : ropta history turn-prematuree")




def add_arguments(p) -> None:
    p.add_argument("id", metavar="ID", help="identifiant (turn-prematuree), numéro de l'édition en vigueur (7.3) ou ÉDITION:NUMÉRO (ropta-2019.03:7.4)")
    p.add_argument("--json", action="store_true", help="sortie JSON {id, title, history: [...], cited_by: [...]}")


def run(args) -> int:
    from ..versions import history, mentions, resolve_id
    from ._io import emit_json, knowledge_base

    kb = knowledge_base()
    cid = resolve_id(kb, args.id)
    events = history(kb, cid)
    title = next((e["title"] for e in events if e["title"]), cid)
    cited = mentions(kb, cid)
    if args.json:
        emit_json({"id": cid, "title": title, "history": events, "cited_by": cited})
        return 0
    print(f"Histoire de « {title} » [{cid}]")
    for e in events:
        where = f"§{e['number']}" if e["present"] else "—"
        standing = e["edition_status"]
        mark = "  [en vigueur]" if standing["in_force"] else (f"  [{standing['label']}]" if standing["replaced_by"] else "")
        print(f"\n  {e['label']:<34} {where:<8} {STATUS_FR.get(e['status'], e['status'])}{mark}")
        if e["change"]:
            ch = e["change"]
            if ch.get("description"):
                print(textwrap.fill(f"Annexe (officiel) : « {ch['description']} »", 100, initial_indent="    ",
                                    subsequent_indent="      "))
            certainty = CERTAINTY_FR.get(ch["certainty"], ch["certainty"])
            print(textwrap.fill(f"Résumé (équipe, non officiel) : {ch['summary']} [{certainty}]", 100, initial_indent="    ",
                                subsequent_indent="      "))
            from .diff import reading_lines

            for line in reading_lines(ch.get("reading"), "    "):
                print(line)
        if e["notice"]:
            print(textwrap.fill(e["notice"], 100, initial_indent="    ", subsequent_indent="    "))
    if cited:
        print("\nCitée par :")
        for c in cited:
            print(f"  {c['edition']} §{c['number']} {c['title']}  [{c['id']}]")
    return 0
