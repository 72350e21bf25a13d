"""What every screen shares: the screen keys first in the footer (F1..F5, palette, quit), then its own keys."""

from __future__ import annotations

from textual.binding import Binding
from textual.screen import Screen

# Short labels so that the global keys fit the footer at 80 columns; the screen's own keys follow them.
GLOBAL_BINDINGS = [
    Binding("f1", "app.show('situation')", "Situation", priority=True),
    Binding("f2", "app.show('reglements')", "Règlements", priority=True),
    Binding("f3", "app.show('versions')", "Versions", priority=True),
    Binding("f4", "app.show('tda')", "TDA", priority=True),
    Binding("f5", "app.show('calculs')", "Calculs", priority=True),
    Binding("ctrl+p", "app.command_palette", "Palette", priority=True),
    Binding("ctrl+q", "app.quit", "Quitter", priority=True),
]


class RoptaScreen(Screen):
    """Base of the five screens."""

    BINDINGS = GLOBAL_BINDINGS
