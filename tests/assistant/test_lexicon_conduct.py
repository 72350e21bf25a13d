"""Floor French of conduct at the table (chapter 11), in phrasings of our own: swearing, cards or chips thrown at
someone, a fist on the table; and the dealer who *hears a swear word* has not misheard an action (§9.20). Each phrase
is invented here (none is a scenario's or an incident's), so a pass measures the lexicon, not memory."""

import pytest

from tests.assistant.reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "après le bad beat elle a sorti un juron bien sonore",
    "il enchaîne les gros mots depuis une heure",
    "le joueur du 3 parle mal à la donneuse à chaque coup perdu",
    "de rage il lui jette ses cartes dessus",
    "il expédie ses cartes d'une chiquenaude vers son adversaire",
    "le perdant frappe du poing et part en grommelant",
    "sur le gros pot il lance ses jetons sur son voisin",
])
def test_conduct_phrasings(model, text):
    assert facts_of(model, text).get("misconduct") is True


@pytest.mark.parametrize("text", [
    "la croupière a entendu un juron et appelle le floor",
    "le croupier entend une insulte venue du siège 6",
])
def test_a_swear_word_heard_is_no_action_misheard(model, text):
    found = facts_of(model, text)
    assert "misread_by_dealer" not in found and "misunderstood" not in found


def test_the_dealer_hearing_an_action_still_reads(model):
    """The other sense stays: the dealer who heard « call » where the player meant something else."""
    assert facts_of(model, "le croupier a entendu call alors qu'il demandait le montant").get("misread_by_dealer") is True


def test_a_swear_word_goes_to_conduct(kb):
    assert first_section(kb, "au showdown il perd et lâche un juron ; le croupier appelle le floor, "
                             "quelle sanction ?") == "manquements-ethiques"


def test_swearing_an_oath_is_no_swear_word(model):
    """« il jure qu'il a dit call »: swearing one's word, not swearing at someone."""
    assert "misconduct" not in facts_of(model, "il jure qu'il a bien annoncé call avant la relance")


@pytest.mark.parametrize("text", [
    "elle dit « fold » et va jeter",
    "sans attendre son tour il dit « couché » et veut jeter",
])
def test_a_fold_announced_then_mucked_is_no_revelation(model, text):
    """« dit … jeter » with a move between: the player folds, he does not tell what he folded (§11.3)."""
    assert "disclosure" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "sorti du coup, il dit qu'il avait jeté la dame de cœur",
    "à peine couché, il dit avoir jeté un valet",
    "il dit ce qu'il vient de jeter alors que deux joueurs restent en jeu",
])
def test_telling_the_folded_cards_is_still_a_revelation(model, text):
    assert facts_of(model, text).get("disclosure") is True
