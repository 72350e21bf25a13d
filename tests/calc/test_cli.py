"""`ropta calc`: YAML or JSON in (file or stdin), French ruling or JSON out; bad input is one line, exit 2."""

from __future__ import annotations

import io
import json
import sys

import pytest

BET_9_2 = """\
blinds: [50, 100]
street: preflop
actions:
  - {player: A, action: raise, to: 325}
next: {player: B, chips: [500, 25]}
edition: ropta-2019.03
"""


@pytest.fixture
def stdin(monkeypatch):
    def feed(text: str):
        monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    return feed


def test_json_output_from_stdin(ropta, stdin):
    stdin(BET_9_2)
    code, out, err = ropta("calc", "bet", "-", "--json")
    assert code == 0, err
    result = json.loads(out)
    assert (result["action"], result["total"], result["to_add"]) == ("raise", 550, 25)
    assert result["clauses"][0].startswith("ropta-2019.03:") and "§9.6" in result["explanation"]


def test_human_output_in_french_with_clause_titles(ropta, tmp_path):
    f = tmp_path / "situation.yaml"
    f.write_text(BET_9_2, encoding="utf-8")
    code, out, _ = ropta("calc", "bet", str(f))
    assert code == 0
    assert "Décision : B : relance, total 550 (il complète de 25)" in out
    assert "ROPTA 2019.03 (2019-03) §9.6 — MONTANT DE LA RELANCE" in out
    assert "non officielle" in out


def test_json_input_document(ropta, stdin):
    stdin('{"contributions": [{"player": "SB", "amount": 3000, "allin": true}, {"player": "BB", "amount": 10000}]}')
    code, out, _ = ropta("calc", "pots", "-", "--json")
    assert code == 0
    assert json.loads(out)["returned"] == [{"player": "BB", "amount": 7000}]


@pytest.mark.parametrize("kind,doc", [("penalty", "players: 6\nrounds: 2\n"), ("final-table", "max_per_table: 6\n"),
                                      ("chiprace", "remove: 100\nupgrade: 500\nleftovers: {A: 4, B: 4}\n")])
def test_every_kind_runs_human_and_json(ropta, stdin, kind, doc):
    stdin(doc)
    code, out, err = ropta("calc", kind, "-")
    assert code == 0 and out.startswith("Décision : ") and not err
    stdin(doc)
    code, out, _ = ropta("calc", kind, "-", "--json")
    assert code == 0 and {"clauses", "explanation"} <= set(json.loads(out))


@pytest.mark.parametrize("kind,doc,expected", [
    ("bet", BET_9_2.replace("to: 325}\n", "to: 325}\n  - {player: C, action: call, to: 400}\n"),
     "<stdin>:5: $.actions[1].to: un call à 400 dépasse toute mise (la plus haute est 325)"),
    ("bet", BET_9_2.replace("  - {player: A, action: raise, to: 325}\n",
                            "  - {player: A, action: fold}\n  - {player: A, action: call}\n"),
     "<stdin>:5: $.actions[1].player: A s'est couché en $.actions[0] : il ne peut plus agir"),
    ("penalty", "players: 9\nrounds: -1\n", "<stdin>:2: $.rounds: "),
    ("pots", "contributions:\n  - player: A\n    amount: 12.5\n", "<stdin>:3: $.contributions[0].amount: "),
    ("final-table", "max_per_table: [9]\n", "<stdin>:1: $.max_per_table: "),
    ("penalty", "players: 9\nplayers: 8\n", "<stdin>:2: $.players: clé en double"),
    ("penalty", "players: [9\n", "<stdin>:2: $: YAML invalide"),
    ("penalty", "- 9\n", "<stdin>:1: $: le document doit être un objet"),
    ("bet", "next: {player: A}\n", "<stdin>:1: $.blinds: champ obligatoire manquant"),
    ("jetons", "{}", "calcul inconnu « jetons »"),
    ("final_table", "{}", "vouliez-vous dire « final-table » ?"),
])
def test_bad_input_one_line_exit_2(ropta, stdin, kind, doc, expected):
    stdin(doc)
    code, out, err = ropta("calc", kind, "-")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert expected in err


def test_missing_file(ropta, tmp_path):
    code, _, err = ropta("calc", "bet", str(tmp_path / "absent.yaml"))
    assert code == 2 and "absent.yaml: $: fichier introuvable" in err and len(err.strip().splitlines()) == 1


def test_readme_example_runs(ropta, stdin):
    from tests.conftest import ROOT

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("ropta calc bet - <<'FIN'\n", 1)[1].split("FIN\n", 1)[0]
    stdin(block)
    code, out, _ = ropta("calc", "bet", "-")
    assert code == 0 and "relance, total 550 (il complète de 25)" in out
