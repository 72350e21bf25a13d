"""Fixtures of the editions tests: tiny rulebook trees (base edition + derived edition) built in tmp_path."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

BASE_CLAUSES = {
    "alpha": ("1.1", "Alpha", "Le joueur doit montrer ses deux cartes."),
    "beta": ("1.2", "Beta", "Une carte retournée est une fausse donne."),
    "gamma": ("1.3", "Gamma", "Voir §1.2 pour les cartes."),
    "delta": ("2.1", "Delta", "Le bouton avance d'un siège."),
}


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


def edition_yaml(eid: str, kind: str = "rulebook", date: str = "2019-03") -> str:
    return f"""
    # yaml-language-server: $schema=../schema/edition-v1.schema.json
    id: {eid}
    kind: {kind}
    family: essai
    title: Règlement d'essai {eid}
    short_title: Essai {eid}
    version: '{date}'
    date: {date}
    """


def derived_yaml(eid: str, base: str, changes: str, date: str = "2023-10") -> str:
    body = textwrap.indent(textwrap.dedent(changes).strip("\n"), "  ")
    return textwrap.dedent(f"""
    # yaml-language-server: $schema=../schema/derived-edition-v1.schema.json
    edition:
      id: {eid}
      kind: derived
      base: {base}
      family: essai
      title: Dérivée {eid}
      short_title: Essai {eid}
      version: '{date}'
      date: {date}
    text_status: Texte complet de {eid} inconnu (essai).
    changes:
    """).lstrip("\n") + body + "\n"


@pytest.fixture
def tiny(tmp_path):
    """Build a tiny rulebook: base edition `base` (4 clauses) and, if given, derived files; returns the root."""

    def build(derived: dict[str, str] | None = None, base_texts: dict | None = None) -> Path:
        root = tmp_path / "rulebook"
        shutil.copytree(ROOT / "rulebook" / "schema", root / "schema")
        write(root / "base" / "edition.yaml", edition_yaml("base"))
        for cid, (num, title, text) in (base_texts or BASE_CLAUSES).items():
            refs = "refs:\n  - label: §1.2\n    target: beta\n" if "§1.2" in text else "refs: []\n"
            write(root / "base" / f"{cid}.yaml",
                  "# yaml-language-server: $schema=../schema/clause-v1.schema.json\n"
                  f"id: {cid}\nnumber: '{num}'\ntitle: {title}\ntext: {text}\n" + refs)
        for name, text in (derived or {}).items():
            (root / "base" / name).write_text(text, encoding="utf-8")
        return root

    return build


@pytest.fixture(name="derived_yaml")
def _derived_yaml():
    """The text of a derived-edition file: derived_yaml(id, base, changes_yaml, date=...)."""
    return derived_yaml


#: Every change the annex 2023-10 describes, by stable id (issue 3, "Done when").
ANNEX_CHANGES = {
    "responsabilite-des-joueurs": "modified",       # 1.2 player responsibility
    "erreurs-communes-deux-jeux": "added",          # new 5.3, two decks in self-dealing
    "feuille-morte": "renumbered",                  # 5.3 -> 5.4, caused by the new 5.3
    "paquet-irregulier": "renumbered",              # 5.4 -> 5.5
    "tableau-enleve-prematurement": "modified",     # exposed deck (7.6)
    "cas-qui-annulent-le-coup": "modified",         # exposed deck (7.8)
    "turn-prematuree": "modified",                  # premature turn, 7.4 -> 7.3
    "jetons-multiples": "modified",                 # two-chip bet correction
    "bouton-en-heads-up": "modified",               # antes mandatory in heads-up (4.4)
    "abattage": "modified",                         # check with the nuts, 10.5
    "pas-de-revelation": "modified",                # sentence added to 11.3
}


@pytest.fixture(name="annex_changes")
def _annex_changes():
    """Every change the annex describes: stable id -> diff kind."""
    return ANNEX_CHANGES
