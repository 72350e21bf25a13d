"""The only YAML policy: safe (C) loader, duplicate keys refused, UTF-8 only, the line of every node kept."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from .errors import Problem, pointer

try:  # libyaml is much faster; the pure-Python loader gives the same nodes.
    _Loader = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on the PyYAML build
    _Loader = yaml.SafeLoader


@dataclass(frozen=True, slots=True)
class Document:
    """A parsed YAML file: its data and the line (1-based) of every node, by JSON path tuple."""

    path: str
    data: Any
    lines: dict[tuple, int]

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


def load_text(text: str, path: str) -> Document:
    """Parse YAML text into plain data, refusing duplicate keys and recording lines."""
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        raise YamlError(Problem(path, line, "$", f"YAML invalide : {exc.problem or exc}")) from None
    except yaml.YAMLError as exc:
        raise YamlError(Problem(path, None, "$", f"YAML invalide : {exc}")) from None
    finally:
        loader.dispose()
    lines: dict[tuple, int] = {}
    if node is None:
        return Document(path, None, {(): 1})
    data = _construct(loader, node, (), lines, path)
    return Document(path, data, lines)


def load_file(path: str | Path) -> Document:
    """Read and parse one YAML file; encoding problems are reported like syntax errors."""
    path = str(path)
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise YamlError(Problem(path, None, "$", f"lecture impossible : {exc.strerror}")) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise YamlError(Problem(path, line, "$", f"le fichier n'est pas en UTF-8 (octet 0x{raw[exc.start]:02x})")) from None
    if text.startswith("\ufeff"):
        text = text[1:]
    return load_text(text, path)


def _construct(loader, node, path: tuple, lines: dict, file: str) -> Any:
    lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        loader.flatten_mapping(node)
        out: dict = {}
        for key_node, value_node in node.value:
            key = _scalar(loader, key_node, path, file)
            if not isinstance(key, str):
                key = str(key)
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
    return value


def _scalar(loader, node, path: tuple, file: str) -> Any:
    """A scalar's value; one that Python cannot build (an integer of thousands of digits) is a located error."""
    try:
        return loader.construct_object(node, deep=True)
    except ValueError as exc:
        message = "nombre trop grand" if "digits" in str(exc) else f"valeur illisible ({exc})"
        raise YamlError(Problem(file, node.start_mark.line + 1, pointer(path), message)) from None
