"""The `ropta` command in-process: show, errors, help, and the README documenting every command."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from engine.cli import COMMANDS

from ..conftest import ROOT


def test_show_lists_editions(ropta):
    code, out, _ = ropta("show")
    assert code == 0 and "ropta-2019.03" in out and "2019-03" in out


def test_show_clause_human(ropta):
    code, out, _ = ropta("show", "ropta-2019.03", "6.3")
    assert code == 0
    assert "ROPTA 2019.03" in out and "(2019-03)" in out
    assert "§6.3 LES CARTES RETOURNEES" in out
    code, out, _ = ropta("show", "ropta-2019.03", "6.1")
    assert "« §6.3 » → §6.3 (cartes-retournees)" in out


def test_show_by_id_and_section_sign(ropta):
    assert ropta("show", "ropta-2019.03", "cartes-retournees")[1] == ropta("show", "ropta-2019.03", "§6.3")[1]


def test_show_json_whole_edition(ropta, kb):
    code, out, _ = ropta("show", "ropta-2019.03", "--json")
    data = json.loads(out)
    assert code == 0 and len(data) == 94
    for item in data:
        assert {"edition", "rulebook", "id", "number", "title", "text", "refs", "tda", "changed"} <= set(item)
        assert item["rulebook"] == "ropta-2019.03"
        assert item["text"] == kb.clause("ropta-2019.03", item["number"]).text


def test_show_json_one_clause(ropta):
    code, out, _ = ropta("show", "ropta-2019.03", "9.8", "--json")
    [c] = json.loads(out)
    assert c["number"] == "9.8"
    assert c["refs"][0] == {"label": "§9.20", "target": None, "edition": "ropta-2019.03", "number": None,
                            "resolved": False, "note": c["refs"][0]["note"]}


@pytest.mark.parametrize("argv, words", [
    (("show", "ropta-1999"), "édition inconnue « ropta-1999 »"),
    (("show", "ropta-2019.3"), "vouliez-vous dire « ropta-2019.03 »"),
    (("show", "ropta-2019.03", "6.33"), "pas de section « 6.33 »"),
    (("show", "ropta-2019.03", "carte-retournee"), "cartes-retournees"),
])
def test_show_bad_input(ropta, argv, words):
    code, out, err = ropta(*argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and words in err


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help(ropta, command):
    code, out, _ = ropta(command, "--help")
    assert code == 0 and f"ropta {command}" in out


def test_readme_documents_every_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for command in COMMANDS:
        assert re.search(rf"`ropta {re.escape(command)}\b", readme), f"README does not document `ropta {command}`"


def test_readme_quick_start_has_two_blocks_and_ci_runs_the_tests():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = re.search(r"^## Démarrage rapide\n(.*?)(?=^## )", readme, re.M | re.S).group(1)
    blocks = re.findall(r"```bash\n(.*?)```", section, re.S)
    assert len(blocks) == 2
    test_command = blocks[1].strip().splitlines()[-1]
    assert test_command in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_console_entry_point_runs_as_a_process():
    out = subprocess.run([sys.executable, "-m", "engine", "show", "ropta-2019.03", "1.4"], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and "INTERDICTION AUX MINEURS" in out.stdout


def test_process_ends_at_once_yet_writes_all_its_output_and_its_status(tmp_path):
    """`engine.cli.run` ends the process without the interpreter's teardown: the whole answer is still written (a
    long JSON into a pipe), an error still exits 2 with its one line, and a reader that stops early (`| head -1`)
    gets no traceback."""
    env = {**__import__("os").environ, "ROPTA_CACHE_DIR": str(tmp_path)}
    ask = [sys.executable, "-m", "engine", "ask", "le croupier a montré une carte en distribuant", "--json"]
    out = subprocess.run(ask, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and json.loads(out.stdout)["results"]
    bad = subprocess.run([*ask[:4], "x", "--edition", "inconnue"], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    assert bad.returncode == 2 and bad.stdout == "" and len(bad.stderr.strip().splitlines()) == 1
    proc = subprocess.Popen([*ask[:3], "show", "ropta-2019.03", "--json"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    proc.stdout.readline()
    proc.stdout.close()  # the reader goes away after one line of 480 KB: more than a pipe holds
    _, err = proc.communicate(timeout=120)
    assert "Traceback" not in err and proc.returncode == 0


def test_no_arguments_prints_help(ropta):
    code, out, _ = ropta()
    assert code == 2 and "COMMANDE" in out
