"""Calculator forms: French fields -> the calculator's input document (the engine rules, the form only transcribes)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from rich.text import Text
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import Button, Input, Label, Select, Static

from .. import backend
from .calc_result import calc_result_text
from .inputs import CleanInput


class FormError(Exception):
    """A field that cannot be read: names the field in French."""


MAX_DIGITS = 12  # no table amount has more; Python refuses to read over 4,300 digits at all


def integer(label: str, value: str, *, optional: bool = False) -> int | None:
    """An amount or a count: ASCII digits, spaces allowed as thousands separators, at most MAX_DIGITS digits."""
    raw = value.replace(" ", "").replace("\u202f", "").replace("\u00a0", "")
    if not raw:
        if optional:
            return None
        raise FormError(f"{label} : valeur manquante")
    if not re.fullmatch(r"-?[0-9]+", raw):
        shown = value.strip() if len(value.strip()) <= 30 else value.strip()[:30] + "…"
        raise FormError(f"{label} : nombre entier attendu, pas « {shown} »")
    if len(raw.lstrip("-")) > MAX_DIGITS:
        raise FormError(f"{label} : nombre trop grand ({len(raw.lstrip('-'))} chiffres ; {MAX_DIGITS} au plus)")
    return int(raw)


def items(value: str) -> list[str]:
    """Entries separated by ';', ',' or new lines."""
    return [p.strip() for p in re.split(r"[;,\n]", value) if p.strip()]


def cards(label: str, value: str) -> list[str]:
    """Cards like `As Kd 10h`; the engine validates them."""
    return value.replace(",", " ").split()


@dataclass
class Field:
    """One input of a form: name in the form, French label, placeholder, or a choice list."""

    name: str
    label: str
    placeholder: str = ""
    choices: list[tuple[str, str]] | None = None
    default: str = ""


@dataclass
class Spec:
    """A calculator form: kind, title, fields, and how the fields become the input document."""

    kind: str
    title: str
    fields: list[Field]
    build: Callable[[dict[str, str]], dict]
    help: str = ""
    example: dict[str, str] = field(default_factory=dict)


def _bet(v: dict[str, str]) -> dict:
    blinds = [integer("blindes", b) for b in re.split(r"[/ ]+", v["blinds"].strip()) if b]
    if len(blinds) != 2:
        raise FormError("blindes : deux montants attendus, ex. 50/100")
    actions = []
    for i, entry in enumerate(items(v["actions"]), 1):
        parts = entry.split()
        if len(parts) < 2:
            raise FormError(f"actions n°{i} : « joueur action [total] » attendu, pas « {entry} »")
        act = {"player": parts[0], "action": parts[1].lower()}
        if len(parts) > 2:
            act["to"] = integer(f"actions n°{i}", parts[2])
        actions.append(act)
    nxt = {"player": v["player"].strip() or "?", "declared": None if v["declared"] in ("", "none") else v["declared"],
           "amount": integer("montant annoncé", v["amount"], optional=True),
           "chips": [integer("jetons poussés", c) for c in v["chips"].split()],
           "withdrawn": integer("repris", v["withdrawn"], optional=True) or 0}
    stack = integer("tapis", v["stack"], optional=True)
    if stack is not None:
        nxt["stack"] = stack
    doc = {"blinds": blinds, "street": v["street"] or "preflop", "actions": actions, "next": nxt}
    live = integer("joueurs en jeu", v["live_players"], optional=True)
    if live is not None:
        doc["live_players"] = live
    return doc


FOLDED = {"couché", "couche", "fold"}
ALLIN = {"tapis", "allin", "all-in"}


def _pots(v: dict[str, str]) -> dict:
    contributions = []
    entries = items(v["contributions"])
    if not entries:
        raise FormError("mises : aucune entrée ; « joueur montant [tapis|couché] », séparées par « ; »")
    for i, entry in enumerate(entries, 1):
        parts = entry.split()
        if len(parts) < 2:
            raise FormError(f"mises n°{i} « {entry} » : « joueur montant [tapis|couché] » attendu")
        flags = {p.lower() for p in parts[2:]}
        unknown = flags - FOLDED - ALLIN
        if unknown:
            raise FormError(f"mises n°{i} « {entry} » : « {' '.join(sorted(unknown))} » inconnu "
                            "(après le montant : tapis ou couché)")
        amount = integer(f"mises n°{i} « {entry} »", parts[1])
        if amount < 0:
            raise FormError(f"mises n°{i} « {entry} » : montant négatif")
        contributions.append({"player": parts[0], "amount": amount, "folded": bool(flags & FOLDED),
                              "allin": bool(flags & ALLIN)})
    players = [c["player"] for c in contributions]
    twice = sorted({p for p in players if players.count(p) > 1})
    if twice:
        raise FormError(f"mises : joueur {', '.join(twice)} sur plusieurs entrées (une entrée par joueur)")
    doc = {"contributions": contributions}
    dead = integer("mort (antes)", v["dead"], optional=True)
    if dead:
        doc["dead"] = dead
    return doc


def _chiprace(v: dict[str, str]) -> dict:
    leftovers = {}
    for entry in items(v["leftovers"].replace(" ", ",").replace(",=", "=").replace("=,", "=")):
        name, _, count = entry.partition("=")
        if not count:
            raise FormError(f"jetons restants : « joueur=nombre » attendu, pas « {entry} »")
        leftovers[name.strip()] = integer(f"jetons restants de {name.strip()}", count)
    return {"remove": integer("valeur retirée", v["remove"]), "upgrade": integer("valeur suivante", v["upgrade"]),
            "leftovers": leftovers}


def _uth(v: dict[str, str]) -> dict:
    doc = {"player": cards("joueur", v["player"]), "dealer": cards("croupier", v["dealer"]),
           "board": cards("tableau", v["board"])}
    for key, label in (("ante", "ante"), ("blind", "blind"), ("play", "play"), ("trips", "trips")):
        amount = integer(label, v[key], optional=True)
        doc[key] = amount or 0
    return doc


STREETS = [("préflop", "preflop"), ("flop", "flop"), ("turn", "turn"), ("river", "river")]
DECLARED = [("rien (silencieux)", "none"), ("check", "check"), ("call", "call"), ("fold", "fold"), ("bet", "bet"),
            ("raise", "raise"), ("tapis", "allin")]

SPECS = [
    Spec("bet", "Mise / relance", [
        Field("blinds", "Blindes", "50/100", default="50/100"),
        Field("street", "Tour d'enchères", choices=STREETS, default="preflop"),
        Field("actions", "Actions du tour", "A raise 300; B call 300", default="A raise 300"),
        Field("player", "Joueur qui agit", "C", default="C"),
        Field("declared", "Annonce", choices=DECLARED, default="none"),
        Field("amount", "Montant annoncé", "vide si aucun"),
        Field("chips", "Jetons poussés", "1000 1000"),
        Field("withdrawn", "Repris", "0"),
        Field("stack", "Tapis", "vide si inconnu"),
        Field("live_players", "Joueurs en jeu", "vide si inconnu"),
    ], _bet, "Interprète l'action d'un joueur (ROPTA 9.1 à 9.13, 9.21, 9.22)."),
    Spec("pots", "Pots", [
        Field("contributions", "Mises", "A 500 tapis; B 1000; C 1000 couché", default="A 500 tapis; B 1000; C 1000"),
        Field("dead", "Antes (mort)", "0"),
    ], _pots, "Pot principal et pots secondaires (ROPTA 9.7, 4.2)."),
    Spec("chiprace", "Chip race", [
        Field("remove", "Valeur retirée", "25", default="25"),
        Field("upgrade", "Valeur suivante", "100", default="100"),
        Field("leftovers", "Jetons restants", "A=3 B=1", default="A=3 B=1"),
    ], _chiprace, "Course aux jetons (ROPTA 3.2)."),
    Spec("penalty", "Pénalité", [
        Field("players", "Joueurs à la table", "9", default="9"),
        Field("rounds", "Tours de pénalité", "1", default="1"),
    ], lambda v: {"players": integer("joueurs", v["players"]), "rounds": integer("tours", v["rounds"])},
        "Nombre de mains de pénalité (ROPTA 11.1)."),
    Spec("final-table", "Table finale", [
        Field("max_per_table", "Joueurs max. par table", "10", default="10"),
    ], lambda v: {"max_per_table": integer("joueurs max.", v["max_per_table"])}, "Taille de la table finale (ROPTA 2.6)."),
    Spec("uth", "Ultimate Texas Hold'em", [
        Field("player", "Cartes du joueur", "As Kd", default="As Kd"),
        Field("dealer", "Cartes du croupier", "Qh Qc", default="Qh Qc"),
        Field("board", "Tableau", "2c 7d 9h Js 3s", default="2c 7d 9h Js 3s"),
        Field("ante", "Ante", "10", default="10"),
        Field("blind", "Blind", "10", default="10"),
        Field("play", "Play", "20", default="20"),
        Field("trips", "Trips", "0", default="0"),
    ], _uth, "Gains d'un coup d'Ultimate Texas Hold'em."),
]


class CalcResult(VerticalScroll):
    """The result of a calculation: focusable (outlined when focused), scrolls by keyboard to the explanation and
    the cited clauses."""

    can_focus = True


class CalcForm(Vertical):
    """A form for one calculator; Enter in any field (or the button) computes; the result cites its clauses."""

    class Computed(Message):
        """A calculation ran (result or error line), for tests and the screen."""

        def __init__(self, kind: str, result: dict | None, error: str) -> None:
            super().__init__()
            self.kind, self.result, self.error = kind, result, error

    def __init__(self, spec: Spec, **kwargs):
        super().__init__(classes="calc-form", **kwargs)
        self.spec = spec

    def compose(self):
        yield Static(self.spec.help, classes="calc-help")
        for f in self.spec.fields:
            with Horizontal(classes="calc-row"):
                yield Label(f.label, classes="calc-label")
                if f.choices:
                    yield Select(f.choices, value=f.default or f.choices[0][1], allow_blank=False, name=f.name,
                                 compact=True)
                else:
                    yield CleanInput(value=f.default, placeholder=f.placeholder, name=f.name, compact=True)
        yield Button("Calculer (Entrée)", name="compute")
        with CalcResult(classes="calc-result-pane"):
            yield Static("", classes="calc-result")

    def field(self, name: str):
        """The input (or choice) widget of field `name`."""
        return next(w for w in self.query("Input, Select") if w.name == name)

    def values(self) -> dict[str, str]:
        """The raw text of every field."""
        out = {}
        for w in self.query(Input):
            out[w.name] = w.value
        for w in self.query(Select):
            out[w.name] = "" if w.value is Select.NULL else str(w.value)
        return out

    def compute(self) -> None:
        """Build the input document, ask the engine, show the ruling or the one-line error (never a crash); the
        result takes the focus and comes into view, so that it can be read (and scrolled) by keyboard."""
        result_box = self.query_one(".calc-result", Static)
        out, line = None, ""
        try:
            doc = self.spec.build(self.values())
            out = backend.compute(self.spec.kind, doc, self.app.kb)
        except FormError as exc:
            line = str(exc)
        except Exception as exc:  # the engine's French line, or an internal error shown, never fatal
            line = backend.error_text(exc)
        if out is not None:
            try:
                result_box.update(calc_result_text(out))
            except Exception as exc:
                out, line = None, backend.error_text(exc)
        if out is None:
            result_box.update(Text(line, style="bold"))
        self.post_message(self.Computed(self.spec.kind, out, line))
        pane = self.query_one(CalcResult)
        pane.add_class("shown")
        if out is None:  # a bad field: the cursor stays in the form, the message is brought into view
            self.call_after_refresh(pane.scroll_visible, animate=False)
        else:
            self.screen.set_focus(pane)
            self.call_after_refresh(pane.scroll_visible, animate=False)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.compute()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.compute()
