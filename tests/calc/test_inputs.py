"""Bad calculator input, for every kind: unknown keys at every level, huge and non-numeric numbers — one French line
naming the field, exit status 2, no traceback."""

from __future__ import annotations

import importlib
import io

import pytest

from engine.calc import KINDS, CalcInputError, compute

VALID = {
    "bet": "blinds: [50, 100]\nstreet: preflop\nactions:\n  - {player: A, action: raise, to: 300}\n"
           "next: {player: B, chips: [500]}\n",
    "pots": "contributions:\n  - {player: A, amount: 100, allin: true}\n  - {player: B, amount: 300}\n",
    "chiprace": "remove: 25\nupgrade: 100\nleftovers: {A: 2, B: 1}\n",
    "penalty": "players: 6\nrounds: 2\n",
    "final-table": "max_per_table: 8\n",
    "uth": "player: [Ah, Kh]\ndealer: [9c, 9d]\nboard: [2h, 7h, Jh, 3s, 4d]\nante: 10\nblind: 10\nplay: 40\ntrips: 5\n",
}


@pytest.fixture
def calc(ropta, monkeypatch):
    """`ropta calc KIND -` on a document: (exit code, stdout, stderr)."""
    def run(kind: str, text: str, *flags: str):
        monkeypatch.setattr("sys.stdin", io.StringIO(text))
        return ropta("calc", kind, "-", *flags)
    return run


def one_line(code, out, err):
    assert code == 2 and out == "", (code, out, err)
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    return err.strip()


def test_every_kind_declares_its_keys_and_its_valid_document_runs(calc):
    assert set(VALID) == set(KINDS)
    for kind in KINDS:
        assert importlib.import_module(f"engine.calc.{KINDS[kind]}").KEYS, kind
        code, _, err = calc(kind, VALID[kind])
        assert code == 0, (kind, err)


def test_uth_trips_typo_is_refused_not_dropped(calc):
    err = one_line(*calc("uth", VALID["uth"].replace("trips: 5", "trip: 5")))
    assert err == ("<stdin>:7: $.trip: clé inconnue « trip » (clés permises : ante, blind, board, dealer, play, player, "
                   "trips) ; vouliez-vous dire « trips » ?")


@pytest.mark.parametrize("kind,old,new,expected", [
    ("bet", "street: preflop\n", "street: preflop\nedtion: ropta-2019.03\n",
     "<stdin>:3: $.edtion: clé inconnue « edtion » (clés permises : actions, blinds, edition, live_players, next, "
     "street) ; vouliez-vous dire « edition » ?"),
    ("bet", "action: raise, to: 300", "action: raise, too: 300",
     "$.actions[0].too: clé inconnue « too » (clés permises : action, player, to) ; vouliez-vous dire « to » ?"),
    ("bet", "chips: [500]}", "chip: [500]}",
     "$.next.chip: clé inconnue « chip » (clés permises : amount, chips, declared, in_front, player, stack, "
     "withdrawn) ; vouliez-vous dire « chips » ?"),
    ("bet", "chips: [500]}", "chips: [500], zzz: 1}", "$.next.zzz: clé inconnue « zzz » (clés permises : amount, "),
    ("pots", "amount: 300}", "amount: 300, folder: true}",
     "<stdin>:3: $.contributions[1].folder: clé inconnue « folder » (clés permises : allin, amount, folded, player) ; "
     "vouliez-vous dire « folded » ?"),
    ("pots", "contributions:", "deads: 10\ncontributions:", "$.deads: clé inconnue « deads »"),
    ("chiprace", "remove: 25", "removed: 25", "$.removed: clé inconnue « removed »"),
    ("penalty", "rounds: 2", "round: 2", "$.round: clé inconnue « round » (clés permises : edition, players, rounds) ; "
                                          "vouliez-vous dire « rounds » ?"),
    ("final-table", "max_per_table", "max_players", "$.max_players: clé inconnue « max_players » (clés permises : "
                                                     "edition, max_per_table)"),
])
def test_unknown_keys_at_every_level(calc, kind, old, new, expected):
    assert old in VALID[kind]
    err = one_line(*calc(kind, VALID[kind].replace(old, new)))
    assert expected in err


def test_unknown_key_in_a_json_document(calc):
    err = one_line(*calc("penalty", '{"players": 6, "rounds": 1, "joueurs": 6}'))
    assert "$.joueurs: clé inconnue « joueurs » (clés permises : edition, players, rounds)" in err


HUGE = "9" * 5000


@pytest.mark.parametrize("kind,old,new,pointer", [
    ("penalty", "players: 6", f"players: {HUGE}", "$.players"),
    ("bet", "to: 300", f"to: {HUGE}", "$.actions[0].to"),
    ("bet", "blinds: [50, 100]", f"blinds: [50, {HUGE}]", "$.blinds[1]"),
    ("pots", "amount: 100,", f"amount: {HUGE},", "$.contributions[0].amount"),
    ("chiprace", "A: 2", f"A: {HUGE}", "$.leftovers.A"),
    ("uth", "ante: 10", f"ante: {HUGE}", "$.ante"),
    ("final-table", "max_per_table: 8", f"max_per_table: {HUGE}", "$.max_per_table"),
    ("penalty", "players: 6", "players: 10000000000000", "$.players"),           # parsed, but beyond any stack
    ("bet", "chips: [500]", "chips: [50000000000000000000]", "$.next.chips[0]"),
    ("uth", "trips: 5", "trips: 1.0e+400", "$.trips"),                              # read as infinity
    ("uth", "trips: 5", "trips: .inf", "$.trips"),
])
def test_huge_numbers_are_refused_in_one_line(calc, kind, old, new, pointer):
    err = one_line(*calc(kind, VALID[kind].replace(old, new)))
    assert f"{pointer}: " in err and "nombre trop grand" in err
    assert len(err) < 300  # the number is not echoed digit by digit


def test_huge_number_in_json(calc):
    err = one_line(*calc("penalty", '{"players": ' + HUGE + ', "rounds": 1}'))
    assert err.startswith("<stdin>:1: $.players: nombre trop grand") and len(err) < 200


@pytest.mark.parametrize("kind,old,new,expected", [
    ("penalty", "players: 6", "players: six", "$.players: le nombre de joueurs à la table doit être un nombre entier"),
    ("bet", "blinds: [50, 100]", "blinds: [50, cent]", "$.blinds[1]: la grosse blinde doit être un nombre entier de "
                                                       "jetons, pas le texte « cent »"),
    ("bet", "chips: [500]", "chips: [500, '1k']", "$.next.chips[1]: la valeur d'un jeton doit être un nombre entier"),
    ("uth", "ante: 10", "ante: dix", "$.ante: la mise Ante doit être un nombre entier de jetons, pas le texte « dix »"),
    ("uth", "play: 40", "play: .nan", "$.play: la mise Play : nombre trop grand ou invalide"),
    ("pots", "amount: 100,", "amount: true,", "$.contributions[0].amount: un montant doit être un nombre entier de "
                                              "jetons, pas le booléen true"),
    ("chiprace", "upgrade: 100", "upgrade: [100]", "$.upgrade: la valeur du jeton supérieur doit être un nombre"),
    ("final-table", "max_per_table: 8", "max_per_table: 8.5", "$.max_per_table: le nombre maximum de joueurs par table "
                                                              "doit être un nombre entier (pas de décimales : 8.5)"),
])
def test_non_numeric_values_are_refused_in_one_line(calc, kind, old, new, expected):
    assert expected in one_line(*calc(kind, VALID[kind].replace(old, new)))


def test_key_check_does_not_depend_on_the_calculator_reading_the_field(kb):
    # `stacks` of chiprace is a free mapping (player names): its keys are not checked against a list
    r = compute("chiprace", {"remove": 25, "upgrade": 100, "leftovers": {"Zoé": 1}, "stacks": {"Zoé": 0}}, kb)
    assert r["protected"][0]["player"] == "Zoé"
    with pytest.raises(CalcInputError) as exc:
        compute("pots", {"contributions": [{"player": "A", "amount": 1, "allin": True, "side": 2}]}, kb)
    assert exc.value.pointer == "$.contributions[0].side"


def test_a_word_field_given_a_huge_number_is_named_not_printed(kb):
    with pytest.raises(CalcInputError) as exc:
        compute("bet", {"blinds": [50, 100], "street": 10**5000, "next": {"player": "A"}}, kb)
    assert exc.value.pointer == "$.street"
    assert exc.value.message.startswith("un nombre d'environ 5001 chiffres n'est pas permis (valeurs : preflop")
