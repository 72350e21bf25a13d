"""Ruling on a player's action (ROPTA 9.1–9.13, 9.21–9.22): what his words and chips amount to under the text."""

from __future__ import annotations

from . import CalcInputError
from .basis import Basis, basis
from .betting import Round, parse_round
from .inputs import amount, choice, document, mapping, name, optional_amount, required, sequence

DECLARED = ("check", "call", "fold", "bet", "raise", "allin")
KEYS = {"edition": None, "blinds": None, "street": None, "live_players": None,
        "actions": [{"player", "action", "to"}],
        "next": {"player", "declared", "amount", "chips", "withdrawn", "stack", "in_front"}}
ANNEX_BB_CHIPS = "question-ajouts-jetons-grosse-blinde"  # annex clause id: « ajouts de jetons sur la grosse blinde »


class Ruling:
    """The decision being built: action, total, the clauses applied and why (French sentences citing them)."""

    def __init__(self, rnd: Round, player: str, physical: int, stack: int | None, basis: Basis):
        self.rnd, self.player, self.physical, self.stack, self.basis = rnd, player, physical, stack, basis
        self.prior = rnd.total(player)
        self.action: str | None = None
        self.total = self.prior
        self.floor = False
        self.options: list[str] = []
        self.may_raise = rnd.may_raise(player)
        self.live_known = True  # False when the number of players in the hand was deduced from the actions
        self.clauses: list[str] = []
        self.why: list[str] = []

    def cite(self, number: str, sentence: str) -> None:
        """Add the section (a number of the ruling edition, or a full key) and the sentence applying it."""
        self.also(number)
        self.why.append(sentence)

    def also(self, number: str) -> None:
        key = number if ":" in number else self.basis.cite(number)
        if key not in self.clauses:
            self.clauses.append(key)

    def cite_annex(self, sentence: str) -> None:
        """Cite the annex's big-blind chips entry (`{annex}` in the sentence becomes its edition's name)."""
        clause = self.basis.annex_clause(ANNEX_BB_CHIPS)
        name = self.basis.kb.editions[clause.edition].short_title if clause else "L'annexe"
        if clause is None:
            self.why.append(sentence.format(annex=name))
        else:
            self.cite(clause.key, sentence.format(annex=name))

    @property
    def most(self) -> int | None:
        """The most he can have in this round (what he has in plus his stack); None when his stack is not given."""
        return None if self.stack is None else self.prior + self.stack

    def set(self, action: str | None, total: int) -> None:
        self.action, self.total = action, total
        if action == "call" and total == self.prior:
            self.action = "check"  # nothing to add: matching the bet already in front (big blind's option)

    def call(self, number: str, sentence: str, short: str | None = None) -> None:
        """Rule a call of the bet under section `number`; when his stack cannot pay it, an all-in for less, explained
        as such (`short`): one action, never both. A call that takes his last chips says so as a consequence."""
        bet, most = self.rnd.bet, self.most
        if most is not None and most < bet:
            self.set("allin", most)
            self.cite(number, short or f"§{number} : il doit payer la mise de {bet}, mais son tapis n'y suffit pas : "
                                       f"il est à tapis pour {most}.")
            return
        self.set("call", bet)
        self.cite(number, sentence)
        if most is not None and most == bet and self.action == "call":
            self.why.append("Ce call lui prend tous ses jetons : il se retrouve de ce fait à tapis (ce n'est pas "
                            "une relance).")

    def cap_to_stack(self) -> None:
        """A bet or raise of all his chips or more is an all-in (§9.8, §9.21 when short of a raise); calls are
        ruled by `call`, which never turns a call into a raise."""
        if self.stack is None or self.action not in ("bet", "raise", "allin"):
            return
        most = self.prior + self.stack
        if self.total >= most:
            if self.total > most:
                self.why.append(f"Son tapis ne couvre pas {self.total} : il est à tapis pour {most}.")
            self.action, self.total = "allin", most
            if most < self.rnd.min_raise_to and most > self.rnd.bet and self.rnd.opened:
                num = "9.8" if self.rnd.street == "preflop" else "9.21"
                self.cite(num, f"§{num} : un tapis à {most}, inférieur à la relance minimale "
                               f"({self.rnd.min_raise_to}), n'est pas une relance : les joueurs qui ont déjà parlé "
                               f"ne pourront que suivre ou se coucher.")


def compute(doc, kb=None) -> dict:
    """Rule on `next` given the blinds, the street and the actions so far (contract of `ropta calc bet`)."""
    doc = document(doc)
    ed = basis(doc, kb)
    rnd = parse_round(doc)
    nxt = mapping(required(doc, "next", ()), ("next",))
    player = name(required(nxt, "player", ("next",)), ("next", "player"))
    if player in rnd.folded:
        raise CalcInputError("$.next.player", f"{player} s'est couché en $.actions[{rnd.folded[player]}] : il ne peut "
                                              f"plus agir")
    if player in rnd.allin:
        raise CalcInputError("$.next.player", f"{player} est déjà à tapis : il ne peut plus agir")
    if rnd.acted_at.get(player) == rnd.bet:
        raise CalcInputError("$.next.player", f"{player} a déjà parlé à {rnd.bet} et personne n'a misé depuis : ce "
                                              f"n'est pas à lui de parler")
    declared = nxt.get("declared")
    if declared is not None:
        declared = choice(declared, ("next", "declared"), DECLARED)
    declared_amount = optional_amount(nxt, "amount", ("next",), what="le montant annoncé")
    chips = [amount(c, ("next", "chips", i), minimum=1, what="la valeur d'un jeton")
             for i, c in enumerate(sequence(nxt.get("chips") or [], ("next", "chips")))]
    prior = rnd.total(player)
    in_front = optional_amount(nxt, "in_front", ("next",), default=prior, what="les jetons devant le joueur")
    if in_front < prior:
        raise CalcInputError("$.next.in_front", f"{player} a déjà misé {prior} : il ne peut pas avoir moins devant lui")
    withdrawn = optional_amount(nxt, "withdrawn", ("next",), default=0, what="le montant repris")
    if withdrawn > in_front:
        raise CalcInputError("$.next.withdrawn", f"{player} ne peut pas reprendre {withdrawn} : il n'a que {in_front} "
                                                 f"devant lui")
    stack = optional_amount(nxt, "stack", ("next",), what="le tapis restant")
    pushed = sum(chips)
    if stack is not None and pushed - withdrawn > stack + (in_front - prior):
        raise CalcInputError("$.next.chips", f"{pushed} poussés mais {player} n'a que {stack} derrière lui")
    live = _live_players(doc, rnd, player)
    physical = in_front - withdrawn + pushed

    r = Ruling(rnd, player, physical, stack, ed)
    r.live_known = doc.get("live_players") is not None
    if stack is not None and stack == 0:
        raise CalcInputError("$.next.stack", f"{player} n'a plus de jetons : il est déjà à tapis")
    if declared is None and declared_amount is None and not chips and not withdrawn:
        _allowed(r)
    elif declared == "fold":
        r.set("fold", prior)
        r.may_raise = False
        if rnd.bet <= prior:
            r.cite("9.22", "§9.22 : jeter ses cartes alors qu'un check est possible (« open muck ») est interdit et "
                           "sanctionné ; le fold reste acquis (§9.3 : un fold annoncé a valeur d'engagement).")
        else:
            r.cite("9.4", "§9.4 : l'annonce verbale prévaut : le joueur se couche, les jetons avancés en même "
                          "temps lui sont rendus ; ce qu'il avait déjà misé reste au pot.")
    elif declared == "check":
        _declared_check(r)
    elif declared == "allin":
        if stack is None:
            raise CalcInputError("$.next.stack", "obligatoire quand le joueur annonce « tapis » : son tapis restant")
        if not r.may_raise and prior + stack > rnd.bet:
            r.call("9.21", f"§9.21 : {player} est « bloqué » (seul un tapis inférieur à une relance a suivi sa "
                           f"dernière action) : il « ne pourra pas relancer le coup » ; son tapis annoncé ne vaut que "
                           f"call à {rnd.bet}, le reste de ses jetons lui reste.")
        else:
            r.set("allin", prior + stack)
            r.cite("9.4", f"§9.4 : l'annonce verbale prévaut : tapis pour un total de {prior + stack}.")
    elif declared == "call":
        _declared_call(r)
    elif declared in ("bet", "raise"):
        _declared_raise(r, declared_amount, bool(chips))
    elif declared_amount is not None:
        _bare_amount(r, declared_amount)
    else:
        _silent_chips(r, chips, in_front - withdrawn, live)
    r.cap_to_stack()  # his last chips are ruled by the same rules as any chips (§9.2, §9.11, §9.13, §9.21)
    if not r.live_known and {ed.cite("9.10"), ed.cite("9.12")} & set(r.clauses) and r.action != "allin":
        r.why.append(f"(Nombre de joueurs en jeu déduit des actions : {live} ; s'il y en a d'autres, le préciser "
                     f"avec live_players : la règle en dépend.)")
    return _result(r, live)


def _live_players(doc: dict, rnd: Round, player: str) -> int:
    known = set(rnd.live()) | {player}
    if doc.get("live_players") is None:
        return len(known)
    n = amount(doc["live_players"], ("live_players",), minimum=2, what="le nombre de joueurs en jeu")
    if n < len(known):
        raise CalcInputError("$.live_players", f"{n} joueurs en jeu, mais {len(known)} joueurs non couchés sont "
                                               f"nommés ({', '.join(sorted(known))})")
    return n


def _allowed(r: Ruling) -> None:
    rnd = r.rnd
    if not r.may_raise:
        r.cite("9.21", f"§9.21 : seul un tapis inférieur à une relance a suivi la dernière action de {r.player} : "
                       f"il est « bloqué » et ne peut que suivre ({rnd.bet}) ou se coucher.")
    elif not rnd.opened:
        r.cite("9.6", f"§9.6 : aucune mise dans ce tour : une mise vaut au moins la grosse blinde ({rnd.big_blind}).")
    elif rnd.street == "preflop" and rnd.bet == rnd.big_blind:
        r.cite("9.6", f"§9.6 : la grosse blinde est une mise (la petite blinde jamais) : suivre à {rnd.bet}, relancer "
                      f"au moins à {rnd.min_raise_to}.")
        if rnd.short_allins:
            r.cite("9.7", f"§9.7 : un tapis inférieur à la grosse blinde ne change pas la mise : les autres suivent "
                          f"à {rnd.big_blind} ou relancent au moins à {2 * rnd.big_blind}.")
    else:
        _explain_level(r)
    level = rnd.acted_at.get(r.player)
    if r.may_raise and level is not None and level > 0:
        r.cite("9.21", f"§9.21 : depuis la dernière action de {r.player} (à {level}), la mise est passée à {rnd.bet}, "
                       f"soit au moins une relance complète ({rnd.increment}) : il est libéré et peut relancer.")


def _explain_level(r: Ruling) -> None:
    rnd = r.rnd
    last = rnd.short_allins[-1] if rnd.short_allins else None
    if last and rnd.totals.get(last) == rnd.bet:
        if rnd.street == "preflop":
            num = "9.21" if rnd.raised and rnd.bet - rnd.increment > rnd.big_blind else "9.8"
        else:
            num = "9.9" if rnd.bet < rnd.big_blind else "9.21"
        r.cite(num, f"§{num} : le tapis de {last} à {rnd.bet} n'est pas une relance complète : on le suit à "
                    f"{rnd.bet} ou on relance d'au moins la dernière relance valable ({rnd.increment}), soit "
                    f"{rnd.min_raise_to}.")
    else:
        r.cite("9.6", f"§9.6 : une relance ajoute au moins la dernière mise ou relance du tour ({rnd.increment}) : "
                      f"suivre à {rnd.bet}, relancer au moins à {rnd.min_raise_to}.")


def _declared_check(r: Ruling) -> None:
    rnd = r.rnd
    if rnd.bet <= r.prior:
        r.set("check", r.prior)
        r.cite("9.4", "§9.4 : l'annonce verbale prévaut : check (les jetons avancés sont rendus).")
    else:
        r.set(None, r.prior)
        r.may_raise, r.options = False, ["call", "fold"]
        r.cite("9.4", f"§9.4 : « check » alors qu'une mise de {rnd.bet} est faite : il doit reprendre son action "
                      f"(suivre ou se coucher) mais ne peut pas relancer.")


def _declared_call(r: Ruling) -> None:
    rnd = r.rnd
    if rnd.bet <= r.prior:
        r.set("check", r.prior)
        r.cite("9.4", "§9.4 : annoncer « call » alors qu'aucune mise n'est faite vaut un check.")
        return
    short = (f"§9.4 : l'annonce verbale prévaut, mais son tapis ne couvre pas la mise de {rnd.bet} : il met tous ses "
             f"jetons et est à tapis pour {r.most}.")
    if r.physical < rnd.bet:
        r.call("9.4", f"§9.4 et §9.10 : mise insuffisante avec annonce verbale « call » : l'action annoncée est "
                      f"imposée, il complète à {rnd.bet}.", short)
        if r.action == "call":
            r.also("9.10")
    else:
        r.call("9.4", f"§9.4 : un « call » annoncé reste un call, même s'il avance plus : il suit à {rnd.bet}.", short)


def _declared_raise(r: Ruling, target: int | None, has_chips: bool) -> None:
    rnd = r.rnd
    word = "relance" if rnd.opened else "mise"
    if not r.may_raise:
        r.call("9.21", f"§9.21 : {r.player} est bloqué (seul un tapis inférieur à une relance a suivi sa dernière "
                       f"action) : sa relance ne vaut que call à {rnd.bet}.")
        return
    if target is not None:
        source = f"annoncée à {target}"
        r.cite("9.1", f"§9.1 : un montant annoncé est le total de la {word} ({target}).")
    elif has_chips:
        target, source = r.physical, f"de {r.physical} (les jetons posés)"
        r.cite("9.5", f"§9.5 et §9.4 : {word} annoncée sans montant : les jetons posés font le total de la mise "
                      f"({r.physical}).")
    else:
        target, source = rnd.min_raise_to, "sans montant"
    action = "raise" if rnd.opened else "bet"
    if target < rnd.min_raise_to:
        r.set(action, rnd.min_raise_to)
        r.cite("9.10", f"§9.10 (et §9.4, §9.6) : {word} annoncée mais insuffisante ({source}) : il doit compléter au "
                       f"minimum, {rnd.min_raise_to}.")
    else:
        r.set(action, target)
        if source == "sans montant":
            r.cite("9.6", f"§9.6 : {word} annoncée sans montant ni jetons : au moins {rnd.min_raise_to}.")


def _bare_amount(r: Ruling, said: int) -> None:
    rnd = r.rnd
    if said <= r.prior and rnd.bet <= r.prior:
        r.set("check", r.prior)
        r.cite("9.4", f"§9.4 : le montant annoncé ({said}) n'ajoute rien : check.")
    elif said < rnd.bet:
        r.set(None, r.prior)
        r.options = ["check", "call", "fold", "raise"] if rnd.bet <= r.prior else ["call", "fold", "raise"]
        r.cite("9.5", f"§9.5 (exception, point 2 du §9.10) : seule une somme insuffisante ({said}) a été annoncée, "
                      f"sans intention d'action : l'annonce est nulle et le joueur reformule librement son choix "
                      f"(l'abus est sanctionné).")
    else:
        r.cite("9.4", f"§9.4 : un joueur qui annonce un montant ({said}) est obligé de le mettre, sous réserve des "
                      f"autres règles.")
        _amount_on_bet(r, said, silent=True)


def _amount_on_bet(r: Ruling, total: int, *, silent: bool) -> None:
    """A total above the bet, without the word « relance »: a bet, a raise, or a call by the 50% rule."""
    rnd = r.rnd
    if not rnd.opened:
        if total < rnd.big_blind:
            r.set("bet", rnd.big_blind)
            r.cite("9.10", f"§9.10 : mise d'ouverture insuffisante ({total}) : elle est alignée sur la grosse blinde "
                           f"({rnd.big_blind}).")
        else:
            r.set("bet", total)
            r.cite("9.2", f"§9.2 : sans annonce, la mise est considérée comme totale : mise de {total}.")
        return
    if total == rnd.bet:
        r.call("9.4", f"§9.4 : le montant ({total}) égale la mise : c'est un call.")
        return
    if not r.may_raise:
        r.call("9.21", f"§9.21 : {r.player} est bloqué (seul un tapis inférieur à une relance a suivi sa dernière "
                       f"action, il « ne pourra pas relancer le coup ») : ses jetons ne valent qu'un call à "
                       f"{rnd.bet}, même s'ils sont ses derniers ; le surplus lui est rendu.")
        return
    if total >= rnd.min_raise_to:
        r.set("raise", total)
        r.cite("9.5", f"§9.5 : le montant total posé en un seul geste ({total}) est une relance valable "
                      f"(minimum {rnd.min_raise_to}).")
    elif 2 * (total - rnd.bet) >= rnd.increment:
        r.set("raise", rnd.min_raise_to)
        r.cite("9.6", f"§9.6 (règle des 50 %) : {total} ajoute {total - rnd.bet} à la mise de {rnd.bet}, au moins la "
                      f"moitié de la relance minimale ({rnd.increment}) : la relance est validée au minimum et il "
                      f"doit compléter à {rnd.min_raise_to}.")
    else:
        r.call("9.6", f"§9.6 (règle des 50 %) : {total} n'ajoute que {total - rnd.bet} à la mise de {rnd.bet}, moins "
                      f"de la moitié de la relance minimale ({rnd.increment}), sans annonce de relance : c'est un "
                      f"call à {rnd.bet}, il reprend le surplus.")


def _silent_chips(r: Ruling, chips: list[int], kept: int, live: int) -> None:
    """Chips pushed without a word (§9.4: interpreted without any later announcement)."""
    from .chips import silent_chips

    silent_chips(r, chips, kept, live)


def _result(r: Ruling, live: int) -> dict:
    rnd = r.rnd
    has_more = r.stack is None or r.prior + r.stack > rnd.bet
    can_raise = r.may_raise and has_more and r.action != "fold"
    returned = max(0, r.physical - r.total) if r.action not in (None,) else 0
    if r.action is None:
        returned = 0
    to_add = max(0, r.total - r.physical) if r.action not in (None, "fold") else 0
    return {
        "player": r.player,
        "action": r.action,
        "total": r.total,
        "to_call": rnd.bet,
        "min_raise_to": rnd.min_raise_to if can_raise else None,
        "can_raise": can_raise,
        "returned": returned,
        "to_add": to_add,
        "floor_decision": r.floor,
        "options": r.options,
        "live_players": live,
        "clauses": r.clauses,
        "explanation": " ".join(r.why) or "Aucune règle particulière : action conforme.",
    }


ACTION_FR = {"check": "check", "bet": "mise", "call": "call (suivre)", "raise": "relance", "fold": "fold (se coucher)",
             "allin": "tapis"}


def headline(result: dict) -> str:
    """One French line: the ruling."""
    if result["action"] is None:
        head = "Décision du directeur de tournoi" if result["floor_decision"] else "À lui de choisir"
        opts = " / ".join(result["options"]) if result["options"] else None
        if opts is None:
            if result["to_call"] <= result["total"]:
                word = "mise" if result["to_call"] == 0 else "relance"
                more = f", {word} minimum à {result['min_raise_to']}" if result["can_raise"] else ""
                return f"{result['player']} : check possible{more}"
            raise_part = f", relance minimum à {result['min_raise_to']}" if result["can_raise"] else ", pas de relance"
            return f"{result['player']} : suivre à {result['to_call']}{raise_part}"
        return f"{head} : {opts} (mise à suivre : {result['to_call']})"
    line = f"{result['player']} : {ACTION_FR[result['action']]}"
    if result["action"] not in ("check", "fold"):
        line += f", total {result['total']}"
    if result["to_add"]:
        line += f" (il complète de {result['to_add']})"
    if result["returned"]:
        line += f" (on lui rend {result['returned']})"
    return line
