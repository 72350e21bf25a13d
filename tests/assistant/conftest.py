"""Fixtures of the assistant tests."""

import pytest

from engine import inference


@pytest.fixture(scope="module")
def model(kb):
    """The compiled model of the knowledge base (vocabulary, thesaurus, clause stems)."""
    return inference.model(kb)
