"""Main and side pots (ROPTA 9.7, 4.2): pots by all-in level, uncalled chips returned, dead antes in the main pot."""

from __future__ import annotations

from . import CalcInputError
from .basis import basis
from .inputs import amount, document, flag, mapping, name, optional_amount, required, sequence

KEYS = {"edition": None, "dead": None, "contributions": [{"player", "amount", "folded", "allin"}]}


def compute(doc, kb=None) -> dict:
    """`{contributions: [{player, amount, folded, allin}], dead?}` -> `{pots: [{amount, eligible}], returned}`."""
    doc = document(doc)
    ed = basis(doc, kb)
    rows = sequence(required(doc, "contributions", ()), ("contributions",), min_items=1)
    dead = optional_amount(doc, "dead", (), default=0, what="l'argent mort (antes)")
    players: list[dict] = []
    seen: dict[str, int] = {}
    for i, row in enumerate(rows):
        path = ("contributions", i)
        row = mapping(row, path)
        who = name(required(row, "player", path), path + ("player",))
        if who in seen:
            raise CalcInputError(f"$.contributions[{i}].player", f"« {who} » apparaît deux fois (déjà en "
                                                                  f"$.contributions[{seen[who]}])")
        seen[who] = i
        folded, allin = flag(row, "folded", path), flag(row, "allin", path)
        if folded and allin:
            raise CalcInputError(f"$.contributions[{i}].folded", "un joueur à tapis ne peut pas être couché")
        players.append({"player": who, "amount": amount(required(row, "amount", path), path + ("amount",)),
                        "folded": folded, "allin": allin, "index": i})
    _check_consistent(players)

    live = [p for p in players if not p["folded"]]
    top = max(p["amount"] for p in players)
    others = sorted((p["amount"] for p in players), reverse=True)
    second = others[1] if len(others) > 1 else 0
    returned = []
    capped = {p["player"]: p["amount"] for p in players}
    if top > second:  # the excess of the biggest contribution nobody matched goes back (uncalled)
        leader = next(p for p in players if p["amount"] == top)
        returned.append({"player": leader["player"], "amount": top - second})
        capped[leader["player"]] = second

    levels = sorted({p["amount"] for p in live if p["allin"] and p["amount"] < second} | {second})
    pots, previous = [], 0
    for level in levels:
        size = sum(max(0, min(c, level) - previous) for c in capped.values())
        if not pots:
            size += dead
        eligible = [p["player"] for p in live if capped[p["player"]] >= level]
        if size or not pots:
            if pots and pots[-1]["eligible"] == eligible:
                pots[-1]["amount"] += size
            else:
                pots.append({"amount": size, "eligible": eligible})
        previous = level
    pots = [p for p in pots if p["amount"] or p is pots[0]]

    clauses = [ed.cite("9.7")] + ([ed.cite("4.2")] if dead else [])
    return {"pots": pots, "returned": returned, "total": sum(p["amount"] for p in players) + dead,
            "clauses": clauses, "explanation": _explain(pots, returned, dead, ed.label)}


def _check_consistent(players: list[dict]) -> None:
    """A finished betting: players still in without being all-in have all matched the same total, the biggest one."""
    live = [p for p in players if not p["folded"]]
    if not live:
        raise CalcInputError("$.contributions", "tous les joueurs sont couchés : il faut au moins un joueur en jeu")
    covering = [p for p in live if not p["allin"]]
    if covering:
        level = max(p["amount"] for p in covering)
        for p in covering:
            if p["amount"] != level:
                raise CalcInputError(f"$.contributions[{p['index']}].amount",
                                     f"{p['player']} n'est ni couché ni à tapis mais a misé {p['amount']} alors "
                                     f"qu'un autre joueur en jeu a misé {level} : il doit suivre, se coucher ou "
                                     f"être à tapis")
        for p in live:
            if p["allin"] and p["amount"] > level:
                raise CalcInputError(f"$.contributions[{p['index']}].amount",
                                     f"{p['player']} est à tapis pour {p['amount']}, plus que les joueurs restés en "
                                     f"jeu ({level}) : ils devaient suivre ce tapis ou se coucher")
    best_live = max(p["amount"] for p in live)
    for p in players:
        if p["folded"] and p["amount"] > best_live:
            raise CalcInputError(f"$.contributions[{p['index']}].amount",
                                 f"{p['player']} s'est couché après avoir misé {p['amount']}, plus qu'aucun joueur "
                                 f"resté en jeu ({best_live}) : il n'avait aucune raison de se coucher")


def _explain(pots: list[dict], returned: list[dict], dead: int, edition: str) -> str:
    parts = []
    for i, pot in enumerate(pots):
        label = "pot principal" if i == 0 else f"pot extérieur {i}" if len(pots) > 2 else "pot extérieur"
        parts.append(f"{label} de {pot['amount']} disputé par {', '.join(pot['eligible'])}")
    text = (f"§9.7 ({edition}) : un joueur à tapis ne dispute que ce qu'il a pu couvrir chez chaque adversaire ; "
            "le surplus forme un pot extérieur. " + _upper_first(" ; ".join(parts)) + ".")
    if returned:
        text += " " + " ; ".join(f"{r['amount']} non suivis sont rendus immédiatement à {r['player']}"
                                 for r in returned) + "."
    if dead:
        text += (f" Les antes ({dead}, format ante bouton ou big blind : §4.2) vont entièrement au pot principal : "
                 f"les joueurs à tapis peuvent prétendre à l'intégralité des antes quelle que soit la taille de leur "
                 f"tapis.")
    return text


def _upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def headline(result: dict) -> str:
    """One French line: the pots."""
    pots = " ; ".join(f"{p['amount']} ({', '.join(p['eligible'])})" for p in result["pots"])
    back = "".join(f" ; rendu à {r['player']} : {r['amount']}" for r in result["returned"])
    return f"Pots : {pots}{back}"
