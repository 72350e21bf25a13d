"""Ultimate Texas Hold'em payouts (arrêté du 30 décembre 2014, art. 55-20): the tables are read from the rulebook."""

from __future__ import annotations

from fractions import Fraction

from . import CalcInputError
from .inputs import amount

KEYS = {"player", "dealer", "board", "ante", "blind", "play", "trips"}

#: The structured tables the calculator reads (art. 55-20 of the regulation: payouts BLIND and TRIPS, Play multiples);
#: the clause that holds them is found in the rulebooks, no edition or clause id is written here (editions are data)
TABLES = {"blind", "trips", "mise-play"}


def _clause(kb):
    """The rulebook clause holding the payout tables (the first in the knowledge base's order)."""
    for edition in kb.editions.values():
        for clause in edition.clauses:
            if TABLES <= {t["id"] for t in clause.extra.get("tables", ())}:
                return clause
    raise CalcInputError("$", "aucun règlement ne porte les tables de paiement de l'Ultimate Texas Hold'em")


def _tables(kb) -> tuple[dict, dict, set[int], object]:
    """Blind and Trips payouts {hand: Fraction} and the allowed Play multiples, from art. 55-20's structured tables."""
    clause = _clause(kb)
    tables = {t["id"]: t for t in clause.extra.get("tables", ())}
    pays = {name: {r["hand"]: Fraction(r["pays"][0], r["pays"][1]) for r in tables[name]["rows"]}
            for name in ("blind", "trips")}
    multiples = {m for r in tables["mise-play"]["rows"] for m in r["multiples"]}
    return pays["blind"], pays["trips"], multiples, clause


def _amount(doc: dict, field: str, default=None) -> int:
    value = doc.get(field, default)
    if value is None:
        raise CalcInputError(f"$.{field}", "montant obligatoire (nombre entier de jetons)")
    return amount(value, (field,), what=f"la mise {field.capitalize()}")


def _chips(value: Fraction) -> int | float:
    """An amount as an integer when it is one (3 pour 2 on an odd stake gives a half chip)."""
    return int(value) if value.denominator == 1 else float(value)


def compute(doc: dict, kb) -> dict:
    """Hands, dealer qualification, result and net payout of each bet for one Ultimate Texas Hold'em hand."""
    from ..hands import CardError, best_hand, parse_cards

    if not isinstance(doc, dict):
        raise CalcInputError("$", "document attendu : player, dealer, board, ante, blind, play, trips")
    blind_pays, trips_pays, multiples, clause = _tables(kb)
    try:
        cards = parse_cards({"player": (doc.get("player"), 2), "dealer": (doc.get("dealer"), 2),
                             "board": (doc.get("board"), 5)})
    except CardError as exc:
        raise CalcInputError(exc.pointer, exc.message) from None
    ante, blind = _amount(doc, "ante"), _amount(doc, "blind")
    play, trips = _amount(doc, "play", 0), _amount(doc, "trips", 0)
    if ante == 0:
        raise CalcInputError("$.ante", "l'ante est obligatoire (mise positive)")
    if blind != ante:
        raise CalcInputError("$.blind", f"la Blind doit égaler l'Ante ({ante}) : « des mises d'un montant équivalent "
                                        "sur les cases Ante et Blind » (art. 55-20)")
    allowed = sorted(m * ante for m in multiples)
    if play and play not in allowed:
        raise CalcInputError("$.play", f"mise Play de {play} impossible : 0 (le joueur se couche) ou "
                                       f"{', '.join(map(str, allowed))} ({'/'.join(map(str, sorted(multiples)))} fois l'Ante)")

    player = best_hand(cards["player"] + cards["board"])
    dealer = best_hand(cards["dealer"] + cards["board"])
    qualifies = dealer.category != "carte-haute"
    folded = play == 0
    why = [f"Joueur : {player.name} ; croupier : {dealer.name}"
           f" ({'qualifié' if qualifies else 'non qualifié, il lui faut au moins une paire'})."]
    pay = {"ante": Fraction(0), "blind": Fraction(0), "play": Fraction(0), "trips": Fraction(0)}
    if folded:
        result = "lose"
        pay.update(ante=Fraction(-ante), blind=Fraction(-blind), trips=Fraction(-trips))
        why.append("Le joueur n'a pas misé sur Play : il se couche et perd ses mises (Ante, Blind ; Trips aussi, "
                   "lecture de l'équipe : le texte ne règle pas la mise Trips d'un joueur couché).")
    else:
        result = "win" if dealer < player else "lose" if player < dealer else "push"
        if result == "win":
            pay["play"] = Fraction(play)
            pay["ante"] = Fraction(ante) if qualifies else Fraction(0)
            ratio = blind_pays.get(player.category)
            pay["blind"] = blind * ratio if ratio is not None else Fraction(0)
            why.append("Le joueur bat le croupier : Play payée une fois la mise"
                       + (", Ante payée une fois la mise" if qualifies else ", Ante rendue (banque non qualifiée)")
                       + (f", Blind payée {_ratio(ratio)} ({player.name})" if ratio is not None
                          else ", Blind ni gagnante ni perdante (moins d'une quinte)") + ".")
        elif result == "lose":
            pay.update(play=Fraction(-play), blind=Fraction(-blind),
                       ante=Fraction(-ante) if qualifies else Fraction(0))
            why.append("Le croupier a la meilleure combinaison : le joueur perd Blind et Play"
                       + (" et Ante." if qualifies else " ; l'Ante lui est rendue (banque non qualifiée)."))
        else:
            why.append("Égalité : les mises restent au joueur sans gain ni perte.")
        if trips:
            ratio = trips_pays.get(player.category)
            pay["trips"] = trips * ratio if ratio is not None else Fraction(-trips)
            why.append(f"Trips : {player.name}, payée {_ratio(ratio)}." if ratio is not None
                       else "Trips perdue (moins d'un brelan).")
    net = sum(pay.values())
    if any(v.denominator != 1 for v in pay.values()):
        why.append("Le paiement 3 pour 2 donne un demi-jeton : le texte ne dit pas comment l'arrondir.")
    why.append(f"Tables de paiement et déroulement : {clause.edition} §{clause.number} (art. 55-20).")
    return {
        "player_hand": player.name, "player_category": player.category, "player_best": list(player.cards),
        "dealer_hand": dealer.name, "dealer_category": dealer.category, "dealer_best": list(dealer.cards),
        "dealer_qualifies": qualifies, "folded": folded, "result": result,
        "payouts": {k: _chips(v) for k, v in pay.items()}, "net": _chips(net),
        "clauses": [clause.key], "explanation": " ".join(why),
    }


def _ratio(r: Fraction) -> str:
    return f"{r.numerator} pour {r.denominator}"


def headline(result: dict) -> str:
    """One French line for `ropta calc uth`: the result against the dealer and the net gain."""
    verdict = {"win": "le joueur gagne", "lose": "le joueur perd", "push": "égalité"}[result["result"]]
    if result["folded"]:
        verdict = "le joueur se couche"
    net = result["net"]
    return (f"{verdict} ({result['player_hand']} contre {result['dealer_hand']}"
            f"{'' if result['dealer_qualifies'] else ', croupier non qualifié'}) : gain net {net:+g}")
