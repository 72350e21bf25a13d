"""ropta-tui: composition and routing of the floor's terminal app (screens hold their own handlers)."""

from __future__ import annotations

from textual.app import App
from textual.binding import Binding
from textual.screen import ModalScreen

from .screens.situation import SituationScreen
from .widgets.lists import guard_option_list_paging

guard_option_list_paging()


def lazy(module: str, name: str):
    """A screen factory importing its module on first use (keeps the launch to Situation short)."""

    def make():
        from importlib import import_module

        return getattr(import_module(module, __package__), name)()

    return make


def provider(name: str):
    """A command-palette provider imported when the palette first opens."""

    def get():
        from . import commands

        return getattr(commands, name)

    return get


class RoptaApp(App):
    """Five screens as modes; F1..F5 switch; ctrl+p opens the palette; ctrl+q quits."""

    TITLE = "ROPTA — l'outil du floor"
    CSS_PATH = "app.tcss"
    MODES = {
        "situation": SituationScreen,
        "reglements": lazy(".screens.reglements", "ReglementsScreen"),
        "versions": lazy(".screens.versions", "VersionsScreen"),
        "tda": lazy(".screens.tda", "TdaScreen"),
        "calculs": lazy(".screens.calculs", "CalculsScreen"),
    }
    DEFAULT_MODE = "situation"
    COMMANDS = App.COMMANDS | {provider("ScreensProvider"), provider("SectionProvider")}
    # The screen keys live on each screen (tui.screens.base) so that they come first in the footer; ctrl+q also
    # works while the command palette is open.
    BINDINGS = [Binding("ctrl+q", "quit", "Quitter", show=False, priority=True)]

    def __init__(self, kb=None, **kwargs):
        super().__init__(**kwargs)
        self._kb = kb

    @property
    def kb(self):
        """The knowledge base, loaded once from the engine's cache."""
        if self._kb is None:
            from engine.cache import load_kb

            self._kb = load_kb()
        return self._kb

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """Screen keys wait while a modal (the command palette) is open: it must close first."""
        if action == "show" and isinstance(self.screen, ModalScreen):
            return False
        return True

    async def action_show(self, mode: str) -> None:
        """Route: switch to one of the five screens."""
        await self.switch_mode(mode)

    async def open_clause(self, edition: str, key: str) -> None:
        """Route: show a clause in the Règlements screen (from the palette, a ruling, a TDA row, ...)."""
        await self.switch_mode("reglements")
        await self.screen.open_clause(edition, key)


def main() -> None:
    """Console script `ropta-tui`."""
    RoptaApp().run()


if __name__ == "__main__":
    main()
