"""Shared fixtures: the real knowledge base (cached per test session) and an in-process `ropta` runner."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: The source documents and the TDA reference live in the repository (a clone stands alone): see sources/README.md.
SOURCES = ROOT / "sources"
SEEDS = SOURCES / "seeds"
REFERENCE = SOURCES / "reference"


@pytest.fixture(scope="session", autouse=True)
def _isolated_cache(tmp_path_factory):
    """Tests never read or write the user's cache."""
    old = os.environ.get("ROPTA_CACHE_DIR")
    os.environ["ROPTA_CACHE_DIR"] = str(tmp_path_factory.mktemp("ropta-cache"))
    yield
    if old is None:
        os.environ.pop("ROPTA_CACHE_DIR", None)
    else:
        os.environ["ROPTA_CACHE_DIR"] = old


@pytest.fixture(scope="session")
def kb():
    """The project's knowledge base, loaded once."""
    from engine.cache import load_kb

    return load_kb()


@pytest.fixture
def ropta(capsys):
    """Run `ropta ARGS...` in-process; returns (exit code, stdout, stderr)."""
    from engine.cli import main

    def run(*argv: str):
        try:
            code = main(list(argv))
        except SystemExit as exc:  # argparse errors and --help
            code = exc.code
        out, err = capsys.readouterr()
        return code, out, err

    return run
