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
