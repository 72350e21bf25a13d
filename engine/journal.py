"""Journal des décisions: the rulings a floor confirmed, one JSON object per line in the user's data directory.

Writes are atomic (a temporary file in the same folder, fsync, `os.replace`), so an interrupted write never
corrupts earlier entries; a file that cannot be read is never overwritten (new entries are refused until fixed).
"""

from __future__ import annotations

import csv
import io
import json
import os
import tempfile
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from .errors import RoptaError

FILENAME = "journal.jsonl"
FIELDS = ["time", "table", "situation", "facts", "edition", "clause", "number", "title", "decision", "note"]
HEADERS_FR = {"time": "heure", "table": "table", "situation": "situation", "facts": "faits", "edition": "édition",
              "clause": "section", "number": "numéro", "title": "titre", "decision": "décision", "note": "note"}


class JournalError(RoptaError):
    """The journal file cannot be read or written: one French line naming the file."""


def data_dir(env=None) -> Path:
    """`ROPTA_DATA_DIR`, else `$XDG_DATA_HOME/ropta`, else `~/.local/share/ropta`."""
    env = os.environ if env is None else env
    if env.get("ROPTA_DATA_DIR"):
        return Path(env["ROPTA_DATA_DIR"])
    base = env.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "ropta"


def journal_path(env=None) -> Path:
    """Where the journal lives."""
    return data_dir(env) / FILENAME


def read(path: Path | None = None) -> list[dict]:
    """Every entry, oldest first; a missing file is an empty journal; a bad line raises JournalError (path:line)."""
    path = Path(path) if path else journal_path()
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise JournalError(f"{path}: journal illisible ({exc.strerror or exc}) ; corrigez les droits du fichier") from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise JournalError(f"{path}:{line}: $: journal illisible (pas de l'UTF-8)") from exc
    entries = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
        except json.JSONDecodeError as exc:
            raise JournalError(f"{path}:{number}: $: ligne de journal illisible (JSON invalide, colonne {exc.colno})") from exc
        if not isinstance(entry, dict):
            raise JournalError(f"{path}:{number}: $: une entrée de journal est un objet JSON")
        entries.append(entry)
    return entries


def make_entry(*, table: str, situation: str, facts: dict | None, edition: str, clause: str, number: str,
               title: str, decision: str, note: str = "", now: datetime | None = None) -> dict:
    """One confirmed ruling, with the local time to the second."""
    when = (now or datetime.now().astimezone()).isoformat(timespec="seconds")
    return {"time": when, "table": str(table).strip(), "situation": situation, "facts": dict(facts or {}),
            "edition": edition, "clause": clause, "number": number, "title": title, "decision": decision,
            "note": note.strip()}


def append(entry: dict, path: Path | None = None) -> Path:
    """Add `entry` by rewriting the whole file atomically; refuses (JournalError) when the file cannot be read."""
    path = Path(path) if path else journal_path()
    with _locked(path):  # two apps at two desks never lose each other's entry
        try:
            existing = read(path)
        except JournalError as exc:
            raise JournalError(*exc.lines, "nouvelle entrée refusée : le journal existant n'est pas modifié ; "
                                           "corrigez ou déplacez ce fichier pour consigner à nouveau") from exc
        lines = [json.dumps(e, ensure_ascii=False) for e in [*existing, entry]]
        write_atomic(path, "".join(line + "\n" for line in lines))
    return path


@contextmanager
def _locked(path: Path):
    """An exclusive lock on `path`'s sibling lock file (POSIX; elsewhere the atomic rename alone)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not POSIX
        yield
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle = open(path.with_name(path.name + ".lock"), "a")
    except OSError as exc:
        raise JournalError(f"{path}: impossible d'écrire le journal ({exc.strerror or exc})") from exc
    with handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` through a temporary file in the same folder, fsync'd, then renamed over it."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".journal-", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise JournalError(f"{path}: impossible d'écrire le journal ({exc.strerror or exc})") from exc
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        raise JournalError(f"{path}: impossible d'écrire le journal ({exc.strerror or exc})") from exc
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def facts_text(facts: dict) -> str:
    """`fait = valeur ; …` for the exports."""
    return " ; ".join(f"{k} = {_value(v)}" for k, v in (facts or {}).items())


def _value(v) -> str:
    return {True: "oui", False: "non", None: "—"}.get(v, str(v)) if isinstance(v, (bool, type(None))) else str(v)


def to_csv(entries: list[dict]) -> str:
    """The journal as CSV (French headers, one row per ruling)."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([HEADERS_FR[f] for f in FIELDS])
    for e in entries:
        writer.writerow([facts_text(e.get(f)) if f == "facts" else str(e.get(f) or "") for f in FIELDS])
    return out.getvalue()


def to_markdown(entries: list[dict]) -> str:
    """The journal as a Markdown report for the tournament report."""
    out = ["# Journal des décisions", ""]
    if not entries:
        out.append("Aucune décision consignée.")
    for e in entries:
        out.append(f"## {e.get('time', '')} — table {e.get('table') or '?'} — §{e.get('number')} {e.get('title') or ''}")
        out.append("")
        out.append(f"- Situation : {e.get('situation') or '—'}")
        if e.get("facts"):
            out.append(f"- Faits : {facts_text(e['facts'])}")
        out.append(f"- Édition : {e.get('edition')} ; section {e.get('clause')}")
        out.append(f"- Décision : {e.get('decision') or '—'}")
        if e.get("note"):
            out.append(f"- Note du floor : {e['note']}")
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def line(e: dict) -> str:
    """One entry on one line (CLI list, TUI list)."""
    decision = f" — {e['decision']}" if e.get("decision") else ""
    return f"{e.get('time', '')[:16].replace('T', ' ')}  table {e.get('table') or '?'}  §{e.get('number')} {e.get('title') or ''}{decision}"


def export(entries: list[dict], target: Path) -> None:
    """Write the entries to `target` as Markdown (.md) or CSV (.csv), atomically."""
    suffix = Path(target).suffix.lower()
    if suffix == ".md":
        write_atomic(Path(target), to_markdown(entries))
    elif suffix == ".csv":
        write_atomic(Path(target), to_csv(entries))
    else:
        raise JournalError(f"{target}: format d'export inconnu (FICHIER.md ou FICHIER.csv)")
