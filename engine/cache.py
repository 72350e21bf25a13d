"""On-disk cache of the validated knowledge base and what is derived from it (assistant model, search table), in one
file keyed by the stat of every rulebook and engine file.

A pickle runs code when loaded, so a cache file is only read from a folder this user owns and nobody else can write
(created 0700), and only if the file itself is ours and not writable by others; anything else is ignored with one
warning and the knowledge base is built from the YAML instead. A loaded object is checked (magic, version, name,
key) before use: a foreign or stale object is rebuilt, never trusted.
"""

from __future__ import annotations

import gc
import os
import pickle
import stat
import sys
import zlib
from pathlib import Path

from . import RULEBOOK_DIR, __version__

_ENGINE_DIR = Path(__file__).resolve().parent
_MAGIC = "ropta-cache-v2"
_WARNED: set[str] = set()  # one warning per refused folder and process


def cache_dir() -> Path:
    """$ROPTA_CACHE_DIR, else $XDG_CACHE_HOME/ropta, else ~/.cache/ropta."""
    env = os.environ.get("ROPTA_CACHE_DIR")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "ropta"


def _warn(what: Path, why: str) -> None:
    if str(what) not in _WARNED:
        _WARNED.add(str(what))
        print(f"avertissement : cache ignoré : {what} {why} ; lecture sans cache (plus lente)", file=sys.stderr)


def _trusted(st: os.stat_result) -> bool:
    """Owned by this user and writable by nobody else (POSIX; always true where there are no uids)."""
    uid = getattr(os, "getuid", lambda: None)()
    return uid is None or (st.st_uid == uid and not st.st_mode & (stat.S_IWGRP | stat.S_IWOTH))


def safe_dir(directory: Path | None = None) -> Path | None:
    """The cache folder (or a sub-folder), created 0700; None, with a warning, when another user could write in it."""
    directory = Path(directory or cache_dir())
    try:
        directory.mkdir(mode=0o700, parents=True, exist_ok=True)
        st = os.lstat(directory)
    except OSError:
        return None  # a read-only home still works, only slower
    if not stat.S_ISDIR(st.st_mode):
        _warn(directory, "n'est pas un dossier (lien symbolique ?)")
        return None
    if not _trusted(st):
        _warn(directory, f"appartient à un autre utilisateur ou est modifiable par d'autres (droits {stat.filemode(st.st_mode)})")
        return None
    return directory


def fingerprint(root: Path) -> str:
    """Changes whenever a rulebook file or an engine module is added, removed or modified, even with its size and
    mtime restored (the inode change time and the inode are in the key)."""
    parts = [f"{__version__}|{sys.version}|{root.resolve()}\n"]
    for top in (root, _ENGINE_DIR):
        _walk(str(top), parts)
    data = "".join(parts).encode()  # two crc32 (forward, reversed) and the length: hashlib's OpenSSL not loaded
    return f"{zlib.crc32(data):08x}{zlib.crc32(data[::-1]):08x}{len(data):08x}"


_KEYED = (".yaml", ".yml", ".json", ".py")


def _walk(directory: str, parts: list) -> None:
    """The stat line of every keyed file under `directory`, folders in name order, depth first (like `os.walk`
    without following linked folders), with one `scandir` per folder: a cold start stats some 400 files."""
    try:
        with os.scandir(directory) as it:
            entries = sorted(it, key=lambda e: e.name)
    except OSError:
        return
    folders = []
    for entry in entries:
        try:
            is_dir = entry.is_dir()
        except OSError:
            is_dir = False
        if is_dir:
            if entry.name != "__pycache__" and not entry.is_symlink():
                folders.append(entry.path)
            continue
        if entry.name.endswith(_KEYED):
            try:
                st = entry.stat()
            except OSError:  # a broken link: the loader reports it, the key only has to change
                parts.append(f"{entry.path}|absent\n")
                continue
            parts.append(f"{entry.path}|{st.st_mtime_ns}|{st.st_ctime_ns}|{st.st_ino}|{st.st_size}\n")
    for folder in folders:
        _walk(folder, parts)


def _load(path: Path, name: str, key: str):
    """The cached value, or None when absent, untrusted, corrupt or not ours (wrong magic, version, name or key)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    with os.fdopen(fd, "rb") as fh:
        st = os.fstat(fh.fileno())
        if not stat.S_ISREG(st.st_mode) or not _trusted(st):
            _warn(path, "n'appartient pas à l'utilisateur ou est modifiable par d'autres")
            return None
        enabled = gc.isenabled()
        gc.disable()  # the cyclic collector would scan the growing object graph again and again: a fifth of the load
        try:
            payload = pickle.load(fh)
        except Exception:  # a corrupt file is rebuilt, never fatal
            return None
        finally:
            if enabled:
                gc.enable()
    if (isinstance(payload, tuple) and len(payload) == 5 and payload[:4] == (_MAGIC, __version__, name, key)):
        return payload[4]
    return None


PREFIX = "ropta"  # the one cache file: ropta-<fingerprint>.pickle (knowledge base, assistant model, search table)
_LEGACY = ("kb", "assistant", "search")  # the three files of earlier versions, removed when met
_LOADED: dict[str, tuple] = {}  # cache file -> (its stat signature, its parts), read once per process
_KEYS: dict[int, tuple[object, str]] = {}  # id(kb) -> (kb, fingerprint) of a knowledge base that came from the cache


def cached(name: str, root: Path, build, *, key: str | None = None):
    """Part `name` of the one cache file of `root` (read once per process), built and stored on a miss.

    The parts share one pickle, so the clauses the assistant model and the knowledge base both hold are stored once.
    """
    key = key or fingerprint(root)
    directory = safe_dir()
    if directory is None:
        return build()
    path = directory / f"{PREFIX}-{key}.pickle"
    seen = _LOADED.get(str(path))
    if seen is None or seen[0] != _signature(path):  # first use, or the file changed under us: read it again
        parts = _load(path, PREFIX, key)
        seen = (_signature(path), parts if isinstance(parts, dict) else {})
        _LOADED.clear()  # one knowledge base state at a time
        _LOADED[str(path)] = seen
    parts = seen[1]
    if name in parts:
        return parts[name]
    value = build()
    parts[name] = value
    _store(directory, path, key, parts)
    _LOADED[str(path)] = (_signature(path), parts)
    return value


def _signature(path: Path):
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_mtime_ns, st.st_ino, st.st_size


def cached_for(kb, name: str, build):
    """A part derived from knowledge base `kb` (assistant model, search table), in the cache file `kb` came from
    (its fingerprint is not computed again)."""
    got = _KEYS.get(id(kb))
    return cached(name, Path(kb.root), build, key=got[1] if got and got[0] is kb else None)


def _store(directory: Path, path: Path, key: str, parts: dict) -> None:
    import tempfile

    try:
        olds = [*directory.glob(f"{PREFIX}-*.pickle"), *(f for n in _LEGACY for f in directory.glob(f"{n}-*.pickle"))]
        for old in olds:
            if old != path:
                old.unlink(missing_ok=True)
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{PREFIX}-")  # 0600
        with os.fdopen(fd, "wb") as fh:
            pickle.dump((_MAGIC, __version__, PREFIX, key, parts), fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only cache still works, only slower


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
