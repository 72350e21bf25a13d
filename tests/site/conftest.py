"""Fixtures of the website tests: the tiny rulebook and the real site, each built once per session."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ..conftest import ROOT

TINY = ROOT / "tests" / "data" / "site-tiny"


@pytest.fixture(scope="session")
def tiny_kb(tmp_path_factory):
    """The tiny test rulebook, next to a copy of the project's schemas, loaded."""
    from engine.kb import build

    root = tmp_path_factory.mktemp("tiny-rulebook")
    shutil.copytree(ROOT / "rulebook" / "schema", root / "schema")
    shutil.copytree(TINY / "mini", root / "mini")
    return build(root)


@pytest.fixture(scope="session")
def tiny_site(tiny_kb, tmp_path_factory) -> Path:
    """The tiny rulebook's site, without the search index (its HTML is compared to the golden copy)."""
    from engine.publish import build_site

    out = tmp_path_factory.mktemp("tiny-site") / "site"
    build_site(tiny_kb, out, search=False)
    return out


@pytest.fixture(scope="session")
def real_site(kb, tmp_path_factory) -> Path:
    """The project's whole site, with its Pagefind index, as `ropta site build` makes it."""
    from engine.publish import build_site

    out = tmp_path_factory.mktemp("real-site") / "site"
    report = build_site(kb, out, search=True)
    assert report.indexed > 0
    return out
