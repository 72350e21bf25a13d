"""Rewrite the known-miss lists from a measurement: the cases missed today, each with its reason.

Usage: python bench/known_misses.py [--check]
For tests/scenarios and the development half of tests/incidents (never the held-out half): a case still missed keeps
the reason a person wrote; a new miss gets a measured reason (what came first, what was expected, the facts read);
a case now right is dropped. `--check` only prints what would change. Run it after a deliberate change of the
assistant, read the diff, and write true reasons for the new entries.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.cases import INCIDENTS, KNOWN, SCENARIOS, ask_case, judge, known_misses, load, load_half  # noqa: E402

HEADERS = {
    SCENARIOS: ("# Scenarios whose first section is known to be wrong, with the reason (our reading). A scenario missed "
                "and not listed\n# fails tests/test_scenarios.py; a listed one that passes fails too, asking to remove "
                "it from this list.\n"),
    INCIDENTS: ("# Incidents de développement que l'assistant manque aujourd'hui, chacun avec la raison constatée (ce "
                "qui est en tête\n# et les faits qui l'y mettent). Un incident listé qui devient juste doit être retiré "
                "(tests/test_incidents.py).\n"),
}


def measured_reason(answer: dict, case: dict) -> str:
    """What the assistant put first and why, in the list's French."""
    if not case.get("expect"):
        top = answer["results"][0] if answer["results"] else None
        return f"aucune section ne tranche, mais réponse confiante (§{top['number']} en tête)" if top else "confiante"
    res = answer["results"]
    first = f"§{res[0]['number']} en tête" if res else "aucune section"
    expected = ", ".join("§" + k.split(":", 1)[1] for k in case["expect"])
    facts = ", ".join(f"{f['name']}" for f in answer.get("facts", [])[:5])
    return f"{first}, {expected} attendu ; faits lus : {facts or 'aucun'}"


def rewrite(kb, folder: Path, cases: list[tuple[str, dict]], check: bool) -> tuple[int, int, int]:
    """Rewrite one list; (kept, added, removed)."""
    old = known_misses(folder)
    entries, added, kept = [], 0, 0
    for name, case in cases:
        answer = ask_case(kb, case)
        if judge(answer, case, kb)[0]:
            continue
        key = name if folder == INCIDENTS else case["say"]
        reason = old.get(key) or old.get(name)
        if reason:
            kept += 1
        else:
            added += 1
            reason = measured_reason(answer, case)
        entries.append({"name" if folder == INCIDENTS else "say": key, "reason": reason})
    removed = len(old) - kept
    if not check:
        text = HEADERS[folder] + yaml.safe_dump(entries, allow_unicode=True, sort_keys=False, width=1000)
        (folder / KNOWN).write_text(text, encoding="utf-8")
    return kept, added, removed


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="print the counts, write nothing")
    args = ap.parse_args()
    from engine.cache import load_kb

    kb = load_kb()
    for folder, cases in ((SCENARIOS, load(SCENARIOS)), (INCIDENTS, load_half("dev"))):
        kept, added, removed = rewrite(kb, folder, cases, args.check)
        print(f"{folder.name}: {kept} gardés, {added} ajoutés, {removed} retirés")
    return 0


if __name__ == "__main__":
    sys.exit(main())
