"""Real browser tests: Debian's chromium driven by Playwright against `ropta site serve` (no browser download)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(),
                                reason="/usr/bin/chromium absent (apt-get install chromium) : tests navigateur sautés")


@pytest.fixture(scope="module")
def server(real_site):
    """`ropta site serve --port 0` on the real site; yields its base URL."""
    proc = subprocess.Popen([sys.executable, "-m", "engine", "site", "serve", "--port", "0", "--dir", str(real_site)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=os.environ.copy(),
                            cwd=Path(__file__).resolve().parents[2])
    line = proc.stdout.readline()
    m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not m:
        proc.kill()
        pytest.fail(f"ropta site serve n'a pas démarré : {line!r} {proc.stderr.read()}")
    yield f"http://127.0.0.1:{m.group(1)}/"
    proc.terminate()
    proc.wait(timeout=10)


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM),
                              args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"])
        yield b
        b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    pg = context.new_page()
    errors = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    yield pg
    context.close()
    assert errors == [], errors


def test_search_finds_6_3_and_opens_it(page, server):
    page.goto(server)
    page.fill("#q-home", "carte retournée")
    page.press("#q-home", "Enter")
    page.wait_for_url(re.compile(r"/recherche/\?q="))
    link = page.locator('.pagefind-ui__result-link[href$="/ropta-2019.03/6.3/"]').first
    link.wait_for(timeout=15000)
    first = page.locator(".pagefind-ui__result-link").first.get_attribute("href")
    assert first.endswith("/ropta-2019.03/6.3/")  # the clause that decides comes first
    link.click()
    page.wait_for_url(server + "ropta-2019.03/6.3/")
    assert "LES CARTES RETOURNEES" in page.locator("h1").inner_text()


def test_follow_a_reference(page, server):
    page.goto(server + "ropta-2019.03/6.1/")
    page.locator("main a.ref", has_text="§6.3").first.click()
    page.wait_for_url(server + "ropta-2019.03/6.3/")
    assert page.locator("h1").inner_text().startswith("§6.3")
    page.get_by_role("link", name="Chapitre 6 (ROPTA 2019.03)").click()
    page.wait_for_url(server + "ropta-2019.03/chapitre-6/#cartes-retournees")
    assert page.locator("#cartes-retournees").is_visible()


def test_open_the_diff_page(page, server, real_site):
    page.goto(server)
    page.get_by_role("navigation", name="Navigation principale").get_by_role("link", name="Différences").click()
    page.wait_for_url(re.compile(r"/differences/ropta-2019\.03-ropta-2023\.10/$"))
    assert "ROPTA 2019.03 → ROPTA 2023.10" in page.locator("h1").inner_text()
    assert "n'est pas dans ce dépôt" in page.locator("main").inner_text()
    assert page.locator("article.change").count() > 0


def test_concordance_table_sorts_and_filters(page, server, real_site):
    page.goto(server + "tda/")
    rows = page.locator("#tda-table tbody tr")
    total = rows.count()
    page.select_option("#tda-kind", "constatee")
    visible = page.locator("#tda-table tbody tr:not([hidden])")
    assert 0 < visible.count() < total
    assert all(k == "constatee" for k in visible.evaluate_all("rs => rs.map(r => r.dataset.kind)"))
    page.select_option("#tda-kind", "")
    page.fill("#tda-q", "6.3")
    assert 0 < visible.count() < total
    page.fill("#tda-q", "")
    page.get_by_role("button", name="ROPTA").click()
    page.get_by_role("button", name="ROPTA").click()  # second click: descending
    first = rows.first.locator("td").first.inner_text()
    assert first.startswith("§11") or first.startswith("§10"), first


@pytest.mark.parametrize("width", [390, 360])
def test_no_horizontal_overflow_on_phones(browser, server, real_site, width):
    context = browser.new_context(viewport={"width": width, "height": 844})
    pg = context.new_page()
    paths = ["", "recherche/?q=carte", "ropta-2019.03/", "ropta-2019.03/chapitre-9/", "ropta-2019.03/9.21/",
             "ropta-2019.03/6.3/"]
    paths += [p for p in ("tda/", "differences/ropta-2019.03-ropta-2023.10/") if (real_site / p).exists()]
    for path in paths:
        pg.goto(server + path)
        pg.wait_for_load_state("networkidle")
        sizes = pg.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
        assert sizes[0] <= sizes[1], f"/{path} : {sizes[0]} px de large pour {sizes[1]} px d'écran"
    context.close()


def test_keyboard_focus_is_visible(page, server):
    page.goto(server + "ropta-2019.03/6.3/")
    page.keyboard.press("Tab")
    skip = page.locator("a.skip")
    assert skip.evaluate("el => el === document.activeElement")
    box = skip.bounding_box()
    assert box and box["x"] >= 0  # the skip link comes into view when focused
    outline = skip.evaluate("el => getComputedStyle(el).outlineStyle + ' ' + getComputedStyle(el).outlineWidth")
    assert outline.startswith("solid") and not outline.endswith(" 0px")


def test_screenshots_of_home_and_a_clause(page, server):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.goto(server)
    page.screenshot(path=str(ARTIFACTS / "site-home.png"), full_page=True)
    page.goto(server + "ropta-2019.03/6.3/")
    page.screenshot(path=str(ARTIFACTS / "site-clause-6.3.png"), full_page=True)
    assert (ARTIFACTS / "site-home.png").stat().st_size > 10_000
    assert (ARTIFACTS / "site-clause-6.3.png").stat().st_size > 10_000
