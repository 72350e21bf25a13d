"""Pass 2 of the site build: every page of the context rendered with Jinja2 (autoescaped) and written once."""

from __future__ import annotations

import json
from pathlib import Path

from .. import __version__
from . import textfmt
from .. import labels
from .context import DIVERGENCE_LABELS, NOT_FULL_2023, SiteContext


def environment(templates: Path):
    """The Jinja2 environment (imported here, lazily: only the site build needs Jinja2)."""
    import jinja2

    from ..cache import cache_dir, safe_dir

    # Compiled templates are kept with the knowledge-base cache (a rebuild skips Jinja's compilation), but only in
    # a folder nobody else can write: Jinja's bytecode is code, loaded as such.
    bytecode = None
    if safe_dir() is not None and (jinja_dir := safe_dir(cache_dir() / "jinja")) is not None:
        bytecode = jinja2.FileSystemBytecodeCache(str(jinja_dir))
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates)),
        bytecode_cache=bytecode,
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )

    @jinja2.pass_context
    def clause_text(context, view, anchors=None):
        """The clause text as HTML, its links relative to the current page (paragraph ids prefixed by `anchors`)."""
        return jinja2.filters.Markup(textfmt.to_html(view.segments, context["root"], anchors))

    def prose(text):
        return jinja2.filters.Markup(textfmt.plain_html(text or ""))

    def as_yaml(value):
        """A calculator document as the YAML a floor would type for `ropta calc` (one key per line, flow values)."""
        if not isinstance(value, dict):
            return json.dumps(value, ensure_ascii=False)
        return "\n".join(f"{k}: {json.dumps(v, ensure_ascii=False, separators=(', ', ': '))}" for k, v in value.items())

    env.filters.update(clause_text=clause_text, prose=prose, as_yaml=as_yaml)
    env.globals.update(NOT_FULL_2023=NOT_FULL_2023, DIVERGENCE_LABELS=DIVERGENCE_LABELS, version=__version__,
                       CHANGE_KINDS=labels.CHANGE_KINDS, CERTAINTY_FR=labels.CERTAINTIES)
    return env


def _asof(ctx: SiteContext) -> list[dict]:
    """The ROPTA's validity intervals for the home page's « en vigueur le … » form (pages of the site only)."""
    from .asof import intervals

    return intervals(ctx.kb, urls={e["edition"].id: e["url"] for e in ctx.editions})


def render_pages(ctx: SiteContext, writer, site_dir: Path, *, search: bool = True) -> None:
    """Render every page of `ctx` and copy the static assets."""
    env = environment(site_dir / "templates")
    common = {"ctx": ctx, "editions": ctx.editions, "nav": ctx.nav, "diff": ctx.diff, "example": ctx.example,
              "has_tda": bool(ctx.concordance), "search": search, "asof": _asof(ctx)}
    templates = {}
    for page in ctx.pages:
        tpl = templates.get(page.template) or templates.setdefault(page.template, env.get_template(page.template))
        html = tpl.render(**common, **page.vars, page=page, root=page.root, title=page.title)
        writer.write(page.path + "index.html", html, origin=f"page {page.template}")
    writer.write("404.html", env.get_template("404.html").render(**common, page=None, root="./", title="Page introuvable"),
                 origin="page 404")
    writer.copy_tree(site_dir / "static", "static")
    from .offline import MANIFEST_NAME, manifest

    writer.write(MANIFEST_NAME, manifest(), origin="manifeste")
