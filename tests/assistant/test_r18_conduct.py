"""Round 18: chapter 11 told apart by who speaks, about what, to what effect, in our own invented words. Each reading
has counter-examples that must not read it.

§11.3 « Révéler le contenu de mains en jeu ou couchées », « Conseiller ou critiquer une action »: someone out of the
hand who tells what he had or what he would have played, and a warning to a player about another's hand, are a
revelation or advice (`disclosure`), not the bare chatter of §11.7."""

import pytest

from .reading import facts_of


# -- §11.3: someone out of the hand speaks of what he had, or would have played ---------------------------------------

@pytest.mark.parametrize("text", [
    "au turn, sa voisine couchée soupire qu'elle avait le valet",
    "le joueur qui a foldé marmonne qu'il avait la dame de trèfle",
    "hors du coup, elle rigole : moi j'aurais payé",
    "couché dès le départ, il s'exclame qu'il a jeté un as",
    "la joueuse couchée rigole : moi je tenais la paire",
])
def test_someone_out_of_the_hand_tells_his_cards_or_his_line(model, text):
    assert facts_of(model, text).get("disclosure") is True


@pytest.mark.parametrize("text", [
    "il se couche et dit qu'il n'a pas vu la relance",  # his own fold, a misunderstanding
    "couchée, elle s'informe de l'heure de la pause",  # no cards, no action
    "couché, il file chercher un café",
])
def test_a_folded_player_who_speaks_of_something_else_reveals_nothing(model, text):
    assert facts_of(model, text).get("disclosure") is not True


# -- §11.3: a warning about another's hand, given to a player ----------------------------------------------------------

@pytest.mark.parametrize("text", [
    "attention, elle a touché sa couleur, dit son voisin",
    "méfie-toi, il tient le brelan, souffle le gars d'à côté",
    "fais gaffe, celui-là bluffe tout le temps",
])
def test_a_warning_on_another_hand_is_advice(model, text):
    assert facts_of(model, text).get("disclosure") is True


@pytest.mark.parametrize("text", [
    "le donneur demande de faire attention aux jetons qui tombent",
    "attention à la marche en sortant de la salle",
    "le floor rappelle de faire attention au temps de parole",
])
def test_a_warning_on_no_hand_is_no_advice(model, text):
    assert facts_of(model, text).get("disclosure") is not True


# -- annex §7.3: an onlooker over a player's shoulder watching his hand; players out of the tournament about a table ----

@pytest.mark.parametrize("text", [
    "son cousin, debout derrière elle, lit ses cartes tout le tournoi",
    "une inconnue, dans le dos de Léa, voit son jeu",
    "un type dans son dos filme son jeu avec un portable",
    "les éliminés de la soirée font cercle autour de la dernière table",
    "un curieux s'arrête près de la table",
])
def test_an_onlooker_over_a_player_is_a_spectator(model, text):
    assert facts_of(model, text).get("spectator") is True


@pytest.mark.parametrize("text", [
    "le siège derrière lui regarde ses cartes puis paie",  # « derrière »: the seat after him in the betting
    "en passant, elle relance le bouton",  # « passant » is not read: it stems as a check
    "elle est éliminée à la bulle par une quinte",  # out of the tournament, hanging about no table
])
def test_a_seat_after_another_or_a_player_knocked_out_is_no_spectator(model, text):
    assert facts_of(model, text).get("spectator") is not True


# -- §11.2: the order of the sanctions (which step next, a step skipped) -----------------------------------------------

@pytest.mark.parametrize("text", [
    "un warning hier soir, une main de suspension ce matin, il récidive : il risque quoi ?",
    "le TD le suspend sans avertissement préalable, il a le droit ?",
    "il a déjà eu deux tours de pénalité, quelle est la prochaine étape ?",
    "le compteur repart à zéro le lendemain ?",
    "on peut sauter une étape de l'échelle des sanctions pour une faute grave ?",
])
def test_the_order_of_the_sanctions_is_read(model, text):
    assert facts_of(model, text).get("sanction_ladder") is True


@pytest.mark.parametrize("text", [
    "il a reçu un avertissement et ensuite il a quitté la table",  # a story told in order
    "la croupière reçoit un simple warning pour une erreur de donne",  # one sanction, no next one asked
    "il relance directement à tapis",
])
def test_a_sanction_told_alone_is_no_question_of_order(model, text):
    assert facts_of(model, text).get("sanction_ladder") is not True


# -- §11.7 / §11.2: a player called a swindler is insulted, no cheating is told ---------------------------------------

@pytest.mark.parametrize("text", [
    "elle traite la croupière d'escroc en plein niveau",
    "il traite son adversaire d'escroc",
])
def test_a_player_calling_someone_a_swindler_is_no_cheating(model, text):
    f = facts_of(model, text)
    assert f.get("cheating") is not True
    assert f.get("misconduct") is True
