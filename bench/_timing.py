"""Shared timing helpers for the benchmarks: interleaved runs of commands, medians, ratios in one run."""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time


def ropta_command() -> list[str]:
    """The installed `ropta` script beside this Python, else `python -m engine`."""
    script = os.path.join(os.path.dirname(sys.executable), "ropta")
    return [script] if os.path.exists(script) else [sys.executable, "-m", "engine"]


def run_once(argv: list[str], env: dict | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, env=env)
    return time.perf_counter() - start


def compare(named: dict[str, list[str]], repeat: int = 15, env: dict | None = None) -> dict[str, float]:
    """Median wall time of each command, runs interleaved so machine noise hits all alike."""
    times: dict[str, list[float]] = {name: [] for name in named}
    for _ in range(repeat):
        for name, argv in named.items():
            times[name].append(run_once(argv, env))
    return {name: statistics.median(values) for name, values in times.items()}


def fresh_cache_env(directory: str) -> dict:
    """An environment whose knowledge-base cache lives in `directory` (emptied first)."""
    shutil.rmtree(directory, ignore_errors=True)
    return {**os.environ, "ROPTA_CACHE_DIR": directory}
