"""Problems found in data or input, reported as `path:line: $.pointer: message` lines, never as tracebacks."""

from __future__ import annotations

import os
from .record import record


@record(frozen=True, slots=True)
class Problem:
    """One problem in a data file or an input document."""

    path: str
    line: int | None
    pointer: str
    message: str
    severity: str = "error"  # "error" or "warning"

    def format(self) -> str:
        where = display_path(self.path)
        if self.line:
            where = f"{where}:{self.line}"
        tag = "" if self.severity == "error" else "avertissement : "
        return printable(f"{where}: {self.pointer}: {tag}{self.message}")


class RoptaError(Exception):
    """An error the user can act on; the CLI prints its lines and exits with status 2."""

    def __init__(self, *lines: str):
        super().__init__("\n".join(lines))
        self.lines = list(lines)


class DataError(RoptaError):
    """The knowledge base is not valid: nothing is loaded."""

    def __init__(self, problems: list[Problem]):
        self.problems = [p for p in problems if p.severity == "error"]
        super().__init__(*(p.format() for p in self.problems))


def printable(text: str) -> str:
    """Text safe to echo on a terminal: control characters (escape sequences, NUL, ...) shown as \\xNN."""
    return "".join(ch if ch >= " " and ch != "\x7f" or ch == "\t" else f"\\x{ord(ch):02x}" for ch in str(text))


def display_path(path: str) -> str:
    """A path relative to the working directory when it is below it, else as given."""
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return path
    return path if rel.startswith("..") else rel


def pointer(parts) -> str:
    """JSON path in the `$.a.b[0]` notation used by every message."""
    out = "$"
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out
