"""`record`: the data classes of the `ropta ask` path, without importing `dataclasses` at start.

Why: `import dataclasses` pulls `inspect` (with `ast`, `dis`, `tokenize`), and each `@dataclass` does much work at
class creation; together some 10 ms of every cold `ropta ask` (a budget of about 4x `python3 -c pass`). A record
class gets the same methods a dataclass would (`__init__` with defaults and factories, `__post_init__`, `__repr__`,
`__eq__`, `__hash__` when frozen, frozen assignment refused, `__slots__`), generated from one source string.

It stays a dataclass for the code that asks: `__dataclass_fields__` is built on first access (importing
`dataclasses` then), so `dataclasses.is_dataclass`, `fields` and `replace` work as before (the site snapshot, tests).
A slotted record pickles as `cls(*values)`: loading the cache calls `__init__` once per object, no per-object
lookup of the fields. Fields a class lists in `__transient__` (memos of the process, each with a factory) pickle as a
fresh default, and the site's snapshot (engine.snapshot) writes them so too: they are never cached.
"""

from __future__ import annotations

_MISSING = object()  # no default


class Factory:
    """A field default made by a function at each `__init__` (like `dataclasses.field(default_factory=...)`)."""

    __slots__ = ("factory", "repr")

    def __init__(self, factory, repr: bool = True):
        self.factory = factory
        self.repr = repr


def field(*, default_factory, repr: bool = True) -> Factory:
    """A field whose default is `default_factory()` (a fresh dict or list per object); `repr=False` hides it."""
    return Factory(default_factory, repr)


class FrozenRecordError(AttributeError):
    """Assignment to a field of a frozen record (an AttributeError, like `dataclasses.FrozenInstanceError`)."""


class _LazyFields:
    """`__dataclass_fields__` of a record: real `dataclasses.Field` objects, built on first access only."""

    def __init__(self, spec):
        self.spec = spec  # (name, annotation, default or _MISSING, factory or None, repr)

    def __get__(self, obj, owner):
        import dataclasses

        out = {}
        for name, annotation, default, factory, shown in self.spec:
            f = dataclasses.field(default=dataclasses.MISSING if default is _MISSING else default,
                                  default_factory=dataclasses.MISSING if factory is None else factory, repr=shown)
            f.name, f.type, f.kw_only, f._field_type = name, annotation, False, dataclasses._FIELD
            out[name] = f
        type.__setattr__(owner, "__dataclass_fields__", out)  # once per class
        return out


def replace(obj, **changes):
    """A copy of record `obj` with some fields changed (like `dataclasses.replace`, without importing it)."""
    for name in obj.__record_fields__:
        if name not in changes:
            changes[name] = getattr(obj, name)
    return obj.__class__(**changes)


def _on_first_call(name: str, source: list[str], env: dict, owner):
    """A method that compiles `source` (defining `name`) on its first call, installs it on the class `owner()` in
    its own place, then answers with it: later calls go straight to the compiled method."""

    def method(self, *args):
        exec("\n".join(source), env)
        real = env[name]
        type.__setattr__(owner(), name, real)
        return real(self, *args)

    method.__name__ = name
    return method


def record(cls=None, /, *, frozen: bool = False, slots: bool = False):
    """Class decorator: `cls`'s annotated attributes become fields, in order (see the module docstring)."""

    def wrap(cls):
        return _build(cls, frozen, slots)

    return wrap if cls is None else wrap(cls)


def _build(cls, frozen: bool, slots: bool):
    names = list(cls.__dict__.get("__annotations__", {}))
    annotations = cls.__dict__.get("__annotations__", {})
    spec, params, body = [], [], []
    env = {"_MISSING": _MISSING, "_set": object.__setattr__}
    for name in names:
        default = cls.__dict__.get(name, _MISSING)
        factory, shown = None, True
        if isinstance(default, Factory):
            factory, shown, default = default.factory, default.repr, _MISSING
            env[f"_f_{name}"] = factory
            params.append(f"{name}=_MISSING")
            value = f"_f_{name}() if {name} is _MISSING else {name}"
        elif default is _MISSING:
            if any("=" in p for p in params):
                raise TypeError(f"{cls.__name__}: champ sans défaut {name!r} après un champ avec défaut")
            params.append(name)
            value = name
        else:
            env[f"_d_{name}"] = default
            params.append(f"{name}=_d_{name}")
            value = name
        body.append(f"_set(self, {name!r}, {value})" if frozen else f"self.{name} = {value}")
        spec.append((name, annotations[name], default, factory, shown))
    if "__post_init__" in cls.__dict__:
        body.append("self.__post_init__()")
    values = "(" + "".join(f"self.{n}, " for n in names) + ")"
    shown = [n for n, _, _, _, s in spec if s]
    src = [f"def __init__(self, {', '.join(params)}):", *(f"    {line}" for line in body or ["pass"]),
           "def _values(self):",
           f"    return {values}"]
    exec("\n".join(src), env)
    # `__repr__` and `__eq__` are compiled on their first call: an answer seldom compares or prints a record, and
    # compiling them for every class cost about 1 ms of each cold start
    later = {"__repr__": ["def __repr__(self):",
                          "    return self.__class__.__qualname__ + '(' + "
                          + (" + ', ' + ".join(f"'{n}=' + repr(self.{n})" for n in shown) or "''") + " + ')'"],
             "__eq__": ["def __eq__(self, other):",
                        "    if other.__class__ is self.__class__:",
                        f"        return {values} == (" + "".join(f"other.{n}, " for n in names) + ")",
                        "    return NotImplemented"]}
    ns = {k: v for k, v in cls.__dict__.items() if k not in ("__dict__", "__weakref__")}
    if "__init__" not in cls.__dict__:
        ns["__init__"] = env["__init__"]
    for k in later:
        if k not in cls.__dict__:
            ns[k] = _on_first_call(k, later[k], env, lambda: new)
    if "__hash__" not in cls.__dict__:
        ns["__hash__"] = (lambda self: hash(env["_values"](self))) if frozen else None
    if frozen:
        fieldset = frozenset(names)

        def __setattr__(self, name, value):
            if type(self) is new or name in fieldset:
                raise FrozenRecordError(f"cannot assign to field {name!r}")
            super(new, self).__setattr__(name, value)

        def __delattr__(self, name):
            if type(self) is new or name in fieldset:
                raise FrozenRecordError(f"cannot delete field {name!r}")
            super(new, self).__delattr__(name)

        ns["__setattr__"], ns["__delattr__"] = __setattr__, __delattr__
    for name, _, _, factory, _ in spec:
        if factory is not None or slots:  # a factory is no class attribute; slots cannot have class defaults
            ns.pop(name, None)
    fresh = {name: factory for name, _, _, factory, _ in spec if name in cls.__dict__.get("__transient__", ())}
    if len(fresh) != len(cls.__dict__.get("__transient__", ())) or None in fresh.values():
        raise TypeError(f"{cls.__name__}: __transient__ ne nomme que des champs avec une fabrique (default_factory)")
    custom = "__reduce__" in cls.__dict__ or "__getstate__" in cls.__dict__
    if slots:
        ns["__slots__"] = tuple(names)
        if not custom:
            get = env["_values"]
            if fresh:
                at = [(names.index(n), f) for n, f in fresh.items()]

                def __reduce__(self):
                    values = list(get(self))
                    for i, factory in at:
                        values[i] = factory()
                    return self.__class__, tuple(values)

                ns["__reduce__"] = __reduce__
            else:
                ns["__reduce__"] = lambda self: (self.__class__, get(self))
    elif fresh and not custom:
        ns["__getstate__"] = lambda self: {**self.__dict__, **{n: f() for n, f in fresh.items()}}
    ns["__dataclass_fields__"] = _LazyFields(tuple(spec))
    ns["__record_fields__"] = tuple(names)
    new = type(cls)(cls.__name__, cls.__bases__, ns)
    return new
