"""The site's offline assistant: Pyodide (npm package, installed once into build/pyodide-cache/ and vendored into the
site), the engine and its pure-Python dependencies as a zip, and the knowledge base as an assistant snapshot. The page
runs `engine.inference.ask` itself, on the phone: there is no second implementation of the rules."""

from __future__ import annotations

import importlib.util
import io
import json
import os
import shutil
import subprocess
import zipfile
from pathlib import Path

from .. import labels
from .context import Page

#: The Pyodide release vendored into the site (npm package `pyodide`).
PYODIDE_VERSION = "0.29.3"
#: What the page loads from it: the loader, the runtime, the standard library and the lock file loadPyodide reads.
PYODIDE_FILES = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
#: Pure-Python packages the engine imports on the way to `ask` (besides itself).
PURE_DEPENDENCIES = ("whoosh",)
#: Engine parts the browser never runs (the site build, the command line, the YAML loader's commands).
_SKIP = ("engine/publish/", "engine/commands/")

REPO = Path(__file__).resolve().parent.parent.parent
CACHE = REPO / "build" / "pyodide-cache"


def pyodide_dir(cache: Path | None = None) -> tuple[Path | None, str]:
    """The folder holding Pyodide's files, installed with npm into `cache` (default: build/pyodide-cache/, or
    $ROPTA_PYODIDE_CACHE) on first use; (None, why) when impossible."""
    cache = Path(cache or os.environ.get("ROPTA_PYODIDE_CACHE") or CACHE)
    folder = cache / "node_modules" / "pyodide"
    if _complete(folder):
        return folder, ""
    npm = shutil.which("npm")
    if npm is None:
        return None, "npm introuvable (Pyodide s'installe avec npm à la construction)"
    cache.mkdir(parents=True, exist_ok=True)
    try:
        proc = subprocess.run([npm, "install", "--no-save", "--no-audit", "--no-fund", "--prefix", str(cache),
                               f"pyodide@{PYODIDE_VERSION}"], capture_output=True, text=True, timeout=600, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return None, f"npm install pyodide a échoué ({exc.__class__.__name__})"
    if proc.returncode != 0 or not _complete(folder):
        detail = [line for line in (proc.stderr or proc.stdout).splitlines() if "ERR" in line][-1:]
        return None, f"npm install pyodide@{PYODIDE_VERSION} a échoué{' : ' + detail[0] if detail else ''}"
    return folder, ""


def _complete(folder: Path) -> bool:
    try:
        version = json.loads((folder / "package.json").read_text(encoding="utf-8")).get("version")
    except (OSError, ValueError):
        return False
    return version == PYODIDE_VERSION and all((folder / name).is_file() for name in PYODIDE_FILES)


def engine_zip() -> bytes:
    """The engine's modules and its pure-Python dependencies, as a zip Pyodide unpacks (byte-identical per source)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        sources = [(REPO / "engine", "engine")]
        for name in PURE_DEPENDENCIES:
            spec = importlib.util.find_spec(name)
            sources.append((Path(next(iter(spec.submodule_search_locations))), name))
        for folder, prefix in sources:
            for path in sorted(folder.rglob("*.py")):
                arc = f"{prefix}/{path.relative_to(folder).as_posix()}"
                if "__pycache__" in arc or arc.startswith(_SKIP):
                    continue
                info = zipfile.ZipInfo(arc, date_time=(2020, 1, 1, 0, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                z.writestr(info, path.read_bytes())
    return buf.getvalue()


def add_page(ctx) -> None:
    """The assistant page and its menu entry (only when the assistant's files will be written)."""
    urls = {f"{ed}:{cid}": view.url for (ed, cid), view in ctx.clauses.items()}
    editions = {e["edition"].id: e["edition"].short_title for e in ctx.editions}
    ctx.pages.append(Page("assistant/", "assistant.html", "Assistant d'arbitrage",
                          {"assistant": {"urls": urls, "editions": editions,
                                         "labels": {"not_confident": labels.NOT_CONFIDENT, "no_leads": labels.NO_LEADS,
                                                    "story_event": labels.STORY_EVENT,
                                                    "story_others": labels.STORY_OTHERS}}}))
    ctx.nav.insert(1, ("assistant/", "Assistant"))


def write_files(writer, kb, folder: Path) -> None:
    """Vendor Pyodide, the engine zip and the knowledge-base snapshot into the staged site."""
    from .. import snapshot

    for name in PYODIDE_FILES:
        writer.copy_file(folder / name, f"pyodide/{name}")
    writer.write_bytes("assistant/engine.zip", engine_zip(), origin="moteur pour Pyodide")
    writer.write("assistant/base.json", snapshot.dumps(kb), origin="instantané de l'assistant")

