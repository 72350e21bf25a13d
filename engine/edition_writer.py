"""Write an edition's YAML tree like the hand-made ones (schema header line, `text: |-` blocks), atomically."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import yaml

from .errors import RoptaError, display_path

_Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # libyaml when present: the same output, faster

#: The header line of each kind of file, relative to a file of the edition folder (depth 0) or of a chapter (depth 1).
_HEADER = "# yaml-language-server: $schema={up}schema/{name}.schema.json\n"


def _scalar(key: str, value) -> str:
    """One `key: value` line (quoted as YAML needs; numbers like '9.21' stay strings)."""
    return yaml.dump({key: value}, Dumper=_Dumper, allow_unicode=True, width=10**6, sort_keys=False)


def _block(key: str, text: str) -> str:
    """`key: |-` and the text's lines indented, when that reads back to the same string; else a quoted scalar."""
    lines = text.split("\n")
    indicator = "2" if lines and lines[0][:1] == " " else ""
    out = f"{key}: |{indicator}-\n" + "".join(("  " + ln if ln else "") + "\n" for ln in lines)
    try:
        if yaml.load(out, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)) == {key: text}:
            return out
    except yaml.YAMLError:
        pass
    return _scalar(key, text)


def _rest(data: dict) -> str:
    """The other keys, in order, dumped as block YAML."""
    if not data:
        return ""
    return yaml.dump(data, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=120, default_flow_style=False)


def document(schema: str, depth: int, data: dict, blocks: tuple[str, ...] = ("text", "preamble", "colophon")) -> str:
    """A rulebook file: header line, then keys in the given order, long texts as `|-` blocks."""
    out = [_HEADER.format(up="../" * (depth + 1), name=schema)]
    rest: dict = {}
    for key, value in data.items():
        if rest or not (isinstance(value, (str, int)) or value is None):
            rest[key] = value
        elif key in blocks and isinstance(value, str) and ("\n" in value or len(value) > 100):
            out.append(_block(key, value))
        else:
            out.append(_scalar(key, value))
    out.append(_rest(rest))
    return "".join(out)


def write_tree(target: Path, files: dict[str, str], force: bool) -> None:
    """Write `files` (relative path -> content) as the folder `target`: built beside it, then renamed into place."""
    where = display_path(str(target))
    if target.exists() and not target.is_dir():
        raise RoptaError(f"{where}: existe déjà et n'est pas un dossier")
    if target.is_dir() and any(target.iterdir()) and not force:
        raise RoptaError(f"{where}: dossier existant non vide ; choisissez --out ou ajoutez --force pour le remplacer")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    except OSError as exc:
        raise RoptaError(f"{where}: impossible d'écrire : {exc.strerror or exc}") from None
    try:
        for rel, content in files.items():
            path = tmp / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(content, encoding="utf-8")
        os.chmod(tmp, 0o755)
        old = None
        if target.exists():
            old = target.with_name(f".{target.name}.old-{os.getpid()}")
            target.rename(old)
        tmp.rename(target)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except OSError as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        raise RoptaError(f"{where}: impossible d'écrire : {exc.strerror or exc}") from None
