"""Helpers for Pilot tests: wait for workers and refreshes without sleeping on the clock."""

from __future__ import annotations


async def settle(pilot, rounds: int = 3) -> None:
    """Let workers finish and the screen refresh."""
    for _ in range(rounds):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
