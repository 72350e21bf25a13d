"""`engine.record`: the ask path's data classes behave as the dataclasses they replace (init, defaults, factories,
equality, hashing, frozen fields, slots, pickling) and still answer `dataclasses.fields`/`replace`/`is_dataclass`."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

from engine.record import field, record, replace


@record(frozen=True, slots=True)
class Seat:
    """A frozen slotted record, as the model's clauses are."""

    player: str
    chips: int = 0
    notes: dict = field(default_factory=dict, repr=False)


@record(frozen=True)
class Chip:
    """A frozen record of hashable values: hashable by its fields."""

    colour: str
    value: int = 1


@record
class Tally:
    """A plain record with a factory and a `__post_init__`, as the compiled vocabulary is."""

    name: str
    seen: list = field(default_factory=list)
    total: int = 0

    def __post_init__(self):
        self.total = len(self.seen)


def test_defaults_factories_and_post_init():
    a, b = Tally("a"), Tally("b", [1, 2])
    assert (a.seen, a.total, b.total) == ([], 0, 2)
    a.seen.append(3)
    assert Tally("c").seen == []  # a fresh list each time, never shared
    with pytest.raises(TypeError):
        Tally()  # the field without default is required


def test_equality_hash_and_repr_like_a_dataclass():
    s = Seat("Lina", 500, {"x": 1})
    assert s == Seat("Lina", 500, {"x": 1}) and s != Seat("Lina", 600)
    assert hash(Chip("rouge", 5)) == hash(Chip("rouge", 5)) and len({Chip("rouge", 5), Chip("rouge", 5)}) == 1
    assert repr(s) == "Seat(player='Lina', chips=500)"  # repr=False hides a field
    assert Tally("a").__hash__ is None  # mutable and comparable: unhashable, as a dataclass


def test_frozen_fields_and_slots():
    s = Seat("Lina")
    with pytest.raises(AttributeError):
        s.chips = 3
    with pytest.raises(AttributeError):
        del s.player
    assert Seat.__slots__ == ("player", "chips", "notes") and not hasattr(s, "__dict__")


def test_pickles_to_an_equal_object():
    for obj in (Seat("Lina", 7, {"a": 1}), Tally("t", [1])):
        back = pickle.loads(pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL))
        assert back == obj and type(back) is type(obj)


def test_still_a_dataclass_to_the_code_that_asks():
    s = Seat("Lina", 5)
    assert dataclasses.is_dataclass(Seat) and dataclasses.is_dataclass(s)
    assert [f.name for f in dataclasses.fields(Seat)] == ["player", "chips", "notes"]
    assert dataclasses.replace(s, chips=9) == Seat("Lina", 9) == replace(s, chips=9)
    assert dataclasses.asdict(Tally("t", [1])) == {"name": "t", "seen": [1], "total": 1}


def test_field_without_default_after_one_with_default_is_refused():
    with pytest.raises(TypeError):
        @record
        class Wrong:
            a: int = 0
            b: int


def test_repr_and_eq_are_compiled_once_on_first_call():
    """They are compiled on first use (a cold start seldom needs them), then installed in the stub's place."""

    @record(frozen=True)
    class Late:
        a: int
        b: str = "x"

    stub = Late.__dict__["__eq__"]
    assert Late(1) == Late(1) and Late(1) != Late(2) and Late(1) != (1, "x")
    assert Late.__dict__["__eq__"] is not stub  # the compiled method now stands in its place
    assert repr(Late(3)) == "Late(a=3, b='x')" and repr(Late(4, "y")) == "Late(a=4, b='y')"
    assert hash(Late(1)) == hash(Late(1))


@record(slots=True)
class Counts:
    """A slotted record with a memo of the process, as engine.learned.Learned."""

    seen: dict = field(default_factory=dict)
    memo: dict = field(default_factory=dict)
    __transient__ = ("memo",)


@record
class Compiled:
    """A plain record with memos of the process, as engine.inference.Model."""

    rules: list = field(default_factory=list)
    memo: dict = field(default_factory=dict)
    __transient__ = ("memo",)


def test_transient_fields_pickle_as_a_fresh_default():
    """A memo of the process (`__transient__`) is never cached: slotted or not, it pickles as its factory's value."""
    c, m = Counts({"a": 1}, {"x": 2}), Compiled([1], {"x": 2})
    assert pickle.loads(pickle.dumps(c)) == Counts({"a": 1}) and pickle.loads(pickle.dumps(m)) == Compiled([1])
    assert c.memo == {"x": 2} and m.memo == {"x": 2}  # the living objects keep theirs
    with pytest.raises(TypeError):
        @record
        class Bad:
            memo: dict = None
            __transient__ = ("memo",)
