"""Website build benchmark: the real site, then a synthetic 10,000-clause rulebook in the same run (ratios, not absolutes).

Run: python bench/site_bench.py [--clauses N] [--sans-recherche]
"""

from __future__ import annotations

import argparse
import os
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


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--clauses", type=int, default=10_000)
    p.add_argument("--sans-recherche", dest="search", action="store_false")
    args = p.parse_args()
    os.environ.setdefault("ROPTA_CACHE_DIR", tempfile.mkdtemp(prefix="ropta-bench-cache-"))
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
