"""The floor's phone in Chromium: the assistant (the engine in Pyodide) answers like the CLI, the site installs and
works with the network off, and axe-core finds no accessibility violation."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from ..conftest import ROOT
from .conftest import CHROMIUM

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(),
                                reason="/usr/bin/chromium absent (apt-get install chromium) : tests navigateur sautés")

AXE_CACHE = ROOT / "build" / "axe-cache"
AXE_VERSION = "4.10.3"
BOOT_MS = 180_000  # Pyodide's first start on a loaded machine (a limit for waiting, never an assertion on time)


def ask_in_page(pg, text: str) -> list[tuple[str, str]]:
    """Type a situation, submit, wait for the engine's new answer; (rulebook, number) of each result."""
    before = int(pg.locator("#assistant").get_attribute("data-answers") or 0)
    pg.fill("#situation", text)
    pg.press("#situation", "Enter")
    pg.wait_for_function(f"Number(document.getElementById('assistant').dataset.answers || 0) > {before}",
                         timeout=BOOT_MS)
    return pg.locator(".result").evaluate_all("els => els.map(e => [e.dataset.rulebook, e.dataset.number])")


@pytest.fixture(scope="module")
def assistant_page(browser, server, assistant_site):
    """One phone-sized page on the assistant, its engine started once for the module."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    pg = context.new_page()
    errors = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    pg.goto(server + "assistant/")
    pg.wait_for_function("document.getElementById('assistant').dataset.ready === '1' || "
                         "document.getElementById('assistant').dataset.failed === '1'", timeout=BOOT_MS)
    assert pg.locator("#assistant").get_attribute("data-failed") is None, pg.locator("#etat").inner_text()
    yield pg
    context.close()
    assert errors == [], errors


def test_assistant_answers_a_card_exposed_during_the_deal_with_6_3(assistant_page):
    results = ask_in_page(assistant_page, "une carte retournée pendant la donne")
    assert results[0] == ["ropta-2023.10", "6.3"], results
    first = assistant_page.locator(".result").first
    assert "non officielle" in first.inner_text().lower()  # the decision is our reading, said so
    assert "Le texte appliqué : " in first.locator(".applied").first.inner_text()  # the words the rule applies


def _sample(every: int = 9) -> list[str]:
    says = []
    for path in sorted((ROOT / "tests" / "scenarios").glob("*.yaml")):
        says += [s["say"] for s in yaml.safe_load(path.read_text(encoding="utf-8")) or []]
    return says[::every]


def test_browser_gives_the_cli_top_3_on_committed_scenarios(assistant_page, ropta, tmp_path):
    says = _sample()
    assert len(says) >= 50
    (tmp_path / "says.txt").write_text("\n".join(says) + "\n", encoding="utf-8")
    code, out, err = ropta("ask", "--batch", str(tmp_path / "says.txt"), "--json", "--top", "3")
    assert code == 0, err
    cli = [[[r["rulebook"], r["number"]] for r in a["results"]] for a in json.loads(out)]
    differ = []
    for say, expected in zip(says, cli):
        got = ask_in_page(assistant_page, say)[:3]
        if got != expected:
            differ.append(f"{say!r}: navigateur {got} ≠ CLI {expected}")
    assert differ == []


def test_questions_rerank_like_the_cli_fact(assistant_page, ropta):
    say = "une carte retournée pendant la donne"
    ask_in_page(assistant_page, say)
    question = assistant_page.locator("#questions fieldset").first
    fact = question.get_attribute("data-fact")
    button = question.locator("button").first
    value = json.loads(button.get_attribute("data-value"))
    before = int(assistant_page.locator("#assistant").get_attribute("data-answers"))
    button.click()
    assistant_page.wait_for_function(f"Number(document.getElementById('assistant').dataset.answers) > {before}")
    got = assistant_page.locator(".result").evaluate_all("els => els.map(e => [e.dataset.rulebook, e.dataset.number])")
    flag = {True: "oui", False: "non"}.get(value, value)
    code, out, err = ropta("ask", say, "--fact", f"{fact}={flag}", "--json", "--top", "5")
    assert code == 0, err
    assert got == [[r["rulebook"], r["number"]] for r in json.loads(out)["results"]]
    assert assistant_page.locator("#faits button").count() == 1  # the answer given is shown, and can be removed


def test_confidence_notice_follows_the_engine(assistant_page, ropta):
    say = "le joueur a renversé son café sur la table"
    code, out, err = ropta("ask", say, "--json")
    assert code == 0, err
    answer = json.loads(out)
    ask_in_page(assistant_page, say)
    notice = assistant_page.locator("#confiance")
    assert notice.is_visible() == (answer.get("confident") is False)
    if answer.get("confident") is False:
        assert notice.inner_text().startswith("Aucune section ne tranche clairement cette situation ; pistes :")


def test_the_matter_left_open_is_shown_as_the_engine_says_it(assistant_page, ropta):
    say = "le donneur a retourné une carte en distribuant, le joueur l'a traité de tous les noms"
    code, out, err = ropta("ask", say, "--json")
    assert code == 0, err
    lines = [u["text"] for u in json.loads(out).get("unanswered") or []]
    assert lines  # our words raise a second matter (an insult) besides the card turned at the deal
    ask_in_page(assistant_page, say)
    assert assistant_page.locator("#confiance .unanswered").all_inner_texts() == lines


def test_a_story_shows_the_event_ruled_and_the_others(assistant_page, ropta):
    say = ("un joueur a annoncé tapis avant son tour, puis le donneur a retourné une carte en distribuant la main "
           "suivante")
    code, out, err = ropta("ask", say, "--json")
    assert code == 0, err
    answer = json.loads(out)
    assert answer.get("event") and answer.get("events")  # our words tell two events
    ask_in_page(assistant_page, say)
    story = assistant_page.locator("#reponse .story, .story").first
    assert answer["event"] in story.inner_text()
    shown = assistant_page.locator(".story .events li").all_inner_texts()
    assert len(shown) == len(answer["events"])
    assert all(e["text"] in line for e, line in zip(answer["events"], shown))


def test_after_one_visit_everything_works_offline(browser, server, assistant_site):
    files = json.loads((assistant_site / "sw.js").read_text(encoding="utf-8").split("const FILES = ", 1)[1]
                       .split(";\n", 1)[0])
    context = browser.new_context(viewport={"width": 390, "height": 844})
    pg = context.new_page()
    pg.goto(server)
    pg.evaluate("navigator.serviceWorker.ready.then(() => true)")
    pg.wait_for_function(f"""caches.keys().then(ks => Promise.all(ks.map(k => caches.open(k).then(c => c.keys()))))
        .then(all => all.some(reqs => reqs.length >= {len(files)}))""", timeout=BOOT_MS, polling=500)
    context.set_offline(True)
    pg.reload()
    assert pg.locator("h1").inner_text() == "Le ROPTA en ligne"
    pg.goto(server + "ropta-2023.10/9.21/")
    assert pg.locator("h1").inner_text().startswith("§9.21")
    pg.goto(server + "recherche/?q=carte retournée")
    pg.locator(".search-result").first.wait_for(timeout=30000)
    pg.goto(server + "assistant/")
    assert ask_in_page(pg, "une carte retournée pendant la donne")[0] == ["ropta-2023.10", "6.3"]
    context.close()


def test_manifest_makes_the_site_installable(page, server):
    page.goto(server)
    href = page.locator("link[rel=manifest]").get_attribute("href")
    manifest = page.evaluate(f"fetch({json.dumps(href)}).then(r => r.json())")
    assert manifest["start_url"] == "./" and manifest["display"] == "standalone"
    sizes = {i["sizes"] for i in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes


@pytest.fixture(scope="module")
def axe_script() -> Path:
    """axe-core from npm, installed once into build/axe-cache/ (the test's own cache, outside the tracked files)."""
    script = AXE_CACHE / "node_modules" / "axe-core" / "axe.min.js"
    if not script.is_file():
        npm = shutil.which("npm")
        assert npm, "npm introuvable : axe-core s'installe avec npm"
        proc = subprocess.run([npm, "install", "--no-save", "--no-audit", "--no-fund", "--prefix", str(AXE_CACHE),
                               f"axe-core@{AXE_VERSION}"], capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0 and script.is_file(), proc.stderr[-500:]
    return script


@pytest.mark.parametrize("path", ["", "ropta-2019.03/6.3/", "ropta-2023.10/7.3/", "assistant/", "recherche/?q=carte"])
def test_axe_finds_no_violation(page, server, real_site, axe_script, path):
    if path == "assistant/" and not (real_site / "assistant").is_dir():
        pytest.skip("page de l'assistant non construite (Pyodide non disponible à la construction)")
    page.goto(server + path)
    if path.startswith("recherche"):
        page.locator(".search-result").first.wait_for(timeout=15000)
    if path == "assistant/":
        ask_in_page(page, "une carte retournée pendant la donne")
    page.add_script_tag(path=str(axe_script))
    result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    found = [f"{v['id']}: {v['help']} ({len(v['nodes'])} : {v['nodes'][0]['target']})" for v in result["violations"]]
    assert found == []
