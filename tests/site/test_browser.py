"""Real browser tests: Debian's chromium driven by Playwright against `ropta site serve` (no browser download)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .conftest import CHROMIUM

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(),
                                reason="/usr/bin/chromium absent (apt-get install chromium) : tests navigateur sautés")


def test_search_finds_6_3_in_force_and_opens_it(page, server):
    page.goto(server)
    page.fill("#q-home", "carte retournée")
    page.press("#q-home", "Enter")
    page.wait_for_url(re.compile(r"/recherche/\?q="))
    page.locator(".search-result").first.wait_for(timeout=15000)
    first = page.locator(".search-result").first
    assert first.locator("a").get_attribute("href").endswith("/ropta-2023.10/6.3/")  # the edition in force first
    assert "ROPTA 2023.10" in first.locator(".where").inner_text()  # says which rulebook and edition
    hrefs = page.locator(".search-result a").evaluate_all("as => as.map(a => a.getAttribute('href'))")
    assert not any(h.endswith("/ropta-2019.03/6.3/") for h in hrefs)  # the unchanged superseded copy: not twice
    first.locator("a").click()
    page.wait_for_url(server + "ropta-2023.10/6.3/")
    assert "LES CARTES RETOURNEES" in page.locator("h1").inner_text()


def test_results_name_their_rulebook_and_the_ropta_comes_first(page, server):
    page.goto(server + "recherche/?q=relance minimum")
    page.locator(".search-result").first.wait_for(timeout=15000)
    wheres = page.locator(".search-result .where").all_inner_texts()
    assert wheres and all(w.strip() for w in wheres)
    assert "ROPTA 2023.10" in wheres[0], wheres  # not the club's rule first


def test_a_number_goes_to_that_section_in_force(page, server):
    page.goto(server + "ropta-2019.03/6.3/")
    page.fill("#q-top", "9.21")
    page.press("#q-top", "Enter")
    page.wait_for_url(server + "ropta-2023.10/9.21/")
    assert page.locator("h1").inner_text().startswith("§9.21")


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
    context = browser.new_context(viewport={"width": width, "height": 844}, service_workers="block")
    pg = context.new_page()
    paths = ["", "recherche/?q=carte", "ropta-2019.03/", "ropta-2019.03/chapitre-9/", "ropta-2019.03/9.21/",
             "ropta-2019.03/6.3/", "ropta-2023.10/7.3/", "glossaire/", "ropta-2019.03/imprimer/"]
    paths += [p for p in ("tda/", "differences/ropta-2019.03-ropta-2023.10/", "assistant/") if (real_site / p).exists()]
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


def test_header_is_compact_on_a_phone(page, server):
    page.goto(server + "ropta-2019.03/6.3/")
    height = page.evaluate("document.querySelector('header.site-header').getBoundingClientRect().height")
    assert height <= 110, f"en-tête de {height} px sur 844"
    # what the section decides comes before its text (our reading, labelled), its examples are folded
    gist = page.locator("section.gist")
    assert "non officiel" in gist.inner_text().lower()
    assert gist.bounding_box()["y"] < page.locator(".text.official").bounding_box()["y"]


def test_paragraph_links_and_glossary(page, server):
    page.goto(server + "ropta-2019.03/6.7/#p2")
    assert page.locator("#p2").evaluate("el => el.matches(':target')")
    page.locator("main a.term", has_text="fausse donne").first.click()
    page.wait_for_url(re.compile(r"/glossaire/#fausse-donne$"))
    assert page.locator("#fausse-donne").is_visible()


def test_search_from_files_says_to_serve(browser, real_site):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    pg = context.new_page()
    start = (real_site / "ropta-2019.03" / "6.3" / "index.html").as_uri()
    pg.goto(start)
    pg.fill("#q-top", "carte")
    pg.press("#q-top", "Enter")
    hint = pg.locator("header .file-hint")
    hint.wait_for(state="visible")
    assert "ropta site serve" in hint.inner_text() and pg.url == start  # no folder listing
    context.close()


def test_404_is_styled_at_any_depth_and_in_a_sub_folder(page, server, real_site):
    page.goto(server + "ropta-2019.03/nulle/part/")
    page.wait_for_function("document.documentElement.getAttribute('data-root') === '/'")
    page.wait_for_function("getComputedStyle(document.querySelector('.site-header')).borderBottomStyle === 'solid'")
    assert page.get_by_role("link", name="l'accueil").get_attribute("href") == "/"
    html = (real_site / "404.html").read_text(encoding="utf-8")
    assert 'href="/' not in html and 'src="/' not in html  # relative: works from a sub-folder too


def test_print_page_has_no_blank_first_page_and_says_where(page, server):
    page.goto(server + "ropta-2019.03/imprimer/")
    style = page.locator("#print-page").inner_html()
    assert "ROPTA 2019.03" in style and server + "ropta-2019.03/imprimer/" in style  # address and edition per page
    page.emulate_media(media="print")
    assert page.locator("header.site-header").is_hidden()
    top = page.locator("h1").bounding_box()["y"]
    assert top < 120, top  # the text starts on the first page
    assert page.evaluate("getComputedStyle(document.querySelector('.print-clause')).breakBefore") in ("auto", "")
    pdf = page.pdf(format="A4")
    assert pdf.count(b"/Type /Page") - pdf.count(b"/Type /Pages") > 10  # the whole text, not one section


def test_edition_in_force_on_a_day_opens_its_page(page, server, real_site):
    page.goto(server)
    page.fill("#asof-date", "2021-06-15")
    page.click("#asof-form button")
    page.wait_for_url(server + "ropta-2019.03/")
    page.goto(server)
    page.fill("#asof-date", "1990-01-01")
    page.click("#asof-form button")
    assert "Aucune édition du ROPTA en vigueur le 01/01/1990" in page.locator("#asof-result").inner_text()
    page.fill("#asof-date", "")
    page.click("#asof-form button")
    assert page.locator("#asof-result").inner_text().startswith("Date manquante : attendu AAAA-MM-JJ")
    page.goto((real_site / "index.html").as_uri())  # from a USB stick: the same lookup, the page's index.html
    page.fill("#asof-date", "2024-01-02")
    page.click("#asof-form button")
    page.wait_for_url((real_site / "ropta-2023.10" / "index.html").as_uri())
