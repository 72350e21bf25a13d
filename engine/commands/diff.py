"""`ropta diff A B [--json]`: what changed between two editions (added, removed, modified, renumbered)."""

from __future__ import annotations

import textwrap

from ..labels import CERTAINTIES as CERTAINTY_FR, CHANGE_KINDS as KIND_FR

NAME = "diff"
HELP = "compare deux éditions : sections ajoutées, supprimées, modifiées, renumérotées"
DESCRIPTION = ("Compare deux éditions section par section, sur les identifiants stables (jamais sur les numéros) : "
               "ajoutées, supprimées, modifiées (avec le texte barré/ajouté mot à mot quand les deux textes sont "
               "connus), renumérotées. Sans argument : l'édition en vigueur et celle qu'elle remplace. "
               "Exemple : ropta diff ropta-2019.03 ropta-2023.10")


def add_arguments(p) -> None:
    p.add_argument("a", metavar="A", nargs="?", help="édition de départ (défaut : celle que l'édition en vigueur remplace)")
    p.add_argument("b", metavar="B", nargs="?", help="édition d'arrivée (défaut : l'édition en vigueur)")
    p.add_argument("--json", action="store_true", help="sortie JSON {from, to, changes: [...]}")


def run(args) -> int:
    from ..versions import diff
    from ._io import emit_json, knowledge_base

    from ..editions import default_pair
    from ..errors import RoptaError

    kb = knowledge_base()
    pair = default_pair(kb)
    if args.a and not args.b:  # one edition: compared with the edition in force
        a, b = args.a, pair[1] if pair else None
    else:
        a, b = (args.a, args.b) if args.a else (pair or (None, None))
    if not a or not b:
        raise RoptaError("donnez deux éditions : ropta diff A B (aucune édition en vigueur n'en remplace une autre)")
    result = diff(kb, a, b)
    if args.json:
        emit_json(result)
        return 0
    print(f"De {result['from_label']} à {result['to_label']} : {len(result['changes'])} différence(s)")
    for notice in result["notices"]:
        print(textwrap.fill(f"⚠ {notice}", 100, subsequent_indent="  "))
    for row in result["changes"]:
        print()
        print(render_row(row))
    return 0


def render_row(row: dict) -> str:
    """French plain-text view of one diff row (the redline with [-barré-] and {+ajouté+})."""
    nums = {"added": f"§{row['to_number']}", "removed": f"§{row['from_number']}"}.get(
        row["kind"], f"§{row['from_number']}" + (f" → §{row['to_number']}" if row["from_number"] != row["to_number"] else ""))
    sure = f" ({CERTAINTY_FR[row['certainty']]})" if row.get("certainty") in CERTAINTY_FR else ""
    out = [f"{KIND_FR[row['kind']].upper()}{sure} {nums} {row['title']}  [{row['id']}]"]
    if row.get("description"):
        out.append(textwrap.fill(f"{row.get('description_source') or 'Source'} (officiel) : « {row['description']} »", 100,
                                 initial_indent="  ", subsequent_indent="    "))
    certainty = CERTAINTY_FR.get(row.get("certainty") or "", "")
    out.append(textwrap.fill(f"Résumé (équipe, non officiel) : {row['summary']}" + (f" [{certainty}]" if certainty else ""),
                             100, initial_indent="  ", subsequent_indent="    "))
    if row.get("number_certainty") and row["number_certainty"] != row.get("certainty"):
        out.append(f"  Numéro : {CERTAINTY_FR[row['number_certainty']]}")
    if row.get("added_text"):
        out.append(textwrap.fill(f"Phrase ajoutée (annexe) : « {row['added_text']} »", 100, initial_indent="  ",
                                 subsequent_indent="    "))
    sup = row.get("superseded") or {}
    for passage in sup.get("passages", []):
        out.append(textwrap.fill(f"Caduc dans le texte de départ : [-{passage}-]", 100, initial_indent="  ",
                                 subsequent_indent="    "))
    for passage in sup.get("uncertain", []):
        out.append(textwrap.fill(f"Peut-être touché (l'annexe ne dit pas qu'il tombe) : ⟨?⟩{passage}", 100,
                                 initial_indent="  ", subsequent_indent="    "))
    if sup.get("scope") == "unknown":
        out.append("  Passage du texte de départ en cause : inconnu (tout le texte est à lire avec prudence)")
    out += reading_lines(row.get("reading"))
    if row.get("from_title") and row["from_title"] != row["title"]:
        out.append(f"  Titre : [-{row['from_title']}-]{{+{row['title']}+}}")
    if row["redline"] is not None and row["kind"] == "modified" and all(op == "=" for op, _ in row["redline"]):
        out.append("  Texte : inchangé")
    elif row["redline"] is not None and row["kind"] == "modified":
        text = "".join({"=": t, "-": f"[-{t}-]", "+": f"{{+{t}+}}"}[op] for op, t in row["redline"])
        out.append(textwrap.indent(text, "  | "))
    elif row["kind"] in ("modified", "added") and row["redline"] is None:
        out.append("  Nouvelle rédaction : non connue (pas dans ce dépôt)")
    return "\n".join(out)


def reading_lines(reading: dict | None, indent: str = "  ") -> list[str]:
    """Our reading of a change (decisions, params, summary) with its certainty, as plain-text lines."""
    import textwrap

    from ..editions import CERTAINTY_FR

    if not reading:
        return []
    sure = CERTAINTY_FR.get(reading["certainty"], reading["certainty"])
    out = [f"{indent}Lecture de l'équipe (non officielle), {sure} :"]
    for d in reading.get("decisions") or []:
        out.append(textwrap.fill(f"- {d['rule']} → {d['decision']} : {d['summary']}", 100, initial_indent=indent + "  ",
                                 subsequent_indent=indent + "    "))
    for name, value in (reading.get("params") or {}).items():
        out.append(f"{indent}  - paramètre {name} = {value}")
    for rid in reading.get("dropped_rules") or []:
        out.append(f"{indent}  - règle {rid} : ne tient plus")
    return out
