"""Static website builder: pass 1 collects the whole site as data, pass 2 renders and writes every page once."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

#: Templates and static assets (never Python: an __init__.py there would shadow the standard `site` module).
SITE_DIR = Path(__file__).resolve().parent.parent.parent / "site"


@dataclass(frozen=True)
class BuildReport:
    """What a build produced: pages written, pages indexed for search, seconds per pass."""

    out: Path
    pages: int
    indexed: int
    collect_s: float
    render_s: float
    search_s: float
    assistant: str | None = None  # why the offline assistant page is missing (None: it is there)
    offline_files: int = 0  # files the service worker keeps for offline use

    @property
    def total_s(self) -> float:
        return self.collect_s + self.render_s + self.search_s


def build_site(kb, out: Path, *, search: bool = True, site_dir: Path | None = None, force: bool = False,
               assistant: bool = True) -> BuildReport:
    """Build the site of `kb` into `out`: staged beside it, indexed by Pagefind when `search`, with the offline
    assistant when `assistant` and Pyodide can be vendored, then swapped in (an interrupted build leaves the previous
    site whole; only files of the previous build are ever deleted)."""
    from . import assistant as offline_assistant
    from .context import collect
    from .offline import write_service_worker
    from .render import render_pages
    from .writer import SiteWriter

    t0 = time.perf_counter()
    ctx = collect(kb)
    pyodide, missing = offline_assistant.pyodide_dir() if assistant else (None, "non demandé (--sans-assistant)")
    if pyodide is not None:
        offline_assistant.add_page(ctx)
    t1 = time.perf_counter()
    writer = SiteWriter(Path(out), force=force)
    writer.prepare()
    try:
        render_pages(ctx, writer, site_dir or SITE_DIR, search=search)
        if pyodide is not None:
            offline_assistant.write_files(writer, kb, pyodide)
        t2 = time.perf_counter()
        indexed = 0
        if search:
            from .search import index_site

            indexed = index_site(writer.out)
        cached = write_service_worker(writer)
        writer.commit()
    except BaseException:
        writer.abort()
        raise
    t3 = time.perf_counter()
    return BuildReport(writer.out, len(ctx.pages), indexed, t1 - t0, t2 - t1, t3 - t2,
                       None if pyodide is not None else missing, cached)
