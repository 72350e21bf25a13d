"""Count the labelled cases of the development side into rulebook/vocabulary/learned.yaml (engine.learned).

Usage: python tests/learn.py [--check]
Counts every covered case of tests/scenarios and of the development halves of tests/incidents (never a held-out
half: they judge the result), read as `ropta ask` reads them (engine.inference.learned_features): per deciding clause,
its number of cases and how often each feature came with it. `--check` writes nothing and exits 1 when the committed
file is not today's count (tests/unit/test_learned.py runs the same comparison): after a change of the vocabulary,
the thesaurus or the cases, run it again and commit the file with the change.
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.cases import INCIDENTS, SCENARIOS, _index, halves, load  # noqa: E402

TARGET = ROOT / "rulebook" / "vocabulary" / "learned.yaml"
HEADER = """# yaml-language-server: $schema=../schema/learned-v1.schema.json
# Written by tests/learn.py, never by hand: the counts of the learned reading (engine.learned). Ours, not the
# rulebook's words: per clause that decided labelled cases of the development side, its cases and how often each
# stem and each fact (f:...) came with it. Held-out halves are never counted.
"""


def training_files() -> list[Path]:
    """The case files counted: the scenarios, then the development halves in round order."""
    files = sorted(p for p in SCENARIOS.glob("*.yaml") if p.name != "known-misses.yaml")
    files += halves("dev")
    assert not any("heldout" in p.name for p in files), "a held-out half is never counted"
    return files


def labelled(kb, files: list[Path]) -> list[tuple[Path, set, list]]:
    """(file, stable ids of its deciding clauses, features) of every covered case of `files`."""
    from engine.inference import learned_features

    ident, _ = _index(kb)
    out = []
    for path in files:
        for _name, case in load(path):
            labels = {"{}:{}".format(*ident[k]) for k in case.get("expect") or () if k in ident}
            if labels:
                out.append((path, labels, learned_features(kb, case["say"])))
    return out


def tally(rows) -> tuple[Counter, dict]:
    """Cases and feature counts per clause of `labelled` rows."""
    cases: Counter = Counter()
    feats: dict[str, Counter] = defaultdict(Counter)
    for _path, labels, got in rows:
        for label in labels:
            cases[label] += 1
            feats[label].update(got)
    return cases, feats


def without(kb, rows, left_out: Path):
    """The compiled learned reading of `rows` without the cases of `left_out` (engine.learned.Learned): what the
    counts would be had that file never been written, to measure it on counts that never saw it (bench/)."""
    from engine.editions import lineage
    from engine.inference import model
    from engine.learned import compile_learned

    cases, feats = tally([r for r in rows if r[0] != left_out])
    doc = {"classes": [{"clause": c, "cases": cases[c], "features": " ".join(f"{f}:{n}" for f, n in feats[c].items())}
                       for c in sorted(cases)]}
    return compile_learned([doc], model(kb).clauses, lambda ed: lineage(kb, ed)[::-1])


def count(kb) -> str:
    """The learned.yaml text of today's cases under today's vocabulary (deterministic: same cases, same text)."""
    files = training_files()
    cases, feats = tally(labelled(kb, files))
    lines = [HEADER, "learned: 1\n", "trained_on:\n"]
    lines += [f"- {p.relative_to(ROOT).as_posix()}\n" for p in files]
    lines.append("classes:\n")
    for label in sorted(cases):
        pairs = " ".join(f"{f}:{n}" for f, n in sorted(feats[label].items()))
        lines.append(f"- clause: {label}\n  cases: {cases[label]}\n  features: '{pairs}'\n")
    return "".join(lines)


def main(argv: list[str]) -> int:
    from engine.cache import load_kb

    text = count(load_kb(ROOT / "rulebook"))
    if "--check" in argv:
        same = TARGET.exists() and TARGET.read_text(encoding="utf-8") == text
        print("lecture apprise à jour" if same else f"{TARGET.relative_to(ROOT)} n'est pas à jour : "
              "python tests/learn.py")
        return 0 if same else 1
    tmp = TARGET.with_suffix(".yaml.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(TARGET)
    print(f"{TARGET.relative_to(ROOT)} : {text.count('- clause:')} clauses")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
