"""ropta-tui speed, as ratios measured in one run: launch to a usable Situation screen vs a bare Textual app, and the
event-loop work per keystroke vs a 16 ms frame.

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


async def bench_keystrokes(text: str, repeats: int) -> None:
    """Type `text` into the Situation input; time the loop-side handlers and the worst event-loop stall."""
    from engine.cache import load_kb
    from textual import events
    from tui import backend
    from tui.app import RoptaApp
    from tui.screens.situation import SituationScreen

    handler_ms: list[float] = []
    ask_ms: list[float] = []

    def timed(fn, sink):
        def wrapper(*args, **kwargs):
            t = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                sink.append((time.perf_counter() - t) * 1000)
        wrapper.__name__ = fn.__name__
        return wrapper

    per_key: list[list[float]] = []
    originals = (SituationScreen.on_input_changed, SituationScreen._show)
    SituationScreen.on_input_changed = timed(originals[0], handler_ms)
    SituationScreen._show = timed(originals[1], handler_ms)
    inference = backend.inference()
    if inference is not None:
        original_ask = inference.ask
        inference.ask = timed(original_ask, ask_ms)
    stalls: list[float] = []
    try:
        app = RoptaApp(kb=load_kb())
        app.animation_level = "none"
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            stop = asyncio.Event()

            async def monitor():
                while not stop.is_set():
                    t = time.perf_counter()
                    await asyncio.sleep(0.001)
                    stalls.append((time.perf_counter() - t) * 1000 - 1)

            task = asyncio.create_task(monitor())
            for _ in range(repeats):
                app.screen.query_one("#situation-input").value = ""
                await app.workers.wait_for_complete()
                await pilot.pause()
                for ch in text:
                    before = len(handler_ms)
                    key = "space" if ch == " " else ch
                    app._driver.send_message(events.Key(key, ch))
                    await pilot.pause()
                    await app.workers.wait_for_complete()
                    await pilot.pause()
                    per_key.append(handler_ms[before:])
            stop.set()
            await task
    finally:
        SituationScreen.on_input_changed, SituationScreen._show = originals
        if inference is not None:
            inference.ask = original_ask
    loop_work = sorted(sum(x) for x in per_key)
    p50 = statistics.median(loop_work)
    p95 = loop_work[int(0.95 * (len(loop_work) - 1))]
    print(f"keystrokes ({len(loop_work)} typed into Situation, «{text}»):")
    print(f"  screen handlers on the loop per key   p50 {p50:.2f} ms   p95 {p95:.2f} ms   max {loop_work[-1]:.2f} ms"
          f"   p95 / frame {p95 / FRAME_MS:.2f}")
    if stalls:
        s = sorted(stalls)
        p95s, p99s = s[int(0.95 * (len(s) - 1))], s[int(0.99 * (len(s) - 1))]
        over = sum(1 for x in s if x > FRAME_MS)
        print(f"  event-loop stall (1 ms probe, includes Textual's own layout and render)   p95 {p95s:.2f} ms"
              f"   p99 {p99s:.2f} ms   max {s[-1]:.2f} ms   p95 / frame {p95s / FRAME_MS:.2f}"
              f"   probes over a frame {over}/{len(s)}")
    if ask_ms:
        a = sorted(ask_ms)
        print(f"  inference.ask in the worker thread    p50 {statistics.median(a):.2f} ms"
              f"   p95 {a[int(0.95 * (len(a) - 1))]:.2f} ms (off the loop)")
    else:
        print("  inference.ask: engine.inference not present in this build (only the screen's own work is measured)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    cache = tempfile.mkdtemp(prefix="ropta-tui-bench-")
    os.environ["ROPTA_CACHE_DIR"] = cache
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    sys.path.insert(0, str(ROOT))
    bench_launch(args.runs, env)
    asyncio.run(bench_keystrokes("une carte retournée pendant la donne", args.repeats))


if __name__ == "__main__":
    main()
