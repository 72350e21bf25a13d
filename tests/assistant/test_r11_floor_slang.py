"""The floor's written words (round 11): anglicisms, table notation glued to figures (« 25bb », « x3 », « S4 »,
« 1.5k »), SMS shorthand (« ki », « g », « ya ») and the spoken restriction without its « ne » (« il a que 800 »).
Every phrase is ours, invented for this file: the slang telling and the plain French one must read the same facts."""

import pytest

from engine import inference

from engine.text import MULTIPLE, ONLY, stream, stream_clauses, words

from tests.assistant.reading import facts_of, first_section


@pytest.mark.parametrize("text,expected", [
    ("il avait 30bb au début", ["il", "avait", "30", "bb", "au", "debut"]),
    ("short à 8 BB", ["short", "a", "8", "bb"]),
    ("open x3 au CO", ["open", "3", MULTIPLE, "au", "co"]),
    ("il ouvre 3x", ["il", "ouvre", "3", MULTIPLE]),
    ("le S7 se couche", ["le", "siege", "7", "se", "couche"]),
    ("la 1ere carte et la 2e", ["la", "premiere", "carte", "et", "la", "deuxieme"]),
    ("ki a gagné koi", ["qui", "a", "gagne", "quoi"]),
    ("g relancé", ["j", "ai", "relance"]),
])
def test_glued_notation_and_sms_are_read_as_words(text, expected):
    assert words(text) == expected


def test_a_table_number_after_table_is_no_seat():
    """« table S2 » names a table, not the seat 2."""
    assert "siege" not in words("on ferme la table S2")


@pytest.mark.parametrize("text", ["il relance à 2.5k puis il sort", "relance à 12.000 au turn",
                                  "mise de 1,5k sur le flop"])
def test_a_decimal_amount_is_not_cut_at_its_dot(text):
    """A dot or a comma between digits is inside an amount, not the end of a clause."""
    got = stream(text)
    assert any(t in got for t in ("2500", "12000", "1500")), got


def test_a_sentence_dot_after_a_figure_still_ends_the_clause():
    got, clauses = stream_clauses("il mise 500. Puis il part")
    assert got == ["mis", "500", "part"] and clauses[1] != clauses[2]


@pytest.mark.parametrize("text", ["il a que 900 derrière", "elle pose que 2 plaques", "il montre qu'une carte",
                                  "il reste que 3 joueurs"])
def test_the_spoken_restriction_without_ne(text):
    assert ONLY in words(text)


@pytest.mark.parametrize("text", ["il dit que 2 joueurs ont parlé", "le floor pense que 3 cartes sont sorties",
                                  "elle a dit que tout allait bien", "il mise plus que le pot"])
def test_a_clause_after_que_is_no_restriction(text):
    assert ONLY not in words(text)


@pytest.mark.parametrize("slang,plain", [
    ("le mec au bouton ship, la BB snap call", "le joueur au bouton fait tapis, la grosse blinde suit"),
    ("au SD le mec table une quinte", "à l'abattage le joueur montre une quinte"),
    ("pendant la distrib le croupier retourne une carte", "pendant la distribution le croupier retourne une carte"),
    ("le BTN annonce raise mais pose que 1.5k face à un bet de 1k",
     "le bouton annonce une relance mais ne pose que 1500 face à une mise de 1000"),
])
def test_slang_and_plain_read_the_same_facts(model, slang, plain):
    s, p = facts_of(model, slang), facts_of(model, plain)
    assert s == p or set(p.items()) <= set(s.items()), (s, p)


def test_a_stack_told_in_big_blinds_is_not_blinded_away(model):
    """« son tapis de 18 BB » is a stack size, not the stack of a late player blinded off."""
    assert "late" not in facts_of(model, "le cutoff envoie son tapis de 18bb, le bouton réfléchit")
    assert facts_of(model, "il arrive une heure après le début, son tapis est blindé").get("late") is True


def test_balancer_chips_or_a_card_is_no_fold_of_the_big_blind(model):
    assert "bb_folds" not in facts_of(model, "la BB balance trois plaques de 1000 au milieu")
    assert "bb_folds" not in facts_of(model, "la BB check puis le dealer balance la river trop vite")
    assert facts_of(model, "personne n'a relancé et la BB balance sa main").get("bb_folds") is True


def test_a_split_pot_is_no_prize_deal(model):
    assert "outside_game_rules" not in facts_of(model, "ils chop le pot au showdown, il reste un jeton de 25")
    assert facts_of(model, "à la table finale ils veulent faire un chop ICM").get("outside_game_rules") is True


def test_a_slang_telling_of_an_undersized_raise_reads_like_the_plain_one(model, kb):
    """Same facts; §9.4 and §9.10 both hold a rule for an announced raise short of chips, so only the top two are
    asked of the ranking (the words decide between them)."""
    slang = "le 5 annonce raise mais pose que 1.2k face à un bet de 1k"
    plain = "le joueur 5 annonce une relance mais ne pose que 1200 face à une mise de 1000"
    assert facts_of(model, slang) == facts_of(model, plain)
    top = {r["id"] for r in inference.ask(kb, slang)["results"][:2]}
    assert "mises-insuffisantes" in top


@pytest.mark.parametrize("text,expected", [
    ("au bout, il table un brelan", ["au", "bout", "il", "abat", "1", "brelan"]),
    ("elle refuse de tabler", ["elle", "refuse", "de", "abattre"]),
    ("le bouton avait tablé avant lui", ["le", "bouton", "avait", "abattu", "avant", "lui"]),
])
def test_tabler_is_the_showdown_verb(text, expected):
    assert words(text) == expected


@pytest.mark.parametrize("text", ["on le change de table", "la table 4 casse", "il revient à table après la pause",
                                  "on table sur une bulle vers minuit", "deux tables de six"])
def test_the_table_itself_stays_the_table(text):
    """The noun, and « tabler sur » (to count on), are no showdown."""
    assert not {"abat", "abattre", "abattu"} & set(words(text))


def test_refusing_to_table_is_refusing_to_show(model):
    assert facts_of(model, "tapis payé au flop, le short refuse de tabler").get("refuses_to_show") is True


def test_a_raise_multiple_is_no_repetition(model):
    """« open x3 » is a size, not an act done three times."""
    assert "repeated" not in facts_of(model, "open x3 au bouton, la SB 3bet, le bouton ship")


def test_a_phrase_does_not_reach_over_another_players_position(model):
    """« la BB check-raise, le CO réfléchit puis fold »: the cutoff folds, not the big blind."""
    assert "bb_folds" not in facts_of(model, "check-raise de la BB, le CO tank puis fold")
    assert facts_of(model, "personne n'a relancé, la BB fold").get("bb_folds") is True


@pytest.mark.parametrize("text,fact,value", [
    ("il part allinn au turn et le bouton paye", "allin", True),
    ("le gars annonce un strnig bet contre lui", "string_bet", True),
    ("au showdonw il jette ses cartes", "phase", "showdown"),
])
def test_a_mistyped_anglicism_is_corrected_then_read(model, text, fact, value):
    """The thesaurus runs before the typo corrector: a one-letter slip in a variant is corrected to that variant."""
    assert facts_of(model, text).get(fact) == value


def test_a_french_word_keeps_its_own_correction(model):
    """A word the vocabulary's words correct is not pulled toward an anglicism; a short word is never corrected."""
    assert "allin" not in facts_of(model, "il a alin dans son équipe")
