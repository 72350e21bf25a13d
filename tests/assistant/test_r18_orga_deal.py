"""Round 18: readings from the rule texts of chapters 1 to 7. §1.6 (« Les termes officiels … je mise, je relance, je
paye ou je suis, je passe ou je jette, parole, tapis »; « L'utilisation de termes qui n'entrent pas dans cette
nomenclature est un risque pour le joueur »): a word said for an action that is none of the official terms, right after
a verb of saying, is the terminology question; told with the action it was taken for, or with the meaning claimed
afterwards, the clause's rule on unofficial terms decides before §9.4. §3.6 (« révéler les cartes qui “seraient
venues” si la main n'avait pas pris fin »): the hand over, a board card turned or asked for. Every phrase is ours, invented for this file;
each reading has a counter-example."""

import pytest

from .reading import facts_of, first_section


# -- §1.6: a word out of the official list -----------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "sur la relance elle lâche « je couvre » sans toucher ses plaques",
    "le cutoff annonce « double » et attend",
    "il répond « allez » en regardant le donneur",
    "elle souffle « pareil » après la mise du bouton",
    "le joueur du 5 dit « I'm in » d'une voix forte",
])
def test_an_unofficial_word_said_for_an_action_is_terminology(model, text):
    assert facts_of(model, text).get("terminology") is True


@pytest.mark.parametrize("text", [
    "elle dit « je suis » et pose la somme exacte",  # « je suis »: an official word
    "il dit qu'il rentre chez lui après ce coup",  # going home, no word at the table
    "le croupier annonce le montant du pot",  # the dealer's count, no unofficial word
    "la grosse blinde dit « je paye »",  # official
    "au turn il dit « je passe » et rend ses cartes",  # « je passe »: the official fold
    "elle dit qu'elle n'a jamais checké sur ce tour",  # a check denied, no word said
])
def test_an_official_word_or_no_word_is_no_terminology(model, text):
    assert facts_of(model, text).get("terminology") is not True


@pytest.mark.parametrize("text", [
    "Au turn il lâche « je reste » ; ensuite il affirme qu'il voulait dire qu'il réfléchissait. Que retient-on ?",
    "Le bouton annonce « je couvre » ; il soutient après coup que ça voulait dire un simple call.",
])
def test_an_unofficial_word_whose_meaning_is_disputed_is_decided_by_1_6(kb, text):
    assert first_section(kb, text) == "terminologie-et-gestes"


def test_an_official_word_stays_with_the_verbal_declaration(kb):
    """« je suis » is in §1.6's list: a call said and chips pushed beyond it is §9.4's, not the terminology question."""
    text = "La joueuse dit « je suis » mais pousse le double de ce qu'il fallait. Que retient-on ?"
    assert first_section(kb, text) != "terminologie-et-gestes"


# -- §3.6: the cards that « seraient venues si la main n'avait pas pris fin » -------------------------------------------

@pytest.mark.parametrize("text", [
    "le coup est terminé, la croupière retourne quand même la river",
    "ils se couchent tous au flop et le donneur dévoile la turn par curiosité",
    "main finie, le gagnant veut qu'on retourne la carte suivante",
    "après un fold au turn, la joueuse demande à voir la river",
])
def test_a_board_card_turned_or_asked_once_the_hand_is_over_is_rabbit_hunting(model, text):
    assert facts_of(model, text).get("rabbit") is True


@pytest.mark.parametrize("text", [
    "le cutoff se couche et le donneur retourne le flop",  # one fold, the hand goes on
    "coup fini, le donneur ramasse, mélange et distribue le coup suivant",  # no board card turned
    "au turn le bouton mise, la grosse blinde paie et la river tombe",  # the hand under way
])
def test_a_board_card_during_the_hand_is_no_rabbit_hunting(model, text):
    assert facts_of(model, text).get("rabbit") is not True
