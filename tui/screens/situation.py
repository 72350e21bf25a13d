"""Situation (start screen): a situation in French in, the ranked rulings out, re-ranked as questions are answered."""

from __future__ import annotations

from rich.text import Text
from textual import work
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, Header, Input, Label, LoadingIndicator, OptionList, Static
from textual.widgets.option_list import Option

from .. import backend
from ..widgets.inputs import CleanInput
from .base import RoptaScreen

MAX_QUERY = 2000  # a huge paste is cut, the assistant bounds its own work too
DEBOUNCE_S = 0.15  # typing waits for nothing: the engine is asked once the floor pauses this long
LOADING_S = 0.05  # an answer slower than this (a cold cache) shows the loading indicator
YES_NO = [("oui", "true"), ("non", "false")]


def facts_line(facts) -> str:
    """The facts the assistant recognised, in its French labels."""
    if isinstance(facts, dict):
        return ", ".join(f"{k} = {v}" for k, v in facts.items())
    parts = []
    for f in facts or []:
        if isinstance(f, dict):
            parts.append(f"{f.get('label') or f.get('name')} : {f.get('value_label') or f.get('value')}")
    return " ; ".join(parts)


def answer_signature(answer, error, calc) -> tuple:
    """What the screen shows of an answer: equal signatures need no re-render."""
    if answer is None:
        return (None, error)
    results = tuple((r.get("edition"), r.get("id"), r.get("decision"), r.get("summary"), tuple(r.get("why") or ()))
                    for r in answer.get("results") or [])
    questions = tuple((q.get("fact"), q.get("question")) for q in answer.get("questions") or [])
    facts = facts_line(answer.get("facts"))
    return (results, questions, facts, repr(calc), error)


class QuestionChoice(OptionList):
    """An open question of the assistant as a vertical list of choices (long answers wrap, never cut); Enter on
    one answers it and re-ranks."""

    def __init__(self, fact: str, choices: list[tuple[str, object]], selected=None, **kwargs):
        chosen = [selected is not None and value == selected for _, value in choices]
        super().__init__(*[Option(f"{'●' if on else '○'} {label}") for (label, _), on in zip(choices, chosen)],
                         **kwargs)
        self.fact = fact
        self.values = [value for _, value in choices]
        self.highlighted = chosen.index(True) if any(chosen) else 0


class RulingPane(VerticalScroll):
    """The ruling shown in full; focusable (ctrl+g), scrolls by keyboard, « c » consigns it in the journal."""

    BINDINGS = [Binding("c", "screen.confirm", "Consigner")]


class SituationInput(CleanInput):
    """The situation line (control characters of a paste dropped)."""


class SituationScreen(RoptaScreen):
    """Type a situation; Enter (or a pause in typing) asks the engine in a worker; stale answers are dropped."""

    SUB_TITLE = "Situation"
    AUTO_FOCUS = "#situation-input"
    BINDINGS = [
        Binding("ctrl+r", "focus_results", "Liste"),
        Binding("ctrl+g", "focus_ruling", "Décision", priority=True),
        Binding("ctrl+o", "focus_questions", "Questions"),
        # priority: run as the key arrives, before the keys typed after it are sent to the widget focused before
        Binding("ctrl+l", "clear", "Effacer", priority=True),
        Binding("ctrl+t", "toggle_compare", "Comparer", show=False, priority=True),  # said in the status line
        Binding("ctrl+d", "choose_date", "Date", show=False, priority=True),  # in the help: the footer fits 80 columns
        Binding("ctrl+s", "confirm", "Consigner", show=False),
        Binding("escape", "focus_input", "Saisie", show=False, priority=True),
    ]
    KEYS_HELP = [
        ("Entrée", "demander tout de suite, puis aller à la liste des décisions"),
        ("ctrl+r", "liste des décisions (↑ ↓ : voir la décision ; Entrée : l'ouvrir dans Règlements)"),
        ("ctrl+g", "la décision affichée en entier (↑ ↓ Pg.préc. Pg.suiv. pour la lire)"),
        ("c ou ctrl+s", "consigner la décision affichée dans le journal (numéro de table, note)"),
        ("ctrl+o", "questions ouvertes (↑ ↓ puis Entrée : répondre re-classe)"),
        ("ctrl+t", "comparer la section : ROPTA (chaque édition) et TDA côte à côte ; ctrl+t : revenir"),
        ("ctrl+d", "demander sous l'édition en vigueur à une date (AAAA-MM-JJ ; vide : aujourd'hui)"),
        ("ctrl+l", "effacer la situation"),
        ("Échap", "revenir à la saisie"),
    ]

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.generation = 0  # bumped by every request; an answer from an older one is stale
        self.answer: dict | None = None
        self.facts: dict[str, object] = {}
        self._query = ""
        self._signature = None
        self._questions_shown = None
        self._ruling_shown = None
        self._calc_result = None
        self._debounce = None
        self._loading_timer = None
        self._focus_results = False  # Enter was pressed: the results take the focus when they arrive
        self._warming = False
        self._edition: str | None = None  # chosen with « Date » (ctrl+d); None: the engine's default
        self._compare = False  # « Comparer » (ctrl+t): the ruling pane shows the three-way comparison

    def compose(self):
        yield Header()
        yield SituationInput(placeholder="Décrivez la situation (ex. une carte retournée pendant la donne) puis Entrée",
                             id="situation-input", select_on_focus=False)
        yield Static(self._intro(), id="situation-status")
        with Horizontal(id="situation-body"):
            with Vertical(id="situation-left"):
                yield LoadingIndicator(id="situation-loading")
                yield OptionList(id="rulings")
                yield VerticalScroll(id="questions", can_focus=False)
            yield RulingPane(id="ruling")
        yield Footer(compact=True, show_command_palette=False)

    def _intro(self) -> str:
        return "Entrée pour demander ; les décisions se mettent à jour pendant la frappe."

    # -- asking ---------------------------------------------------------------------------------------------
    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id != "situation-input":
            return
        event.stop()
        text = event.value.strip()
        if text and not self._warming:
            self._warming = True
            self._warm_worker()
        if text != self._query:
            self.facts = {}  # a new situation: earlier answers no longer apply
            self._focus_results = False  # typing again after Enter: the cursor stays in the line
        self.generation += 1  # an answer to an older text is stale from now on
        self._query = text
        if self._debounce is not None:
            self._debounce.stop()
        self._debounce = self.set_timer(DEBOUNCE_S, self._ask_now)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id != "situation-input":
            return
        event.stop()
        self._focus_results = True
        self.ask(event.value.strip())

    def _ask_now(self) -> None:
        self._debounce = None
        self.ask(self._query)

    def ask(self, text: str) -> None:
        """Start a request for `text` with the current facts; only the latest request may show its answer (the
        exclusive worker cancels the one before)."""
        if self._debounce is not None:
            self._debounce.stop()
            self._debounce = None
        self.generation += 1
        self._query = text
        if not text:
            self._show(self.generation, None, "")
            return
        if self._loading_timer is None:
            self._loading_timer = self.set_timer(LOADING_S, self._show_loading)
        self._ask_worker(self.generation, text[:MAX_QUERY], dict(self.facts))

    def _show_loading(self) -> None:
        self._loading_timer = None
        self.query_one("#situation-loading").display = True

    def _hide_loading(self) -> None:
        if self._loading_timer is not None:
            self._loading_timer.stop()
            self._loading_timer = None
        self.query_one("#situation-loading").display = False

    @work(thread=True, group="warm", exit_on_error=False)
    def _warm_worker(self) -> None:
        """While the floor types the first words, the assistant loads (errors are shown by the first answer)."""
        try:
            backend.warm(self.app.kb)
        except Exception:
            pass

    @work(thread=True, exclusive=True, group="ask", exit_on_error=False)
    def _ask_worker(self, generation: int, text: str, facts: dict) -> None:
        from textual.worker import get_current_worker

        mod = backend.inference()
        try:
            backend.warm(self.app.kb)
            answer = mod.ask(self.app.kb, text, edition=self._edition, facts=facts or None, top=5)
            error = ""
        except Exception as exc:  # shown in the status line, never fatal
            answer, error = None, backend.error_text(exc)
        calc = self._calc(answer) if answer else None
        if generation == self.generation and not get_current_worker().is_cancelled:
            self.app.call_from_thread(self._show, generation, answer, error, calc)

    def _calc(self, answer: dict):
        """The calculator ruling when the assistant recognised amounts (`calc` = {kind, input})."""
        hint = answer.get("calc")
        if not isinstance(hint, dict):
            return None
        kind = hint.get("kind")
        doc = hint.get("input") or hint.get("doc") or hint.get("given")
        if not kind or not isinstance(doc, dict):
            return None
        try:
            out = dict(backend.compute(kind, doc, self.app.kb))
        except Exception as exc:
            return (kind, backend.error_text(exc))
        if hint.get("assumptions"):
            out["hypothèses (non officiel)"] = hint["assumptions"]
        return (kind, out)

    # -- showing --------------------------------------------------------------------------------------------
    def _show(self, generation: int, answer: dict | None, error: str, calc=None) -> None:
        """Display an answer unless a newer request was made since (stale-result guard)."""
        if generation != self.generation:
            return
        self._hide_loading()
        signature = answer_signature(answer, error, calc)
        if signature == self._signature and answer is not None:
            self.answer = answer  # same rulings as shown: keep the widgets (typing stays under a frame)
            self._take_focus()
            return
        self._signature = signature
        self.answer = answer
        self._calc_result = calc
        status = self.query_one("#situation-status", Static)
        rulings = self.query_one("#rulings", OptionList)
        rulings.clear_options()
        if error:
            status.update(Text(error, style="bold"))
        results = (answer or {}).get("results") or []
        if answer is None:
            if not error:
                status.update(self._intro())
        elif not results:
            status.update("Aucune section ne correspond ; essayez d'autres mots.")
        else:
            known = facts_line(answer.get("facts"))
            status.update(f"{len(results)} décision(s) (ctrl+t : comparer)"
                          + (f" — faits reconnus : {known}" if known else ""))
        from ..widgets.ruling import result_line  # imported with the first answer: the launch stays short

        usual = self._edition or self.app.default_edition()
        names = {ed.id: ed.short_title for ed in self.app.kb.editions.values()}
        rulings.add_options([Option(result_line(i, r, usual, names)) for i, r in enumerate(results, 1)])
        if results:
            rulings.highlighted = 0
        self._show_questions((answer or {}).get("questions") or [])
        self._show_ruling(results[0] if results else None)
        self._take_focus()

    def _take_focus(self) -> None:
        """After Enter, the results take the focus as soon as they are there."""
        if self._focus_results and self.answer and self.answer.get("results"):
            self._focus_results = False
            self.set_focus(self.query_one("#rulings", OptionList))

    def _show_questions(self, questions: list[dict]) -> None:
        key = tuple((q.get("fact"), q.get("question")) for q in questions[:4])
        if key == self._questions_shown:
            return  # the same questions: keep the widgets (and the focus)
        self._questions_shown = key
        box = self.query_one("#questions", VerticalScroll)
        had_focus = isinstance(self.focused, QuestionChoice)
        box.remove_children()
        if not questions:
            box.display = False
            if had_focus:  # the question answered was the last: the focus goes to the ruling, never nowhere
                self.set_focus(self.query_one("#ruling", RulingPane))
            return
        box.display = True
        widgets = [Label("Questions ouvertes (répondre re-classe)", classes="section-label")]
        for q in questions[:4]:
            fact = q.get("fact")
            choices = q.get("choices") or q.get("options")
            pairs = [(str(c.get("label", c.get("value"))), c.get("value")) if isinstance(c, dict) else (str(c), c)
                     for c in choices] if choices else YES_NO
            widgets.append(Label(str(q.get("question") or fact), classes="question"))
            widgets.append(QuestionChoice(fact, pairs, self.facts.get(fact), classes="choice"))
        box.mount_all(widgets)
        if had_focus:  # the next open question takes the focus (visible), as the floor goes on answering
            self.call_after_refresh(self.action_focus_questions)

    def _show_ruling(self, res: dict | None) -> None:
        calc = self._calc_result if res is not None and res is self._first_result() else None
        key = None if res is None else (answer_signature({"results": [res]}, "", calc), self._compare)
        if key is not None and key == self._ruling_shown:
            return  # already shown (a highlight of the same ruling)
        self._ruling_shown = key
        pane = self.query_one("#ruling", VerticalScroll)
        pane.remove_children()
        if res is None:
            return
        if self._compare:
            from ..widgets.threeway import compare_view

            pane.mount(compare_view(self.app.kb, self.answer, res, pane.size.width))
        else:
            from ..widgets.ruling import confident_notice, ruling_parts, story_notice

            first = res is self._first_result()
            notice = confident_notice(self.answer) if first else None
            story = story_notice(self.answer) if first else None
            pane.mount_all(list(ruling_parts(self.app.kb, res, calc, notice, story)))
        pane.scroll_home(animate=False)

    def _first_result(self):
        results = (self.answer or {}).get("results") or []
        return results[0] if results else None

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if event.option_list.id != "rulings":
            return
        results = (self.answer or {}).get("results") or []
        if 0 <= event.option_index < len(results):
            self._show_ruling(results[event.option_index])

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        choice = event.option_list
        if isinstance(choice, QuestionChoice):
            if 0 <= event.option_index < len(choice.values):
                self.facts[choice.fact] = choice.values[event.option_index]
                self.ask(self._query)
            return
        results = (self.answer or {}).get("results") or []
        if 0 <= event.option_index < len(results):
            res = results[event.option_index]
            await self.app.open_clause(res.get("edition") or res.get("rulebook"), res.get("id") or res.get("number"))

    # -- keys -----------------------------------------------------------------------------------------------
    def action_focus_results(self) -> None:
        self.query_one("#rulings", OptionList).focus()

    def action_focus_ruling(self) -> None:
        pane = self.query_one("#ruling", RulingPane)
        self.set_focus(pane)
        pane.scroll_home(animate=False)

    def action_focus_questions(self) -> None:
        choices = self.query(QuestionChoice)
        if choices:
            self.set_focus(choices.first())

    def action_focus_input(self) -> None:
        self.set_focus(self.query_one("#situation-input", Input))

    def action_toggle_compare(self) -> None:
        """« Comparer »: the ruling shown, edition by edition and beside the TDA rule; again: back to the ruling."""
        res = self.shown_ruling()
        if res is None:
            self.notify("Rien à comparer : décrivez d'abord la situation.", severity="warning")
            return
        self._compare = not self._compare
        self._show_ruling(res)

    def action_choose_date(self) -> None:
        """« Date »: ask under the edition in force on a day; the header says which and its standing."""
        self.app.choose_date(self._on_date)

    def _on_date(self, choice) -> None:
        if choice is None:
            return  # cancelled
        self._edition = choice.edition
        self.sub_title = f"{self.SUB_TITLE} — {choice.header}"
        self._signature = None  # the same words now ask another edition
        if self._query:
            self.ask(self._query)

    def action_clear(self) -> None:
        """Empty the line and put the cursor there at once: keys typed right after land in it (none lost)."""
        self.facts = {}
        inp = self.query_one("#situation-input", Input)
        inp.value = ""
        self.set_focus(inp)

    def shown_ruling(self) -> dict | None:
        """The ruling on screen (the highlighted one of the list)."""
        results = (self.answer or {}).get("results") or []
        index = self.query_one("#rulings", OptionList).highlighted
        if index is not None and 0 <= index < len(results):
            return results[index]
        return results[0] if results else None

    def action_confirm(self) -> None:
        """Consign the ruling shown in the journal: the table number and a note are asked in a small window."""
        from ..widgets.journal_entry import JournalEntryScreen, save_entry

        res = self.shown_ruling()
        if res is None:
            self.notify("Aucune décision à consigner : décrivez d'abord la situation.", severity="warning")
            return
        facts = dict(self.facts)
        situation = self._query

        def done(reply) -> None:
            if reply is not None:
                save_entry(self.app, reply, situation, facts, res)

        self.app.push_screen(JournalEntryScreen(res), done)
