"""Helpers of the website tests: read a built site's HTML (links, ids, headings) without a browser."""

from __future__ import annotations

import posixpath
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit


class PageScan(HTMLParser):
    """Ids, outgoing links, headings and landmarks of one HTML page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[tuple[str, str]] = []  # (tag, url)
        self.headings: list[int] = []
        self.tags: list[str] = []
        self.lang: str | None = None
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags.append(tag)
        if "id" in a:
            self.ids.add(a["id"])
        if tag == "html":
            self.lang = a.get("lang")
        if tag in ("a", "link") and a.get("href") is not None:
            self.links.append((tag, a["href"]))
        if tag in ("script", "img") and a.get("src"):
            self.links.append((tag, a["src"]))
        if tag == "form" and a.get("action"):
            self.links.append((tag, a["action"]))
        if len(tag) == 2 and tag[0] == "h" and tag[1].isdigit():
            self.headings.append(int(tag[1]))

    def handle_data(self, data):
        self.text.append(data)


def scan(path: Path) -> PageScan:
    p = PageScan()
    p.feed(path.read_text(encoding="utf-8"))
    return p


def html_pages(out: Path) -> list[Path]:
    """Every generated HTML page (Pagefind's own bundle excluded)."""
    return sorted(p for p in out.rglob("*.html") if "pagefind" not in p.relative_to(out).parts)


def resolve(out: Path, page: Path, url: str) -> tuple[Path, str]:
    """The file a relative (or site-absolute) URL of `page` points to, and its fragment."""
    parts = urlsplit(url)
    base = "/" + page.relative_to(out).parent.as_posix()
    path = unquote(parts.path)
    if not path:
        target = page
    else:
        joined = posixpath.normpath(posixpath.join(base if not path.startswith("/") else "/", path))
        target = out / joined.lstrip("/")
        if path.endswith("/") or target.is_dir():
            target = target / "index.html"
    return target, unquote(parts.fragment)


def broken_links(out: Path) -> list[str]:
    """Every internal link whose file or anchor does not exist, as "page -> url: why"."""
    scans = {p: scan(p) for p in html_pages(out)}
    problems = []
    for page, s in scans.items():
        for tag, url in s.links:
            if urlsplit(url).scheme or url.startswith("//"):
                problems.append(f"{page.relative_to(out)} -> {url}: lien externe")
                continue
            target, fragment = resolve(out, page, url)
            if not target.is_file():
                problems.append(f"{page.relative_to(out)} -> {url}: fichier absent")
                continue
            if fragment:
                ids = scans[target].ids if target in scans else scan(target).ids
                if fragment not in ids:
                    problems.append(f"{page.relative_to(out)} -> {url}: ancre absente")
    return problems
