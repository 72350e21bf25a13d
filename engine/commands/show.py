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
    if ed.meta.get("text_status") and not args.clause:
        print(textwrap.fill(f"⚠ {ed.meta['text_status']}", 100))
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
    status = data.get("text_status")
    if status:
        out += _status_lines(status)
    else:
        out.append(data["text"])
    if data.get("summary"):
        out += ["", _wrap(f"Résumé de l'équipe (non officiel) : {data['summary']}", "")]
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
            out.append(f"Texte de {status.get('text_edition')} ([-…-] : passage caduc ; ⟨?⟩ : passage en cause inconnu) :")
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
    if ch["kind"] in ("modified", "added") and not ch.get("text_known"):
        out.append("  La rédaction 2023.10 n'est pas dans ce dépôt.")
    return out


def _tda_line(t: dict) -> str:
    rules = ", ".join(t.get("rules") or []) or "—"
    if t.get("official"):
        head = f"TDA {rules} : DIVERGENCE OFFICIELLE (source : {t.get('source')}, entrée {t.get('annex_entry')})"
    elif t.get("divergence") == "constatee":
        head = f"TDA {rules} : écart constaté par l'équipe, NON officiel (confiance {t.get('confidence')})"
    else:
        head = f"TDA {rules} : {t.get('divergence_label') or t.get('divergence')} (comparaison de l'équipe)"
    if t.get("superseded_by"):
        head += "\n" + _wrap(f"(Écart relevé sur le texte 2019.03 ; l'annexe annonce un changement qui peut le clore "
                              f"dans {t['superseded_by']['edition']}.)")
    if t.get("note") and t.get("divergence") in ("annexe", "constatee"):
        head += "\n" + _wrap(f"Note de l'équipe : {t['note']}")
    return head
