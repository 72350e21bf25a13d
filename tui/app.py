"""ropta-tui: composition and routing of the floor's terminal app (screens hold their own handlers)."""

from __future__ import annotations

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import ModalScreen

from .screens.situation import SituationScreen
from .widgets.lists import guard_option_list_paging

guard_option_list_paging()

FAMILY = "ropta"  # the federation's rulebook family (editions are data; the family is the app's subject)


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
    """Six screens as modes; F2..F7 switch, F1 or ? helps; ctrl+p opens the palette; ctrl+q quits."""

    TITLE = "ROPTA — l'outil du floor"
    CSS_PATH = "app.tcss"
    MODES = {
        "situation": SituationScreen,
        "reglements": lazy(".screens.reglements", "ReglementsScreen"),
        "versions": lazy(".screens.versions", "VersionsScreen"),
        "tda": lazy(".screens.tda", "TdaScreen"),
        "calculs": lazy(".screens.calculs", "CalculsScreen"),
        "journal": lazy(".screens.journal", "JournalScreen"),
    }
    DEFAULT_MODE = "situation"
    COMMANDS = {provider("SystemProvider"), provider("ScreensProvider"), provider("SectionProvider")}
    # The screen keys live on each screen (tui.screens.base) so that they come first in the footer; ctrl+q also
    # works while the command palette is open.
    BINDINGS = [Binding("ctrl+q", "quit", "Quitter", show=False, priority=True)]

    def __init__(self, kb=None, **kwargs):
        super().__init__(**kwargs)
        self._kb = kb
        self._default_edition: str | None = None

    @property
    def kb(self):
        """The knowledge base, loaded once from the engine's cache."""
        if self._kb is None:
            from engine.cache import load_kb

            self._kb = load_kb()
        return self._kb

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """Screen keys wait while a modal (palette, help, journal entry) is open: it must close first."""
        if action in ("show", "help", "command_palette") and isinstance(self.screen, ModalScreen):
            return False
        return True

    def get_system_commands(self, screen):
        """The palette's own commands, in French (Textual's are in English)."""
        yield SystemCommand("Aide", "les touches de l'écran, les repères TDA≈ TDA≠ ⚠2023.10 (F1)", self.action_help)
        yield SystemCommand("Quitter", "fermer ropta-tui (ctrl+q)", self.exit)

    def action_command_palette(self) -> None:
        """The command palette, with a French prompt."""
        from textual.command import CommandPalette

        if self.use_command_palette and not CommandPalette.is_open(self):
            self.push_screen(_palette()(id="--command-palette", placeholder="Écran ou section (ex. 9.21)…"))

    def action_help(self) -> None:
        """F1 or ?: the help of the current screen."""
        from .screens.help import HelpScreen

        screen = self.screen
        name = getattr(screen, "SUB_TITLE", "") or "ropta"
        self.push_screen(HelpScreen(name, list(getattr(screen, "KEYS_HELP", []))))

    def default_edition(self) -> str:
        """The edition a screen opens on: the one in force (engine.editions.default_edition), computed once."""
        if self._default_edition is None:
            self._default_edition = self._find_default_edition()
        return self._default_edition

    def _find_default_edition(self) -> str:
        from engine.editions import default_edition

        kb = self.kb
        return default_edition(kb, FAMILY) or next(iter(kb.editions))

    def choose_date(self, done) -> None:
        """« Date »: ask a day in a small window; `done` gets the edition in force then (EditionOnDay), or None."""
        from .widgets.date_choice import DateScreen

        self.push_screen(DateScreen(self.kb, FAMILY), done)

    async def action_show(self, mode: str) -> None:
        """Route: switch to one of the screens."""
        await self.switch_mode(mode)

    async def open_clause(self, edition: str, key: str) -> None:
        """Route: show a clause in the Règlements screen (from the palette, a ruling, a TDA row, ...)."""
        await self.switch_mode("reglements")
        await self.screen.open_clause(edition, key)


def main() -> None:
    """Console script `ropta-tui`: a crash exits non-zero (Textual would print the traceback and return)."""
    import sys

    app = RoptaApp()
    app.run()
    if app.return_code:
        sys.exit(app.return_code)


if __name__ == "__main__":
    main()


def _palette():
    """Textual's command palette, closed once: a second « enter » queued before it closed (keys typed fast, as
    tests/tui/test_robustness.py does) would dismiss it again from an empty stack (ScreenStackError); a palette that is
    no longer the current screen has nothing left to dismiss."""
    from textual.await_complete import AwaitComplete
    from textual.command import CommandPalette

    class FloorPalette(CommandPalette):
        def dismiss(self, result=None) -> AwaitComplete:
            if not self.is_current:
                return AwaitComplete.nothing()
            return super().dismiss(result)

    return FloorPalette
