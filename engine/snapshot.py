"""The assistant's compiled state as JSON data: the knowledge base, its inference model and its search table, exported
by the site build and loaded where YAML, JSON Schema and the cache are not available (the browser, under Pyodide).

The format is plain JSON with a few tagged objects (`{"§": tag, ...}`): lists (tuples are the plain arrays), sets, typed
number arrays (the search table's postings), dicts with non-string keys,
FrozenDicts, dataclasses of the engine (shared objects written once, then referred to by number) and its named tuples
(vocabulary triggers). Only classes of the `engine` package are ever rebuilt, field by field, without running any code
of theirs.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
from array import array
from pathlib import PurePath

from .errors import RoptaError
from .model import FrozenDict

FORMAT = "ropta-assistant-snapshot-1"
_TAG = "§"


def export(kb) -> dict:
    """The JSON-ready state `ask` needs for `kb`: knowledge base, compiled model and search table."""
    from . import __version__
    from .inference import model
    from .search import table

    enc = _Encoder()
    return {"format": FORMAT, "version": __version__,
            "state": enc.encode({"kb": kb, "model": model(kb), "search": table(kb)})}


def dumps(kb) -> str:
    """`export(kb)` as compact JSON text."""
    return json.dumps(export(kb), ensure_ascii=False, separators=(",", ":"))


def load(data: dict | str | bytes):
    """Rebuild the knowledge base of a snapshot and install its model and search table; returns the kb."""
    from . import inference, search

    if isinstance(data, (str, bytes)):
        data = json.loads(data)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RoptaError(f"instantané de l'assistant illisible (format attendu : {FORMAT})")
    state = _Decoder().decode(data["state"])
    kb, m = state["kb"], state["model"]
    # the memos `model(kb)` and `table(kb)` read first: the snapshot's compiled state, never rebuilt from YAML
    inference._MODELS[id(kb)] = (kb, m)  # the thesaurus travels inside the model: nothing else to install
    search._STATE["table"] = (kb, state["search"])
    return kb


class _Encoder:
    """Depth-first encoding; each dataclass instance gets a number the first time it is written."""

    def __init__(self):
        self.seen: dict[int, int] = {}
        self.keep: list = []  # keeps encoded objects alive so their id() stays unique

    def encode(self, v):
        if v is None or isinstance(v, (bool, int, float, str)):
            return v
        if isinstance(v, FrozenDict):
            return {_TAG: "F", "v": [[self.encode(k), self.encode(x)] for k, x in v.items()]}
        if isinstance(v, dict):
            if all(isinstance(k, str) for k in v) and _TAG not in v:
                return {k: self.encode(x) for k, x in v.items()}
            return {_TAG: "d", "v": [[self.encode(k), self.encode(x)] for k, x in v.items()]}
        if isinstance(v, tuple):  # the frozen model is made of tuples: they are the plain JSON arrays
            cls = type(v)
            if cls is not tuple and hasattr(cls, "_fields"):  # a named tuple of the engine (vocabulary triggers)
                return {_TAG: "t", "c": f"{cls.__module__}:{cls.__qualname__}", "v": [self.encode(x) for x in v]}
            return [self.encode(x) for x in v]
        if isinstance(v, list):
            return {_TAG: "l", "v": [self.encode(x) for x in v]}
        if isinstance(v, (set, frozenset)):
            return {_TAG: "f" if isinstance(v, frozenset) else "s", "v": [self.encode(x) for x in v]}
        if isinstance(v, PurePath):
            return str(v)
        if isinstance(v, array):  # the search table's flat postings
            return {_TAG: "a", "t": v.typecode, "v": v.tolist()}
        if dataclasses.is_dataclass(v) and not isinstance(v, type):
            ref = self.seen.get(id(v))
            if ref is not None:
                return {_TAG: "r", "v": ref}
            self.seen[id(v)] = len(self.seen)
            self.keep.append(v)
            cls = type(v)
            transient = getattr(cls, "__transient__", ())  # a process's memos: written as a fresh default
            return {_TAG: "c", "c": f"{cls.__module__}:{cls.__qualname__}", "n": self.seen[id(v)],
                    "v": {f.name: self.encode(f.default_factory() if f.name in transient else getattr(v, f.name))
                          for f in dataclasses.fields(v)}}
        raise RoptaError(f"instantané : type non exportable {type(v).__name__}")


class _Decoder:
    """The inverse of _Encoder; classes only from the engine package, and only dataclasses."""

    def __init__(self):
        self.objects: dict[int, object] = {}

    def decode(self, v):
        if isinstance(v, list):
            if not any(isinstance(x, (list, dict)) for x in v):  # most arrays hold plain values: no recursion
                return tuple(v)
            return tuple(self.decode(x) for x in v)
        if not isinstance(v, dict):
            return v
        tag = v.get(_TAG)
        if tag is None:
            return {k: self.decode(x) for k, x in v.items()}
        body = v.get("v")
        if tag == "l":
            return [self.decode(x) for x in body]
        if tag in ("f", "s"):
            items = body if not any(isinstance(x, (list, dict)) for x in body) else [self.decode(x) for x in body]
            return frozenset(items) if tag == "f" else set(items)
        if tag in ("d", "F"):
            pairs = {self.decode(k): self.decode(x) for k, x in body}
            return FrozenDict(pairs) if tag == "F" else pairs
        if tag == "r":
            return self.objects[body]
        if tag == "a":
            if v.get("t") not in ("H", "f"):
                raise RoptaError(f"instantané : tableau de type inconnu {v.get('t')!r}")
            return array(v["t"], body)
        if tag == "t":
            cls = _engine_class(v["c"], named_tuple=True)
            return tuple.__new__(cls, [self.decode(x) for x in body])
        if tag == "c":
            cls = _engine_class(v["c"])
            obj = object.__new__(cls)
            self.objects[v["n"]] = obj
            for name, x in body.items():
                object.__setattr__(obj, name, self.decode(x))
            return obj
        raise RoptaError(f"instantané : étiquette inconnue {tag!r}")


def _engine_class(path: str, named_tuple: bool = False):
    module, _, name = path.partition(":")
    if module != "engine" and not module.startswith("engine."):
        raise RoptaError(f"instantané : classe hors du moteur refusée ({path})")
    cls = getattr(importlib.import_module(module), name, None)
    if named_tuple:  # rebuilt by tuple.__new__: none of its code runs either
        if not (isinstance(cls, type) and issubclass(cls, tuple) and hasattr(cls, "_fields")):
            raise RoptaError(f"instantané : {path} n'est pas un tuple nommé du moteur")
        return cls
    if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
        raise RoptaError(f"instantané : {path} n'est pas une classe de données du moteur")
    return cls
