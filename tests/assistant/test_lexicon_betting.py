"""Floor French of bets and raises (chapter 9), in phrasings of our own: the anglicisms of the table (min-raise, string
bet, overchip, jam), who acted before someone had spoken, one chip against a pile, « tapis » the all-in against « tapis »
the stack or the felt. Each phrase is invented here (none is a scenario's or an incident's), so a pass measures the
lexicon, not memory."""

import pytest

from engine import inference

from tests.assistant.reading import facts_of, first_section


@pytest.mark.parametrize("text,fact,value", [
    # out of turn: an act while a player before had not spoken, before everyone, thinking it was his turn
    ("le 8 relance alors que le 6 n'a pas encore parlé", "out_of_turn", True),
    ("la petite blinde se couche alors que le bouton n'avait pas parlé", "out_of_turn", True),
    ("il annonce tapis avant tout le monde, persuadé d'être premier", "out_of_turn", True),
    ("croyant que c'était son tour, elle pousse ses jetons", "out_of_turn", True),
    ("il paie sans attendre le montant de la relance", "out_of_turn", True),
    ("la croupière désigne le siège 7, qui mise aussitôt", "out_of_turn", True),
    # the player nobody asked
    ("le donneur oublie que le 2 doit encore parler et passe au suivant", "forgotten_player", True),
    ("elle a été sautée à la parole par le croupier", "forgotten_player", True),
    ("le donneur passe par-dessus le siège 2 et le 3 relance", "forgotten_player", True),
    ("se croyant seule en coup, elle annonce tapis", "out_of_turn", True),
    # one chip, several chips
    ("face à 600 il lâche un jeton de 5000 sans un mot", "chips_placed", "single"),
    ("il laisse échapper un de 1000 sur la table", "chips_placed", "single"),
    ("il avance une pile de jetons de 25 d'un coup", "chips_placed", "multiple"),
    ("il balance un overchip devant lui", "chip_value", "higher"),
    ("il pose sa plaque sans dire mot", "declaration", "none"),
    # declarations told « en disant … »
    ("il pousse deux jetons en disant call", "declaration", "call"),
    ("elle crie relance et cherche ses jetons", "declaration", "raise"),
    # min-raise and string bet, as the table says them
    ("il fait un min-raise, c'est assez ?", "min_raise", True),
    ("il veut surrelancer à 900 mais le croupier lui dit que le minimum est 1100", "min_raise", True),
    ("elle relance en deux temps en retournant à sa pile", "string_bet", True),
    ("une mise en plusieurs fois, il revient chercher des plaques", "string_bet", True),
    ("il annonce relance mais ne pose pas le minimum", "bet_short", True),
    # the all-in
    ("il part à tapis sur le flop", "allin", True),
    ("au bouton il jam ses 14 blindes", "allin", True),
    ("il lui reste 35 jetons et les pousse au milieu", "allin", True),
    ("son tapis de 12 000 est-il une vraie relance ou pas ?", "allin_short", "below-min-raise"),
    ("après son 4-bet à tapis trop court, l'action est-elle rouverte pour le premier relanceur ?", "reopen", True),
    # what was heard, what was meant
    ("elle dit « suivi » mais le croupier a compris relance", "misunderstood", True),
    ("il lance « trois », ça veut dire 300 ou 3000 ?", "abbreviated_amount", True),
    # chips hidden behind, found once the all-in is called
    ("tapis payé, on voit qu'il lui restait une plaque cachée sous son téléphone", "forgotten_chips", True),
    ("après son all-in il lui reste des jetons derrière ses cartes", "forgotten_chips", True),
    # conditional
    ("je paie quoi que tu fasses, lance-t-il au relanceur", "conditional", True),
    ("avant que l'autre ait misé, il prévient qu'il paiera", "conditional", True),
])
def test_floor_phrasings(model, text, fact, value):
    assert facts_of(model, text).get(fact) == value


@pytest.mark.parametrize("text", [
    "le floor regarde un tapis pour savoir qui mène",
    "on répartit les places selon les tapis",
    "sa carte glisse et tombe sur le tapis de table",
    "avec un tapis de 25 blindes il ouvre du cut-off",
    "à la bulle le floor compare les tapis des deux tables",
])
def test_tapis_the_stack_or_the_felt_is_no_all_in(model, text):
    assert "allin" not in facts_of(model, text)


def test_another_player_silent_is_not_the_actors_silence(model):
    """« alors que le 4 n'a pas parlé » tells who was skipped, not that the one who bet said nothing."""
    assert facts_of(model, "il relance alors que le 4 n'a pas parlé").get("declaration") != "none"


def test_a_room_reopened_is_no_reopened_betting(model):
    assert "reopen" not in facts_of(model, "la salle a rouvert après la pause")


def test_check_then_call_told_in_a_story_is_no_conditional(model):
    assert "conditional" not in facts_of(model, "le 2 checke, le 5 paie, le 6 se couche")


def test_chips_pushed_forward_are_no_conditional(model):
    """« avance » is the chips pushed forward, not an action told in advance."""
    assert "conditional" not in facts_of(model, "il dit tapis et avance ses jetons vers le pot")


def test_raises_told_in_a_collusion_story_are_no_reopening(model):
    """« ils se relancent encore » is a story of raises (collusion), not the question of a blocked raise (§9.21)."""
    assert "reopen" not in facts_of(model, "les deux amis se relancent encore et encore pour sortir le troisième")


def test_may_he_raise_again_is_the_reopening_question(model):
    assert facts_of(model, "après le tapis court du 6, le relanceur peut-il encore relancer ?").get("reopen") is True


def test_the_dealer_telling_an_amount_gives_no_turn(model):
    assert "out_of_turn" not in facts_of(model, "le croupier indique le montant à payer et il paie")


def test_a_pile_of_chips_of_one_value_is_not_one_chip(model):
    """« une pile de jetons de 100 »: the article belongs to the pile, the chips are many."""
    assert facts_of(model, "il pousse une pile de jetons de 100").get("chips_placed") != "single"


def test_someone_who_does_not_speak_english_has_not_been_skipped(model):
    """« qui ne parle pas anglais » after a call is a language, not an act before someone spoke."""
    assert "out_of_turn" not in facts_of(model, "il suit, mais la croupière qui ne parle pas anglais hésite")


def test_a_seat_number_before_raise_is_no_call_and_raise(model):
    """« payé, les deux jeux… le relanceur »: a call-and-raise announce says the raise's amount."""
    assert "call_and_raise" not in facts_of(model, "tapis payé, les deux mains retournées, le relanceur s'en va")


def test_a_word_of_suite_is_no_call(model):
    """« tout de suite » is not « il suit »: the thesaurus leaves « suit » out."""
    assert facts_of(model, "il retourne tout de suite sa main après le tapis").get("declaration") != "call"


def test_out_of_turn_ruling(kb):
    answer = inference.ask(kb, "le 3 relance alors que le 2 n'avait pas parlé ; le 2 veut maintenant payer", top=3)
    assert answer["results"][0]["id"] == "jouer-a-son-tour"


def test_one_oversized_chip_ruling(kb):
    answer = inference.ask(kb, "face à une relance à 800, il pose sans parler un jeton de 5000", top=3)
    assert answer["results"][0]["id"] == "jeton-unique-de-valeur-superieure"


@pytest.mark.parametrize("text", [
    "le joueur avance ses jetons en silence et le directeur dit call",
    "l'arbitre annonce check pour ce geste ambigu",
    "après discussion le floor dit relance, les jetons ayant franchi la ligne",
])
def test_the_floors_ruling_is_no_players_declaration(model, text):
    """« le floor dit call » is how the floor reads an act, not a player's announce (§9.4 would be a wrong ruling)."""
    assert facts_of(model, text).get("declaration") in (None, "none")


def test_the_players_own_call_is_still_heard_next_to_the_floor(model):
    assert facts_of(model, "elle dit call, puis le floor confirme")["declaration"] == "call"


def test_a_call_repeated_is_no_consecutive_undercall(model):
    """« suivant » is « suivre » once read by the thesaurus: « le joueur call aussi » is no second undercall."""
    assert "consecutive_undercalls" not in facts_of(model, "le joueur dit call et son voisin paie aussi")
    assert "consecutive_undercalls" not in facts_of(model, "le joueur suivant paie aussi")


@pytest.mark.parametrize("text,fact", [
    ("que doit faire le croupier si vous voyez une carte retournée ?", "conditional"),
    ("elle part chercher des jetons à la caisse pour se recaver", "string_bet"),
    ("il fait des allers retours aux toilettes toute la soirée", "string_bet"),
    ("il ajoute encore un add-on à la pause", "string_bet"),
    ("coupure de courant, toute la salle est dans le noir", "dark_bet"),
    ("entre temps elle est revenue de pause", "action_changed"),
    ("il demande combien il reste de temps avant la pause", "count_request"),
])
def test_betting_words_in_another_sense(model, text, fact):
    """Words of a betting fact used for something else: a hypothesis, the cashier, the bar, a power cut, the clock."""
    assert fact not in facts_of(model, text)


@pytest.mark.parametrize("text,fact", [
    ("il lâche 1000 puis retourne chercher des jetons dans sa pile", "string_bet"),
    ("si tu bouges je paie, lance-t-il au bouton", "conditional"),
    ("le 4 mise entre temps, le 2 peut-il reprendre son call ?", "action_changed"),
    ("elle checke dans le noir avant la turn", "dark_bet"),
])
def test_betting_words_in_their_sense(model, text, fact):
    assert facts_of(model, text).get(fact) is True


@pytest.mark.parametrize("text,fact", [
    ("elle dit plus tard qu'elle avait deux paires", "declaration"),
    ("elle dit plus tard qu'elle avait deux paires", "plus_announce"),
    ("il dit ensuite qu'il avait la quinte", "late_declaration"),
    ("le siège 6 est libéré, on y place un joueur de la table 3", "reopen"),
    ("on rouvre la table 2 pour équilibrer", "reopen"),
    ("la grosse blinde pose ses cartes devant elle et regarde son téléphone", "bb_chips_adjusted"),
    ("il anticipe la fin du niveau et file au bar", "out_of_turn"),
    ("il joue trop vite au goût du croupier", "out_of_turn"),
    ("le croupier annonce la dernière main avant la pause", "misunderstood"),
    ("quel est le montant total des prix cette semaine ?", "plus_announce"),
])
def test_more_betting_words_in_another_sense(model, text, fact):
    """Time (« dit plus tard », « ensuite »), a seat or a table (« libéré », « rouvre »), cards, the clock, prizes."""
    assert fact not in facts_of(model, text)


@pytest.mark.parametrize("text,fact,value", [
    ("il dit plus 3000 sur la mise de 1500", "plus_announce", True),
    ("la grosse blinde rajoute des jetons en plus de sa blinde", "bb_chips_adjusted", True),
    ("le croupier a annoncé 4500 au lieu de 45 000", "misunderstood", True),
    ("elle pousse ses jetons puis annonce call", "late_declaration", True),
])
def test_more_betting_words_in_their_sense(model, text, fact, value):
    assert facts_of(model, text).get(fact) == value


@pytest.mark.parametrize("text", [
    "elle n'avait fait que demander s'il restait des jetons, le donneur a pris ça pour un call",
    "il demandait juste le montant, ce n'était pas un call",
    "c'était une question, pas une annonce, plaide le joueur",
])
def test_a_question_taken_for_an_action(model, text):
    """§9.20: a player only asking, whose question was read as an act."""
    assert facts_of(model, text).get("misunderstood") is True


@pytest.mark.parametrize("text", [
    "elle dit qu'elle va payer sa recave au prochain break",
    "il dit payer son add-on en carte bancaire",
    "il dit parole d'honneur, il n'a pas vu la carte",
])
def test_paying_an_entry_or_giving_ones_word_is_no_declaration(model, text):
    """« payer » a re-buy is no call, « parole » given is no check."""
    assert facts_of(model, text).get("declaration") is None


@pytest.mark.parametrize("text", [
    "face à la relance elle donne seulement un nombre, sans préciser son action",
    "il lâche juste un nombre, ni call ni raise",
])
def test_an_amount_without_an_action(model, text):
    assert facts_of(model, text).get("amount_only") is True


@pytest.mark.parametrize("text", [
    "elle pose un jeton sur ses cartes pour les protéger pendant qu'elle réfléchit",
    "il lance un jeton au croupier après avoir gagné le pot",
    "il met un jeton de côté pour payer son café",
])
def test_a_protector_a_tip_a_chip_aside_is_no_bet(model, text):
    assert "chips_placed" not in facts_of(model, text)


def test_a_stack_told_is_no_all_in(model):
    """« il dit que son tapis fait 30 000 »: the stack, not the all-in announce."""
    found = facts_of(model, "elle dit que son tapis fait 30 000 selon son compte")
    assert found.get("declaration") != "allin" and "allin" not in found


@pytest.mark.parametrize("text", [
    "le 4 paie, le 7 relance à 3000, le 4 peut-il encore relancer ?",
    "UTG paie, le 6 relance à 900 et tout le monde passe",
])
def test_two_seats_acting_is_no_call_and_raise(model, text):
    """The number after « paie » is the next seat, not a call's amount: two players, not one announce."""
    assert "call_and_raise" not in facts_of(model, text)


def test_a_call_and_raise_in_one_breath_is_still_heard(model):
    assert facts_of(model, "il annonce « je paye 300 et je relance de 900 » sans s'arrêter")["call_and_raise"] is True


# Chips of an all-in that came to light after the call (§9.23), and a count that came out wrong (§9.20): our phrasings.
@pytest.mark.parametrize("text", [
    "après avoir payé le tapis, on s'aperçoit qu'il lui reste deux plaques derrière son porte-cartes",
    "il envoie tout au milieu, le voisin suit et gagne ; le perdant retrouve ensuite une plaque de 1000 sous sa casquette",
    "tapis payé à la river, puis ses jetons planqués apparaissent derrière sa bouteille",
    "les noirs cachés derrière sa pile de verts sont découverts une fois le tapis payé",
])
def test_chips_found_or_hidden_after_the_all_in(model, text):
    assert facts_of(model, text).get("forgotten_chips") is True


@pytest.mark.parametrize("text", [
    "il cache ses cartes sous un jeton pendant que l'autre réfléchit",
    "elle pose un jeton sous ses cartes et attend",
    "il a des cartes rouges cachées sous sa main",
    "il compte ses jetons au lieu de parler",
])
def test_a_protector_a_card_or_a_count_is_no_forgotten_chip(model, text):
    assert "forgotten_chips" not in facts_of(model, text)


def test_hidden_chips_after_a_called_all_in_go_to_the_director(kb):
    assert first_section(kb, "il fait tapis, l'autre paie et gagne ; on découvre ensuite des plaques cachées sous "
                             "son téléphone") == "jetons-oublies-a-tapis"


@pytest.mark.parametrize("text", [
    "le croupier compte 30 000 au lieu de 40 000 et le suivant paie sur ce chiffre",
    "la donneuse annonce 12 000 et non 21 000, le joueur suivant relance là-dessus",
    "le dealer se trompe en comptant la relance, son compte est faux",
])
def test_a_count_that_came_out_wrong(model, text):
    assert facts_of(model, text).get("count_error") is True


def test_counting_instead_of_acting_is_no_count_error(model):
    assert "count_error" not in facts_of(model, "il compte ses jetons au lieu de parler, le floor arrive")


def test_the_next_player_acting_on_a_wrong_count_is_responsible(kb):
    assert first_section(kb, "le croupier compte 150 000 au lieu de 250 000 ; le suivant sur-relance en pensant "
                             "avoir assez, l'erreur se voit ensuite") == "actions-mal-comprises"


def test_a_floor_letting_him_go_on_with_his_chips_is_no_quitting(model):
    """« le directeur le laisse continuer avec son jeton »: he stays in; « laisse ses jetons » is not his leaving."""
    assert facts_of(model, "le directeur le laisse continuer avec ses jetons restants après vérification").get("quits") is not True
    assert facts_of(model, "il quitte la salle et laisse ses jetons sur la table").get("quits") is True


# §9.3, first sentence: at one's turn the word binds; a fold said, then a change of mind. Our phrasings.
@pytest.mark.parametrize("text", [
    "à la river elle lâche « allez, je me couche », puis change d'avis et paie",
    "il dit fold, se ravise et veut sur-relancer",
    "après avoir annoncé fold, il veut finalement payer",
    "le bouton se dédit : il avait dit je passe, il veut maintenant miser",
])
def test_a_fold_said_then_taken_back(model, text):
    assert facts_of(model, text).get("word_taken_back") is True


@pytest.mark.parametrize("text", [
    "le 3 se couche, le 5 hésite longtemps et finalement paie",
    "il se couche, puis finalement la grosse blinde relance",
])
def test_another_player_thinking_is_no_word_taken_back(model, text):
    assert "word_taken_back" not in facts_of(model, text)


def test_the_word_said_at_ones_turn_binds(kb):
    assert first_section(kb, "à son tour il annonce « je me couche », puis se ravise et pousse ses jetons pour "
                             "payer : l'adversaire veut le fold") == "jouer-a-son-tour"


# A blind or an ante that takes the whole stack (§9.7), and a pot's size that is no « plus X » announced. Our phrasings.
@pytest.mark.parametrize("text", [
    "blindes 2000/4000 : la petite blinde n'a que 1200, elle est à tapis en postant",
    "avec l'ante payée il ne lui reste rien, il est à tapis d'office dans la grosse blinde",
    "son tapis est inférieur à la petite blinde, il la pose en entier",
])
def test_all_in_by_the_blind_or_the_ante(model, text):
    assert facts_of(model, text).get("allin_short") == "below-bb"


def test_a_blind_all_in_for_less_goes_to_the_short_all_in_rule(kb):
    """The small blind short (the big blind short in a big-blind-ante format is §4.2's own case)."""
    assert first_section(kb, "blindes 1000/2000 : la petite blinde n'a que 600, à tapis en postant ; le bouton "
                             "relance, qui va dans quel pot ?") == "tapis-preflop-inferieur-a-la-grosse-blinde"


@pytest.mark.parametrize("text", [
    "il y a un peu plus de 9000 au pot quand elle mise",
    "à la river, plus de 20 000 dans le pot, il réfléchit",
])
def test_the_size_of_the_pot_is_no_plus_announce(model, text):
    assert "plus_announce" not in facts_of(model, text)


def test_a_plus_announce_is_still_heard(model):
    assert facts_of(model, "face à 2000 il annonce plus 5000")["plus_announce"] is True


@pytest.mark.parametrize("text", [
    "B soupire, le croupier entend « call » et fait retourner les mains",
    "elle tapote la table, la donneuse a compris check et sort la river",
    "le dealer croit entendre « suivi » alors qu'il n'a rien dit",
])
def test_the_dealer_hearing_an_action_not_made(model, text):
    found = facts_of(model, text)
    assert found.get("misread_by_dealer") is True and found.get("misunderstood") is True


def test_an_action_the_dealer_misheard_does_not_bind(kb):
    assert first_section(kb, "au turn A pousse tapis ; B grogne, le croupier entend « call » et fait retourner les "
                             "mains ; B n'a rien annoncé, peut-il encore se coucher ?") == "actions-mal-comprises"


# Round 4: chips moved toward the pot then taken back (annex §7.7), a fold said then the cards thrown (no revelation),
# one stack pushed (no all-in), bet chips that stay in (no odd chip). Phrasings of our own.
@pytest.mark.parametrize("text", [
    "elle avance deux piles de plaques vers le centre puis les rapatrie devant elle",
    "il glisse son tas de jetons en avant, puis fait marche arrière avant de les lâcher",
    "il se ravise alors que ses jetons sont déjà partis, et les ramène dans son stack",
])
def test_chips_pushed_then_taken_back(model, text):
    assert facts_of(model, text).get("angle_shoot") is True


@pytest.mark.parametrize("text", [
    "le croupier ramène les jetons au centre puis pousse le pot au gagnant",
    "la BB reprend un de ses jetons ; le donneur pousse le pot",
    "le donneur pousse le pot au gagnant, qui ramène les plaques devant lui",
])
def test_the_dealer_moving_chips_is_no_feint(model, text):
    assert "angle_shoot" not in facts_of(model, text)


def test_pushing_chips_forward_then_back_goes_to_the_angle_shoot_answer(kb):
    assert first_section(kb, "au turn il avance une pile vers le milieu, puis la rapatrie sans l'avoir lâchée et "
                             "mise trois fois moins : le mouvement engage-t-il ?") == "question-angle-shoot"


@pytest.mark.parametrize("text", [
    "au turn il dit « fold » et jette sa main alors que le siège 2 n'a pas encore parlé",
    "elle dit je me couche et va jeter ses cartes avant son tour",
])
def test_a_fold_said_then_thrown_is_no_revelation(model, text):
    assert "disclosure" not in facts_of(model, text)


def test_telling_the_thrown_hand_is_still_a_revelation(model):
    assert facts_of(model, "couché, il dit à toute la table qu'il a jeté un as")["disclosure"] is True


def test_one_stack_pushed_is_no_allin(model):
    assert "allin" not in facts_of(model, "il pousse toute une pile de jetons rouges vers le milieu")


def test_bet_chips_staying_in_are_no_odd_chip(model):
    assert "odd_chip" not in facts_of(model, "le floor tranche : ses jetons restent engagés, il conteste")


# A player who missed the raise and put in the old amount: an undercall (§9.10). Phrasings of our own.
@pytest.mark.parametrize("text", [
    "le cutoff relance à 900 mais le bouton, qui n'a pas vu, met juste 300 devant lui",
    "elle a raté la relance du siège 3 et pousse seulement la blinde",
    "au turn il relance ; son voisin n'entend pas et paie l'ancienne mise",
])
def test_the_raise_missed_then_chips_put_in_is_an_undercall(model, text):
    found = facts_of(model, text)
    assert found.get("bet_short") is True and found.get("bet_kind") == "call"


@pytest.mark.parametrize("text", [
    "il n'a pas vu la relance et se couche aussitôt",
    "le siège 5 relance, personne n'a rien remarqué d'anormal",
])
def test_a_missed_raise_without_chips_is_no_undercall(model, text):
    assert "bet_short" not in facts_of(model, text)


def test_the_missed_raise_goes_to_short_bets(kb):
    assert first_section(kb, "blindes 500/1000, le cutoff relance à 3500 ; la petite blinde n'a pas entendu et "
                             "met 500 de plus pour compléter, puis veut reprendre : que doit-elle ?") == "mises-insuffisantes"
