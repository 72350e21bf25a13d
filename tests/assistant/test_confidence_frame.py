"""A first rule standing on the hand's frame alone (heads-up, the time called, the deck changed...) does not rule an
act told inside that frame (engine.confidence, signal `framed`): such an answer is a lead. Our own phrasings."""

from __future__ import annotations

from engine.confidence import confidence
from engine.inference import ask


class _Ev:
    """A rule evaluation as engine.confidence reads it (score, status, facts matched)."""

    def __init__(self, *matched):
        self.score, self.status, self.matched = 2.0, "applies", list(matched)


def test_an_act_left_unused_by_a_frame_rule_makes_a_lead():
    frame = frozenset({"time_call", "heads_up_button", "phase"})
    on_time = [(2.0, "a", _Ev("time_call", "phase")), (0.5, "b", None)]
    assert confidence(on_time, frame=frame)[0]  # the frame alone told: its rule rules it
    sure, signals = confidence(on_time, acts=("hand_exposed",), frame=frame)
    assert not sure and signals["framed"] == ["hand_exposed"]
    # the act used by the first rule, or a first rule standing on more than the frame: nothing left open
    assert confidence([(2.0, "a", _Ev("time_call", "declaration")), (0.5, "b", None)],
                      acts=("declaration",), frame=frame)[0]
    assert confidence([(2.0, "a", _Ev("heads_up_button", "bet_short")), (0.5, "b", None)],
                      acts=("declaration",), frame=frame)[0]


def test_the_denied_value_of_an_act_is_no_act(kb):
    from engine.inference import model

    facts = model(kb).vocabulary.facts
    assert facts["declaration"].told("check") and not facts["declaration"].told("none")  # « sans rien dire »
    assert facts["hand_exposed"].told(True) and not facts["hand_exposed"].told(False)
    assert facts["time_call"].setting and facts["heads_up_button"].setting and not facts["declaration"].setting
    assert facts["declaration"].act and facts["hand_mucked"].act and not facts["time_call"].act


def test_a_check_told_at_heads_up_is_not_ruled_by_the_heads_up_button(kb):
    got = ask(kb, "On passe en heads-up, la BB annonce check avant que le bouton ait complété. Le bouton relance. "
                  "La BB peut relancer ?", trace=True)
    assert got["confident"] is False
    if got["results"][0]["number"] == "4.4":
        assert "declaration" in got["trace"]["confidence"]["framed"]
        assert any(u["fact"] == "declaration" for u in got["unanswered"])


def test_cards_thrown_face_up_on_the_clock_are_not_ruled_by_the_time_alone(kb):
    for say in ("Time demandé sur le joueur du cutoff. Il jette ses cartes face visible en plein coup. On fait quoi ?",
                "Le time est demandé sur Omar. Il annonce check alors qu'il y a une mise de 4000 devant lui. "
                "Qu'est-ce qu'on fait ?"):
        got = ask(kb, say, trace=True)
        assert got["confident"] is False, say
        if got["results"][0]["number"] == "3.5":
            assert got["trace"]["confidence"]["framed"], say


def test_the_frame_alone_is_still_ruled_with_confidence(kb):
    """Counter-examples: the time or the heads-up told with no act inside them keep their ruling."""
    clock = ask(kb, "Le time est réclamé sur Gaspard et il ne fait rien jusqu'à la fin du décompte de trente "
                    "secondes. Sa main ?")
    assert clock["confident"] is True and clock["results"][0]["number"] == "3.5"
    button = ask(kb, "Début du heads-up : Romain a payé la grosse blinde au dernier coup à trois. Où va le bouton ?")
    assert button["confident"] is True and button["results"][0]["number"] == "4.4"


def test_words_of_the_annex_entry_describing_a_change_agree_with_the_changed_clause(kb, model):
    """The annex describes §10.5's 2023.10 change (the nuts checked last) in its own words: a situation told closer to
    the entry than to the clause still agrees with the clause (engine.inference._agreeing)."""
    from engine.inference import _agreeing

    entry = next(e for e, cited in model.cites.items() if "ropta-2019.03:abattage" in cited)
    scores = {"ropta-2023.10:abattage": 0.9, entry: 1.0, "ropta-2019.03:mises-insuffisantes": 0.95}
    got = _agreeing(kb, model, [(2.5, "ropta-2023.10:abattage", None)], scores)
    assert got["ropta-2023.10:abattage"] == 1.0 and got[entry] == 1.0
    # a clause no annex entry cites keeps its own words
    other = {"ropta-2019.03:mises-insuffisantes": 0.9, entry: 1.0}
    assert _agreeing(kb, model, [(2.5, "ropta-2019.03:mises-insuffisantes", None)], other) == other


def test_a_nuts_check_told_in_the_annex_words_is_ruled_with_confidence(kb):
    said = ("dernière de parole à la river, elle checke avec les nuts ; le floor lui dit qu'avec les nuts il faut "
            "miser et lui colle une pénalité")
    answer = ask(kb, said)
    assert answer["results"][0]["id"] == "abattage" and answer["confident"]
