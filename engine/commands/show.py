"""`ropta show [EDITION [NUMBER|ID]] [--json]`: list editions, an edition's contents, or one clause in full."""

from __future__ import annotations

import textwrap

NAME = "show"
HELP = "affiche les éditions, le sommaire d'une édition ou une section"
DESCRIPTION = ("Sans argument : la liste des éditions. Avec une édition : son sommaire (ou toutes ses sections "
               "en JSON). Avec un numéro (« 6.3 ») ou un identifiant (« cartes-retournees ») : la section "
               "complète, son texte officiel et ses références.")


def add_arguments(p) -> None:
    p.add_argument("edition", nargs="?", help="édition, par exemple ropta-2019.03")
    p.add_argument("clause", nargs="?", help="numéro (6.3) ou identifiant (cartes-retournees)")
    p.add_argument("--json", action="store_true", help="sortie JSON (liste d'objets section)")


def run(args) -> int:
    from ..export import clause_json, edition_json
    from ._io import emit_json, knowledge_base

    kb = knowledge_base()
    if not args.edition:
        if args.json:
            emit_json([edition_json(e) for e in kb.editions.values()])
        else:
            print("Éditions disponibles :")
            for e in kb.editions.values():
                print(f"  {e.id:<24} {e.short_title} — {e.title} ({e.date}), {len(e.clauses)} sections")
        return 0
    ed = kb.edition(args.edition)
    clauses = [kb.clause(ed.id, args.clause)] if args.clause else list(ed.clauses)
    if args.json:
        emit_json([clause_json(kb, c) for c in clauses])
        return 0
    print(f"{ed.short_title} — {ed.title} ({ed.date})")
    if args.clause:
        print(render_clause(kb, clause_json(kb, clauses[0])))
    else:
        for ch in ed.chapters or [None]:
            if ch:
                print(f"\n{ch.number} {ch.title}")
            for c in clauses:
                if ch is None or c.chapter == ch.id:
                    print(f"  §{c.number:<6} {c.title}  [{c.id}]")
    return 0


def render_clause(kb, data: dict) -> str:
    """French plain-text view of one clause (from its JSON view, so every face shows the same facts)."""
    out = ["", f"§{data['number']} {data['title']}  [{data['id']}]", ""]
    out.append(data["text"])
    if data["refs"]:
        out += ["", "Références :"]
        for r in data["refs"]:
            if r["resolved"]:
                out.append(f"  « {r['label']} » → §{r['number']} ({r['target']})")
            else:
                out.append(f"  « {r['label']} » → non résolue : {r['note'] or 'erreur de la source'}")
    if data.get("changed"):
        ch = data["changed"]
        out += ["", f"Modifiée en {ch['in']} ({ch['kind']}) : {ch['summary']}"]
    for t in data.get("tda") or []:
        out += ["", _tda_line(t)]
    for row in data.get("compare") or []:
        other = ", ".join(f"{x['edition']} §{x['number']}" for x in row["b"]) or "—"
        out += ["", f"Comparaison (équipe, non officielle) avec {other} : {row['status_fr']} — {row['topic']}",
                textwrap.fill(row["how"], 100, initial_indent="  ", subsequent_indent="  ")]
    if data["examples"]:
        out += ["", f"Exemples chiffrés : {len(data['examples'])} (voir « ropta calc »)"]
    for n in data["notes"]:
        out += ["", "Note de l'équipe (non officielle) :", textwrap.fill(n["text"], 100, initial_indent="  ",
                                                                        subsequent_indent="  ")]
    return "\n".join(out)


def _tda_line(t: dict) -> str:
    rules = ", ".join(t.get("rules") or []) or "—"
    return f"TDA {rules} : {t.get('divergence')} (source : {t.get('source')})" + (f" — {t['note']}" if t.get("note") else "")
