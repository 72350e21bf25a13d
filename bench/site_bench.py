"""Website benchmark: the build (the real site, then a synthetic 10,000-clause rulebook in the same run: ratios, not
absolutes), and the floor's phone in Chromium (--navigateur): bytes of the first visit, time to the assistant's first
answer on a cold and on a warm load, time per answer after that.

Run: python bench/site_bench.py [--clauses N] [--sans-recherche] [--navigateur [--site DOSSIER]]
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import threading
import time
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.cache import load_kb  # noqa: E402
from engine.kb import KnowledgeBase  # noqa: E402
from engine.model import Chapter, Clause, Edition, Ref  # noqa: E402
from engine.publish import build_site  # noqa: E402


def synthetic_kb(real: KnowledgeBase, n: int) -> KnowledgeBase:
    """A rulebook of `n` clauses (100 per chapter) whose texts cycle through the real ones, each citing two others."""
    texts = [c for c in real.clauses("ropta-2019.03")]
    per = 100
    chapters, clauses = [], []
    for i in range(n):
        ch, k = divmod(i, per)
        src = texts[i % len(texts)]
        a, b = (i + 7) % n, (i * 31 + 3) % n
        na, nb = f"{a // per + 1}.{a % per + 1}", f"{b // per + 1}.{b % per + 1}"
        text = f"{src.text}\n\nVoir aussi §{na} et §{nb}."
        clauses.append(Clause("synth-10k", f"s-{i}", f"{ch + 1}.{k + 1}", f"{src.title} ({i})", text, f"c-{ch}",
                              refs=(Ref(f"§{na}", f"s-{a}"), Ref(f"§{nb}", f"s-{b}"))))
    for ch in range((n + per - 1) // per):
        ids = tuple(c.id for c in clauses[ch * per:(ch + 1) * per])
        chapters.append(Chapter("synth-10k", f"c-{ch}", str(ch + 1), f"CHAPITRE SYNTHÉTIQUE {ch + 1}", "", ids))
    ed = Edition("synth-10k", "rulebook", "synth", "Règlement synthétique", "SYNTH 10k", "1", "2024-01",
                 tuple(chapters), tuple(clauses))
    return KnowledgeBase("synthetic", {ed.id: ed})


def measure(label: str, kb, out: Path, search: bool) -> dict:
    clauses = sum(len(e.clauses) for e in kb.editions.values())
    r = build_site(kb, out, search=search)
    row = {"label": label, "clauses": clauses, "pages": r.pages, "collect": r.collect_s, "render": r.render_s,
           "search": r.search_s, "total": r.total_s, "pages_per_s": r.pages / r.total_s,
           "ms_per_clause": 1000 * r.total_s / clauses}
    print(f"{label:<22} {clauses:>6} sections {r.pages:>6} pages  passe 1 {r.collect_s:6.2f} s  passe 2 {r.render_s:6.2f} s"
          f"  pagefind {r.search_s:6.2f} s  total {r.total_s:6.2f} s  {row['pages_per_s']:7.0f} pages/s"
          f"  {row['ms_per_clause']:6.2f} ms/section", flush=True)
    return row


SAYS = ["une carte retournée pendant la donne", "un joueur a joué avant son tour", "relance inférieure au minimum",
        "le joueur a jeté ses cartes alors qu'il pouvait checker", "deux cartes retournées pendant la donne",
        "le donneur a oublié un joueur", "turn sortie avant la fin des enchères", "un joueur absent à la première carte",
        "string bet : il pose ses jetons en deux fois", "tapis inférieur à la relance minimale"]


def serve_counting(site: Path):
    """The site's preview server in a thread, counting the bytes it sends; (server, base URL, counter)."""
    from engine.publish.serve import _Handler, make_server

    sent = {"bytes": 0}

    class Counting(_Handler):
        def copyfile(self, source, outputfile):
            data = source.read()
            sent["bytes"] += len(data)
            outputfile.write(data)

    server = make_server(site, 0)
    server.RequestHandlerClass = functools.partial(Counting, directory=str(site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/", sent


def first_answer(pg, base: str, say: str) -> tuple[float, str]:
    """Seconds from opening the assistant page to the first answer shown (the question typed at once), and where
    the start went (Pyodide, then the engine and its snapshot)."""
    start = time.perf_counter()
    pg.goto(base + "assistant/")
    pg.fill("#situation", say)
    pg.press("#situation", "Enter")
    pg.wait_for_function("Number(document.getElementById('assistant').dataset.answers || 0) >= 1", timeout=600_000)
    wall = time.perf_counter() - start
    d = pg.evaluate("Object.assign({}, document.getElementById('assistant').dataset)")
    split = (f"Pyodide {int(d['pyodideMs']) / 1000:.1f} s, moteur et base {(int(d['loadMs']) - int(d['pyodideMs'])) / 1000:.1f} s, "
             f"réponse {int(d['answerMs']) / 1000:.1f} s")
    return wall, split


def browser_figures(site: Path) -> None:
    """The floor's phone: a 390 px Chromium on the built site, first visit then warm reload, then answer after answer."""
    from playwright.sync_api import sync_playwright

    server, base, sent = serve_counting(site)
    try:
        with sync_playwright() as p:
            b = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--headless", "--no-sandbox", "--disable-gpu"])
            ctx = b.new_context(viewport={"width": 390, "height": 844})
            pg = ctx.new_page()
            pg.goto(base)
            pg.wait_for_load_state("networkidle")
            home = sent["bytes"]
            cold, cold_split = first_answer(pg, base, SAYS[0])
            n_files = len(json.loads((site / "sw.js").read_text(encoding="utf-8").split("const FILES = ", 1)[1]
                                     .split(";\n", 1)[0]))
            pg.wait_for_function(f"caches.keys().then(ks => Promise.all(ks.map(k => caches.open(k).then(c => c.keys()))))"
                                 f".then(all => all.some(r => r.length >= {n_files}))", timeout=600_000, polling=500)
            first_visit = sent["bytes"]
            before_warm = sent["bytes"]
            warm, warm_split = first_answer(pg, base, SAYS[0])
            warm_bytes = sent["bytes"] - before_warm
            walls, engine = [], []
            for say in SAYS[1:] * 2:
                before = int(pg.locator("#assistant").get_attribute("data-answers"))
                t = time.perf_counter()
                pg.fill("#situation", say)
                pg.press("#situation", "Enter")
                pg.wait_for_function(f"Number(document.getElementById('assistant').dataset.answers) > {before}")
                walls.append(time.perf_counter() - t)
                engine.append(int(pg.locator("#assistant").get_attribute("data-answer-ms")))
            b.close()
    finally:
        server.shutdown()
    walls.sort()
    engine.sort()
    print(f"Première visite : page d'accueil {home / 1e6:.2f} Mo ; avec la mise en cache hors ligne de tout le site "
          f"({n_files} fichiers) {first_visit / 1e6:.1f} Mo téléchargés.")
    print(f"Première réponse de l'assistant : à froid {cold:.1f} s ({cold_split}), à chaud (cache du service worker) "
          f"{warm:.1f} s ({warm_split} ; {warm_bytes} octets du réseau) ; à froid = {cold / warm:.1f}× à chaud.")
    print(f"Ensuite, par réponse ({len(walls)}) : médiane {1000 * walls[len(walls) // 2]:.0f} ms affichée "
          f"(moteur {engine[len(engine) // 2]} ms), max {1000 * walls[-1]:.0f} ms ; à chaud = "
          f"{warm / walls[len(walls) // 2]:.0f}× une réponse.")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--clauses", type=int, default=10_000)
    p.add_argument("--sans-recherche", dest="search", action="store_false")
    p.add_argument("--navigateur", action="store_true", help="mesurer le site dans Chromium (téléphone, hors ligne)")
    p.add_argument("--site", type=Path, help="site déjà construit à mesurer (défaut : le construire)")
    args = p.parse_args()
    os.environ.setdefault("ROPTA_CACHE_DIR", tempfile.mkdtemp(prefix="ropta-bench-cache-"))
    if args.navigateur:
        if args.site:
            browser_figures(args.site)
            return 0
        with tempfile.TemporaryDirectory(prefix="ropta-site-bench-") as tmp:
            t = time.perf_counter()
            r = build_site(load_kb(), Path(tmp) / "site")
            print(f"Site construit en {time.perf_counter() - t:.1f} s ({r.pages} pages, assistant : "
                  f"{'oui' if r.assistant is None else r.assistant}).")
            browser_figures(r.out)
        return 0
    real = load_kb()
    with tempfile.TemporaryDirectory(prefix="ropta-site-bench-") as tmp:
        tmp = Path(tmp)
        measure("site réel (à froid)", real, tmp / "warm", args.search)  # first build: imports, Jinja compilation
        base = measure("site réel", real, tmp / "real", args.search)
        big = measure(f"synthétique {args.clauses}", synthetic_kb(real, args.clauses), tmp / "synth", args.search)
    size = big["clauses"] / base["clauses"]
    cost = big["total"] / base["total"]
    print(f"\n{size:.0f}× plus de sections → {cost:.1f}× plus de temps (croissance {cost / size:.2f}× du linéaire) ; "
          f"{base['pages_per_s']:.0f} pages/s (réel) contre {big['pages_per_s']:.0f} pages/s (synthétique).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
