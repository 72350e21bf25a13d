"""Text -> facts from rulebook/vocabulary/: triggers, counts, negations, typos, given facts."""

import pytest

from engine.errors import RoptaError
from engine.vocabulary import parse_given

from tests.assistant.reading import facts_of


def test_every_fact_has_label_question_and_triggers(kb):
    facts = [f for doc in kb.extras["vocabulary-v1"] for f in doc["facts"]]
    names = [f["name"] for f in facts]
    assert len(names) == len(set(names)) and len(names) >= 80
    for f in facts:
        assert f["question"].endswith("?"), f["name"]
        assert f.get("triggers") or f.get("values"), f["name"]


def test_card_exposed_counts(model):
    assert facts_of(model, "le donneur a retourné une carte")["cards_exposed"] == 1
    assert facts_of(model, "deux cartes retournées pendant la donne")["cards_exposed"] == 2
    assert facts_of(model, "3 cartes exposees")["cards_exposed"] == 3


def test_phase(model):
    assert facts_of(model, "au flop il mise")["phase"] == "flop"
    assert facts_of(model, "à la rivière")["phase"] == "river"


def test_negations_deny_the_fact(model):
    assert facts_of(model, "il pose deux jetons sans rien dire")["declaration"] == "none"
    assert facts_of(model, "il n'a pas annoncé de relance")["declaration"] == "none"
    assert facts_of(model, "des actions substantielles ont eu lieu")["substantial_action"] is True
    assert facts_of(model, "il n'y a pas eu d'actions substantielles")["substantial_action"] is False


def test_declarations_and_chips(model):
    f = facts_of(model, "il a dit call mais a poussé deux gros jetons")
    assert f["declaration"] == "call" and f["chips_placed"] == "multiple"
    assert facts_of(model, "il pose un seul jeton de 1000")["chips_placed"] == "single"


def test_accents_missing_and_typos(model):
    assert facts_of(model, "flop sans carte brulee")["burn_missing"] is True
    assert facts_of(model, "carte retounee par le donneur")["cards_exposed"] == 1  # one letter missing


def test_given_facts_are_typed(model):
    voc = model.vocabulary
    assert parse_given(voc, ["substantial_action=oui", "players_in_hand=3", "phase=flop"]) == {
        "substantial_action": True, "players_in_hand": 3, "phase": "flop"}


def test_unknown_fact_lists_close_names(model):
    with pytest.raises(RoptaError) as err:
        parse_given(model.vocabulary, ["substantial_actions=oui"])
    assert "substantial_action" in str(err.value)


@pytest.mark.parametrize("pair", ["phase=floop", "substantial_action=peut-etre", "players_in_hand=beaucoup", "phase"])
def test_bad_fact_values(model, pair):
    with pytest.raises(RoptaError):
        parse_given(model.vocabulary, [pair])


def test_a_negation_denies_only_what_follows_it(model):
    """A trigger that begins with a negation wants its next word right after it: « pas de cœur ?, la SB » is no
    missing small blind; « pas encore » and an article may stand between (« n'a pas encore parlé », « sans un mot »)."""
    assert "dead_button" not in facts_of(model, "il demande « pas de cœur ? » et la petite blinde reprend ses cartes")
    assert facts_of(model, "le 5 mise alors que le 2 n'a pas encore parlé").get("out_of_turn") is True
    assert facts_of(model, "sans un mot, il retourne ses deux rois face à la mise").get("exposes_in_action") is True
