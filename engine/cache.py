"""On-disk cache of the validated knowledge base, keyed by the stat of every rulebook and engine file."""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
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
    h = hashlib.sha256(f"{__version__}|{sys.version}|{root.resolve()}".encode())
    for top in (root, _ENGINE_DIR):
        for dirpath, dirnames, filenames in os.walk(top):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for name in sorted(filenames):
                if name.endswith((".yaml", ".yml", ".json", ".py")):
                    st = os.stat(os.path.join(dirpath, name))
                    h.update(f"{dirpath}/{name}|{st.st_mtime_ns}|{st.st_size}\n".encode())
    return h.hexdigest()[:24]


def cached(name: str, root: Path, build, *, key: str | None = None):
    """Return `build()` from the cache file `name-<fingerprint>.pickle`, building and storing it on a miss."""
    key = key or fingerprint(root)
    directory = cache_dir()
    path = directory / f"{name}-{key}.pickle"
    try:
        with open(path, "rb") as fh:
            return pickle.load(fh)
    except FileNotFoundError:
        pass
    except Exception:  # a corrupt or stale cache file is rebuilt, never fatal
        pass
    value = build()
    try:
        directory.mkdir(parents=True, exist_ok=True)
        for old in directory.glob(f"{name}-*.pickle"):
            old.unlink(missing_ok=True)
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{name}-")
        with os.fdopen(fd, "wb") as fh:
            pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only home still works, only slower
    return value


def load_kb(root: Path | None = None, *, use_cache: bool = True):
    """The knowledge base of `root` (default: the project's rulebook), from the cache when it is fresh."""
    from .kb import build

    root = Path(root or os.environ.get("ROPTA_RULEBOOK") or RULEBOOK_DIR).resolve()
    if not use_cache:
        return build(root)
    return cached("kb", root, lambda: build(root))
