"""Workaround for a Textual 8.2 bug: in any OptionList (ours, the command palette's, a Select's overlay), page
up/down pressed after options change but before they are laid out raises KeyError and stops the app."""

from __future__ import annotations

from textual.widgets import OptionList

_original_move_page = OptionList._move_page


def _safe_move_page(self, direction) -> None:
    try:
        _original_move_page(self, direction)
    except KeyError:  # lines not built yet: the page key does nothing this time
        pass


def guard_option_list_paging() -> None:
    """Install the guard once (idempotent); found by tests/tui/test_robustness.py."""
    if OptionList._move_page is not _safe_move_page:
        OptionList._move_page = _safe_move_page
