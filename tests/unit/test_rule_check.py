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


# -- exceptions shared by every rule of a section (clause-level `unless`) -------------------------------------------

SHOWN = Path("ropta-2019.03") / "11-ethique-et-sanctions" / "cartes-montrees.yaml"


def test_shared_exceptions_are_read_into_every_rule():
    """The shorthand adds the clause's exceptions at the end of each rule's own, never twice."""
    from engine.rulecheck import clause_rules

    data = {"unless": ["angle_shoot", {"allin_called": True}],
            "rules": [{"id": "a", "unless": [{"allin_called": True}, "premature"]}, {"id": "b"}]}
    got = clause_rules(data)
    assert got[0]["unless"] == [{"allin_called": True}, "premature", "angle_shoot"]
    assert got[1]["unless"] == ["angle_shoot", {"allin_called": True}]
    assert data["rules"][1] == {"id": "b"}  # the file's data is left as it was
    assert clause_rules({"rules": [{"id": "c"}]}) == [{"id": "c"}]


def test_the_real_shared_exceptions_reach_the_engine(kb):
    """§11.5 says its three shared exceptions once; the engine's rules of the section each have them."""
    clause = kb.find("ropta-2019.03", "cartes-montrees")
    assert len(clause.rules) == 4
    for rule in clause.rules:
        assert {"angle_shoot": True} in rule["unless"] and {"exposes_in_action": True} in rule["unless"], rule["id"]


def test_a_shared_exception_unknown_is_an_error_with_its_line(ropta, rulebook):
    path = rulebook / SHOWN
    text = path.read_text(encoding="utf-8")
    assert "\n- {angle_shoot: true}" in text
    path.write_text(text.replace("\n- {angle_shoot: true}", "\n- {angle_shot: true}", 1), encoding="utf-8")
    code, errors = _check(ropta, rulebook)
    assert code == 2 and len(errors) == 1, errors
    assert re.match(rf".*{re.escape(str(SHOWN))}:\d+: \$\.unless\[2\]\.angle_shot: fait inconnu « angle_shot »",
                    errors[0]), errors[0]
    n = int(errors[0].split(":")[1])
    assert "angle_shot" in path.read_text(encoding="utf-8").splitlines()[n - 1]


def test_a_shared_exception_towards_no_section_is_an_error(ropta, rulebook):
    path = rulebook / "ropta-2019.03" / "11-ethique-et-sanctions" / "ethique.yaml"
    text = path.read_text(encoding="utf-8")
    assert "\n- controler-les-cartes-a-l-abattage" in text
    path.write_text(text.replace("\n- controler-les-cartes-a-l-abattage", "\n- controler-les-carte", 1), encoding="utf-8")
    code, errors = _check(ropta, rulebook)
    assert code == 2 and len(errors) == 1 and "$.unless[0]: exception inconnue « controler-les-carte »" in errors[0], errors


def test_an_empty_shared_exception_list_is_refused_by_the_schema(ropta, rulebook):
    path = rulebook / SHOWN
    text = path.read_text(encoding="utf-8")
    start = text.index("\nunless:\n")
    end = text.index("\nrules:\n")
    path.write_text(text[:start] + "\nunless: []" + text[end:], encoding="utf-8")
    code, errors = _check(ropta, rulebook)
    assert code == 2 and errors, errors  # the section is not loaded: the exceptions that name it fail too, after
    assert re.match(rf".*{re.escape(str(SHOWN))}:\d+: \$\.unless: liste trop courte", errors[0]), errors
