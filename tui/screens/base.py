"""What every screen shares: its own keys first in the footer, then « F1 Aide »; the screen keys F2..F7 are listed
in the help screen (F1 or ?), not in the footer, so that a screen's own keys fit at 80 columns."""

from __future__ import annotations

from textual.binding import Binding
from textual.screen import Screen

#: (key, mode, French name) of the screens, in the order of the help screen and the palette.
SCREEN_KEYS = [
    ("f2", "situation", "Situation"),
    ("f3", "reglements", "Règlements"),
    ("f4", "tda", "TDA"),
    ("f5", "calculs", "Calculs"),
    ("f6", "journal", "Journal"),
    ("f7", "versions", "Versions"),
]

GLOBAL_BINDINGS = [
    Binding("f1", "app.help", "Aide", priority=True),
    *[Binding(key, f"app.show('{mode}')", name, show=False, priority=True) for key, mode, name in SCREEN_KEYS],
    Binding("question_mark", "app.help", "Aide", show=False),  # not priority: « ? » is typed in a text field
    Binding("ctrl+p", "app.command_palette", "Palette", show=False, priority=True),
    Binding("ctrl+q", "app.quit", "Quitter", priority=True),
]

GLOBAL_HELP = [("F1 ou ?", "cette aide"), *[(key.upper(), f"écran {name}") for key, _, name in SCREEN_KEYS],
               ("ctrl+p", "palette : écrans et « aller à la section 9.21 … »"), ("Tab / maj+Tab", "champ suivant / précédent"),
               ("ctrl+q", "quitter")]


class RoptaScreen(Screen):
    """Base of the screens: their own BINDINGS come first in the footer, the global keys after them."""

    #: (keys, what they do) of this screen, for the help screen; filled by each screen.
    KEYS_HELP: list[tuple[str, str]] = []

    @classmethod
    def _merge_bindings(cls):
        """The screen's own keys first, then the global ones (Textual would put the base class's first)."""
        from textual.binding import BindingsMap

        keys = dict(super()._merge_bindings().key_to_bindings)
        for key, bindings in BindingsMap(GLOBAL_BINDINGS).key_to_bindings.items():
            keys.setdefault(key, bindings)
        return BindingsMap.from_keys(keys)
