"""Input validation shared by the calculators: typed fields or a CalcInputError naming the field, in French."""

from __future__ import annotations

from typing import Any

from ..errors import pointer as _pointer
from . import CalcInputError

#: The largest amount a calculator accepts: beyond, a number is a typing error, not a stack.
MAX_AMOUNT = 10**12
#: The most entries a list or mapping of a calculation holds (players, actions, chips in one gesture): a table has
#: at most 10 players; beyond 100 an input is a mistake or an attack, and answering it would cost time and memory.
MAX_ITEMS = 100


def ptr(*parts) -> str:
    """JSON pointer of a field in the input document (`$.actions[2].to`)."""
    return _pointer(parts)


def check_keys(value: Any, spec, path: tuple = ()) -> None:
    """Refuse any key the calculator does not know, at every level (a typo would otherwise be silently ignored).

    `spec` describes the input: None (any value), a set of key names (an object of plain fields), a dict
    {key: spec} (an object with nested specs) or a one-item list [spec] (a list of items of that spec). Values of
    the wrong type are left to the calculator, which names them better."""
    if spec is None:
        return
    if isinstance(spec, list):
        if isinstance(value, list):
            for i, item in enumerate(value):
                check_keys(item, spec[0], path + (i,))
        return
    if not isinstance(value, dict):
        return
    known = spec if isinstance(spec, dict) else dict.fromkeys(spec)
    for key in value:
        if key not in known:
            import difflib

            valid = sorted(known)
            hint = difflib.get_close_matches(str(key), valid, n=1)
            more = f" ; vouliez-vous dire « {hint[0]} » ?" if hint else ""
            raise CalcInputError(ptr(*path, key), f"clé inconnue « {key} » (clés permises : {', '.join(valid)}){more}")
        check_keys(value[key], known[key], path + (key,))


def document(doc: Any) -> dict:
    """The input document as a mapping (its keys were checked against the calculator's KEYS)."""
    return mapping(doc, ())


def mapping(value: Any, path: tuple) -> dict:
    """A mapping at `path`, of at most MAX_ITEMS keys."""
    if not isinstance(value, dict):
        raise CalcInputError(ptr(*path), f"un objet (clé: valeur) est attendu, pas {_kind(value)}")
    _bounded(value, path)
    return value


def _bounded(value, path: tuple) -> None:
    if len(value) > MAX_ITEMS:
        raise CalcInputError(ptr(*path), f"{len(value)} éléments : trop pour une table (limite : {MAX_ITEMS})")


def sequence(value: Any, path: tuple, *, min_items: int = 0) -> list:
    """A list at `path` with at least `min_items` items and at most MAX_ITEMS."""
    if not isinstance(value, list):
        raise CalcInputError(ptr(*path), f"une liste est attendue, pas {_kind(value)}")
    if len(value) < min_items:
        raise CalcInputError(ptr(*path), f"au moins {min_items} élément(s) attendu(s)")
    _bounded(value, path)
    return value


def required(obj: dict, key: str, path: tuple) -> Any:
    """The value of a required key, or an error naming it."""
    if key not in obj or obj[key] is None:
        raise CalcInputError(ptr(*path, key), "champ obligatoire manquant")
    return obj[key]


def amount(value: Any, path: tuple, *, minimum: int = 0, what: str = "un montant") -> int:
    """A whole number of chips (>= minimum): booleans, decimals, text and negatives are refused."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise CalcInputError(ptr(*path), f"{what} doit être un nombre entier de jetons, pas {_kind(value)}")
    if isinstance(value, float) and (value != value or value in (float("inf"), float("-inf"))):
        raise CalcInputError(ptr(*path), f"{what} : nombre trop grand ou invalide ({value})")
    if abs(value) > MAX_AMOUNT:
        raise CalcInputError(ptr(*path), f"{what} : nombre trop grand ({_digits(value)} ; au plus mille milliards)")
    if isinstance(value, float):
        if not value.is_integer():
            raise CalcInputError(ptr(*path), f"{what} doit être un nombre entier (pas de décimales : {value})")
        value = int(value)
    if value < minimum:
        if minimum == 0:
            raise CalcInputError(ptr(*path), f"{what} ne peut pas être négatif ({value})")
        raise CalcInputError(ptr(*path), f"{what} doit valoir au moins {minimum} ({value})")
    return value


def optional_amount(obj: dict, key: str, path: tuple, *, minimum: int = 0, default=None, what: str = "un montant"):
    """An optional whole amount (None or absent gives `default`)."""
    if obj.get(key) is None:
        return default
    return amount(obj[key], path + (key,), minimum=minimum, what=what)


def choice(value: Any, path: tuple, options: tuple[str, ...]) -> str:
    """One of a fixed set of words."""
    if not isinstance(value, str) or value not in options:
        import difflib

        hint = difflib.get_close_matches(value, options, n=1) if isinstance(value, str) else []
        more = f" ; vouliez-vous dire « {hint[0]} » ?" if hint else ""
        shown = f"« {value} »" if isinstance(value, str) else _kind(value)
        raise CalcInputError(ptr(*path), f"{shown} n'est pas permis (valeurs : {', '.join(options)}){more}")
    return value


def flag(obj: dict, key: str, path: tuple) -> bool:
    """An optional true/false field (absent means false)."""
    value = obj.get(key, False)
    if value is None:
        return False
    if not isinstance(value, bool):
        raise CalcInputError(ptr(*path, key), f"true ou false attendu, pas {_kind(value)}")
    return value


def name(value: Any, path: tuple) -> str:
    """A player's name (text or number, kept as text)."""
    if isinstance(value, bool) or not isinstance(value, (str, int)) or str(value).strip() == "":
        raise CalcInputError(ptr(*path), f"un nom de joueur est attendu, pas {_kind(value)}")
    return str(value)


def _digits(value) -> str:
    """A huge number shown by its size, not its thousands of digits."""
    if isinstance(value, int) and abs(value) > 10**15:
        return f"un nombre d'environ {int(abs(value).bit_length() * 0.30103) + 1} chiffres"
    return f"{value:g}" if isinstance(value, float) else str(value)


def _kind(value: Any) -> str:
    if value is None:
        return "une valeur vide"
    if isinstance(value, bool):
        return f"le booléen {str(value).lower()}"
    if isinstance(value, str):
        return f"le texte « {value} »"
    if isinstance(value, (int, float)):
        shown = _digits(value)
        return shown if shown.startswith("un nombre") else f"le nombre {shown}"
    if isinstance(value, list):
        return "une liste"
    if isinstance(value, dict):
        return "un objet"
    return type(value).__name__
