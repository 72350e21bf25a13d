"""Round 18, bets and raises (chapter 9): who speaks. §9.4 rules the player's own word at the table; the dealer or the
floor who says « call » while he gives change back, counts or rules tells how he reads the act (§9.20), and a ruling
told (« il doit payer », « il pouvait relancer ») is what a player must or may do: neither is a declaration. Checked on
the invented development half, the real development incidents, the scenarios and the blind-written situations before
they were kept. Every phrase is ours, invented for this file; each reading has a counter-example."""

import pytest

from .reading import facts_of


# -- the official's words while he works, a ruling told: no declaration -------------------------------------------

@pytest.mark.parametrize("text", [
    "la croupière lui rend 300 en annonçant suivi",
    "le dealer recompte la pile et crie relance",
    "le floor arrive, tranche et précise que c'est un call",
    "le croupier rembourse l'excédent en disant que ça vaut un call",
    "l'arbitre lui explique qu'il doit suivre",
    "je lui réponds qu'il pouvait relancer",
    "la directrice annonce qu'il est obligé de payer",
])
def test_the_officials_words_or_a_ruling_are_no_declaration(model, text):
    assert facts_of(model, text).get("declaration") is None


@pytest.mark.parametrize("text, said", [
    ("la joueuse pose une plaque et dit suivi", "call"),  # her own word
    ("il crie relance ; le croupier compte les jetons", "raise"),  # the dealer counts in another sentence
    ("il dit call, et là il doit payer 8000 au total", "call"),  # his word; the ruling comes after, not right after it
    ("le croupier range ses jetons, puis le gars de la BB annonce tapis", "allin"),  # the dealer at work, then the player
])
def test_the_players_own_word_is_still_read(model, text, said):
    assert facts_of(model, text).get("declaration") == said


# -- §9.20: a figure given, then counted again (a count found wrong) ------------------------------------------------

@pytest.mark.parametrize("text", [
    "elle m'annonce 4300 ; en recomptant le floor trouve 5100",
    "le croupier compte la relance à 1800, en réalité il y avait 2600",
    "il me répond 9000, puis au recomptage on voit 12 000",
    "le dealer compte son tapis de travers, le chiffre est faux",
])
def test_a_count_given_then_found_wrong(model, text):
    assert facts_of(model, text).get("count_error") is True


@pytest.mark.parametrize("text", [
    "je lui demande combien il mise, il compte ses jetons devant moi",  # a count, nothing found wrong
    "il compte sa mise à voix haute. Faux départ, le floor repart de zéro",  # « faux » of another sentence
    "le joueur recompte son tapis pendant la pause",  # a recount with no figure given before it
])
def test_a_count_with_nothing_found_wrong(model, text):
    assert facts_of(model, text).get("count_error") is not True
