"""Hostile and broken input: every case gives one clear French line and exit 2, without a traceback, a hang, a crash,
foreign code run or a file of the user's deleted. Each command runs in a subprocess with a generous timeout: a guard
against hangs, not a speed assertion."""

from __future__ import annotations

import json
import os
import pickle
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ..conftest import ROOT

HOSTILE = ROOT / "tests" / "data" / "hostile"
GUARD_S = 120  # a hang guard, far above any normal run


def run(args: list[str], tmp_path: Path, *, stdin: bytes | None = None, env: dict | None = None, cwd=None):
    """`python -m engine ARGS` in a subprocess: (exit code, stdout, stderr)."""
    full_env = {**os.environ, "ROPTA_CACHE_DIR": str(tmp_path / "cache"), "PYTHONPATH": str(ROOT), **(env or {})}
    proc = subprocess.run([sys.executable, "-m", "engine", *args], input=stdin, capture_output=True,
                          timeout=GUARD_S, env=full_env, cwd=cwd or tmp_path)
    return proc.returncode, proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace")


def assert_clear(code: int, err: str, *words: str, lines: int | None = 1) -> None:
    """Exit 2, no traceback, the words in the message, and (by default) exactly one line on stderr."""
    assert code == 2, (code, err)
    assert "Traceback" not in err and "Error:" not in err, err
    for w in words:
        assert w in err, (w, err)
    if lines is not None:
        assert len([ln for ln in err.splitlines() if ln.strip()]) == lines, err


def mini_tree(tmp_path: Path) -> Path:
    """A tiny valid rulebook (the project's schemas + the test edition `mini`)."""
    root = tmp_path / "rulebook"
    shutil.copytree(ROOT / "rulebook" / "schema", root / "schema")
    shutil.copytree(ROOT / "tests" / "data" / "mini", root / "mini")
    return root


# -- situation files given to `ropta ask --situation` ------------------------------------------------------------
SITUATIONS = {
    "alias-bomb.yaml": "alias YAML « *a » refusé",
    "nested-500.yaml": "imbrication trop profonde",
    "nested-100000.yaml": "imbrication trop profonde",
    "tag-foo.yaml": "étiquette YAML « !foo » refusée",
    "tag-python-name.yaml": "refusée",
    "tag-int-abc.yaml": "refusée",
    "nul-byte.yaml": "caractère de contrôle interdit (U+0000)",
    "bad-date.yaml": "date invalide « 2019-02-30 »",
    "huge-int.yaml": "nombre trop grand",  # an integer beyond Python's digit limit
}


def test_every_hostile_file_has_an_expectation():
    assert sorted(p.name for p in HOSTILE.glob("*.yaml")) == sorted(SITUATIONS)


@pytest.mark.parametrize("name", sorted(SITUATIONS))
def test_hostile_situation_file(tmp_path, name):
    code, out, err = run(["ask", "--situation", str(HOSTILE / name)], tmp_path)
    assert_clear(code, err, name, SITUATIONS[name])
    assert err.split(name, 1)[1].startswith(":"), err  # path:line: $.pointer: message


@pytest.mark.parametrize("name", sorted(SITUATIONS))
def test_hostile_file_in_the_rulebook(tmp_path, name):
    root = mini_tree(tmp_path)
    text = (HOSTILE / name).read_bytes()
    (root / "mini" / "01-chap" / name).write_bytes(b"# yaml-language-server: $schema=../../schema/clause-v1.schema.json\n"
                                                   + text)
    code, out, err = run(["check", str(root)], tmp_path)
    assert_clear(code, err, name, SITUATIONS[name], lines=2)  # the problem, then « 1 erreur(s) »


@pytest.mark.parametrize("name", sorted(SITUATIONS))
def test_hostile_calc_input(tmp_path, name):
    code, out, err = run(["calc", "pots", str(HOSTILE / name)], tmp_path)
    assert_clear(code, err, SITUATIONS[name])


# -- files that are not files --------------------------------------------------------------------------------------
def test_a_fifo_in_the_rulebook_does_not_hang(tmp_path):
    root = mini_tree(tmp_path)
    os.mkfifo(root / "mini" / "01-chap" / "tube.yaml")
    code, out, err = run(["check", str(root)], tmp_path)
    assert_clear(code, err, "tube.yaml", "pas un fichier ordinaire", lines=2)


def test_a_link_to_dev_zero_is_not_read(tmp_path):
    root = mini_tree(tmp_path)
    os.symlink("/dev/zero", root / "mini" / "01-chap" / "zero.yaml")
    code, out, err = run(["check", str(root)], tmp_path)
    assert_clear(code, err, "zero.yaml", "pas un fichier ordinaire", lines=2)


def test_a_fifo_as_calc_input_does_not_hang(tmp_path):
    os.mkfifo(tmp_path / "tube.yaml")
    code, out, err = run(["calc", "pots", str(tmp_path / "tube.yaml")], tmp_path)
    assert_clear(code, err, "pas un fichier ordinaire")


@pytest.mark.parametrize("command", [["check", "{root}"], ["show", "mini"], ["ask", "une carte retournée"]])
def test_a_dangling_link_is_one_line_for_every_command(tmp_path, command):
    root = mini_tree(tmp_path)
    os.symlink(tmp_path / "nulle-part.yaml", root / "mini" / "01-chap" / "perdu.yaml")
    args = [a.replace("{root}", str(root)) for a in command]
    code, out, err = run(args, tmp_path, env={"ROPTA_RULEBOOK": str(root)})
    assert code == 2 and "Traceback" not in err, err
    assert "perdu.yaml" in err and "lien symbolique cassé" in err, err


def test_a_file_too_big_is_refused(tmp_path):
    root = mini_tree(tmp_path)
    big = root / "mini" / "01-chap" / "gros.yaml"
    big.write_text("# yaml-language-server: $schema=../../schema/clause-v1.schema.json\n" + "#" * (3 * 1024 * 1024),
                   encoding="utf-8")
    code, out, err = run(["check", str(root)], tmp_path)
    assert_clear(code, err, "gros.yaml", "fichier trop gros", "limite", lines=2)


def test_a_bom_is_not_a_missing_first_line(tmp_path):
    root = mini_tree(tmp_path)
    path = root / "mini" / "01-chap" / "premiere.yaml"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    code, out, err = run(["check", str(root)], tmp_path)
    assert code == 0, err


# -- broken schemas --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("breakage,words", [
    ("{ pas du json", "JSON invalide"),
    ('{"type": "object"}', "sans « $id »"),
    ('{"$id": "https://ropta.invalid/schema/x.json", "pattern": "(["}', "schéma invalide"),
    ("DIR", "pas un fichier ordinaire"),
])
def test_a_broken_schema_file(tmp_path, breakage, words):
    root = mini_tree(tmp_path)
    target = root / "schema" / "zz-broken.schema.json"
    if breakage == "DIR":
        target.mkdir()
    else:
        target.write_text(breakage, encoding="utf-8")
    code, out, err = run(["check", str(root)], tmp_path)
    assert_clear(code, err, "zz-broken.schema.json", words, lines=2)


def test_schema_messages_are_french(tmp_path):
    root = mini_tree(tmp_path)
    voc = root / "mini" / "vocab.yaml"
    voc.write_text("# yaml-language-server: $schema=../schema/vocabulary-v1.schema.json\nvocabulary: 2\nfacts: []\n",
                   encoding="utf-8")
    code, out, err = run(["check", str(root)], tmp_path)
    assert code == 2
    assert "valeur attendue : « 1 »" in err and "liste trop courte" in err, err
    assert "is not" not in err and "is too short" not in err


def test_an_unreadable_folder_is_an_error(tmp_path, monkeypatch):
    from engine.loading import read_tree

    root = mini_tree(tmp_path)
    real = os.scandir

    def scandir(path="."):
        if str(path).endswith("01-chap"):
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    tree = read_tree(root)
    assert any("dossier illisible" in p.message and "01-chap" in p.path for p in tree.errors), tree.problems


# -- arguments ----------------------------------------------------------------------------------------------------------
def test_control_characters_of_arguments_are_not_echoed_raw(tmp_path):
    code, out, err = run(["show", "ropta\x1b[31m-x"], tmp_path)
    assert code == 2 and "\x1b" not in err and "\\x1b" in err, err


def test_invalid_utf8_on_calc_stdin(tmp_path):
    code, out, err = run(["calc", "pots", "-"], tmp_path, stdin=b"players: \xff\xfe\n")
    assert_clear(code, err, "<stdin>", "pas en UTF-8")


@pytest.mark.parametrize("port", ["70000", "-1", "abc"])
def test_a_bad_port(tmp_path, port):
    code, out, err = run(["site", "serve", "--port", port, "--dir", str(tmp_path)], tmp_path)
    assert code == 2 and "port invalide" in err and "Traceback" not in err, err


# -- the cache never runs foreign code ---------------------------------------------------------------------------
class _Planted:
    """A pickle that, if ever loaded, writes a file: the proof that foreign code ran."""

    def __init__(self, proof: Path):
        self.proof = proof

    def __reduce__(self):
        return (Path.write_text, (self.proof, "exécuté"))


def _plant(cache: Path, root: Path, proof: Path, mode: int) -> None:
    from engine.cache import fingerprint

    cache.mkdir(mode=0o700, exist_ok=True)
    path = cache / f"ropta-{fingerprint(root)}.pickle"
    path.write_bytes(pickle.dumps(_Planted(proof)))
    os.chmod(path, mode)


@pytest.mark.parametrize("dir_mode,file_mode", [(0o777, 0o600), (0o770, 0o600), (0o700, 0o666), (0o700, 0o620)])
def test_a_pickle_others_could_write_is_never_loaded(tmp_path, monkeypatch, dir_mode, file_mode):
    from engine import cache as cache_mod

    root = mini_tree(tmp_path)
    cache, proof = tmp_path / "shared-cache", tmp_path / "preuve"
    monkeypatch.setenv("ROPTA_CACHE_DIR", str(cache))
    _plant(cache, root, proof, file_mode)
    os.chmod(cache, dir_mode)
    kb = cache_mod.load_kb(root)
    assert kb.clause("mini", "1.1") and not proof.exists()


def test_the_cache_folder_is_private(tmp_path, monkeypatch):
    from engine.cache import load_kb

    monkeypatch.setenv("ROPTA_CACHE_DIR", str(tmp_path / "c"))
    load_kb(mini_tree(tmp_path))
    assert (os.stat(tmp_path / "c").st_mode & 0o777) == 0o700
    assert all((os.stat(f).st_mode & 0o077) == 0 for f in (tmp_path / "c").iterdir())


def test_a_cache_holding_another_object_is_rebuilt(tmp_path, monkeypatch):
    from engine.cache import cache_dir, load_kb

    monkeypatch.setenv("ROPTA_CACHE_DIR", str(tmp_path / "c"))
    root = mini_tree(tmp_path)
    load_kb(root)
    [file] = cache_dir().glob("ropta-*.pickle")
    file.write_bytes(pickle.dumps({"pas": "une base"}))
    assert load_kb(root).clause("mini", "1.1").title == "PREMIERE"
    assert load_kb(root).clause("mini", "1.1").title == "PREMIERE"  # and the file was replaced by a good one


def test_an_edit_with_size_and_mtime_kept_is_seen(tmp_path, monkeypatch):
    from engine.cache import load_kb

    monkeypatch.setenv("ROPTA_CACHE_DIR", str(tmp_path / "c"))
    root = mini_tree(tmp_path)
    assert load_kb(root).clause("mini", "1.1").title == "PREMIERE"
    path = root / "mini" / "01-chap" / "premiere.yaml"
    st = os.stat(path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("PREMIERE", "PREMIÈRE".replace("È", "X")), encoding="utf-8")  # same size
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert os.stat(path).st_size == st.st_size and os.stat(path).st_mtime_ns == st.st_mtime_ns
    assert load_kb(root).clause("mini", "1.1").title == "PREMIXRE"


def test_jinja_bytecode_cache_only_in_a_private_folder(tmp_path, monkeypatch):
    from engine.publish.render import environment

    shared = tmp_path / "partage"
    shared.mkdir()
    os.chmod(shared, 0o777)
    monkeypatch.setenv("ROPTA_CACHE_DIR", str(shared))
    assert environment(ROOT / "site" / "templates").bytecode_cache is None
    monkeypatch.setenv("ROPTA_CACHE_DIR", str(tmp_path / "private"))
    assert environment(ROOT / "site" / "templates").bytecode_cache is not None


# -- site builds never delete what they did not write ----------------------------------------------------------
@pytest.fixture
def tiny_kb(tmp_path):
    from engine.kb import build

    return build(mini_tree(tmp_path / "kb"))


def test_a_copied_marker_does_not_license_deletion(tmp_path, tiny_kb):
    from engine.errors import RoptaError
    from engine.publish import build_site

    built = tmp_path / "build"
    build_site(tiny_kb, built, search=False)
    www = tmp_path / "www"
    shutil.copytree(built, www)  # cp -r build/site/. www/ : the manifest comes along
    (www / "blog").mkdir()
    (www / "blog" / "billet.html").write_text("à moi", encoding="utf-8")
    with pytest.raises(RoptaError, match="que ropta n'a pas écrits"):
        build_site(tiny_kb, www, search=False)
    assert (www / "blog" / "billet.html").read_text(encoding="utf-8") == "à moi"
    build_site(tiny_kb, www, search=False, force=True)
    assert (www / "blog" / "billet.html").read_text(encoding="utf-8") == "à moi"
    assert (www / "index.html").is_file()


def test_a_rebuild_removes_only_its_own_old_files(tmp_path, tiny_kb):
    from engine.publish import build_site
    from engine.publish.writer import MARKER, read_manifest

    out = tmp_path / "site"
    build_site(tiny_kb, out, search=False)
    manifest = read_manifest(out)
    assert "index.html" in manifest and MARKER not in manifest
    (out / "ancienne-page.html").write_text("vieille", encoding="utf-8")
    data = json.loads((out / MARKER).read_text(encoding="utf-8"))
    data["files"].append("ancienne-page.html")  # as if the previous build had written it
    (out / MARKER).write_text(json.dumps(data), encoding="utf-8")
    build_site(tiny_kb, out, search=False)
    assert not (out / "ancienne-page.html").exists() and (out / "index.html").is_file()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".site.")], "no staging folder left"


def test_an_interrupted_build_leaves_the_previous_site_whole(tmp_path, tiny_kb, monkeypatch):
    from engine.publish import build_site, render

    out = tmp_path / "site"
    build_site(tiny_kb, out, search=False)
    before = sorted(p.relative_to(out).as_posix() for p in out.rglob("*"))
    real = render.render_pages

    def half(ctx, writer, site_dir, search=True):
        writer.write("index.html", "à moitié")
        raise KeyboardInterrupt

    monkeypatch.setattr(render, "render_pages", half)
    with pytest.raises(KeyboardInterrupt):
        build_site(tiny_kb, out, search=False)
    monkeypatch.setattr(render, "render_pages", real)
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*")) == before
    assert "à moitié" not in (out / "index.html").read_text(encoding="utf-8")
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".site.")]


@pytest.mark.parametrize("where", ["under-a-file"])
def test_build_out_where_it_cannot_be(tmp_path, where):
    (tmp_path / "fichier").write_text("x", encoding="utf-8")
    code, out, err = run(["site", "build", "--sans-recherche", "--out", str(tmp_path / "fichier" / "site")], tmp_path,
                         env={"ROPTA_RULEBOOK": str(mini_tree(tmp_path))})
    assert_clear(code, err, "impossible d'y construire le site")


# -- the preview server ----------------------------------------------------------------------------------------------
@pytest.fixture
def served(tmp_path):
    """The preview server on a tiny folder (a page, a sub-folder without index, a link out of the site)."""
    import threading

    from engine.publish.serve import make_server

    site = tmp_path / "site"
    (site / "static").mkdir(parents=True)
    (site / "index.html").write_text("<p>accueil</p>", encoding="utf-8")
    (site / "static" / "a.css").write_text("p{}", encoding="utf-8")
    (tmp_path / "secret.txt").write_text("secret", encoding="utf-8")
    os.symlink(tmp_path / "secret.txt", site / "fuite.txt")
    server = make_server(site, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def _get(url: str) -> int:
    import urllib.error
    import urllib.request

    try:
        with urllib.request.urlopen(url, timeout=30) as resp:
            return resp.status
    except urllib.error.HTTPError as exc:
        return exc.code


def test_server_refuses_nul_listing_and_links_out(served):
    assert _get(served + "/") == 200
    assert _get(served + "/%00") == 400
    assert _get(served + "/static/") == 404  # never a folder listing
    assert _get(served + "/fuite.txt") == 404  # a link out of the site is not followed
    assert _get(served + "/static/a.css") == 200


def test_server_answers_a_burst(served):
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=50) as pool:
        codes = list(pool.map(lambda _: _get(served + "/"), range(200)))
    assert codes.count(200) == 200, {c: codes.count(c) for c in set(codes)}


# -- bounded calculations and numbers ----------------------------------------------------------------------------
def test_a_calculation_with_ten_thousand_players_is_refused(tmp_path):
    doc = {"contributions": [{"player": f"J{i}", "amount": 100} for i in range(10_000)]}
    (tmp_path / "pots.json").write_text(json.dumps(doc), encoding="utf-8")
    code, out, err = run(["calc", "pots", str(tmp_path / "pots.json")], tmp_path)
    assert_clear(code, err, "$.contributions", "10000 éléments", "limite : 100")
    assert len(out) == 0


def test_a_tda_number_of_five_thousand_digits(tmp_path):
    code, out, err = run(["tda", "9" * 5000], tmp_path)
    assert_clear(code, err, "pas de règle", "(5000 caractères)")
    assert len(err) < 300


# -- ask: arguments and batches ----------------------------------------------------------------------------------
def test_an_empty_edition_is_not_every_edition(tmp_path):
    code, out, err = run(["ask", "une carte retournée", "--edition", ""], tmp_path)
    assert_clear(code, err, "--edition : nom d'édition vide")


def test_conflicting_fact_values_are_refused(tmp_path):
    code, out, err = run(["ask", "une carte retournée", "--fact", "substantial_action=oui",
                          "--fact", "substantial_action=non"], tmp_path)
    assert_clear(code, err, "substantial_action", "valeurs contraires")


def test_a_fifo_as_batch_does_not_hang(tmp_path):
    os.mkfifo(tmp_path / "lot.txt")
    code, out, err = run(["ask", "--batch", str(tmp_path / "lot.txt")], tmp_path)
    assert_clear(code, err, "pas un fichier ordinaire")


def test_batch_answers_are_streamed_as_json_lines(tmp_path):
    lines = ["une carte retournée pendant la donne", "", "il a fait tapis"]
    (tmp_path / "lot.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out, err = run(["ask", "--batch", str(tmp_path / "lot.txt"), "--jsonl"], tmp_path)
    assert code == 0, err
    answers = [json.loads(line) for line in out.splitlines()]
    assert [a["query"] for a in answers] == lines and answers[1]["error"] == "ligne vide"
    code, out, err = run(["ask", "--batch", str(tmp_path / "lot.txt"), "--json"], tmp_path)
    assert code == 0 and [a["query"] for a in json.loads(out)] == lines


def test_a_batch_line_not_in_utf8_names_its_line(tmp_path):
    (tmp_path / "lot.txt").write_bytes(b"une carte retournee\nil a fait \xff tapis\n")
    code, out, err = run(["ask", "--batch", str(tmp_path / "lot.txt"), "--jsonl"], tmp_path)
    assert code == 2 and "lot.txt:2: ligne qui n'est pas en UTF-8" in err and "Traceback" not in err
    assert len(out.splitlines()) == 1  # the first answer was already written
