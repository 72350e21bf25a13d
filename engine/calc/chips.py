"""Chips pushed without a word (ROPTA 9.10–9.13, annex 2023-10 on the big blind): call, raise or undercall."""

from __future__ import annotations

from . import CalcInputError


def silent_chips(r, chips: list[int], kept: int, live: int) -> None:
    """Rule on chips put forward in silence: `kept` is what stays in front of the player before they are added."""
    from .bet import ANNEX_BB_CHIPS, _amount_on_bet

    rnd = r.rnd
    bet = rnd.bet
    total = r.physical
    if not chips:
        raise CalcInputError("$.next.withdrawn", "reprendre des jetons sans en poser n'est pas une action : "
                                                 "indiquer les jetons posés (chips) ou l'annonce (declared)")
    if not rnd.opened:
        _amount_on_bet(r, total, silent=True)
        return
    if kept >= bet and kept > r.prior:
        r.cite(ANNEX_BB_CHIPS, f"Annexe 2023-10 (ajouts de jetons sur la grosse blinde, cas 3) : les jetons déjà "
                               f"posés ({kept}) dépassent le montant à payer ({bet}) : toute pose de jetons est une "
                               f"relance du montant total posé ({total}).")
        _amount_on_bet(r, total, silent=True)
        return
    if total < bet:
        _undercall(r, chips, live)
        return
    if total == bet:
        r.set("call", bet)
        r.cite("9.4", f"§9.4 : jetons avancés sans annonce, interprétés tels quels : ils égalent la mise ({bet}), "
                      f"c'est un call.")
        return
    if len(chips) == 1:
        r.set("call", bet)
        r.cite("9.11", f"§9.11 : un seul jeton de valeur supérieure ({chips[0]}) posé sans annonce de relance après "
                       f"une mise ou une blinde est un call (à {bet}), même si le joueur a déjà des jetons misés ; "
                       f"on lui rend la monnaie.")
        return
    if total - min(chips) < bet:
        r.set("call", bet)
        if len(set(chips)) == 1:
            r.cite("9.13", f"§9.13 : plusieurs jetons identiques ({len(chips)} × {chips[0]}) sans annonce : en retirer "
                           f"un seul ferait moins que le call ({bet}), c'est donc un call et non une relance "
                           f"insuffisante ; on lui rend {total - bet}.")
        else:
            r.cite("9.13", f"§9.13 : jetons multiples sans annonce ; tous sont nécessaires au call ({bet}) : c'est un "
                           f"call, on lui rend {total - bet}.")
            r.cite(ANNEX_BB_CHIPS, "L'annexe 2023-10 (ajouts de jetons sur la grosse blinde) étend ce cas à des "
                                   "jetons différents : « c'est un call si tous les jetons sont nécessaires au call ».")
        return
    r.cite("9.13", f"§9.13 et §9.2 : jetons multiples sans annonce dont un au moins n'est pas nécessaire au call : "
                   f"la mise vaut le total des jetons ({total}) et les règles de relance s'appliquent.")
    r.also("9.2")
    _amount_on_bet(r, total, silent=True)


def _undercall(r, chips: list[int], live: int) -> None:
    """Less than the call, without a word (§9.12 for a single chip, §9.10 otherwise)."""
    rnd = r.rnd
    bet = rnd.bet
    if r.stack is not None and r.physical >= r.prior + r.stack:
        r.set("allin", r.prior + r.stack)
        r.cite("9.10", f"Tous ses jetons sont avancés : il suit à tapis pour {r.prior + r.stack} (moins que {bet}).")
        return
    if len(chips) == 1 and live >= 3:
        r.set(None, r.physical)
        r.may_raise, r.options = False, ["call", "fold"]
        r.cite("9.12", f"§9.12 : à trois joueurs ou plus, un seul jeton de valeur inférieure ({chips[0]}) n'est pas "
                       f"une mise valide : le jeton est engagé, le joueur doit préciser s'il suit ({bet}) ou se couche, "
                       f"mais il ne peut plus relancer.")
        return
    if len(chips) == 1:
        r.set("call", bet)
        r.cite("9.12", f"§9.12 : quand il ne reste que deux joueurs, un seul jeton de valeur inférieure après une mise "
                       f"correspond à un call : il complète à {bet}.")
        r.also("9.10")
        return
    if live == 2:
        r.set("call", bet)
        r.cite("9.10", f"§9.10 : mise pour suivre insuffisante (« undercall ») sans annonce, deux joueurs en jeu : "
                       f"la mise doit obligatoirement être complétée à {bet}.")
    elif not rnd.raised:
        r.set("call", bet)
        r.cite("9.10", f"§9.10 : « undercall » sans annonce après la première mise du tour, dans un pot à plusieurs "
                       f"joueurs ({live}) : la mise doit obligatoirement être complétée à {bet}.")
    else:
        r.set(None, r.physical)
        r.floor, r.may_raise, r.options = True, False, ["call", "fold"]
        r.cite("9.10", f"§9.10 : « undercall » sans annonce face à une relance, {live} joueurs en jeu : le directeur "
                       f"de tournoi statue entre compléter à {bet} ou abandonner la mise ({r.physical} engagés), en "
                       f"particulier si l'erreur a des conséquences graves.")
