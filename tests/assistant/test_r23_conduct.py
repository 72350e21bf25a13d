"""Round 23 (helper B), chapter 11: the sanction itself asked, read as such. Found on the invented development half's
chapter 11 misses, every sentence here is ours.

1. The count of a penalty in rounds (§11.1, penalty_rounds): a penalty named, then the hands it makes the player miss
   (« deux tours : on lui fait manquer douze mains ? »). Hands missed by a late or absent player are no penalty.
2. Cards dealt anyway to a suspended player (suspension_terms) need the suspension named: a dealer who deals on after
   a bad cut is no suspension served (the bare « distribue quand même » read it).
3. The facts of the sanction asked (penalty_rounds, sanction_ladder, suspension_terms, dq_authority, dq_chips) mark a
   conduct (`engine.scoring.conduct_first`): told through a hand, the hand sets their scene.
"""

import pytest

from .reading import facts_of


@pytest.mark.parametrize("text", [
    "le directeur lui inflige deux tours, le croupier veut lui faire manquer douze mains, c'est juste ?",
    "tour de pénalité à une table de six : il doit sauter six mains ou cinq ?",
])
def test_hands_missed_for_a_penalty_are_counted(model, text):
    assert facts_of(model, text).get("penalty_rounds") is True


@pytest.mark.parametrize("text", [
    "arrivé avec vingt minutes de retard, il a manqué quatre mains et payé ses blindes",
    "parti fumer, elle a raté la main suivante",
])
def test_hands_missed_by_an_absent_player_are_no_penalty_count(model, text):
    assert facts_of(model, text).get("penalty_rounds") is not True


def test_cards_dealt_anyway_to_a_suspended_player(model):
    assert facts_of(model, "il purge une suspension mais la donneuse lui distribue quand même deux cartes").get(
        "suspension_terms") is True


def test_a_dealer_dealing_on_is_no_suspension(model):
    assert facts_of(model, "la coupe était ratée, le croupier distribue quand même et personne ne dit rien").get(
        "suspension_terms") is not True


def test_the_sanction_asked_marks_a_conduct(model):
    facts = model.vocabulary.facts
    for name in ("penalty_rounds", "sanction_ladder", "suspension_terms", "dq_authority", "dq_chips"):
        assert facts[name].conduct, name
