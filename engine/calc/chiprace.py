"""Chip race (ROPTA 3.2): how many chips of the next value the leftovers buy, who may win one, who is protected."""

from __future__ import annotations

from . import CalcInputError
from .basis import basis
from .inputs import amount, document, mapping, name, required

KEYS = {"edition": None, "remove": None, "upgrade": None, "leftovers": None, "stacks": None, "smallest": None}

CLAUSE = "3.2"


def compute(doc, kb=None) -> dict:
    """`{remove, upgrade, leftovers: {player: count}, stacks?, smallest?}` -> chips awarded and protections."""
    doc = document(doc)
    ed = basis(doc, kb)
    remove = amount(required(doc, "remove", ()), ("remove",), minimum=1, what="la valeur du jeton retiré")
    upgrade = amount(required(doc, "upgrade", ()), ("upgrade",), minimum=1, what="la valeur du jeton supérieur")
    if upgrade <= remove:
        raise CalcInputError("$.upgrade", f"le jeton supérieur ({upgrade}) doit valoir plus que le jeton retiré ({remove})")
    if upgrade % remove:
        raise CalcInputError("$.upgrade", f"le jeton supérieur ({upgrade}) doit être un multiple du jeton retiré "
                                          f"({remove}) : l'échange se fait pour des montants exacts")
    leftovers = mapping(required(doc, "leftovers", ()), ("leftovers",))
    if not leftovers:
        raise CalcInputError("$.leftovers", "aucun joueur n'a de jetons restants")
    per_exchange = upgrade // remove
    counts: dict[str, int] = {}
    for who, count in leftovers.items():
        player = name(who, ("leftovers", who))
        counts[player] = amount(count, ("leftovers", who), what="le nombre de jetons restants")
        if counts[player] >= per_exchange:
            raise CalcInputError(f"$.leftovers.{who}", f"{counts[player]} jetons de {remove} valent au moins un jeton "
                                 f"de {upgrade} : ils s'échangent au color up, pas au chip race")
    stacks = mapping(doc.get("stacks") or {}, ("stacks",))
    others: dict[str, int] = {}
    for who, value in stacks.items():
        if str(who) not in counts:
            raise CalcInputError(f"$.stacks.{who}", f"« {who} » n'a pas de jetons restants (absent de leftovers)")
        others[str(who)] = amount(value, ("stacks", who), what="le reste du tapis")
    smallest = amount(doc.get("smallest", upgrade), ("smallest",), minimum=1,
                      what="la plus petite valeur encore en jeu")

    total_chips = sum(counts.values())
    value = total_chips * remove
    whole, rest = divmod(value, upgrade)
    awarded = whole + (1 if rest * 2 >= upgrade else 0)
    racers = [p for p, n in counts.items() if n > 0]
    capped = awarded > len(racers)
    if capped:
        awarded = len(racers)
    protected = [p for p in racers if p in others and others[p] == 0]
    rounding = ("arrondi au-dessus car 50 % du jeton supérieur est atteint" if rest * 2 >= upgrade and rest
                else "arrondi en dessous" if rest else "compte exact")
    explanation = (
        f"§3.2 ({ed.label}) : {total_chips} jeton(s) de {remove} restent sur la table, soit {value} ; "
        f"divisé par {upgrade} cela fait {value / upgrade:g} ({rounding}) : {awarded} jeton(s) de {upgrade} "
        f"à gagner. Chaque joueur reçoit une carte par jeton restant, en commençant par la place 1 ; les plus "
        f"grosses cartes gagnent (à égalité : pique, cœur, carreau, trèfle). Un joueur ne peut gagner qu'un jeton.")
    if capped:
        explanation += (f" Le calcul donnerait plus de jetons que de joueurs en course ; comme un joueur ne peut en "
                        f"gagner qu'un, nous limitons à {awarded} (cas que le texte ne tranche pas).")
    if protected:
        explanation += (f" Protection : {', '.join(protected)} ne peut pas être éliminé par le chip race ; s'il perd "
                        f"son dernier jeton, il reçoit un jeton de {smallest} (la plus petite valeur encore en jeu), "
                        f"en plus des jetons du chip race.")
    return {
        "remove": remove,
        "upgrade": upgrade,
        "leftover_chips": total_chips,
        "leftover_value": value,
        "chips_awarded": awarded,
        "cards": {p: n for p, n in counts.items() if n > 0},
        "max_per_player": 1,
        "protected": [{"player": p, "chip": smallest} for p in protected],
        "clauses": [ed.cite(CLAUSE)],
        "explanation": explanation,
    }


def headline(result: dict) -> str:
    """One French line: the ruling."""
    return (f"Chip race : {result['chips_awarded']} jeton(s) de {result['upgrade']} à gagner "
            f"({result['leftover_chips']} jeton(s) de {result['remove']} restants, un jeton au plus par joueur)")
