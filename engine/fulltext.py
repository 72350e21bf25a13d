"""Plain-text full edition -> chapters and sections (the layout of the ROPTA source: « 5 TITRE », « 5.1 TITRE »).

The layout, as published: front matter (an optional « PRESENTATION » heading and its preamble), then chapter headings
(a number and an upper-case title), each with an optional introduction, then section headings (« chapter.n » and an
upper-case title; any whitespace after the number, no-break space included, a final dot allowed: « 5.1. ») each
followed by its body. Bodies keep
the source's lines as they are (bullets, indentation, trailing spaces), only surrounding blank lines are dropped.
One known slip of the source is repaired and reported: a number alone on its line (« 9.22 ») whose title comes later
as an unnumbered upper-case line; the lines in between belong to the previous section. A short last line after the
last section (a page footer) is kept apart as the colophon.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from .errors import RoptaError, display_path

_CHAPTER = re.compile(r"^(\d{1,2})\.?[\s\u00a0\u202f]+(\S.*?)\s*$")
_SECTION = re.compile(r"^(\d{1,2})\.(\d{1,3})\.?[\s\u00a0\u202f]+(\S.*?)\s*$")
_BARE = re.compile(r"^(\d{1,2})\.(\d{1,3})\.?\s*$")
_PREAMBLE_HEADINGS = {"presentation", "présentation", "preambule", "préambule", "avant-propos"}
#: Largest file read (the 2019.03 source is ~90 kB).
MAX_BYTES = 2 * 1024 * 1024


@dataclass
class Part:
    """A chapter or a section read from the text: number, title, body and the line of its heading."""

    number: str
    title: str
    text: str
    line: int
    chapter: str | None = None  # sections: the number of their chapter


@dataclass
class FullText:
    """A parsed full edition: preamble, chapters and sections in reading order, and what was repaired."""

    path: str
    preamble: str = ""
    colophon: str = ""
    chapters: list[Part] = field(default_factory=list)
    sections: list[Part] = field(default_factory=list)
    remarks: list[str] = field(default_factory=list)  # French, for the review report (repairs of the layout)


def _upper(title: str) -> bool:
    """An upper-case heading title (digits and punctuation allowed, a few lower-case letters tolerated)."""
    letters = [c for c in title if c.isalpha()]
    return len(letters) >= 2 and sum(c.isupper() for c in letters) >= 0.8 * len(letters)


def _body(lines: list[str]) -> str:
    """Lines between two headings, surrounding blank lines dropped, everything else kept verbatim."""
    while lines and not lines[0].strip():
        lines = lines[1:]
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    return "\n".join(lines)


def read_text(path: Path) -> str:
    """The file's text; a file that is not UTF-8 is refused naming the line of the first bad byte."""
    where = display_path(str(path))
    try:
        if not path.is_file():
            raise RoptaError(f"{where}: fichier introuvable (ou pas un fichier ordinaire)")
        data = path.read_bytes()[: MAX_BYTES + 1]
    except OSError as exc:
        raise RoptaError(f"{where}: illisible : {exc.strerror or exc}") from None
    if len(data) > MAX_BYTES:
        raise RoptaError(f"{where}:1: fichier trop gros pour un règlement (plus de 2 Mio)")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise RoptaError(f"{where}:{line}: le fichier n'est pas en UTF-8 (octet 0x{data[exc.start]:02x} "
                         f"illisible) : réenregistrez-le en UTF-8") from None
    return text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")


def parse(text: str, path: str = "<texte>") -> FullText:
    """Chapters and sections of a plain-text edition; a layout error raises one `FILE:LINE: message` line."""
    where = display_path(path)
    lines = text.split("\n")
    out = FullText(path)
    heads: list[tuple[int, str, str, str]] = []  # (index, kind, number, title)
    pending: tuple[int, str] | None = None  # a bare number waiting for its title
    chapter: str | None = None
    for i, line in enumerate(lines):
        m = _SECTION.match(line)
        if m and _upper(m.group(3)):
            pending = _close_pending(pending, where)
            if chapter is None or m.group(1) != chapter:
                raise RoptaError(f"{where}:{i + 1}: section {m.group(1)}.{m.group(2)} hors de son chapitre "
                                 f"(chapitre en cours : {chapter or 'aucun'})")
            heads.append((i, "section", f"{m.group(1)}.{int(m.group(2))}", m.group(3)))
            continue
        m = _BARE.match(line)
        if m and chapter is not None:
            pending = _close_pending(pending, where)
            pending = (i, f"{m.group(1)}.{int(m.group(2))}")
            heads.append((i, "cut", "", ""))
            continue
        m = _CHAPTER.match(line)
        if m and _upper(m.group(2)):
            pending = _close_pending(pending, where)
            chapter = str(int(m.group(1)))
            heads.append((i, "chapter", chapter, m.group(2)))
            continue
        stripped = line.strip()
        if pending and stripped and _upper(stripped) and not stripped.endswith(":") and line == line.lstrip():
            heads.append((i, "section", pending[1], stripped))
            out.remarks.append(f"ligne {pending[0] + 1} : numéro {pending[1]} seul sur sa ligne ; rattaché au titre "
                               f"sans numéro de la ligne {i + 1} (« {stripped} »), les lignes entre les deux restent "
                               "dans la section précédente")
            pending = None
    _close_pending(pending, where)
    if not any(kind == "section" for _, kind, _, _ in heads):
        raise RoptaError(f"{where}:1: présentation inconnue : aucun titre de section reconnu (attendu : « 1 TITRE "
                         "DU CHAPITRE » puis « 1.1 TITRE DE LA SECTION », titres en majuscules)")
    _front(out, lines[: heads[0][0]])
    seen: dict[str, int] = {}
    current_chapter = None
    last = max(k for k, h in enumerate(heads) if h[1] != "cut")
    for k, (i, kind, number, title) in enumerate(heads):
        if kind == "cut":
            continue
        j = k + 1
        cuts = set()
        while kind == "section" and j < len(heads) and heads[j][1] == "cut":  # a bare number: not a boundary
            cuts.add(heads[j][0])
            j += 1
        end = heads[j][0] if j < len(heads) else len(lines)
        body_lines = [lines[n] for n in range(i + 1, end) if n not in cuts]
        if k == last and kind == "section":
            body_lines = _split_colophon(out, body_lines)
        body = _body(body_lines)
        if kind == "chapter":
            current_chapter = number
            if number in {c.number for c in out.chapters}:
                raise RoptaError(f"{where}:{i + 1}: chapitre {number} en double (déjà ligne "
                                 f"{next(c.line for c in out.chapters if c.number == number)})")
            out.chapters.append(Part(number, title, body, i + 1))
            continue
        if not body.strip():
            raise RoptaError(f"{where}:{i + 1}: la section {number} « {title} » n'a pas de texte")
        if number in seen:
            raise RoptaError(f"{where}:{i + 1}: numéro {number} en double (déjà ligne {seen[number]})")
        seen[number] = i + 1
        out.sections.append(Part(number, title, body, i + 1, current_chapter))
    for ch in out.chapters:
        if not ch.text.strip() and not any(s.chapter == ch.number for s in out.sections):
            raise RoptaError(f"{where}:{ch.line}: le chapitre {ch.number} « {ch.title} » n'a ni texte ni section")
    return out


def _close_pending(pending, where: str) -> None:
    """A bare number never followed by its title is a heading with no title."""
    if pending is not None:
        raise RoptaError(f"{where}:{pending[0] + 1}: numéro {pending[1]} sans titre (ni sur sa ligne, ni plus loin "
                         "en majuscules)")
    return None


def _front(out: FullText, lines: list[str]) -> None:
    """The preamble: the text after a « PRESENTATION » line of the front matter (the rest is the page's header)."""
    for i, line in enumerate(lines):
        if line.strip().lower() in _PREAMBLE_HEADINGS:
            out.preamble = _body(lines[i + 1:])
            if any(ln.strip() for ln in lines[:i]):
                out.remarks.append(f"lignes 1 à {i} : en-tête avant « {line.strip()} » non repris (titre de la page)")
            return
    if any(ln.strip() for ln in lines):
        out.remarks.append(f"lignes 1 à {len(lines)} : texte avant le premier chapitre non repris (pas de titre "
                           "« PRESENTATION » qui annoncerait un préambule)")


def _split_colophon(out: FullText, lines: list[str]) -> list[str]:
    """A short last paragraph of one line without final punctuation, after the last section, is the page footer."""
    end = len(lines)
    while end and not lines[end - 1].strip():
        end -= 1
    if end >= 3 and not lines[end - 2].strip():
        last = lines[end - 1].strip()
        if len(last) <= 60 and last[-1] not in ".:;!?»)…" and not last.startswith(("•", "-")):
            out.colophon = last
            out.remarks.append(f"dernière ligne « {last} » : pied de page, gardé à part (colophon), pas dans la "
                               "dernière section")
            return lines[: end - 1]
    return lines
