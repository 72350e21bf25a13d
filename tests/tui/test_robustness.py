"""Robustness: 1,000 random key presses and pastes across every screen raise nothing (seeded, reproducible)."""

from __future__ import annotations

import asyncio
import random
import unicodedata

from textual import events
from textual.keys import _character_to_key, _get_unicode_name_from_key

from tests.tui.helpers import settle

SEED = 20240613
KEYS = (list("abcdefghijklmnopqrstuvwxyzéèàç0123456789.-/§")
        + ["space", "enter", "enter", "tab", "shift+tab", "escape", "backspace", "delete", "up", "down", "left",
           "right", "pageup", "pagedown", "home", "end", "f1", "f2", "f3", "f4", "f5", "f6", "f7", "question_mark", "ctrl+n", "ctrl+b", "ctrl+r",
           "ctrl+o", "ctrl+l", "ctrl+e", "ctrl+k", "ctrl+p"])
PASTES = ["une carte retournée pendant la donne", "9.21", "A 500 tapis; B 1000; C 1000 couché", "",
          "\x00\x1b[31m\x07\tcontrol\r\n", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🂡🂮", "-1", "999999999999999999999999", "x" * 20_000,
          "il a dit call mais a poussé deux gros jetons sur 50/100\n" * 50]


def key_event(key: str) -> events.Key:
    """The Key event a terminal would send (as Pilot builds it)."""
    if len(key) == 1 and not key.isalnum():
        key = _character_to_key(key)
    try:
        char = unicodedata.lookup(_get_unicode_name_from_key(key))
    except KeyError:
        char = key if len(key) == 1 else None
    return events.Key(key, char)


async def test_random_keys_and_pastes_raise_nothing(make_app):
    rng = random.Random(SEED)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for step in range(1000):
            if rng.random() < 0.06:
                target = app.focused or app.screen
                target.post_message(events.Paste(rng.choice(PASTES)))
            else:  # like Pilot.press, without waiting for the CPU to go idle after every key
                app._driver.send_message(key_event(rng.choice(KEYS)))
            await asyncio.sleep(0)
            if step % 10 == 0:
                await pilot.pause()
        await settle(pilot)
        assert app.is_running
        assert app._exception is None  # run_test would also re-raise it on exit
