"""Round 17: dead hands and the end of a hand, read from the rule text first. A hand the dealer took that can still
be told apart is the one a floor gives back with a warning (§8.1), not a burnt hand (§8.2); bare cards, nothing lying
on them, are unprotected; a player who throws his cards sure the hand is over or won, or forgetting a player named by
his seat, mucks too fast (§10.10), whereas one sure to be beaten does not. Every phrase is ours, invented for this
file; each reading has a counter-example."""

import pytest

from .reading import facts_of, first_section


# -- §8.1 / §8.2: nothing on the cards; a hand taken by the dealer, still told apart or lost ----------------------

@pytest.mark.parametrize("text", [
    "la joueuse garde ses deux cartes au bord du feutre, sans rien dessus",
    "il n'y avait aucun jeton dessus quand le donneur est passé",
    "le siège 5 laisse toujours ses cartes nues devant lui",
])
def test_bare_cards_are_unprotected(model, text):
    assert facts_of(model, text).get("hand_unprotected") is True


@pytest.mark.parametrize("text", [
    "elle pose un jeton de 500 sur ses cartes",  # protected
    "il range ses jetons dans sa pochette",  # no cards
])
def test_cards_with_a_guard_are_not_read_unprotected(model, text):
    assert facts_of(model, text).get("hand_unprotected") is not True


@pytest.mark.parametrize("text", [
    "La croupière rafle la main du siège 3, qui n'avait aucun jeton dessus ; elle est encore sur le haut de la "
    "défausse et le responsable la lui redonne avec un avertissement.",
    "Le donneur emporte les cartes de la joueuse, laissées sans protection, mais elles sont restées à part, "
    "reconnaissables : le floor les lui rend.",
])
def test_a_hand_the_dealer_took_still_told_apart_is_given_back_with_a_warning(kb, text):
    assert first_section(kb, text) == "responsabilite-des-cartes"


@pytest.mark.parametrize("text", [
    "La croupière rafle la main du siège 3, laissée sans protection ; elle se mélange au muck, impossible de la "
    "retrouver.",
    "Le donneur emporte les cartes de la joueuse, laissées sans protection.",
])
def test_a_hand_the_dealer_took_and_lost_is_burnt(kb, text):
    assert first_section(kb, text) == "mains-non-protegees"


# -- §10.10: cards thrown by a player sure the hand is over, or forgetting a player --------------------------------

@pytest.mark.parametrize("text", [
    "il mise, l'autre se couche, et il jette ses cartes persuadé que le coup était terminé",
    "elle balance sa main, convaincue d'être seule dans le coup",
    "je jette tout de suite en pensant prendre le pot",
    "le miseur jette ses cartes en oubliant le petit tapis de la table",
    "il mucke aussitôt en oubliant la grosse blinde",
])
def test_a_throw_sure_the_hand_is_won_or_forgetting_a_player_is_a_fast_muck(model, text):
    assert facts_of(model, text).get("fast_muck") is True


@pytest.mark.parametrize("text", [
    "il jette ses cartes, sûr d'être battu par la quinte",  # sure to lose: §8.3, no fast muck
    "je jette ma main en pensant qu'il avait mieux",  # his belief is about the other's hand
    "le suivant lâche « je suis convaincu que le prochain coup est pour moi, je vais ramasser le pot », puis se couche",
    # words let out (« lâche »), no cards thrown
    "il oublie le short en comptant les joueurs restants",  # forgetting without a throw
])
def test_a_throw_without_the_belief_of_a_won_hand_is_no_fast_muck(model, text):
    assert facts_of(model, text).get("fast_muck") is not True
