"""Typed changes: the real ROPTA 2023.10 derived from 2019.03 by the annex, and change application on tiny trees."""

from __future__ import annotations

from engine.editions import marked_text
from engine.kb import build




def test_derived_edition_exists_with_base_and_status(kb):
    ed = kb.edition("ropta-2023.10")
    assert ed.kind == "derived" and ed.base == "ropta-2019.03" and ed.date == "2023-10"
    assert "inconnu" in ed.meta["text_status"]
    assert len(ed.clauses) == 94  # one added (5.3), one removed (our hypothesis on 7.2)


def test_unchanged_clauses_are_inherited(kb):
    old, new = kb.clause("ropta-2019.03", "6.3"), kb.clause("ropta-2023.10", "cartes-retournees")
    assert new.text == old.text and new.number == old.number == "6.3"
    assert new.edition == "ropta-2023.10" and new.extra["status"] == "inchangee"
    assert new.extra["inherited_from"] == "ropta-2019.03" and new.extra["text_known"] is True


def test_every_annex_change_is_applied(kb, annex_changes):
    ed = kb.edition("ropta-2023.10")
    kinds = {c.id: c.diff_kind for c in ed.changes}
    for cid, kind in annex_changes.items():
        assert kinds.get(cid) == kind, cid


def test_change_descriptions_are_the_annex_words(kb):
    for change in kb.edition("ropta-2023.10").changes:
        if change.description:
            entry = kb.clause("annex-2023-10", change.annex)
            assert change.description in entry.text, change.id


def test_amended_clause_carries_description_status_and_superseded_text(kb):
    c = kb.clause("ropta-2023.10", "turn-prematuree")
    assert c.number == "7.3"
    assert c.extra["text_known"] is False and c.extra["text_edition"] == "ropta-2019.03"
    assert "pas dans ce dépôt" in c.extra["notice"]
    assert c.extra["change"]["description"].startswith("Simplification de la procédure")
    segments = marked_text(c)
    caduc = [t for state, t in segments if state == "caduc"]
    assert caduc == ["Ainsi, on brûle une nouvelle carte et on tire la river qui devient la turn. La « mauvaise turn » "
                     "et les cartes restant à distribuer sont mélangées pour tirer la river sans brûler de carte."]
    assert "".join(t for _, t in segments) == c.text  # marking never alters the words


def test_heads_up_ante_sentence_is_superseded(kb):
    c = kb.clause("ropta-2023.10", "4.4")
    assert [t for s, t in marked_text(c) if s == "caduc"] == [
        "Si le format des ante n’est pas le format classique, il n’y a pas d’ante en HU."]


def test_unknown_scope_is_marked_uncertain(kb):
    c = kb.clause("ropta-2023.10", "jetons-multiples")
    assert marked_text(c) == [["incertain", c.text]]


def test_added_5_3_and_the_renumbering_it_causes(kb):
    new = kb.clause("ropta-2023.10", "5.3")
    assert new.id == "erreurs-communes-deux-jeux" and new.text == "" and new.extra["text_known"] is False
    assert new.chapter == "regularite-de-la-donne"
    assert kb.clause("ropta-2023.10", "feuille-morte").number == "5.4"
    assert kb.clause("ropta-2023.10", "paquet-irregulier").number == "5.5"
    chapter = next(ch for ch in kb.edition("ropta-2023.10").chapters if ch.number == "5")
    assert chapter.clause_ids == ("assistance-a-la-donne", "melange-des-cartes", "erreurs-communes-deux-jeux",
                                  "feuille-morte", "paquet-irregulier")


def test_reasoning_on_numbering_is_recorded(kb):
    reasoning = {r["id"]: r["text"] for r in kb.edition("ropta-2023.10").meta["reasoning"]}
    assert {"numerotation-chapitre-5", "numerotation-chapitre-7"} <= set(reasoning)
    assert "§7.3" in reasoning["numerotation-chapitre-7"]
    hyp = [c for c in kb.edition("ropta-2023.10").changes if c.certainty == "hypothese"]
    assert {c.id for c in hyp} >= {"tableau-premature", "erreurs-au-flop"}


def test_refs_to_a_removed_clause_point_back_to_the_base(kb):
    river = kb.clause("ropta-2023.10", "river-prematuree")
    ref = next(r for r in river.refs if r.target == "tableau-premature")
    assert ref.edition == "ropta-2019.03" and kb.resolve(river, ref).number == "7.2"
    assert kb.find("ropta-2023.10", "tableau-premature") is None


def test_change_application_on_a_tiny_tree(tiny, derived_yaml):
    root = tiny({"derived.yaml": derived_yaml("deriv", "base", """
        - id: alpha
          kind: amend
          since: '2'
          certainty: attestee
          text: Le joueur doit montrer ses deux cartes privatives.
        - id: beta
          kind: remove
          since: '2'
          certainty: attestee
        - id: epsilon
          kind: add
          number: '1.2'
          title: Epsilon
          since: '2'
          certainty: attestee
        - id: delta
          kind: renumber
          number: '2.2'
          since: '2'
          certainty: deduite
        """)})
    kb = build(root)
    ed = kb.edition("deriv")
    assert [(c.number, c.id) for c in ed.clauses] == [("1.1", "alpha"), ("1.2", "epsilon"), ("1.3", "gamma"), ("2.2", "delta")]
    assert kb.clause("deriv", "alpha").text.endswith("privatives.") and kb.clause("deriv", "alpha").extra["text_known"]
    assert kb.clause("deriv", "gamma").text == kb.clause("base", "gamma").text
    # gamma cites beta (removed in deriv): the reference now points into the base edition
    gamma = kb.clause("deriv", "gamma")
    assert kb.resolve(gamma, gamma.refs[0]).edition == "base"


def test_derived_of_derived(tiny, derived_yaml):
    root = tiny({
        "d1.yaml": derived_yaml("d1", "base", """
            - id: beta
              kind: amend
              since: '2'
              certainty: attestee
            """, date="2020-01"),
        "d2.yaml": derived_yaml("d2", "d1", """
            - id: delta
              kind: renumber
              number: '2.5'
              since: '3'
              certainty: attestee
            """, date="2021-01"),
    })
    kb = build(root)
    beta = kb.clause("d2", "beta")
    assert beta.extra["amended_in"] == ("d1",) and beta.extra["text_known"] is False
    assert kb.clause("d2", "2.5").id == "delta"
