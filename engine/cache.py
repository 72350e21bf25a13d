"""On-disk cache of the validated knowledge base and what is derived from it (one file), keyed by the stat of every
rulebook and engine file."""

from __future__ import annotations

import os
import pickle
import sys
import zlib
from pathlib import Path

from . import RULEBOOK_DIR, __version__

_ENGINE_DIR = Path(__file__).resolve().parent


def cache_dir() -> Path:
    """$ROPTA_CACHE_DIR, else $XDG_CACHE_HOME/ropta, else ~/.cache/ropta."""
    env = os.environ.get("ROPTA_CACHE_DIR")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "ropta"


def fingerprint(root: Path) -> str:
    """Changes whenever a rulebook file or an engine module is added, removed or modified."""
    parts = [f"{__version__}|{sys.version}|{root.resolve()}\n"]
    for top in (root, _ENGINE_DIR):
        for dirpath, dirnames, filenames in os.walk(top):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for name in sorted(filenames):
                if name.endswith((".yaml", ".yml", ".json", ".py")):
                    st = os.stat(os.path.join(dirpath, name))
                    parts.append(f"{dirpath}/{name}|{st.st_mtime_ns}|{st.st_size}\n")
    data = "".join(parts).encode()  # crc32 twice (forward, reversed) and the length: no hashlib (OpenSSL) to load
    return f"{zlib.crc32(data):08x}{zlib.crc32(data[::-1]):08x}{len(data):08x}"


PREFIX = "ropta"  # the one cache file: ropta-<fingerprint>.pickle (knowledge base, assistant model, search table)
_LEGACY = ("kb", "assistant", "search")  # the three files of earlier versions, removed when met
_LOADED: dict[str, dict] = {}  # cache file -> its parts, read once per process
_KEYS: dict[int, tuple[object, str]] = {}  # id(kb) -> (kb, fingerprint) of a knowledge base that came from the cache


def cached(name: str, root: Path, build, *, key: str | None = None):
    """Part `name` of the one cache file of `root` (read once per process), built and stored on a miss.

    The parts share one pickle, so the clauses the assistant model and the knowledge base both hold are stored once.
    """
    key = key or fingerprint(root)
    directory = cache_dir()
    path = directory / f"{PREFIX}-{key}.pickle"
    parts = _LOADED.get(str(path))
    if parts is None:
        parts = _read(path)
        _LOADED.clear()  # one knowledge base state at a time
        _LOADED[str(path)] = parts
    if name in parts:
        return parts[name]
    value = build()
    parts[name] = value
    _write(directory, path, parts)
    return value


def cached_for(kb, name: str, build):
    """A part derived from knowledge base `kb` (assistant model, search table), in the cache file `kb` came from
    (its fingerprint is not computed again)."""
    got = _KEYS.get(id(kb))
    return cached(name, Path(kb.root), build, key=got[1] if got and got[0] is kb else None)


def _read(path: Path) -> dict:
    try:
        with open(path, "rb") as fh:
            parts = pickle.load(fh)
        return parts if isinstance(parts, dict) else {}
    except Exception:  # absent, corrupt or stale: rebuilt, never fatal
        return {}


def _write(directory: Path, path: Path, parts: dict) -> None:
    try:
        directory.mkdir(parents=True, exist_ok=True)
        for old in [*directory.glob(f"{PREFIX}-*.pickle"), *(f for n in _LEGACY for f in directory.glob(f"{n}-*.pickle"))]:
            if old != path:
                old.unlink(missing_ok=True)
        import tempfile

        fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{PREFIX}-")
        with os.fdopen(fd, "wb") as fh:
            pickle.dump(parts, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only home still works, only slower


def load_kb(root: Path | None = None, *, use_cache: bool = True):
    """The knowledge base of `root` (default: the project's rulebook), from the cache when it is fresh."""
    from .kb import build

    root = Path(root or os.environ.get("ROPTA_RULEBOOK") or RULEBOOK_DIR).resolve()
    if not use_cache:
        return build(root)
    key = fingerprint(root)
    kb = cached("kb", root, lambda: build(root), key=key)
    _KEYS.clear()
    _KEYS[id(kb)] = (kb, key)
    return kb
