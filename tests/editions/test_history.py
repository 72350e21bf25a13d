"""History of one clause across editions, by stable id or number."""

from __future__ import annotations

import json

from engine.versions import history, mentions


def test_turn_across_editions(kb):
    events = history(kb, "turn-prematuree")
    assert [(e["edition"], e["number"], e["status"]) for e in events] == [
        ("ropta-2019.03", "7.4", "texte publié"), ("ropta-2023.10", "7.3", "modifiee")]
    assert events[1]["change"]["description"].startswith("Simplification")
    assert events[1]["text_known"] is False and "inconnu" in events[1]["edition_text_status"]


def test_history_by_number_and_by_edition_number(kb):
    assert history(kb, "7.4")[0]["edition"] == "ropta-2019.03"
    assert history(kb, "ropta-2023.10:7.3")[1]["number"] == "7.3"


def test_removed_and_added_clauses(kb):
    removed = history(kb, "tableau-premature")
    assert [(e["edition"], e["present"], e["status"]) for e in removed] == [
        ("ropta-2019.03", True, "texte publié"), ("ropta-2023.10", False, "retiree")]
    assert removed[1]["change"]["certainty"] == "hypothese"
    added = history(kb, "erreurs-communes-deux-jeux")
    assert [(e["edition"], e["number"], e["status"]) for e in added] == [("ropta-2023.10", "5.3", "ajoutee")]


def test_unchanged_clause_history(kb):
    events = history(kb, "cartes-retournees")
    assert [e["status"] for e in events] == ["texte publié", "inchangee"]


def test_annex_mentions(kb):
    cited = {(m["edition"], m["id"]) for m in mentions(kb, "presence-a-la-table")}
    assert ("annex-2023-10", "divergence-presence-a-la-table") in cited


def test_cli_history(ropta):
    code, out, err = ropta("history", "bouton-en-heads-up", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["id"] == "bouton-en-heads-up" and len(data["history"]) == 2
    code, out, _ = ropta("history", "4.4")
    assert code == 0 and "ROPTA 2023.10 (2023-10)" in out and "pas dans ce dépôt" in out


def test_cli_history_unknown(ropta):
    code, out, err = ropta("history", "carte-inexistante")
    assert code == 2 and "aucune édition" in err and "Traceback" not in err
