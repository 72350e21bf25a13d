"""Every broken file of tests/data/bad gives exactly one clear `path:line: $.pointer: message` error, nothing loaded."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.errors import DataError
from engine.kb import assemble, build

from ..conftest import ROOT

DATA = ROOT / "tests" / "data"

# file -> (line, pointer, words the message must contain)
EXPECTED = {
    "malformed-yaml.yaml": (5, "$", "YAML invalide"),
    "missing-field.yaml": (2, "$", "champ obligatoire « text » manquant"),
    "misspelled-key.yaml": (4, "$.titel", "vouliez-vous dire « title »"),
    "duplicate-key.yaml": (6, "$.title", "clé en double « title »"),
    "not-utf8.yaml": (5, "$", "pas en UTF-8"),
    "unknown-reference.yaml": (7, "$.refs[0].target", "clause inconnue « premieer »"),
    "duplicate-id.yaml": (2, "$.id", "identifiant « premiere » déjà utilisé"),
    "duplicate-number.yaml": (3, "$.number", "numéro 1.1 déjà utilisé"),
    "missing-schema-header.yaml": (1, "$", "$schema"),
    "wrong-type.yaml": (3, "$.number", "type attendu : texte"),
}


def make_tree(tmp_path: Path, bad: str | None = None) -> Path:
    """A tiny valid rulebook (schemas of the project + one edition), optionally with one broken clause file."""
    root = tmp_path / "rulebook"
    shutil.copytree(ROOT / "rulebook" / "schema", root / "schema")
    shutil.copytree(DATA / "mini", root / "mini")
    if bad:
        shutil.copy(DATA / "bad" / bad, root / "mini" / "01-chap" / bad)
    return root


def test_every_bad_file_has_an_expectation():
    assert sorted(p.name for p in (DATA / "bad").glob("*.yaml")) == sorted(EXPECTED)


def test_the_tiny_tree_is_valid(tmp_path):
    kb = build(make_tree(tmp_path))
    assert [c.number for c in kb.clauses("mini")] == ["1.1"]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_bad_file_message(tmp_path, name):
    root = make_tree(tmp_path, name)
    line, pointer, words = EXPECTED[name]
    kb, problems = assemble(root)
    assert kb is None, "nothing may be loaded half-way"
    errors = [p for p in problems if p.severity == "error"]
    assert len(errors) == 1, [p.format() for p in errors]
    err = errors[0]
    if name.startswith("duplicate-") and name != "duplicate-key.yaml":
        # a duplicate is reported on the second file read, naming the first: both files appear in the line
        assert {Path(err.path).name, "premiere.yaml"} >= {"premiere.yaml"} and name in err.format()
        name = Path(err.path).name
    else:
        assert Path(err.path).name == name
    assert (err.line, err.pointer) == (line, pointer)
    assert words in err.message
    assert err.format().endswith(f"{name}:{line}: {pointer}: {err.message}")
    with pytest.raises(DataError):
        build(root)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_bad_file_through_check(tmp_path, ropta, name):
    root = make_tree(tmp_path, name)
    code, out, err = ropta("check", str(root))
    assert code == 2
    line, pointer, words = EXPECTED[name]
    first = err.splitlines()[0]
    assert f":{line}: {pointer}: " in first and words in first and name in first
    assert "Traceback" not in err


def test_check_reports_every_problem_at_once(tmp_path, ropta):
    root = make_tree(tmp_path)
    for name in ("missing-field.yaml", "misspelled-key.yaml", "wrong-type.yaml"):
        shutil.copy(DATA / "bad" / name, root / "mini" / "01-chap" / name)
    code, _, err = ropta("check", str(root))
    assert code == 2
    assert sum(1 for line in err.splitlines() if ".yaml:" in line) == 3


def test_check_missing_dir(ropta, tmp_path):
    code, _, err = ropta("check", str(tmp_path / "nope"))
    assert code == 2 and "introuvable" in err


#: The head of a vocabulary file, and of a learned-counts file, as `ropta` writes them.
VOC_HEAD = "# yaml-language-server: $schema=../schema/vocabulary-v1.schema.json\nvocabulary: 1\n"
LEARNED_HEAD = ("# yaml-language-server: $schema=../schema/learned-v1.schema.json\nlearned: 1\n"
                "trained_on: [tests/scenarios/x.yaml]\nclasses:\n")


def _vocabulary_errors(tmp_path, files: dict[str, str]) -> tuple:
    """(root, the error lines of `ropta check`) of a small tree whose vocabulary folder holds `files` (name -> text);
    such a tree never loads."""
    root = make_tree(tmp_path)
    (root / "vocabulary").mkdir()
    for name, text in files.items():
        (root / "vocabulary" / name).write_text(text, encoding="utf-8")
    kb, problems = assemble(root)
    assert kb is None
    return root, [p.format() for p in problems if p.severity == "error"]


def test_a_fact_defined_twice_across_vocabulary_files(tmp_path):
    fact = VOC_HEAD + "facts:\n- name: absent\n  type: boolean\n  label: absent\n  question: Le joueur est-il absent ?\n"
    root, errors = _vocabulary_errors(tmp_path, {"a.yaml": fact, "b.yaml": fact})
    assert len(errors) == 1 and errors[0].endswith("b.yaml:4: $.facts[0].name: fait « absent » déjà défini dans "
                                                   + str(root / "vocabulary" / "a.yaml")), errors


def test_a_concept_defined_twice_across_vocabulary_files(tmp_path):
    """Concepts are shared by every vocabulary file: a second definition would silently join its words to the first."""
    fact = "facts:\n- name: {}\n  type: boolean\n  label: assis\n  question: Le joueur est-il assis ?\n  triggers: [assis]\n"
    root, errors = _vocabulary_errors(tmp_path, {
        "a.yaml": VOC_HEAD + "concepts:\n  seat: [siege, place]\n" + fact.format("seated"),
        "b.yaml": VOC_HEAD + "concepts:\n  seat: [chaise]\n" + fact.format("sitting")})
    assert len(errors) == 1 and errors[0].endswith("b.yaml:4: $.concepts.seat: concept « seat » déjà défini dans "
                                                   + str(root / "vocabulary" / "a.yaml")), errors


def test_a_composition_naming_an_unknown_concept_is_a_data_error(tmp_path):
    """`ropta check` says it, with its line, before any answer is attempted (the engine used to find it only when it
    compiled the vocabulary, with no line). Concepts of another file are known; a misspelling gets a hint."""
    _, errors = _vocabulary_errors(tmp_path, {
        "a.yaml": VOC_HEAD + "concepts:\n  seat: [siege, place]\n  empty: [vide]\n"
        "facts:\n- name: seated\n  type: boolean\n  label: assis\n"
        "  question: Le joueur est-il assis ?\n  compose:\n  - [seat, empty]\n",
        "b.yaml": VOC_HEAD + "facts:\n- name: seat_empty\n  type: boolean\n  label: siège vide\n"
        "  question: Le siège est-il vide ?\n  compose:\n  - [seat, empty]\n  - in_order: [seat, emtpy]\n"})
    assert len(errors) == 1 and errors[0].endswith(
        "b.yaml:10: $.facts[0].compose[1]: concept inconnu « emtpy » (vouliez-vous dire « empty » ?)"), errors


def test_a_concept_word_that_reads_no_word_is_a_data_error(tmp_path):
    """« il », « puis alors »: stop words only, dropped by the reading, so listed they would silently match nothing;
    a word with a content stem beside them, or its own negation (« n'a pas parlé »), reads. (« alors que » reads: it
    is a mark of its own, engine.text.WHILE.)"""
    _, errors = _vocabulary_errors(tmp_path, {
        "a.yaml": VOC_HEAD + "concepts:\n  who: [joueur, il, n a pas parle]\n  when: [pendant, puis alors, alors que]\n"
        "facts:\n- name: seated\n  type: boolean\n  label: assis\n  question: Le joueur est-il assis ?\n"
        "  compose:\n  - [who, when]\n"})
    assert [e.split("a.yaml:")[1].split(" ne se lit")[0] for e in sorted(errors)] == [
        "4: $.concepts.who[1]: « il »", "5: $.concepts.when[1]: « puis alors »"], errors


def test_learned_counts_naming_an_unknown_section_are_a_data_error(tmp_path):
    """Counts left from a section renamed since would count for nothing: `ropta check` names the line."""
    _, errors = _vocabulary_errors(tmp_path, {"learned.yaml": LEARNED_HEAD
                                              + "- clause: mini:premiere\n  cases: 2\n  features: 'cart:2 f:misdeal:1'\n"
                                              "- clause: mini:premieer\n  cases: 1\n  features: 'cart:1'\n"})
    assert len(errors) == 1 and errors[0].endswith(
        "learned.yaml:8: $.classes[1].clause: section inconnue « mini:premieer » (vouliez-vous dire « mini:premiere » ?) : "
        "recompter avec python tests/learn.py"), errors


def test_learned_counts_out_of_format_are_a_data_error(tmp_path):
    """A count that is no number, or a class without cases, is refused by the schema with its line."""
    _, errors = _vocabulary_errors(tmp_path, {"learned.yaml": LEARNED_HEAD
                                              + "- clause: mini:premiere\n  cases: 2\n  features: 'cart:deux'\n"})
    assert len(errors) == 1 and "learned.yaml:7: $.classes[0].features" in errors[0], errors
