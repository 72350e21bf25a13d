"""Situations judged against the assistant (tests/scenarios, tests/incidents): loading, judging, known misses, rates.

Shared by tests/test_scenarios.py, tests/test_incidents.py and bench/ask_bench.py (one `judge`, one list format).
A *miss* is a covered case whose first section is not one of `expect` (the same stable id in a later edition of the
same lineage counts: cases say `ropta-2019.03:7.4`, the edition in force answers `ropta-2023.10` §7.3), or an
uncovered case (`expect: []`) the assistant answers with confidence. Known misses are listed with their reason in
`known-misses.yaml` beside the cases.
"""

from __future__ import annotations

from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent
SCENARIOS = ROOT / "scenarios"
INCIDENTS = ROOT / "incidents"
SYNTHETIC = ROOT / "synthetic"  # invented situations, a larger gauge of unseen cases (synthetic/README.md)
KNOWN = "known-misses.yaml"
REMOVE = "retirer de la liste des échecs connus"


def load(path: Path) -> list[tuple[str, dict]]:
    """(name, case) of a YAML file or of every YAML file of a folder except the known misses; the name is the
    case's `id` when it has one, else `file#index`."""
    files = sorted(p for p in path.glob("*.yaml") if p.name != KNOWN) if path.is_dir() else [path]
    out = []
    for f in files:
        if not f.exists():
            continue
        for i, item in enumerate(yaml.safe_load(f.read_text(encoding="utf-8")) or []):
            out.append((str(item.get("id") or f"{f.stem}#{i}"), item))
    return out


def halves(kind: str) -> list[Path]:
    """The incident files of one half (`kind`: "dev" or "heldout"), in round order: `dev.yaml` (round 1), then
    `dev-2.yaml`, `dev-3.yaml`... Each round of collection was split once, at random, by tests/incidents/split.py."""
    rounds = {1: INCIDENTS / f"{kind}.yaml"}
    for p in INCIDENTS.glob(f"{kind}-*.yaml"):
        tail = p.stem[len(kind) + 1:]
        if tail.isdigit():
            rounds[int(tail)] = p
    return [rounds[r] for r in sorted(rounds) if rounds[r].exists()]


def synthetic(kind: str) -> list[tuple[str, dict]]:
    """Every invented situation of one half (`kind`: "dev" or "reserve"), named `file#index`. Never counted by the
    learned reading (tests/learn.py): they measure how the assistant fares on situations nobody tuned it on."""
    return load(SYNTHETIC / kind)


def load_half(kind: str) -> list[tuple[str, dict]]:
    """Every incident of one half, all rounds together."""
    return [case for path in halves(kind) for case in load(path)]


def known_misses(directory: Path) -> dict[str, str]:
    """`name or say -> reason` of the known-misses file of a folder (empty when absent)."""
    f = directory / KNOWN
    if not f.exists():
        return {}
    return {str(item.get("name") or item.get("say")): item["reason"]
            for item in yaml.safe_load(f.read_text(encoding="utf-8")) or []}


def keys(result: dict) -> set[str]:
    return {f"{result['rulebook']}:{result['number']}", f"{result['rulebook']}:{result['id']}"}


_CLAUSES: dict = {}  # memo: id(kb) -> (kb, {"edition:number"/"edition:id": (edition, id)}, {edition: its lineage})


def _index(kb) -> tuple[dict, dict]:
    """Clause keys of the knowledge base resolved to (edition, stable id), and each edition's lineage (built once)."""
    got = _CLAUSES.get(id(kb))
    if got is None or got[0] is not kb:
        from engine.editions import lineage

        ident = {f"{c.edition}:{k}": (c.edition, c.id) for ed in kb.editions.values() for c in ed.clauses
                 for k in (c.number, c.id)}
        got = _CLAUSES[id(kb)] = (kb, ident, {e: frozenset(lineage(kb, e)) for e in kb.editions})
    return got[1], got[2]


def matches(kb, result: dict, wanted: set[str]) -> bool:
    """Is a result one of the `wanted` keys: the same key, or the same stable clause id in an edition of the same
    lineage (the cases are labelled `ropta-2019.03:7.4`; by default the edition in force derived from it answers)."""
    if keys(result) & wanted:
        return True
    ident, lineages = _index(kb)
    same = lineages.get(result["rulebook"], frozenset())
    return any(ident.get(k, (None, None))[1] == result["id"] and ident[k][0] in same for k in wanted)


def judge(answer: dict, case: dict, kb) -> tuple[bool, bool]:
    """(top-1 is one of `expect`, one of `expect`/`also` is in the top 3); an uncovered case (`expect: []`) is right
    on both counts when the answer is not confident."""
    expect, also = set(case.get("expect") or []), set(case.get("also") or [])
    res = answer["results"]
    if not expect:
        return (not answer.get("confident"),) * 2
    return (bool(res) and matches(kb, res[0], expect),
            any(matches(kb, r, expect | also) for r in res[:3]))


def ask_case(kb, case: dict) -> dict:
    from engine.inference import ask

    return ask(kb, case["say"], facts=case.get("facts") or None, top=5)


def rates(rows: list[tuple[dict, dict]], kb) -> dict:
    """Aggregates of (case, answer) pairs: top-1/top-3 on covered cases, and the calibration of `confident`."""
    covered = [(c, a) for c, a in rows if c.get("expect")]
    uncovered = [(c, a) for c, a in rows if not c.get("expect")]
    judged = [(judge(a, c, kb), a) for c, a in covered]
    sure = [t for t, a in judged if a.get("confident")]
    n = max(len(covered), 1)
    return {
        "n": len(rows), "covered": len(covered), "uncovered": len(uncovered),
        "top1": sum(t[0] for t, _ in judged) / n, "top3": sum(t[1] for t, _ in judged) / n,
        "confident": len(sure) / n,  # share of covered cases answered with confidence
        "precision": sum(t[0] for t in sure) / max(len(sure), 1),  # top-1 right among those
        "abstention": (sum(not a.get("confident") for _, a in uncovered) / len(uncovered)) if uncovered else None,
    }
