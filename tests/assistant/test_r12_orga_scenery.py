"""Round 12, chapters 1-3 and 8: moments and actors of organisation stories read as what they are. « Pendant la pause »
tells when a story happened, not a question about when to do it; a newcomer at the table is the actor of a story, not
the balancing itself; a small blind paid twice is the button taken; several players out at once, one or two places off
the prizes, before hand-for-hand began; the last aggressor is no misconduct. Every phrase is ours (none is a scenario's
or an incident's), and each concept has a counter-example where its words are scenery."""

import pytest

from tests.assistant.reading import facts_of, first_section


# « pendant la pause » is a moment; asking when is the question
@pytest.mark.parametrize("text,told", [
    ("à quel moment faut-il annoncer le retrait des petits jetons ?", True),
    ("peut-on le faire pendant la pause, le color up des 25 ?", True),
    ("pendant la pause, le floor retire les jetons de 25 de toutes les tables", False),
    ("pendant le break deux joueurs se disputent au bar", False),
])
def test_the_break_is_a_moment_not_a_timing_question(model, text, told):
    assert bool(facts_of(model, text).get("timing_question")) is told


def test_an_exchange_that_leaves_chips_short_is_the_exact_amount_rule(kb):
    """§3.2 « L'échange doit nécessairement se faire pour des montants exacts », over the annex's advice on when."""
    assert first_section(kb, "au color up des 500 elle perd 2 000 dans l'échange, le floor lui a donné des 1000 au lieu "
                             "de 5000, il lui manque des jetons") == "color-up-et-chip-race"


def test_a_chip_race_asked_about_during_the_break_stays_the_annex(kb):
    assert first_section(kb, "le directeur peut-il faire le chip race des 100 pendant le break sans personne à la "
                             "table ?") == "question-color-up-et-chip-race"


# a newcomer is no balancing by himself
@pytest.mark.parametrize("text,fact,told", [
    ("une nouvelle joueuse arrive au siège 6 et pose son sac", "table_balancing", False),
    ("une nouvelle joueuse arrive au siège 6 et pose son sac", "newcomer", True),
    ("la 4 n'a plus que six joueurs, il faut équilibrer avec la 7", "table_balancing", True),
    ("on déplace la future grosse blinde de la table 8 vers la 2", "table_balancing", True),
])
def test_a_newcomer_is_an_actor_not_the_balancing(model, text, fact, told):
    assert bool(facts_of(model, text).get(fact)) is told


def test_a_newcomers_cards_swept_by_the_dealer_are_chapter_8(kb):
    assert first_section(kb, "un nouveau venu s'installe au 9, le croupier ramasse ses cartes restées au milieu avec "
                             "la défausse, impossible de les retrouver") == "mains-non-protegees"


def test_where_a_newcomer_enters_is_balancing(kb):
    assert first_section(kb, "un joueur qui vient d'arriver à la table peut-il recevoir des cartes si le mélange est "
                             "fini mais pas la donne ?") == "equilibrage-des-tables"


# the small blind twice in a row is the button taken
@pytest.mark.parametrize("text", [
    "à cause du nouveau, je vais repayer la petite blinde alors que j'y étais déjà",
    "le croupier me fait faire deux fois de suite petite blinde, je n'ai jamais eu le bouton",
    "ils ont mis le bouton au nouveau arrivé, moi je saute mon tour de dernier de parole",
])
def test_the_small_blind_twice_is_the_button_right(model, text):
    assert facts_of(model, text).get("button_right") is True


def test_the_small_blind_paid_once_is_no_button_right(model):
    assert "button_right" not in facts_of(model, "je paye la petite blinde puis je relance au flop")


def test_a_small_blind_paid_twice_rules_on_the_button(kb):
    assert first_section(kb, "la donneuse fait avancer le bouton de deux places et Marc doit payer la petite blinde "
                             "deux fois, il proteste") == "droit-au-bouton"


# several players out at once, near the prizes, before hand-for-hand
@pytest.mark.parametrize("text,fact,value", [
    ("sur le même coup les trois sont éliminés, qui prend la 7e place ?", "eliminated_together", True),
    ("les deux sont éliminés sur ce flop, lequel est devant au classement ?", "eliminated_together", True),
    ("on est à une place des prix et ça part à tapis partout", "bubble", True),
    ("à 3 places de l'argent, le TD surveille les tables", "bubble", True),
    ("deux éliminés à la même minute, sur deux tables, l'une au fond et l'autre à l'entrée", "different_tables", True),
    ("juste avant le main par main, un joueur bust à la table 6", "hand_for_hand", False),
    ("on passe en main par main, toutes les tables attendent", "hand_for_hand", True),
])
def test_eliminations_and_their_moment(model, text, fact, value):
    assert facts_of(model, text).get(fact) == value


@pytest.mark.parametrize("text", [
    "day 2, siège 3, il sort fumer entre deux mains",
    "au siège 3 il saute la grosse blinde, le croupier s'en rend compte au flop",
    "il lui reste les deux outs à la river",
])
def test_a_seat_number_is_no_elimination(model, text):
    """A number and a verb of going out are no elimination when the number is a seat (« il sort fumer au siège 3 »)
    or the cards that win (outs)."""
    assert "eliminated_together" not in facts_of(model, text)


def test_bubble_eliminations_at_separate_tables_rule_on_simultaneous_exits(kb):
    assert first_section(kb, "à une place de l'argent, les trois sautent au même moment sur trois tables différentes, "
                             "pas encore en main par main : on les classe comment ?") == "sortants-simultanes"


# the last aggressor is the last raiser
def test_the_last_aggressor_is_no_misconduct(model):
    assert "misconduct" not in facts_of(model, "à la river le dernier agresseur refuse de montrer en premier")


def test_aggression_against_a_person_stays_misconduct(model):
    assert facts_of(model, "il agresse verbalement la croupière après le bad beat").get("misconduct") is True
