"""Fixtures of the website tests: the tiny rulebook and the real site, each built once per session; one preview
server and one Chromium (Debian's /usr/bin/chromium, never a downloaded browser) shared by the browser tests."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ..conftest import ROOT

TINY = ROOT / "tests" / "data" / "site-tiny"
CHROMIUM = Path("/usr/bin/chromium")


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
    """The tiny rulebook's site, without the search index nor the assistant (its HTML is the golden copy)."""
    from engine.publish import build_site

    out = tmp_path_factory.mktemp("tiny-site") / "site"
    build_site(tiny_kb, out, search=False, assistant=False)
    return out


@pytest.fixture(scope="session")
def real_build(kb, tmp_path_factory):
    """The project's whole site, with its Pagefind index and the offline assistant, as `ropta site build` makes it;
    returns the build report."""
    from engine.publish import build_site

    out = tmp_path_factory.mktemp("real-site") / "site"
    report = build_site(kb, out, search=True)
    assert report.indexed > 0
    return report


@pytest.fixture(scope="session")
def real_site(real_build) -> Path:
    return real_build.out


@pytest.fixture(scope="session")
def assistant_site(real_build) -> Path:
    """The real site when its assistant page could be built (Pyodide vendored); skipped, saying why, otherwise."""
    if real_build.assistant is not None:
        pytest.skip(f"page de l'assistant non construite : {real_build.assistant}")
    return real_build.out


@pytest.fixture(scope="session")
def server(real_site):
    """`ropta site serve --port 0` on the real site; yields its base URL."""
    proc = subprocess.Popen([sys.executable, "-m", "engine", "site", "serve", "--port", "0", "--dir", str(real_site)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=os.environ.copy(), cwd=ROOT)
    line = proc.stdout.readline()
    m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not m:
        proc.kill()
        pytest.fail(f"ropta site serve n'a pas démarré : {line!r} {proc.stderr.read()}")
    yield f"http://127.0.0.1:{m.group(1)}/"
    proc.terminate()
    proc.wait(timeout=10)


@pytest.fixture(scope="package")
def browser():
    if not CHROMIUM.exists():
        pytest.skip("/usr/bin/chromium absent (apt-get install chromium) : tests navigateur sautés")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM),
                              args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"])
        yield b
        b.close()


@pytest.fixture
def page(browser):
    """A phone-sized page (390 x 844) without service worker; page errors fail the test."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    pg = context.new_page()
    errors = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    yield pg
    context.close()
    assert errors == [], errors
