"""Rulings of ROPTA 2019.03 chapters 9-11 fixed against their text: each test quotes the sentence it implements,
asks the engine for the clause's decision on given facts, and asserts that decision."""

from __future__ import annotations

import pytest

from engine import inference
from engine.rulecheck import squash

ROPTA = "ropta-2019.03"


def ruling(kb, number: str, sentence: str, **facts):
    """The clause's decision on these facts (its best rule, which must fully apply); the sentence must be its text's."""
    clause = kb.clause(ROPTA, number)
    assert squash(sentence) in squash(clause.text), f"§{number} ne dit pas : {sentence}"
    m = inference.model(kb)
    key = f"{ROPTA}:{clause.id}"
    ranked = {k: ev for _, k, ev in inference.rank(kb, m, facts, {}, ROPTA)}
    ev = ranked.get(key)
    assert ev is not None, f"§{number} n'est pas retenu pour {facts}"
    assert ev.status == "applies", (ev.rule["id"], ev.status, ev.unknown, ev.contradicted)
    return ev.rule["then"]["decision"]


# §9.3 ----------------------------------------------------------------------------------------------------------------
FOLD_BINDS = "Un fold annoncé a valeur d’engagement et est sanctionné."


def test_9_3_a_fold_out_of_turn_binds_even_when_the_action_changed(kb):
    decision = ruling(kb, "9.3", FOLD_BINDS, out_of_turn=True, declaration="fold", action_changed=True)
    assert decision == "fold-engage"


def test_9_3_a_bet_out_of_turn_is_freed_when_the_action_changed(kb):
    sentence = "En cas de mise ou de relance, il récupère toute liberté de parole ainsi que sa mise"
    assert ruling(kb, "9.3", sentence, out_of_turn=True, declaration="call", action_changed=True) == "liberte-retrouvee"


# §9.5 ----------------------------------------------------------------------------------------------------------------
AMOUNT_ALONE_VOID = ("Si seule une somme insuffisante a été annoncée sans intention d’action (relance, call...) : "
                     "cette annonce est considérée comme nulle")


def test_9_5_an_insufficient_amount_announced_alone_is_void(kb):
    assert ruling(kb, "9.5", AMOUNT_ALONE_VOID, amount_only=True, bet_short=True) == "annonce-nulle"


def test_9_5_a_sufficient_amount_announced_alone_binds(kb):
    sentence = "En annonçant le montant total avant le geste de mise des jetons"
    assert ruling(kb, "9.5", sentence, amount_only=True, bet_short=False) == "montant-engage"


def test_9_5_an_amount_alone_of_unknown_size_is_not_ruled_void(kb):
    """Only an insufficient amount is void: without knowing the size, the void ruling does not fully apply."""
    m = inference.model(kb)
    clause = kb.clause(ROPTA, "9.5")
    rule = next(r for r in clause.rules if r["then"]["decision"] == "annonce-nulle")
    ev = inference.evaluate(m, f"{ROPTA}:{clause.id}", rule, {"amount_only": True})
    assert ev.status != "applies" and "bet_short" in ev.unknown


# §9.4 ----------------------------------------------------------------------------------------------------------------
def test_9_4_check_facing_a_bet_is_keyed_on_the_bet_not_on_a_short_bet(kb):
    sentence = "Si un joueur annonce « check » alors qu’une mise a été faite, il devra reprendre son action mais ne pourra pas relancer."
    assert ruling(kb, "9.4", sentence, declaration="check", no_bet=False) == "reprend-sans-relancer"
    assert ruling(kb, "9.4", sentence, declaration="check", no_bet=False, bet_short=False) == "reprend-sans-relancer"


def test_9_4_an_announced_amount_binds(kb):
    sentence = "Si un joueur annonce un montant, il sera obligé de le mettre sous réserve qu’il respecte les autres règles à suivre."
    assert ruling(kb, "9.4", sentence, declaration="amount") == "montant-engage"
    assert ruling(kb, "9.4", sentence, amount_only=True, bet_short=False) == "montant-engage"


def test_9_4_raise_without_amount_above_the_minimum_makes_every_chip_part_of_the_raise(kb):
    sentence = ("Si un joueur annonce « relance » sans donner de montant mais met plus que le nécessaire à la relance "
                "minimale au milieu, les jetons seront considérés comme faisant tous partie de la relance.")
    assert ruling(kb, "9.4", sentence, declaration="raise", bet_short=False) == "jetons-tous-dans-la-relance"


def test_9_4_gross_misunderstanding_leaves_it_to_the_director(kb):
    sentence = "permet au directeur de tournoi d’autoriser dans de très rares cas un joueur à n’abandonner que sa mise insuffisante"
    assert ruling(kb, "9.4", sentence, declaration="call", bet_short=True, chips_placed="multiple",
                  gross_misunderstanding=True) == "decision-du-directeur"


# §9.10 ---------------------------------------------------------------------------------------------------------------
def test_9_10_consecutive_undercalls_first_corrects_then_the_director_decides(kb):
    sentence = ("Si plusieurs « undercalls » consécutifs ont lieu, le premier doit corriger son action (comme prévu "
                "ci-dessus) et le directeur de tournoi doit statuer sur l’action à imposer ou non au(x) joueur(s) suivant(s).")
    decision = ruling(kb, "9.10", sentence, bet_short=True, bet_kind="call", consecutive_undercalls=True,
                      declaration="none", players_in_hand=4, first_bet_faced=True)
    assert decision == "premier-corrige-suivants-au-directeur"


def test_9_10_gross_misunderstanding_may_let_him_abandon_his_short_bet(kb):
    sentence = "permet au directeur de tournoi d’autoriser dans de très rares cas un joueur à n’abandonner que sa mise insuffisante"
    assert ruling(kb, "9.10", sentence, bet_short=True, declaration="raise",
                  gross_misunderstanding=True) == "decision-du-directeur"


def test_9_10_an_announced_call_multiway_after_a_raise_is_imposed_not_left_to_the_director(kb):
    sentence = "C annonce « Call » (éventuellement en avançant 2000). Comme C a fait une annonce verbale, il doit payer 8000."
    decision = ruling(kb, "9.10", sentence, bet_short=True, bet_kind="call", declaration="call",
                      players_in_hand=4, first_bet_faced=False)
    assert decision == "action-annoncee-imposee"


# §9.12 ---------------------------------------------------------------------------------------------------------------
HEADS_UP = "Dans un coup où il reste plus que deux joueurs, le fait de placer un seul jeton de valeur inférieure après une mise d’ouverture ou une relance correspond à un call."
MULTIWAY = "Dans un coup à trois joueurs ou plus, le fait de placer un seul jeton de valeur inférieure n’est pas une mise valide."


def test_9_12_decides_by_player_count_and_flags_the_contradiction(kb):
    assert ruling(kb, "9.12", HEADS_UP, chips_placed="single", chip_value="lower", players_in_hand=2) == "call"
    assert ruling(kb, "9.12", MULTIWAY, chips_placed="single", chip_value="lower",
                  players_in_hand=3) == "call-ou-fold"
    assert ruling(kb, "9.12", MULTIWAY, chips_placed="single", chip_value="lower") == "selon-le-nombre-de-joueurs"
    assert all(r.get("note") for r in kb.clause(ROPTA, "9.12").rules)


# §9.13 ---------------------------------------------------------------------------------------------------------------
IDENTICAL = ("Miser plusieurs jetons identiques sans aucune annonce après une mise ou après les blindes est un call si, "
             "en retirant un jeton quelconque, le total deviendrait inférieur à une mise pour suivre (call).")
OTHERS = ("Dans tous les autres cas, une mise de plusieurs jetons (identiques ou pas) est une mise à hauteur de la "
          "valeur total des jetons.")


def test_9_13_the_call_test_is_for_identical_chips(kb):
    assert ruling(kb, "9.13", IDENTICAL, chips_placed="multiple", chips_identical=True,
                  declaration="none") == "call-si-tous-necessaires"


def test_9_13_other_chips_make_a_bet_of_their_total(kb):
    assert ruling(kb, "9.13", OTHERS, chips_placed="multiple", chips_identical=False,
                  declaration="none") == "mise-du-montant-total"


# §9.20 ---------------------------------------------------------------------------------------------------------------
def test_9_20_an_action_misread_by_the_dealer_does_not_bind(kb):
    sentence = "Toute action mal interprétée par un donneur n’engage pas son auteur."
    assert ruling(kb, "9.20", sentence, misunderstood=True, misread_by_dealer=True) == "n-engage-pas"


def test_9_20_kept_as_understood_only_after_substantial_action_and_within_the_betting_rules(kb):
    sentence = ("Toute action mal interprétée sera maintenue telle que comprise si elle est suivie d’actions "
                "substantielles (voir §6.7) avant que le malentendu ne soit constaté et si les règles de mise et de "
                "relance sont respectées.")
    kept = ruling(kb, "9.20", sentence, misunderstood=True, misread_by_dealer=True, substantial_action=True,
                  betting_rules_respected=True)
    assert kept == "maintenue-telle-que-comprise"
    broken = ruling(kb, "9.20", sentence, misunderstood=True, misread_by_dealer=True, substantial_action=True,
                    betting_rules_respected=False)
    assert broken == "n-engage-pas"


def test_9_20_a_wrong_count_leaves_the_next_players_responsible(kb):
    sentence = ("Toute erreur sur un comptage de la part du donneur ou d’un joueur initial n’enlève en rien les "
                "responsabilités des joueurs suivants.")
    assert ruling(kb, "9.20", sentence, count_error=True) == "joueurs-suivants-responsables"


# §11.4 ---------------------------------------------------------------------------------------------------------------
SHOWN = ("Si un joueur encore en jeu montre intentionnellement son jeu ou même une carte (à un spectateur, un joueur "
         "ayant couché son jeu, à son capitaine, ...) alors que plus d'un autre joueur est encore en jeu, sa main est "
         "foldée")


def test_11_4_intentional_show_with_more_than_one_other_player_folds_the_hand(kb):
    assert ruling(kb, "11.4", SHOWN, shown_to_one=True, intentional=True, exposed_to="spectator",
                  players_in_hand=3) == "main-foldee"


def test_11_4_an_accidental_show_does_not_fold_the_hand(kb):
    clause = kb.clause(ROPTA, "11.4")
    m = inference.model(kb)
    facts = {"shown_to_one": True, "intentional": False, "exposed_to": "spectator", "players_in_hand": 3,
             "hand_in_progress": True, "phase": "flop"}
    folds = [r for r in clause.rules if r["then"]["decision"] == "main-foldee"]
    assert folds and all(inference.evaluate(m, f"{ROPTA}:{clause.id}", r, facts).status == "contradicted"
                         for r in folds), SHOWN


@pytest.mark.parametrize("extra", [{}, {"hand_mucked": True}])
def test_11_4_heads_up_is_show_one_show_all_not_a_fold(kb, extra):
    sentence = "s'il ne reste qu'un joueur en jeu (le joueur abandonne le coup alors qu'il ne restait que 2 joueurs)"
    assert ruling(kb, "11.4", sentence, shown_to_one=True, intentional=True, exposed_to="spectator",
                  players_in_hand=2, **extra) == "montrer-a-toute-la-table"


# Found in review -----------------------------------------------------------------------------------------------------
def _fully(kb, number: str, facts: dict) -> set[str]:
    """Decisions of the clause's rules that fully apply to these facts (not defeated, nothing unknown)."""
    clause = kb.clause(ROPTA, number)
    m = inference.model(kb)
    return {r["then"]["decision"] for r in clause.rules
            if inference.evaluate(m, f"{ROPTA}:{clause.id}", r, facts).status == "applies"}


def test_9_2_only_a_deliberate_nuisance_bet_is_sanctioned(kb):
    sentence = "Un joueur misant volontairement de manière gênante pour le bon déroulement du jeu sera sanctionné."
    assert ruling(kb, "9.2", sentence, chips_into_pot=True, intentional=True) == "sanction"
    assert "sanction" not in _fully(kb, "9.2", {"chips_into_pot": True, "intentional": False})


def test_9_11_a_raise_announced_after_the_chip_landed_is_not_a_raise_of_the_chip(kb):
    sentence = ("Pour relancer avec un seul jeton de valeur supérieure, une annonce doit être faite avant que le jeton ne "
                "touche la surface de la table.")
    assert ruling(kb, "9.11", sentence, chips_placed="single", declaration="raise") == "relance-du-montant-du-jeton"
    late = _fully(kb, "9.11", {"chips_placed": "single", "declaration": "raise", "late_declaration": True})
    assert "relance-du-montant-du-jeton" not in late


def test_11_5_showing_to_the_table_after_the_action_is_not_sanctioned_by_11_5(kb):
    sentence = "Un joueur qui montre ses cartes à la table alors que l’action n’est pas finie recevra une sanction"
    assert ruling(kb, "11.5", sentence, hand_exposed=True, exposed_to="table",
                  hand_in_progress=True) == "sanction-main-vivante"
    assert not _fully(kb, "11.5", {"hand_exposed": True, "exposed_to": "table", "hand_in_progress": False})


def test_11_5_a_show_to_a_spectator_is_left_to_11_4(kb):
    sentence = "Un joueur qui montre ses cartes à la table"
    assert squash(sentence) in squash(kb.clause(ROPTA, "11.5").text)
    assert not _fully(kb, "11.5", {"hand_exposed": True, "exposed_to": "spectator", "hand_in_progress": True,
                                   "phase": "flop", "intentional": True})


def test_11_7_misconduct_is_sanctioned_when_repeated(kb):
    sentence = "Les manquements éthiques et comportements irrespectueux envers qui que ce soit"
    assert ruling(kb, "11.7", sentence, misconduct=True, repeated=True) == "sanction"
    assert "sanction" not in _fully(kb, "11.7", {"misconduct": True, "repeated": False})


def test_9_5_an_amount_alone_of_unknown_size_depends_on_the_amount(kb):
    sentence = "Si seule une somme insuffisante a été annoncée"
    assert ruling(kb, "9.5", sentence, amount_only=True) == "selon-le-montant"


def test_9_23_every_ruling_left_to_the_director_carries_its_options(kb):
    """« le TD sera seul juge » (§9.23): a decision left to the director is a discretion with options, in every rule."""
    assert squash("le TD sera seul juge de leur intégration au tapis") in squash(kb.clause(ROPTA, "9.23").text)
    left = [(c.number, r["id"]) for c in kb.clauses(ROPTA) for r in c.rules
            if r["then"]["decision"] == "decision-du-directeur"
            and not (r["then"].get("discretion") and r["then"].get("options"))]
    assert not left, left
