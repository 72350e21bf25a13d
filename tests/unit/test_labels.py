"""One vocabulary of French labels: the CLI, the TUI and the site spell a change kind the same way."""

from __future__ import annotations

from pathlib import Path

from engine import labels

ROOT = Path(__file__).resolve().parents[2]


def test_removed_is_one_word_everywhere():
    assert labels.change_kind("removed") == "supprimée"
    assert labels.clause_status("retiree") == "supprimée"
    for folder in ("engine", "tui", "site/templates"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".html", ".tcss"):
                text = path.read_text(encoding="utf-8").replace("aleur retirée", "")  # a chip-race denomination
                assert "retirée" not in text, path


def test_no_face_keeps_its_own_change_dictionary():
    for folder in ("engine/commands", "engine/publish", "tui"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            assert '"renumbered": "renumérotée"' not in text and "\"attestee\": \"attest" not in text, path


def test_unknown_key_never_shows_a_raw_id():
    assert labels.clause_status("modifiee") == "modifiée (rédaction inconnue)"
    assert labels.label({}, "sans_equivalent") == "sans equivalent"
    assert labels.decision_label("carte-morte-remplacee", "carte remplacée") == "Carte morte remplacée"
