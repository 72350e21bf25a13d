"""Players at the final table (ROPTA 2.6): at most 9, one more than the table format when it is 8-max or less."""

from __future__ import annotations

from .basis import basis
from .inputs import amount, document, required

KEYS = {"edition", "max_per_table"}

CLAUSE = "2.6"


def compute(doc, kb=None) -> dict:
    """`{max_per_table}` -> `{players}` seated at the final table."""
    doc = document(doc)
    ed = basis(doc, kb)
    size = amount(required(doc, "max_per_table", ()), ("max_per_table",), minimum=2,
                  what="le nombre maximum de joueurs par table")
    if size > 10:
        from . import CalcInputError

        raise CalcInputError("$.max_per_table", f"une table compte au plus 10 joueurs ({size})")
    if size <= 8:
        players = size + 1
        why = (f"le tournoi se joue à {size} maximum par table (8 ou moins) : la table finale se joue avec un joueur "
               f"de plus que le format, soit {players} joueurs")
    else:
        players = 9
        why = f"le tournoi se joue à {size} maximum par table : la table finale est constituée au maximum de 9 joueurs"
    return {
        "max_per_table": size,
        "players": players,
        "clauses": [ed.cite(CLAUSE)],
        "explanation": f"§2.6 ({ed.label}) : {why}.",
    }


def headline(result: dict) -> str:
    """One French line: the ruling."""
    return f"Table finale : {result['players']} joueurs"
