"""Diffs: every kind (added, removed, modified, renumbered), the word-level redline, both directions, bad pairs."""

from __future__ import annotations

import json

import pytest

from engine.errors import RoptaError
from engine.kb import build
from engine.versions import diff, redline



def test_redline_word_level():
    assert redline("montrer ses deux cartes.", "montrer ses deux cartes privatives.") == [
        ["=", "montrer ses deux "], ["-", "cartes."], ["+", "cartes privatives."]]
    assert redline("a b c", "a b c") == [["=", "a b c"]]
    assert redline("", "nouveau") == [["+", "nouveau"]]


def test_redline_rebuilds_both_texts():
    old, new = "Une carte retournée est une fausse donne.", "Deux cartes retournées font une fausse donne automatique."
    line = redline(old, new)
    assert "".join(t for op, t in line if op != "+") == old
    assert "".join(t for op, t in line if op != "-") == new


def test_ropta_2019_to_2023_lists_every_annex_change(kb, annex_changes):
    result = diff(kb, "ropta-2019.03", "ropta-2023.10")
    assert result["from"] == "ropta-2019.03" and result["to"] == "ropta-2023.10"
    kinds = {r["id"]: r["kind"] for r in result["changes"]}
    for cid, kind in annex_changes.items():
        assert kinds.get(cid) == kind, cid
    assert kinds["tableau-premature"] == "removed"
    assert any("inconnu" in n for n in result["notices"])
    turn = next(r for r in result["changes"] if r["id"] == "turn-prematuree")
    assert (turn["from_number"], turn["to_number"]) == ("7.4", "7.3")
    assert turn["redline"] is None  # the 2023.10 wording is not known
    assert turn["text_known"] == {"from": True, "to": False}
    unchanged = {"cartes-retournees", "actions-substantielles", "open-muck"}
    assert not unchanged & set(kinds)


def test_reverse_diff_inverts_kinds(kb):
    back = {r["id"]: r for r in diff(kb, "ropta-2023.10", "ropta-2019.03")["changes"]}
    assert back["erreurs-communes-deux-jeux"]["kind"] == "removed"
    assert back["tableau-premature"]["kind"] == "added"
    assert back["feuille-morte"]["kind"] == "renumbered" and back["feuille-morte"]["to_number"] == "5.3"
    assert back["abattage"]["direction"] == "backward"


def test_every_kind_with_a_known_redline(tiny, derived_yaml):
    root = tiny({"derived.yaml": derived_yaml("deriv", "base", """
        - id: alpha
          kind: amend
          since: '2'
          certainty: attestee
          summary: Précision sur les cartes.
          text: Le joueur doit montrer ses deux cartes privatives.
        - id: beta
          kind: remove
          since: '2'
          certainty: attestee
        - id: epsilon
          kind: add
          number: '1.2'
          title: Epsilon
          since: '2'
          certainty: attestee
          text: Nouvelle règle.
        - id: delta
          kind: renumber
          number: '2.2'
          since: '2'
          certainty: deduite
        """)})
    kb = build(root)
    rows = {r["id"]: r for r in diff(kb, "base", "deriv")["changes"]}
    assert {k: r["kind"] for k, r in rows.items()} == {
        "alpha": "modified", "beta": "removed", "epsilon": "added", "delta": "renumbered"}
    assert rows["alpha"]["redline"] == [["=", "Le joueur doit montrer ses deux "], ["-", "cartes."],
                                        ["+", "cartes privatives."]]
    assert rows["alpha"]["summary"] == "Précision sur les cartes."
    assert rows["epsilon"]["redline"] == [["+", "Nouvelle règle."]]
    assert rows["beta"]["redline"] == [["-", "Une carte retournée est une fausse donne."]]
    assert (rows["delta"]["from_number"], rows["delta"]["to_number"]) == ("2.1", "2.2")


def test_two_rulebook_editions_compared_by_text(tiny):
    root = tiny()
    other = root / "other"
    (other).mkdir()
    (other / "edition.yaml").write_text((root / "base" / "edition.yaml").read_text().replace("id: base", "id: other")
                                        .replace("date: 2019-03", "date: 2020-01"), encoding="utf-8")
    for f in (root / "base").glob("*.yaml"):
        if f.name != "edition.yaml":
            (other / f.name).write_text(f.read_text().replace("deux cartes", "trois cartes"), encoding="utf-8")
    kb = build(root)
    rows = diff(kb, "base", "other")["changes"]
    assert [(r["id"], r["kind"]) for r in rows] == [("alpha", "modified")]
    assert ["-", "deux"] in rows[0]["redline"] and ["+", "trois"] in rows[0]["redline"]


def test_whitespace_alone_is_no_change(tiny):
    """Same rule as `ropta edition import` (engine.align.squash): a text re-flowed (line breaks, double spaces) is the
    same text; only the words count."""
    root = tiny()
    other = root / "other"
    other.mkdir()
    (other / "edition.yaml").write_text((root / "base" / "edition.yaml").read_text().replace("id: base", "id: other")
                                        .replace("date: 2019-03", "date: 2020-01"), encoding="utf-8")
    for f in (root / "base").glob("*.yaml"):
        if f.name != "edition.yaml":
            (other / f.name).write_text(f.read_text().replace("deux cartes", "deux  cartes"), encoding="utf-8")
    assert "deux  cartes" in "".join(f.read_text() for f in other.glob("*.yaml"))
    kb = build(root)
    assert diff(kb, "base", "other")["changes"] == []


def test_an_edition_with_itself_is_refused(kb):
    with pytest.raises(RoptaError, match="elle-même"):
        diff(kb, "ropta-2019.03", "ropta-2019.03")


def test_cli_diff_json_contract(ropta):
    code, out, err = ropta("diff", "ropta-2019.03", "ropta-2023.10", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert {"from", "to", "changes"} <= set(data)
    for row in data["changes"]:
        assert {"id", "kind", "from_number", "to_number", "title", "summary", "redline"} <= set(row)
        assert row["kind"] in ("added", "removed", "modified", "renumbered")


def test_cli_diff_human_says_text_unknown(ropta):
    code, out, _ = ropta("diff", "ropta-2019.03", "ropta-2023.10")
    assert code == 0
    assert "ROPTA 2023.10 (2023-10)" in out and "inconnu" in out and "[-Si le format des ante" in out


@pytest.mark.parametrize("args, message", [
    (("ropta-2019.03", "ropta-2019.03"), "elle-même"),
    (("ropta-2019.03", "ropta-2099"), "édition inconnue"),
])
def test_cli_diff_bad_pairs_exit_2(ropta, args, message):
    code, out, err = ropta("diff", *args)
    assert code == 2 and message in err and "Traceback" not in err and out == ""
