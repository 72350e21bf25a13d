"""Round 8, chapters 8-10 (dead hands, betting, end of a hand): false readings removed and concepts told in floor
French, each phrase invented here (none is a scenario's or an incident's), so a pass measures the mechanism."""

import pytest

from tests.assistant.reading import facts_of, first_section


# -- a player claiming the pot is no « pot » bet (§9.15) -----------------------------------------------------------
@pytest.mark.parametrize("text", [
    "à l'abattage elle dit que le pot est à elle parce que son adversaire a mucké",
    "le bouton affirme que le pot lui revient, il dit que le pot est à lui",
    "il dit que le pot n'a pas été bien partagé",
])
def test_a_claim_on_the_pot_is_no_pot_bet(model, text):
    assert "pot_bet" not in facts_of(model, text)


@pytest.mark.parametrize("text", [
    "en no limit il dit juste « pot » et avance la main",
    "au turn elle annonce pot sans rien poser",
    "il mise le pot au flop, personne n'a compté",
])
def test_a_pot_bet_is_still_read(model, text):
    assert facts_of(model, text).get("pot_bet") is True


# -- a phone laid on the cards guards them: no phone used at the table (§1.3) --------------------------------------
@pytest.mark.parametrize("text", [
    "le croupier a ramassé sa main alors qu'elle avait posé son portable sur ses cartes",
    "il protégeait ses cartes avec son téléphone posé dessus, le donneur les a prises quand même",
])
def test_a_phone_guarding_the_cards_is_no_phone_offence(model, text):
    assert "phone" not in facts_of(model, text)


def test_a_phone_in_use_is_still_read(model):
    assert facts_of(model, "pendant le coup elle répond à un appel sur son portable").get("phone") is True


# -- a pot pushed to the wrong player, told afterwards; a claim made later (§10.9) ---------------------------------
@pytest.mark.parametrize("text", [
    "le croupier pousse le pot au bouton ; au replay, c'est la BB qui avait la meilleure main",
    "elle ne voit pas sa couleur, le donneur donne les jetons à l'autre",
    "il oublie sa quinte à l'abattage et jette",
])
def test_a_misread_told_in_floor_words(model, text):
    assert facts_of(model, text).get("misread") is True


def test_the_right_winner_paid_is_no_misread(model):
    assert "misread" not in facts_of(model, "le donneur pousse le pot à celle qui avait la meilleure main")


@pytest.mark.parametrize("text", [
    "le pot part chez le cut-off ; le lendemain le perdant conteste",
    "plus tard, le joueur du 6 s'en rend compte et réclame",
    "il revient réclamer trois mains plus tard",
])
def test_a_late_claim_comes_after_the_cards_were_gathered(model, text):
    assert facts_of(model, text).get("cards_collected") is True


@pytest.mark.parametrize("text", [
    "le croupier pousse le pot à son adversaire et elle quitte le tournoi",
    "il perd le coup et quitte le tournoi en 12e place",
])
def test_a_knocked_out_player_leaving_does_not_quit(model, text):
    assert "quits" not in facts_of(model, text)


def test_a_player_giving_up_still_quits(model):
    assert facts_of(model, "à la pause il quitte le tournoi et laisse ses jetons").get("quits") is True


# -- a hand thrown then taken back by its player could be told apart (§8.4) ----------------------------------------
@pytest.mark.parametrize("text", [
    "il balance ses cartes face cachée puis, voyant le board, reprend sa main",
    "la BB lâche sa main vers le croupier et, sur la remarque du voisin, récupère ses cartes",
])
def test_a_hand_thrown_then_taken_back_was_recognisable(model, text):
    assert facts_of(model, text).get("mucked_recognisable") is True


def test_a_throw_without_the_hand_named_is_not_taken_back(model):
    """« il jette, voit…, reprend ses cartes »: no hand thrown is named, the act may be another (chips, a word)."""
    assert "mucked_recognisable" not in facts_of(model, "il jette ses jetons, hésite, reprend ses cartes en main")


# -- an opponent's feigned fold that makes the player throw: the « faute adverse » of §8.4 -------------------------
@pytest.mark.parametrize("text", [
    "le cut-off fait mine de jeter sa main, alors la SB balance ses cartes",
    "au turn mon adversaire fait semblant de se coucher et moi je jette ma main dans la foulée",
])
def test_a_feigned_fold_followed_by_a_throw_is_read(model, text):
    assert facts_of(model, text).get("fold_induced") is True


def test_a_feint_alone_is_no_induced_fold(model):
    """The feint with nobody throwing after it is the annex's angle shoot, not a hand lost to it."""
    assert "fold_induced" not in facts_of(model, "il fait mine de jeter ses cartes en fixant son adversaire, puis il paie")


def test_a_throw_after_a_feint_leads_to_the_recoverable_hand(kb):
    assert first_section(kb, "à la river, la joueuse du 7 avance ses cartes comme pour se coucher ; son adversaire, qui "
                             "avait misé, jette aussitôt sa main, puis elle réclame le pot") == "cartes-jetees-discernables"


# -- an opening told as a min-raise asks nothing about the minimum (§9.6) ------------------------------------------
@pytest.mark.parametrize("text", [
    "l'UTG ouvre en min-raise, le hijack paie, au flop tout le monde check",
    "ouverture au minimum du cut-off, la BB défend",
])
def test_an_opening_min_raise_is_no_question_on_the_minimum(model, text):
    assert "min_raise" not in facts_of(model, text)


def test_the_question_of_the_minimum_is_still_read(model):
    assert facts_of(model, "après une relance à 600, de combien doit-il relancer au minimum ?").get("min_raise") is True


def test_chips_of_several_colours_are_not_identical(model):
    assert facts_of(model, "sans un mot il avance une poignée de jetons de plusieurs couleurs").get("chips_identical") is False


# -- a throw in the belief that everyone folded is §10.10's (present tense too) ------------------------------------
@pytest.mark.parametrize("text", [
    "au turn il croit que tout le monde a passé et balance ses cartes, mais le bouton avait payé",
    "elle pense que personne n'a payé sa relance et jette sa main",
])
def test_a_throw_believing_the_hand_won(model, text):
    assert facts_of(model, text).get("fast_muck") is True


def test_a_belief_without_a_throw_is_no_fast_muck(model):
    assert "fast_muck" not in facts_of(model, "il pense que tout le monde le regarde et demande le temps")


# -- whole situations, in our own words: the section that decides -------------------------------------------------
@pytest.mark.parametrize("text,section", [
    ("pendant que je parlais au voisin, le croupier a ramassé ma main alors que mon portable était posé sur mes "
     "cartes ; il dit que c'était à moi de les protéger", "mains-non-protegees"),
    ("le donneur pousse le pot au bouton ; au replay, la BB avait en réalité la meilleure main. Elle réclame le "
     "lendemain, trop tard ?", "reclamer-le-pot"),
    ("à la river il croit que tout le monde a passé et balance ses cartes face cachée vers le croupier, mais le "
     "bouton avait payé", "cartes-jetees-trop-rapidement"),
])
def test_the_deciding_section(kb, text, section):
    assert first_section(kb, text) == section
