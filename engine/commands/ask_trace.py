"""`ropta ask --trace` in plain text: how each candidate's score was formed, for the maintainer fixing a ruling."""

from __future__ import annotations

from .ask_render import _opt as _v  # a fact value as typed after --fact (oui/non, else as is)


def render_trace(trace: dict) -> str:
    """The `trace` of an answer (engine.explain.trace_json) as French lines, one block per candidate."""
    sig = trace.get("confidence") or {}
    out = ["", "Trace (mainteneur) :",
           f"  confiance : probabilité {sig.get('probability')} ; score {sig.get('top')} ; "
           f"marge sur le 2e {sig.get('margin')} ; "
           f"score de règle {sig.get('rule')} ; statut {sig.get('status')} ; mots expliqués {sig.get('coverage')} ; "
           f"accord faits/mots {sig.get('agreement')}"
           + (f" ; autre(s) matière(s) sans réponse : {', '.join(sig['unexplained'])}" if sig.get("unexplained") else "")
           + (f" ; geste(s) laissé(s) sans réponse par une règle de cadre : {', '.join(sig['framed'])}"
              if sig.get("framed") else "")]
    for c in trace.get("candidates") or []:
        out.append(f"  §{c['number']} {c['title']} [{c['key']}] = {c['score']}")
        out.append(f"    texte {c['text']} ; règle {c['rule_score']} (héritée {c['handed']}, annexe {c['inherited']}) ; "
                   f"a priori {c['prior']} ; bonus d'édition {c['edition_boost']} ; lecture apprise {c.get('learned')}"
                   + (f" ({', '.join(c['learned_from'])})" if c.get("learned_from") else "")
                   + (" ; autre règlement nommé : ×réduit" if c.get("foreign_discount") else ""))
        quiet = [r for r in c.get("rules") or [] if not r["matched"] and not r["contradicted"]]
        for r in c.get("rules") or []:
            if r in quiet:
                continue
            facts = [f"+{f['fact']}={_v(f['value'])} (poids {f['weight']}, confiance {f['trust']})" for f in r["matched"]]
            facts += [f"✗{f['fact']}={_v(f['value'])} (poids {f['weight']}{', exclut' if f['excludes'] else ''})"
                      for f in r["contradicted"]]
            facts += [f"?{f['fact']} (poids {f['weight']})" for f in r["unknown"]]
            facts += [f"sauf {e['label']} : {e['status']}" for e in r["exceptions"]]
            out.append(f"    règle {r['rule']} : {r['status']} {r['score']} (sujet {r['topic']}) — " + ", ".join(facts))
        if quiet:
            out.append(f"    {len(quiet)} autre(s) règle(s) sans fait reconnu : " + ", ".join(r["rule"] for r in quiet))
    if trace.get("excluded"):
        out.append("  écartées (moment du coup ou auteur contraire) : " + ", ".join(trace["excluded"]))
    return "\n".join(out)
