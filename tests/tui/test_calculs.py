"""Calculs screen: forms transcribe the fields for the engine's calculators; bad fields say which in French."""

from __future__ import annotations

import pytest
from textual.widgets import Input, Static

from tests.tui.helpers import settle
from tui.widgets.calc_form import SPECS, CalcForm, FormError, _pots


def form_text(form) -> str:
    return str(form.query_one(".calc-result", Static).render())


async def fill_and_compute(pilot, kind: str, values: dict[str, str]):
    await settle(pilot)  # the Calculs screen is imported on first use
    screen = pilot.app.screen
    screen.show_kind(kind)
    await settle(pilot)
    form = screen.query_one(f"#calc-{kind}", CalcForm)
    for name, value in values.items():
        form.field(name).value = value
    first = form.query(Input).first()
    first.focus()
    await pilot.press("enter")
    await settle(pilot)
    return form


def test_every_calculator_has_a_form():
    assert [s.kind for s in SPECS] == ["bet", "pots", "chiprace", "penalty", "final-table", "uth"]


def test_pots_form_transcribes_contributions():
    doc = _pots({"contributions": "A 500 tapis; B 1000; C 1000 couché", "dead": ""})
    assert doc == {"contributions": [
        {"player": "A", "amount": 500, "folded": False, "allin": True},
        {"player": "B", "amount": 1000, "folded": False, "allin": False},
        {"player": "C", "amount": 1000, "folded": True, "allin": False}]}
    with pytest.raises(FormError, match="mises n°1"):
        _pots({"contributions": "A cinq", "dead": ""})


async def test_bad_field_is_named_in_french(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f5")
        form = await fill_and_compute(pilot, "penalty", {"players": "neuf"})
        assert "Joueurs" in form_text(form) or "joueurs" in form_text(form)
        assert "nombre entier attendu" in form_text(form)


async def test_compute_a_pot(make_app, kb):
    from engine.calc import compute

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f5")
        form = await fill_and_compute(pilot, "pots", {"contributions": "A 500 tapis; B 1000; C 1000", "dead": ""})
        expected = compute("pots", _pots({"contributions": "A 500 tapis; B 1000; C 1000", "dead": ""}), kb)
        text = form_text(form)
        assert expected["pots"][0]["amount"] == 1500
        assert "pot principal : 1500" in text
        assert "pot secondaire 1 : 1000" in text
        for clause in expected["clauses"]:
            assert str(clause) in text
