"""« Date » (ctrl+d: the edition in force on a day) on Règlements and Situation; « Comparer » (ctrl+t: the three-way
ruling) on Situation."""

from __future__ import annotations

from textual.widgets import Input, Static

from tests.tui.helpers import settle
from tui.screens.situation import SituationScreen
from tui.widgets.badges import DivergenceBadge
from tui.widgets.date_choice import DateScreen
from tui.widgets.threeway import ThreewayView


def texts(widget) -> str:
    return "\n".join(str(s.render()) for s in widget.query(Static))


async def choose(pilot, day: str) -> None:
    await pilot.press("ctrl+d")
    await settle(pilot)
    assert isinstance(pilot.app.screen, DateScreen)
    if day:
        await pilot.press(*day)
    await pilot.press("enter")
    await settle(pilot)


async def test_reglements_date_goes_to_the_edition_in_force_that_day(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f3")
        await settle(pilot)
        await pilot.press("6", ".", "3")
        await settle(pilot)
        app.screen._reset_buffer()
        assert app.screen._current == ("ropta-2023.10", "cartes-retournees")
        await choose(pilot, "2021-06-15")
        screen = app.screen
        assert screen.SUB_TITLE == "Règlements" and not isinstance(screen, DateScreen)
        assert screen._current == ("ropta-2019.03", "cartes-retournees")  # the same section, in 2019.03
        assert "le 15/06/2021 : ROPTA 2019.03" in screen.sub_title
        assert "remplacée par ROPTA 2023.10" in screen.sub_title


async def test_a_bad_date_is_explained_in_the_window(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f3")
        await settle(pilot)
        await choose(pilot, "2021-13-45")
        modal = app.screen
        assert isinstance(modal, DateScreen)  # still open, never a crash
        error = str(modal.query_one("#date-error", Static).render())
        assert "date invalide « 2021-13-45 »" in error and "AAAA-MM-JJ" in error
        inp = modal.query_one("#date-input", Input)
        inp.value = "1990-01-01"
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, DateScreen)
        assert "aucune édition en vigueur le 01/01/1990" in str(app.screen.query_one("#date-error", Static).render())
        await pilot.press("escape")
        await settle(pilot)
        assert not isinstance(app.screen, DateScreen) and "en vigueur" not in (app.screen.sub_title or "")


async def test_situation_date_asks_under_that_edition_and_empty_is_today(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"une carte retournée pendant la donne")
        await settle(pilot)
        await choose(pilot, "2021-06-15")
        screen = app.screen
        assert isinstance(screen, SituationScreen)
        assert "ROPTA 2019.03" in screen.sub_title and "remplacée par" in screen.sub_title
        results = screen.answer["results"]
        assert results and {r["rulebook"] for r in results} == {"ropta-2019.03"}
        await choose(pilot, "")
        assert "aujourd'hui : ROPTA 2023.10" in screen.sub_title and "en vigueur" in screen.sub_title
        assert {r["rulebook"] for r in screen.answer["results"]} == {"ropta-2023.10"}


async def compare_view(make_app, size, situation):
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.press(*situation, "enter")
        await settle(pilot)
        await pilot.press("ctrl+t")
        await settle(pilot)
        view = app.screen.query_one(ThreewayView)
        shown = texts(view)
        badges = [str(b.render()) for b in view.query(DivergenceBadge)]
        wide = bool(view.query(".compare-cols"))
        await pilot.press("ctrl+t")
        await settle(pilot)
        back = not app.screen.query(ThreewayView)
        return shown, badges, wide, back


async def test_compare_shows_both_editions_and_the_tda_rule(make_app):
    shown, badges, wide, back = await compare_view(make_app, (160, 40), "une carte retournée pendant la donne")
    assert wide and back
    assert "ROPTA 2019.03 (2019-03) — §6.3" in shown and "ROPTA 2023.10 (2023-10) — §6.3" in shown
    assert "TDA 2024 — règle 35" in shown and "Notre paraphrase (non officielle)" in shown
    assert "TDA : aucune divergence" in shown  # a row that agrees is no divergence badge
    assert "aucun changement signalé par l'annexe" in shown and "Texte complet de cette édition non disponible" in shown


async def shown_compare(pilot, clause_id: str, number: str):
    screen = pilot.app.screen
    screen._compare = True
    screen._show_ruling({"id": clause_id, "number": number, "edition": "ropta-2023.10", "rulebook": "ropta-2023.10"})
    await settle(pilot)
    view = screen.query_one(ThreewayView)
    return texts(view), [str(b.render()) for b in view.query(DivergenceBadge)], bool(view.query(".compare-cols"))


async def test_compare_at_80_columns_certainty_unknown_decision_and_divergence_authority(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        shown, badges, wide = await shown_compare(pilot, "turn-prematuree", "7.3")
        assert not wide  # stacked at 80 columns
        assert "ROPTA 2019.03 (2019-03) — §7.4" in shown and "ROPTA 2023.10 (2023-10) — §7.3" in shown  # renumbered
        assert "Certitude : attesté par l'annexe" in shown  # engine/labels.py's words
        assert "description de l'annexe (lecture de l'équipe)" in shown
        assert len(badges) == 1 and "TDA ≈ NON OFFICIEL" in badges[0] and "pas par la fédération" in badges[0]
        shown, badges, _ = await shown_compare(pilot, "erreurs-communes-deux-jeux", "5.3")
        assert "Décision non connue : l'annexe n'en donne pas." in shown
        shown, badges, _ = await shown_compare(pilot, "pas-de-revelation", "11.3")
        assert len(badges) == 1 and "TDA ≠ OFFICIEL" in badges[0] and "NON OFFICIEL" not in badges[0]
