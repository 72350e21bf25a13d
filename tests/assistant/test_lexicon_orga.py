"""Floor French of organisation, seats and ethics (chapters 1, 2, 3 and 11), in phrasings of our own: absences, phones,
lateness, sanctions, collusion, repeated behaviour. Each phrase is invented here (none is a scenario's or an
incident's), so a pass measures the lexicon, not memory."""

import pytest

from engine import inference
from engine.text import stream

from tests.assistant.reading import facts_of, first_section


@pytest.mark.parametrize("text,fact,value", [
    ("elle ne cesse de chambrer le croupier depuis le début du niveau", "repeated", True),
    ("il n'arrête pas de taper sur la table quand il perd", "repeated", True),
    ("le floor lui a déjà mis un warning la semaine dernière pour la même chose", "penalty", True),
    ("on lui colle deux tours de pénalité", "penalty", True),
    ("le joueur du 4 a traité la croupière de tous les noms", "misconduct", True),
    ("il a tenu des propos racistes envers son voisin", "misconduct", True),
    ("les deux copains s'épargnent à chaque coup où ils se croisent", "collusion", True),
    ("il joue avec ses écouteurs et une tablette posée à côté de ses jetons", "phone", True),
    ("il s'est levé de table pour aller discuter au bar", "absent", True),
    ("elle s'inscrit en retard, au troisième niveau", "late", True),
])
def test_floor_phrasings(model, text, fact, value):
    assert facts_of(model, text).get(fact, False) == value


def test_going_on_is_not_a_negation(model):
    """« il n'arrête pas de parler » tells a repetition, not that he does not talk."""
    assert stream("il n'arrête pas de commenter") == stream("il constamment commenter")
    assert stream("il ne relance pas")[0] == "!"  # a true negation stays one
    assert "repeated" not in facts_of(model, "il ne fait que payer depuis le début du coup")  # « only », not « keeps on »


def test_not_yet_denies(model):
    """« pas encore en main par main »: the hand for hand has not begun."""
    assert facts_of(model, "on n'est pas encore en main par main, deux tables restent")["hand_for_hand"] is False
    assert facts_of(model, "on est en main par main depuis dix minutes")["hand_for_hand"] is True


def test_a_sign_from_the_dealer_is_no_collusion(model):
    assert "collusion" not in facts_of(model, "le croupier lui fait signe que c'est à lui de parler")
    assert facts_of(model, "ces deux-là se font des signes entre eux pendant les coups")["collusion"] is True


def test_a_penalty_lifted_is_not_a_player_leaving(model):
    """« une pénalité levée » is not « il se lève de table »."""
    assert "absent" not in facts_of(model, "à la table il reçoit une sanction, levée au dîner")


def test_a_player_asking_for_a_card_is_no_appeal(model):
    assert "appeal" not in facts_of(model, "il réclame la carte qui lui manque, le floor la lui fait servir du dessus")


def test_the_break_bell_is_not_a_phone(model):
    assert "phone_ring" not in facts_of(model, "le gong de fin de niveau sonne au milieu du mélange")


def test_a_penalty_given_is_not_a_penalty_to_count(model):
    """« un tour de pénalité » given by the floor is not the question of how long a penalty lasts (§11.1 calc)."""
    assert "penalty_rounds" not in facts_of(model, "il a pris un tour de pénalité pour avoir montré sa main")


def test_minutes_later_is_no_clock(model):
    assert "time_call" not in facts_of(model, "dix minutes après, quelqu'un remarque l'erreur de pot")


def test_repeated_rudeness_is_the_ethics_section(kb):
    """A behaviour that goes on after a warning is §11.7 (repeated misconduct), before the ladder of §11.2."""
    assert first_section(kb, "il n'arrête pas de rabaisser son voisin de droite, le floor lui a déjà donné un "
                             "avertissement") == "manquements-ethiques"


def test_soft_play_story_is_the_ethics_section(kb):
    assert first_section(kb, "deux amis à la même table ne se relancent jamais entre eux et se refilent des jetons "
                             "l'un est short") == "ethique"


def test_a_big_blind_waved_at_is_not_a_player_blinded_out(model):
    """« fait signe à la BB » is not « se fait blinder » (a player gone while his blinds are taken)."""
    assert "long_absence" not in facts_of(model, "le croupier fait signe à la BB de parler")


def test_the_end_of_level_during_a_shuffled_hand(kb):
    """The level runs out once the deck is shuffled: §3.1, the hand under way is played at the old level."""
    assert first_section(kb, "le gong retentit alors que le jeu est déjà mélangé et coupé : on joue ce coup "
                             "avec les anciennes blindes ?") == "nouvelle-main-nouveau-niveau"


def test_talking_of_the_weather_during_a_hand_is_no_disclosure(model):
    """« parler pendant les coups » is table talk; a disclosure tells what a hand holds or comments on it."""
    assert "disclosure" not in facts_of(model, "deux joueurs se parlent en allemand pendant les coups")


def test_endless_chatter_after_reminders_is_the_ethics_section(kb):
    assert first_section(kb, "il parle sans arrêt pendant les coups, même couché, et recommence malgré les "
                             "rappels du croupier") == "manquements-ethiques"


def test_a_table_short_of_players_is_balancing(model):
    assert facts_of(model, "notre table n'a plus que 5 joueurs, les autres en ont 8")["table_balancing"] is True


@pytest.mark.parametrize("text,fact", [
    ("il a donné volontairement son tapis à son cousin en foldant", "collusion"),
    ("c'est son second avertissement de la soirée", "repeated"),
])
def test_more_floor_phrasings(model, text, fact):
    assert facts_of(model, text).get(fact) is True


def test_cards_shown_after_a_called_all_in_are_not_a_penalty(kb):
    """Tapis payé: the hands are turned face up (§10.4); showing them is not §11.5's card shown mid-action."""
    answer = inference.ask(kb, "son tapis est payé au flop, il montre ses deux cartes à tout le monde", top=3)
    assert answer["results"][0]["id"] == "face-visible-en-cas-de-tapis"


def test_a_third_party_pointing_out_a_misread_pot_is_not_a_disclosure(kb):
    """§10.9 lets a third party intervene at once on a pot pushed to the wrong hand: §11.3 (no disclosure) is no
    confident ruling there (it was one before its rules yielded to a pot awarded by mistake)."""
    answer = inference.ask(kb, "le croupier donne le pot au mauvais joueur ; un joueur hors du coup lui dit aussitôt "
                               "que l'autre avait la quinte", top=3)
    assert not (answer["confident"] and answer["results"][0]["id"] == "pas-de-revelation")


def test_how_a_suspension_is_served_is_the_ladder_of_sanctions(kb):
    """Blinds taken and cards dealt dead during a suspension: §11.2 spells it out for each step."""
    assert first_section(kb, "pendant sa suspension, on lui distribue quand même ses cartes et on prélève ses "
                             "blindes ?") == "hierarchie-des-sanctions"


def test_standing_away_from_the_table_is_no_suspension(model):
    assert "suspension_terms" not in facts_of(model, "il bavarde debout loin de la table pendant la donne")


@pytest.mark.parametrize("text,fact", [
    ("il arrive en retard : on lui donne son tapis complet ?", "collusion"),
    ("sans un mot il jette ses jetons au milieu de la table", "misconduct"),
    ("il lance ses jetons sur le tapis pour payer", "misconduct"),
])
def test_table_words_that_tell_no_fault(model, text, fact):
    """Giving a late player his stack, throwing chips in to bet: no chip dumping, no misconduct."""
    assert fact not in facts_of(model, text)


def test_slowing_the_game_in_the_infinitive(model):
    assert facts_of(model, "il s'amuse à ralentir le jeu à chaque tour d'enchères")["misconduct"] is True


@pytest.mark.parametrize("text,fact", [
    ("il n'a pas assez de jetons pour payer la grosse blinde", "absent"),
    ("le croupier donne des jetons de 100 au gagnant pour faire la monnaie", "collusion"),
    ("le donneur sort le flop sur la table", "penalty"),
    ("il prend ses cartes, le donneur attend", "misconduct"),
    ("l'autre a 5000 devant lui", "table_balancing"),
    ("le jeu continue après la pause", "repeated"),
])
def test_short_words_that_tell_nothing(model, text, fact):
    """Phrases whose little words are stop words (« à », « se ») must not shrink to two common stems."""
    assert fact not in facts_of(model, text)


def test_an_offer_to_hand_over_ones_chips_is_collusion(model):
    """The rulebook's own chip dumping (« donner volontairement des jetons à un autre joueur »), as an offer."""
    assert facts_of(model, "le short stack propose de donner ses jetons à son voisin avant la fin du day")["collusion"] is True


@pytest.mark.parametrize("text,fact", [
    ("il passe et lance ses cartes vers le donneur", "collusion"),
    ("il dit à son adversaire qu'il a payé", "disclosure"),
    ("le floor traite la réclamation après le coup", "misconduct"),
    ("il retarde le jeu à chaque décision", "late"),
])
def test_more_words_that_tell_nothing(model, text, fact):
    """« passer » (check or fold) with cards, « dire à son adversaire », « traiter » a claim, « retarder » the game."""
    assert fact not in facts_of(model, text)


def test_a_ringing_phone_is_no_confident_phone_use(kb):
    """A phone that rings is §1.3's audible ringtone; §4.1 (a phone used in the hand) must not rule it with confidence."""
    answer = inference.ask(kb, "en plein coup, le téléphone de la joueuse du 6 se met à sonner très fort", top=3)
    assert "materiel-a-la-table" in [r["id"] for r in answer["results"][:2]]
    assert not (answer["confident"] and answer["results"][0]["id"] == "presence-a-la-table")


def test_calling_someone_names_is_misconduct(model):
    assert facts_of(model, "il traite son adversaire de poissonnier après le coup")["misconduct"] is True


@pytest.mark.parametrize("text,fact", [
    ("je fais tapis, le dealer brûle et sort le flop", "outside_game_rules"),  # « dealer » is no « deal »
    ("le floor remet la carte dans le talon", "repeated"),  # « remet » is no typo of « répète »
])
def test_words_near_a_trigger_are_not_it(model, text, fact):
    assert fact not in facts_of(model, text)


def test_a_penalty_served_after_the_hand_does_not_end_the_hand(model):
    """« pénalité après le coup » tells when the penalty is served, not that the action was over."""
    found = facts_of(model, "il montre une carte à son voisin en plein milieu des enchères : pénalité après le coup")
    assert found.get("hand_in_progress") is not False


def test_raises_between_two_players_are_no_collusion(model):
    """Two players raising each other (a cap question) are no team: « relancer entre eux » tells no collusion."""
    assert "collusion" not in facts_of(model, "ils en sont à cinq relances entre eux, on limite ?")
    assert facts_of(model, "les deux cousins font monter le pot ensemble pour écraser le troisième")["collusion"] is True


def test_a_pot_that_would_have_been_won_is_no_rabbit_hunt(model):
    """« il aurait gagné le pot » (a misread, a claim) is no request to see the next card (§3.6)."""
    assert "rabbit" not in facts_of(model, "avec la bonne lecture il aurait gagné le pot")
    assert facts_of(model, "il veut savoir s'il aurait gagné en demandant la turn au croupier")["rabbit"] is True


@pytest.mark.parametrize("text,fact", [
    ("au turn elle tape deux fois sur la table pour dire parole", "misconduct"),
    ("il frappe la table du plat de la main, le croupier passe à la suivante", "misconduct"),
    ("il met une grosse pression sur le tapis court avec un overbet", "misconduct"),
    ("le superviseur conseille aux joueurs de garder leurs jetons bien empilés", "disclosure"),
    ("elle critique la façon dont le floor a tranché la mise annulée", "disclosure"),
    ("le croupier souffle sur le paquet avant de mélanger", "disclosure"),
    ("un joueur triche en ajoutant des jetons contrefaits à son tapis", "collusion"),
    ("on le traite de tricheur parce qu'il a touché la rivière", "collusion"),
    ("le donneur fait signe au bouton que c'est à lui de parler", "collusion"),
])
def test_words_in_another_sense_are_not_the_fault(model, text, fact):
    """A knock on the table is a check, pressure is a bet, the floor's advice is no coaching, cheating with chips is
    no collusion between players: each word read in its other sense must not raise the ethics fact."""
    assert not facts_of(model, text).get(fact, False)


@pytest.mark.parametrize("text,fact", [
    ("il lui souffle à l'oreille ce qu'il vient de jeter", "disclosure"),
    ("le voisin couché conseille son pote sur le call", "disclosure"),
    ("les deux s'échangent des regards à chaque relance", "collusion"),
    ("ils trichent ensemble depuis le début de la journée", "collusion"),
    ("il s'énerve contre la croupière et lui jette ses cartes", "misconduct"),
    ("il frappe son voisin après le coup", "misconduct"),
])
def test_the_fault_in_floor_words(model, text, fact):
    assert facts_of(model, text).get(fact, False)


def test_a_suspicion_is_not_a_request_to_check(model):
    """A suspicion of collusion is §11.6's; only a request to look at unshown cards is §10.6's (collusion_check)."""
    facts = facts_of(model, "on soupçonne une entente entre les deux joueurs du fond de la salle")
    assert facts.get("collusion") and not facts.get("collusion_check", False)
    assert facts_of(model, "il demande à voir les cartes couchées du perdant, il croit à une entente").get("collusion_check")


@pytest.mark.parametrize("text,fact", [
    ("elle a deux rois en poche et sur-relance", "chips_transport"),
    ("il a une petite paire en poche et paie le tapis", "chips_transport"),
    ("la croupière fait le décompte du pot avant de le pousser", "time_call"),
    ("il abandonne la main sans montrer", "quits"),
    ("aux WSOP de Las Vegas, un joueur retourne sa carte en recevant la donne", "tda_comparison"),
    ("lors d'un EPT, la croupière brûle deux cartes", "tda_comparison"),
])
def test_setting_and_slang_are_not_organisation_facts(model, text, fact):
    """Hole cards « en poche », a count of the pot, a fold, the name of a tour in a story: not the organisation fact."""
    assert not facts_of(model, text).get(fact, False)


@pytest.mark.parametrize("text,fact", [
    ("il glisse des plaques dans sa poche avant la pause", "chips_transport"),
    ("le floor lance le décompte des secondes", "time_call"),
    ("il abandonne le tournoi pour prendre son train", "quits"),
    ("chez nous c'est comme aux WSOP ou pas ?", "tda_comparison"),
])
def test_organisation_facts_in_floor_words(model, text, fact):
    assert facts_of(model, text).get(fact)


@pytest.mark.parametrize("text,fact,expected", [
    ("les deux amis mettent leurs jetons en commun pour tenir jusqu'aux places payées", "collusion", True),
    ("il partage ses jetons avec son copain de club avant la pause", "collusion", True),
    ("pot coupé en deux, il reste un jeton en trop à partager", "collusion", False),
    ("son voisin lui conseille de se coucher alors qu'il est encore dans le coup", "disclosure", True),
    ("elle refuse de se lever de table quand le floor l'élimine", "absent", False),
])
def test_sharing_coaching_staying(model, text, fact, expected):
    """Chips pooled between friends are collusion, a split pot's odd chip is not; coaching a move is a revelation;
    refusing to leave is no absence."""
    assert facts_of(model, text).get(fact, False) == expected


@pytest.mark.parametrize("text,expected", [
    ("à l'abattage elle retourne ses deux cartes la première", False),
    ("au showdown il abat son jeu face visible", False),
    ("il dévoile sa main alors que trois joueurs doivent encore parler", True),
    ("elle laisse voir son jeu avant la fin des enchères", True),
])
def test_showdown_is_not_a_hand_in_progress(model, text, expected):
    """Cards turned at the showdown are the showdown's (§10), not cards shown while the action goes on (§11.5)."""
    assert facts_of(model, text).get("hand_in_progress") is expected


def test_a_showdown_is_not_a_shown_hand_penalty(kb):
    """At the showdown the deciding section is not §11.5 (no penalty for turning one's cards when the action is over)."""
    from engine.inference import ask
    answer = ask(kb, "à l'abattage il abat sa main, son adversaire jette ses cartes sans les montrer")
    assert answer["results"][0]["number"] != "11.5"


@pytest.mark.parametrize("text,fact,expected", [
    ("il slowrolle son adversaire avec le brelan max", "misconduct", True),
    ("le club l'a banni pour un an", "penalty", True),
    ("on suspend le tournoi le temps de réparer la pendule", "penalty", False),
])
def test_slow_roll_and_bans(model, text, fact, expected):
    assert facts_of(model, text).get(fact, False) == expected


def test_a_knock_is_not_misconduct(kb):
    """Knocking on the table is a check (§1.6), not a breach of etiquette (§11.7)."""
    from engine.inference import ask
    numbers = [r["number"] for r in ask(kb, "au turn elle toque sur la table, le donneur passe à la river")["results"][:1]]
    assert "11.7" not in numbers


@pytest.mark.parametrize("text", [
    "en finale on fait un redraw des sièges",
    "le TD annonce un retirage des places pour les neuf finalistes",
])
def test_redraw_is_a_seat_draw(model, text):
    assert facts_of(model, text).get("seat_draw")


@pytest.mark.parametrize("text,expected", [
    ("les trois finalistes partagent les gains et arrêtent le tournoi", False),
    ("un arrangement entre les finalistes sur le prize pool", False),
    ("arrangement entre les deux joueurs du 2 et du 7 pour ne jamais se relancer", True),
])
def test_a_prize_deal_is_not_collusion(model, text, expected):
    """A deal on the prizes is outside the game rules (the answer abstains); an arrangement to play soft is collusion."""
    assert facts_of(model, text).get("collusion", False) == expected


@pytest.mark.parametrize("text", [
    "un joueur de la table 3 vole des jetons dans le tapis de son voisin parti fumer",
    "le floor le surprend à échanger une carte de sa main contre une carte cachée sous son bras",
    # a known miss until session 9 (the learned reading put §3.2 ahead on « color up »); right since the chip race
    # is read by its own concepts (round 19), by a small margin: a regression here is one to look at
    "pendant le color up il fauche deux plaques dans la pile de la joueuse d'à côté",
])
def test_cheating_or_theft_ranks_the_direct_suspension_or_disqualification(kb, text):
    """Cheating or theft is a grave fault: the Tournament Director may suspend or disqualify at once (11.2), without
    the steps of a repeated fault. Our own phrasings."""
    assert first_section(kb, text) == "hierarchie-des-sanctions"


@pytest.mark.parametrize("text", [
    "il l'a traité de tricheur parce qu'il a touché le river",  # an insult, not cheating
    "il range ses jetons dans un sac pour changer de salle",
    "il rate son vol retour et demande si on peut jouer ses blindes",  # a flight is no theft
    "on a trouvé des faux jetons en jeu, le tournoi est arrêté",  # counterfeit chips: no game rule decides
])
def test_words_near_cheating_are_not_it(model, text):
    assert not facts_of(model, text).get("cheating", False)
