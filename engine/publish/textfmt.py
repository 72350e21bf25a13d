"""Clause text -> safe HTML: paragraphs and bullets kept, every "§x.y" a link, everything else escaped."""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape

#: A section mark in the text: "§6.3", "§ 9.22", "§7.1" (each end of "§7.1 à §7.5" separately).
SECTION_MARK = re.compile(r"§\s?(\d+(?:\.\d+)*)")
BULLET = re.compile(r"^\s*[•\-–]\s+")


@dataclass(frozen=True, slots=True)
class Segment:
    """A run of text, plain or a reference: `target` is a site path, `broken` explains an unresolved one."""

    text: str
    target: str | None = None
    title: str | None = None
    broken: str | None = None
    state: str | None = None  # None (valid) | "caduc" (superseded by a later edition) | "incertain"
    kind: str | None = None  # None (a reference) | "term" (a glossary term: a link to its entry)

    @property
    def plain(self) -> bool:
        return self.target is None and not self.broken


def segments(text: str, refs: list[tuple[str, str | None, str | None, str | None]], number_url) -> list[Segment]:
    """Cut `text` into plain runs and links.

    `refs` are the clause's references as (label, site path or None, title, note); `number_url(n)` gives
    (path, title) of section n of the same edition or None. A "§x.y" whose label the data marks as unresolved
    (the source's own slip, e.g. §9.8's "§9.20") is never linked to the section that happens to bear that
    number: it is shown as an unresolved reference with the data's note.
    """
    by_label = {}
    for label, path, title, note in refs:
        by_label.setdefault(label.strip(), (path, title, note))
    spans: list[tuple[int, int, Segment]] = []
    for m in SECTION_MARK.finditer(text):
        label = m.group(0)
        known = by_label.get(label) or by_label.get(label.replace(" ", ""))
        if known and known[0] is None:
            spans.append((m.start(), m.end(), Segment(label, broken=known[2] or "référence non résolue dans la source")))
            continue
        if known:
            spans.append((m.start(), m.end(), Segment(label, known[0], known[1])))
            continue
        found = number_url(m.group(1))
        if found:
            spans.append((m.start(), m.end(), Segment(label, found[0], found[1])))
        else:
            spans.append((m.start(), m.end(), Segment(label, broken="aucune section ne porte ce numéro")))
    # References written without "§" ("règle 6.7", "voir plus loin"): their first free occurrence.
    for label, (path, title, note) in by_label.items():
        if "§" in label or not label:
            continue
        for m in re.finditer(re.escape(label), text):
            if not any(s < m.end() and m.start() < e for s, e, _ in spans):
                seg = Segment(label, path, title) if path else Segment(label, broken=note or "référence non résolue")
                spans.append((m.start(), m.end(), seg))
                break
    spans.sort(key=lambda s: s[0])
    out, pos = [], 0
    for start, end, seg in spans:
        if start > pos:
            out.append(Segment(text[pos:start]))
        out.append(seg)
        pos = end
    if pos < len(text):
        out.append(Segment(text[pos:]))
    return out


STATE_MARKS = {"caduc": ("caduc", "[passage caduc : ", "]", "passage qui ne tient plus dans l'édition suivante"),
               "incertain": ("uncertain", "[passage peut-être caduc : ", "]", "passage dont la validité n'est pas établie")}


def with_states(segs: list[Segment], states: list[tuple[str, str]] | None) -> list[Segment]:
    """Mark the runs of text a later edition supersedes: `states` = [(state, words)] covering the text in order."""
    if not states or all(state in (None, "valide") for state, _ in states):
        return segs
    bounds, pos = [], 0
    for state, words in states:
        bounds.append((pos, pos + len(words), None if state == "valide" else state))
        pos += len(words)
    out, pos = [], 0
    for seg in segs:
        start, end = pos, pos + len(seg.text)
        pos = end
        cuts = sorted({start, end} | {b for s, e, _ in bounds for b in (s, e) if start < b < end})
        for a, b in zip(cuts, cuts[1:]):
            state = next((st for s, e, st in bounds if s <= a < e), None)
            out.append(Segment(seg.text[a - start:b - start], seg.target, seg.title, seg.broken, state))
    return out


def with_terms(segs: list[Segment], terms: list[tuple[str, str, str]]) -> list[Segment]:
    """Link the first occurrence of each glossary term in the plain runs: `terms` are (form, site path, title),
    each form matched whole-word and case-insensitively; one link per term (its forms share the path)."""
    done: set[str] = set()
    out = list(segs)
    for form, path, title in sorted(terms, key=lambda t: -len(t[0])):  # "open muck" before "muck"
        if path in done:
            continue
        pattern = re.compile(rf"(?<!\w){re.escape(form)}(?!\w)", re.IGNORECASE)
        for i, seg in enumerate(out):
            m = pattern.search(seg.text) if seg.plain else None
            if m:
                pieces = [Segment(seg.text[:m.start()], state=seg.state),
                          Segment(m.group(0), path, title, state=seg.state, kind="term"),
                          Segment(seg.text[m.end():], state=seg.state)]
                out[i:i + 1] = [p for p in pieces if p.text]
                done.add(path)
                break
    return out


def _inline(segs: list[Segment], root: str) -> str:
    parts = []
    current = None
    for s in segs:
        if s.state != current:
            if current in STATE_MARKS:
                parts.append(f'<span class="mk">{STATE_MARKS[current][2]}</span></del>'
                             if current == "caduc" else f'<span class="mk">{STATE_MARKS[current][2]}</span></span>')
            if s.state in STATE_MARKS:
                cls, opening, _, why = STATE_MARKS[s.state]
                tag = "del" if s.state == "caduc" else "span"
                parts.append(f'<{tag} class="{cls}" title="{escape(why)}"><span class="mk">{opening}</span>')
            current = s.state

        if s.target is not None:
            title = f' title="{escape(s.title)}"' if s.title else ""
            cls = "term" if s.kind == "term" else "ref"
            parts.append(f'<a class="{cls}" href="{escape(root + s.target)}"{title}>{escape(s.text)}</a>')
        elif s.broken:
            parts.append(f'<span class="ref-broken" title="{escape(s.broken)}">{escape(s.text)}'
                         f'<span class="visually-hidden"> (référence non résolue : {escape(s.broken)})</span></span>')
        else:
            parts.append(escape(s.text).replace("\n", "<br>\n"))
    if current in STATE_MARKS:
        parts.append(f'<span class="mk">{STATE_MARKS[current][2]}</span>' + ("</del>" if current == "caduc" else "</span>"))
    return "".join(parts)


def _split_lines(segs: list[Segment]) -> list[list[Segment]]:
    """Segments regrouped line by line (a plain run may hold several lines)."""
    lines: list[list[Segment]] = [[]]
    for s in segs:
        if s.plain and "\n" in s.text:
            pieces = s.text.split("\n")
            for i, piece in enumerate(pieces):
                if i:
                    lines.append([])
                if piece:
                    lines[-1].append(Segment(piece, state=s.state))
        else:
            lines[-1].append(s)
    return lines


def _anchor(anchors: str | None, count: list[int]) -> tuple[str, str]:
    """(id attribute, link) of the next paragraph when paragraphs are numbered (`anchors`: prefix of their ids)."""
    if anchors is None:
        return "", ""
    count[0] += 1
    pid = f"{anchors}p{count[0]}"
    return (f' id="{escape(pid)}"', f'<a class="para" href="#{escape(pid)}" data-pagefind-ignore>'
            f'<span aria-hidden="true">¶</span><span class="visually-hidden">Lien vers le paragraphe {count[0]}</span></a> ')


def to_html(segs: list[Segment], root: str, anchors: str | None = None) -> str:
    """HTML blocks: blank lines separate paragraphs, bullet lines ("•") become a list; all text escaped. With
    `anchors`, each block gets an id (`{anchors}p2`) and a link to itself, as in the hyperlinked rulebooks."""
    blocks: list[list[list[Segment]]] = [[]]
    for line in _split_lines(segs):
        if not "".join(s.text for s in line).strip():
            if blocks[-1]:
                blocks.append([])
            continue
        blocks[-1].append(line)
    html: list[str] = []
    paragraph: list[Segment] = []
    list_items: list[list[Segment]] = []  # kept across blank lines: bullets spaced out in the source stay one list
    count = [0]

    def flush_p():
        if paragraph:
            pid, link = _anchor(anchors, count)
            html.append(f"<p{pid}>{link}{_inline(paragraph, root)}</p>")
            paragraph.clear()

    def flush_ul():
        if list_items:
            pid, link = _anchor(anchors, count)
            html.append(f'<ul class="bullets"{pid}>' + "".join(f"<li>{link if not k else ''}{_inline(i, root)}</li>"
                                                                for k, i in enumerate(list_items)) + "</ul>")
            list_items.clear()

    for block in blocks:
        for line in block:
            first = line[0].text if line else ""
            if line and line[0].plain and BULLET.match(first):
                flush_p()
                list_items.append([Segment(BULLET.sub("", first, count=1), state=line[0].state)] + line[1:])
            elif list_items and not paragraph and line is not block[0]:
                # A line right after a bullet, without its own bullet, continues that item (as in §6.1).
                list_items[-1].extend([Segment("\n")] + line)
            else:
                flush_ul()
                if paragraph:
                    paragraph.append(Segment("\n"))
                paragraph.extend(line)
        flush_p()
    flush_ul()
    return "\n".join(html)


def plain_html(text: str) -> str:
    """Our own prose (notes, summaries): escaped, paragraphs kept, no links."""
    return to_html([Segment(text)], "")
