"""Full-text search for the static site: Pagefind (from its PyPI wheel) run over the generated pages, in French."""

from __future__ import annotations

import subprocess
from pathlib import Path

from ..errors import RoptaError


def pagefind_executable() -> str:
    """Path of the pagefind binary shipped by the `pagefind[bin]` wheel."""
    try:
        from pagefind_bin import get_executable
    except ImportError:
        raise RoptaError("pagefind introuvable : pip install 'pagefind[bin]' (ou construire avec --sans-recherche)") from None
    return str(get_executable())


def index_site(out: Path) -> int:
    """Index the built site into `out/pagefind/`; returns the number of pages indexed."""
    proc = subprocess.run([pagefind_executable(), "--site", str(out), "--force-language", "fr"],
                          capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        detail = (proc.stderr or proc.stdout).strip().splitlines()
        raise RoptaError(f"pagefind a échoué (code {proc.returncode}) : {detail[-1] if detail else 'sans message'}")
    return _indexed_count(proc.stdout)


def _indexed_count(log: str) -> int:
    """The "Indexed N pages" figure from Pagefind's log (0 when absent)."""
    for line in log.splitlines():
        words = line.replace(",", "").split()
        if len(words) >= 3 and words[0] == "Indexed" and words[2].startswith("page") and words[1].isdigit():
            return int(words[1])
    return 0
