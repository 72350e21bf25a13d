"""Pass 1 of the site build: the whole site as plain data (every page, URL and link) before any HTML is written."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .. import labels
from ..model import Clause, Edition, thaw
from . import glossary, textfmt

#: Said wherever ROPTA 2023.10 appears: the repository holds the annex's description of the changes, not the text.
NOT_FULL_2023 = ("Le texte complet du ROPTA 2023.10 n'est pas dans ce dépôt : l'annexe 2023-10 ne décrit que "
                 "les changements.")

#: The situation the home page answers, to show what the site is for (a clause id and the floor's words).
HOME_EXAMPLE = ("Le donneur a retourné une carte en distribuant. Que décide le floor ?", "cartes-retournees")

KIND_LABELS = labels.EDITION_KINDS
DIVERGENCE_LABELS = labels.DIVERGENCES_LONG
CHANGE_LABELS = {k: (labels.CHANGE_MARKS[k], v) for k, v in labels.CHANGE_KINDS.items()}

_SAFE_SEGMENT = re.compile(r"^[0-9A-Za-z][0-9A-Za-z._-]*$")


@dataclass
class Page:
    """One HTML page to write: its site path (directory, ending with "/"), template and variables."""

    path: str
    template: str
    title: str
    vars: dict[str, Any] = field(default_factory=dict)
    search: bool = False  # indexed by Pagefind (clause pages only, so each result is one clause)

    @property
    def depth(self) -> int:
        return self.path.count("/")

    @property
    def root(self) -> str:
        """Relative path from this page to the site root, so the site works under any sub-path."""
        return "../" * self.depth or "./"


@dataclass
class ClauseView:
    """A clause with everything its pages show: permalink, anchor on its chapter page, JSON contract, linked text."""

    clause: Clause
    edition: Edition
    url: str
    anchor_url: str
    data: dict
    segments: list
    examples: list = field(default_factory=list)
    history: list = field(default_factory=list)  # [(edition label, url)] of the same id in other editions
    compare: list = field(default_factory=list)  # engine.threeway.compare rows (ROPTA editions and TDA side by side)
    cited_by: list = field(default_factory=list)  # [(number, title, url)]
    decisions: list = field(default_factory=list)  # [(decision label or None, summary, cited words)] of its rules
    inherited: bool = False  # changed in a derived edition, our reading still the base text's (not shown as current)
    home: tuple = ("", "")  # (url, label) of the page holding it in full: its chapter, or the edition page
    prev: "ClauseView | None" = None
    next: "ClauseView | None" = None

    @property
    def label(self) -> str:
        return f"§{self.clause.number}"


@dataclass
class SiteContext:
    """Everything the templates need, computed once: editions, clause views, diff, concordance, pages."""

    kb: Any
    editions: list[dict] = field(default_factory=list)
    clauses: dict[tuple[str, str], ClauseView] = field(default_factory=dict)
    diff: dict | None = None
    concordance: list[dict] | None = None
    example: dict | None = None
    pages: list[Page] = field(default_factory=list)
    nav: list[tuple[str, str]] = field(default_factory=list)
    in_force: str | None = None  # id of the ROPTA edition in force (search ranks it first, numbers go to it)
    glossary: list[dict] = field(default_factory=list)  # terms: {id, term, forms, ours, quote: {text, url, label}}


def path_segment(value: str, fallback: str) -> str:
    """A URL path segment from a section number ("6.3"), or the id when the number is not URL-safe."""
    return value if _SAFE_SEGMENT.match(value) else fallback


def edition_notice(ed: Edition) -> str | None:
    """The honesty line shown on every page of an edition that is not a full official text."""
    if ed.kind == "annex":
        return ("L'annexe décrit les changements des versions 2023.09 et 2023.10 et les divergences avec la TDA, sans "
                "en donner le texte complet. " + NOT_FULL_2023)
    if ed.kind == "derived":
        return (f"Édition reconstituée à partir du {ed.base or 'texte de base'} et des changements décrits par "
                f"{ed.meta.get('source') or 'son annexe'}. " + NOT_FULL_2023)
    if ed.kind == "reference":
        return ("Référence : numéros, titres et résumés en français rédigés par l'équipe (non officiels) ; le texte "
                "des règles TDA n'est pas reproduit.")
    return None


def in_force_id(kb) -> str | None:
    """The ROPTA edition in force, from the engine (`in_force`, the editions' own validity data)."""
    try:
        from ..editions import in_force
    except ImportError:
        try:
            from ..validity import in_force
        except ImportError:
            in_force = None
    if in_force is not None:
        try:
            return in_force(kb, family="ropta").id
        except Exception:  # no edition of that family (a test rulebook): no edition in force
            return None
    # Until the engine says which edition is in force: the latest-dated full or derived ROPTA edition.
    candidates = [e for e in kb.editions.values() if e.family == "ropta" and e.kind in ("rulebook", "derived")]
    return max(candidates, key=lambda e: (e.date, e.kind == "derived")).id if candidates else None


def search_meta(ctx: "SiteContext", view: "ClauseView") -> dict:
    """What a search result says of its page: rulebook and edition, rank tier (in force first) and, for the
    superseded copy of an unchanged section, the address of its copy in force (listed once)."""
    ed = view.edition
    in_force = ctx.kb.editions.get(ctx.in_force) if ctx.in_force else None
    tier = 3 if ed.kind == "reference" else 2
    if in_force is not None and ed.id == in_force.id:
        tier = 0
    elif in_force is not None and ed.family == in_force.family:
        tier = 1
    meta = {"edition": ed.short_title + (" (en vigueur)" if tier == 0 else ""), "edition_id": ed.id,
            "number": view.clause.number, "tier": str(tier)}
    current = ctx.clauses.get((in_force.id, view.clause.id)) if in_force is not None and tier == 1 else None
    if current is not None and not current.data.get("change") and not view.data.get("changed"):
        meta["same_as"] = current.url
    return meta


def collect(kb) -> SiteContext:
    """Pass 1: build the context of the whole site from the knowledge base (no HTML, no file written)."""
    from ..export import clause_json

    ctx = SiteContext(kb)
    ctx.in_force = in_force_id(kb)
    order = {"rulebook": 0, "derived": 1, "annex": 2, "reference": 3}
    # The ROPTA family first (its rulebook, the derived 2023.10, the annex), then the other rulebooks, then references.
    editions = sorted(kb.editions.values(), key=lambda e: (e.kind == "reference", e.family != "ropta",
                                                           order.get(e.kind, 9), e.family, e.date, e.id))
    for ed in editions:
        _edition_urls(ctx, ed, clause_json)
    citing = _citing(kb)
    ctx.glossary = glossary.entries(ctx)
    terms = [(form, f"glossaire/#{t['id']}", t["term"]) for t in ctx.glossary for form in t["forms"]]
    for view in ctx.clauses.values():
        _links(ctx, view, citing)
        if terms and view.edition.kind != "reference":
            view.segments = textfmt.with_terms(view.segments, terms)
    for ed in editions:
        ctx.editions.append(_edition_entry(ctx, ed))
    ctx.diff = _diff(ctx)
    ctx.concordance = _concordance(ctx)
    ctx.example = _example(ctx)
    ctx.nav = [("", "Accueil")]
    ropta = [e for e in ctx.editions if e["edition"].family == "ropta" and e["edition"].kind != "reference"]
    ctx.nav += [(e["url"], e["edition"].short_title) for e in (ropta or ctx.editions[:1])]
    if len(ctx.editions) > len(ropta or ctx.editions[:1]):
        ctx.nav.append(("#h-editions", "Autres règlements"))
    if ctx.diff:
        ctx.nav.append((ctx.diff["url"], "Différences"))
    if ctx.concordance:
        ctx.nav.append(("tda/", "TDA"))
    if ctx.glossary:
        ctx.nav.append(("glossaire/", "Glossaire"))
    ctx.nav.append(("recherche/", "Recherche"))
    _pages(ctx)
    return ctx


def _edition_urls(ctx: SiteContext, ed: Edition, clause_json) -> None:
    chapter_home = {ch.id: (f"{ed.id}/chapitre-{path_segment(ch.number, ch.id)}/", f"Chapitre {ch.number}")
                    for ch in ed.chapters}
    for c in ed.clauses:
        url = f"{ed.id}/{path_segment(c.number, c.id)}/"
        home = chapter_home.get(c.chapter, (f"{ed.id}/", ed.short_title))
        ctx.clauses[(ed.id, c.id)] = ClauseView(c, ed, url, f"{home[0]}#{c.id}", clause_json(ctx.kb, c), [], home=home)


def _citing(kb) -> dict[tuple[str, str], list[Clause]]:
    """Reverse references of every clause at once (kb.cited_by per clause would be quadratic)."""
    out: dict[tuple[str, str], list[Clause]] = {}
    for c in kb.clauses():
        seen = set()
        for ref in c.refs:
            key = (ref.edition or c.edition, ref.target)
            if ref.target and key[0] == c.edition and key not in seen and ref.target != c.id:
                seen.add(key)
                out.setdefault(key, []).append(c)
    return out


def _links(ctx: SiteContext, view: ClauseView, citing) -> None:
    kb, c = ctx.kb, view.clause
    refs = []
    for ref in c.refs:
        target = kb.resolve(c, ref)
        tv = ctx.clauses.get((target.edition, target.id)) if target else None
        refs.append((ref.label, tv.url if tv else None, _title(tv) if tv else None, ref.note))

    def number_url(number: str):
        found = kb.find(c.edition, number)
        tv = ctx.clauses.get((c.edition, found.id)) if found else None
        return (tv.url, _title(tv)) if tv else None

    view.segments = textfmt.segments(c.text or "", refs, number_url) if c.text else []
    status = view.data.get("text_status") or {}
    view.segments = textfmt.with_states(view.segments, [tuple(s) for s in status.get("segments") or ()])
    view.examples = _examples(ctx, c)
    view.inherited = _inherited_reading(kb, view)
    view.decisions = [] if view.inherited else _decisions(c)
    view.history = [(ctx.kb.editions[o.edition].label, ctx.clauses[(o.edition, o.id)].url, o.number)
                    for o in kb.editions_with(c.id) if o.edition != c.edition and (o.edition, o.id) in ctx.clauses]
    view.cited_by = [(o.number, o.title, ctx.clauses[(o.edition, o.id)].url)
                     for o in citing.get((c.edition, c.id), ())]
    if view.edition.kind in ("rulebook", "derived"):
        from ..threeway import compare

        view.compare = compare(kb, c.id) if any(o.edition == c.edition for o in kb.editions_with(c.id)) else []
        if not any(r["edition"] == c.edition for r in view.compare):
            view.compare = []  # another rulebook that happens to share an id


def _inherited_reading(kb, view: ClauseView) -> bool:
    """A changed section of a derived edition whose rules are still its base's: our reading of the earlier text,
    which must not be shown as what the edition decides (a retired procedure never looks current)."""
    c, ed = view.clause, view.edition
    change = view.data.get("change") or {}
    if change.get("kind") not in ("modified", "added") or not ed.base or ed.base not in kb.editions:
        return False  # unchanged or only renumbered: the reading of the same text still holds
    base = kb.find(ed.base, c.id)
    return base is not None and base.rules == c.rules


def _decisions(c: Clause) -> list[tuple[str | None, str, list[str]]]:
    """What the clause decides, rule by rule (our reading, as `ropta ask` shows it), each summary once, with the
    words of the text each rule applies (its `source`)."""
    from ..explain import decision_label
    from ..rulecheck import excerpts

    out, seen = [], set()
    for r in c.rules:
        then = r.get("then") or {}
        summary = then.get("summary")
        if not summary or summary in seen:
            continue
        seen.add(summary)
        slug = then.get("decision")
        words = [" ".join(e.split()) for e in excerpts(r)]
        out.append((decision_label(slug, f"{c.text or ''} {summary}") if slug else None, summary, words))
    return out


def _title(view: ClauseView) -> str:
    return f"§{view.clause.number} {view.clause.title}"


def _examples(ctx: SiteContext, c: Clause) -> list[dict]:
    """Worked examples: the quote of the text, the numbers given, what the text says, and the calculator's answer."""
    out = []
    from .. import calc
    for ex in c.examples:
        ex = thaw(ex)
        entry = {"id": ex.get("id"), "quote": ex.get("quote"), "calc": ex.get("calc"),
                 "given": ex.get("given") or {}, "expected": ex.get("expected") or {}, "explanation": None}
        if ex.get("calc") in calc.KINDS:
            try:
                result = calc.compute(ex["calc"], calc.example_input(ctx.kb, c, ex), ctx.kb)
                explanation = result.get("explanation")
                if isinstance(explanation, (list, tuple)):
                    explanation = "\n".join(str(x) for x in explanation)
                entry["explanation"] = explanation
            except Exception:  # an example the calculator refuses is still shown, without its computed answer
                entry["explanation"] = None
        out.append(entry)
    return out


def _edition_entry(ctx: SiteContext, ed: Edition) -> dict:
    views = [ctx.clauses[(ed.id, c.id)] for c in ed.clauses]
    for prev, cur in zip(views, views[1:]):
        prev.next, cur.prev = cur, prev
    chapters = []
    for ch in ed.chapters:
        members = [ctx.clauses[(ed.id, cid)] for cid in ch.clause_ids]
        chapters.append({"chapter": ch, "url": f"{ed.id}/chapitre-{path_segment(ch.number, ch.id)}/",
                         "clauses": members})
    chaptered = {cid for ch in ed.chapters for cid in ch.clause_ids}
    loose = [v for v in views if v.clause.id not in chaptered]
    return {"edition": ed, "url": f"{ed.id}/", "chapters": chapters, "loose": loose, "views": views,
            "kind_label": KIND_LABELS.get(ed.kind, ed.kind), "notice": edition_notice(ed),
            "changed": sum(1 for v in views if v.data.get("changed"))}


def _diff(ctx: SiteContext) -> dict | None:
    """The edition in force against the one it replaces, when both exist (a tiny test rulebook has neither)."""
    from .. import versions
    from ..editions import default_pair

    pair = default_pair(ctx.kb)
    if pair is None:
        return None
    a, b = pair
    data = versions.diff(ctx.kb, a, b)
    changes = []
    for ch in data.get("changes", []):
        marker, label = CHANGE_LABELS.get(ch.get("kind"), ("?", ch.get("kind")))
        view = ctx.clauses.get((b, ch.get("id"))) or ctx.clauses.get((a, ch.get("id")))
        redline = ch.get("redline") or []
        changes.append({**ch, "marker": marker, "label": label, "url": view.url if view else None,
                        "show_redline": any(op in ("+", "-") for op, _ in redline)})
    counts = {k: sum(1 for c in changes if c.get("kind") == k) for k in CHANGE_LABELS}
    return {"from": ctx.kb.editions[a], "to": ctx.kb.editions[b], "changes": changes, "counts": counts,
            "notices": list(data.get("notices") or []),
            "url": f"differences/{a}-{b}/"}


def _concordance(ctx: SiteContext) -> list[dict] | None:
    """The ROPTA ↔ TDA table rows, when the ROPTA edition exists and has rows."""
    from .. import tda

    from ..editions import default_edition, text_edition

    current = default_edition(ctx.kb)
    if current is None:
        return None
    base = text_edition(ctx.kb, current)
    chapters = {ch.number: f"{base}/chapitre-{path_segment(ch.number, ch.id)}/" for ch in ctx.kb.editions[base].chapters}
    rows = []
    for row in tda.concordance(ctx.kb):
        row = dict(row)
        if row.get("type") == "chapeau":  # a chapter's introduction: its chapter page
            row["url"] = chapters.get(row.get("ropta"))
        else:
            view = ctx.clauses.get((base, row.get("id")))
            row["url"] = view.url if view else None
        row["divergence"] = row.get("divergence") or "inconnue"
        row["divergence_label"] = DIVERGENCE_LABELS.get(row["divergence"], "Pas de correspondance enregistrée")
        rows.append(row)
    return rows or None


def _example(ctx: SiteContext) -> dict | None:
    """The home page's example ruling: a situation and the clause that decides it (first clause as a fallback)."""
    say, clause_id = HOME_EXAMPLE
    for e in ctx.editions:
        view = ctx.clauses.get((e["edition"].id, clause_id))
        if view:
            return {"say": say, "view": view, "answer": _assistant_answer(ctx, say, view)}
    for e in ctx.editions:
        if e["views"]:
            return {"say": None, "view": e["views"][0], "answer": None}
    return None


def _assistant_answer(ctx: SiteContext, say: str, view: ClauseView) -> dict | None:
    """What `ropta ask` answers for the home example (its summary is ours), when the assistant picks that clause."""
    from .. import inference

    top = (inference.ask(ctx.kb, say, edition=view.edition.id, top=1).get("results") or [None])[0]
    if not top or top.get("id") != view.clause.id:
        return None
    return {"summary": top.get("summary"), "why": list(top.get("why") or [])[:2]}


def _pages(ctx: SiteContext) -> None:
    pages = ctx.pages
    pages.append(Page("", "home.html", "Le ROPTA en ligne"))
    numbers = {}
    if ctx.in_force:
        for c in ctx.kb.editions[ctx.in_force].clauses:
            numbers[c.number] = [ctx.clauses[(ctx.in_force, c.id)].url, f"§{c.number} {c.title}"]
    pages.append(Page("recherche/", "search.html", "Recherche", {"numbers": numbers}))
    for e in ctx.editions:
        ed = e["edition"]
        pages.append(Page(e["url"], "edition.html", ed.label, {"e": e}))
        if ed.kind != "reference":
            pages.append(Page(e["url"] + "imprimer/", "print.html", f"{ed.short_title} — version imprimable", {"e": e}))
        for ch in e["chapters"]:
            pages.append(Page(ch["url"], "chapter.html", f"{ch['chapter'].number}. {ch['chapter'].title} — {ed.short_title}",
                              {"e": e, "ch": ch}))
        for v in e["views"]:
            pages.append(Page(v.url, "clause.html", f"§{v.clause.number} {v.clause.title} — {ed.short_title}",
                              {"e": e, "v": v, "meta": search_meta(ctx, v)}, search=True))
    if ctx.diff:
        d = ctx.diff
        pages.append(Page(d["url"], "diff.html", f"Différences {d['from'].short_title} → {d['to'].short_title}", {"d": d}))
    if ctx.concordance:
        pages.append(Page("tda/", "tda.html", "Concordance ROPTA ↔ TDA", {"rows": ctx.concordance}))
    if ctx.glossary:
        pages.append(Page("glossaire/", "glossary.html", "Glossaire", {"terms": ctx.glossary}))
