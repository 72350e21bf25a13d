"""Property-based fuzz: the YAML loader and every calculator answer any input with a value or a clear error (a
YamlError / RoptaError carrying a French line), never another exception."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.calc import KINDS, compute
from engine.errors import RoptaError
from engine.yamlio import YamlError, load_text

_YAMLISH = st.text(alphabet=st.sampled_from(list("ab: -[]{},&*!'\"#|>\n\t0123456789.é\x00\x1b%@`?")), max_size=200)


@settings(max_examples=400, deadline=None)
@given(_YAMLISH)
def test_loader_never_raises_anything_but_a_yaml_error(text):
    try:
        load_text(text, "fuzz.yaml")
    except YamlError as exc:
        line = exc.problem.format()
        assert line.startswith("fuzz.yaml") and "\n" not in line


_SCALARS = st.one_of(st.none(), st.booleans(), st.integers(min_value=-10**30, max_value=10**30),
                     st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=8))
_KEYS = st.sampled_from(["blinds", "street", "actions", "next", "player", "action", "to", "chips", "declared",
                         "amount", "stack", "contributions", "folded", "allin", "dead", "remove", "upgrade",
                         "leftovers", "players", "rounds", "max_per_table", "dealer", "board", "ante", "blind",
                         "play", "trips", "edition", "x"])
_DOCS = st.recursive(_SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=5),
                                                       st.dictionaries(_KEYS, inner, max_size=6)), max_leaves=25)


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_calculator_answers_or_says_why(kb, kind):
    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(st.dictionaries(_KEYS, _DOCS, max_size=7))
    def check(doc):
        try:
            out = compute(kind, doc, kb)
        except RoptaError as exc:
            assert exc.lines and all(line.strip() for line in exc.lines)
        else:
            assert isinstance(out, dict)

    check()
