"""The other-rulebooks scenario file is well formed and every clause it cites exists."""

from __future__ import annotations

from pathlib import Path

import yaml

FILE = Path(__file__).resolve().parents[1] / "scenarios" / "other-rulebooks.yaml"


def test_scenarios_cite_existing_clauses(kb):
    scenarios = yaml.safe_load(FILE.read_text(encoding="utf-8"))
    assert len(scenarios) >= 10
    editions = set()
    for s in scenarios:
        assert set(s) <= {"say", "expect", "also", "facts"} and s["say"] and s["expect"]
        for target in s["expect"] + s.get("also", []):
            edition, key = target.split(":", 1)
            assert kb.find(edition, key) is not None, target
            editions.add(edition)
    assert {"chevaliers", "reglements-generaux", "ultimate-texas-holdem", "ropta-2019.03"} <= editions
