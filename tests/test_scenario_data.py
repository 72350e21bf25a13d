"""Scenario data (tests/scenarios/*.yaml) is well formed, cites clauses that exist, and covers the rulebook."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

from engine.yamlio import load_file

SCENARIOS = Path(__file__).resolve().parent / "scenarios"
FILES = sorted(p for p in SCENARIOS.glob("*.yaml") if p.name != "known-misses.yaml")  # the list of misses is no scenario
KEYS = {"say", "expect", "also", "facts"}
REF = re.compile(r"^(?P<edition>[a-z0-9][a-z0-9.-]*):(?P<key>[A-Za-z0-9][A-Za-z0-9.-]*)$")
ANNEX = "annex-2023-10"
ROPTA = "ropta-2019.03"
# Annex entries the scenarios must reach (numbers fixed in the project brief).
ANNEX_ENTRIES = {
    "5.1": "divergence-presence-a-la-table", "5.2": "divergence-nouvelle-main-nouveau-niveau",
    "5.3": "divergence-pas-de-revelation", "6.1": "question-ordre-d-abattage",
    "6.2": "question-color-up-et-chip-race", "7.1": "question-mauvaise-lecture",
    "7.2": "question-absence-d-un-joueur", "7.3": "question-spectateurs",
    "7.4": "question-departage-meme-tapis", "7.5": "question-ajouts-jetons-grosse-blinde",
    "7.6": "question-abandon-de-stack", "7.7": "question-angle-shoot",
}
MIN_SCENARIOS = 190


def _problems(path: Path) -> list[str]:
    """Format problems of one scenario file, each as `path:line: $.pointer: message`."""
    doc = load_file(path)
    out: list[str] = []

    def bad(where: tuple, message: str) -> None:
        pointer = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in where)
        out.append(f"{path.name}:{doc.line(where)}: {pointer}: {message}")

    if not isinstance(doc.data, list) or not doc.data:
        bad((), "une liste non vide de scénarios est attendue")
        return out
    for i, item in enumerate(doc.data):
        if not isinstance(item, dict):
            bad((i,), "un scénario est un objet {say, expect, also?, facts?}")
            continue
        for key in sorted(set(item) - KEYS):
            bad((i, key), f"clé inconnue « {key} »")
        say = item.get("say")
        if not isinstance(say, str) or not say.strip():
            bad((i, "say"), "« say » doit être un texte non vide")
        for key in ("expect", "also"):
            refs = item.get(key, [] if key == "also" else None)
            if not isinstance(refs, list) or (key == "expect" and not refs):
                bad((i, key), f"« {key} » doit être une liste{' non vide' if key == 'expect' else ''} de références")
                continue
            for j, ref in enumerate(refs):
                if not isinstance(ref, str) or not REF.match(ref):
                    bad((i, key, j), f"référence « {ref} » : forme attendue ÉDITION:NUMÉRO ou ÉDITION:ID")
            if len(set(map(str, refs))) != len(refs):
                bad((i, key), "référence répétée")
        overlap = set(map(str, item.get("expect") or [])) & set(map(str, item.get("also") or []))
        if overlap:
            bad((i, "also"), f"déjà dans expect : {', '.join(sorted(overlap))}")
        facts = item.get("facts", {})
        if not isinstance(facts, dict) or not all(isinstance(k, str) and isinstance(v, (str, int, float, bool))
                                                  for k, v in facts.items()):
            bad((i, "facts"), "« facts » doit être un objet NOM: valeur")
    return out


def _scenarios() -> list[tuple[str, int, dict]]:
    """Every scenario as (file name, index, data), for files that load."""
    return [(p.name, i, s) for p in FILES for i, s in enumerate(load_file(p).data or []) if isinstance(s, dict)]


def _fold(text: str) -> str:
    """Lower-case, accent-free, single-spaced: two scenarios equal under this are duplicates."""
    text = unicodedata.normalize("NFKD", text.lower())
    return " ".join("".join(c for c in text if not unicodedata.combining(c)).split())


def _refs(scenario: dict, keys=("expect", "also")) -> list[tuple[str, str, str]]:
    """(kind, edition, key) for each well-formed reference of a scenario (the format test reports the others)."""
    refs = [(k, ref) for k in keys if isinstance(scenario.get(k), list) for ref in scenario[k]]
    return [(k, *ref.split(":", 1)) for k, ref in refs if isinstance(ref, str) and REF.match(ref)]


def test_there_are_scenario_files():
    assert FILES, f"aucun fichier de scénarios dans {SCENARIOS}"


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_file_format(path):
    problems = _problems(path)
    assert not problems, "\n".join(problems)


def test_enough_scenarios_and_no_duplicates():
    items = _scenarios()
    assert len(items) >= MIN_SCENARIOS, f"{len(items)} scénarios, {MIN_SCENARIOS} attendus au moins"
    seen: dict[str, str] = {}
    dupes = []
    for name, i, s in items:
        key = _fold(str(s.get("say", "")))
        if key in seen:
            dupes.append(f"{name}[{i}] répète {seen[key]} : {s['say']!r}")
        seen.setdefault(key, f"{name}[{i}]")
    assert not dupes, "\n".join(dupes)


def test_references_resolve(kb):
    """Every expect/also reference names an existing clause (annex references: see the next test)."""
    missing = []
    for name, i, s in _scenarios():
        for kind, edition, key in _refs(s):
            if edition != ANNEX and kb.find(edition, key) is None:
                missing.append(f"{name}[{i}].{kind}: {edition}:{key} introuvable")
    assert not missing, "\n".join(missing)


def test_annex_references_resolve(kb):
    """Annex references resolve."""
    missing = []
    for name, i, s in _scenarios():
        for kind, edition, key in _refs(s):
            if edition == ANNEX and kb.find(edition, key) is None:
                missing.append(f"{name}[{i}].{kind}: {edition}:{key} introuvable")
    assert not missing, "\n".join(missing)


def test_annex_ids_match_numbers(kb):
    """The annex numbers the scenarios cite carry the ids fixed for them."""
    wrong = [f"{n}: {kb.find(ANNEX, n) and kb.find(ANNEX, n).id} au lieu de {i}"
             for n, i in ANNEX_ENTRIES.items() if kb.find(ANNEX, n) is None or kb.find(ANNEX, n).id != i]
    assert not wrong, "\n".join(wrong)


def test_every_ropta_section_is_expected_somewhere(kb):
    """Each of the 94 sections of ROPTA 2019.03 is the expected answer of at least one scenario."""
    expected = set()
    for _, _, s in _scenarios():
        for _, edition, key in _refs(s, ("expect",)):
            clause = kb.find(edition, key)
            if clause is not None:
                expected.add((edition, clause.id))
    uncovered = [f"{c.number} {c.id}" for c in kb.clauses(ROPTA) if (ROPTA, c.id) not in expected]
    assert len(list(kb.clauses(ROPTA))) == 94
    assert not uncovered, "sections sans scénario : " + ", ".join(uncovered)


def test_every_annex_entry_is_expected_somewhere():
    """Each annex entry 5.1 to 7.7 is the expected answer of at least one scenario (by number or id)."""
    expected = {key for _, _, s in _scenarios() for _, edition, key in _refs(s, ("expect",)) if edition == ANNEX}
    uncovered = [n for n, i in ANNEX_ENTRIES.items() if n not in expected and i not in expected]
    assert not uncovered, "entrées de l'annexe sans scénario : " + ", ".join(uncovered)
