"""Round 12, false readings on fresh incidents, each with its counter-examples. Every phrase here is ours (none is a
scenario's or an incident's).

- a threat hung on the other's play (« si tu me relances encore, je t'éclate la tête ») is conduct (11.7), not the
  conditional declaration of §9.19; « si tu mises, je relance » stays a conditional declaration;
- chips nobody can see or count (« on ne voit plus ses plaques ») are the stack of §3.3, not a player gone; « on ne
  le voit plus, ses jetons sont là » is still the player gone, and chips named in the betting are no stack hidden;
- a hand spread (« étale sa main », « il a tablé ») is not the showdown by itself: the street says the moment; at the
  river after the closing call, it is the showdown;
- a player all in and his friend folding a big hand to him is collusion told through the betting (the chip dump); a
  plain bet, raise and fold, and two players checking down against a third all in, are not (ordinary play).
"""

import pytest

from .reading import facts_of


@pytest.mark.parametrize("text", [
    "la SB lui balance : si tu me relances encore je t'éclate la tête",
    "si vous me payez encore avec vos cartes pourries je vous défonce",
    "elle lui dit si tu checkes derrière moi une fois de plus je te fais virer du club",
    "la prochaine fois que tu fais ça je t'attends sur le parking",
])
def test_threat_on_the_others_play_is_conduct_not_a_condition(model, text):
    got = facts_of(model, text)
    assert got.get("misconduct") is True
    assert "conditional" not in got


@pytest.mark.parametrize("text", [
    "au turn il annonce si tu mises je relance",
    "le CO dit à la BB : si tu payes je paye aussi",
])
def test_conditional_bet_stays_a_condition(model, text):
    got = facts_of(model, text)
    assert got.get("conditional") is True
    assert "misconduct" not in got


@pytest.mark.parametrize("text", [
    "depuis le début du niveau on ne voit plus ses plaques, il les garde sous sa main",
    "impossible de compter son stack, tout est en tas",
    "le 3 a ses jetons derrière son sac, on ne peut pas voir ses piles",
    "ses gros jetons ne sont plus visibles, planqués sous sa casquette",
])
def test_chips_nobody_can_see_are_the_stack(model, text):
    got = facts_of(model, text)
    assert got.get("stacks_visible") is True
    assert "long_absence" not in got


@pytest.mark.parametrize("text", [
    "on ne la voit plus depuis deux niveaux, ses jetons restent à sa place",
    "il pose quatre jetons de 100 pour payer la relance",
])
def test_player_gone_or_chips_in_the_betting_are_no_hidden_stack(model, text):
    assert "stacks_visible" not in facts_of(model, text)


def test_a_player_no_longer_seen_keeps_his_absence(model):
    assert facts_of(model, "on ne le voit plus depuis la reprise, ses plaques sont toujours sur la table").get(
        "long_absence") is True


@pytest.mark.parametrize("text, phase", [
    ("au flop la BB étale ses cartes alors que deux joueurs doivent encore parler", "flop"),
    ("sur le turn Hugo étale sa main devant tout le monde, l'autre réfléchit encore", "turn"),
    ("à la river Zoé mise, Karim paie et il étale son jeu", "showdown"),
])
def test_the_street_says_the_moment_of_a_spread_hand(model, text, phase):
    assert facts_of(model, text).get("phase") == phase


def test_a_spread_hand_on_the_turn_is_shown_to_the_table(model):
    got = facts_of(model, "au turn il étale ses deux cartes face visible, un joueur n'a pas encore parlé")
    assert got.get("hand_exposed") is True and got.get("exposed_to") == "table"


@pytest.mark.parametrize("text, tabled", [
    ("à la river il a tablé sa quinte et l'autre a jeté", True),
    ("on passe a table 5 pour la finale", False),
    ("il a tablé sur une erreur du donneur", False),
])
def test_has_tabled_is_the_participle_only_with_its_accent(model, text, tabled):
    from engine.text import stream
    assert ("abattu" in stream(text, model.thesaurus)) is tabled


@pytest.mark.parametrize("text", [
    "le court stack envoie tapis, son cousin derrière se couche en montrant un full",
    "Marc fait tapis avec rien, sa copine fold ses rois face visible",
])
def test_collusion_told_through_the_betting(model, text):
    assert facts_of(model, text).get("collusion") is True


@pytest.mark.parametrize("text", [
    "au flop Léo mise 1500, Inès relance à 4500, Léo se couche",
    "le bouton fait tapis, la BB réfléchit et se couche avec une paire de valets",
    "son pote au rail regarde, le joueur se couche avec une paire de dames face à la relance",
    "un joueur est all in, les deux autres checkent jusqu'au bout pour l'éliminer",
])
def test_plain_betting_is_no_collusion(model, text):
    assert "collusion" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "Mehdi étale son brelan au flop alors que le CO n'a pas encore parlé",
    "elle retourne sa paire d'as au turn pendant que son adversaire réfléchit encore",
])
def test_a_hand_shown_on_a_street_is_no_board_card_out_too_soon(model, text):
    got = facts_of(model, text)
    assert "premature" not in got and "premature_card" not in got


def test_a_hand_spread_by_its_player_is_shown_to_the_table(model):
    got = facts_of(model, "Mehdi étale son brelan au flop alors que le CO n'a pas encore parlé")
    assert got.get("hand_exposed") is True and got.get("exposed_to") == "table"


def test_the_dealer_putting_the_flop_out_early_stays_premature(model):
    assert facts_of(model, "le donneur étale le flop alors que le CO n'a pas encore parlé").get("premature") is True


@pytest.mark.parametrize("text, tabled", [
    ("au turn le CO table ses cartes, la BB doit encore parler", True),
    ("il s'assoit à la table son sac à la main", False),
    ("la table sa voisine et lui sont au complet", False),
])
def test_table_before_a_possessive_is_the_verb(model, text, tabled):
    from engine.text import stream
    assert ("abat" in stream(text, model.thesaurus)) is tabled



def test_a_muck_at_the_showdown_is_no_open_muck(kb):
    from .reading import first_section
    said = "à la river les deux checkent, Paul étale ses cartes en premier et Julie jette les siennes sans les montrer"
    assert first_section(kb, said) != "open-muck"


def test_a_fold_with_no_bet_during_the_betting_stays_open_muck(kb):
    from .reading import first_section
    said = "au turn il n'y a aucune mise à payer et le 6 balance ses cartes au muck"
    assert first_section(kb, said) == "open-muck"


@pytest.mark.parametrize("text", [
    "au turn la donneuse étale les cartes du flop une deuxième fois pour les relire",
    "le croupier étale les cartes restantes du paquet pour les recompter",
])
def test_board_or_stub_spread_by_the_dealer_is_no_hand_shown(model, text):
    got = facts_of(model, text)
    assert "hand_exposed" not in got and "exposed_to" not in got


def test_cards_then_another_players_turn_is_no_cards_speak(model):
    assert "cards_speak" not in facts_of(model, "il a posé ses cartes, le 8 doit encore parler")
    assert facts_of(model, "le floor rappelle que les cartes parlent, peu importe l'annonce").get("cards_speak") is True
