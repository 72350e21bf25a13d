"""`ropta show [EDITION [NUMBER|ID]] [--json]`: list editions, an edition's contents, or one clause in full."""

from __future__ import annotations

import textwrap

NAME = "show"
HELP = "affiche les éditions, le sommaire d'une édition ou une section"
DESCRIPTION = ("Sans argument : la liste des éditions. Avec une édition : son sommaire (ou toutes ses sections "
               "en JSON). Avec un numéro (« 6.3 ») ou un identifiant (« cartes-retournees ») : la section "
               "complète, son texte officiel et ses références ; sans édition, celle en vigueur aujourd'hui "
               "(--as-of AAAA-MM-JJ : celle en vigueur ce jour-là).")


def add_arguments(p) -> None:
    p.add_argument("edition", nargs="?", help="édition, par exemple ropta-2019.03")
    p.add_argument("clause", nargs="?", help="numéro (6.3) ou identifiant (cartes-retournees)")
    p.add_argument("--as-of", metavar="DATE", help="l'édition en vigueur ce jour-là (AAAA-MM-JJ)")
    p.add_argument("--json", action="store_true", help="sortie JSON (liste d'objets section)")


def run(args) -> int:
    from ..export import clause_json, edition_json
    from ._io import emit_json, knowledge_base

    kb = knowledge_base()
    if args.edition and not args.clause and args.edition not in kb.editions and (args.as_of or _is_clause(kb, args.edition)):
        args.edition, args.clause = None, args.edition  # « ropta show 6.3 »: a section of the edition in force
    if args.as_of:
        from ..editions import in_force
        from ..errors import RoptaError
        from ..validity import parse_day

        if args.edition:
            raise RoptaError("une édition et --as-of : donnez l'un ou l'autre (--as-of choisit l'édition en vigueur ce jour-là)")
        args.edition = in_force(kb, on=parse_day(args.as_of)).id
    elif not args.edition and args.clause:
        from ..editions import in_force

        args.edition = in_force(kb).id
    if not args.edition:
        if args.json:
            emit_json([edition_json(e, kb) for e in kb.editions.values()])
        else:
            from ..editions import status_json

            print("Éditions disponibles :")
            for e in kb.editions.values():
                status = status_json(kb, e)
                mark = " [EN VIGUEUR]" if status["in_force"] else (f" [{status['label']}]" if status["label"] else "")
                print(f"  {e.id:<24} {e.short_title} — {e.title} ({e.date}), {len(e.clauses)} sections{mark}")
        return 0
    ed = kb.edition(args.edition)
    clauses = [kb.clause(ed.id, args.clause)] if args.clause else list(ed.clauses)
    if args.json:
        emit_json([clause_json(kb, c) for c in clauses])
        return 0
    print(f"{ed.short_title} — {ed.title} ({ed.date})")
    print(_standing(kb, ed))
    if ed.meta.get("text_status") and not args.clause:
        print(textwrap.fill(f"⚠ {ed.meta['text_status']}", 100))
    if args.clause:
        print(render_clause(kb, clause_json(kb, clauses[0])))
    else:
        late = sum(1 for c in clauses if c.extra.get("review"))
        if late:
            print(f"⚠ {late} section(s) « à revoir » : texte changé depuis la rédaction du contenu de l'équipe")
        for ch in ed.chapters or [None]:
            if ch:
                print(f"\n{ch.number} {ch.title}")
            for c in clauses:
                if ch is None or c.chapter == ch.id:
                    mark = "  (à revoir)" if c.extra.get("review") else ""
                    print(f"  §{c.number:<6} {c.title}  [{c.id}]{mark}")
    return 0


def _is_clause(kb, key: str) -> bool:
    from ..editions import default_edition

    current = default_edition(kb)
    return bool(current) and kb.find(current, key) is not None


def _standing(kb, ed) -> str:
    """« En vigueur depuis … » or « Remplacée par … » (the edition's standing, from its declared validity)."""
    from ..editions import status_json

    s = status_json(kb, ed)
    if s["in_force"]:
        return f"Édition en vigueur (depuis {s['valid_from']})."
    span = f" (en vigueur de {s['valid_from']} à {s['valid_until']})" if s["valid_from"] and s["valid_until"] else ""
    line = f"Statut : {s['label'] or 'non précisé'}{span}."
    return line + ("\n" + _wrap(s["notice"], "") if s.get("notice") else "")


def render_clause(kb, data: dict) -> str:
    """French plain-text view of one clause (from its JSON view, so every face shows the same facts)."""
    out = ["", f"§{data['number']} {data['title']}  [{data['id']}]", ""]
    standing = data.get("edition_status") or {}
    if standing.get("replaced_by"):
        out[-1:] = [f"⚠ Édition {standing['label']} : voir « ropta show {standing['replaced_by']} {data['id']} ».", ""]
    status = data.get("text_status")
    if status:
        out += _status_lines(status)
    else:
        out.append(data["text"])
    if data.get("review"):
        rules = f" ; règles concernées : {', '.join(data['review_rules'])}" if data.get("review_rules") else ""
        out += ["", _wrap(f"⚠ À REVOIR : le texte a changé depuis la rédaction du contenu de l'équipe (résumé, "
                          f"mots-clés, règles, TDA){rules}.", "")]
    if data.get("summary"):
        late = ", à revoir" if data.get("review") else ""
        out += ["", _wrap(f"Résumé de l'équipe (non officiel{late}) : {data['summary']}", "")]
    if data["refs"]:
        out += ["", "Références :"]
        for r in data["refs"]:
            if r["resolved"]:
                out.append(f"  « {r['label']} » → §{r['number']} ({r['target']})")
            else:
                out.append(f"  « {r['label']} » → non résolue : {r['note'] or 'erreur de la source'}")
    for ch in (data.get("change"), data.get("changed")):
        if ch:
            out += [""] + _changed_lines(ch, data["edition"])
    for t in data.get("tda_links") or data.get("tda") or []:
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


def _wrap(text: str, indent: str = "  ") -> str:
    return textwrap.fill(text, 100, initial_indent=indent, subsequent_indent=indent)


def _status_lines(status: dict) -> list[str]:
    """Derived or reference edition: what is known of the wording, superseded passages shown [-caducs-]."""
    out = []
    if status.get("edition_notice"):
        out.append(_wrap(f"⚠ {status['edition_notice']}", ""))
    if status.get("notice"):
        out.append(_wrap(f"⚠ {status['notice']}", ""))
    segments = status.get("segments") or []
    if segments:
        out.append("")
        if not status.get("text_known"):
            out.append(f"Texte de {status.get('text_edition')} ([-…-] : passage caduc ; ⟨?⟩ : passage peut-être touché, "
                       "l'annexe ne dit pas qu'il tombe) :")
        out.append("".join({"valide": t, "caduc": f"[-{t}-]", "incertain": f"⟨?⟩{t}"}.get(k, t) for k, t in segments))
    return out




def _changed_lines(ch: dict, edition: str) -> list[str]:
    """The change a (later) edition makes to this clause: the annex's words apart from our summary."""
    where = "dans cette édition" if ch["in"] == edition else f"dans {ch['in']}"
    nums = (f" (§{ch['from_number']} → §{ch['to_number']})"
            if ch.get("to_number") and ch.get("from_number") and ch["to_number"] != ch["from_number"] else "")
    from ..labels import certainty, change_kind

    out = [f"Changement {where} : {change_kind(ch['kind'])} en {ch['since']}{nums} — {certainty(ch['certainty'])}"]
    if ch.get("description"):
        out.append(_wrap(f"Annexe (officiel) : « {ch['description']} »"))
    if ch.get("summary"):
        out.append(_wrap(f"Résumé de l'équipe (non officiel) : {ch['summary']}"))
    if ch.get("added_text"):
        out.append(_wrap(f"Phrase ajoutée (texte de l'annexe) : « {ch['added_text']} »"))
    from .diff import reading_lines

    out += reading_lines(ch.get("reading"))
    if ch["kind"] in ("modified", "added") and not ch.get("text_known"):
        out.append(f"  La rédaction {ch['in']} n'est pas dans ce dépôt.")
    return out


def _tda_line(t: dict) -> str:
    rules = ", ".join(t.get("rules") or []) or "—"
    if t.get("official"):
        head = f"TDA {rules} : DIVERGENCE OFFICIELLE (source : {t.get('source')}, entrée {t.get('annex_entry')})"
    elif t.get("divergence") == "constatee":
        head = f"TDA {rules} : écart constaté par l'équipe, NON officiel (confiance {t.get('confidence')})"
    else:
        head = f"TDA {rules} : {t.get('divergence_label') or t.get('divergence')} (comparaison de l'équipe)"
    if t.get("before_change"):
        head += "\n" + _wrap(f"(Écart relevé sur le texte de {t['compares']}, avant le changement de cette édition : "
                              "il peut ne plus valoir.)")
    elif t.get("superseded_by"):
        head += "\n" + _wrap(f"(Écart relevé sur le texte 2019.03 ; l'annexe annonce un changement qui peut le clore "
                              f"dans {t['superseded_by']['edition']}.)")
    if t.get("note") and t.get("divergence") in ("annexe", "constatee"):
        head += "\n" + _wrap(f"Note de l'équipe : {t['note']}")
    return head
