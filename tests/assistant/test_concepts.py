"""Facts composed from concepts (actor x act x cards or chips x moment) and the floor's lexicon (thesaurus)."""

import pytest

from engine import inference, spelling
from engine.facts import extract
from engine.text import stream


@pytest.fixture(scope="module")
def model(kb):
    return inference.model(kb)


def facts_of(model, text):
    return extract(model.vocabulary, spelling.correct(model, stream(text, model.thesaurus))).values


@pytest.mark.parametrize("text,card", [
    ("la croupière, pressée, sort déjà la turn alors que le cut-off réfléchit", "turn"),
    ("le donneur a étalé les cartes du flop avant que la grosse blinde ait parlé", "flop"),
    ("river servie trop tôt : le dernier joueur n'avait pas agi", "river"),
])
def test_premature_board_card_composed(model, text, card):
    assert facts_of(model, text).get("premature_card") == card


def test_a_negation_composes_nothing(model):
    assert facts_of(model, "la croupière sert la river en avance").get("premature_card") == "river"
    assert "premature_card" not in facts_of(model, "la croupière n'a jamais servi la river en avance")


def test_concepts_far_apart_compose_nothing(model):
    text = ("le donneur annonce la pause, tout le monde se lève pour aller fumer dehors et discuter du dernier coup "
            "joué au flop, on reprend ensuite tranquillement avant que le niveau change")
    assert "premature_card" not in facts_of(model, text)


@pytest.mark.parametrize("text,fact,value", [
    ("le croupier ramasse les cartes du joueur du 4 avec le reste", "mucked_by", "dealer"),
    ("il reprend sa main, restée sur le dessus du muck", "mucked_recognisable", True),
    ("en coupant, la donneuse accroche le paquet qui glisse par terre", "deck_exposed", True),
    ("le finaliste met trois jetons dans la poche de sa veste", "chips_transport", True),
    ("à tapis, il se lève et quitte la table sans attendre la river", "absent", True),
])
def test_facts_composed(model, text, fact, value):
    assert facts_of(model, text).get(fact) == value


def test_heads_up_of_a_hand_is_not_the_heads_up_button(model):
    assert "heads_up_button" not in facts_of(model, "en heads-up au flop il mise 800 et l'autre pose 300")
    assert facts_of(model, "on passe en heads-up : qui est bouton, qui a la petite blinde ?").get("heads_up_button")


def test_unknown_concept_is_an_error(kb):
    from engine.errors import RoptaError
    from engine.vocabulary import compile_vocabulary

    class Fake:
        extras = {"vocabulary-v1": [{"concepts": {"a": ["carte"]},
                                     "facts": [{"name": "x", "type": "boolean", "label": "x", "question": "x ?",
                                                "compose": [["a", "nope"]]}]}]}

    with pytest.raises(RoptaError, match="concept inconnu"):
        compile_vocabulary(Fake())


@pytest.mark.parametrize("variant,canonical", [
    ("croupière", "donneur"), ("dealeuse", "donneur"), ("chef de salle", "floor"), ("paient", "suivre"),
    ("colour-up", "color up"), ("race off", "chip race"), ("dinner break", "pause"), ("card protector", "card guard"),
    ("stack de départ", "tapis de départ"), ("foldé", "se coucher"), ("5-bet", "relance"), ("main-par-main", "main par main"),
])
def test_floor_lexicon(model, variant, canonical):
    assert stream(variant, model.thesaurus) == stream(canonical, model.thesaurus)


@pytest.mark.parametrize("text", [
    "après le recomptage il manque deux piles de 1000 au siège 4, personne ne sait où elles sont passées",
    "les trois derniers veulent négocier un partage des gains selon les tapis, le directeur doit-il l'accepter ?",
    "une table entière a commencé avec 5000 jetons en trop chacun, on s'en aperçoit au niveau 3",
])
def test_a_matter_no_section_decides_is_never_confident(kb, text):
    from engine.inference import ask

    answer = ask(kb, text)
    assert answer["confident"] is False
    assert any(f["name"] in ("chips_dispute", "prize_deal") for f in answer["facts"])


def test_the_order_says_who_did_it(model):
    assert facts_of(model, "la croupière ramasse les cartes du siège 3 par erreur").get("mucked_by") == "dealer"
    assert facts_of(model, "il balance ses cartes vers la croupière qui ramasse").get("mucked_by") != "dealer"
