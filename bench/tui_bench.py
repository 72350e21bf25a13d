"""ropta-tui speed, as ratios measured in one run: launch to a usable Situation screen vs a bare Textual app
(target ≤ 1.3×), and the worst key-to-echo delay while typing 2,000 characters steadily vs a 16 ms frame.

Run from the project root:  python bench/tui_bench.py [--runs N]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FRAME_MS = 1000 / 60  # 16.7 ms: one frame at 60 Hz

# Both apps are started the same way: a fresh interpreter, headless, 120x40, exit as soon as the first screen is
# usable (for ropta-tui: the Situation screen mounted with the cursor in the situation input).
DRIVER = r'''
import sys, time
t0 = time.perf_counter()
if sys.argv[1] == "bare":
    from textual.app import App
    from textual.widgets import Footer, Header, Input

    class Bare(App):
        def compose(self):
            yield Header()
            yield Input()
            yield Footer()

    app = Bare()
    def usable():
        return app.focused is not None
else:
    from tui.app import RoptaApp
    app = RoptaApp()
    def usable():
        return app.current_mode == "situation" and getattr(app.focused, "id", None) == "situation-input"

async def ready(pilot):
    while not usable():
        await pilot.pause()
    print(f"{(time.perf_counter() - t0) * 1000:.1f}", flush=True)
    app.exit()

app.run(headless=True, size=(120, 40), auto_pilot=ready)
'''


def launch(kind: str, env: dict) -> tuple[float, float]:
    """(wall ms from spawn to exit, in-process ms from first line to usable) for one fresh process."""
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", DRIVER, kind], cwd=ROOT, env=env, capture_output=True, text=True,
                         check=True)
    wall = (time.perf_counter() - start) * 1000
    return wall, float(out.stdout.strip().splitlines()[-1])


def bench_launch(runs: int, env: dict) -> None:
    launch("ropta", env)  # warm the knowledge-base cache and the OS file cache for both
    launch("bare", env)
    walls = {"bare": [], "ropta": []}
    ready = {"bare": [], "ropta": []}
    for _ in range(runs):  # interleaved, so machine noise hits both alike
        for kind in ("bare", "ropta"):
            w, r = launch(kind, env)
            walls[kind].append(w)
            ready[kind].append(r)
    mb, mr = statistics.median(walls["bare"]), statistics.median(walls["ropta"])
    ib, ir = statistics.median(ready["bare"]), statistics.median(ready["ropta"])
    print(f"launch (median of {runs}, fresh interpreter, headless 120x40):")
    print(f"  spawn to exit      bare Textual app {mb:7.1f} ms   ropta-tui {mr:7.1f} ms   ratio {mr / mb:.2f}x")
    print(f"  script to usable   bare Textual app {ib:7.1f} ms   ropta-tui {ir:7.1f} ms   ratio {ir / ib:.2f}x")


async def type_steadily(app, pilot, text: str, interval: float) -> tuple[list[float], list[float]]:
    """Type `text` one key every `interval` s; (key-to-echo delays in ms, event-loop stalls in ms)."""
    from textual import events

    inp = app.screen.query_one("#situation-input")
    inp.value = ""
    await pilot.pause(0.3)
    stalls: list[float] = []
    stop = asyncio.Event()

    async def monitor():
        while not stop.is_set():
            t = time.perf_counter()
            await asyncio.sleep(0.001)
            stalls.append((time.perf_counter() - t) * 1000 - 1)

    task = asyncio.create_task(monitor())
    echo: list[float] = []
    start = time.perf_counter()
    for i, ch in enumerate(text):
        due = start + i * interval
        while time.perf_counter() < due:  # a steady typist: the next key comes on time, whatever the app does
            await asyncio.sleep(min(0.002, max(0.0, due - time.perf_counter())))
        sent = time.perf_counter()
        expected = inp.value + ch
        app._driver.send_message(events.Key("space" if ch == " " else ch, ch))
        while inp.value != expected:  # echo: the character is in the line (painted at the next refresh)
            await asyncio.sleep(0)
        echo.append((time.perf_counter() - sent) * 1000)
    await pilot.pause(0.5)
    await app.workers.wait_for_complete()
    stop.set()
    await task
    return echo, stalls


async def bench_keystrokes(chars: int, interval: float, slow_chars: int, slow_interval: float) -> None:
    """Key-to-echo delay while typing into Situation: fast and steady (no pause long enough for a query), then slow
    (a query in every pause: the assistant runs in its worker between keys)."""
    from engine.cache import load_kb
    from tui import backend
    from tui.app import RoptaApp

    inference = backend.inference()
    asks: list[float] = []
    original_ask = inference.ask

    def timed(*args, **kwargs):
        t = time.perf_counter()
        try:
            return original_ask(*args, **kwargs)
        finally:
            asks.append((time.perf_counter() - t) * 1000)

    inference.ask = timed
    sentence = "une carte retournée pendant la donne, le joueur a dit call et poussé deux jetons "
    try:
        app = RoptaApp(kb=load_kb())
        app.animation_level = "none"
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            for label, n, every in (("steadi", chars, interval), ("slow", slow_chars, slow_interval)):
                asks.clear()
                text = (sentence * (n // len(sentence) + 1))[:n]
                echo, stalls = await type_steadily(app, pilot, text, every)
                e, st = sorted(echo), sorted(stalls)
                print(f"typing {n} characters {label}ly, one every {every * 1000:.0f} ms (120x40):")
                print(f"  key-to-echo   p50 {statistics.median(e):.2f} ms   p99 {e[int(0.99 * (len(e) - 1))]:.2f} ms"
                      f"   worst {e[-1]:.2f} ms   worst / frame {e[-1] / FRAME_MS:.2f}")
                print(f"  event-loop stall (1 ms probe)   p99 {st[int(0.99 * (len(st) - 1))]:.2f} ms   worst {st[-1]:.2f} ms")
                a = sorted(asks)
                if a:
                    print(f"  queries to the assistant: {len(a)} for {n} keys (debounced)   p50 {statistics.median(a):.1f} ms"
                          f"   worst {a[-1]:.1f} ms (worker thread)")
                else:
                    print(f"  queries to the assistant: 0 for {n} keys (debounced: no pause, no query)")
    finally:
        inference.ask = original_ask


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--chars", type=int, default=2000)
    parser.add_argument("--interval", type=float, default=0.02, help="seconds between keys when typing steadily")
    parser.add_argument("--slow-chars", type=int, default=60)
    parser.add_argument("--slow-interval", type=float, default=0.25, help="seconds between keys when typing slowly")
    args = parser.parse_args()
    cache = tempfile.mkdtemp(prefix="ropta-tui-bench-")
    os.environ["ROPTA_CACHE_DIR"] = cache
    os.environ.setdefault("ROPTA_DATA_DIR", tempfile.mkdtemp(prefix="ropta-tui-bench-data-"))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    sys.path.insert(0, str(ROOT))
    bench_launch(args.runs, env)
    asyncio.run(bench_keystrokes(args.chars, args.interval, args.slow_chars, args.slow_interval))


if __name__ == "__main__":
    main()
