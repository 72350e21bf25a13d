"""A no-limit betting round replayed from its actions (ROPTA 9.6–9.9, 9.21): level to call, minimum raise, who may raise."""

from __future__ import annotations

from dataclasses import dataclass, field

from . import CalcInputError
from .inputs import amount, choice, mapping, name, required, sequence

STREETS = ("preflop", "flop", "turn", "river")
ACTIONS = ("bet", "raise", "call", "check", "fold", "allin")


@dataclass
class Round:
    """State of one betting round: the bet to match, the size of the last full raise, each player's total."""

    small_blind: int
    big_blind: int
    street: str
    bet: int = 0  # the total to match
    increment: int = 0  # the last full bet or raise increment: the next raise must add at least this much
    opened: bool = False  # a bet is in (preflop: the big blind, which counts as a bet, §9.7)
    raised: bool = False  # the bet was raised at least once (it is no longer the first bet of the round, §9.10)
    totals: dict[str, int] = field(default_factory=dict)
    folded: dict[str, int] = field(default_factory=dict)  # player -> index of his fold
    allin: dict[str, int] = field(default_factory=dict)  # player -> index of his all-in
    acted_at: dict[str, int] = field(default_factory=dict)  # player -> bet level right after his last action
    short_allins: list[str] = field(default_factory=list)  # all-ins that were not a full bet or raise

    @property
    def min_raise_to(self) -> int:
        """The smallest legal total for a bet (no bet yet) or a raise (a bet is in)."""
        return self.bet + self.increment if self.opened else self.big_blind

    def total(self, player: str) -> int:
        """What the player has put in during this round."""
        return self.totals.get(player, 0)

    def may_raise(self, player: str) -> bool:
        """The betting is open for this player: he has not acted yet, or a full raise (maybe of cumulated short
        all-ins, §9.21 second example) or a first bet came after his last action."""
        level = self.acted_at.get(player)
        if level is None:
            return True
        if level == 0 and self.bet > 0:  # he checked, then someone opened: any bet, even a short all-in (§9.9)
            return True
        return self.bet - level >= self.increment

    def live(self) -> list[str]:
        """Players seen in this round and not folded."""
        return [p for p in self.totals if p not in self.folded]


def parse_round(doc: dict) -> Round:
    """Blinds, street and the actions so far, validated one by one (an impossible action names its field)."""
    blinds = sequence(required(doc, "blinds", ()), ("blinds",), min_items=2)
    if len(blinds) != 2:
        raise CalcInputError("$.blinds", "deux montants attendus : [petite blinde, grosse blinde]")
    sb = amount(blinds[0], ("blinds", 0), minimum=1, what="la petite blinde")
    bb = amount(blinds[1], ("blinds", 1), minimum=1, what="la grosse blinde")
    if sb > bb:
        raise CalcInputError("$.blinds[0]", f"la petite blinde ({sb}) dépasse la grosse blinde ({bb})")
    street = choice(required(doc, "street", ()), ("street",), STREETS)
    rnd = Round(sb, bb, street, increment=bb)
    if street == "preflop":  # players named SB and BB have posted the blinds; the big blind is a bet (§9.7)
        rnd.totals.update({"SB": sb, "BB": bb})
        rnd.bet, rnd.opened = bb, True
    for i, raw in enumerate(sequence(doc.get("actions") or [], ("actions",))):
        apply(rnd, raw, i)
    return rnd


def apply(rnd: Round, raw, i: int) -> None:
    """Apply one recorded action to the round, refusing what the rules make impossible."""
    path = ("actions", i)
    act = mapping(raw, path)
    player = name(required(act, "player", path), path + ("player",))
    action = choice(required(act, "action", path), path + ("action",), ACTIONS)
    where = f"$.actions[{i}]"
    if player in rnd.folded:
        raise CalcInputError(f"{where}.player", f"{player} s'est couché en $.actions[{rnd.folded[player]}] : "
                                                f"il ne peut plus agir")
    if player in rnd.allin:
        raise CalcInputError(f"{where}.player", f"{player} est déjà à tapis depuis $.actions[{rnd.allin[player]}] : "
                                                f"il ne peut plus agir")
    if player in rnd.acted_at and rnd.acted_at[player] == rnd.bet:
        raise CalcInputError(f"{where}.player", f"{player} a déjà parlé à {rnd.bet} et personne n'a misé depuis : "
                                                f"ce n'est pas à lui de parler")
    prior = rnd.total(player)
    to = act.get("to")
    if to is not None:
        to = amount(to, path + ("to",), what="le total du joueur (to)")
    if action == "fold":
        if to is not None and to != prior:
            raise CalcInputError(f"{where}.to", f"un fold ne change pas le total de {player} ({prior})")
        rnd.folded[player] = i
        rnd.totals.setdefault(player, prior)
        rnd.acted_at[player] = rnd.bet
        return
    if action == "check":
        if rnd.bet > prior:
            raise CalcInputError(f"{where}.action", f"check impossible : {player} fait face à une mise de {rnd.bet} "
                                                    f"(il a {prior} devant lui)")
        if to is not None and to != prior:
            raise CalcInputError(f"{where}.to", f"un check ne change pas le total de {player} ({prior})")
        rnd.totals.setdefault(player, prior)
        rnd.acted_at[player] = rnd.bet
        return
    if action == "call":
        if rnd.bet <= prior:
            raise CalcInputError(f"{where}.action", f"il n'y a rien à suivre pour {player} (mise {rnd.bet}, il a "
                                                    f"{prior}) : c'est un check")
        to = rnd.bet if to is None else to
        if to > rnd.bet:
            raise CalcInputError(f"{where}.to", f"un call à {to} dépasse toute mise (la plus haute est {rnd.bet})")
        if to < rnd.bet:
            raise CalcInputError(f"{where}.to", f"un call doit égaler la mise ({rnd.bet}) ; un call incomplet faute "
                                                f"de jetons s'écrit « allin »")
        rnd.totals[player] = to
        rnd.acted_at[player] = rnd.bet
        return
    if to is None:
        raise CalcInputError(f"{where}.to", f"champ obligatoire pour « {action} » : le total du joueur après l'action")
    if to <= prior:
        raise CalcInputError(f"{where}.to", f"{player} a déjà {prior} devant lui : « {action} » à {to} n'ajoute rien")
    if action == "bet":
        if rnd.opened:
            raise CalcInputError(f"{where}.action", f"une mise de {rnd.bet} est déjà faite : au-dessus, c'est une "
                                                    f"relance (« raise »)")
        if to < rnd.big_blind:
            raise CalcInputError(f"{where}.to", f"une mise d'ouverture vaut au moins la grosse blinde "
                                                f"({rnd.big_blind}) ; un tapis plus court s'écrit « allin »")
    elif action == "raise":
        if not rnd.opened:
            raise CalcInputError(f"{where}.action", "aucune mise à relancer : la première mise est un « bet »")
        if not rnd.may_raise(player):
            raise CalcInputError(f"{where}.action", f"{player} ne peut pas relancer : seul un tapis inférieur à une "
                                                    f"relance a suivi sa dernière action (relance bloquée, §9.21)")
        if to < rnd.min_raise_to:
            raise CalcInputError(f"{where}.to", f"une relance à {to} est inférieure au minimum ({rnd.min_raise_to}) ; "
                                                f"un tapis plus court s'écrit « allin »")
    elif to > rnd.bet and not rnd.may_raise(player):  # allin for more than the call by a blocked player
        raise CalcInputError(f"{where}.to", f"{player} ne peut que suivre ou se coucher (relance bloquée, §9.21) : "
                                            f"un tapis au-delà de {rnd.bet} est impossible")
    raise_to(rnd, player, to, allin=action == "allin")
    if action == "allin":
        rnd.allin[player] = i


def raise_to(rnd: Round, player: str, to: int, *, allin: bool) -> None:
    """Put the player's total at `to` (a bet, a raise, or an all-in of any size) and update the level and increment."""
    rnd.totals[player] = to
    if to > rnd.bet:
        added = to - rnd.bet
        full = added >= rnd.increment if rnd.opened else to >= rnd.big_blind
        if full:
            rnd.increment = added if rnd.opened else to
        else:
            rnd.short_allins.append(player)
        if rnd.opened:
            rnd.raised = True
        rnd.bet, rnd.opened = to, True
    rnd.acted_at[player] = rnd.bet
