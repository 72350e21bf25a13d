"""On-disk cache of the validated knowledge base, keyed by the stat of every rulebook and engine file.

A pickle runs code when loaded, so a cache file is only read from a folder this user owns and nobody else can write
(created 0700), and only if the file itself is ours and not writable by others; anything else is ignored with one
warning and the knowledge base is built from the YAML instead. A loaded object is checked (magic, version, name,
key) before use: a foreign or stale object is rebuilt, never trusted.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import stat
import sys
import tempfile
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
    h = hashlib.sha256(f"{__version__}|{sys.version}|{root.resolve()}".encode())
    for top in (root, _ENGINE_DIR):
        for dirpath, dirnames, filenames in os.walk(top):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for name in sorted(filenames):
                if name.endswith((".yaml", ".yml", ".json", ".py")):
                    try:
                        st = os.stat(os.path.join(dirpath, name))
                    except OSError:  # a broken link: the loader reports it, the key only has to change
                        h.update(f"{dirpath}/{name}|absent\n".encode())
                        continue
                    h.update(f"{dirpath}/{name}|{st.st_mtime_ns}|{st.st_ctime_ns}|{st.st_ino}|{st.st_size}\n".encode())
    return h.hexdigest()[:24]


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
        try:
            payload = pickle.load(fh)
        except Exception:  # a corrupt file is rebuilt, never fatal
            return None
    if (isinstance(payload, tuple) and len(payload) == 5 and payload[:4] == (_MAGIC, __version__, name, key)):
        return payload[4]
    return None


def cached(name: str, root: Path, build, *, key: str | None = None):
    """Return `build()` from the cache file `name-<fingerprint>.pickle`, building and storing it on a miss."""
    key = key or fingerprint(root)
    directory = safe_dir()
    if directory is None:
        return build()
    path = directory / f"{name}-{key}.pickle"
    value = _load(path, name, key)
    if value is not None:
        return value
    value = build()
    try:
        for old in directory.glob(f"{name}-*.pickle"):
            old.unlink(missing_ok=True)
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{name}-")  # 0600
        with os.fdopen(fd, "wb") as fh:
            pickle.dump((_MAGIC, __version__, name, key, value), fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only cache still works, only slower
    return value


def load_kb(root: Path | None = None, *, use_cache: bool = True):
    """The knowledge base of `root` (default: the project's rulebook), from the cache when it is fresh."""
    from .kb import build

    root = Path(root or os.environ.get("ROPTA_RULEBOOK") or RULEBOOK_DIR).resolve()
    if not use_cache:
        return build(root)
    return cached("kb", root, lambda: build(root))
