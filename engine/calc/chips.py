"""Chips pushed without a word (ROPTA 9.10–9.13, annex 2023-10 on the big blind): call, raise or undercall."""

from __future__ import annotations

from . import CalcInputError


def silent_chips(r, chips: list[int], kept: int, live: int) -> None:
    """Rule on chips put forward in silence: `kept` is what stays in front of the player before they are added.

    His last chips follow the same rules as any chips (§9.2: « Sans annonce, la mise est considérée comme totale et
    les différentes règles (50%, jetons identiques multiples, jeton unique...) s'appliquent »)."""
    from .bet import _amount_on_bet

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
        r.cite_annex(f"{{annex}} (ajouts de jetons sur la grosse blinde, cas 3) : les jetons déjà posés ({kept}) "
                     f"dépassent le montant à payer ({bet}) : toute pose de jetons est une relance du montant total "
                     f"posé ({total}).")
        _amount_on_bet(r, total, silent=True)
        return
    if total < bet:
        _undercall(r, chips, live)
        return
    if total == bet:
        r.call("9.4", f"§9.4 : jetons avancés sans annonce, interprétés tels quels : ils égalent la mise ({bet}), "
                      f"c'est un call.")
        return
    if len(chips) == 1:
        r.call("9.11", f"§9.11 : un seul jeton de valeur supérieure ({chips[0]}) posé sans annonce de relance après "
                       f"une mise ou une blinde est un call (à {bet}), même si le joueur a déjà des jetons misés"
                       f"{' et même si ce jeton est son dernier' if r.most == total else ''} ; on lui rend "
                       f"{total - bet}.")
        return
    if _multiple_chips_call(r, chips, total):
        return
    r.also("9.2")
    _amount_on_bet(r, total, silent=True)


def _multiple_chips_call(r, chips: list[int], total: int) -> bool:
    """§9.13 as the ruling edition reads it (`params.multiple_chips_call` of its clause): True when it rules a call.

    identical: the call test is for identical chips only (« plusieurs jetons identiques ») and any other chips make a
    bet of their total; all-needed: the call test holds for any chips (« call si tous les jetons sont nécessaires »)."""
    bet = r.rnd.bet
    ed = r.basis
    reading = ed.param("9.13", "multiple_chips_call")
    identical = len(set(chips)) == 1
    needed = total - min(chips) < bet  # removing any one chip (the smallest is enough) leaves less than the call
    if needed and (identical or reading == "all-needed"):
        last = " (ce sont ses derniers jetons, la règle est la même)" if r.most == total else ""
        if identical:
            r.call("9.13", f"§9.13 ({ed.label}) : plusieurs jetons identiques ({len(chips)} × {chips[0]}) sans "
                           f"annonce : en retirer un seul ferait moins que le call ({bet}), c'est donc un call et non "
                           f"une relance insuffisante{last} ; on lui rend {total - bet}.")
        else:
            r.call("9.13", f"§9.13 ({ed.label}) : jetons multiples sans annonce ; tous sont nécessaires au call "
                           f"({bet}), identiques ou non : c'est un call{last}, on lui rend {total - bet}.")
            r.cite_annex("{annex} (ajouts de jetons sur la grosse blinde) énonce ce cas sans condition d'identité : "
                         "« c'est un call si tous les jetons sont nécessaires au call ».")
        return True
    if needed:  # different chips, all needed, under the identical reading: a bet of their total
        r.cite("9.13", f"§9.13 ({ed.label}) : le test du call ne vaut que pour des jetons identiques ; ces jetons "
                       f"({' + '.join(map(str, chips))}) ne le sont pas : « Dans tous les autres cas, une mise de "
                       f"plusieurs jetons (identiques ou pas) est une mise à hauteur de la valeur total des jetons » "
                       f"({total}), et les règles de relance s'appliquent.")
    else:
        r.cite("9.13", f"§9.13 et §9.2 : jetons multiples sans annonce dont un au moins n'est pas nécessaire au call : "
                       f"la mise vaut le total des jetons ({total}) et les règles de relance s'appliquent.")
    return False


def _undercall(r, chips: list[int], live: int) -> None:
    """Less than the call, without a word (§9.12 for a single chip, §9.10 otherwise)."""
    rnd = r.rnd
    bet = rnd.bet
    if r.most is not None and r.physical >= r.most:
        r.set("allin", r.most)
        r.cite("9.10", f"Tous ses jetons sont avancés et ne couvrent pas la mise de {bet} : ce n'est pas une mise "
                       f"insuffisante « faite par erreur » (§9.10), il n'a rien de plus à mettre : il est à tapis pour "
                       f"{r.most}.")
        return
    if len(chips) == 1 and live >= 3:
        r.set(None, r.physical)
        r.may_raise, r.options = False, ["call", "fold"]
        r.cite("9.12", f"§9.12 : à trois joueurs ou plus, un seul jeton de valeur inférieure ({chips[0]}) n'est pas "
                       f"une mise valide : le jeton est engagé, le joueur doit préciser s'il suit ({bet}) ou se couche, "
                       f"mais il ne peut plus relancer.")
        return
    if len(chips) == 1:
        r.call("9.12", f"§9.12 : quand il ne reste que deux joueurs, un seul jeton de valeur inférieure après une mise "
                       f"correspond à un call : il complète à {bet}.")
        r.also("9.10")
        return
    if live == 2:
        r.call("9.10", f"§9.10 : mise pour suivre insuffisante (« undercall ») sans annonce, deux joueurs en jeu : "
                       f"la mise doit obligatoirement être complétée à {bet}.")
    elif not rnd.raised:
        r.call("9.10", f"§9.10 : « undercall » sans annonce après la première mise du tour, dans un pot à plusieurs "
                       f"joueurs ({live}) : la mise doit obligatoirement être complétée à {bet}.")
    else:
        r.set(None, r.physical)
        r.floor, r.may_raise, r.options = True, False, ["call", "fold"]
        r.cite("9.10", f"§9.10 : « undercall » sans annonce face à une relance, {live} joueurs en jeu : le directeur "
                       f"de tournoi statue entre compléter à {bet} ou abandonner la mise ({r.physical} engagés), en "
                       f"particulier si l'erreur a des conséquences graves.")
