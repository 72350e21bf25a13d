"""Bad editions data: one clear `path:line: $.pointer: message` line, exit 2 via `ropta check`, DataError at load."""

from __future__ import annotations

import re

import pytest

from engine.errors import DataError
from engine.kb import build

LINE = re.compile(r"^\S+\.yaml:\d+: \$\S*: .+$")

AMEND = """
- id: {id}
  kind: amend
  since: '2'
  certainty: attestee
"""


def check(ropta, root):
    code, out, err = ropta("check", str(root))
    lines = [l for l in err.splitlines() if not l.endswith("erreur(s)")]
    return code, lines


@pytest.mark.parametrize("changes, pointer, message", [
    (AMEND.format(id="omega"), "$.changes[0].id", "identifiant inconnu « omega »"),
    (AMEND.format(id="alpha") + AMEND.format(id="alpha"), "$.changes[1].id", "deux changements pour « alpha »"),
    ("""
     - id: delta
       kind: renumber
       number: '1.3'
       since: '2'
       certainty: attestee
     """, "$.changes[0].number", "numéro 1.3 déjà porté par « gamma »"),
    ("""
     - id: alpha
       kind: add
       number: '3.1'
       title: Doublon
       since: '2'
       certainty: attestee
     """, "$.changes[0].id", "existe déjà"),
    ("""
     - id: beta
       kind: amend
       since: '2'
       certainty: attestee
       superseded:
         scope: passages
         passages: [texte qui n'est pas dans la clause]
     """, "$.changes[0].superseded.passages[0]", "passage introuvable"),
    ("""
     - id: beta
       kind: renumber
       since: '2'
       certainty: attestee
     """, "$.changes[0]", "champ obligatoire « number » manquant"),
])
def test_bad_change(tiny, derived_yaml, ropta, changes, pointer, message):
    root = tiny({"derived.yaml": derived_yaml("deriv", "base", changes)})
    code, lines = check(ropta, root)
    assert code == 2
    assert len(lines) == 1 and LINE.match(lines[0]), lines
    assert "derived.yaml:" in lines[0] and f": {pointer}: " in lines[0] and message in lines[0]
    with pytest.raises(DataError):
        build(root)


def test_unknown_base(tiny, derived_yaml, ropta):
    root = tiny({"derived.yaml": derived_yaml("deriv", "bsae", AMEND.format(id="alpha"))})
    code, lines = check(ropta, root)
    assert code == 2 and len(lines) == 1 and "$.edition.base" in lines[0]
    assert "édition de base inconnue « bsae »" in lines[0] and "vouliez-vous dire « base »" in lines[0]
    assert re.match(r".*derived\.yaml:5: ", lines[0])


def test_cycle_of_bases(tiny, derived_yaml, ropta):
    root = tiny({"d1.yaml": derived_yaml("d1", "d2", AMEND.format(id="alpha")),
                 "d2.yaml": derived_yaml("d2", "d1", AMEND.format(id="beta"))})
    code, lines = check(ropta, root)
    assert code == 2 and lines and all("cycle de bases" in l and LINE.match(l) for l in lines)
    assert "d1 → d2 → d1" in lines[0] or "d2 → d1 → d2" in lines[0]


def test_base_that_is_itself(tiny, derived_yaml, ropta):
    root = tiny({"d1.yaml": derived_yaml("d1", "d1", AMEND.format(id="alpha"))})
    code, lines = check(ropta, root)
    assert code == 2 and "cycle de bases" in lines[0]


def test_bad_tda_links(tiny, ropta):
    root = tiny()
    clause = root / "base" / "alpha.yaml"
    clause.write_text(clause.read_text() + "tda:\n  - rules: ['30']\n    divergence: annexe\n"
                      "    source: comparaison-equipe\n    confidence: haute\n", encoding="utf-8")
    code, lines = check(ropta, root)
    assert code == 2 and lines and all(LINE.match(l) for l in lines)
    assert any("$.tda[0]" in l for l in lines)


def test_derived_loaded_at_load_time_error_exit_2(tiny, derived_yaml, ropta, monkeypatch, tmp_path):
    root = tiny({"derived.yaml": derived_yaml("deriv", "base", AMEND.format(id="omega"))})
    monkeypatch.setenv("ROPTA_RULEBOOK", str(root))
    monkeypatch.setenv("ROPTA_CACHE_DIR", str(tmp_path / "cache"))
    code, out, err = ropta("show", "deriv")
    assert code == 2 and "identifiant inconnu « omega »" in err and "Traceback" not in err
