"""Chevaliers <-> ROPTA 2019.03 concordance: every topic of the issue, `ropta compare`, the clause views."""

from __future__ import annotations

import json

import pytest

# topic of issue 8 -> (a Chevaliers clause, the ROPTA numbers it must be compared with)
TOPICS = {
    "mise et relance minimum": ("relance-minimum", {"9.6"}),
    "tapis sous la grosse blinde": ("tapis-preflop-sous-le-gros-blind", {"9.7"}),
    "tapis sous la relance minimum": ("tapis-preflop-sous-la-relance-minimum", {"9.8"}),
    "tapis postflop": ("tapis-postflop-sous-le-gros-blind", {"9.9"}),
    "joueurs oubliés": ("joueur-oublie-par-un-ou-deux", {"9.3"}),
    "joueurs déplacés": ("joueurs-deplaces-pour-equilibrage", {"2.3"}),
    "bouton en tête-à-tête": ("passage-en-tete-a-tete", {"4.4"}),
    "jeton indivisible": ("jeton-supplementaire", {"10.8"}),
    "éliminations simultanées": ("deux-sortants-simultanes", {"1.10"}),
    "cartes visibles": ("cartes-visibles", {"8.1"}),
    "jetons visibles": ("jetons-lisibles", {"3.3"}),
}


@pytest.fixture(scope="module")
def data(kb):
    from engine.compare import compare

    return compare(kb, "chevaliers", "ropta-2019.03")


@pytest.mark.parametrize("topic", sorted(TOPICS))
def test_each_topic_of_the_issue_is_compared(data, topic):
    clause_id, numbers = TOPICS[topic]
    rows = [r for r in data["rows"] if clause_id in {x["id"] for x in r["a"]}]
    assert rows, topic
    assert numbers <= {x["number"] for r in rows for x in r["b"]}
    for r in rows:
        assert r["status"] in ("same", "different") and len(r["how"]) > 40 and r["official"] is False


def test_ethics_against_chapter_11(data):
    chapter_11 = {r["status"] for r in data["rows"] if any(x["number"].startswith("11.") for x in r["b"])}
    assert {"same", "absent"} <= chapter_11
    absent = [r for r in data["rows"] if r["status"] == "absent"]
    assert {r["absent_from"] for r in absent} == {"chevaliers", "ropta-2019.03"}


def test_every_chevaliers_clause_is_compared(kb, data):
    compared = {x["id"] for r in data["rows"] for x in r["a"]}
    assert compared == {c.id for c in kb.clauses("chevaliers")}


def test_known_differences(data):
    status = {r["id"]: r["status"] for r in data["rows"]}
    assert status["joueur-oublie-par-un-ou-deux"] == "different"
    assert status["joueurs-deplaces"] == "different"
    assert status["jeton-indivisible"] == "same"
    assert status["ceder-sa-place"] == "absent"


def test_cli_json_and_reverse_order(ropta):
    code, out, err = ropta("compare", "chevaliers", "ropta-2019.03", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["official"] is False and doc["counts"]["same"] + doc["counts"]["different"] + doc["counts"]["absent"] == len(doc["rows"])
    code, out, err = ropta("compare", "ropta-2019.03", "chevaliers", "--json")
    rev = json.loads(out)
    assert [x["edition"] for x in rev["rows"][0]["a"]] == ["ropta-2019.03"]


def test_cli_text_says_unofficial(ropta):
    code, out, err = ropta("compare", "chevaliers", "ropta-2019.03")
    assert code == 0 and "non officielle" in out and "[DIFFÉRENT]" in out


@pytest.mark.parametrize("args", [("chevaliers", "ropta-2099"), ("chevaliers", "reglements-generaux")])
def test_cli_bad_pair_is_one_line_exit_2(ropta, args):
    code, out, err = ropta("compare", *args)
    assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_clause_views_carry_the_comparison(ropta):
    code, out, err = ropta("show", "ropta-2019.03", "10.8", "--json")
    (view,) = json.loads(out)
    assert [r["status"] for r in view["compare"]] == ["same"]
    assert view["compare"][0]["b"][0]["id"] == "jeton-supplementaire"
    code, out, err = ropta("show", "ropta-2019.03", "6.3", "--json")
    assert json.loads(out)[0]["compare"] == []
    code, out, err = ropta("show", "chevaliers", "2.1")
    assert "Comparaison (équipe, non officielle)" in out and "différent" in out


def test_a_concordance_naming_an_unknown_clause_is_an_error(kb):
    import dataclasses

    from engine.compare import compare
    from engine.errors import RoptaError
    from engine.model import freeze, thaw

    (doc,) = thaw(kb.extras["concordance-v1"])
    doc["rows"][0]["b"] = ["montant-de-la-relanse"]
    broken = dataclasses.replace(kb, extras={**kb.extras, "concordance-v1": (freeze(doc),)})
    with pytest.raises(RoptaError, match="montant-de-la-relanse"):
        compare(broken, "chevaliers", "ropta-2019.03")
