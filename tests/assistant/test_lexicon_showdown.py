"""Floor French of the end of a hand (chapters 8 and 10), in phrasings of our own: who mucked, where the cards lie, what
was shown, to whom the pot went. Each phrase is invented here (none is a scenario's or an incident's), so a pass
measures the lexicon, not memory."""

import pytest

from engine import inference
from engine.facts import extract
from engine.text import stream


@pytest.fixture(scope="module")
def model(kb):
    return inference.model(kb)


def facts_of(model, text):
    return extract(model.vocabulary, inference._correct(model, stream(text, model.thesaurus))).values


@pytest.mark.parametrize("text,fact,value", [
    ("à l'abattage le croupier a raflé ses cartes avec la défausse", "mucked_by", "dealer"),
    ("ses cartes sont perdues dans le muck, plus moyen de les retrouver", "mucked_lost", True),
    ("elle a mucké direct en croyant que c'était gagné, mais le bouton avait encore sa main", "fast_muck", True),
    ("les deux jouent le board et se partagent la mise", "split_pot", True),
    ("après la river, il laisse ses cartes face cachée devant lui et le donneur attend", "hand_kept_face_down", True),
    ("le donneur pousse le pot au perdant sans que personne ne réagisse", "misread", True),
    ("check-check à la river, chacun attend que l'autre montre en premier", "showdown_order", True),
    ("il annonce la quinte en étalant, mais il n'a que deux paires", "cards_speak", True),
    ("tout le monde a foldé sur sa relance, il montre un seul de ses as", "one_card_shown", True),
    ("tout le monde a foldé sur sa relance, il montre un seul de ses as", "won_uncalled", True),
])
def test_floor_phrasings(model, text, fact, value):
    assert facts_of(model, text).get(fact) == value


def test_the_muck_as_a_place_is_not_the_dealer_mucking(model):
    """« le donneur … au ras du muck »: the muck is where the cards lie, not the dealer's act."""
    assert "mucked_by" not in facts_of(model, "le croupier rattrape ses cartes juste au bord du muck")


def test_a_deal_error_with_one_card_is_not_a_card_shown(model):
    assert "one_card_shown" not in facts_of(model, "le siège 4 n'a reçu qu'une seule carte au lieu de deux")


def test_the_dealers_muck_is_not_the_players(kb):
    """A hand the dealer took and lost in the muck is §8.2 (no recourse), not §10.4 (cards thrown face down at all-in)."""
    answer = inference.ask(kb, "tapis et payé ; pendant qu'il discute, le croupier ramasse ses cartes avec la défausse, "
                               "impossible de les retrouver", top=3)
    assert answer["results"][0]["id"] == "mains-non-protegees"


def test_cards_kept_face_down_are_not_abandoned(kb):
    answer = inference.ask(kb, "à l'abattage, il garde ses cartes face cachée devant lui, sans toucher le muck : "
                               "peut-il encore les retourner ?", top=3)
    assert answer["results"][0]["id"] == "abattage"


def test_a_third_party_pointing_out_a_misread_is_no_revelation(kb):
    """A player out of the hand who asks the dealer to re-read helps correct the pot (§10.2 « les joueurs de la table
    sont invités à apporter leur aide », §10.9 « intervention immédiate d'un tiers »), not §11.3 (revealing a hand)."""
    answer = inference.ask(kb, "le croupier se trompe de main et pousse les jetons ; un joueur couché lui demande de "
                               "relire le board, les cartes sont toujours sur la table", top=3)
    assert answer["results"][0]["id"] in {"tuer-la-main-gagnante", "reclamer-le-pot"}
    assert "pas-de-revelation" not in [r["id"] for r in answer["results"]]


def test_a_misread_is_read_from_the_request_to_re_read(model):
    assert facts_of(model, "le voisin demande au donneur de relire les mains").get("misread") is True
