"""Changes carry decisions: a derived edition's change replaces a clause's rules, summary and params with our reading of
the annex's description; `ask --edition` searches that edition; `--compare` sets the editions and TDA side by side."""

from __future__ import annotations

import json

import pytest

from engine.inference import ask
from engine.rulecheck import excerpts, squash

README_EXAMPLE = "le donneur a retourné une carte en distribuant"
PREMATURE_TURN = "la turn a été retournée avant la fin des enchères du flop"


def _decisions(clause) -> dict:
    return {r["id"]: r["then"]["decision"] for r in clause.rules}


def test_antes_in_heads_up(kb):
    # annex: « Correction d'un oubli : les ante sont désormais obligatoires en Heads Up »
    clause = kb.clause("ropta-2023.10", "4.4")
    rule = next(r for r in clause.rules if r["id"] == "ante-en-heads-up")
    assert rule["then"]["decision"] == "ante-obligatoire-en-heads-up"
    assert rule["reading"]["certainty"] == "attestee" and rule["reading"]["annex_entry"] == "nouveautes-2023-10"
    assert "ante-en-heads-up" not in _decisions(kb.clause("ropta-2019.03", "4.4"))


def test_premature_turn_simple_shuffle(kb):
    # annex: « Simplification de la procédure en cas de turn prématurée : simple mélange et reprise du coup (§7.3) »
    new, old = kb.clause("ropta-2023.10", "7.3"), kb.clause("ropta-2019.03", "7.4")
    assert new.id == old.id == "turn-prematuree"
    assert set(_decisions(new).values()) == {"simple-melange-et-reprise"}
    assert set(_decisions(old).values()) == {"river-devient-turn"}  # each edition keeps its own reading
    assert "simple mélange et reprise du coup" in new.summary


def test_nuts_check_penalised_only_on_suspicion_of_collusion(kb):
    # annex: « Précision sur le check par les nuts en dernière position : seul le soupçon de collusion entraîne une pénalité. »
    new = {r["id"]: r for r in kb.clause("ropta-2023.10", "10.5").rules}
    assert new["nuts"]["then"]["decision"] == "pas-de-penalite" and "collusion" in new["nuts"]["unless"]
    assert new["nuts-collusion"]["then"]["decision"] == "penalite" and new["nuts-collusion"]["when"]["collusion"] is True
    assert _decisions(kb.clause("ropta-2019.03", "10.5"))["nuts"] == "appreciation-du-directeur"


def test_multiple_chips_params(kb):
    new = kb.clause("ropta-2023.10", "9.13")
    assert new.params["multiple_chips_call"] == "all-needed"
    assert new.extra["reading"]["certainty"] == "deduite"
    assert kb.clause("ropta-2019.03", "9.13").params.get("multiple_chips_call") != "all-needed"


def test_reading_rules_cite_the_annex_or_the_kept_text(kb):
    """Every rule our reading adds cites words of the annex entry or of the text the change keeps (never struck words)."""
    readings = [(c, r) for c in kb.clauses("ropta-2023.10") for r in c.rules if r.get("reading")]
    assert len(readings) >= 8
    for clause, rule in readings:
        entry = kb.clause(rule["reading"]["annex_edition"], rule["reading"]["annex_entry"])
        struck = (clause.extra.get("superseded") or {}).get("passages", ())
        for excerpt in excerpts(rule):
            assert squash(excerpt) in squash(entry.text + " " + clause.text), (clause.id, excerpt)
            assert not any(squash(excerpt) in squash(p) for p in struck), (clause.id, excerpt)


def _tiny_reading(tiny, derived_yaml, change: str):
    from engine.kb import assemble

    base = {"alpha": ("1.1", "Alpha", "Le joueur doit montrer ses deux cartes. Le floor décide librement.")}
    root = tiny({"derivee.yaml": derived_yaml("suite", "base", change)}, base_texts=base)
    rule = ("rules:\n  - id: libre\n    when:\n      showdown_order: true\n    then:\n      decision: libre\n"
            "      summary: Le floor décide.\n    source: Le floor décide librement.\n")
    path = root / "base" / "alpha.yaml"
    path.write_text(path.read_text(encoding="utf-8") + rule, encoding="utf-8")
    voc = root / "vocabulary" / "v.yaml"
    voc.parent.mkdir()
    voc.write_text("# yaml-language-server: $schema=../schema/vocabulary-v1.schema.json\nvocabulary: 1\nfacts:\n"
                   "  - name: showdown_order\n    type: boolean\n    label: ordre d'abattage\n"
                   "    question: La question porte-t-elle sur l'ordre d'abattage ?\n", encoding="utf-8")
    return assemble(root)


AMEND = """
- id: alpha
  kind: amend
  since: '2023.10'
  certainty: attestee
  description: Seul le soupçon de collusion compte.
  superseded:
    scope: passages
    passages: [Le floor décide librement.]
"""


def test_a_rule_citing_a_struck_passage_must_be_replaced(tiny, derived_yaml):
    kb, problems = _tiny_reading(tiny, derived_yaml, AMEND)
    assert kb is None
    assert any("la règle « libre » de « alpha » cite un passage caduc dans suite" in p.message for p in problems)


READING = ("  reading:\n    rules:\n      - id: libre\n        when:\n          showdown_order: true\n"
           "        then:\n          decision: collusion\n          summary: Notre lecture.\n"
           "        source: {src}\n")


def test_a_reading_cites_the_annex_words(tiny, derived_yaml):
    kb, problems = _tiny_reading(tiny, derived_yaml, AMEND + READING.format(src="Seul le soupçon de collusion compte."))
    assert kb is not None, [p.format() for p in problems]
    assert kb.clause("suite", "1.1").rules[0]["then"]["decision"] == "collusion"
    assert kb.clause("suite", "1.1").rules[0]["reading"]["certainty"] == "attestee"


def test_a_reading_cannot_cite_struck_words(tiny, derived_yaml):
    kb, problems = _tiny_reading(tiny, derived_yaml, AMEND + READING.format(src="Le floor décide librement."))
    assert kb is None  # struck words cannot found the new reading
    assert any(p.pointer == "$.changes[0].reading.rules[0].source" and "extrait absent" in p.message for p in problems)


def test_ask_derived_edition_answers_the_readme_example(kb):
    answer = ask(kb, README_EXAMPLE, edition="ropta-2023.10")
    first = answer["results"][0]
    assert (first["edition"], first["number"], first["decision"]) == ("ropta-2023.10", "6.3", "carte-morte-remplacee")
    assert first["change"] is None and "Aucun changement signalé" in first["edition_notice"]


def test_ask_derived_edition_uses_its_own_numbers_and_decisions(kb):
    first = ask(kb, PREMATURE_TURN, edition="ropta-2023.10")["results"][0]
    assert (first["id"], first["number"], first["decision"]) == ("turn-prematuree", "7.3", "simple-melange-et-reprise")
    assert first["reading"]["annex_entry"] == "nouveautes-2023-09" and first["reading"]["certainty"] == "attestee"
    assert first["change"]["certainty"] == "attestee"
    assert not any("river qui devient la turn" in w for w in first["why"])  # struck words are never quoted
    old = ask(kb, PREMATURE_TURN, edition="ropta-2019.03")["results"][0]
    assert (old["number"], old["decision"]) == ("7.4", "river-devient-turn")
    assert old["changed"]["in"] == "ropta-2023.10"


def test_ask_compare_json(ropta):
    code, out, err = ropta("ask", PREMATURE_TURN, "--compare", "--json")
    assert code == 0, err
    rows = json.loads(out)["compare"]
    assert [r["edition"] for r in rows] == ["ropta-2019.03", "ropta-2023.10", "tda-2024"]
    for r in rows:
        assert {"edition", "number", "decision", "summary", "certainty"} <= set(r)
    assert [r["number"] for r in rows[:2]] == ["7.4", "7.3"]
    assert [r["decision"] for r in rows[:2]] == ["river-devient-turn", "simple-melange-et-reprise"]
    assert rows[1]["certainty"] == "attestee" and rows[1]["basis"] == "lecture-annexe"
    assert rows[2]["divergence"] == "constatee" and rows[2]["official"] is False


def test_compare_official_and_our_divergences_never_alike(kb):
    from engine.threeway import compare

    tda = [r for r in compare(kb, "presence-a-la-table") if r["kind"] == "reference"]
    assert [(r["number"], r["official"], r["divergence"]) for r in tda] == [("30", True, "annexe"), ("31, 5", False, "constatee")]
    assert tda[0]["divergence_authority"] != tda[1]["divergence_authority"]


def test_compare_a_removed_clause_and_another_rulebook(kb):
    from engine.threeway import compare

    rows = compare(kb, "tableau-premature")
    assert (rows[1]["edition"], rows[1]["number"], rows[1]["basis"], rows[1]["certainty"]) == \
        ("ropta-2023.10", None, "retiree", "hypothese")
    assert compare(kb, "historique") == []  # an annex entry is not a ROPTA clause


def test_compare_cli_text(ropta):
    code, out, err = ropta("ask", PREMATURE_TURN, "--compare")
    assert code == 0, err
    head = next(line for line in out.splitlines() if "ROPTA 2019.03" in line and "|" in line)
    assert "ROPTA 2023.10 (2023-10) §7.3" in head and "TDA RP-5" in head


@pytest.mark.parametrize("edition", ["ropta-2019.03", "ropta-2023.10"])
def test_ask_with_edition_never_answers_nothing_for_the_readme(ropta, edition):
    code, out, err = ropta("ask", README_EXAMPLE, "--edition", edition)
    assert code == 0 and "Aucune section trouvée" not in out and "§6.3" in out


def test_site_context_compares_and_follows_the_edition_in_force(kb):
    from engine.editions import default_pair
    from engine.publish.context import collect

    ctx = collect(kb)
    assert (ctx.diff["from"].id, ctx.diff["to"].id) == default_pair(kb)
    view = ctx.clauses[("ropta-2023.10", "turn-prematuree")]
    assert [r["edition"] for r in view.compare] == ["ropta-2019.03", "ropta-2023.10", "tda-2024"]
    assert view.compare[1]["basis"] == "lecture-annexe" and view.compare[1]["number"] == "7.3"
    assert ctx.clauses[("ropta-2019.03", "turn-prematuree")].data["edition_status"]["replaced_by"] == "ropta-2023.10"
    other = next(c.id for c in kb.edition("chevaliers").clauses)
    assert ctx.clauses[("chevaliers", other)].compare == []  # another rulebook: no ROPTA three-way block


def test_no_ante_in_heads_up_rule_does_not_survive_in_2023_10(kb):
    # struck: « Si le format des ante n’est pas le format classique, il n’y a pas d’ante en HU. »
    new = _decisions(kb.clause("ropta-2023.10", "4.4"))
    assert "pas-d-ante-en-heads-up" not in new.values()
    assert new["ante-non-classique-en-heads-up"] == "ante-obligatoire-en-heads-up"
    first = ask(kb, "en heads-up avec des antes big blind, faut-il payer l'ante ?", edition="ropta-2023.10")["results"][0]
    assert first["number"] == "4.4" and first["decision"] == "ante-obligatoire-en-heads-up"
