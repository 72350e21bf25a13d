"""Aide (F1 or ?): the current screen's keys, the global keys, the markers of a ruling, what « non officiel » means."""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from .base import GLOBAL_HELP

MARKERS = [
    ("TDA≠", "divergence officielle avec les règles TDA : la fédération l'énonce (annexe 2023-10)."),
    ("TDA≈", "divergence constatée par l'équipe en comparant les textes : non officielle, à vérifier."),
    ("⚠2023.10", "la section change dans l'édition 2023.10 ; son texte complet est inconnu (l'annexe 2023-10 "
                 "décrit le changement sans en donner la rédaction)."),
    ("[-texte-] barré", "passage du texte 2019.03 qui ne tient plus dans l'édition affichée (caduc)."),
]
UNOFFICIAL = ("« non officiel » : nos résumés, notes, décisions proposées et comparaisons sont une lecture de l'équipe, "
              "pas le texte de la fédération. Seul le texte de la section (bordure à gauche) est officiel.")


def help_text(screen_name: str, keys: list[tuple[str, str]]) -> Text:
    """The help of one screen, in French."""
    text = Text()
    text.append(f"Aide — écran {screen_name}\n\n", style="bold")
    text.append("Touches de cet écran\n", style="bold underline")
    for key, what in keys or [("—", "aucune touche propre")]:
        text.append(f"  {key:<16}", style="bold")
        text.append(f"{what}\n")
    text.append("\nTouches partout\n", style="bold underline")
    for key, what in GLOBAL_HELP:
        text.append(f"  {key:<16}", style="bold")
        text.append(f"{what}\n")
    text.append("\nRepères\n", style="bold underline")
    for mark, what in MARKERS:
        text.append(f"  {mark:<16}", style="bold")
        text.append(f"{what}\n")
    text.append(f"\n{UNOFFICIAL}\n", style="italic")
    text.append("\nÉchap, F1 ou ? pour fermer.", style="dim")
    return text


class HelpScreen(ModalScreen):
    """A scrollable French help over the current screen; Escape, F1 or ? closes it."""

    BINDINGS = [Binding("escape,f1,question_mark,q", "dismiss", "Fermer", priority=True)]
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    #help-body { width: 90%; max-width: 100; height: 90%; border: thick $primary; background: $surface; padding: 0 1; }
    #help-body:focus { border: thick $accent; }
    """

    def __init__(self, screen_name: str, keys: list[tuple[str, str]]):
        super().__init__()
        self._text = help_text(screen_name, keys)

    def compose(self):
        with VerticalScroll(id="help-body", can_focus=True):
            yield Static(self._text, id="help-text")

    def on_mount(self) -> None:
        self.query_one("#help-body").focus()
