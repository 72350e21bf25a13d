"""TDA 2024 reference edition and the ROPTA ↔ TDA concordance: coverage, authority of each divergence."""

from __future__ import annotations

import json

import pytest
import yaml

from engine.errors import RoptaError
from engine.tda import concordance, for_tda_rule, normalise_rule

from ..conftest import REFERENCE


def test_tda_edition_is_reference_only(kb):
    ed = kb.edition("tda-2024")
    assert ed.kind == "reference" and len(ed.clauses) == 93
    assert [c.number for c in ed.clauses][:3] == ["1", "2", "3"] and ed.clauses[-1].number == "RP-22"
    for c in ed.clauses:
        assert c.text == "" and c.summary and c.extra["paraphrase"] is True  # never TDA's words


def test_concordance_covers_all_94_sections(kb):
    rows = concordance(kb)
    sections = {r["id"] for r in rows if r["type"] == "section"}
    assert sections == {c.id for c in kb.edition("ropta-2019.03").clauses}
    assert all(r["divergence"] is not None for r in rows)
    chapeaux = sorted(r["ropta"] for r in rows if r["type"] == "chapeau")
    assert chapeaux == ["11", "5", "7"]


def test_official_divergences_of_3_1_and_4_1(kb):
    rows = {r["ropta"]: r for r in concordance(kb) if r["divergence"] == "annexe"}
    assert set(rows) == {"3.1", "4.1", "11.3"}
    for number, entry in (("3.1", "divergence-nouvelle-main-nouveau-niveau"), ("4.1", "divergence-presence-a-la-table")):
        row = rows[number]
        assert row["official"] is True and row["source"] == "annex-2023-10" and row["annex_entry"] == entry
        annex = kb.clause("annex-2023-10", entry)
        assert any(r.target == row["id"] for r in annex.refs)  # the annex entry cites the clause back


def test_ours_never_look_official(kb):
    for row in concordance(kb):
        if row["divergence"] == "constatee":
            assert row["official"] is False and row["source"] == "comparaison-equipe"
            assert row["confidence"] in ("haute", "moyenne", "basse") and "non officiel" in row["authority"]
        if row["official"]:
            assert row["divergence"] == "annexe"


def test_numbering_quirk_9_22bis(kb):
    rows = concordance(kb)
    open_muck = [r for r in rows if r["id"] == "open-muck"]
    assert [(r["ropta"], r["map_number"], r["rules"]) for r in open_muck] == [("9.22", "9.22bis", ["58"])]
    blocked = [r for r in rows if r["id"] == "relance-bloquee"]
    assert [r["map_number"] for r in blocked] == [None, "9.22"]


def test_constatee_closed_by_the_annex(kb):
    closed = {r["ropta"] for r in concordance(kb) if r.get("superseded_by")}
    assert closed == {"4.4", "7.4", "9.13"}  # not 10.4: the annex does not change it (one thing, not two)


def test_for_tda_rule(kb):
    assert {r["ropta"] for r in for_tda_rule(kb, "30")} == {"1.8", "4.1"}
    assert {r["ropta"] for r in for_tda_rule(kb, "rp5")} >= {"7.4"}
    assert normalise_rule("TDA 30") == "30" and normalise_rule("RP 11") == "RP-11"
    with pytest.raises(RoptaError, match="pas de règle"):
        for_tda_rule(kb, "99")


def test_concordance_matches_the_reference_map(kb):
    ref = yaml.safe_load((REFERENCE / "ropta-tda-map.yaml").read_text(encoding="utf-8"))
    rows = concordance(kb)
    assert len(rows) == len(ref)
    ours = {(r.get("map_number") or r["ropta"], tuple(r["rules"]), r["divergence"], r["confidence"]) for r in rows}
    theirs = {(e["ropta"], tuple(str(t) for t in e["tda"]), e["divergence"], e["confiance"]) for e in ref}
    assert ours == theirs


def test_show_json_gains_tda_and_changed(ropta):
    code, out, err = ropta("show", "ropta-2019.03", "4.1", "--json")
    assert code == 0, err
    clause = json.loads(out)[0]
    assert clause["changed"] is None
    assert [t["source"] for t in clause["tda"]] == ["annex-2023-10", "comparaison-equipe"]
    assert [t["official"] for t in clause["tda"]] == [True, False]
    code, out, _ = ropta("show", "ropta-2019.03", "4.4", "--json")
    clause = json.loads(out)[0]
    assert clause["changed"]["in"] == "ropta-2023.10" and clause["changed"]["kind"] == "modified"
    assert clause["tda"][0]["source"] == "comparaison-equipe" and clause["tda"][0]["official"] is False
    code, out, _ = ropta("show", "ropta-2019.03", "6.3", "--json")
    clause = json.loads(out)[0]
    assert clause["tda"] == [] and clause["tda_links"][0]["divergence"] == "aucune"  # tda: divergences only


def test_show_human_distinguishes_official_and_ours(ropta):
    _, out, _ = ropta("show", "ropta-2019.03", "3.1")
    assert "DIVERGENCE OFFICIELLE" in out and "annex-2023-10" in out
    _, out, _ = ropta("show", "ropta-2019.03", "1.3")
    assert "NON officiel" in out and "DIVERGENCE OFFICIELLE" not in out


def test_every_view_of_2023_10_says_text_unknown(ropta):
    for args in (("show", "ropta-2023.10"), ("show", "ropta-2023.10", "6.3"), ("show", "ropta-2023.10", "7.3")):
        code, out, _ = ropta(*args)
        assert code == 0 and "ROPTA 2023.10" in out and "2023-10" in out and "inconnu" in out, args
    code, out, _ = ropta("show", "ropta-2023.10", "6.3", "--json")
    status = json.loads(out)[0]["text_status"]
    assert "inconnu" in status["edition_notice"] and status["status"] == "inchangee"


def test_cli_tda(ropta):
    code, out, err = ropta("tda", "--json")
    assert code == 0, err
    rows = json.loads(out)
    assert all({"ropta", "tda", "divergence", "source", "note"} <= set(r) for r in rows)
    code, out, _ = ropta("tda", "30")
    assert code == 0 and "4.1" in out and "At Your Seat" in out
    code, out, err = ropta("tda", "RP-99")
    assert code == 2 and "RP-99" in err


def test_changed_is_for_later_editions_change_for_this_one(ropta):
    code, out, _ = ropta("show", "ropta-2023.10", "7.3", "--json")
    clause = json.loads(out)[0]
    assert clause["changed"] is None  # no edition after 2023.10
    assert clause["change"]["in"] == "ropta-2023.10" and clause["change"]["from_number"] == "7.4"
    assert clause["text_status"]["text_known"] is False
    assert ["caduc", "Ainsi, on brûle une nouvelle carte et on tire la river qui devient la turn. La « mauvaise turn » "
            "et les cartes restant à distribuer sont mélangées pour tirer la river sans brûler de carte."] in \
        clause["text_status"]["segments"]
    code, out, _ = ropta("show", "ropta-2023.10", "7.3")
    assert "Changement dans cette édition" in out and "[-Ainsi, on brûle" in out


def test_the_tda_rulebook_is_found_by_its_kind_not_by_its_id(kb):
    """Editions are data: the TDA rulebook the links name is the edition of kind `reference`, and a newer one added
    beside it (a TDA 2026, say) would be the one read, without a line of code changed."""
    from engine.record import replace
    from engine.tda import reference_edition

    assert reference_edition(kb.editions) == "tda-2024"
    newer = replace(kb.edition("tda-2024"), id="tda-2026", date="2026-09-01")
    assert reference_edition({**kb.editions, "tda-2026": newer}) == "tda-2026"
    assert reference_edition({k: e for k, e in kb.editions.items() if e.kind != "reference"}) is None
