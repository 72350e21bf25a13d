"""French normalisation: case, accents, elisions, plural and gender, numbers in words, amounts, negations."""

from engine.text import MAX_CHARS, clean, fold, stem, stems, stream, words


def test_fold_removes_case_accents_and_ligatures():
    assert fold("Brûlée À L’ŒIL") == "brulee a l'oeil"


def test_elisions_are_opened():
    assert words("l'annonce d'un joueur qu'il n'a pas faite") == ["l", "annonce", "d", "1", "joueur", "qu", "il",
                                                                   "n", "a", "pas", "faite"]


def test_accented_and_plain_spellings_share_a_stem():
    for a, b in [("retournée", "retournee"), ("brûlées", "brulees"), ("prématurée", "prematuree"),
                 ("misé", "mise"), ("relancé", "relance")]:
        assert stems(a) == stems(b)


def test_plural_gender_and_verb_forms_conflate():
    assert len({stem(fold(w)) for w in ("retourne", "retournee", "retournees", "retourner", "retournes")}) == 1
    assert len({stem(fold(w)) for w in ("jeton", "jetons")}) == 1
    assert len({stem(fold(w)) for w in ("morte", "mortes", "mort")}) == 1


def test_numbers_in_words_become_digits():
    assert words("deux cartes") == ["2", "cartes"]
    assert words("deux mille cinq cents") == ["2500"]
    assert words("trois folds") == ["3", "folds"]


def test_grouped_digits_and_blinds_are_joined():
    assert words("blindes 5 000/10 000") == ["blindes", "5000", "10000"]
    assert words("mise 325") == ["mise", "325"]
    assert words("relance à 2.5k") == ["relance", "a", "2500"]


def test_negations_become_one_marker_before_the_word():
    assert stream("il n'a pas annoncé") == ["!", "annonc"]
    assert stream("sans rien dire") == ["!", "dire"]
    assert "!" not in stems("sans rien dire")


def test_irregular_verbs_read_as_one_lemma():
    assert stream("il fait semblant") == stream("faire semblant")
    assert stream("il a pris ses jetons") == stream("prendre ses jetons")
    assert stream("il les ressort du muck") == stream("ressortir du muck")


def test_clean_bounds_huge_and_control_text():
    text = clean("a\x00b\x1bc" + "x" * 2_000_000)
    assert "\x00" not in text and "\x1b" not in text
    assert len(text) <= MAX_CHARS
