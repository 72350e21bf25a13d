"""Property tests (hypothesis): pots conserve chips with monotone eligibility; bet keeps the minimum raise and 9.21."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine.calc import compute
from engine.calc.betting import parse_round

NAMES = [f"P{i}" for i in range(8)]


@st.composite
def finished_betting(draw):
    """Contributions of a finished hand: callers level with the biggest bet, all-ins at most that, folds below."""
    n = draw(st.integers(1, 8))
    statuses = draw(st.lists(st.sampled_from(["call", "allin", "fold"]), min_size=n, max_size=n))
    assume(any(s != "fold" for s in statuses))
    level = draw(st.integers(0, 10_000))
    callers = "call" in statuses
    rows = []
    for who, status in zip(NAMES, statuses):
        if status == "call":
            amount = level
        elif status == "allin":
            amount = draw(st.integers(0, level if callers else 10_000))
        else:
            amount = -1  # set below, once the live amounts are known
        rows.append({"player": who, "amount": amount, "allin": status == "allin", "folded": status == "fold"})
    top_live = max(r["amount"] for r in rows if not r["folded"])
    for r in rows:
        if r["folded"]:
            r["amount"] = draw(st.integers(0, top_live))
    return rows, draw(st.integers(0, 5_000))


@settings(max_examples=300, deadline=None)
@given(finished_betting())
def test_pots_conserve_chips_and_eligibility_is_monotone(kb, case):
    rows, dead = case
    r = compute("pots", {"contributions": rows, "dead": dead}, kb)
    assert sum(p["amount"] for p in r["pots"]) + sum(x["amount"] for x in r["returned"]) == \
        sum(row["amount"] for row in rows) + dead
    folded = {row["player"] for row in rows if row["folded"]}
    live = [row["player"] for row in rows if not row["folded"]]
    assert r["pots"][0]["eligible"] == [p for p in live if p in r["pots"][0]["eligible"]]
    for before, after in zip(r["pots"], r["pots"][1:]):
        assert set(after["eligible"]) < set(before["eligible"])  # strictly fewer players in each side pot
    for pot in r["pots"]:
        assert pot["amount"] >= 0 and pot["eligible"] and not folded & set(pot["eligible"])
    assert len(r["returned"]) <= 1 and all(x["amount"] > 0 for x in r["returned"])
    # a player never wins more than each opponent put in: his pots hold at most (his level) x players + dead
    amounts = {row["player"]: row["amount"] for row in rows}
    for p in live:
        winnable = sum(pot["amount"] for pot in r["pots"] if p in pot["eligible"])
        assert winnable <= sum(min(a, amounts[p]) for a in amounts.values()) + dead


@st.composite
def betting_round(draw):
    """A legal betting round built action by action from the rules' own limits, and the player to rule on."""
    bb = draw(st.integers(1, 50)) * 2
    street = draw(st.sampled_from(["preflop", "flop", "turn", "river"]))
    doc = {"blinds": [bb // 2, bb], "street": street, "actions": []}
    players = ["SB", "BB", "A", "B", "C", "D"]
    for _ in range(draw(st.integers(0, 10))):
        rnd = parse_round(doc)
        able = [p for p in players if p not in rnd.folded and p not in rnd.allin and rnd.acted_at.get(p) != rnd.bet]
        if not able:
            break
        p = draw(st.sampled_from(able))
        prior = rnd.total(p)
        options = ["fold", "allin"] + (["check"] if rnd.bet <= prior else ["call"])
        if rnd.may_raise(p):
            options.append("raise" if rnd.opened else "bet")
        action = draw(st.sampled_from(options))
        act = {"player": p, "action": action}
        if action in ("bet", "raise"):
            act["to"] = draw(st.integers(rnd.min_raise_to, rnd.min_raise_to * 3))
        elif action == "allin":
            high = max(rnd.bet, prior + 1) + (3 * rnd.increment if rnd.may_raise(p) else 0)
            act["to"] = draw(st.integers(prior + 1, max(prior + 1, high)))
            if act["to"] > rnd.bet and not rnd.may_raise(p):
                act["to"] = max(prior + 1, min(act["to"], rnd.bet))
        doc["actions"].append(act)
    rnd = parse_round(doc)
    able = [p for p in players if p not in rnd.folded and p not in rnd.allin and rnd.acted_at.get(p) != rnd.bet]
    assume(able)
    return doc, draw(st.sampled_from(able))


@settings(max_examples=300, deadline=None)
@given(betting_round(), st.lists(st.sampled_from([25, 100, 500, 1000]), max_size=4),
       st.sampled_from([None, "call", "raise", "check"]))
def test_bet_min_raise_never_below_the_big_blind(kb, case, chips, declared):
    doc, player = case
    r = compute("bet", {**doc, "next": {"player": player, "chips": chips, "declared": declared}}, kb)
    bb = doc["blinds"][1]
    if r["min_raise_to"] is not None:
        assert r["min_raise_to"] - r["to_call"] >= bb
    assert r["to_call"] >= (bb if doc["street"] == "preflop" else 0)
    if r["action"] in ("raise", "bet"):
        assert r["total"] >= parse_round(doc).min_raise_to
    if r["action"] == "call":
        assert r["total"] == r["to_call"]
    if r["action"] not in (None, "fold"):  # chips in front + chips added - chips returned = the ruled total
        prior = parse_round(doc).total(player)
        assert r["total"] == prior + sum(chips) + r["to_add"] - r["returned"]


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 50), st.sampled_from(["preflop", "flop"]), st.integers(0, 3), st.data())
def test_short_allins_never_reopen_the_betting(kb, bb_half, street, callers, data):
    bb = bb_half * 2
    doc = {"blinds": [bb_half, bb], "street": street, "actions": []}
    # A makes a full bet or raise; then short all-ins whose cumulated increase stays below A's increment
    level = bb if street == "preflop" else 0
    increment = bb
    low = level + increment if street == "preflop" else bb
    a_to = data.draw(st.integers(low, low * 4), label="A")
    increment = a_to - level if street == "preflop" else a_to
    doc["actions"].append({"player": "A", "action": "raise" if street == "preflop" else "bet", "to": a_to})
    top = a_to
    for name in ("B", "C", "D"):
        if top + 1 >= a_to + increment:
            break
        if not data.draw(st.booleans(), label=f"{name} all-in"):
            continue
        top = data.draw(st.integers(top + 1, a_to + increment - 1), label=name)
        doc["actions"].append({"player": name, "action": "allin", "to": top})
    assume(top > a_to)
    for name in ("E", "F", "G")[:callers]:
        doc["actions"].append({"player": name, "action": "call"})
    r = compute("bet", {**doc, "next": {"player": "A"}}, kb)
    assert r["to_call"] == top and r["can_raise"] is False and r["min_raise_to"] is None
    # the same all-ins do not block a player who has not acted yet
    assert compute("bet", {**doc, "next": {"player": "H"}}, kb)["can_raise"] is True
    # ... and whoever tries to raise in A's seat only calls
    r = compute("bet", {**doc, "next": {"player": "A", "declared": "raise", "amount": top * 3}}, kb)
    assert (r["action"], r["total"]) == ("call", top)


DEEP = 10**9  # a stack no ruling reaches


@settings(max_examples=300, deadline=None)
@given(betting_round(), st.lists(st.sampled_from([25, 100, 500, 1000, 5000]), min_size=1, max_size=4),
       st.sampled_from([None, "call", "raise"]))
def test_last_chips_follow_the_same_rules_as_any_chips(kb, case, chips, declared):
    """His last chips get the ruling the same chips get from a deep stack, capped at what he has: a call stays a call,
    a bet or raise reaching his stack is an all-in, and only what he cannot pay becomes an all-in for less."""
    from tests.calc.test_text_cases import one_action

    doc, player = case
    doc = {**doc, "edition": "ropta-2019.03"}
    most = parse_round(doc).total(player) + sum(chips)
    nxt = {"player": player, "chips": chips, "declared": declared}
    deep = compute("bet", {**doc, "next": {**nxt, "stack": DEEP}}, kb)
    last = compute("bet", {**doc, "next": {**nxt, "stack": sum(chips)}}, kb)
    one_action(last)
    if deep["action"] in ("call", "check", "fold") and deep["total"] <= most:
        assert (last["action"], last["total"]) == (deep["action"], deep["total"])
    elif deep["action"] in ("bet", "raise") and deep["total"] < most:
        assert (last["action"], last["total"]) == (deep["action"], deep["total"])
    elif deep["action"] is None:
        assert last["action"] is None or (last["action"], last["total"]) == ("allin", most)
    else:  # more than he has: all-in for what he has
        assert (last["action"], last["total"]) == ("allin", most)
    if last["action"] == "call":
        assert last["to_call"] == last["total"] <= most


@settings(max_examples=300, deadline=None)
@given(betting_round(), st.lists(st.sampled_from([25, 100, 500, 1000, 5000]), max_size=4), st.integers(0, 5000),
       st.sampled_from([None, "call", "raise", "allin", "bet"]))
def test_a_ruling_never_exceeds_the_stack_nor_reopens_a_blocked_player(kb, case, chips, spare, declared):
    from tests.calc.test_text_cases import one_action

    doc, player = case
    doc = {**doc, "edition": "ropta-2019.03"}
    rnd = parse_round(doc)
    stack = sum(chips) + spare
    assume(stack > 0)
    r = compute("bet", {**doc, "next": {"player": player, "chips": chips, "stack": stack, "declared": declared}}, kb)
    one_action(r)
    if r["action"] is not None:
        assert r["total"] <= rnd.total(player) + stack
    if r["action"] == "call":
        assert r["total"] == r["to_call"]
    if not rnd.may_raise(player):  # §9.21: blocked, he may only call or fold, whatever he pushes or says
        assert r["action"] not in ("bet", "raise") and not (r["action"] == "allin" and r["total"] > r["to_call"])
