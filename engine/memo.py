"""What the engine builds once per live object (a vocabulary, a model, a narrative vocabulary) and keeps for the
process: compiled tables read at every situation. One mechanism: keyed by the object's identity, checked to be that
very object (an id may be reused once it is gone), and dropped whole past a bound (tests build many knowledge bases)."""

from __future__ import annotations

_MEMO: dict = {}  # (what, id(owner)) -> (owner, what was built)
_BOUND = 64


def once(what: str, owner, build):
    """`build()` for `owner`, once per process while that object lives."""
    got = _MEMO.get((what, id(owner)))
    if got is None or got[0] is not owner:
        if len(_MEMO) > _BOUND:
            _MEMO.clear()
        got = _MEMO[(what, id(owner))] = (owner, build())
    return got[1]
