"""Penalty rounds (ROPTA 11.1): one hand missed per player at the table, the penalised included, times the rounds."""

from __future__ import annotations

from .basis import basis
from .inputs import amount, document, required

KEYS = {"edition", "players", "rounds"}

CLAUSE = "11.1"


def compute(doc, kb=None) -> dict:
    """`{players, rounds}` -> `{hands}`: the number of hands the penalised player misses."""
    doc = document(doc)
    ed = basis(doc, kb)
    players = amount(required(doc, "players", ()), ("players",), minimum=2, what="le nombre de joueurs à la table")
    if players > 10:
        from . import CalcInputError

        raise CalcInputError("$.players", f"une table compte au plus 10 joueurs ({players})")
    rounds = amount(required(doc, "rounds", ()), ("rounds",), minimum=1, what="le nombre de tours de pénalité")
    hands = players * rounds
    return {
        "players": players,
        "rounds": rounds,
        "hands": hands,
        "clauses": [ed.cite(CLAUSE)],
        "explanation": (
            f"§11.1 ({ed.label}) : le joueur sanctionné manque une main par joueur à la table lorsque la sanction "
            f"est donnée, y compris lui-même, multiplié par le nombre de tours : {players} × {rounds} = {hands} "
            f"main{'s' if hands > 1 else ''}. Il reste à l'écart de la table mais reçoit un jeu que personne ne voit "
            f"(les pénalités d'une seule main font exception à ce calcul)."
        ),
    }


def headline(result: dict) -> str:
    """One French line: the ruling."""
    return f"Pénalité : {result['hands']} mains ({result['players']} joueurs × {result['rounds']} tour(s))"
