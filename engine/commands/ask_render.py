"""The plain-text face of `ropta ask`: the first ruling in full, the next ones, the questions; imported only when
printing text (the JSON answer never needs it, and a cold `ropta ask --json` does not compile it)."""

from __future__ import annotations

from ..labels import CERTAINTIES as CERTAINTY_FR  # one vocabulary: engine/labels.py


def render(answer: dict, *, explain: bool = False) -> str:
    """French plain-text answer: the first ruling in full, the next ones in a line each, then the open questions."""
    out = []
    ed = answer.get("edition")
    if ed:
        when = f"en vigueur le {ed['as_of']} : " if ed.get("as_of") else ""
        out.append(f"Édition {when}{ed['label']} ({ed['status']['label']})")
        if ed.get("text_status"):
            out.append(wrap(f"⚠ {ed['text_status']}"))
        if ed["status"].get("notice"):
            out.append(wrap(f"⚠ {ed['status']['notice']}"))
    if answer.get("note"):
        out.append(answer["note"])
    if answer.get("truncated"):
        out.append("(situation très longue : seul le début a été lu)")
    facts = [f for f in answer.get("facts") or [] if f.get("source") != "context"]
    earlier = [f for f in answer.get("facts") or [] if f.get("source") == "context"]
    if facts:
        out.append("Faits reconnus : " + " ; ".join(f"{f['label']} = {f['value_label']}" for f in facts))
    if earlier:
        out.append("Contexte (autres événements, poids faible) : "
                   + " ; ".join(f"{f['label']} = {f['value_label']}" for f in earlier))
    results = answer["results"]
    if not results:
        out.append("Aucune section trouvée. Reformulez avec les mots de la table (carte, donne, mise, tapis...).")
        return "\n".join(out)
    if answer.get("event"):
        from ..labels import STORY_EVENT

        out.append(wrap(STORY_EVENT.format(event=answer["event"])))
    first = results[0]
    sure = answer.get("confident", True)
    if not sure:
        from ..labels import NOT_CONFIDENT

        out += ["", NOT_CONFIDENT.format(leads=", ".join(f"§{r['number']}" for r in results[:3]))]
        out += [wrap(u["text"]) for u in answer.get("unanswered") or []]
    out += ["", f"{'' if sure else 'Piste : '}§{first['number']} {first['title']}  [{first['rulebook']}]"]
    if first.get("decision"):
        label = "Décision" if sure else "Décision si cette section s'applique"
        out.append(f"{label} : {first.get('decision_label') or first['decision']}  ({first['decision']})")
    if first.get("source"):
        out.append("Le texte appliqué :")
        out += [wrap(f"  « {' '.join(words.split())} »", indent="    ") for words in first["source"]]
    if first.get("summary"):
        out.append(wrap(f"En bref (résumé non officiel) : {first['summary']}"))
    if first.get("discretion"):
        out.append("Le texte laisse la décision au floor : " + " ; ".join(first.get("options") or []))
    if first.get("why"):
        out.append("Pourquoi :")
        out += [wrap(f"- {w}", indent="  ") for w in first["why"]]
    out += _changes(first)
    if answer.get("compare"):
        out += ["", "Comparaison des éditions (décisions : lecture de l'équipe, non officielle) :"]
        out += render_compare(answer["compare"])
    rest = results[1:]
    if rest:
        out += ["", "Autres sections :" if sure else "Autres pistes :"]
        for r in rest:
            line = f"  §{r['number']:<6} {r['title']}  [{r['rulebook']}]"
            if r.get("decision"):
                line += f" — {r.get('decision_label') or r['decision']}"
            out.append(line)
            if explain:
                out += [wrap(f"- {w}", indent="      ") for w in r.get("why") or []]
                out += ["    " + c for c in _changes(r)]
    if answer.get("events"):
        from ..labels import STORY_OTHERS

        out += ["", STORY_OTHERS]
        for e in answer["events"]:
            sec = e.get("section")
            where = f" → §{sec['number']} {sec['title']}" if sec else ""
            out.append(wrap(f"  - « {e['text']} »{where}", indent="    "))
    if answer.get("calc"):
        calc = answer["calc"]
        out += ["", "Montants reconnus : calcul proposé avec « ropta calc bet » :"]
        res = calc.get("result")
        if res:
            out.append(wrap(f"  {res.get('explanation', '')}", indent="  "))
        out.append("  " + _calc_command(calc["input"]))
    questions = answer.get("questions") or []
    if questions:
        out += ["", "Questions (la réponse peut changer la décision) :"]
        for q in questions:
            opts = "/".join(_opt(o["value"]) for o in q.get("options", []))
            out.append(f"  - {q['question']}  → --fact {q['fact']}={opts}")
    return "\n".join(out)


def render_compare(rows: list[dict], width: int = 36) -> list[str]:
    """The comparison rows side by side, one column each (edition, number, decision, basis, certainty)."""
    import textwrap  # only when printing text (the JSON answer never wraps)

    cols = []
    for row in rows:
        head = f"{row['label']} §{row['number']}" if row.get("kind") != "reference" else f"TDA {row['number']}"
        cell = [head, "-" * min(width, len(head))]
        if row.get("decision"):
            cell += textwrap.wrap(f"Décision : {row['decision']}", width)
        if row.get("summary"):
            cell += textwrap.wrap(row["summary"], width)
        elif row.get("kind") == "derived":
            cell += textwrap.wrap("Décision de cette édition non connue.", width)
        if row.get("divergence"):
            cell += textwrap.wrap(f"Divergence : {row['divergence_label']}", width)
        if row.get("description"):
            cell += textwrap.wrap(f"Annexe : « {row['description']} »", width)
        cell += textwrap.wrap(f"Source : {row['basis_label']}", width)
        if row.get("certainty"):
            cell += textwrap.wrap(f"Certitude : {CERTAINTY_FR.get(row['certainty'], row['certainty'])}", width)
        cols.append(cell)
    out = []
    for i in range(0, len(cols), 3):  # three columns per band, so the lines stay readable
        band = cols[i:i + 3]
        for n in range(max(len(c) for c in band)):
            out.append("  " + " | ".join(f"{(c[n] if n < len(c) else ''):<{width}}" for c in band).rstrip())
        out.append("")
    return out[:-1]


def _changes(r: dict) -> list[str]:
    out = []
    own = r.get("change")
    if own:
        certainty = CERTAINTY_FR.get(own.get("certainty"), own.get("certainty"))
        out.append(wrap(f"Changement dans {own.get('in')} ({certainty}) : {own.get('summary')}"))
        if own.get("description"):
            out.append(wrap(f"Annexe (officiel) : « {own['description']} »"))
    if r.get("reading"):
        rd = r["reading"]
        certainty = CERTAINTY_FR.get(rd.get("certainty"), rd.get("certainty"))
        out.append(wrap(f"Décision tirée de la description de l'annexe ({rd.get('annex_entry')}) : lecture de l'équipe, "
                        f"non officielle — {certainty}"))
    if r.get("edition_notice"):
        out.append(wrap(f"⚠ {r['edition_notice']}"))
    ch = r.get("changed")
    if ch:
        out.append(wrap(f"Changement en {ch.get('in')} ({ch.get('kind')}) : {ch.get('summary')} "
                        "(l'annexe 2023.10 décrit ce changement sans en donner le texte intégral)"))
    for t in r.get("tda") or []:
        rules = ", ".join(t.get("rules") or []) if isinstance(t.get("rules"), list) else ""
        official = "officielle (annexe)" if t.get("official") else "constatée par nous, non officielle"
        label = t.get("divergence") or t.get("kind") or "divergence"
        out.append(wrap(f"TDA {rules} : {label} — {official}" + (f" : {t['note']}" if t.get("note") else "")))
    return out


def _opt(value) -> str:
    if value is True:
        return "oui"
    if value is False:
        return "non"
    return str(value)


def _calc_command(doc: dict) -> str:
    import json

    return "echo '" + json.dumps(doc, ensure_ascii=False) + "' | ropta calc bet -"


def wrap(text: str, indent: str = "") -> str:
    import textwrap  # only when printing text (the JSON answer never wraps)

    return textwrap.fill(text, 110, subsequent_indent=indent + "  ")
