"""The edition is a value: status and validity in edition.yaml, the edition in force on a day, faces defaulting to it."""

from __future__ import annotations

import json
from datetime import date

import pytest

from engine.editions import default_pair, in_force, reading_order, status_json
from engine.errors import RoptaError
from engine.validity import parse_day


@pytest.mark.parametrize("day, expected", [
    (date(2019, 3, 1), "ropta-2019.03"),   # first day of its month
    (date(2021, 6, 15), "ropta-2019.03"),  # the latest this repository has before 2023.10 (its note says so)
    (date(2023, 9, 30), "ropta-2019.03"),
    (date(2023, 10, 1), "ropta-2023.10"),
    (date(2024, 1, 15), "ropta-2023.10"),
])
def test_in_force_on_a_day(kb, day, expected):
    assert in_force(kb, "ropta", on=day).id == expected


def test_in_force_today_is_the_default(kb):
    assert in_force(kb) == in_force(kb, on=date.today())


def test_before_any_edition_is_a_french_error(kb):
    with pytest.raises(RoptaError) as exc:
        in_force(kb, on=date(2018, 5, 1))
    assert "aucune édition en vigueur le 01/05/2018" in str(exc.value) and "2019-03" in str(exc.value)


@pytest.mark.parametrize("text", ["2018-13-01", "2021-02-30", "hier", "15/06/2021"])
def test_malformed_date(text):
    with pytest.raises(RoptaError) as exc:
        parse_day(text)
    assert "date invalide" in str(exc.value) and "AAAA-MM-JJ" in str(exc.value)


def test_month_dates_cover_the_whole_month():
    assert parse_day("2023-09") == date(2023, 9, 1) and parse_day("2023-09", end=True) == date(2023, 9, 30)


def test_status_declared_and_replaced_by_label(kb):
    old, new = kb.edition("ropta-2019.03"), kb.edition("ropta-2023.10")
    assert (old.status, old.replaced_by, new.status, new.replaces) == ("remplacee", "ropta-2023.10", "en-vigueur", "ropta-2019.03")
    assert status_json(kb, old)["label"] == "remplacée par ROPTA 2023.10 (2023-10)"
    assert {e.status for e in kb.editions.values()} <= {"en-vigueur", "remplacee", "derivee", "reference", "autre-reglement"}
    assert kb.edition("tda-2024").status == "reference" and kb.edition("chevaliers").status == "autre-reglement"


def test_default_pair_and_reading_order(kb):
    assert default_pair(kb) == ("ropta-2019.03", in_force(kb).id)
    assert [e.id for e in reading_order(kb)][:2] == ["ropta-2019.03", "ropta-2023.10"]


def test_show_as_of_gives_the_edition_then_in_force(ropta):
    code, out, err = ropta("show", "--as-of", "2021-06-15", "7.4", "--json")
    assert code == 0, err
    clause = json.loads(out)[0]
    assert clause["edition"] == "ropta-2019.03" and clause["id"] == "turn-prematuree"
    assert clause["edition_status"]["replaced_by"] == "ropta-2023.10"
    code, out, err = ropta("show", "--as-of", "2024-01-15", "7.3", "--json")
    clause = json.loads(out)[0]
    assert clause["edition"] == "ropta-2023.10" and clause["id"] == "turn-prematuree"
    assert clause["edition_status"]["status"] == "en-vigueur"


def test_show_a_superseded_edition_says_remplacee_par(ropta):
    code, out, _ = ropta("show", "ropta-2019.03", "7.4")
    assert code == 0 and "remplacée par ROPTA 2023.10 (2023-10)" in out
    code, out, _ = ropta("show", "--as-of", "2021-06-15", "7.4")
    assert "ce dépôt n'a ni la 2020.04 ni la 2023.09" in " ".join(out.split())  # the validity note, not hidden


def test_show_a_number_alone_reads_the_edition_in_force(ropta, kb):
    code, out, err = ropta("show", "7.3", "--json")
    assert code == 0, err
    assert json.loads(out)[0]["edition"] == in_force(kb).id


@pytest.mark.parametrize("argv, message", [
    (("ask", "--as-of", "2021-13-01", "carte retournée"), "date invalide « 2021-13-01 »"),
    (("show", "--as-of", "2018-05-01", "7.4"), "aucune édition en vigueur le 01/05/2018"),
    (("ask", "--as-of", "2024-01-15", "--edition", "ropta-2019.03", "carte"), "--edition et --as-of"),
])
def test_bad_as_of_is_one_french_line(ropta, argv, message):
    code, out, err = ropta(*argv)
    assert code == 2 and message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_diff_without_arguments_compares_the_edition_in_force(ropta, kb):
    code, out, err = ropta("diff", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert (data["from"], data["to"]) == default_pair(kb)


def test_ask_as_of_searches_that_edition(ropta):
    code, out, err = ropta("ask", "--as-of", "2024-01-15", "le donneur a retourné une carte en distribuant", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["edition"]["id"] == "ropta-2023.10" and data["edition"]["as_of"] == "2024-01-15"
    assert data["results"] and {r["edition"] for r in data["results"]} == {"ropta-2023.10"}
    code, out, _ = ropta("ask", "--as-of", "2021-06-15", "le donneur a retourné une carte en distribuant", "--json")
    assert {r["edition"] for r in json.loads(out)["results"]} == {"ropta-2019.03"}
    code, out, _ = ropta("ask", "--as-of", "2021-06-15", "le donneur a retourné une carte en distribuant")
    assert "ce dépôt n'a ni la 2020.04 ni la 2023.09" in " ".join(out.split())  # the day's real edition is not here


def _tiny_validity(tiny, base_extra: str, derived_extra: str, derived_yaml):
    root = tiny({"derivee.yaml": derived_yaml("suite", "base", "- id: alpha\n  kind: amend\n  since: '2023.10'\n"
                                              "  certainty: attestee\n")})
    path = root / "base" / "edition.yaml"
    path.write_text(path.read_text(encoding="utf-8") + base_extra, encoding="utf-8")
    path = root / "base" / "derivee.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("  date: 2023-10\n", "  date: 2023-10\n" + derived_extra),
                    encoding="utf-8")
    return root


def test_a_replaced_edition_ends_before_its_successor(tiny, derived_yaml):
    from engine.kb import assemble

    root = _tiny_validity(tiny, "status: remplacee\nvalid_from: 2019-03\nvalid_until: 2023-12\nreplaced_by: suite\n",
                          "  status: en-vigueur\n  valid_from: 2023-10\n  replaces: base\n", derived_yaml)
    kb, problems = assemble(root)
    assert kb is None
    assert any("base est en vigueur jusqu'au 2023-12, après l'entrée en vigueur de suite" in p.message for p in problems)


def test_replaced_by_names_a_known_edition(tiny, derived_yaml):
    from engine.kb import assemble

    kb, problems = assemble(_tiny_validity(tiny, "status: remplacee\nreplaced_by: suitte\n", "", derived_yaml))
    assert kb is None and any(p.pointer == "$.replaced_by" and "édition inconnue « suitte »" in p.message for p in problems)


def test_history_marks_the_edition_in_force_and_the_replaced_one(ropta, kb):
    code, out, err = ropta("history", "turn-prematuree", "--json")
    assert code == 0, err
    events = {e["edition"]: e for e in json.loads(out)["history"]}
    assert events["ropta-2019.03"]["edition_status"]["replaced_by"] == "ropta-2023.10"
    assert events[in_force(kb).id]["edition_status"]["in_force"] is True
    code, out, _ = ropta("history", "turn-prematuree")
    assert "[remplacée par ROPTA 2023.10 (2023-10)]" in out and "simple-melange-et-reprise" in out


def test_no_edition_id_in_engine_or_tui_code_outside_help_examples():
    """Editions are data: an id may appear in engine/ or tui/ code only as an example of a command's help."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    pattern = re.compile(r"ropta-20[0-9]{2}\.[0-9]{2}|annex-2023-10")
    found = [f"{path.relative_to(root)}:{n}: {line.strip()}"
             for top in ("engine", "tui") for path in sorted((root / top).rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if pattern.search(line) and not re.search(r"help=|exemple|Exemple", line)]
    assert not found, "\n".join(found)
