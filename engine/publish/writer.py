"""The site writer: files under one output folder, each path written once (a second write is a builder bug)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from ..errors import RoptaError

#: Marks a folder as a generated site, so that a rebuild may empty it (and never a folder of the user's).
MARKER = ".ropta-site"


class SiteWriter:
    """Writes pages and assets below `out`; refuses to write one path twice and to escape `out`."""

    def __init__(self, out: Path):
        self.out = Path(out).resolve()
        self.written: dict[str, str] = {}  # relative path -> what wrote it

    def prepare(self) -> None:
        """Empty the output folder when it is a previous build; refuse a non-empty folder that is not one."""
        if self.out.exists():
            if not self.out.is_dir():
                raise RoptaError(f"{self.out}: existe et n'est pas un dossier")
            if any(self.out.iterdir()) and not (self.out / MARKER).exists():
                raise RoptaError(f"{self.out}: dossier non vide qui n'est pas un site ropta (fichier {MARKER} absent) ;"
                                 " choisissez un autre dossier avec --out")
            for child in self.out.iterdir():
                if child.is_dir() and not child.is_symlink():
                    shutil.rmtree(child)
                else:
                    child.unlink()
        self.out.mkdir(parents=True, exist_ok=True)
        (self.out / MARKER).write_text("Site généré par « ropta site build » ; ce dossier est vidé à chaque construction.\n",
                                       encoding="utf-8")

    def _target(self, rel: str, origin: str) -> Path:
        rel = rel.lstrip("/")
        if rel in self.written:
            raise RoptaError(f"{rel}: écrit deux fois ({self.written[rel]} puis {origin}) : deux pages ont la même adresse")
        target = (self.out / rel).resolve()
        if self.out not in target.parents:
            raise RoptaError(f"{rel}: chemin hors du dossier du site")
        self.written[rel] = origin
        target.parent.mkdir(parents=True, exist_ok=True)
        return target

    def write(self, rel: str, text: str, origin: str = "?") -> None:
        """Write a text file (UTF-8, LF) at `rel`, once."""
        with open(self._target(rel, origin), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)

    def copy_tree(self, src: Path, rel_dir: str) -> None:
        """Copy every file of `src` below `rel_dir`, each path once."""
        for dirpath, dirnames, filenames in os.walk(src):
            dirnames.sort()
            for name in sorted(filenames):
                path = Path(dirpath) / name
                rel = f"{rel_dir.rstrip('/')}/{path.relative_to(src).as_posix()}"
                shutil.copyfile(path, self._target(rel, f"copie de {path}"))
