"""The knowledge-base cache: reused when nothing changed, rebuilt when a rulebook file changes."""

from __future__ import annotations

import os
import shutil

import pytest

from engine.cache import cache_dir, fingerprint, load_kb

from .test_loading_errors import make_tree


def test_cache_reused_then_invalidated(tmp_path, monkeypatch):
    monkeypatch.setenv("ROPTA_CACHE_DIR", str(tmp_path / "cache"))
    root = make_tree(tmp_path)
    first = load_kb(root)
    files = list(cache_dir().glob("ropta-*.pickle"))
    assert len(files) == 1
    assert load_kb(root).editions["mini"].clauses == first.editions["mini"].clauses
    clause = root / "mini" / "01-chap" / "premiere.yaml"
    before = fingerprint(root)
    clause.write_text(clause.read_text(encoding="utf-8").replace("Une règle de test.", "Un autre texte."),
                      encoding="utf-8")
    os.utime(clause, ns=(os.stat(clause).st_atime_ns, os.stat(clause).st_mtime_ns + 10**9))
    assert fingerprint(root) != before
    assert load_kb(root).clause("mini", "1.1").text == "Un autre texte."
    assert len(list(cache_dir().glob("ropta-*.pickle"))) == 1, "stale cache files are removed"


def test_corrupt_cache_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("ROPTA_CACHE_DIR", str(tmp_path / "cache"))
    root = make_tree(tmp_path)
    load_kb(root)
    [file] = cache_dir().glob("ropta-*.pickle")
    file.write_bytes(b"garbage")
    assert load_kb(root).clause("mini", "1.1").title == "PREMIERE"


def test_broken_file_is_never_cached(tmp_path, monkeypatch):
    monkeypatch.setenv("ROPTA_CACHE_DIR", str(tmp_path / "cache"))
    root = make_tree(tmp_path, "missing-field.yaml")
    try:
        load_kb(root)
    except Exception:
        pass
    assert not list(cache_dir().glob("ropta-*.pickle")) if cache_dir().exists() else True
    shutil.rmtree(root / "mini" / "01-chap")


def test_cache_naming_a_class_its_module_no_longer_has_is_rebuilt(tmp_path, monkeypatch):
    """A cache written before a class moved to another module (Fact, Trigger, Vocabulary left engine.facts for
    engine.vocabulary) names it by its old module: even under the current key it is rebuilt, never fatal."""
    import pickle

    from engine import __version__, cache

    monkeypatch.setenv("ROPTA_CACHE_DIR", str(tmp_path / "cache"))
    root = make_tree(tmp_path)
    load_kb(root)
    [file] = cache_dir().glob("ropta-*.pickle")
    payload = pickle.dumps((cache._MAGIC, __version__, cache.PREFIX, fingerprint(root), {"kb": "ZZMOVEDZZ"}),
                           protocol=0)
    assert payload.count(b"VZZMOVEDZZ\n") == 1
    file.write_bytes(payload.replace(b"VZZMOVEDZZ\n", b"cengine.facts\nMovedAway\n"))  # the class, by its old path
    with pytest.raises(AttributeError):
        pickle.loads(file.read_bytes())
    cache._LOADED.clear()
    assert load_kb(root).clause("mini", "1.1").title == "PREMIERE"
