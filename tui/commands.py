"""Command palette: the screens, and « aller à la section ... » for every clause of every edition."""

from __future__ import annotations

from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

SCREENS = [
    ("situation", "Écran Situation", "décrire une situation, voir les décisions (F2)"),
    ("reglements", "Écran Règlements", "lire les règlements, suivre les renvois (F3)"),
    ("tda", "Écran TDA", "concordance et divergences avec les règles TDA (F4)"),
    ("calculs", "Écran Calculs", "mises, pots, chip race, pénalités, table finale, UTH (F5)"),
    ("journal", "Écran Journal", "les décisions consignées, les reposer dans une autre édition (F6)"),
    ("versions", "Écran Versions", "comparer deux éditions (F7)"),
]


class ScreensProvider(Provider):
    """The screens, by their French names."""

    async def discover(self) -> Hits:
        for mode, title, help_text in SCREENS:
            yield DiscoveryHit(title, partial(self.app.switch_mode, mode), help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for mode, title, help_text in SCREENS:
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), partial(self.app.switch_mode, mode), help=help_text)


class SectionProvider(Provider):
    """« Aller à la section 6.3 LES CARTES RETOURNEES » for each clause; opens it in Règlements."""

    async def startup(self) -> None:
        kb = self.app.kb
        self._items = [(f"Aller à la section {c.number} {c.title}", kb.editions[c.edition].label, c.edition, c.id)
                       for c in kb.clauses()]

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, label, edition, cid in self._items:
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), partial(self.app.open_clause, edition, cid), help=label)



class SystemProvider(Provider):
    """The app's own commands (help, quit), in French."""

    async def discover(self) -> Hits:
        for command in self.app.get_system_commands(self.screen):
            yield DiscoveryHit(command.title, command.callback, help=command.help)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for command in self.app.get_system_commands(self.screen):
            score = matcher.match(command.title)
            if score > 0:
                yield Hit(score, matcher.highlight(command.title), command.callback, help=command.help)
