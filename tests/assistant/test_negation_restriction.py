"""Negation, restriction and who is meant, in phrasings of our own (none is a scenario's or an incident's): « ne … que »
restricts (the act is done, for a small amount or to a few), « pas mal de » and « n'importe » deny nothing, « c'était à
lui de parler » names whose turn it is, « aux autres » names the other players."""

import pytest

from engine.amounts import extract
from engine.text import NEG, ONLY, stream

from tests.assistant.reading import facts_of


@pytest.mark.parametrize("text", [
    "le siège 2 n'a relancé que de 300",
    "elle ne pousse que deux jetons",
    "il ne lui reste plus que 900 devant lui",
    "le gros stack n'avait en main que deux cartes",
])
def test_a_restriction_is_no_negation(text):
    """« ne … que » says « only »: no negation token is left, ONLY stands for it."""
    got = stream(text)
    assert NEG not in got and ONLY in got


@pytest.mark.parametrize("text", [
    "personne ne dit que c'est une relance",     # nobody says: a negation
    "il ne croyait pas que le turn était sorti",  # denied, then a clause
    "rien ne prouve que la carte a été vue",
])
def test_a_negation_before_que_stays_a_negation(text):
    assert NEG in stream(text)


def test_a_clause_after_pas_que_is_not_denied():
    """« il ne savait pas que le flop était sorti »: the verb is denied, the flop is out all the same."""
    got = stream("il ne savait pas que la river était déjà retournée")
    assert got[0] == NEG and NEG not in got[1:]


@pytest.mark.parametrize("text,expected", [
    ("pas mal de jetons", ["beaucoup", "jeton"]),
    ("n'importe quel joueur", ["import", "quel", "joueur"]),
])
def test_words_that_deny_nothing(text, expected):
    assert stream(text) == expected


def test_a_small_bet_said_with_ne_que_is_a_bet(model):
    """« n'a misé que 150 » bet 150: a short bet, never « no bet »."""
    got = facts_of(model, "au turn le 4 n'a misé que 150 avec des blindes à 100/200")
    assert got.get("bet_short") is True
    assert got.get("no_bet") is not True


def test_one_card_shown_with_ne_que(model):
    """« ne retourne qu'une carte » shows one card (it was read denied: « one card shown = non »)."""
    got = facts_of(model, "au showdown le bouton ne retourne qu'une carte et tend la main vers les jetons")
    assert got.get("one_card_shown") is True


def test_a_stack_said_with_ne_plus_que():
    assert extract("blindes 300/600, le 9 n'a plus que 450 et il fait tapis").get("stack") == 450


@pytest.mark.parametrize("text", ["c'était bien à elle de parler", "c'est à lui d'agir maintenant"])
def test_whose_turn_it_is(text):
    """« c'était à lui de parler » is his turn (« son tour »), not the act of speaking."""
    assert "tour" in stream(text) and NEG not in stream(text)


def test_not_his_turn_is_no_player_who_has_not_spoken():
    """Set against an act, « pas à lui de jouer » is the act out of turn; told alone, it only sets the scene."""
    assert stream("il a relancé alors que ce n'était pas à lui de jouer")[-3:] == [NEG, "tour", "jou"]
    assert stream("ce n'était pas à lui de jouer") == []


def test_not_his_turn_told_as_the_scene_is_no_act_out_of_turn(model):
    got = facts_of(model, "la main continue, ce n'était pas encore à lui de miser, il part fumer une cigarette")
    assert "out_of_turn" not in got
    assert facts_of(model, "il paie alors que ce n'était pas à lui de parler").get("out_of_turn") is True


def test_his_turn_is_read_own_turn(model):
    assert facts_of(model, "il a checké, c'était à lui de parler, le floor confirme").get("own_turn") is True


def test_the_rest_of_a_stack_behind_a_bet_is_no_hidden_stack(model):
    """« des jetons derrière » after a bet: what he has left, not chips hidden from view."""
    got = facts_of(model, "elle ouvre à 1200 et garde encore beaucoup de jetons derrière")
    assert "stacks_visible" not in got


def test_the_other_players_are_not_the_other_card(model):
    """« sans les montrer aux autres »: shown to one person, hidden from the others, not one card of two."""
    got = facts_of(model, "il fait voir son jeu à son pote mais sans le montrer aux autres")
    assert got.get("one_card_shown") is not True
    assert got.get("shown_to_one") is True


def test_the_other_card_is_still_one_card_shown(model):
    assert facts_of(model, "à l'abattage il abat un roi sans montrer l'autre").get("one_card_shown") is True


def test_what_follows_mais_corrects_a_denial(model):
    """A yes/no fact denied, then told after « mais »: the correction stands (« il ne couche pas … mais si »)."""
    got = facts_of(model, "elle balance sa main sans la montrer à la table entière, mais la montre à son pote juste avant")
    assert got.get("shown_to_one") is True


def test_a_mais_between_two_players_keeps_the_longest_reading():
    from engine.text import stream_clauses

    stems, clauses = stream_clauses("le 3 ne dit rien, mais le 5 relance")
    assert clauses.contrast == (stems.index("05"),)  # « le 5 »: a seat, streamed « 05 » (engine.text._seat)


def test_the_player_is_not_the_verb_to_play():
    """« joueur » (who) and « jouait » (what he did) no longer share a stem: a negated verb does not deny the noun."""
    assert stream("le joueur")[0] != stream("il jouait")[0]


def test_no_longer_in_the_hand(model):
    """« ne … plus » (no longer): he is out of the hand, and the noun « joueur » is not denied by « ne jouait »."""
    got = facts_of(model, "le 7 ne jouait plus le coup depuis la turn, il commente quand même")
    assert got.get("not_in_hand") is True


def test_team_play_is_collusion(model):
    assert facts_of(model, "on les soupçonne d'être de la même équipe, ils ne se relancent jamais").get("collusion") is True


def test_chips_left_behind_a_bet_are_not_forgotten_chips(model):
    """« il lui reste des jetons derrière »: he is not all-in; no chips were found hidden after an all-in."""
    got = facts_of(model, "elle ouvre à 2500 et il lui reste 6000 derrière, le voisin croit qu'elle est à tapis")
    assert "forgotten_chips" not in got and "stacks_visible" not in got


def test_a_chip_behind_an_object_is_still_out_of_sight(model):
    got = facts_of(model, "tapis payé, puis on découvre un jeton de 1000 planqué derrière son téléphone")
    assert got.get("forgotten_chips") is True


def test_whose_turn_with_two_adverbs():
    assert stream("c'était pourtant bien à elle de parler")[-2:] == ["tour", "parl"]


def test_only_two_players_left_is_no_card_seen_by_one(model):
    assert "seen_by" not in facts_of(model, "il ne reste que trois joueurs dans la main quand la turn arrive")


@pytest.mark.parametrize("text,fact", [
    ("le 8 n'a payé que 300, le croupier lui fait remarquer que c'est 600 au siège 8", "dealing_help"),
    ("la table 9 n'a que 5 joueurs, les autres en ont 8", "tables_differ"),
])
def test_a_restriction_makes_no_reading_of_its_own(model, text, fact):
    """The restriction of a « ne … que » is the amount's or the count's, not « only at some tables »."""
    assert fact not in facts_of(model, text)


def test_a_dealer_on_some_tables_only_is_still_read(model):
    assert facts_of(model, "il y a des croupiers seulement sur la table finale").get("dealing_help") is True


def test_the_evidence_of_a_restriction_quotes_the_situation(kb):
    from engine.inference import ask

    answer = ask(kb, "au turn il n'a misé que 150, les blindes sont à 100/200")
    evidence = {f["name"]: f["evidence"] for f in answer["facts"]}
    assert evidence["bet_short"] == "misé que 150"


def test_a_phrase_does_not_reach_across_a_restriction(model):
    """« il mise et ne gagne que le pot »: the pot he wins is no pot-sized bet."""
    got = facts_of(model, "au turn il mise et ne gagne que le pot principal")
    assert "pot_bet" not in got


@pytest.mark.parametrize("text", ["c'était à elle de surveiller sa main", "c'est à lui d'être assis quand on distribue"])
def test_a_duty_is_no_turn(text):
    """« c'est à lui de protéger ses cartes »: what he must do, not his turn to act."""
    assert "tour" not in stream(text)


def test_without_that_denies_the_verb_not_the_seat(model):
    """« sans que le siège 6 ait parlé »: the 6 had not spoken (a premature card), nobody is away from his seat."""
    got = facts_of(model, "la croupière sort la river sans que le siège 6 ait parlé")
    assert "absent" not in got
    assert got.get("premature") is True


@pytest.mark.parametrize("text", ["sans que la petite blinde n'ait parlé", "sans qu'elle ne parle"])
def test_without_that_reads_as_has_not_spoken(text):
    got = stream(text)
    assert got[-2:] == [NEG, "parl"]
