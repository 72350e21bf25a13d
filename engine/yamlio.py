"""The only YAML policy: safe (C) loader, duplicate keys refused, UTF-8 only, the line of every node kept, and bounded
work: regular files only, a size limit, a nesting limit, no aliases or explicit tags (an alias bomb or a 100,000-deep
list is refused before the composer, which would otherwise exhaust memory or overflow the C stack)."""

from __future__ import annotations

import os
import re
import stat
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from .errors import Problem, pointer

try:  # libyaml is much faster; the pure-Python loader gives the same nodes.
    _Loader = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on the PyYAML build
    _Loader = yaml.SafeLoader

#: Largest file read (rulebook or situation): the biggest rulebook file is ~26 kB.
MAX_FILE_BYTES = 2 * 1024 * 1024
#: Deepest nesting of lists and mappings (the rulebook needs 6).
MAX_DEPTH = 40
_HUMAN_SIZE = "2 Mio"
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


@dataclass(frozen=True, slots=True)
class Document:
    """A parsed YAML file: its data and the line (1-based) of every node, by JSON path tuple."""

    path: str
    data: Any
    lines: dict[tuple, int]
    first_line: str = ""  # where a rulebook file names its schema

    def line(self, path: tuple) -> int:
        """Line of the node at `path`, or of its nearest ancestor that exists."""
        path = tuple(path)
        while path not in self.lines and path:
            path = path[:-1]
        return self.lines.get(path, 1)


class YamlError(Exception):
    """A file that is not valid YAML (or not UTF-8, or has a duplicate key)."""

    def __init__(self, problem: Problem):
        super().__init__(problem.format())
        self.problem = problem


def _one_line(message: str) -> str:
    return " ".join(str(message).split())


def _invalid(exc: yaml.YAMLError, path: str) -> YamlError:
    """A parser error as one located line."""
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    message = getattr(exc, "problem", None) or exc
    if "nesting depth" in str(message):  # libyaml >= 0.2.6 stops deep nesting itself, sometimes before our own count
        return YamlError(Problem(path, mark.line + 1 if mark else None, "$",
                                 f"imbrication trop profonde (limite : {MAX_DEPTH} niveaux)"))
    return YamlError(Problem(path, mark.line + 1 if mark else None, "$", f"YAML invalide : {_one_line(message)}"))


def _screen(text: str, path: str) -> None:
    """Refuse, before composing, what the rulebook never uses and an attacker would: control characters, aliases,
    explicit tags, nesting deeper than MAX_DEPTH (events only: the parser keeps no C recursion)."""
    bad = _CONTROL.search(text)
    if bad:
        line = text.count("\n", 0, bad.start()) + 1
        raise YamlError(Problem(path, line, "$", f"caractère de contrôle interdit (U+{ord(bad.group()):04X})"))
    depth = 0
    try:
        for event in yaml.parse(text, Loader=_Loader):
            line = event.start_mark.line + 1 if event.start_mark else None
            if isinstance(event, yaml.AliasEvent):
                raise YamlError(Problem(path, line, "$", f"alias YAML « *{event.anchor} » refusé (ni ancres ni alias "
                                                         "dans ces fichiers)"))
            tag = getattr(event, "tag", None)
            implicit = getattr(event, "implicit", True)
            if tag and not (implicit is True or (isinstance(implicit, tuple) and any(implicit))):
                raise YamlError(Problem(path, line, "$", f"étiquette YAML « {tag} » refusée (types implicites seulement)"))
            if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                depth += 1
                if depth > MAX_DEPTH:
                    raise YamlError(Problem(path, line, "$", f"imbrication trop profonde (limite : {MAX_DEPTH} niveaux)"))
            elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                depth -= 1
    except yaml.YAMLError as exc:
        raise _invalid(exc, path) from None


def load_text(text: str, path: str) -> Document:
    """Parse YAML text into plain data, refusing duplicate keys, aliases, tags and deep nesting; recording lines."""
    if len(text) > MAX_FILE_BYTES:
        raise YamlError(Problem(path, None, "$", f"texte trop long ({len(text)} caractères ; limite : {_HUMAN_SIZE})"))
    if text.startswith("\ufeff"):
        text = text[1:]
    _screen(text, path)
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        lines: dict[tuple, int] = {}
        first = text.split("\n", 1)[0].strip()
        if node is None:
            return Document(path, None, {(): 1}, first)
        data = _construct(loader, node, (), lines, path)
    except yaml.YAMLError as exc:
        raise _invalid(exc, path) from None
    finally:
        loader.dispose()
    return Document(path, data, lines, first)


def open_regular(path: str | Path):
    """A binary file object of a regular file, opened without blocking; a FIFO, a device, a broken link or an
    unreadable file is a YamlError naming the file (never a hang)."""
    path = str(path)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        why = "lien symbolique cassé" if os.path.islink(path) else "fichier introuvable"
        raise YamlError(Problem(path, None, "$", why)) from None
    except OSError as exc:
        raise YamlError(Problem(path, None, "$", f"lecture impossible : {exc.strerror or exc}")) from None
    if not stat.S_ISREG(st.st_mode):
        raise YamlError(Problem(path, None, "$", "pas un fichier ordinaire (tube, périphérique ou dossier) : non lu"))
    try:
        fh = os.fdopen(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)), "rb")  # never blocks
    except OSError as exc:
        raise YamlError(Problem(path, None, "$", f"lecture impossible : {exc.strerror or exc}")) from None
    if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):  # swapped for a FIFO since the stat
        fh.close()
        raise YamlError(Problem(path, None, "$", "pas un fichier ordinaire (tube, périphérique ou dossier) : non lu"))
    return fh


def read_regular(path: str | Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes (see `open_regular`; a huge file is a YamlError too,
    never memory exhausted)."""
    path = str(path)
    with open_regular(path) as fh:
        try:
            raw = fh.read(limit + 1)
        except OSError as exc:
            raise YamlError(Problem(path, None, "$", f"lecture impossible : {exc.strerror or exc}")) from None
    if len(raw) > limit:
        raise YamlError(Problem(path, None, "$", f"fichier trop gros (plus de {limit} octets ; limite : {_HUMAN_SIZE})"))
    return raw


def decode(raw: bytes, path: str) -> str:
    """UTF-8 text of a file's bytes, BOM dropped; an encoding error names its line."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise YamlError(Problem(path, line, "$", f"le fichier n'est pas en UTF-8 (octet 0x{raw[exc.start]:02x})")) from None
    return text[1:] if text.startswith("\ufeff") else text


def load_file(path: str | Path) -> Document:
    """Read and parse one YAML file (a regular file, bounded); encoding problems are reported like syntax errors."""
    path = str(path)
    return load_text(decode(read_regular(path), path), path)


def _construct(loader, node, path: tuple, lines: dict, file: str) -> Any:
    lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        loader.flatten_mapping(node)
        out: dict = {}
        for key_node, value_node in node.value:
            key = _scalar(loader, key_node, path, file)
            key = sys.intern(key if isinstance(key, str) else str(key))  # one object per name: a smaller cache
            if key in out:
                raise YamlError(Problem(file, key_node.start_mark.line + 1, pointer(path + (key,)),
                                        f"clé en double « {key} » (déjà vue ligne {lines[path + (key,)]})"))
            lines[path + (key,)] = key_node.start_mark.line + 1
            out[key] = _construct(loader, value_node, path + (key,), lines, file)
            lines[path + (key,)] = key_node.start_mark.line + 1
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_construct(loader, child, path + (i,), lines, file) for i, child in enumerate(node.value)]
    value = _scalar(loader, node, path, file)
    # Dates stay as text: the model keeps "2019-03" and "2023-10-01" as the source writes them.
    if hasattr(value, "isoformat"):
        value = node.value
    if isinstance(value, str) and len(value) <= _SHARED:
        value = sys.intern(value)  # fact names, values, kinds: stored once in the cache (pickle shares one object)
    return value


#: Scalars up to this length are interned (names and enum values repeat thousands of times; texts never do).
_SHARED = 40


def _scalar(loader, node, path: tuple, file: str) -> Any:
    """A scalar's value; one the resolver cannot build (a date 2019-02-30, an int too long) names its line."""
    try:
        return loader.construct_object(node, deep=True)
    except (ValueError, TypeError, OverflowError, yaml.YAMLError) as exc:
        text = str(node.value)
        shown = text if len(text) <= 40 else f"{text[:20]}… ({len(text)} caractères)"
        kind = {"timestamp": "date", "int": "nombre", "float": "nombre"}.get(str(node.tag).rsplit(":", 1)[-1], "valeur")
        what = "nombre trop grand" if "digits" in str(exc) else f"{kind} invalide"  # int beyond Python's digit limit
        raise YamlError(Problem(file, node.start_mark.line + 1, pointer(path), f"{what} « {shown} »")) from None
