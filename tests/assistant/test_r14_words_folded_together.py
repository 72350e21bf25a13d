"""Round 14: words the reading used to fold into others. The stemmer cut « directeur » to « direct », « finalement »
to « final », « écouteurs » to « écoute »; triggers whose other words are stop words (« son fort », « à lui de
vérifier », « pas eu le bouton ») were one common word; « tapis vide / court » is a stack; « sans que j'aie parlé »
is « n'a pas parlé »; « une poubelle » is a worthless hand; a card with a chipped corner is a deck change. Then the
readings set on collection 14's development half (burns and hands counted « au lieu de », a short stack kept alive,
a player asleep, a colour-up, a card lifted too soon, a cap on raises, a hand named by a pronoun) and the scenery
some two-word triggers read over their gap (« mise … son tapis », « joueur … déplace », « pour … suivre »).
Every phrase is ours, invented for this file; each reading has a counter-example."""

import pytest

from .reading import facts_of


# -- the subjunctive of « avoir » is an auxiliary ---------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "la croupière retourne la turn sans que j'aie parlé",
    "le donneur sort la river avant qu'elle ait agi",
])
def test_a_board_card_out_before_the_player_spoke_is_premature(model, text):
    assert facts_of(model, text).get("premature") is True


def test_a_board_card_out_after_the_player_spoke_is_not(model):
    assert "premature" not in facts_of(model, "j'ai parlé, puis le donneur sort la turn")


# -- the stack, by the word after « tapis » -------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "on prélève les blindes sur le tapis vide du siège 4",
    "je suis tapis court, le bouton ouvre",
    "chacun reçoit un tapis de départ de 30 000",
])
def test_a_stack_told_by_what_follows_is_no_all_in(model, text):
    assert "allin" not in facts_of(model, text)


@pytest.mark.parametrize("text", ["il fait tapis de 4000 au turn", "elle annonce tapis, court mais pas ridicule"])
def test_an_all_in_stays_an_all_in(model, text):
    assert facts_of(model, text).get("allin") is True


# -- words the stemmer folded into others ---------------------------------------------------------------------------

def test_to_listen_is_no_electronic_device(model):
    assert "phone" not in facts_of(model, "le floor écoute les deux joueurs puis tranche")


def test_earphones_are_still_a_device(model):
    assert facts_of(model, "il garde ses écouteurs pendant le coup").get("phone") is True


def test_finally_is_no_final_table(model):
    from engine.story import read as _read

    stems, _ = _read(model, "finalement il paie après deux minutes")
    assert "final" not in stems and "tabl" not in stems


def test_the_director_is_the_floor(model):
    from engine.story import read as _read

    assert "floor" in _read(model, "le directeur arrive")[0]
    assert "floor" not in _read(model, "il paie direct")[0]


def test_to_pretend_is_no_seeming(model):
    assert "angle_shoot" not in facts_of(model, "il semble que la croupière a mal compté")
    assert facts_of(model, "il fait semblant de jeter puis relance").get("angle_shoot") is True


# -- one-stem triggers that were any common word ---------------------------------------------------------------------

def test_loud_play_is_no_ringing_phone(model):
    assert "phone_ring" not in facts_of(model, "il mucke fort, les cartes volent")


def test_an_indication_is_no_wrong_seat(model):
    assert "wrong_seat" not in facts_of(model, "le floor indique que la relance est valable")


def test_to_check_a_count_is_no_player_duty(model):
    assert "player_duties" not in facts_of(model, "il veut vérifier le montant avant de payer")


def test_chips_not_released_are_no_hand_kept(model):
    assert "hand_kept_face_down" not in facts_of(model, "il pousse sa pile au milieu sans la lâcher")


def test_a_button_denied_is_no_right_to_the_button(model):
    assert "button_right" not in facts_of(model, "il n'est pas au bouton, il est en petite blinde")


# -- a worthless hand, a damaged card -------------------------------------------------------------------------------

def test_a_trash_hand_is_not_the_muck(model):
    assert "hand_mucked" not in facts_of(model, "je relance au cut-off avec une poubelle")
    assert facts_of(model, "il met ses cartes à la poubelle").get("hand_mucked") is True


@pytest.mark.parametrize("text", [
    "on remarque qu'une carte du jeu est cornée dans un coin",
    "deux cartes sont abîmées, on les reconnaît de dos",
])
def test_a_damaged_card_is_a_deck_change(model, text):
    assert facts_of(model, text).get("deck_change") is True


def test_a_damaged_table_is_no_deck_change(model):
    assert "deck_change" not in facts_of(model, "le tapis de la table est abîmé, les jetons glissent")


# -- collection 14's development half: burns and hands counted, a short kept alive, a player asleep, a colour-up -----

def test_burning_one_card_too_many_is_two_burns_not_a_wrong_hand(model):
    got = facts_of(model, "au turn la donneuse a brûlé 2 cartes au lieu de 1")
    assert got.get("two_burns") is True and "wrong_card_count" not in got


def test_a_hand_of_the_wrong_size_told_with_au_lieu_de(model):
    assert facts_of(model, "en PLO il découvre qu'il joue 3 cartes au lieu de 4").get("wrong_card_count") is True


@pytest.mark.parametrize("text", [
    "à la bulle, il veut se coucher exprès pour garder en vie le short stack",
    "je jette ma main pour que le petit tapis reste en vie un tour de plus",
])
def test_folding_to_keep_a_short_stack_alive_is_collusion(model, text):
    assert facts_of(model, text).get("collusion") is True


def test_a_short_stack_surviving_is_no_collusion(model):
    assert "collusion" not in facts_of(model, "le short double et reste en vie ; au coup suivant je relance")


@pytest.mark.parametrize("text", ["le joueur du 3 s'est endormi à la table", "un joueur fait un malaise à sa place"])
def test_a_player_asleep_or_unwell_is_away_from_play(model, text):
    assert facts_of(model, text).get("absent") is True


def test_chips_handed_in_to_be_coloured_up_are_the_colour_up(model):
    assert facts_of(model, "le floor ramasse les jetons de 100 pour les colorer").get("chip_race") is True


def test_the_dealer_lifting_the_card_while_a_player_thinks_is_premature(model):
    assert facts_of(model, "elle réfléchit encore quand la croupière soulève déjà la river").get("premature") is True
    assert "premature" not in facts_of(model, "la croupière soulève le paquet pour le couper")


# -- scenery read as an act: a noun « mise » near a stack, a card gone, a card moved --------------------------------

def test_bets_placed_near_a_stack_are_no_all_in(model):
    assert "allin" not in facts_of(model, "il pose ses mises à deux centimètres de son tapis")
    assert facts_of(model, "au turn il mise son tapis").get("allin") is True


def test_a_card_gone_is_no_player_gone(model):
    assert "long_absence" not in facts_of(model, "au moment de donner la deuxième, la première carte a disparu")
    assert facts_of(model, "il a disparu depuis trois tours").get("long_absence") is True


def test_a_player_moving_the_river_is_no_player_moved(model):
    assert "table_balancing" not in facts_of(model, "à l'abattage un joueur retourne ses cartes et déplace la river")
    assert facts_of(model, "le joueur déplacé arrive de la table 4 avec ses jetons").get("table_balancing") is True


def test_the_rail_of_the_table_is_no_spectator(model):
    from engine.story import read as _read

    assert "spectator" not in facts_of(model, "la croupière pose le paquet sur le rail et ramasse le muck")
    assert "paquet" in _read(model, "la croupière pose le paquet sur le rail")[0]  # the deck is still told
    assert facts_of(model, "ses amis au rail lui font des signes").get("spectator") is True


# -- a cap told as a denial, a registration paid, the dealer seated, an infinitive fold -----------------------------

def test_a_cap_on_raises_told_as_a_denial_is_the_number_of_raises(model):
    assert facts_of(model, "la croupière nous dit : pas plus de trois relances par tour").get("raise_count") is True


def test_paying_the_registration_is_no_call(model):
    got = facts_of(model, "il prend tout son temps, même pour jeter : « j'ai payé mon inscription »")
    assert "bet_kind" not in got
    assert facts_of(model, "il ne pose que 300 pour suivre la relance à 500").get("bet_kind") == "call"


def test_the_dealer_seated_beside_is_no_seat_draw(model):
    assert "seat_draw" not in facts_of(model, "le croupier, assis à côté, appelle le floor")


def test_folding_to_keep_a_short_alive_told_with_the_infinitive(model):
    assert facts_of(model, "la SB veut jeter exprès pour le garder en vie").get("collusion") is True


def test_a_hand_named_by_its_owner_is_a_hand(model):
    got = facts_of(model, "à l'abattage, le croupier met au muck celle du gagnant sans la regarder")
    assert got.get("mucked_by") == "dealer" and got.get("kill_winning_hand") is True


def test_cards_counted_in_the_muck_are_no_hand_of_the_wrong_size(model):
    assert "wrong_card_count" not in facts_of(model, "le croupier compte 12 cartes au muck au lieu de 9")
