"""Floor French of the end of a hand (chapters 8 and 10), in phrasings of our own: who mucked, where the cards lie, what
was shown, to whom the pot went. Each phrase is invented here (none is a scenario's or an incident's), so a pass
measures the lexicon, not memory."""

import pytest

from engine import inference

from tests.assistant.reading import facts_of, first_section


@pytest.mark.parametrize("text,fact,value", [
    ("à l'abattage le croupier a raflé ses cartes avec la défausse", "mucked_by", "dealer"),
    ("ses cartes sont perdues dans le muck, plus moyen de les retrouver", "mucked_lost", True),
    ("elle a mucké direct en croyant que c'était gagné, mais le bouton avait encore sa main", "fast_muck", True),
    ("les deux jouent le board et se partagent la mise", "split_pot", True),
    ("après la river, il laisse ses cartes face cachée devant lui et le donneur attend", "hand_kept_face_down", True),
    ("le donneur pousse le pot au perdant sans que personne ne réagisse", "misread", True),
    ("check-check à la river, chacun attend que l'autre montre en premier", "showdown_order", True),
    ("il annonce la quinte en étalant, mais il n'a que deux paires", "cards_speak", True),
    ("tout le monde a foldé sur sa relance, il montre un seul de ses as", "one_card_shown", True),
    ("tout le monde a foldé sur sa relance, il montre un seul de ses as", "won_uncalled", True),
])
def test_floor_phrasings(model, text, fact, value):
    assert facts_of(model, text).get(fact) == value


def test_the_muck_as_a_place_is_not_the_dealer_mucking(model):
    """« le donneur … au ras du muck »: the muck is where the cards lie, not the dealer's act."""
    assert "mucked_by" not in facts_of(model, "le croupier rattrape ses cartes juste au bord du muck")


def test_a_deal_error_with_one_card_is_not_a_card_shown(model):
    assert "one_card_shown" not in facts_of(model, "le siège 4 n'a reçu qu'une seule carte au lieu de deux")


def test_the_dealers_muck_is_not_the_players(kb):
    """A hand the dealer took and lost in the muck is §8.2 (no recourse), not §10.4 (cards thrown face down at all-in)."""
    assert first_section(kb, "tapis et payé ; pendant qu'il discute, le croupier ramasse ses cartes avec la défausse, "
                             "impossible de les retrouver") == "mains-non-protegees"


def test_cards_kept_face_down_are_not_abandoned(kb):
    assert first_section(kb, "à l'abattage, il garde ses cartes face cachée devant lui, sans toucher le muck : "
                             "peut-il encore les retourner ?") == "abattage"


def test_a_third_party_pointing_out_a_misread_is_no_revelation(kb):
    """A player out of the hand who asks the dealer to re-read helps correct the pot (§10.2 « les joueurs de la table
    sont invités à apporter leur aide », §10.9 « intervention immédiate d'un tiers »), not §11.3 (revealing a hand)."""
    answer = inference.ask(kb, "le croupier se trompe de main et pousse les jetons ; un joueur couché lui demande de "
                               "relire le board, les cartes sont toujours sur la table", top=3)
    assert answer["results"][0]["id"] in {"tuer-la-main-gagnante", "reclamer-le-pot"}
    assert "pas-de-revelation" not in [r["id"] for r in answer["results"]]


def test_a_misread_is_read_from_the_request_to_re_read(model):
    assert facts_of(model, "le voisin demande au donneur de relire les mains").get("misread") is True


# -- second pass: facts told across two clauses, the dealer's muck vs the player's own, one card then the other --
@pytest.mark.parametrize("text,fact,value", [
    ("il jette sa main, la croupière la repêche aussitôt", "mucked_recognisable", True),
    ("la main est partie à la défausse mais le floor la ressort du muck", "mucked_recognisable", True),
    ("le croupier croit la main finie et la met au muck", "mucked_by", "dealer"),
    ("elle fait tapis au flop et le cut-off suit", "allin_called", True),
    ("il retourne un as et jette l'autre carte", "one_card_shown", True),
    ("la donneuse la bloque avec la paume", "muck_stopped", True),
    ("les deux mains retournées, tout le monde regarde le tableau", "hand_tabled", True),
    ("la croupière pousse le pot à A, qui balance sa main", "fast_muck", True),
    ("le dealer donne le pot au mauvais joueur sans voir la quinte", "misread", True),
    ("la croupière pousse le pot au mauvais joueur, personne ne bronche", "misread", True),
    ("face à la relance, sans un mot, il retourne ses deux dames", "exposes_in_action", True),
    ("le voisin signale au croupier la couleur du perdant", "misread", True),
    ("elle fait tapis au turn et retourne aussitôt sa main", "shown_after_own_action", True),
])
def test_second_pass_phrasings(model, text, fact, value):
    assert facts_of(model, text).get(fact) == value


def test_a_player_throwing_after_the_push_is_not_the_dealers_muck(model):
    """« le croupier pousse le pot à A, qui balance sa main »: A threw his own cards; a dealer « ramasse », a player « jette »."""
    assert "mucked_by" not in facts_of(model, "la croupière pousse le pot à A, qui balance sa main")


def test_a_shove_with_no_caller_is_no_called_allin(model):
    assert "allin_called" not in facts_of(model, "il fait tapis au flop, tout le monde passe")


def test_cards_no_longer_found_are_not_recognisable(model):
    """Spoken French drops the « ne »: « on retrouve plus ses cartes » is cards lost, not cards found again."""
    assert facts_of(model, "elle a jeté trop vite, on retrouve plus ses cartes").get("mucked_recognisable") is None


def test_a_stopped_second_card_is_asked_for(kb):
    """One card shown, the other on its way to the muck, the dealer stops it: §10.2 (ask for the second card), not
    §10.5's throw at one's own risk."""
    assert first_section(kb, "à la river il montre une dame et balance l'autre carte vers le muck, la croupière la "
                             "bloque") == "tuer-la-main-gagnante"


def test_a_tabled_hand_the_dealer_mucks_is_the_winning_hand_rule(kb):
    answer = inference.ask(kb, "les deux mains retournées, la croupière met au muck celle du gagnant par erreur", top=3)
    assert answer["results"][0]["id"] == "tuer-la-main-gagnante"


def test_a_muck_after_the_pot_was_pushed_to_him_is_a_fast_muck(kb):
    answer = inference.ask(kb, "la croupière pousse le pot à A, qui balance sa main ; B avait encore ses cartes",
                           top=3)
    assert answer["results"][0]["id"] == "cartes-jetees-trop-rapidement"


def test_a_hand_fished_out_of_the_muck_is_still_dead(kb):
    answer = inference.ask(kb, "il jette sa main vers la défausse, la donneuse la ressort du muck", top=3)
    assert answer["results"][0]["id"] == "cartes-jetees-discernables"


def test_an_error_after_the_award_is_no_misread(model):
    """« par erreur » after the pot was pushed may be another act's (the cards gathered), not a wrong winner."""
    assert "misread" not in facts_of(model, "le croupier pousse le pot au gagnant et ramasse les cartes par erreur")


def test_a_bet_pushed_and_lost_is_no_misread(model):
    """« pousse ses jetons » is a bet, and « perd » (stem of « perdant ») is the hand's result: no pot to the wrong player."""
    assert "misread" not in facts_of(model, "il pousse ses jetons sans rien annoncer, il est payé et perd")


def test_all_in_alone_is_no_shove_then_call(model):
    """« à tapis » (all in) then « que tu paies » (a wish): nobody has called yet."""
    assert "allin_called" not in facts_of(model, "elle a bluffé à tapis et lui dit « je veux que tu paies »")


def test_the_board_put_in_the_muck_is_no_hand_the_dealer_mucked(model):
    assert "mucked_by" not in facts_of(model, "le croupier rafle le tableau et le met au muck")


def test_an_unnoticed_error_is_no_misread_by_itself(model):
    """« personne ne l'a vu » tells an error unnoticed (a deck, a card), not a pot given to the wrong hand."""
    assert "misread" not in facts_of(model, "deux as de pique dans le paquet, personne ne l'a vu sur le moment")


def test_everyone_folding_round_to_a_player_is_no_uncalled_win(model):
    assert facts_of(model, "tout le monde passe jusqu'au bouton, qui relance").get("won_uncalled") is not True


def test_would_he_have_won_is_rabbit_hunting_not_a_misread(model):
    """« pour savoir s'il aurait gagné »: a hypothetical about unseen cards, not a pot given to the wrong hand."""
    assert "misread" not in facts_of(model, "après le coup, elle veut voir la turn pour savoir si elle aurait gagné")


def test_a_floors_ruling_giving_the_pot_is_no_misread(model):
    """The floor giving the pot to the other player after a ruling is the ruling, not a pot read wrong."""
    assert "misread" not in facts_of(model, "le directeur déclare sa main morte et donne le pot à l'autre joueur")


def test_finding_oneself_with_two_cards_is_no_hand_retrieved(model):
    """« se retrouve avec deux cartes » (a deal) is not cards found again in the muck."""
    assert "mucked_recognisable" not in facts_of(model, "après la carte exposée, le cut-off se retrouve avec trois cartes")


def test_showing_facing_a_raise_is_not_showing_after_acting(model):
    assert "shown_after_own_action" not in facts_of(model, "face à une relance il montre sa main sans rien dire")


def test_a_show_after_his_own_shove_is_not_a_show_instead_of_acting(kb):
    """§8.6 is a hand shown when the player must act; shown after his own all-in, it is no longer §8.6's case."""
    answer = inference.ask(kb, "elle fait tapis au turn et retourne aussitôt sa main, l'autre réfléchit encore", top=5)
    assert all(r["id"] != "exposer-sa-main" for r in answer["results"][:1])


@pytest.mark.parametrize("text,fact,value", [
    # cards thrown that stop before the muck: still thrown, and recognisable (§8.4), never « kept in front » (§10.5)
    ("il lance sa main vers le centre, elle s'arrête sans atteindre le muck", "mucked_recognisable", True),
    # the dealer mixing a hand into the discards
    ("la croupière attrape sa main et la mêle à la défausse", "mucked_by", "dealer"),
    ("le donneur a pris ses cartes pour les mélanger avec le muck", "mucked_by", "dealer"),
    # a refusal told as « no duty to show »
    ("elle affirme qu'elle n'est pas tenue de retourner ses cartes", "refuses_to_show", True),
    ("il répond que rien ne l'oblige à abattre sa main", "refuses_to_show", True),
    # a combination nobody at the table saw
    ("il y avait un partage au board mais personne ne l'a remarqué", "misread", True),
    ("sa quinte passe inaperçue et le pot part de l'autre côté", "misread", True),
])
def test_floor_phrasings_round_three(model, text, fact, value):
    assert facts_of(model, text).get(fact) == value


def test_a_throw_short_of_the_muck_is_not_a_hand_kept(model):
    """« sans toucher le muck » after a throw: the cards were sent towards the muck (§8.4), not left lying (§10.5)."""
    assert "hand_kept_face_down" not in facts_of(model, "il balance ses cartes, elles glissent sans toucher le muck")


def test_an_unnoticed_premature_card_is_no_misread(model):
    """Nobody seeing a dealing error is no pot given to the wrong player."""
    assert "misread" not in facts_of(model, "personne ne voit que le donneur a sorti la turn trop tôt")


def test_a_thrown_hand_short_of_the_muck_is_dead(kb):
    assert first_section(kb, "à l'abattage l'adversaire étale, l'autre lance ses cartes face cachée, elles s'arrêtent "
                             "sans toucher le muck ; il voit qu'il avait gagné et veut les reprendre") \
        == "cartes-jetees-discernables"


def test_no_duty_to_show_at_all_in_called(kb):
    assert first_section(kb, "tapis payé au flop, il dit qu'il n'a pas à montrer ses cartes avant la river") \
        == "face-visible-en-cas-de-tapis"


def test_the_dealer_mixing_an_unprotected_hand_in_the_muck(kb):
    assert first_section(kb, "sans jeton sur ses cartes, elle se retourne pour parler ; le croupier prend sa main et "
                             "la mélange à la défausse") == "mains-non-protegees"


@pytest.mark.parametrize("text,value", [
    ("le croupier met une des deux mains au muck", "dealer"),
    ("la donneuse a mis la main du bouton à la défausse", "dealer"),
])
def test_the_dealer_putting_a_hand_in_the_muck(model, text, value):
    """« met … au muck » with the hand inside the phrase: the dealer's act."""
    assert facts_of(model, text).get("mucked_by") == value


def test_a_players_own_throw_after_the_pot_is_pushed_is_not_the_dealers(model):
    assert facts_of(model, "le croupier pousse le pot au bouton qui jette sa main au muck").get("mucked_by") != "dealer"


def test_two_hands_face_up_are_tabled(model):
    assert facts_of(model, "tapis et call, les mains face visible au milieu").get("hand_tabled") is True


@pytest.mark.parametrize("text", [
    "il balance sa main au milieu en zappant celui qui avait payé sa mise",
    "elle jette ses cartes vers la défausse en oubliant la joueuse à tapis depuis le flop",
    "il mucke aussitôt, sans penser à l'adversaire qui n'avait pas encore parlé",
])
def test_a_throw_that_forgets_a_player_still_in_is_a_fast_muck(model, text):
    """Throwing one's hand while losing sight of an opponent still in the pot: mucked as if the pot were won (§10.10)."""
    assert facts_of(model, text).get("fast_muck") is True


def test_a_dealer_forgetting_a_player_is_not_a_fast_muck(model):
    """The forgetting comes before any player's throw: a dealer's slip, not a player mucking as if he had won."""
    assert "fast_muck" not in facts_of(model, "le croupier oublie le joueur à tapis puis jette les cartes brûlées")


def test_a_bet_then_a_throw_forgetting_the_all_in_goes_to_the_early_muck(kb):
    """Recognisable cards thrown by a bettor who forgot the all-in player: §10.10 (the dealer keeps them), not §8.4."""
    assert first_section(kb, "tapis d'un court stack au flop ; à la river le gros mise, l'autre passe, et il envoie sa "
                             "main vers le muck en zappant le court stack à tapis ; on reconnaît encore ses deux cartes"
                         ) == "cartes-jetees-trop-rapidement"


@pytest.mark.parametrize("text", [
    "à l'abattage elle dépose sa main à l'envers sur le feutre pendant que les autres étalent",
    "showdown : il laisse ses deux cartes face cachée sur la table, son voisin montre sa main",
])
def test_a_hand_laid_face_down_at_showdown_is_kept(model, text):
    """Laid down face down while the others show, not sent to the muck: still his to table (§10.5)."""
    assert facts_of(model, text).get("hand_kept_face_down") is True


def test_a_card_the_dealer_lays_face_down_is_not_a_kept_hand(model):
    """Outside a showdown, « pose … face cachée » is the dealer's burn, not a player keeping his hand."""
    assert "hand_kept_face_down" not in facts_of(model, "le croupier pose la brûlée face cachée sous le jeton")
