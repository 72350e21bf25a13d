"""Round 18: dead hands and the end of a hand, read from the rule text first (§8.3 « jetée vers le muck … jugée
indiscernable », §8.4 « même jugée discernable »). Where a hand thrown face down ends decides between them: melted into
the discards (its verb: « se mêle », « se confond », « se noie »), or lying by itself (« isolées », « intactes », « à
l'écart »); a fold said face down is a throw; cards stopped before the dealer were sent to him, not kept. Every phrase
is ours, invented for this file; each reading has a counter-example."""

import pytest

from .reading import facts_of


# -- where the thrown hand ends: melted into the discards ------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "le cut-off passe et sa main va se mêler au tas de la défausse",
    "elle abandonne, ses deux cartes se confondent avec le muck",
    "ses cartes glissent et se noient dans la défausse",
])
def test_a_hand_melted_into_the_discards_is_lost(model, text):
    facts = facts_of(model, text)
    assert facts.get("mucked_lost") is True
    assert facts.get("hand_mucked") is True


@pytest.mark.parametrize("text", [
    "le croupier mélange les cartes avant la donne suivante",  # the shuffle, no hand lost
    "il se mêle de la discussion entre les deux joueurs",  # interfering, no cards
])
def test_a_shuffle_or_a_meddling_is_no_hand_lost(model, text):
    assert facts_of(model, text).get("mucked_lost") is not True


# -- where the thrown hand ends: lying by itself --------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "il abandonne le coup, ses cartes restent isolées à un mètre du tas",
    "les deux cartes du siège 2 sont intactes, à l'écart",
    "sa main est encore bien distincte, personne n'y a touché",
])
def test_thrown_cards_lying_by_themselves_are_recognisable(model, text):
    assert facts_of(model, text).get("mucked_recognisable") is True


@pytest.mark.parametrize("text", [
    "ses cartes partent directement dans le muck",  # « part » is the verb partir
    "il n'a qu'une seule carte devant lui",  # « seule », no hand apart
])
def test_cards_sent_off_are_not_read_apart(model, text):
    assert facts_of(model, text).get("mucked_recognisable") is not True


# -- a fold said face down is a throw; cards before the dealer are no hand kept --------------------------------------

@pytest.mark.parametrize("text", [
    "la joueuse du 4 se couche face cachée sans hésiter",
    "il folde faces cachées vers le centre",
])
def test_a_fold_face_down_is_a_hand_thrown(model, text):
    facts = facts_of(model, text)
    assert facts.get("hand_mucked") is True
    assert facts.get("own_cards_hidden") is not True  # « face cachée ses cartes » hides nothing


@pytest.mark.parametrize("text", [
    "il se couche sur la relance",  # a fold told with no cards thrown: the betting's, not a hand sent to the muck
    "elle garde ses cartes face cachée devant elle en attendant",
])
def test_a_fold_or_cards_kept_are_not_a_throw_face_down(model, text):
    assert facts_of(model, text).get("hand_mucked") is not True


def test_cards_come_to_rest_before_the_dealer_are_not_kept_face_down(model):
    assert facts_of(model, "ses cartes face cachée s'arrêtent devant la croupière").get("hand_kept_face_down") is not True


def test_cards_laid_face_down_before_the_player_are_kept(model):
    assert facts_of(model, "à l'abattage il laisse ses cartes face cachée devant lui").get("hand_kept_face_down") is True
