"""One-time random split of the collected incidents into a development half and a held-out half (never re-run).

Usage: python tests/incidents/split.py [--round N] POOL.yaml [POOL.yaml ...]
Stratified: covered and uncovered incidents (`expect: []`) are shuffled separately with a fixed seed, then dealt
alternately, so both halves hold both kinds. Refuses to overwrite an existing split.
Round 1 wrote `dev.yaml` / `heldout.yaml`; a later collection round N writes `dev-N.yaml` / `heldout-N.yaml` (seed
SEED + N - 1), so a fresh held-out half exists for each round, untouched until the round's end. An incident id
already present in an earlier round is refused.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
SEED = 20261123


def main(argv: list[str]) -> int:
    n = 1
    if argv[:1] == ["--round"]:
        n, argv = int(argv[1]), argv[2:]
    pools = argv
    suffix = "" if n == 1 else f"-{n}"
    dev, held = HERE / f"dev{suffix}.yaml", HERE / f"heldout{suffix}.yaml"
    if dev.exists() or held.exists():
        print("split.py : les moitiés existent déjà ; le tirage ne se refait pas", file=sys.stderr)
        return 2
    items = [item for p in pools for item in yaml.safe_load(Path(p).read_text(encoding="utf-8"))]
    ids = [i["id"] for i in items]
    assert len(ids) == len(set(ids)), "identifiants en double"
    earlier = {i["id"] for f in HERE.glob("*.yaml") if f.name != "known-misses.yaml"
               for i in yaml.safe_load(f.read_text(encoding="utf-8")) or []}
    assert not earlier.intersection(ids), f"déjà tirés : {sorted(earlier.intersection(ids))}"
    rng = random.Random(SEED + n - 1)
    halves: tuple[list, list] = ([], [])
    dealt = 0
    for group in ([i for i in items if i.get("expect")], [i for i in items if not i.get("expect")]):
        rng.shuffle(group)
        for item in group:
            halves[dealt % 2].append(item)
            dealt += 1
    for path, half, what in ((dev, halves[0], "développement"), (held, halves[1], "réservée")):
        head = (f"# Incidents réels, moitié {what} ({len(half)}) : voir README.md. "
                f"Tirage unique{'' if n == 1 else f', collecte {n}'}, graine {SEED + n - 1}.\n")
        path.write_text(head + yaml.safe_dump(sorted(half, key=lambda i: i["id"]), allow_unicode=True,
                                              sort_keys=False, width=120), encoding="utf-8")
        print(f"{path.name} : {len(half)} incidents")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
