"""Floor French of the deal and the board (chapters 4 to 7), in phrasings of our own: who dealt or turned which card,
when, and what the players had done by then. Each phrase is invented here (none is a scenario's or an incident's), so a
pass measures the lexicon, not memory."""

import pytest

from engine import inference
from engine.text import stream

from tests.assistant.reading import facts_of, first_section


@pytest.mark.parametrize("text,fact,value", [
    # a board card out before a player acted: the dealer's act, the card, the player who had not spoken
    ("la croupière envoie la river alors que le cut-off n'avait pas encore parlé", "premature_card", "river"),
    ("il retourne la turn sans attendre que le bouton se décide", "premature_card", "turn"),
    ("le dealer n'a pas vu le call du siège 2 et étale déjà le flop", "premature_card", "flop"),
    ("le croupier oublie le gros stack et sort la turn direct", "premature_card", "turn"),
    ("les enchères du flop pas finies, et la quatrième carte est déjà sur la table", "premature_card", "turn"),
    ("le flop est parti trop tôt", "premature", True),
    ("le dealer a envoyé la turn avant que la BB parle", "premature_card", "turn"),
    ("la river est servie, le cut-off n'avait pas checké", "premature_card", "river"),
    ("le siège 3 n'a qu'une carte devant lui", "wrong_card_count", True),
    # the dealer sweeping the board while the hand is on
    ("la donneuse balaye le flop avec les cartes couchées", "board_removed", True),
    ("le croupier ramasse la turn et la river alors que deux joueurs sont encore en jeu", "board_removed", True),
    # cards falling, seen while dealt, backs that differ
    ("en regardant sa main, une de ses cartes lui échappe et tombe sous la table", "card_dropped", True),
    ("le voisin jure qu'il voit les cartes quand elle distribue", "card_flashed", True),
    ("on a entrevu la carte du siège 6 pendant la distribution", "card_flashed", True),
    ("une carte a un dos rouge, toutes les autres sont bleues", "deck_irregular", True),
    ("le liseré de cette carte n'est pas le même que sur les autres", "deck_irregular", True),
    ("c'est une maldonne, il faut redistribuer", "misdeal", True),
    # burns, the error raised late, betting already under way
    ("le dealer a brûlé une carte de trop avant la river", "two_burns", True),
    ("le croupier a sauté la brûlée et envoyé la river direct", "burn_missing", True),
    ("personne n'a rien remarqué, on s'en aperçoit trop tard, après la river", "error_seen_late", True),
    ("UTG relance, le suivant paie, et là on compte trois cartes devant la BB", "betting_under_way", True),
])
def test_floor_phrasings(model, text, fact, value):
    assert facts_of(model, text).get(fact) == value


@pytest.mark.parametrize("text,fact", [
    ("le croupier n'a pas retourné la turn, il attend que le siège 4 parle", "premature_card"),  # he waited: no error
    ("le bouton a laissé tomber le paquet en mélangeant, les cartes partout", "card_dropped"),  # the deck, not a card
    ("personne n'a encore parlé quand le joueur appelle le donneur", "premature"),  # calling the dealer is no board card
    ("deux jeux qui tournent sur la table", "phase"),  # decks taking turns are no turn card
    ("le croupier pose le talon sur le muck alors qu'il reste la river", "board_removed"),  # the river still to come
    ("il propose un deal à trois", "dropped_by"),  # a deal between players is no dealer
    ("il a balancé ses cartes trop tôt, le pot n'était pas attribué", "premature"),  # his cards, not the board's
    ("elle annonce son tapis trop tôt, ce n'était pas à elle", "premature"),  # « trop tôt » alone is no board card
    ("il demande une fausse donne parce que son voisin a trois cartes", "card_flashed"),  # « donne » alone is no dealing
])
def test_words_that_do_not_tell_the_fact(model, text, fact):
    assert facts_of(model, text).get(fact) in (None, False)


def test_negation_inside_a_concept_word(model):
    """« n'a pas parlé » is one concept word (the player who had not acted); « ne voit rien » ends its own negation and
    does not deny the dealer's act that follows it."""
    assert facts_of(model, "le croupier ne voit rien et retourne la river").get("premature_card") == "river"
    assert facts_of(model, "la turn sort alors que la BB n'a pas parlé").get("premature_card") == "turn"
    assert "premature_card" not in facts_of(model, "la turn ne sort pas, la BB n'a pas parlé")
    # the negation inside « n'a qu'une carte » does not deny the card it holds
    assert facts_of(model, "la grosse blinde n'a qu'une carte").get("wrong_card_count") is True


def test_stems_keep_the_turn_card_and_the_dealer_apart():
    assert stream("tournant") != stream("ils tournent")
    assert stream("dealer") != stream("deal")


def test_an_ace_is_a_word(model):
    """« as » is the ace, not the verb: « deux as de pique » is a duplicated card, « deux pique » is nothing."""
    assert "as" in stream("il a deux as de pique")
    assert facts_of(model, "on trouve deux as de pique dans le même paquet").get("deck_irregular") is True
    assert facts_of(model, "on retourne deux 7 de trèfle sur le tableau").get("deck_irregular") is True


def test_a_premature_turn_seen_by_all_is_not_a_flashed_card(kb):
    assert first_section(kb, "le donneur sort la turn alors que le bouton n'a pas parlé ; toute la table l'a vue") == \
        "turn-prematuree"


def test_a_board_swept_by_the_dealer(kb):
    assert first_section(kb, "la croupière rafle le tableau et le jette au muck alors que deux joueurs sont "
                             "encore dans le coup") == "tableau-enleve-prematurement"


def test_three_cards_found_after_bets_go_on(kb):
    assert first_section(kb, "le cut-off mise, le bouton paie, puis la petite blinde découvre qu'elle a trois "
                             "cartes") == "actions-substantielles"


def test_a_card_back_that_differs(kb):
    assert first_section(kb, "en regardant ses cartes il voit qu'une des deux a un dos vert, pas comme les autres") == \
        "paquet-irregulier"


def test_a_card_the_player_turned_himself_is_no_misdeal(kb, model):
    """The dealer's act is not the player's: the first card turned by the dealer is a misdeal (6.1), the player's own
    card turned while he looks at it is not (no dealing error at all)."""
    assert facts_of(model, "en soulevant ses cartes, elle retourne la première face visible").get("exposed_by") == "player"
    assert facts_of(model, "la même carte retournée deux fois").get("exposed_by") is None  # « même » is not « lui-même »
    assert first_section(kb, "la croupière retourne la toute première carte qu'elle distribue") == "fausse-donne"
    got = [r["id"] for r in inference.ask(kb, "en soulevant ses cartes, elle retourne la première face visible",
                                          top=3)["results"]]
    assert "fausse-donne" not in got[:1]



@pytest.mark.parametrize("text", [
    "la donneuse pousse la turn au muck alors que le cut-off n'a pas parlé",
    "le croupier rafle tout le flop avant la fin des enchères",
    "le donneur balance la river au muck par erreur",
])
def test_the_board_swept_is_read_with_its_verb(model, text):
    """The board taken off the table: the sweeping verb with the board as its object."""
    assert facts_of(model, text).get("board_removed") is True


@pytest.mark.parametrize("text", [
    "le donneur met sa main au muck puis sort le tableau",
    "la croupière met les cartes du perdant au muck avant de retourner la river",
    "le croupier jette les cartes du perdant au muck et finit de donner la river",
])
def test_a_hand_swept_before_the_board_is_dealt_is_no_board_removed(model, text):
    """A hand put in the muck, then the board dealt: the board is the object of another verb."""
    assert "board_removed" not in facts_of(model, text)


def test_a_tabled_hand_the_dealer_mucks_and_brings_back(kb):
    """Hands face up at an all-in called; the dealer mucks one and takes it back out: §10.4 / §10.2, not §7.6."""
    assert first_section(kb, "tapis payé, les deux mains sont sur la table face visible ; le donneur met une des mains "
                             "au muck, la ressort et sort la turn et la river") in {
        "tuer-la-main-gagnante", "face-visible-en-cas-de-tapis"}


def test_a_dealer_near_a_table_is_not_a_dealer_on_some_tables(model):
    """« sur la table » is no « seulement sur certaines tables »: a dealer at the table tells no dealing help (§5.1)."""
    assert "dealing_help" not in facts_of(model, "il pose ses jetons sur la table et le donneur attend sa décision")


def test_a_dealer_on_some_tables_only_is_dealing_help(model):
    assert facts_of(model, "un croupier uniquement sur la table finale, les autres donnent eux-mêmes").get(
        "dealing_help") is True


# Round 5: the muck named as a place, cards that fall on the table, the replacement card, « sa deuxième carte ».

@pytest.mark.parametrize("text", [
    "en recomptant le muck le croupier trouve 14 cartes au muck au lieu de 10",
    "le croupier trouve trop de cartes dans le muck : des cartes du talon ont dû y glisser",
    "des cartes du paquet se sont retrouvées dans le muck avant la river",
])
def test_cards_of_the_stub_in_the_muck_are_deck_and_muck_mixed(model, text):
    """The muck counted holds more cards than were thrown: cards still to come are in it (§7.7), no player's count."""
    found = facts_of(model, text)
    assert found.get("deck_muck_mixed") is True
    assert "wrong_card_count" not in found
    assert "deck_exposed" not in found


def test_a_muck_counted_is_no_hand_thrown(model):
    assert "hand_mucked" not in facts_of(model, "le donneur compte 12 cartes dans le muck au lieu de 9")


def test_a_muck_holding_cards_to_come_is_mixed_and_shuffled(kb):
    assert first_section(kb, "au moment de la river, le croupier compte 13 cartes au muck au lieu de 9 : des cartes "
                             "du talon y ont glissé, que fait-on ?") == "paquet-et-muck-melanges"


def test_cards_slipping_out_of_the_stub_are_not_the_deck_fallen(model):
    """A few cards slipping out of the stub are not « le paquet est tombé » (§7.6), nor a card seen (§6.6)."""
    found = facts_of(model, "pendant qu'il brûle, on voit des cartes glisser du paquet")
    assert "deck_exposed" not in found
    assert "card_flashed" not in found


@pytest.mark.parametrize("text", [
    "la croupière perd la turn dans le muck en la retournant",
    "le donneur a fait tomber la river dans le muck, impossible de la retrouver",
])
def test_a_board_card_lost_in_the_muck_is_the_board_removed(model, text):
    found = facts_of(model, text)
    assert found.get("board_removed") is True
    assert "hand_mucked" not in found


def test_a_board_card_lost_in_the_muck_at_an_all_in(kb):
    """Not §10.4 (hands thrown face down at an all-in): the dealer lost a board card, §7.6."""
    assert first_section(kb, "deux joueurs à tapis, le croupier perd la turn dans le muck avec les cartes couchées, "
                             "on ne sait plus laquelle c'était") == "tableau-enleve-prematurement"


@pytest.mark.parametrize("text", [
    "à l'abattage ses deux cartes lui échappent et retombent devant lui, face cachée",
    "il lâche ses cartes, elles tombent sur le tapis devant le donneur",
])
def test_cards_falling_on_the_table_are_not_dropped_off_it(model, text):
    """§6.4 is a card fallen off the table; cards landing on the felt in front of someone never left it."""
    assert facts_of(model, text).get("card_dropped") is not True


def test_a_card_falling_to_the_floor_is_still_dropped(model):
    assert facts_of(model, "une de ses cartes tombe par terre sous sa chaise").get("card_dropped") is True


@pytest.mark.parametrize("text,value", [
    ("sa deuxième carte arrive retournée, c'est un valet", 1),
    ("une deuxième carte retournée pendant la même donne", 2),
])
def test_his_second_card_is_one_card_exposed(model, text, value):
    """« sa deuxième carte » is his second card (one exposed); « une deuxième carte retournée » is another one."""
    assert facts_of(model, text).get("cards_exposed") == value


def test_the_replacement_card_is_no_seat_card(kb, model):
    """« une autre carte à la place » is the card given instead (§6.3), not a seat card (§2.1)."""
    text = "au second tour de donne sa carte est exposée, le croupier lui sert une autre carte à la place en fin de donne"
    assert "wrong_seat" not in facts_of(model, text)
    assert first_section(kb, text) == "cartes-retournees"


def test_a_misdeal_asked_of_a_new_dealer_is_no_misread_pot(model):
    """« fausse donne, le croupier, tout … »: « donne » is the deal here, not the dealer giving all the pot (§10.2)."""
    assert "misread" not in facts_of(model, "j'exige une fausse donne, le croupier, tout jeune, ne veut pas")
    assert facts_of(model, "le croupier donne tout à l'autre alors que c'était partagé").get("misread") is True


def test_a_player_taking_his_hand_back_and_turning_it_is_his_own_act(model):
    """He takes back his own cards and turns them: no card exposed by the dealer (§6.3), no dead card mixed (§6.5)."""
    found = facts_of(model, "sur la river il hésite, reprend ses cartes et les retourne pour montrer sa couleur")
    assert found.get("exposed_by") == "player"
    assert "dead_card_mixed" not in found


def test_a_dead_card_taken_back_into_the_hand_is_still_mixed(model):
    assert facts_of(model, "il a repris la carte morte avec l'autre, on ne sait plus laquelle est vivante").get(
        "dead_card_mixed") is True


@pytest.mark.parametrize("text", [
    "le croupier sert aussi le 7, alors que ce siège est vide depuis une heure",
    "la donneuse a distribué deux cartes devant une place libre",
])
def test_cards_sent_to_an_empty_seat(model, text):
    assert facts_of(model, text).get("card_to_empty_seat") is True


def test_an_empty_seat_alone_deals_nothing(model):
    """A seat left empty (a player gone, a dead button) is no card dealt to it (§6.1)."""
    found = facts_of(model, "le joueur du 4 est parti, sa place reste vide au coup suivant, où met-on le bouton ?")
    assert "card_to_empty_seat" not in found


@pytest.mark.parametrize("text", [
    "avant la turn le croupier brûle une autre carte par erreur",
    "il brûle une seconde carte avant d'étaler le flop",
])
def test_one_more_burn_is_two_burns(model, text):
    assert facts_of(model, text).get("two_burns") is True
