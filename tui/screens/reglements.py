"""Règlements: editions, chapters and clauses as a tree; type a number to jump; follow references and come back."""

from __future__ import annotations

from textual import events
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, Header, Static, Tree

from ..widgets.clause_view import ClauseView
from .base import RoptaScreen

JUMP_CHARS = set("0123456789.")
JUMP_RESET_S = 1.5  # the typed number is forgotten after this pause


def ordered_editions(kb):
    """The federation's editions up to the one in force, then its annex, TDA, and the other rulebooks."""
    from engine.editions import reading_order

    return reading_order(kb)


class ReglementsScreen(RoptaScreen):
    """Reading tool: the table of contents on the left, the clause in full on the right."""

    SUB_TITLE = "Règlements"
    AUTO_FOCUS = "#toc"
    BINDINGS = [
        Binding("escape,backspace", "back", "Retour"),
        Binding("e", "cycle_edition", "Édition"),
        Binding("ctrl+g", "focus_clause", "Texte"),
        Binding("ctrl+t", "focus_toc", "Sommaire"),
        Binding("ctrl+d", "choose_date", "Date"),
    ]
    KEYS_HELP = [
        ("0-9 et .", "aller à une section en tapant son numéro (ex. 9.21)"),
        ("e", "édition suivante (les numéros tapés s'y rapportent)"),
        ("Échap ou ⌫", "retour à la section visitée avant"),
        ("ctrl+g", "le texte de la section (↑ ↓ pour le lire ; Tab jusqu'aux renvois)"),
        ("ctrl+t", "le sommaire"),
        ("ctrl+d", "l'édition en vigueur à une date (AAAA-MM-JJ ; vide : aujourd'hui)"),
        ("Entrée sur un renvoi", "suivre le renvoi"),
    ]

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._clause_nodes: dict[tuple[str, str], object] = {}
        self._back_stack: list[tuple[str, str]] = []
        self._current: tuple[str, str] | None = None
        self._buffer = ""
        self._buffer_timer = None
        self._edition = None  # the edition in force, once the knowledge base is known

    def compose(self):
        yield Header()
        with Horizontal():
            with Vertical(id="toc-pane"):
                yield Static("Tapez un numéro pour y aller (ex. 9.21)", id="jump")
                yield Tree("Règlements", id="toc")
            yield ClauseView(id="clause")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        kb = self.app.kb
        if self._edition not in kb.editions:
            self._edition = self.app.default_edition()
        tree = self.query_one("#toc", Tree)
        tree.show_root = False
        tree.root.expand()
        for ed in ordered_editions(kb):
            ed_node = tree.root.add(ed.label, data=("edition", ed.id, ""), expand=ed.id == self._edition)
            placed = set()
            for ch in ed.chapters:
                ch_node = ed_node.add(f"{ch.number}. {ch.title}", data=("chapter", ed.id, ch.id))
                for cid in ch.clause_ids:
                    c = kb.find(ed.id, cid)
                    if c is None:
                        continue
                    placed.add(cid)
                    self._clause_nodes[(ed.id, cid)] = ch_node.add_leaf(f"{c.number} {c.title}", data=("clause", ed.id, cid))
            for c in ed.clauses:
                if c.id not in placed:
                    self._clause_nodes[(ed.id, c.id)] = ed_node.add_leaf(f"{c.number} {c.title}", data=("clause", ed.id, c.id))

    # -- navigation -----------------------------------------------------------------------------------------
    async def open_clause(self, edition: str, key: str, *, remember: bool = True) -> bool:
        """Show a clause (by number or id) and put the tree cursor on it; False when it does not exist."""
        clause = self.app.kb.find(edition, key)
        if clause is None:
            self.notify(f"{edition} : pas de section « {key} »", severity="warning")
            return False
        target = (clause.edition, clause.id)
        if remember and self._current and self._current != target:
            self._back_stack.append(self._current)
        self._current = target
        self._edition = clause.edition
        node = self._clause_nodes.get(target)
        if node is not None:
            tree = self.query_one("#toc", Tree)
            parent = node.parent
            while parent is not None:
                parent.expand()
                parent = parent.parent
            _ = tree.last_line  # rebuilds the tree lines after expanding, so node.line is current
            tree.move_cursor(node)
        await self.query_one(ClauseView).show(self.app.kb, clause)
        return True

    async def on_tree_node_highlighted(self, event: Tree.NodeHighlighted) -> None:
        data = event.node.data
        if not data or event.node is not event.control.cursor_node:
            return  # a stale highlight (the cursor has moved on since): ignore
        kind, edition, ident = data
        self._edition = edition
        if kind == "clause" and (edition, ident) != self._current:
            await self.open_clause(edition, ident, remember=False)  # browsing the tree is not a jump

    async def on_tree_node_selected(self, event: Tree.NodeSelected) -> None:
        data = event.node.data
        if data and data[0] == "clause":
            self.query_one(ClauseView).focus()

    async def on_clause_view_follow(self, message: ClauseView.Follow) -> None:
        await self.open_clause(message.edition, message.clause_id)

    async def action_back(self) -> None:
        """Back to the clause shown before the last jump or followed reference."""
        if not self._back_stack:
            self.notify("Rien avant cette section.", timeout=2)
            return
        edition, clause_id = self._back_stack.pop()
        await self.open_clause(edition, clause_id, remember=False)

    def action_cycle_edition(self) -> None:
        """Move the tree cursor to the next edition (numbers typed then refer to it)."""
        tree = self.query_one("#toc", Tree)
        editions = list(tree.root.children)
        ids = [n.data[1] for n in editions]
        i = (ids.index(self._edition) + 1) % len(ids) if self._edition in ids else 0
        self._edition = ids[i]
        editions[i].expand()
        tree.move_cursor(editions[i])
        tree.focus()
        self._show_jump(f"Édition : {self.app.kb.editions[self._edition].label}")

    def action_choose_date(self) -> None:
        """« Date »: go to the edition in force on a day (the same section there when it has one)."""
        self.app.choose_date(self._on_date)

    async def _on_date(self, choice) -> None:
        if choice is None:
            return
        self.sub_title = f"{self.SUB_TITLE} — {choice.header}"
        tree = self.query_one("#toc", Tree)
        node = next((n for n in tree.root.children if n.data[1] == choice.edition), None)
        same = self._current and self.app.kb.find(choice.edition, self._current[1])
        if same is not None:
            await self.open_clause(choice.edition, same.id)
        elif node is not None:
            node.expand()
            tree.move_cursor(node)
        self._edition = choice.edition
        self._show_jump(f"Édition : {self.app.kb.editions[choice.edition].label}")

    # -- jump by number -------------------------------------------------------------------------------------
    async def on_key(self, event: events.Key) -> None:
        char = event.character
        if char is None or char not in JUMP_CHARS:
            return
        event.stop()
        event.prevent_default()
        starting = not self._buffer  # a new number: « Retour » comes back to the section shown before it
        self._buffer = self._next_buffer(self._buffer + char, char)
        if self._buffer_timer is not None:
            self._buffer_timer.stop()
        await self.jump(self._buffer, remember=starting)
        # the pause that ends a number counts from when its section is shown, not from the key (a slow machine)
        self._buffer_timer = self.set_timer(JUMP_RESET_S, self._reset_buffer)

    def _next_buffer(self, candidate: str, char: str) -> str:
        numbers = self._numbers()
        if any(n.startswith(candidate) for n in numbers):
            return candidate
        return char if any(n.startswith(char) for n in numbers) else ""

    def _numbers(self) -> list[str]:
        ed = self.app.kb.editions[self._edition]
        return [c.number for c in ed.clauses] + [ch.number for ch in ed.chapters]

    def _reset_buffer(self) -> None:
        self._buffer = ""

    async def jump(self, number: str, *, remember: bool = True) -> bool:
        """Go to the clause numbered `number` in the current edition, else to the first one under that prefix;
        the prefixes of a number being typed are not remembered as visits (`remember`)."""
        number = number.strip().lstrip("§")
        if not number:
            return False
        kb = self.app.kb
        ed = kb.editions[self._edition]
        clause = kb.find(ed.id, number)
        if clause is None:
            prefix = number.rstrip(".") + "."
            clause = next((c for c in ed.clauses if c.number.startswith(prefix)), None)
        if clause is None:
            self._show_jump(f"Aller à : {number} — aucune section")
            return False
        self._show_jump(f"Aller à : {number} → §{clause.number}")
        return await self.open_clause(ed.id, clause.id, remember=remember)

    def action_focus_clause(self) -> None:
        self.set_focus(self.query_one(ClauseView))

    def action_focus_toc(self) -> None:
        self.set_focus(self.query_one("#toc", Tree))

    def _show_jump(self, text: str) -> None:
        self.query_one("#jump", Static).update(text)
