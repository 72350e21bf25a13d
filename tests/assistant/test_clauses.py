"""A trigger phrase is read inside one sentence: its words never reach across a full stop, a question or a semicolon.

Real incidents are told in several short sentences; the end of one and the start of the next can spell a phrase by
chance. A comma does not end a phrase (« il annonce, relance » is still an announcement), but a sentence does."""

import pytest

from engine.text import stream, stream_clauses

from .reading import facts_of


def test_clauses_are_numbered_at_sentence_ends_only():
    stems, clauses = stream_clauses("Il relance, puis il paie. Le croupier compte ; fin ? Oui")
    assert len(stems) == len(clauses)
    assert clauses[0] == 0 and clauses[-1] == 3
    assert sorted(set(clauses)) == [0, 1, 2, 3]


def test_stream_is_the_stems_of_stream_clauses():
    text = "Le donneur n'a pas brûlé. La turn est sortie, puis la river !"
    assert stream(text) == stream_clauses(text)[0]


@pytest.mark.parametrize("inside, across", [
    ("la grosse blinde reprend ses jetons de blinde", "la grosse blinde reprend. Ses jetons de blinde sont là"),
])
def test_a_phrase_split_by_a_full_stop_is_not_read(model, inside, across):
    assert facts_of(model, inside).get("bb_chips_adjusted") is True
    assert "bb_chips_adjusted" not in facts_of(model, across)


def test_the_restart_after_a_break_is_no_taking_back(model):
    """« la reprise » is play resuming after a break, not a big blind taking its chips back."""
    assert "bb_chips_adjusted" not in facts_of(model, "Elle revient après la reprise, ses blindes ont été payées")
    assert facts_of(model, "la BB reprend ses blindes et met un seul jeton").get("bb_chips_adjusted") is True
