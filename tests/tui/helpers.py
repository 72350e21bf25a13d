"""Helpers for Pilot tests: wait for workers, the typing pause and refreshes (never asserting on time)."""

from __future__ import annotations


async def settle(pilot, rounds: int = 3) -> None:
    """Let the typing pause elapse, workers finish and the screen refresh."""
    from tui.screens.situation import DEBOUNCE_S

    for _ in range(rounds):
        while getattr(pilot.app.screen, "_debounce", None) is not None:
            await pilot.pause(DEBOUNCE_S)
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
