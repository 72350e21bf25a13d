"""Amounts in a French situation ("sur 50/100", "deux jetons de 1000", "relance à 1100") -> a `calc bet` input."""

from __future__ import annotations

import re

from .readings import Lazy
from .text import ONLY, clean, numbers_to_digits, prepare

# Each amount pattern is compiled at its first use and tried only on a text holding a word every match contains (a
# digit is not enough: « une carte » reads « 1 carte »): compiling them all cost about 1.5 ms of a cold answer

_BLINDS = Lazy(r"\b(\d+) / (\d+)(?: / (\d+))?\b", ("/",))
# a number that counts things other than chips (« la BB a 3 cartes », « tapis, un joueur doit parler »: « un » is the
# article) is no amount; ours (r22): nor an age (« elle n'a que 16 ans » read a stack of 16)
_COUNTED = r"(?! (?:cartes?|joueurs?|joueuses?|fois|minutes?|secondes?|heures?|sieges?|tables?|mains?|paquets?|ans))"
_BB = Lazy(r"\b(?:grosse blinde|grosse blind|big blind|bb)(?: est| a| de| =| :)* (\d+)\b" + _COUNTED, ("blind", "bb"))
# ours (r21): « une unique plaque de 1 000 », « un jeton unique de 500 » count one chip as « un seul jeton » does (read
# before as a push of 1: « pousse 1 unique »)
_CHIPS = Lazy(r"\b(\d+) (?:seul |seule |unique )?(?:jetons?|plaques?|chips?)(?: identiques?| uniques?| seule?s?)?"
              r"(?: de| a)? (\d+)\b", ("jeton", "plaque", "chip"))
_VERBS = ("mise", "mis", "misent", "ouvre", "ouvert", "open", "relance", "relancee", "relancer", "raise", "bet", "paye",
          "paie", "payer", "suit", "suivi", "call", "tapis", "all in", "allin", "complete", "pose", "met", "avance",
          "envoie", "pousse", "glisse", "annonce", "limp", "shove")
_VERB = "(?P<verb>" + "|".join(_VERBS) + ")"
# « il ouvre en mettant 300 »: the act (ouvre) told, then the gesture that carries the amount
_ACTION = Lazy(r"\b" + _VERB + r"\w*(?: (?:que|qu|seulement|juste|uniquement))?"
               r"(?: en (?:mettant|misant|posant|poussant|avancant|lancant|envoyant))?"
               r"(?: (?:a|de|pour|a hauteur de|jusqu a|son tapis de|tapis de|tapis pour))? "
               r"(?P<amount>\d+)\b(?! (?:jetons?|plaques?|chips?))" + _COUNTED, _VERBS)
# « il n'a que 250 » is read « il a seulement 250 » (engine.text reads the restriction ONLY, not a negation)
_STACK = Lazy(r"\b(?:tapis|stack|reste|restent|n a que|a que|plus que|a seulement|avait seulement)"
              r"(?: de| a| pour| restant de| seulement)? (\d+)\b" + _COUNTED,
              ("tapis", "stack", "reste", "que", "seulement"))
# the last chips of a stack pushed (« il pousse ses 150 derniers jetons », « ses 300 restants »): an all-in of that amount
_LAST_CHIPS = Lazy(r"\b(?:ses|les|son|sa) (\d+) (?:derniers|dernieres|restants|restantes)\b"
                   r"|\b(?:ses|les) derniers (\d+)\b", ("dernier", "restant"))
# an amount told as all in right after it (« pousse 3100 all in », « met 900 a tapis »): the act is the all-in
_ALLIN_AFTER = Lazy(r" (?:en |a )?(?:all in|allin|tapis)\b", ("all", "tapis"))
# ours (r22): a person's age told with its number (« âgé de 15 ans », « elle a 16 ans », « un gamin de 14 ans »): below
# 18, a minor (§1.4). The vocabulary reads words, not how big a number is (its {n} only tells « two or more »): the age
# is read here, like an amount. Not a length of time (« depuis 16 ans », « il y a 15 ans »: no « âgé » nor « il a »
# before it) nor a span of something (« il a 16 ans de poker », « 15 ans d'expérience »: « de » after it).
_PERSON = (r"(?:joueur|joueuse|jeune|garcon|fille|gamin|gamine|ado|adolescent|adolescente|enfant|fils|neveu|niece|"
           r"remplacant|remplacante|participant|participante|inscrit|inscrite|petit fils|petite fille)")
_AGE = Lazy(r"\b(?:(?:age|agee|ages|agees) de|(?:il|elle|qui|j|je|tu|" + _PERSON + r") (?:a|ai|as|avait|avais)"
            r"(?: (?:seulement|juste|a peine|tout juste|pas encore|que))?|" + _PERSON + r" de)"
            r" (\d{1,3}) ans\b(?! (?:de|d)\b)", (" ans",))
MAJORITY = 18
_DENOMINATIONS = (100000, 25000, 10000, 5000, 1000, 500, 100, 25, 5, 1)


def normalised(text: str) -> str:
    """Folded text, elisions opened, numbers as digits, slashes kept: the form the amount patterns read."""
    tokens = ["seulement" if t == ONLY else t for t in re.findall(r"[a-z0-9]+|/", prepare(clean(text)))]
    return " ".join(numbers_to_digits(tokens))


def extract(text: str) -> dict:
    """Blinds, chips pushed, and the amounts of actions, in the order of the text (empty when none)."""
    t = normalised(text)
    out: dict = {}
    m = _BLINDS.search(t)
    if m:
        sb, bb = int(m.group(1)), int(m.group(2))
        if 0 < sb <= bb:
            out["blinds"] = [sb, bb]
            if m.group(3):
                out["ante"] = int(m.group(3))
    if "blinds" not in out:
        m = _BB.search(t)
        if m and int(m.group(1)) > 0:
            bb = int(m.group(1))
            out["blinds"] = [bb // 2, bb]
    chips = []
    chip_spans = []
    for m in _CHIPS.finditer(t):
        count, value = int(m.group(1)), int(m.group(2))
        if 0 < count <= 20 and value > 0:
            chips.extend([value] * count)
            chip_spans.append(m.span())
    if chips:
        out["chips"] = chips
    actions = []
    starts = []  # where each action's amount stands, to tell the bets told before the first chip
    for m in _ACTION.finditer(t):
        amount = int(m.group("amount"))
        if any(a <= m.start("amount") < b for a, b in chip_spans) or amount <= 0:
            continue
        if "blinds" in out and _inside_blinds(t, m.start("amount")):
            continue
        verb = "tapis" if _ALLIN_AFTER.match(t, m.end("amount")) else m.group("verb")
        actions.append({"verb": verb, "amount": amount})
        starts.append(m.start("amount"))
    if actions:
        out["actions"] = actions
    if chip_spans:  # how many actions were told before the first chip: the bets it may answer
        out["before_chips"] = sum(1 for p in starts if p < chip_spans[0][0])
    ages = [int(m.group(1)) for m in _AGE.finditer(t)]
    if ages:
        out["ages"] = ages
    m = _STACK.search(t)
    if m:
        out["stack"] = int(m.group(1))
    else:
        m = _LAST_CHIPS.search(t)
        if m:
            out["stack"] = int(m.group(1) or m.group(2))
    return out


def _inside_blinds(t: str, pos: int) -> bool:
    m = _BLINDS.search(t)
    return bool(m and m.start() <= pos < m.end())


def has_amounts(found: dict) -> bool:
    """True when a bet can be computed: blinds and something the player put or faced."""
    return "blinds" in found and bool(found.get("chips") or found.get("actions"))


_CALL = {"paye", "paie", "payer", "suit", "suivi", "call", "complete", "limp"}
_ALLIN = {"tapis", "all in", "allin", "shove"}
_OPEN = {"mise", "mis", "ouvre", "ouvert", "open", "bet"}
_PUSH = {"pose", "met", "avance", "envoie", "pousse", "glisse", "mis"}
#: Verbs that tell a raise to an amount (« relance à 2 700 » is its total): below the bet faced, it is short. (Not the
#: call verbs: « il croyait payer 10K » is often what he believed, the chips he put tell the bet.)
_TOLD_SHORT = {"relance", "relancee", "relancer", "raise"}


def bet_input(found: dict, facts: dict) -> dict | None:
    """A `ropta calc bet` input document for the situation, or None when the amounts are not enough."""
    if not has_amounts(found):
        return None
    street = facts.get("phase") if facts.get("phase") in ("preflop", "flop", "turn", "river") else "preflop"
    acts = list(found.get("actions", []))
    chips = list(found.get("chips", []))
    declared = {"call": "call", "raise": "raise", "check": "check", "fold": "fold", "allin": "allin",
                "none": None}.get(facts.get("declaration"))
    nxt_amount = None
    if not chips and acts and acts[-1]["verb"] in _PUSH | _CALL | _ALLIN | {"relance", "raise", "relancer"} and len(acts) > 1:
        last = acts.pop()
        if declared is None and last["verb"] in _PUSH:
            chips = _compose(last["amount"])
        else:
            nxt_amount = last["amount"]
            declared = declared or _declared(last["verb"])
    if not chips and nxt_amount is None:
        return None
    actor = "BB" if facts.get("bb_chips_adjusted") and street == "preflop" else "J%d" % (len(acts) + 1)
    actions = []
    bet = found["blinds"][1] if street == "preflop" else 0
    for i, a in enumerate(acts):
        verb, amount = a["verb"], a["amount"]
        if verb in _CALL:
            kind = "call"
        elif verb in _ALLIN:
            kind = "allin"
        elif bet == 0:
            kind = "bet"
        else:
            kind = "raise"
        actions.append({"player": "J%d" % (i + 1), "action": kind, "to": amount})
        bet = max(bet, amount)
    nxt = {"player": actor, "declared": declared, "amount": nxt_amount, "chips": chips or None}
    if found.get("stack") and actor != "BB":
        nxt["stack"] = found["stack"]
    doc = {"blinds": found["blinds"], "street": street, "actions": actions, "next": nxt}
    if facts.get("players_in_hand"):
        doc["live_players"] = facts["players_in_hand"]
    return doc


def _declared(verb: str) -> str | None:
    if verb in _CALL:
        return "call"
    if verb in _ALLIN:
        return "allin"
    if verb in ("relance", "raise", "relancer"):
        return "raise"
    return None


def _compose(amount: int) -> list[int]:
    """Chips making up an amount when the text does not say (largest first: an assumption the answer states)."""
    out = []
    for d in _DENOMINATIONS:
        while amount >= d and len(out) < 20:
            out.append(d)
            amount -= d
    return out


#: Facts telling that the chips a situation counts are not put forward as a bet.
_NOT_A_BET = ("chip_race", "chips_transport", "stacks_visible", "forgotten_chips")  # (chips found after an all-in: §9.23)
#: ours (r22): ... and the facts that tell it together: the odd chip of a split pot (« on partage, il reste un jeton de 25 en
#: trop », §10.8). Both: « une plaque de 500 en trop » alone is as often a chip too many in a bet.
_NOT_A_BET_TOGETHER = (("odd_chip", "split_pot"),)


def derive(info: dict, values: dict) -> None:
    """Facts that follow from the amounts when the words did not say them (never overriding what they said)."""
    chips = info.get("chips") or []
    actions = info.get("actions") or []
    blinds = info.get("blinds")
    if any(0 < age < MAJORITY for age in info.get("ages", ())):
        values.setdefault("minor", True)  # ours (r22): « âgé de 15 ans », « un gamin de 14 ans » (see _AGE)
    # chips counted in a chip race, carried away or stacked (« il reste 7 jetons de 100 », « part avec deux jetons de
    # 1000 », « ses jetons de 5000 sous une pile ») are not chips put forward as a bet (§9.13)
    if chips and (any(values.get(f) is True for f in _NOT_A_BET)
                  or any(all(values.get(f) is True for f in both) for both in _NOT_A_BET_TOGETHER)):
        chips = []
    if chips:
        values.setdefault("chips_placed", "single" if len(chips) == 1 else "multiple")
        if len(chips) > 1:
            values.setdefault("chips_identical", len(set(chips)) == 1)  # §9.13 (2019.03) tests identical chips only
    # the bet a single chip answers: the largest amount told before it (« A mise 1 000, B pose une plaque de 5 000,
    # puis C relance à 20 000 »: higher than the 1 000 it faced; the raise after it and a ruling told later are not
    # what it answered), else the largest told at all (« il pose une plaque de 500 face à une relance à 800 »), else the
    # big blind before the flop (« en 25/50, il limpe avec une plaque de 500 »: higher); a chip equal to it is neither
    # higher nor lower (§9.11, §9.12)
    told = actions[:info["before_chips"]] if info.get("before_chips") else actions
    facing = max((a["amount"] for a in told), default=0) or (
        blinds[1] if blinds and values.get("phase", "preflop") == "preflop" else 0)
    if len(chips) == 1 and facing and chips[0] != facing:
        values.setdefault("chip_value", "higher" if chips[0] > facing else "lower")
    if blinds:
        bb = blinds[1]
        short = [a["amount"] for a in actions if a["verb"] in _ALLIN] + ([info["stack"]] if info.get("stack") else [])
        if short:
            values.setdefault("allin", True)
            if min(short) < bb:
                values.setdefault("allin_short", "below-bb")
        # an all-in over the last bet but short of a full raise (§9.8, §9.21): the bets before it, the big blind first,
        # give the last level and the last raise (« BB 400, tapis pour 650 »: 650 < 800, no raise)
        first = next((i for i, a in enumerate(actions) if a["verb"] in _ALLIN), None)
        if first is not None and "allin_short" not in values:
            levels = [bb] + sorted({a["amount"] for a in actions[:first] if a["verb"] not in _ALLIN and a["amount"] > bb})
            step = max(bb, levels[-1] - levels[-2]) if len(levels) > 1 else bb
            if levels[-1] < actions[first]["amount"] < levels[-1] + step:
                values.setdefault("allin_short", "below-min-raise")
    pushed = sum(chips) if chips else (actions[-1]["amount"] if len(actions) > 1 and actions[-1]["verb"] in _PUSH
                                          else None)
    earlier = [a["amount"] for a in (told if chips else actions[:-1])]  # chips: the bets told before them
    if pushed is not None and earlier and pushed < max(earlier):
        values.setdefault("bet_short", True)
    elif not chips and pushed is not None and len(earlier) == 1 and earlier[0] < pushed < 2 * earlier[0] \
            and not values.get("allin"):
        values.setdefault("bet_short", True)  # "A mise 100, B met 150": a raise short of the minimum (one bet faced)
        values.setdefault("bet_kind", "raise")
    # a raise told with its amount, below a bet told before it (« tapis à 30 000 … il annonce relance à 2 700 »): what he
    # declared is short of what he faced (§9.10)
    if pushed is None and len(actions) > 1 and actions[-1]["verb"] in _TOLD_SHORT and \
            actions[-1]["amount"] < max(a["amount"] for a in actions[:-1]):
        values.setdefault("bet_short", True)
    opening = [a for a in actions if a["verb"] in _OPEN]
    if blinds and len(actions) == 1 and opening and opening[0]["amount"] < blinds[1] and not values.get("allin"):
        values.setdefault("bet_short", True)  # "au flop il ouvre à 50" on a big blind of 100
        values.setdefault("bet_kind", "open")
