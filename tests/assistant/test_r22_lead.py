"""Masks (`not_triggers`) over a composed fact's concept word (engine.facts.extract): a mask sets a composed reading
aside only when it reads more than that word. A phrase whose other words are all stop words (« on retient » reads as
« retient » alone) says nothing of the word's sense: it used to mask every composition through that word, so « le
croupier retient les cartes lancées » read no card held back. Every phrase is ours, invented for this file."""

import pytest

from .reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "le croupier retient in extremis les deux cartes que le joueur avait lancées",
    "la donneuse retient de justesse la main jetée par le 4",
])
def test_a_mask_of_one_word_no_longer_hides_the_composed_reading(model, text):
    assert facts_of(model, text).get("muck_stopped") is True


@pytest.mark.parametrize("text", [
    "le croupier retient l'annonce de 2000 et le joueur paie",  # « retient l'annonce »: a version kept, no card
    "le donneur retient la version du joueur",
])
def test_a_mask_reading_more_than_the_word_still_sets_it_aside(model, text):
    assert facts_of(model, text).get("muck_stopped") is not True


# -- a device is no question outside the game rules; its evidence is the word said ----------------------------------
# The thesaurus reads « tablette », « écouteurs », « montre connectée » as « appareil électronique » (§1.3): a trigger
# « montre connectée » of the fact outside_game_rules (prizes, deals, registration...) read every device as a matter
# the rules do not decide.

@pytest.mark.parametrize("text", [
    "pendant le coup il regarde une vidéo sur sa tablette",
    "ses écouteurs sont si forts que toute la table entend la musique",
])
def test_a_device_is_no_matter_outside_the_rules(model, text):
    got = facts_of(model, text)
    assert got.get("phone") is True and got.get("outside_game_rules") is not True


def test_what_the_text_lacks_is_still_outside_the_rules(model):
    assert facts_of(model, "un joueur veut garder sa capuche et ses lunettes connectées").get("outside_game_rules") is True


def test_the_evidence_is_the_word_said_when_one_word_reads_as_several_stems(kb):
    from engine.inference import ask

    facts = {f["name"]: f for f in ask(kb, "pendant le coup il regarde une vidéo sur sa tablette")["facts"]}
    assert facts["phone"]["evidence"] == "tablette"  # not the trigger it matched (« écouteurs »)


# -- a re-entry is no registration-desk matter by that word alone ----------------------------------------------------
# « rebuy », « re-entry » read as « recave » (thesaurus); annex 7.6 rules a stack given up to enter again.

def test_a_stack_given_up_to_enter_again_is_ruled(kb, model):
    text = "elle préfère lâcher son petit tapis du day 1A et repartir en rebuy au day 1B"
    assert facts_of(model, text).get("outside_game_rules") is not True


@pytest.mark.parametrize("text", [
    "la période de recave est finie depuis dix minutes, un retardataire veut encore payer",
    "on discute de la répartition des prix à la table finale",
])
def test_the_registration_desk_and_the_prizes_stay_outside(model, text):
    assert facts_of(model, text).get("outside_game_rules") is True


# -- the phone: at the table in general (§1.3), used by a player in the hand (§4.1) -----------------------------------
# §4.1 « Un joueur qui utilise son téléphone [...] alors qu'il est en jeu dans le coup sera averti »: the general ban
# of §1.3 gives way to it; out of the hand, §1.3 rules.

def _phone_rule(kb, text):
    from engine.inference import ask

    got = ask(kb, text, top=3, trace=True)["trace"]["candidates"]
    rules = next(c["rules"] for c in got if c["key"].endswith(":materiel-a-la-table"))
    return next(r for r in rules if r["rule"] == "telephone-interdit")


def test_a_phone_used_with_cards_in_hand_is_ruled_by_the_presence_section(kb):
    text = "il répond au téléphone à la table alors qu'il a encore ses cartes au turn"
    assert _phone_rule(kb, text)["status"] == "defeated"
    assert first_section(kb, text) == "presence-a-la-table"


def test_the_general_ban_stands_out_of_the_hand(kb):
    assert _phone_rule(kb, "entre deux mains un joueur téléphone à la table")["status"] == "applies"


def test_a_phone_at_the_table_between_hands_is_ruled_by_the_equipment_section(kb):
    assert first_section(kb, "entre deux mains un joueur téléphone à la table") == "materiel-a-la-table"


@pytest.mark.parametrize("text", [
    "pendant que les autres jouent le coup, il lit ses messages",
    "pendant que les deux autres jouent la river, il lit ses messages",
])
def test_the_others_playing_on_tell_nothing_of_his_cards(model, text):
    assert facts_of(model, text).get("still_in_hand") is not True


def test_while_he_plays_he_is_still_in_the_hand(model):
    assert facts_of(model, "il téléphone pendant qu'il joue le coup").get("still_in_hand") is True
