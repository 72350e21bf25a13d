"""Deal-error stories, in phrasings of our own: three folds or more told as a count of players already out are
§6.7's substantial actions; a blind posted twice (or the button kept twice) is no fault repeated (§6.2); a change of
table already made, told as the time of the story, is no balancing question (§2.3)."""

import pytest

from tests.assistant.reading import facts_of, first_section


@pytest.mark.parametrize("text", [
    "cinq joueurs s'étaient déjà couchés quand on remarque l'erreur",
    "trois joueurs ont jeté avant que le croupier s'aperçoive du problème",
    "6 folds avant qu'on voie la carte en trop",
])
def test_folds_counted_are_substantial(model, text):
    assert facts_of(model, text).get("substantial_action") is True


def test_two_folds_are_not_three(model):
    assert "substantial_action" not in facts_of(model, "deux joueurs se sont couchés puis le donneur voit l'erreur")


@pytest.mark.parametrize("text", [
    "le bouton est resté en place et elle paie la grosse blinde une deuxième fois",
    "il se retrouve deux fois de suite au bouton",
])
def test_a_blind_or_button_twice_is_no_repeated_fault(model, text):
    assert "repeated" not in facts_of(model, text)


def test_a_fault_repeated_still_reads(model):
    assert facts_of(model, "c'est la deuxième fois ce soir qu'il expose une carte en donnant").get("repeated") is True


@pytest.mark.parametrize("text", [
    "après avoir changé de table il retrouve un jeton de 5000 dans sa poche",
    "depuis son changement de table il n'arrête pas de parler",
])
def test_a_table_change_already_made_is_scenery(model, text):
    assert "table_balancing" not in facts_of(model, text)


def test_a_table_change_asked_still_reads(model):
    assert facts_of(model, "le floor lui demande de changer de table, il doit partir tout de suite ?").get("table_balancing") is True


def test_misdeal_seen_after_folds_continues(kb):
    assert first_section(kb, "le bouton n'a pas avancé, quatre joueurs ont déjà jeté leurs cartes ; on refait la donne ?") \
        == "actions-substantielles"
