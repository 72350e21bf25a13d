"""Text fields that drop control characters: an escape or a bell pasted (or typed) never scrambles the line."""

from __future__ import annotations

from textual import events
from textual.widgets import Input

CONTROL = dict.fromkeys([*range(32), 127])  # str.translate table: control characters removed


def clean(text: str) -> str:
    """`text` on one line (line breaks become spaces), without control characters."""
    return text.replace("\r\n", " ").replace("\n", " ").replace("\r", " ").replace("\t", " ").translate(CONTROL)


class CleanInput(Input):
    """An Input whose inserted and pasted text is cleaned first."""

    def insert_text_at_cursor(self, text: str) -> None:
        super().insert_text_at_cursor(clean(text))

    def _on_paste(self, event: events.Paste) -> None:
        event.text = clean(event.text)
        super()._on_paste(event)
