"""`ropta check` checks the rules: unknown facts, values and exceptions, and `source` excerpts absent from the text,
each one clear `path:line: $.pointer: message` line with exit 2; every rule of the real rulebook cites its words."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from engine.rulecheck import excerpts, squash

from ..conftest import ROOT

CLAUSE = Path("ropta-2019.03") / "06-erreurs-de-donne-initiale" / "cartes-retournees.yaml"


@pytest.fixture
def rulebook(tmp_path):
    """A copy of the real rulebook, to break one rule at a time."""
    root = tmp_path / "rulebook"
    shutil.copytree(ROOT / "rulebook", root)
    return root


def _break(root: Path, old: str, new: str, count: int = 1) -> Path:
    path = root / CLAUSE
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return path


def _check(ropta, root: Path):
    code, out, err = ropta("check", str(root))
    errors = [line for line in err.splitlines() if ": $" in line and "avertissement" not in line]
    return code, errors


def test_a_misspelled_fact_name_is_an_error_with_a_hint(ropta, rulebook):
    path = _break(rulebook, "cards_exposed:", "card_exposed:")
    code, errors = _check(ropta, rulebook)
    assert code == 2 and len(errors) == 1, errors
    line = errors[0]
    assert re.match(rf".*{re.escape(str(CLAUSE))}:\d+: \$\.rules\[\d+\]\.when\.card_exposed: fait inconnu « card_exposed »", line), line
    assert "vouliez-vous dire « cards_exposed »" in line
    n = int(line.split(":")[1])
    assert "card_exposed" in path.read_text(encoding="utf-8").splitlines()[n - 1]


def test_an_unknown_enum_value_is_an_error(ropta, rulebook):
    text = (rulebook / CLAUSE).read_text(encoding="utf-8")
    m = re.search(r"phase: (deal|preflop)\b", text)
    assert m
    _break(rulebook, m.group(0), "phase: dael")
    code, errors = _check(ropta, rulebook)
    assert code == 2 and len(errors) == 1 and "valeur inconnue « dael » pour le fait « phase »" in errors[0], errors
    assert "vouliez-vous dire « deal » ?" in errors[0]


def test_an_unknown_exception_is_an_error(ropta, rulebook):
    path = rulebook / "ropta-2019.03" / "09-mises-et-relances" / "jouer-a-son-tour.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("  - substantial_action\n", "  - substantial_actoin\n", 1), encoding="utf-8")
    code, errors = _check(ropta, rulebook)
    assert code == 2 and len(errors) == 1 and "exception inconnue « substantial_actoin »" in errors[0], errors
    assert "vouliez-vous dire « substantial_action »" in errors[0]


def test_a_source_absent_from_the_text_is_an_error(ropta, rulebook):
    path = rulebook / CLAUSE
    text = path.read_text(encoding="utf-8")
    m = re.search(r"^  source: (.+)$", text, flags=re.M)
    assert m, "every rule of the clause cites its words"
    path.write_text(text[:m.start(1)] + "'des mots que le texte ne contient pas du tout'" + text[m.end(1):], encoding="utf-8")
    code, errors = _check(ropta, rulebook)
    assert code == 2 and len(errors) == 1 and "extrait absent du texte de la section" in errors[0], errors
    assert ".source" in errors[0]


def test_every_rule_cites_words_of_its_clause(kb):
    """Each rule of every clause of every edition carries `source`, found word for word in the clause text."""
    missing, absent = [], []
    for clause in kb.clauses():
        for rule in clause.rules:
            found = excerpts(rule)
            if not found:
                missing.append(f"{clause.edition} {clause.number} {rule['id']}")
            words = clause.text
            if rule.get("reading"):  # a derived edition's reading cites the annex entry describing the change
                entry = kb.find(rule["reading"]["annex_edition"], rule["reading"]["annex_entry"])
                words += "\n" + entry.text + "\n" + (rule["reading"]["description"] or "")
            absent += [f"{clause.edition} {clause.number} {rule['id']}: {e[:60]}"
                       for e in found if squash(e) not in squash(words)]
    assert not absent, "\n".join(absent)
    assert not missing, f"{len(missing)} règles sans `source` :\n" + "\n".join(missing)
