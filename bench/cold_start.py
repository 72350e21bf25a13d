"""Cold start of `ropta show` as a ratio to `python3 -c pass`, measured in the same run (warm and empty cache)."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _timing import compare, fresh_cache_env, ropta_command, run_once  # noqa: E402


def main() -> None:
    cache = tempfile.mkdtemp(prefix="ropta-bench-")
    env = fresh_cache_env(cache)
    show = ropta_command() + ["show", "ropta-2019.03", "6.3"]
    base = [sys.executable, "-c", "pass"]
    no_cache = run_once(show, env)  # first call: parses and validates every YAML file, writes the cache
    medians = compare({"python -c pass": base, "ropta show (cache)": show}, repeat=15, env=env)
    ratio = medians["ropta show (cache)"] / medians["python -c pass"]
    print(f"python3 -c pass        : {medians['python -c pass'] * 1000:7.1f} ms (médiane de 15)")
    print(f"ropta show, cache chaud: {medians['ropta show (cache)'] * 1000:7.1f} ms (médiane de 15)")
    print(f"ropta show, sans cache : {no_cache * 1000:7.1f} ms (une fois : lecture + validation de tous les YAML)")
    print(f"ratio démarrage à froid / python -c pass : {ratio:.1f}x")
    print(f"gain du cache : {no_cache / medians['ropta show (cache)']:.1f}x")


if __name__ == "__main__":
    main()
