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


def _defer(root: Path, clause: Path, old: str, new: str) -> None:
    path = root / "ropta-2019.03" / "06-erreurs-de-donne-initiale" / clause
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_cycle_of_exceptions_is_an_error_told_once(ropta, rulebook):
    # §6.7 gives way to §6.8; made to give way to §6.1, which gives way to §6.7: neither would ever rule
    _defer(rulebook, Path("actions-substantielles.yaml"), "  - deuxieme-carte-du-bouton\n", "  - fausse-donne\n")
    code, errors = _check(ropta, rulebook)
    assert code == 2 and len(errors) == 1, errors
    assert re.match(r".*06-erreurs-de-donne-initiale/actions-substantielles\.yaml:\d+: \$\.rules\[\d+\]\.unless\[\d+\]: "
                    r"exception en boucle : actions-substantielles → fausse-donne → actions-substantielles", errors[0]), errors[0]


def test_a_chain_of_exceptions_longer_than_the_engine_follows_is_an_error(ropta, rulebook):
    from engine.rules import DEFER_DEPTH

    # §6.1 → §6.7 → §6.8 today (two steps); §6.8 made to give way to §1.3, which gives way to §1.4: four steps
    _defer(rulebook, Path("deuxieme-carte-du-bouton.yaml"), "  - acted_with_one_card: true\n",
           "  - acted_with_one_card: true\n  - materiel-a-la-table\n")
    code, errors = _check(ropta, rulebook)
    assert DEFER_DEPTH == 3 and code == 2 and errors, errors
    assert all("chaîne d'exceptions trop longue" in e and "(le moteur en suit 3 étapes)" in e for e in errors), errors
    assert any("fausse-donne.yaml" in e and "fausse-donne → actions-substantielles → deuxieme-carte-du-bouton → "
               "materiel-a-la-table → presence-a-la-table" in e for e in errors), errors


def test_the_rulebooks_chains_of_exceptions_are_within_reach(ropta):
    code, out, err = ropta("check")
    assert code == 0 and "boucle" not in err and "trop longue" not in err, err


def test_a_long_cycle_is_told_once_in_a_bounded_line():
    """A hostile rulebook of 500 sections each giving way to the next: one error, naming a few of them."""
    from types import SimpleNamespace as NS

    from engine.rulecheck import check_deferrals

    n = 500
    ids = [f"s{i}" for i in range(n)]
    docs = {("e", s): NS(path=f"{s}.yaml", line=lambda at: 3,
                         data={"rules": [{"unless": [ids[(i + 1) % n]]}]}) for i, s in enumerate(ids)}
    ed = NS(id="e", clauses=[NS(id=s) for s in ids])
    problems = check_deferrals(ed, set(ids), {}, docs)
    assert len(problems) == 1, problems
    p = problems[0]
    assert (p.path, p.line, p.pointer) == ("s499.yaml", 3, "$.rules[0].unless[0]")
    assert p.message.startswith("exception en boucle : s499 → s0 → s1 → s2 → s3 → s4 → s5 → … (493 de plus) → s499")
    assert len(p.message) < 200


DERIVED = Path("annex-2023-10") / "ropta-2023.10.yaml"


def _read_derived(root: Path, old: str, new: str) -> None:
    path = root / DERIVED
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_a_cycle_made_by_a_derived_editions_reading_is_an_error_at_its_line(ropta, rulebook):
    # the 2023.10 reading of the premature turn made to give way to itself
    _read_derived(rulebook, "          unless:\n            - premature_card: [flop, river]\n",
                  "          unless:\n            - premature_card: [flop, river]\n            - turn-prematuree\n")
    code, errors = _check(ropta, rulebook)
    assert code == 2 and len(errors) == 1, errors
    assert re.match(rf".*{re.escape(str(DERIVED))}:\d+: \$\.changes\[\d+\]\.reading\.rules\[1\]\.unless\[1\]: "
                    r"exception en boucle : turn-prematuree → turn-prematuree", errors[0]), errors[0]
    n = int(errors[0].split(":")[1])
    assert "- turn-prematuree" in (rulebook / DERIVED).read_text(encoding="utf-8").splitlines()[n - 1]


def test_a_chain_lengthened_by_a_derived_editions_readings_is_an_error_at_its_start(ropta, rulebook):
    # 2023.10's premature turn made to give way to the showdown (§10.5), whose reading gives way to the misdeal
    # (§6.1 → §6.7 → §6.8): four steps, each base link checked fine in 2019.03
    _read_derived(rulebook, "          unless:\n            - premature_card: [flop, river]\n",
                  "          unless:\n            - premature_card: [flop, river]\n            - abattage\n")
    _read_derived(rulebook, "            - collusion\n", "            - collusion\n            - fausse-donne\n")
    code, errors = _check(ropta, rulebook)
    assert code == 2 and len(errors) == 1, errors
    assert re.match(rf".*{re.escape(str(DERIVED))}:\d+: \$\.changes\[\d+\]\.reading\.rules\[1\]\.unless\[1\]: "
                    r"chaîne d'exceptions trop longue : turn-prematuree → abattage → fausse-donne → "
                    r"actions-substantielles → deuxieme-carte-du-bouton", errors[0]), errors[0]


def test_a_very_long_chain_is_told_once_where_it_first_outgrows_the_engine():
    """A hostile rulebook of 2,000 sections each giving way to the next: one error, at the first exception whose chain
    is longer than the engine follows, naming the steps past the limit only."""
    from types import SimpleNamespace as NS

    from engine.rulecheck import check_deferrals

    n = 2000
    ids = [f"s{i}" for i in range(n)]
    docs = {("e", s): NS(path=f"{s}.yaml", line=lambda at: 3,
                         data={"rules": [{"unless": [ids[i + 1]] if i + 1 < n else []}]}) for i, s in enumerate(ids)}
    ed = NS(id="e", clauses=[NS(id=s) for s in ids])
    problems = check_deferrals(ed, set(ids), {}, docs)
    assert [(p.path, p.message) for p in problems] == [
        ("s1995.yaml", "chaîne d'exceptions trop longue : s1995 → s1996 → s1997 → s1998 → s1999 (le moteur en suit 3 "
                       "étapes)")]
