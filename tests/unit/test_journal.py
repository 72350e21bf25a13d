"""Journal des décisions (engine side): append atomically, read back, refuse to touch a corrupt file, export."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys

import pytest

from engine import journal


def entry(**kw):
    base = dict(table="12", situation="une carte retournée pendant la donne", facts={"first_cards_exposed": True},
                edition="ropta-2019.03", clause="cartes-retournees", number="6.3", title="LES CARTES RETOURNEES",
                decision="Carte morte remplacée", note="")
    base.update(kw)
    return journal.make_entry(**base)


def test_path_from_environment(tmp_path):
    assert journal.journal_path({"ROPTA_DATA_DIR": str(tmp_path)}) == tmp_path / "journal.jsonl"
    assert journal.journal_path({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path / "ropta" / "journal.jsonl"


def test_append_and_read_back(tmp_path):
    path = tmp_path / "j" / "journal.jsonl"
    assert journal.read(path) == []
    journal.append(entry(), path)
    journal.append(entry(table="3", note="joueur averti"), path)
    got = journal.read(path)
    assert [e["table"] for e in got] == ["12", "3"] and got[1]["note"] == "joueur averti"
    assert got[0]["facts"] == {"first_cards_exposed": True} and got[0]["time"]
    assert [p.name for p in path.parent.iterdir() if p.name.startswith(".journal-")] == []  # no temp file left


def test_corrupt_journal_is_never_overwritten(tmp_path):
    path = tmp_path / "journal.jsonl"
    good = json.dumps(entry(), ensure_ascii=False)
    path.write_text(good + "\n{pas du json\n", encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(journal.JournalError) as err:
        journal.read(path)
    assert f"{path}:2:" in err.value.lines[0] and "illisible" in err.value.lines[0]
    with pytest.raises(journal.JournalError) as err:
        journal.append(entry(), path)
    assert "nouvelle entrée refusée" in str(err.value)
    assert path.read_bytes() == before


def test_interrupted_write_keeps_earlier_entries(tmp_path, monkeypatch):
    path = tmp_path / "journal.jsonl"
    journal.append(entry(), path)
    before = path.read_bytes()

    def boom(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(journal.os, "replace", boom)
    with pytest.raises(journal.JournalError):
        journal.append(entry(table="9"), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".journal-")] == []


def test_exports(tmp_path):
    entries = [entry(note="note ; avec virgule, et guillemet \"")]
    journal.export(entries, tmp_path / "r.md")
    md = (tmp_path / "r.md").read_text(encoding="utf-8")
    assert "# Journal des décisions" in md and "table 12" in md and "Décision : Carte morte remplacée" in md
    journal.export(entries, tmp_path / "r.csv")
    rows = list(csv.reader(io.StringIO((tmp_path / "r.csv").read_text(encoding="utf-8"))))
    assert rows[0][:3] == ["heure", "table", "situation"] and rows[1][1] == "12"
    assert rows[1][-1] == "note ; avec virgule, et guillemet \""
    with pytest.raises(journal.JournalError):
        journal.export(entries, tmp_path / "r.txt")


def run_cli(tmp_path, *args):
    env = {**__import__("os").environ, "ROPTA_DATA_DIR": str(tmp_path)}
    return subprocess.run([sys.executable, "-m", "engine", "journal", *args], capture_output=True, text=True, env=env)


def test_cli_lists_exports_and_reports_corruption(tmp_path):
    journal.append(entry(), tmp_path / "journal.jsonl")
    out = run_cli(tmp_path, "--json")
    assert out.returncode == 0 and json.loads(out.stdout)[0]["number"] == "6.3"
    out = run_cli(tmp_path)
    assert out.returncode == 0 and "table 12" in out.stdout and "§6.3" in out.stdout
    out = run_cli(tmp_path, "--export", str(tmp_path / "rapport.csv"))
    assert out.returncode == 0 and (tmp_path / "rapport.csv").exists()
    (tmp_path / "journal.jsonl").write_text("[1]\n", encoding="utf-8")
    out = run_cli(tmp_path)
    assert out.returncode == 2 and "Traceback" not in out.stderr and "journal.jsonl:1:" in out.stderr
