"""The answer's new parts: `confident` (ruling or leads), `--trace`, narratives of several events."""

from __future__ import annotations

import json

from engine.inference import ask

STORY = ("Au bouton il relance à 1200, la petite blinde paye. Au flop le donneur expose une carte en brûlant. "
         "Ensuite le voisin du bouton fait tomber sa carte par terre. Puis à la river le donneur pousse le pot au "
         "mauvais joueur.")


def test_confident_is_a_boolean_of_every_answer(kb):
    sure = ask(kb, "le donneur a retourné une carte en distribuant")
    assert sure["confident"] is True
    words_only = ask(kb, "le règlement parle-t-il de la météo du tournoi")
    assert words_only["confident"] is False  # no fact recognised: full-text leads only


def test_a_weak_top_is_not_confident(kb):
    """Two clauses nearly tied, no rule decides: leads, not a ruling."""
    from engine.confidence import confidence

    class Ev:
        score, status = 2.0, "applies"

    assert confidence([(2.0, "a", Ev()), (0.5, "b", None)])[0]
    assert not confidence([(2.0, "a", Ev()), (1.95, "b", None)])[0]  # no margin over the second
    assert not confidence([(2.0, "a", None), (0.5, "b", None)])[0]  # words only, no rule
    assert not confidence([])[0]
    assert not confidence([(2.0, "a", Ev()), (0.5, "b", None)], coverage=0.2)[0]  # most words unexplained


def test_facts_and_words_must_point_to_the_same_clause():
    """The facts choose "a" but the situation's words match "b" better: one reading only, so a lead, not a ruling."""
    from engine.confidence import confidence

    class Ev:
        score, status = 2.0, "applies"

    ranked = [(2.0, "a", Ev()), (0.5, "b", None)]
    assert confidence(ranked, text_scores={"a": 1.0, "b": 0.4})[0]
    sure, signals = confidence(ranked, text_scores={"a": 0.4, "b": 1.0})
    assert not sure and signals["agreement"] == 0.4
    assert not confidence(ranked, text_scores={})[0]  # no word of the situation in any clause
    # above the gate, the model still weighs how far the words agree
    half = confidence(ranked, text_scores={"a": 0.6, "b": 1.0})[1]["probability"]
    assert half < confidence(ranked, text_scores={"a": 1.0, "b": 0.4})[1]["probability"]


def test_the_confidence_model_weighs_each_signal_the_sensible_way():
    """Whatever a refit gives (bench/fit_confidence.py), more margin, more agreement of facts and words and more of
    the words explained never make a ruling less likely right; and the probability is in the signals (--trace)."""
    from engine.confidence import confidence
    from engine.weights import WEIGHTS

    for name in ("log_margin", "agreement", "coverage", "log_top"):
        assert WEIGHTS.confident_model[name] > 0, name

    class Ev:
        score, status = 2.0, "applies"

    def p(second=0.5, coverage=1.0):
        return confidence([(2.0, "a", Ev()), (second, "b", None)], coverage=coverage)[1]["probability"]

    assert 0 < p(second=1.5) < p(second=0.5) < 1
    assert p(coverage=0.5) < p(coverage=1.0)


def test_a_specific_matter_the_top_rule_leaves_unanswered_makes_a_lead():
    """A situation raising a specific matter (a strong fact) that the top rule does not use tells a second issue: the
    ruling answers one of them only, so it is a lead; a strong fact the rule uses changes nothing."""
    from engine.confidence import confidence

    class Ev:
        score, status, matched = 2.0, "applies", ["cards_exposed"]

    ranked = [(2.0, "a", Ev()), (0.5, "b", None)]
    assert confidence(ranked, strong=("cards_exposed",))[0]
    sure, signals = confidence(ranked, strong=("cards_exposed", "misconduct"))
    assert not sure and signals["unexplained"] == ["misconduct"]


def test_an_insult_told_with_a_dealing_error_is_not_ruled_with_confidence(kb):
    """Our words: a dealing error and an insult in one story; whichever section comes first, one matter stays open."""
    from engine.inference import ask

    one = ask(kb, "le donneur a retourné une carte en distribuant")
    assert one["confident"] is True
    both = ask(kb, "le donneur a retourné une carte en distribuant, le joueur l'a traité de tous les noms",
               trace=True)
    assert both["confident"] is False and both["trace"]["confidence"]["unexplained"]
    # the answer says which matter stays open, and where it is ruled, in the words every face shows
    (open_matter,) = both["unanswered"]
    assert open_matter["fact"] == "misconduct" and open_matter["section"]["number"] == "11.7"
    assert open_matter["text"].startswith("La situation soulève aussi : comportement irrespectueux (piste : §11.7 ")
    assert "unanswered" not in one


def test_cli_lists_the_matter_left_open(ropta):
    code, out, _ = ropta("ask", "le donneur a retourné une carte en distribuant, le joueur l'a traité de tous les noms")
    assert code == 0 and "La situation soulève aussi : comportement irrespectueux (piste : §11.7" in out


def test_cli_says_when_no_section_decides(ropta):
    code, out, _ = ropta("ask", "le règlement parle-t-il de la météo du tournoi")
    assert code == 0
    assert "Aucune section ne tranche clairement cette situation ; pistes :" in out and "Piste : §" in out
    code, out, _ = ropta("ask", "le donneur a retourné une carte en distribuant")
    assert "Aucune section ne tranche" not in out and "Piste" not in out


def test_json_carries_confident(ropta):
    _, out, _ = ropta("ask", "le donneur a retourné une carte en distribuant", "--json")
    assert json.loads(out)["confident"] is True


def test_trace_shows_how_each_score_was_formed(ropta):
    _, out, _ = ropta("ask", "le donneur a retourné une carte en distribuant", "--json", "--trace")
    trace = json.loads(out)["trace"]
    first = trace["candidates"][0]
    assert first["number"] == "6.3" and first["text"] is not None and first["score"] > 0
    rule = next(r for r in first["rules"] if r["matched"])
    assert {"fact", "value", "weight", "trust"} <= set(rule["matched"][0])
    assert set(trace["confidence"]) >= {"top", "margin", "rule", "status", "coverage", "agreement", "probability"}
    code, out, _ = ropta("ask", "le donneur a retourné une carte en distribuant", "--trace")
    assert code == 0 and "Trace (mainteneur)" in out and "+cards_exposed=" in out
    assert "accord faits/mots 1.0" in out  # the words point to the clause the facts chose


def test_a_narrative_is_ruled_on_its_last_event_and_lists_the_others(kb):
    answer = ask(kb, STORY)
    assert answer["results"][0]["number"] == "10.9"  # the last irregularity: the pot pushed to the wrong player
    assert answer["event"].startswith("à la river le donneur pousse le pot")
    listed = {e["section"]["number"] for e in answer["events"] if e["section"]}
    assert {"6.4"} <= listed  # the dropped card keeps its own section
    earlier = [f for f in answer["facts"] if f["source"] == "context"]
    assert earlier  # the earlier events are context, not the ruling event's facts


def test_one_event_is_no_narrative(kb):
    answer = ask(kb, "le donneur a retourné une carte en distribuant. Que faire ?")
    assert "events" not in answer and answer["results"][0]["number"] == "6.3"


def test_a_5000_word_narrative_is_bounded_and_ruled_on_its_end(kb):
    filler = "Le joueur au bouton réfléchit longuement puis discute avec son voisin de la structure. " * 400
    answer = ask(kb, filler + "Puis le donneur a retourné une carte en distribuant.")
    assert len((filler).split()) > 5000
    assert answer["results"][0]["number"] == "6.3" and answer.get("truncated") is None


def test_cli_lists_the_other_events(ropta):
    code, out, _ = ropta("ask", STORY)
    assert code == 0 and "Autres événements de la situation" in out and "§6.4" in out


def test_a_matter_no_game_rule_decides_is_never_a_ruling(kb):
    """A fact marked `abstains` (prizes, a deal between players, chips lost off the table) turns a ruling into leads,
    whatever the score of the top clause; the same situation without it stays a ruling."""
    from engine.inference import model

    told = "le donneur a retourné une carte en distribuant"
    assert ask(kb, told)["confident"] is True
    assert model(kb).vocabulary.facts["outside_game_rules"].abstains
    leads = ask(kb, told, facts={"outside_game_rules": True})
    assert leads["confident"] is False and leads["results"]  # the candidates remain, shown as leads
    said = ask(kb, "les finalistes veulent faire un deal sur la répartition des prix, on arrête la table ?")
    assert said["confident"] is False
    assert "outside_game_rules" in {f["name"] for f in said["facts"]}


def test_one_strong_modifier_alone_is_scenery_not_an_event(kb):
    """A trailing sentence that only says a hand was mucked does not take the ruling from the story's irregularity
    (with one strong modifier enough to make an event, the muck was ruled: §8.2)."""
    story = "Le donneur a retourné une carte en distribuant. Ensuite le joueur du 3 jette sa main."
    answer = ask(kb, story)
    assert answer["results"][0]["number"] == "6.3"
    assert not (answer.get("event") or "").startswith("Ensuite")
