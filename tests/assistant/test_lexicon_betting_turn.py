"""Acting before one's turn (§9.3) against what an announcement is worth (§9.4), and scenery words that made false
facts in betting stories: a pause in speech read as the tournament's break, chips not let go read as cards kept face
down, « ce n'est pas une mise » read as « no bet to call ». Every phrase is invented here (none is a scenario's or an
incident's), so a pass measures the lexicon, not memory."""

import pytest

from tests.assistant.reading import facts_of, first_section


@pytest.mark.parametrize("text,fact,value", [
    # an early act, then a raise told after it: the action has changed when the turn comes back
    ("le 4 annonce « je suis » hors de son tour, puis le cut-off surrelance à 9000", "action_changed", True),
    ("elle paie avant son tour ; le joueur qu'elle a sauté relance derrière", "action_changed", True),
    # a raise said, its amount not known yet, and another player acting at once
    ("le 2 dit « je relance » sans préciser le montant, et son voisin se couche aussitôt", "out_of_turn", True),
    ("le bouton annonce relance, n'a pas encore annoncé la somme, que la grosse blinde paie déjà", "out_of_turn", True),
])
def test_turn_phrasings(model, text, fact, value):
    assert facts_of(model, text).get(fact) == value


@pytest.mark.parametrize("text,fact", [
    # a raise after an act made at one's own turn is no change of a word said early
    ("il paie à son tour, puis le joueur suivant relance", "action_changed"),
    # the early act itself a raise, nobody else named: one act, no change
    ("elle prévient avant son tour qu'elle va relancer", "action_changed"),
    # « relance sans montant » of one player who then puts his chips in is §9.4/§9.5, not another acting too soon
    ("il annonce relance sans préciser le montant et pousse 4000 au milieu", "out_of_turn"),
    ("elle dit relance sans donner de montant, pose le call puis ajoute 3000", "out_of_turn"),
])
def test_turn_not_read(model, text, fact):
    assert fact not in facts_of(model, text)


@pytest.mark.parametrize("text,fact", [
    # a pause in a player's speech is no break of the tournament
    ("il dit « tapis », marque une pause, puis ajoute « non, je passe »", "phase"),
    ("après trois secondes de pause il annonce qu'il suit", "phase"),
    # chips not let go are no cards kept face down
    ("sa mise est-elle valable si ses jetons ne sont pas lâchés ?", "hand_kept_face_down"),
    ("il avance la pile mais n'a pas lâché ses jetons", "hand_kept_face_down"),
    # « ce n'est pas une mise tant que… » judges an act, it says no bet was made before him
    ("le directeur explique que ce n'est pas une mise tant que la main tient les plaques", "no_bet"),
    ("pour la croupière ce n'est pas une vraie mise, juste un geste", "no_bet"),
])
def test_scenery_not_read(model, text, fact):
    assert fact not in facts_of(model, text)


def test_tournament_break_still_read(model):
    assert facts_of(model, "pendant la pause, un joueur déplace ses jetons").get("phase") == "break"


@pytest.mark.parametrize("text", [
    # an early « call » with one chip, then a raise: the out-of-turn rule decides, not what « call » is worth
    "le siège 9 lâche « call » hors de son tour en posant une plaque de 1000, puis le 7 relance à 5000 : il est tenu ?",
    # an announced raise not yet sized, and a call at once
    "A annonce relance sans donner de chiffre et le joueur d'après dit call aussitôt ; est-il engagé si A met beaucoup ?",
])
def test_out_of_turn_decides(kb, text):
    assert first_section(kb, text) == "jouer-a-son-tour"


@pytest.mark.parametrize("text,fact,value", [
    # the bet missed, then chips put in for less: the undercall of §9.10, whatever bet it was
    ("distrait, le 6 n'a pas remarqué la mise du 3 et pose 800 devant lui", "bet_short", True),
    ("elle n'a pas entendu sa mise et glisse deux plaques", "bet_kind", "call"),
])
def test_missed_bet_phrasings(model, text, fact, value):
    assert facts_of(model, text).get(fact) == value


def test_chips_put_in_before_the_miss_is_no_undercall(model):
    # « mis » (mettre) is no bet: chips put in, then something unseen, tells no undercall
    assert "bet_short" not in facts_of(model, "il a mis ses jetons au milieu sans voir que le flop était sorti")


@pytest.mark.parametrize("text,fact", [
    # chips cut off a stack are no cut of the deck, whatever dealer is named near them (a mask covers a composed
    # fact's concept word, not only a trigger phrase)
    ("elle coupe ses jetons dans sa main et la donneuse annonce le montant", "shuffle"),
    ("il coupe 12 000 de sa pile, le croupier regarde", "shuffle"),
    # the dealer's or a judge's word on an act is no player's declaration
    ("le croupier dit relance, le joueur proteste qu'il voulait payer", "declaration"),
    ("l'arbitre dit relance valable et on continue", "declaration"),
    # « le suivant » is the next player, « la suivante » the next card: no call
    ("ouverture à 2000, le suivant réfléchit longuement", "substantial_action"),
    ("ouverture à 2000, le suivant réfléchit longuement", "betting_under_way"),
    # a sign made by the player, after other words of the dealer, is no dealer giving the turn
    ("la donneuse lui demande de se taire, il insiste et fait signe qu'il se couche", "out_of_turn"),
])
def test_other_sense_not_read(model, text, fact):
    assert fact not in facts_of(model, text)


@pytest.mark.parametrize("text,fact,value", [
    ("le croupier coupe le paquet puis distribue", "shuffle", True),
    ("la croupière, distraite, désigne le 4 qui relance aussitôt", "out_of_turn", True),
])
def test_the_sense_still_read(model, text, fact, value):
    assert facts_of(model, text).get(fact) == value


@pytest.mark.parametrize("text,fact", [
    # the floor correcting a pot or an error is no player correcting his announcement
    ("le pot a été mal partagé : le directeur peut-il encore corriger ?", "declaration_corrected"),
    ("la croupière corrige le compte du side pot", "declaration_corrected"),
    # nobody protesting is no player betting without a word
    ("la main est poussée au mauvais joueur et personne ne dit rien", "declaration"),
])
def test_correction_and_silence_not_read(model, text, fact):
    assert fact not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "elle annonce 8000, se corrige aussitôt et dit 6000",
    "il lance « call », euh non, il relance",
])
def test_a_player_correcting_his_word_still_read(model, text):
    assert facts_of(model, text).get("declaration_corrected") is True


@pytest.mark.parametrize("text,fact", [
    # a cheat caught red-handed carries no bag of chips
    ("le superviseur prend le tricheur la main dans le sac, que risque-t-il ?", "chips_transport"),
    # cards thrown face down onto the chips hide no stack
    ("furieux, il jette ses cartes face cachée sur les jetons du milieu", "stacks_visible"),
])
def test_chapter3_scenery_not_read(model, text, fact):
    assert fact not in facts_of(model, text)


@pytest.mark.parametrize("text,fact", [
    ("à la pause elle range trois plaques de 1000 dans son sac à main", "chips_transport"),
    ("il garde ses gros jetons cachés derrière sa casquette", "stacks_visible"),
])
def test_chapter3_still_read(model, text, fact):
    assert facts_of(model, text).get(fact) is True


def test_the_dealer_counting_to_pay_is_no_count_request(model):
    # the dealer counting a stack or a pot is his work; a player asking for a count is §9.15
    assert "count_request" not in facts_of(model, "le croupier compte le tapis du perdant et paie le gagnant")
    assert facts_of(model, "le relanceur exige que son adversaire compte sa mise").get("count_request") is True
