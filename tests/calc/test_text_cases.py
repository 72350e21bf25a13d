"""`bet` on new numbers, each case derived from one sentence of the ROPTA 2019.03 (its `why`, checked verbatim), and
the player's last chips judged by the same rules as any chips (§9.2, §9.11, §9.13, §9.21)."""

from __future__ import annotations

import re

import pytest

from engine.calc import compute

ED = "ropta-2019.03"


def case(id, section, why, doc, expect, cites=None):
    return pytest.param(section, why, doc, expect, cites or section, id=id)


def pre(blinds, actions, nxt, **extra):
    return {"blinds": blinds, "street": "preflop", "actions": actions, "next": nxt, **extra}


def post(blinds, actions, nxt, street="flop", **extra):
    return {"blinds": blinds, "street": street, "actions": actions, "next": nxt, **extra}


def act(player, action, to=None):
    return {"player": player, "action": action, **({} if to is None else {"to": to})}


# A raised to 500, B went all-in short of a raise (700 < 800), C called: A is blocked (§9.21).
BLOCKED = [act("A", "raise", 500), act("B", "allin", 700), act("C", "call")]

CASES = [
    # --- the player's last chips: the same rules as any chips -----------------------------------------------------
    case("9.11-dernier-jeton-superieur", "9.11",
         "le fait de placer un seul jeton de valeur supérieure correspond à un call si la relance n’est pas "
         "verbalement annoncée",
         post([100, 200], [act("A", "bet", 800)], {"player": "B", "chips": [1000], "stack": 1000}, street="river"),
         {"action": "call", "total": 800, "returned": 200}),
    case("9.13-derniers-jetons-identiques", "9.13",
         "Miser plusieurs jetons identiques sans aucune annonce après une mise ou après les blindes est un call si, "
         "en retirant un jeton quelconque, le total deviendrait inférieur à une mise pour suivre (call).",
         post([100, 200], [act("A", "bet", 1500)], {"player": "B", "chips": [1000, 1000], "stack": 2000}),
         {"action": "call", "total": 1500, "returned": 500}),
    case("9.21-bloque-pousse-son-tapis", "9.21",
         "le joueur qui a fait la dernière relance sera 'bloqué' et ne pourra pas relancer le coup quand son tour "
         "viendra",
         pre([100, 200], BLOCKED, {"player": "A", "chips": [1000, 1000], "stack": 2000}),
         {"action": "call", "total": 700, "returned": 1800, "can_raise": False}),
    case("9.21-bloque-annonce-tapis", "9.21",
         "le joueur qui a fait la dernière relance sera 'bloqué' et ne pourra pas relancer le coup quand son tour "
         "viendra",
         pre([100, 200], BLOCKED, {"player": "A", "declared": "allin", "stack": 2000}),
         {"action": "call", "total": 700, "to_add": 200}),
    case("9.6-derniers-jetons-moins-de-50", "9.6",
         "Si un joueur met moins de 50% de la relance minimale, il ne peut compléter pour atteindre ce montant "
         "minimal que s’il avait annoncé une relance. Sinon, son action sera considérée comme un call.",
         post([100, 200], [act("A", "bet", 1000)], {"player": "B", "chips": [1000, 100, 100, 100], "stack": 1300}),
         {"action": "call", "total": 1000, "returned": 300}),
    case("9.6-derniers-jetons-50-atteints", "9.6",
         "si un joueur place une relance de 50% ou plus de la mise précédente mais moins que la mise minimale, la "
         "relance est validée au montant minimum et il doit compléter",
         post([100, 200], [act("A", "bet", 1000)], {"player": "B", "chips": [1000, 500, 100], "stack": 1600}),
         {"action": "allin", "total": 1600, "to_add": 0}),
    case("9.21-libere-pousse-son-tapis", "9.21",
         "Si un autre joueur effectue une relance (à 425 au minimum), le joueur A est libéré et peut réagir comme il "
         "le souhaite (fold, call ou relance).",
         pre([100, 200], [act("A", "raise", 500), act("B", "allin", 700), act("C", "raise", 1000)],
             {"player": "A", "declared": "allin", "stack": 1500}),
         {"action": "allin", "total": 2000}, cites="9.4"),
    case("9.21-libere-par-deux-tapis", "9.21",
         "sa relance à 225 fait face à une mise de 400 qui est considérée comme une sur relance",
         pre([100, 200], [act("A", "raise", 500), act("B", "allin", 650), act("C", "allin", 850), act("D", "call")],
             {"player": "A", "chips": [1000, 1000], "stack": 2000}),
         {"action": "allin", "total": 2500}, cites="9.5"),
    # --- §9.11 single chip of higher value ------------------------------------------------------------------------
    case("9.11-apres-une-relance", "9.11",
         "Après une relance (ou une blinde), le fait de placer un seul jeton de valeur supérieure correspond à un call",
         pre([200, 400], [act("A", "raise", 1100)], {"player": "B", "chips": [5000]}),
         {"action": "call", "total": 1100, "returned": 3900}),
    case("9.11-apres-la-blinde", "9.11", "Après une relance (ou une blinde)",
         pre([25, 50], [], {"player": "C", "chips": [500]}),
         {"action": "call", "total": 50, "returned": 450}),
    case("9.11-deja-des-jetons-mises", "9.11",
         "et ce même si le joueur a déjà d’autres jetons misés dans le coup",
         post([100, 200], [act("A", "bet", 600), act("B", "raise", 1800)], {"player": "A", "chips": [5000]}),
         {"action": "call", "total": 1800, "returned": 3800}),
    case("9.11-relance-declaree-sans-montant", "9.11",
         "Si la relance est déclarée (mais pas le montant), la relance sera du montant du jeton.",
         post([300, 600], [act("A", "bet", 1500)], {"player": "B", "declared": "raise", "chips": [5000]},
              street="turn"),
         {"action": "raise", "total": 5000}, cites="9.5"),
    # --- §9.13 multiple chips (2019.03: the call test is for identical chips) -------------------------------------
    case("9.13-trois-jetons-identiques", "9.13",
         "en retirant un jeton quelconque, le total deviendrait inférieur à une mise pour suivre (call)",
         post([200, 400], [act("A", "bet", 2500)], {"player": "B", "chips": [1000, 1000, 1000]}),
         {"action": "call", "total": 2500, "returned": 500}),
    case("9.13-jetons-identiques-non-necessaires", "9.13",
         "Dans tous les autres cas, une mise de plusieurs jetons (identiques ou pas) est une mise à hauteur de la "
         "valeur total des jetons.",
         post([200, 400], [act("A", "bet", 2500)], {"player": "B", "chips": [1000, 1000, 1000, 1000]}),
         {"action": "raise", "total": 5000, "to_add": 1000}),
    case("9.13-jetons-differents-tous-necessaires", "9.13",
         "Dans tous les autres cas, une mise de plusieurs jetons (identiques ou pas) est une mise à hauteur de la "
         "valeur total des jetons.",
         pre([100, 200], [act("A", "raise", 500), act("B", "raise", 800), act("C", "raise", 1100)],
             {"player": "D", "chips": [1000, 500]}),
         {"action": "raise", "total": 1500, "returned": 0, "to_add": 0}),
    case("9.13-blinde-deja-misee", "9.13",
         "La règle des jetons multiples doit être appliquée même si le joueur en question a déjà misé des jetons "
         "pendant ce même tour d’enchères",
         pre([200, 400], [act("A", "raise", 2100), act("SB", "fold")], {"player": "BB", "chips": [1000, 1000]}),
         {"action": "call", "total": 2100, "returned": 300}),
    # --- §9.10 insufficient bets without a word ------------------------------------------------------------------
    case("9.10-undercall-deux-joueurs", "9.10",
         "Si seulement deux joueurs restent en jeu dans la main en cours, la mise devra obligatoirement être complétée.",
         post([500, 1000], [act("A", "bet", 3000)], {"player": "B", "chips": [1000, 1000]}, street="turn",
              live_players=2),
         {"action": "call", "total": 3000, "to_add": 1000}),
    case("9.10-undercall-premiere-mise", "9.10",
         "Si la mise fait suite à la première mise dans le tour de mise d’un pot à plusieurs joueurs, la mise devra "
         "obligatoirement être complétée.",
         post([1000, 2000], [act("A", "bet", 6000)], {"player": "B", "chips": [1000, 1000, 1000]}, live_players=4),
         {"action": "call", "total": 6000, "to_add": 3000, "floor_decision": False}),
    case("9.10-undercall-apres-relance", "9.10",
         "Dans les autres cas, le directeur de tournoi doit statuer sur l’action à imposer ou non au fautif entre "
         "compléter ou abandonner sa mise",
         post([100, 200], [act("A", "bet", 1000), act("B", "raise", 4000)], {"player": "C", "chips": [1000, 1000]},
              live_players=3),
         {"action": None, "floor_decision": True, "options": ["call", "fold"]}),
    case("9.10-underbet", "9.10",
         "s’il s’agit d’une ouverture insuffisante, le montant doit être aligné sur la grosse blinde",
         post([400, 800], [], {"player": "A", "chips": [500]}, street="river"),
         {"action": "bet", "total": 800}),
    case("9.10-call-annonce-insuffisant", "9.10",
         "Si une mise insuffisante est faite par erreur mais avec une annonce verbale officielle (par exemple « je suis "
         "» ou « je relance »), l’action annoncée sera imposée au joueur",
         post([500, 1000], [act("A", "bet", 1000), act("B", "raise", 5000)],
              {"player": "C", "declared": "call", "chips": [1000]}, live_players=4),
         {"action": "call", "total": 5000, "to_add": 4000}),
    # --- §9.12 single chip of lower value, three players or more -------------------------------------------------
    case("9.12-jeton-inferieur-multiway", "9.12",
         "Le jeton sera engagé et le joueur devra préciser s’il call ou fold mais il ne pourra plus relancer.",
         post([500, 1000], [act("A", "bet", 2000)], {"player": "B", "chips": [1000]}, live_players=5),
         {"action": None, "options": ["call", "fold"], "can_raise": False}),
    # --- §9.4 the verbal announcement prevails -------------------------------------------------------------------
    case("9.4-call-annonce-avec-trop", "9.4",
         "un « call » annoncé sera toujours considéré comme un call même si un joueur envoi plus du double de la mise "
         "minimum au milieu",
         post([100, 200], [act("A", "bet", 300)], {"player": "B", "declared": "call", "chips": [1000]}),
         {"action": "call", "total": 300, "returned": 700}),
    case("9.4-check-face-a-une-mise", "9.4",
         "Si un joueur annonce « check » alors qu’une mise a été faite, il devra reprendre son action mais ne pourra "
         "pas relancer.",
         post([200, 400], [act("A", "bet", 1200)], {"player": "B", "declared": "check"}, street="turn"),
         {"action": None, "options": ["call", "fold"], "can_raise": False}),
    case("9.4-call-sans-mise", "9.4",
         "Si un joueur annonce « call » alors qu’aucune mise n’a été faite, ce sera considéré comme un check.",
         post([200, 400], [act("A", "check")], {"player": "B", "declared": "call"}, street="turn"),
         {"action": "check"}),
    case("9.4-relance-annoncee-insuffisante", "9.4",
         "même s’il met moins de la mise et annonce une relance, le joueur sera obligé de mettre le minimum de relance",
         post([200, 400], [act("A", "bet", 1200)], {"player": "B", "declared": "raise", "chips": [1000]}),
         {"action": "raise", "total": 2400, "to_add": 1400}, cites="9.10"),
    # --- §9.2, §9.6, §9.8, §9.9: amounts and minimum raises ------------------------------------------------------
    case("9.2-jetons-sans-annonce", "9.2",
         "Sans annonce, la mise est considérée comme totale et les différentes règles (50%, jetons identiques "
         "multiples, jeton unique...) s’appliquent.",
         pre([100, 200], [act("A", "raise", 650)], {"player": "B", "chips": [1000, 25]}),
         {"action": "raise", "total": 1100, "to_add": 75}),
    case("9.6-petite-blinde-pas-une-mise", "9.6", "La petite blinde n’est jamais considérée comme une mise.",
         pre([200, 400], [act("A", "call")], {"player": "SB"}),
         {"action": None, "to_call": 400, "min_raise_to": 800}),
    case("9.8-tapis-sous-la-relance-minimale", "9.8",
         "Toute mise à tapis d'un joueur inférieure à la relance minimale ne peut être considérée comme une relance",
         pre([200, 400], [act("A", "allin", 700)], {"player": "B"}),
         {"action": None, "to_call": 700, "min_raise_to": 1100}),
    case("9.9-tapis-postflop-sous-la-grosse-blinde", "9.9",
         "les autres peuvent le suivre du montant de son tapis ou le relancer au moins du montant de la grosse blinde",
         post([200, 400], [act("A", "allin", 150)], {"player": "B"}, street="turn"),
         {"action": None, "to_call": 150, "min_raise_to": 550}),
]


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@pytest.mark.parametrize("section,why,doc,expect,cites", CASES)
def test_case_follows_its_sentence(kb, section, why, doc, expect, cites):
    r = compute("bet", {"edition": ED, **doc}, kb)
    assert {k: r[k] for k in expect} == expect, r["explanation"]
    assert f"{ED}:{cites}" in r["clauses"]


@pytest.mark.parametrize("section,why,doc,expect,cites", CASES)
def test_why_is_a_sentence_of_the_text(kb, section, why, doc, expect, cites):
    assert norm(why) in norm(kb.clause(ED, section).text)


def test_enough_cases_from_the_text():
    assert len(CASES) >= 28


# Ruling words of a call and of an all-in: one action never reads as both.
CALL_WORDS = re.compile(r"(c'est|est|vaut|correspond à|reste) (donc )?(un|que|qu'un) call|\bcall à \d|il suit à \d"
                        r"|il complète à \d|complétée à \d")
ALLIN_WORDS = re.compile(r"à tapis pour|tapis pour un total|relance à tapis")


def one_action(r: dict) -> None:
    """The explanation never says call and all-in for the same action."""
    if r["action"] == "allin":
        assert not CALL_WORDS.search(r["explanation"]), r["explanation"]
    if r["action"] == "call":
        assert not ALLIN_WORDS.search(r["explanation"]), r["explanation"]


@pytest.mark.parametrize("section,why,doc,expect,cites", CASES)
def test_explanation_names_one_action(kb, section, why, doc, expect, cites):
    one_action(compute("bet", {"edition": ED, **doc}, kb))


def test_a_call_of_his_whole_stack_says_all_in_only_as_a_consequence(kb):
    r = compute("bet", {"edition": ED, **post([100, 200], [act("A", "bet", 700)],
                                              {"player": "B", "chips": [500, 200], "stack": 700})}, kb)
    assert (r["action"], r["total"], r["returned"]) == ("call", 700, 0)
    assert "de ce fait à tapis" in r["explanation"] and "pas une relance" in r["explanation"]
    one_action(r)


def test_a_declared_call_he_cannot_pay_is_an_allin_not_a_call(kb):
    r = compute("bet", {"edition": ED, **post([100, 200], [act("A", "bet", 700)],
                                              {"player": "B", "declared": "call", "stack": 300})}, kb)
    assert (r["action"], r["total"]) == ("allin", 300)
    assert f"{ED}:9.10" not in r["clauses"]
    one_action(r)


def test_last_chips_short_of_the_bet_are_an_allin_for_less(kb):
    r = compute("bet", {"edition": ED, **post([100, 200], [act("A", "bet", 1000), act("B", "raise", 3000)],
                                              {"player": "C", "chips": [1000, 500], "stack": 1500},
                                              live_players=3)}, kb)
    assert (r["action"], r["total"], r["floor_decision"]) == ("allin", 1500, False)
    one_action(r)


def test_blocked_player_short_of_the_bet_goes_allin_for_less(kb):
    r = compute("bet", {"edition": ED, **pre([100, 200], BLOCKED, {"player": "A", "declared": "allin",
                                                                   "stack": 100})}, kb)
    assert (r["action"], r["total"]) == ("allin", 600)
