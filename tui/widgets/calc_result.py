"""A calculator's output in French: the ruling's figures, the explanation, the clauses it applies."""

from __future__ import annotations

import json

from rich.text import Text

LABELS = {
    "action": "action retenue", "total": "total", "to_call": "à suivre", "min_raise_to": "relance minimale à",
    "can_raise": "peut relancer", "returned": "rendu", "floor_decision": "décision du floor", "pots": "pots",
    "chips_awarded": "jetons attribués", "hands": "mains", "players": "joueurs", "player_hand": "main du joueur",
    "dealer_hand": "main du croupier", "dealer_qualifies": "croupier qualifié", "result": "résultat",
    "payouts": "gains par mise", "net": "gain net", "to_add": "à ajouter", "options": "options",
    "live_players": "joueurs en jeu", "player": "joueur", "remove": "valeur retirée", "upgrade": "valeur suivante",
    "leftover_chips": "jetons restants", "leftover_value": "valeur restante", "cards": "cartes par joueur",
    "max_per_player": "jetons max. par joueur", "protected": "joueurs protégés", "rounds": "tours",
    "max_per_table": "joueurs max. par table", "player_best": "meilleure main du joueur",
    "dealer_best": "meilleure main du croupier", "folded": "couché",
}
SKIP = {"clauses", "explanation", "player_category", "dealer_category"}
WORDS = {"win": "gagné", "lose": "perdu", "push": "égalité"}


def _value(v) -> str:
    if v is True:
        return "oui"
    if v is False:
        return "non"
    if v is None:
        return "—"
    if isinstance(v, list) and not v:
        return "aucun"
    if isinstance(v, list) and all(isinstance(x, dict) and "player" in x for x in v):
        return ", ".join(f"{x['player']} : {x.get('amount', '')}" for x in v)
    if isinstance(v, dict):
        return ", ".join(f"{k} : {_value(x)}" for k, x in v.items())
    if isinstance(v, list):
        return " ".join(map(str, v)) if all(isinstance(x, (str, int)) for x in v) else json.dumps(v, ensure_ascii=False)
    return str(v)


def calc_result_text(out: dict) -> Text:
    """Figures first, then the explanation and the clauses cited (with their edition)."""
    text = Text()
    for key, value in out.items():
        if key in SKIP:
            continue
        if key == "pots" and isinstance(value, list):
            for i, pot in enumerate(value):
                name = "pot principal" if i == 0 else f"pot secondaire {i}"
                eligible = ", ".join(map(str, pot.get("eligible", []))) if isinstance(pot, dict) else ""
                amount = pot.get("amount") if isinstance(pot, dict) else pot
                text.append(f"{name} : ", style="bold")
                text.append(f"{amount} (joueurs : {eligible})\n")
            continue
        text.append(f"{LABELS.get(key, key)} : ", style="bold")
        text.append(WORDS.get(value, _value(value)) if isinstance(value, str) else _value(value))
        text.append("\n")
    if out.get("explanation"):
        text.append("\n" + str(out["explanation"]) + "\n")
    if out.get("clauses"):
        text.append("Clauses : " + ", ".join(map(str, out["clauses"])), style="italic")
    text.rstrip()
    return text
