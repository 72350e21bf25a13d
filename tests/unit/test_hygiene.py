"""The engine stays headless: importing it (and its CLI) never loads textual."""

import subprocess
import sys

from ..conftest import ROOT


def test_import_engine_loads_no_textual():
    code = ("import sys, importlib, pkgutil, engine, engine.cli, engine.kb, engine.cache, engine.export\n"
            "for m in pkgutil.walk_packages(engine.__path__, 'engine.'):\n"
            "    m.name.endswith('__main__') or importlib.import_module(m.name)\n"
            "bad = sorted(m for m in sys.modules if m == 'textual' or m.startswith('textual.'))\n"
            "assert not bad, bad\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr


def test_site_folder_is_not_a_python_package():
    assert not (ROOT / "site" / "__init__.py").exists()
    assert not list((ROOT / "rulebook").rglob("*.py"))
