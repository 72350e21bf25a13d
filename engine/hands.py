"""Cards and poker hand categories: card parsing and checks, best five-card hand via PokerKit (MIT), French names."""

from __future__ import annotations

from dataclasses import dataclass

RANKS = "23456789TJQKA"
SUITS = "shdc"

#: PokerKit label name -> our hand slug (the slugs of table-v1), strongest first.
CATEGORIES = {
    "STRAIGHT_FLUSH": "quinte-flush", "FOUR_OF_A_KIND": "carre", "FULL_HOUSE": "full", "FLUSH": "couleur",
    "STRAIGHT": "quinte", "THREE_OF_A_KIND": "brelan", "TWO_PAIR": "double-paire", "ONE_PAIR": "paire",
    "HIGH_CARD": "carte-haute",
}

#: Usual French names of the categories (vocabulary, not rules).
NAMES_FR = {
    "quinte-flush-royale": "Quinte flush royale", "quinte-flush": "Quinte flush", "carre": "Carré", "full": "Full",
    "couleur": "Couleur", "quinte": "Quinte", "brelan": "Brelan", "double-paire": "Double paire", "paire": "Paire",
    "carte-haute": "Carte haute",
}


class CardError(ValueError):
    """A card that does not exist or is given twice: `pointer` names where, `message` says why (French)."""

    def __init__(self, pointer: str, message: str):
        super().__init__(f"{pointer}: {message}")
        self.pointer = pointer
        self.message = message


def parse_card(value, pointer: str) -> str:
    """`As`, `td`, `10d` -> canonical `As`, `Td`, `Td`; CardError for anything else."""
    if not isinstance(value, str):
        raise CardError(pointer, f"une carte s'écrit comme « As », « Td » ou « 10d », pas {value!r}")
    text = value.strip()
    rank, suit = text[:-1].upper(), text[-1:].lower()
    rank = "T" if rank == "10" else rank
    if len(rank) != 1 or rank not in RANKS or suit not in SUITS or not suit:
        raise CardError(pointer, f"carte inconnue « {value} » (rang 2-9, T ou 10, J, Q, K, A puis couleur s, h, d ou c : "
                                 "« As », « Td », « 10d »)")
    return rank + suit


def parse_cards(groups: dict[str, tuple[object, int]]) -> dict[str, list[str]]:
    """Parse named card lists `{field: (value, count)}`, checking their length and that no card appears twice."""
    seen: dict[str, str] = {}
    out: dict[str, list[str]] = {}
    for field, (value, count) in groups.items():
        if not isinstance(value, list) or len(value) != count:
            raise CardError(f"$.{field}", f"{count} cartes attendues (liste, par exemple [\"As\", \"Td\"])")
        cards = []
        for i, raw in enumerate(value):
            where = f"$.{field}[{i}]"
            card = parse_card(raw, where)
            if card in seen:
                raise CardError(where, f"carte « {raw} » donnée deux fois (déjà en {seen[card]})")
            seen[card] = where
            cards.append(card)
        out[field] = cards
    return out


@dataclass(frozen=True)
class Hand:
    """The best five-card hand of some cards: our category slug, its French name, its cards, a comparable value."""

    category: str
    name: str
    cards: tuple[str, ...]
    value: object  # a PokerKit hand: compares with < and ==

    def __lt__(self, other: "Hand") -> bool:
        return self.value < other.value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hand) and self.value == other.value

    def __hash__(self) -> int:
        return hash(self.cards)


def best_hand(cards: list[str]) -> Hand:
    """Best five-card high hand among 5 to 7 canonical cards (PokerKit's StandardHighHand)."""
    from pokerkit import StandardHighHand

    hand = StandardHighHand.from_game("".join(cards[:2]), "".join(cards[2:])) if len(cards) > 5 \
        else StandardHighHand("".join(cards))
    category = CATEGORIES[hand.entry.label.name]
    ranks = {str(c.rank) for c in hand.cards}
    if category == "quinte-flush" and {"A", "K"} <= ranks:
        category = "quinte-flush-royale"
    shown = sorted((f"{c.rank}{c.suit}" for c in hand.cards), key=lambda c: -RANKS.index(c[0]))
    return Hand(category, NAMES_FR[category], tuple(shown), hand)
