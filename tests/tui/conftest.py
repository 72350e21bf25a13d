"""Fixtures for the terminal app: a fresh RoptaApp over the session's knowledge base, helpers to wait for it."""

from __future__ import annotations

import asyncio
import inspect

import pytest


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem):
    """Run `async def` tests of this folder in a fresh event loop (no asyncio plugin needed)."""
    if inspect.iscoroutinefunction(pyfuncitem.obj):
        args = {name: pyfuncitem.funcargs[name] for name in pyfuncitem._fixtureinfo.argnames}
        asyncio.run(pyfuncitem.obj(**args))
        return True
    return None


@pytest.fixture
def make_app(kb):
    """A factory of non-running apps sharing the real knowledge base (no reload per test)."""
    from tui.app import RoptaApp

    def make():
        app = RoptaApp(kb=kb)
        app.animation_level = "none"  # Pilot waits for animations to finish: none keeps tests fast and stable
        return app

    return make



@pytest.fixture(autouse=True)
def journal_dir(tmp_path, monkeypatch):
    """Every test writes its journal in its own folder (never the user's data directory)."""
    monkeypatch.setenv("ROPTA_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture(autouse=True)
def slow_machine_jump_pause(monkeypatch):
    """A typed section number never times out half-way in tests (a loaded machine can be slower than the 1.5 s pause);
    the tests end a number explicitly with `_reset_buffer()`."""
    monkeypatch.setattr("tui.screens.reglements.JUMP_RESET_S", 60.0)
