"""`ropta ask`: human output, --json, --batch, --situation, and bad input (exit 2, one line, no traceback)."""

import json


def test_human_output_first_ruling_in_full(ropta):
    code, out, err = ropta("ask", "le donneur a retourné une carte en distribuant")
    assert code == 0
    assert "§6.3" in out and "Décision" in out and "Pourquoi" in out and "Autres sections" in out


def test_human_output_suggests_the_bet_calculator(ropta):
    code, out, _ = ropta("ask", "sur 50/100 il a mis deux jetons de 1000 face à une relance à 1100")
    assert code == 0 and "ropta calc bet" in out


def test_json_output(ropta):
    code, out, _ = ropta("ask", "flop sans carte brulee", "--json", "--top", "3")
    data = json.loads(out)
    assert code == 0 and len(data["results"]) == 3 and data["results"][0]["id"] == "erreurs-au-flop"  # §7.3 in 2019.03


def test_fact_option_reranks(ropta):
    _, out, _ = ropta("ask", "un joueur a été oublié dans le tour d'enchères", "--fact", "substantial_action=oui",
                      "--json")
    assert json.loads(out)["results"][0]["decision"] == "passer-ou-suivre"


def test_batch_one_answer_per_line_in_order(ropta, tmp_path):
    f = tmp_path / "batch.txt"
    f.write_text("le donneur a retourné une carte\n\nflop sans carte brûlée\n", encoding="utf-8")
    code, out, _ = ropta("ask", "--batch", str(f), "--json")
    data = json.loads(out)
    assert code == 0 and len(data) == 3
    assert data[0]["results"][0]["number"] == "6.3"
    assert data[1]["results"] == [] and data[1]["error"]
    assert data[2]["results"][0]["id"] == "erreurs-au-flop"
    assert len(out.strip().splitlines()) == 5  # "[", three answers, "]"


def test_empty_text_is_a_french_hint(ropta):
    code, out, err = ropta("ask", "   ")
    assert code == 2 and "situation vide" in err and "Traceback" not in err


def test_huge_paste_and_control_characters_are_bounded(ropta):
    code, out, err = ropta("ask", "carte retournée \x00\x1b " + "blabla " * 150000, "--json")
    data = json.loads(out)
    assert code == 0 and data.get("truncated") is True and len(data["query"]) <= 2000


def test_unknown_fact_lists_close_names(ropta):
    code, out, err = ropta("ask", "carte retournée", "--fact", "substantial=oui")
    assert code == 2 and "substantial_action" in err and len(err.strip().splitlines()) == 1


def test_unknown_edition(ropta):
    code, _, err = ropta("ask", "carte retournée", "--edition", "ropta-2019")
    assert code == 2 and "ropta-2019.03" in err


def test_nothing_recognised_says_so(ropta):
    code, out, _ = ropta("ask", "xyzzy plugh")
    assert code == 0 and "Aucun fait reconnu" in out


def test_situation_file(ropta, tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text("text: un joueur a été oublié dans le tour d'enchères\nfacts:\n  substantial_action: oui\n",
                 encoding="utf-8")
    code, out, _ = ropta("ask", "--situation", str(f), "--json")
    assert code == 0 and json.loads(out)["results"][0]["decision"] == "passer-ou-suivre"


def test_bad_situation_file_points_at_the_field(ropta, tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text("text: carte retournée\ntop: zero\n", encoding="utf-8")
    code, _, err = ropta("ask", "--situation", str(f))
    assert code == 2 and "s.yaml:2: $.top:" in err


def test_why_quotes_the_situation_words_never_a_template(ropta):
    import json

    code, out, _ = ropta("ask", "une carte retournée pendant la donne", "--json")
    first = json.loads(out)["results"][0]
    assert code == 0 and first["number"] == "6.3"
    assert not any("{n}" in w for w in first["why"])
    assert any("« une carte retournée »" in w for w in first["why"])
    assert first["decision_label"] == "Carte morte remplacée"


def test_thesaurus_reads_synonyms_on_both_sides(kb):
    from engine.inference import ask

    # "talon" is not a word of the rulebook: the thesaurus reads it as "paquet"
    got = ask(kb, "le talon et la défausse ont été mélangés ensemble")["results"][:3]
    assert kb.clause("ropta-2019.03", "7.7").id in [r["id"] for r in got]  # numbers move with the edition in force
