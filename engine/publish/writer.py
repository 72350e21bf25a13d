"""The site writer: a build goes into a staging folder beside the target and is swapped in at the end, so an
interrupted build leaves the previous site whole; a rebuild deletes only the files the previous build listed in its
manifest, and a target holding files we did not write is refused (unless forced, and even then they are kept)."""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path, PurePosixPath

from ..errors import RoptaError

#: The manifest of a generated site: every file the build wrote (a copied marker alone proves nothing).
MARKER = ".ropta-site"
_FORMAT = "ropta-site-manifest-1"


def _files(root: Path) -> list[str]:
    """Every file (or link) below `root`, as relative POSIX paths, the manifest excepted."""
    out = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        rel = Path(dirpath).relative_to(root)
        out += [(rel / name).as_posix() for name in filenames]
        out += [(rel / d).as_posix() for d in dirnames if (Path(dirpath) / d).is_symlink()]
    return sorted(p for p in out if p != MARKER)


def read_manifest(folder: Path) -> set[str] | None:
    """The files a previous build of `folder` wrote, or None when it has no valid manifest."""
    try:
        data = json.loads((folder / MARKER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != _FORMAT or not isinstance(data.get("files"), list):
        return None
    files = set()
    for item in data["files"]:
        p = PurePosixPath(str(item))
        if p.is_absolute() or ".." in p.parts or not p.parts:
            return None  # a manifest naming paths outside its folder is not ours
        files.add(p.as_posix())
    return files


class SiteWriter:
    """Writes pages and assets into a staging folder; `commit()` puts them in place of `target`."""

    def __init__(self, out: Path, *, force: bool = False):
        self.target = Path(out).resolve()
        self.force = force
        self.out = self.target  # the folder pages are written to: the staging folder once prepared
        self.written: dict[str, str] = {}  # relative path -> what wrote it
        self._previous: set[str] | None = None
        self._foreign: list[str] = []

    def prepare(self) -> None:
        """Check the target (a previous build of ours, or empty, or absent) and create the staging folder."""
        t = self.target
        if t.exists() or t.is_symlink():
            if t.is_symlink() or not t.is_dir():
                raise RoptaError(f"{t}: existe et n'est pas un dossier")
            present = _files(t)
            if present or (t / MARKER).exists():
                self._previous = read_manifest(t)
                if self._previous is None:
                    raise RoptaError(f"{t}: dossier non vide qui n'est pas un site ropta (manifeste {MARKER} absent ou "
                                     "invalide) ; choisissez un autre dossier avec --out")
                self._foreign = [p for p in present if p not in self._previous]
                if self._foreign and not self.force:
                    raise RoptaError(f"{t}: {len(self._foreign)} fichier(s) que ropta n'a pas écrits (par exemple "
                                     f"« {self._foreign[0]} ») ; rien n'est effacé. Choisissez un autre dossier, ou "
                                     "--force pour construire à côté d'eux (ils seront gardés)")
        try:
            t.parent.mkdir(parents=True, exist_ok=True)
            self.out = Path(tempfile.mkdtemp(dir=t.parent, prefix=f".{t.name}.construction-"))
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(self.out, 0o777 & ~umask)
        except OSError as exc:
            raise RoptaError(f"{t}: impossible d'y construire le site : {exc.strerror or exc}") from None

    def abort(self) -> None:
        """Drop the staging folder (the previous site stays as it was)."""
        if self.out != self.target:
            shutil.rmtree(self.out, ignore_errors=True)

    def commit(self) -> None:
        """Write the manifest and put the staged site in place of the target (whole-folder swap when it is ours)."""
        files = _files(self.out)
        (self.out / MARKER).write_text(json.dumps({"format": _FORMAT, "files": files}, ensure_ascii=False, indent=0),
                                       encoding="utf-8")
        t = self.target
        try:
            if not t.exists():
                os.rename(self.out, t)
            elif not self._foreign:
                old = Path(tempfile.mkdtemp(dir=t.parent, prefix=f".{t.name}.ancien-"))
                os.rename(t, old / "site")
                try:
                    os.rename(self.out, t)
                except OSError:
                    os.rename(old / "site", t)  # put the previous site back
                    raise
                shutil.rmtree(old, ignore_errors=True)  # every file in it was listed by our manifest
            else:
                self._merge_into_target(files)
        except OSError as exc:
            self.abort()
            raise RoptaError(f"{t}: impossible de mettre le site en place : {exc.strerror or exc}") from None
        self.out = t

    def _merge_into_target(self, files: list[str]) -> None:
        """--force beside foreign files: remove only our previous files, move the new ones in, keep the rest."""
        t = self.target
        clash = sorted(set(files) & set(self._foreign))
        if clash:
            raise RoptaError(f"{t / clash[0]}: un fichier que ropta n'a pas écrit est à l'adresse d'une page du site ; "
                             "rien n'est remplacé : déplacez-le ou choisissez un autre dossier")
        for rel in sorted(self._previous or ()):
            path = t / rel
            if (path.is_file() or path.is_symlink()) and rel not in self._foreign:
                path.unlink()
        for rel in files + [MARKER]:
            dest = t / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            os.replace(self.out / rel, dest)
        for dirpath, dirnames, filenames in os.walk(t, topdown=False):  # folders our old files left empty
            if Path(dirpath) != t and not os.listdir(dirpath):
                os.rmdir(dirpath)
        shutil.rmtree(self.out, ignore_errors=True)

    def _target(self, rel: str, origin: str) -> Path:
        rel = rel.lstrip("/")
        if rel in self.written:
            raise RoptaError(f"{rel}: écrit deux fois ({self.written[rel]} puis {origin}) : deux pages ont la même adresse")
        target = (self.out / rel).resolve()
        if self.out.resolve() not in target.parents:
            raise RoptaError(f"{rel}: chemin hors du dossier du site")
        self.written[rel] = origin
        target.parent.mkdir(parents=True, exist_ok=True)
        return target

    def write(self, rel: str, text: str, origin: str = "?") -> None:
        """Write a text file (UTF-8, LF) at `rel`, once."""
        with open(self._target(rel, origin), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)

    def write_bytes(self, rel: str, data: bytes, origin: str = "?") -> None:
        """Write a binary file at `rel`, once."""
        with open(self._target(rel, origin), "wb") as fh:
            fh.write(data)

    def copy_file(self, src: Path, rel: str) -> None:
        """Copy one file to `rel`, once."""
        shutil.copyfile(src, self._target(rel, f"copie de {src}"))

    def copy_tree(self, src: Path, rel_dir: str) -> None:
        """Copy every file of `src` below `rel_dir`, each path once."""
        for dirpath, dirnames, filenames in os.walk(src):
            dirnames.sort()
            for name in sorted(filenames):
                path = Path(dirpath) / name
                rel = f"{rel_dir.rstrip('/')}/{path.relative_to(src).as_posix()}"
                shutil.copyfile(path, self._target(rel, f"copie de {path}"))
