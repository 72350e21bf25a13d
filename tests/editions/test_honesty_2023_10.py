"""2023.10 honesty (issue 12, point 4): a derived page never states what the annex retires as current; the certainty of
a change is shown with the change; only what the annex retires is struck; one thing said per section."""

from __future__ import annotations

import json

import pytest

from engine.editions import marked_text

# The annex's words (rulebook/annex-2023-10/03-nouveautes-2023-09.yaml and 04-nouveautes-2023-10.yaml).
TURN = "Simplification de la procédure en cas de turn prématurée : simple mélange et reprise du coup (§7.3)"
EXPOSED = "Modifications de la procédure en cas de jeu dévoilé pour distinguer les cas à tapis (aucune mise possible) des autres."
TWO_CHIPS = "Correction d'une erreur sur la mise de 2 jetons"


def _said(kb, number: str) -> str:
    """Everything our team says about a 2023.10 clause: its summary and each rule's decision and summary."""
    clause = kb.clause("ropta-2023.10", number)
    return " ".join([clause.summary or ""] + [f"{r['then']['decision']} {r['then']['summary']}" for r in clause.rules])


def test_annex_words_are_the_ones_quoted(kb):
    entries = kb.clause("annex-2023-10", "3").text + kb.clause("annex-2023-10", "4").text
    for words in (TURN, EXPOSED, TWO_CHIPS):
        assert words in entries


def test_premature_turn_no_longer_says_the_river_becomes_the_turn(kb):
    said = _said(kb, "7.3")
    assert "river devient la turn" not in said and "river-devient-turn" not in said
    assert "simple mélange et reprise du coup" in said


@pytest.mark.parametrize("number, old_outcome", [("7.5", "pot-partage"), ("7.7", "coup-annule")])
def test_exposed_deck_old_outcomes_are_not_stated(kb, number, old_outcome):
    clause = kb.clause("ropta-2023.10", number)
    exposed = [r for r in clause.rules if "deck_exposed" in (r.get("when") or {})]
    assert exposed and all(r["then"]["decision"] != old_outcome for r in exposed)
    assert all("distingue les cas à tapis" in r["then"]["summary"] for r in exposed)
    assert "décision 2023.10 inconnue" in clause.summary


def test_only_what_the_annex_retires_is_struck(kb):
    seg75 = marked_text(kb.clause("ropta-2023.10", "7.5"))
    assert [t for s, t in seg75 if s == "caduc"] == ["ou si le paquet a été dévoilé"]
    assert any(s == "valide" and t.startswith(" ou est tombé") for s, t in seg75)  # the annex says nothing of a fallen deck
    seg77 = marked_text(kb.clause("ropta-2023.10", "7.7"))
    assert not [t for s, t in seg77 if s == "caduc"]
    assert [t for s, t in seg77 if s == "incertain"] == ["Le paquet est dévoilé prématurément."]


def test_removal_of_7_2_shows_it_is_our_hypothesis(ropta):
    code, out, _ = ropta("diff", "ropta-2019.03", "ropta-2023.10")
    line = next(x for x in out.splitlines() if "[tableau-premature]" in x)
    assert line.startswith("SUPPRIMÉE (hypothèse de l'équipe)")  # one word for a removal in every face (labels)
    code, out, _ = ropta("show", "ropta-2019.03", "7.2")
    line = next(x for x in out.splitlines() if x.startswith("Changement dans ropta-2023.10"))
    assert "supprimée" in line and "hypothèse de l'équipe" in line


def test_two_chip_correction_target_is_deduced(kb, ropta):
    change = next(c for c in kb.edition("ropta-2023.10").changes if c.id == "jetons-multiples")
    assert change.description == TWO_CHIPS and "§" not in change.description  # the annex names no section
    assert change.certainty == "deduite"
    code, out, _ = ropta("show", "ropta-2023.10", "9.13")
    assert "modifiée en 2023.10 — déduit de l'annexe" in out


def test_renumbered_sections_say_what_is_true(kb):
    for cid in ("feuille-morte", "erreurs-au-flop", "river-prematuree"):
        notice = kb.clause("ropta-2023.10", cid).extra["notice"]
        assert "inchangé selon l'annexe" not in notice
        assert "l'annexe ne décrit pas le texte de cette section" in notice
    assert "hypothèse de l'équipe" in kb.clause("ropta-2023.10", "river-prematuree").extra["notice"]
    assert "déduit de l'annexe" in kb.clause("ropta-2023.10", "feuille-morte").extra["notice"]


def test_face_up_at_all_in_is_one_thing(kb, ropta):
    assert "face-visible-en-cas-de-tapis" not in {c.id for c in kb.edition("ropta-2023.10").changes}
    code, out, _ = ropta("show", "ropta-2019.03", "10.4", "--json")
    clause = json.loads(out)[0]
    assert clause["changed"] is None and all(t["superseded_by"] is None for t in clause["tda"])


def test_superseded_by_must_name_a_real_change(tiny, derived_yaml):
    from engine.kb import assemble

    root = tiny({"derivee.yaml": derived_yaml("suite", "base", "- id: alpha\n  kind: amend\n  since: '2023.10'\n"
                                              "  certainty: attestee\n")})
    (root / "tda").mkdir()
    path = root / "base" / "beta.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "tda:\n  - rules: ['1']\n    divergence: constatee\n"
                    "    source: comparaison-equipe\n    confidence: moyenne\n"
                    "    superseded_by:\n      edition: suite\n      annex_entry: alpha\n", encoding="utf-8")
    kb, problems = assemble(root)
    assert kb is None and any("suite ne change pas « beta »" in p.message for p in problems), [p.format() for p in problems]


def test_official_divergence_of_4_1_keeps_only_what_the_annex_states(kb):
    # annex: « nous conservons la présence à la table (...) à la première carte distribuée à la table (et non à la dernière) »
    annex = kb.clause("annex-2023-10", "divergence-presence-a-la-table").text
    assert "à la première carte distribuée à la table (et non à la dernière)" in annex
    rows = kb.clause("ropta-2019.03", "4.1").tda
    official = [r for r in rows if r["divergence"] == "annexe"]
    ours = [r for r in rows if r["divergence"] == "constatee"]
    assert [list(r["rules"]) for r in official] == [["30"]] and "tue" not in official[0]["note"]
    assert [list(r["rules"]) for r in ours] == [["31", "5"]] and ours[0]["source"] == "comparaison-equipe"


def test_tda_row_on_a_changed_derived_clause_says_it_compares_the_earlier_text(ropta):
    code, out, _ = ropta("show", "ropta-2023.10", "7.5")
    assert "Écart relevé sur le texte de ropta-2019.03, avant le changement de cette édition" in " ".join(out.split())


def test_tui_change_banner_carries_the_certainty_on_its_heading(kb):
    from engine.export import changed_json
    from tui.widgets.badges import change_text

    heading = change_text(changed_json(kb, kb.clause("ropta-2019.03", "7.2"))).plain.splitlines()[0]
    assert "supprimée dans ropta-2023.10" in heading and "(hypothèse de l'équipe)" in heading
