"""`ropta tda [NUMBER] [--json]`: the ROPTA ↔ TDA 2024 concordance, official divergences apart from ours."""

from __future__ import annotations

import textwrap

NAME = "tda"
HELP = "correspondance avec les règles TDA 2024 et divergences (officielles ou constatées)"
DESCRIPTION = ("Sans argument : une ligne par section de la ROPTA 2019.03 avec ses règles TDA 2024 et la divergence. "
               "Avec un numéro TDA (30, RP-5) : les sections ROPTA qui lui correspondent. Les divergences officielles "
               "viennent de l'annexe 2023-10 ; les écarts « constatés » sont la comparaison de l'équipe, NON officielle.")
MARK = {"aucune": "  =", "annexe": "OFF", "constatee": " ≈?", "sans_equivalent": "  ∅", None: "  ·"}


def add_arguments(p) -> None:
    p.add_argument("number", nargs="?", metavar="NUMÉRO", help="règle TDA (30, RP-5) : les sections ROPTA correspondantes")
    p.add_argument("--json", action="store_true", help="sortie JSON (une ligne par correspondance)")


def run(args) -> int:
    from ..tda import concordance, for_tda_rule, tda_edition
    from ._io import emit_json, knowledge_base

    kb = knowledge_base()
    rows = for_tda_rule(kb, args.number) if args.number else concordance(kb)
    if args.json:
        emit_json(rows)
        return 0
    tda_ed = kb.edition(tda_edition(kb))
    ropta = kb.edition(rows[0]["edition"]) if rows else kb.edition(concordance(kb)[0]["edition"])
    print(f"{ropta.label} ↔ {tda_ed.label} : titres TDA officiels (anglais), résumés et notes de l'équipe (non officiels)")
    print("Légende : OFF divergence officielle (annexe 2023-10) · ≈? écart constaté par l'équipe (NON officiel) · "
          "= aucune divergence · ∅ sans équivalent TDA")
    if args.number:
        rule = kb.clause(tda_ed.id, _key(args.number))
        print(f"\nTDA {rule.number} — {rule.title} ({rule.extra.get('section')})")
        print(textwrap.fill(f"Résumé de l'équipe (non officiel) : {rule.summary}", 100, initial_indent="  ",
                            subsequent_indent="  "))
        if not rows:
            print("\nAucune section ROPTA ne correspond à cette règle.")
    print()
    for row in rows:
        print(render_row(row))
    return 0


def _key(number: str) -> str:
    from ..tda import normalise_rule

    return normalise_rule(number)


def render_row(row: dict) -> str:
    """One concordance row: official divergences and ours never look alike."""
    rules = ", ".join(row.get("rules") or []) or "—"
    head = f"{MARK.get(row['divergence'], '  ?')} §{row['ropta']:<7} {row['title'][:60]:<60} TDA {rules}"
    lines = [head]
    if row["divergence"] == "annexe":
        lines.append(f"        Divergence officielle — source : annexe 2023-10, entrée {row.get('annex_number')} "
                     f"« {row['annex_entry']} »")
    elif row["divergence"] == "constatee":
        lines.append(f"        Écart constaté par l'équipe — NON officiel (confiance {row['confidence']})")
    if row.get("superseded_by"):
        lines.append(f"        Compare le texte 2019.03 ; l'annexe annonce un changement ({row['superseded_by']['annex_entry']}) "
                     f"qui peut clore l'écart en {row['superseded_by']['edition']}")
    if row.get("map_number"):
        lines.append(f"        (numéro {row['map_number']} dans la table de correspondance : {row.get('numbering_remark') or ''})")
    if row["divergence"] in ("annexe", "constatee") and row.get("note"):
        lines.append(textwrap.fill(f"Note de l'équipe : {row['note']}", 100, initial_indent="        ",
                                   subsequent_indent="        "))
    return "\n".join(lines)
