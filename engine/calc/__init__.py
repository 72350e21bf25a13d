"""Floor calculators: each kind is a module of this package with `KEYS` (its input's keys, checked at every level)
and `compute(doc, kb) -> dict` citing its clauses."""

from __future__ import annotations

import importlib

from ..errors import RoptaError

#: kind -> module of engine.calc (imported only when used).
KINDS: dict[str, str] = {
    "bet": "bet",
    "pots": "pots",
    "chiprace": "chiprace",
    "penalty": "penalty",
    "final-table": "final_table",
}


class CalcInputError(RoptaError):
    """A calculator input that cannot be ruled on: names the field (`$.actions[2].to: ...`), in French."""

    def __init__(self, pointer: str, message: str):
        super().__init__(f"{pointer}: {message}")
        self.pointer = pointer
        self.message = message


#: Ultimate Texas Hold'em payouts (other-rulebooks work; its tables are read from the rulebook).
KINDS["uth"] = "uth"


def example_input(kb, clause, example) -> dict:
    """A clause's worked example as calculator input, ruled under the clause's own edition when its calculator can
    rule under it (a 2019.03 example stays a 2019.03 ruling whatever edition is in force)."""
    from ..model import thaw
    from .basis import editions

    doc = thaw(example.get("given") or {})
    kind = example.get("calc")
    if kind in KINDS and isinstance(doc, dict) and "edition" not in doc:
        keys = importlib.import_module(f"engine.calc.{KINDS[kind]}").KEYS
        if "edition" in keys and clause.edition in {ed.id for ed in editions(kb)}:
            doc["edition"] = clause.edition
    return doc


def compute(kind: str, doc: dict, kb) -> dict:
    """Run calculator `kind` on an input document; the result carries `clauses` and `explanation`."""
    if kind not in KINDS:
        raise RoptaError(f"calcul inconnu « {kind} » (calculs : {', '.join(sorted(KINDS)) or 'aucun'})")
    if not isinstance(doc, dict):
        raise CalcInputError("$", "le document doit être un objet (clé: valeur)")
    from .inputs import check_keys

    module = importlib.import_module(f"engine.calc.{KINDS[kind]}")
    check_keys(doc, module.KEYS)
    if kb is None:  # callers without a knowledge base get the project's (the calculators read their clauses)
        from ..cache import load_kb

        kb = load_kb()
    return module.compute(doc, kb)
