"""`ropta edition import`: the full-text parser, alignment on stable ids (synthetic editions), carried content, review
marks, the written tree (checked and diffed inside a copy of the rulebook) and bad input."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
import yaml

from engine.fulltext import parse, read_text
from engine.importer import import_edition

from .synthetic import BASE, SCENARIOS, SEED, Sec, _find, base_chapters, make, make_random, render, score

ROOT = Path(__file__).resolve().parents[2]
NEW = "ropta-2099.01"
LINE = re.compile(r"^\S+:\d+: \S")


@pytest.fixture(scope="module")
def rulebook_copy(tmp_path_factory):
    """A copy of the project's rulebook to place imported editions in (the real one is never written)."""
    root = tmp_path_factory.mktemp("rb") / "rulebook"
    shutil.copytree(ROOT / "rulebook", root)
    return root


def run_import(kb, tmp_path, text: str, **kw) -> tuple[dict, Path]:
    src = tmp_path / "edition.txt"
    src.write_text(text, encoding="utf-8")
    out = tmp_path / NEW
    return import_edition(kb, src, BASE, NEW, out=out, **kw), out


def load(path: Path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def clause_files(out: Path) -> dict[str, Path]:
    return {p.stem: p for p in out.glob("*/*.yaml") if p.name != "index.yaml"}


# -- the parser ---------------------------------------------------------------------------------------------------

def test_parser_reads_the_2019_source_exactly_as_encoded(kb):
    text = parse(read_text(SEED), str(SEED))
    ed = kb.edition(BASE)
    assert [(s.number, s.title, s.text) for s in text.sections] == [(c.number, c.title, c.text) for c in ed.clauses]
    assert [(c.number, c.title, c.text) for c in text.chapters] == [(c.number, c.title, c.text) for c in ed.chapters]
    assert text.preamble == ed.preamble
    assert text.colophon == "règlement officiel 2020"
    assert any("9.22" in r and "ligne 655" in r for r in text.remarks), "the numbering slip is reported"


def test_parser_accepts_a_no_break_space_or_a_dot_after_the_number():
    text = parse("1 CHAPITRE\n\n1.1\u00a0PREMIERE\n\nTexte un.\n\n1.2\u202fDEUXIEME\n\nTexte deux.\n\n"
                 "2. AUTRE CHAPITRE\n\n2.1. TROISIEME\n\n  • Une puce.\n")
    assert [(s.number, s.title, s.text) for s in text.sections] == [("1.1", "PREMIERE", "Texte un."),
                                                                     ("1.2", "DEUXIEME", "Texte deux."),
                                                                     ("2.1", "TROISIEME", "  • Une puce.")]
    assert [c.number for c in text.chapters] == ["1", "2"]


def test_body_lines_starting_with_a_number_are_not_headings():
    text = parse("1 CHAPITRE\n\n1.1 PREMIERE\n\n2 joueurs au moins sont assis.\n1.5 fois la mise est le minimum.\n")
    assert len(text.sections) == 1 and text.sections[0].text.startswith("2 joueurs")


# -- alignment on synthetic editions -------------------------------------------------------------------------------

@pytest.mark.parametrize("scenario", SCENARIOS)
def test_every_id_and_class_is_right_on_the_synthetic_editions(kb, tmp_path, scenario):
    syn = make(kb, scenario)
    report, out = run_import(kb, tmp_path, syn.text)
    figures = score(report, syn)
    got = {r["to_number"]: (r["id"], r["class"]) for r in report["sections"]
           if r["to_number"] and r.get("into") in (None, r["id"])}
    wrong = [(num, cid, cls, got.get(num)) for num, cid, cls in syn.expected if got.get(num) != (cid, cls)]
    assert wrong == []
    assert figures["ids"] == figures["classes"] == figures["sections"]
    assert figures["gone_right"] == figures["gone"]
    chapters = [load(p)["id"] for p in sorted(out.glob("*/index.yaml"))]
    assert chapters == syn.chapters
    assert sorted(p.parent.name for p in out.glob("*/index.yaml"))[4] == ("05-organisation-de-la-salle" if scenario in (
        "chapitre-insere", "tout") else "05-regularite-de-la-donne")


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_every_id_is_right_on_random_mixes_of_the_edits(kb, tmp_path, seed):
    syn = make_random(kb, seed)
    report, _ = run_import(kb, tmp_path, syn.text)
    figures = score(report, syn)
    assert (figures["ids"], figures["classes"], figures["gone_right"]) == (figures["sections"],) * 2 + (figures["gone"],)
    assert {"added", "modified"} <= {cls for _, _, cls in syn.expected} and syn.gone


def test_look_alikes_are_not_taken_for_a_split_or_a_merge(kb, tmp_path):
    """§8.4 is nearly §8.3's words: deleting it is a removal (8.3 did not grow); a copy of §1.7 added at the end is a
    new section (1.7 did not shrink)."""
    chapters = base_chapters(kb)
    ch, k = _find(chapters, "cartes-jetees-discernables")
    del ch.sections[k]
    ch, k = _find(chapters, "reclamations")
    chapters[-1].sections.append(Sec("recours-des-joueurs", "RECOURS DES JOUEURS", ch.sections[k].text, "added"))
    text, _ = render(chapters)
    report, _ = run_import(kb, tmp_path, text)
    rows = {r["id"]: r["class"] for r in report["sections"]}
    assert rows["cartes-jetees-discernables"] == "removed"
    assert rows["cartes-jetees-indiscernables"] == "unchanged"
    assert rows["recours-des-joueurs"] == "added" and rows["reclamations"] == "unchanged"


def test_the_synthetic_scenarios_really_edit_the_text(kb):
    """Guard of the generator itself: each scenario changes what it claims (else the alignment test proves nothing)."""
    classes = {s: {cls for _, _, cls in make(kb, s).expected} for s in SCENARIOS}
    assert classes["identite"] == {"unchanged"}
    assert {"added", "renumbered"} <= classes["chapitre-insere"]
    assert {"added", "renumbered"} <= classes["sections"] and make(kb, "sections").gone
    assert {"split", "merged"} <= classes["scission-fusion"]
    assert "modified" in classes["reformulations"]
    assert {"added", "renumbered", "modified", "split", "merged"} <= classes["tout"]


# -- identity: 2019.03 imported onto itself ------------------------------------------------------------------------

@pytest.fixture(scope="module")
def identity(kb, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("identity")
    out = tmp / NEW
    return import_edition(kb, SEED, BASE, NEW, out=out), out


def test_identity_import_every_section_unchanged_and_content_carried(kb, identity):
    report, out = identity
    assert report["counts"]["unchanged"] == 94 and report["to_review"] == 0
    assert sum(report["counts"].values()) == 94
    files = clause_files(out)
    assert set(files) == {c.id for c in kb.clauses(BASE)}
    for c in kb.clauses(BASE):
        mine, theirs = load(files[c.id]), load(Path(c.source.path))
        assert mine == theirs, c.id  # rules, keywords, summary, tda, examples, refs, notes: all carried as is
    assert (out / "REVIEW.md").read_text(encoding="utf-8").count("| inchangée | §") == 94
    edition = load(out / "edition.yaml")
    assert edition["id"] == NEW and edition["family"] == "ropta" and edition["date"] == "2099-01"
    assert edition["source"] == "ropta-2019.03.txt" and edition["colophon"] == "règlement officiel 2020"
    assert (edition["status"], edition["valid_from"], edition["replaces"]) == ("en-vigueur", "2099-01", "ropta-2023.10")
    assert (out / "01-concepts-generaux" / "esprit-du-jeu.yaml").read_text(encoding="utf-8").startswith(
        "# yaml-language-server: $schema=../../schema/clause-v1.schema.json\n")


def test_identity_import_checks_clean_in_a_copy_of_the_rulebook(identity, rulebook_copy, ropta):
    _, out = identity
    shutil.copytree(out, rulebook_copy / "ropta-2099.01-identite")
    try:
        code, stdout, err = ropta("check", str(rulebook_copy))
        assert code == 0, err
        assert f"{NEW} (94 sections)" in stdout and "à revoir" not in stdout
    finally:
        shutil.rmtree(rulebook_copy / "ropta-2099.01-identite")


# -- a full synthetic edition: review marks, check, show, diff ------------------------------------------------------

@pytest.fixture(scope="module")
def placed(kb, rulebook_copy, tmp_path_factory):
    """The « tout » synthetic edition imported into the rulebook copy (default output: <rulebook>/<id>)."""
    src = tmp_path_factory.mktemp("tout") / "ropta-2099.01.txt"
    src.write_text(make(kb, "tout").text, encoding="utf-8")
    report = import_edition(kb, src, BASE, NEW, out=rulebook_copy / NEW, schema_root=rulebook_copy)
    yield report, rulebook_copy / NEW
    shutil.rmtree(rulebook_copy / NEW)


def test_changed_sections_are_marked_and_unchanged_ones_carried(kb, placed):
    report, out = placed
    files = clause_files(out)
    assert load(files["reclamations"])["review"] == "a-revoir"  # reworded
    assert load(files["bouton-mort"])["review"] == "a-revoir"  # new title
    assert "review" not in load(files["retards"])  # renumbered only
    retards = load(files["retards"])
    assert retards["rules"] == [dict(r) for r in load(Path(kb.clause(BASE, "retards").source.path))["rules"]]
    added = load(files["securite-des-tables"])
    assert added["review"] == "a-revoir" and "rules" not in added and "summary" not in added
    detached = load(files["mises-insuffisantes-sans-annonce"])
    assert detached["review"] == "a-revoir" and detached["examples"], "examples follow the part quoting them"
    rows = {r["id"]: r for r in report["sections"]}
    assert rows["langue-officielle"]["class"] == "removed" and rows["langue-officielle"]["to_number"] is None
    assert rows["reclamations"]["review"] and rows["reclamations"]["from_number"] == "1.7"


def test_cross_references_follow_the_renumbering(placed):
    _, out = placed
    files = clause_files(out)
    refs = {r["label"]: r for r in load(files["jouer-a-son-tour"])["refs"]}  # was « règle 6.7 » (ch. 6 -> 7, 6.4+6.5 merged)
    assert refs["règle 7.6"]["target"] == "actions-substantielles"
    river = load(files["river-prematuree"])  # its rules cite « §7.1 à §7.5 », now « §8.1 à §8.5 »
    assert "review" not in river and all("review" not in r for r in river["rules"])
    assert any("§8.1 à §8.5" in str(r.get("source")) for r in river["rules"])
    slip = load(files["tapis-preflop-inferieur-a-la-relance-minimale"])["refs"][0]
    assert slip["label"] == "§10.21" and slip["target"] is None, "the source's slip stays unresolved, renumbered"


def test_check_lists_the_sections_to_review_as_warnings(placed, rulebook_copy, ropta):
    report, _ = placed
    code, out, err = ropta("check", str(rulebook_copy), "--json")
    assert code == 0, err
    data = json.loads(out)
    review = [p for p in data["problems"] if p["pointer"] == "$.review"]
    assert len(review) == report["to_review"] and all(p["severity"] == "warning" for p in review)
    assert data["editions"][NEW] == 95


def test_show_labels_team_content_to_review(placed, rulebook_copy, ropta, monkeypatch):
    report, _ = placed
    monkeypatch.setenv("ROPTA_RULEBOOK", str(rulebook_copy))
    code, out, err = ropta("show", NEW, "reclamations")
    assert code == 0, err
    assert "À REVOIR" in out and "(non officiel, à revoir)" in out
    code, out, _ = ropta("show", NEW, "reclamations", "--json")
    assert json.loads(out)[0]["review"] == "a-revoir"
    code, out, _ = ropta("show", NEW, "retards", "--json")
    assert json.loads(out)[0]["review"] is None
    code, out, _ = ropta("show", NEW)
    assert f"⚠ {report['to_review']} section(s) « à revoir »" in out
    assert re.search(r"§1\.6 +RECLAMATIONS  \[reclamations\]  \(à revoir\)", out)
    assert re.search(r"§1\.7 +RETARDS  \[retards\]\n", out)


def test_diff_gives_a_word_level_redline_between_the_two_full_texts(placed, rulebook_copy, ropta, monkeypatch):
    monkeypatch.setenv("ROPTA_RULEBOOK", str(rulebook_copy))
    code, out, err = ropta("diff", BASE, NEW, "--json")
    assert code == 0, err
    rows = {r["id"]: r for r in json.loads(out)["changes"]}
    assert ["-", "sera"] in rows["reclamations"]["redline"] and ["+", "pourra être"] in rows["reclamations"]["redline"]
    assert rows["retards"]["kind"] == "renumbered" and rows["langue-officielle"]["kind"] == "removed"
    assert rows["securite-des-tables"]["kind"] == "added"
    assert rows["bouton-mort"]["from_title"] == "BOUTON MORT"
    code, out, _ = ropta("diff", BASE, NEW)
    assert "aucune réclamation ne [-sera-]{+pourra être+} acceptée" in out
    assert "Titre : [-BOUTON MORT-]{+LE BOUTON MORT ET SES EXCEPTIONS+}" in out


# -- rules whose excerpt left the text ------------------------------------------------------------------------------

def _set_source(root: Path, clause: str, rule: str, source: str) -> None:
    """In a rulebook copy, make a rule of a 2019.03 clause cite exactly `source`."""
    from engine.edition_writer import document

    path = next(root.glob(f"ropta-2019.03/*/{clause}.yaml"))
    data = load(path)
    next(r for r in data["rules"] if r["id"] == rule)["source"] = source
    path.write_text(document("clause-v1", 1, data), encoding="utf-8")


def test_a_rule_whose_source_left_the_text_loses_it_and_is_marked(tmp_path):
    from engine.kb import build

    root = tmp_path / "rulebook"
    shutil.copytree(ROOT / "rulebook", root)
    _set_source(root, "reclamations", "decision-irrevocable", "aucune réclamation ne sera acceptée")
    _set_source(root, "cartes-retournees", "carte-morte-remplacee", "Une carte retournée est déclarée morte")
    kb = build(root)
    report, out = run_import(kb, tmp_path, make(kb, "reformulations").text)
    files = clause_files(out)
    lost = next(r for r in load(files["reclamations"])["rules"] if r["id"] == "decision-irrevocable")
    assert "source" not in lost and lost["review"] == "a-revoir"
    kept = next(r for r in load(files["cartes-retournees"])["rules"] if r["id"] == "carte-morte-remplacee")
    assert kept["source"] == "Une carte retournée est déclarée morte" and "review" not in kept
    row = next(r for r in report["sections"] if r["id"] == "reclamations")
    assert any("decision-irrevocable" in t and "source" in t for t in row["review"])
    assert "decision-irrevocable" in (out / "REVIEW.md").read_text(encoding="utf-8")


# -- the command line -----------------------------------------------------------------------------------------------

def test_cli_json_report_and_refusal_to_overwrite(kb, tmp_path, ropta):
    src = tmp_path / "e.txt"
    src.write_text(make(kb, "sections").text, encoding="utf-8")
    out = tmp_path / "sortie"
    code, stdout, err = ropta("edition", "import", str(src), "--base", BASE, "--id", NEW, "--out", str(out), "--json")
    assert code == 0, err
    data = json.loads(stdout)
    assert data["counts"]["removed"] == 2 and data["counts"]["added"] == 1
    assert {"class", "id", "from_number", "to_number", "similarity", "review"} <= set(data["sections"][0])
    review = (out / "REVIEW.md").read_text(encoding="utf-8")
    assert "# Import de ropta-2099.01" in review and "| supprimée | §1.5 → |" in review
    code, _, err = ropta("edition", "import", str(src), "--base", BASE, "--id", NEW, "--out", str(out))
    assert code == 2 and "--force" in err and len(err.strip().splitlines()) == 1
    code, stdout, err = ropta("edition", "import", str(src), "--base", BASE, "--id", NEW, "--out", str(out), "--force")
    assert code == 0 and "importée" in stdout and "À revoir" in stdout
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")], "no temporary folder left"


def test_cli_default_output_is_the_rulebook_folder(kb, tmp_path, ropta, monkeypatch, rulebook_copy):
    monkeypatch.setenv("ROPTA_RULEBOOK", str(rulebook_copy))
    src = tmp_path / "e.txt"
    src.write_text(make(kb, "identite").text, encoding="utf-8")
    code, _, err = ropta("edition", "import", str(src), "--base", BASE, "--id", "ropta-2099.02", "--date", "2099-02-15")
    try:
        assert code == 0, err
        assert load(rulebook_copy / "ropta-2099.02" / "edition.yaml")["date"] == "2099-02-15"
    finally:
        shutil.rmtree(rulebook_copy / "ropta-2099.02", ignore_errors=True)


# -- bad input: one French line, exit 2, nothing written ------------------------------------------------------------

BAD_TEXTS = {
    "layout": ("Ceci n'est pas un règlement.\n\nAucun titre numéroté ici.\n", 1, "aucun titre de section"),
    "no-body": ("1 CHAPITRE\n\n1.1 PREMIERE\n\nTexte.\n\n1.2 VIDE\n\n1.3 SUIVANTE\n\nTexte.\n", 7, "n'a pas de texte"),
    "no-body-at-end": ("1 CHAPITRE\n\n1.1 PREMIERE\n\nTexte.\n\n1.2 VIDE\n", 7, "n'a pas de texte"),
    "empty-chapter": ("1 CHAPITRE\n\n1.1 PREMIERE\n\nTexte.\n\n2 VIDE\n\n3 SUIVANT\n\n3.1 UNE\n\nTexte.\n", 7,
                      "le chapitre 2 « VIDE » n'a ni texte ni section"),
    "duplicate": ("1 CHAPITRE\n\n1.1 PREMIERE\n\nTexte.\n\n1.1 ENCORE\n\nTexte.\n", 7, "numéro 1.1 en double (déjà ligne 3)"),
    "outside-chapter": ("1 CHAPITRE\n\n1.1 PREMIERE\n\nTexte.\n\n2.1 AILLEURS\n\nTexte.\n", 7, "hors de son chapitre"),
    "bare-number": ("1 CHAPITRE\n\n1.1 PREMIERE\n\nTexte.\n\n1.2\n\nTexte sans titre.\n", 7, "numéro 1.2 sans titre"),
}


@pytest.mark.parametrize("case", sorted(BAD_TEXTS))
def test_bad_layouts_name_the_line(tmp_path, ropta, case):
    text, line, message = BAD_TEXTS[case]
    src = tmp_path / "bad.txt"
    src.write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    code, stdout, err = ropta("edition", "import", str(src), "--base", BASE, "--id", NEW, "--out", str(out))
    assert code == 2 and stdout == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"{src}:{line}: ") and message in lines[0], lines
    assert "Traceback" not in err and not out.exists()


def test_a_file_not_in_utf8_names_the_line(tmp_path, ropta):
    src = tmp_path / "latin1.txt"
    src.write_bytes("1 CHAPITRE\n\n1.1 PREMIERE\n\nLe joueur doit être présent.\n".encode("latin-1"))
    out = tmp_path / "out"
    code, _, err = ropta("edition", "import", str(src), "--base", BASE, "--id", NEW, "--out", str(out))
    assert code == 2 and err.strip() == f"{src}:5: le fichier n'est pas en UTF-8 (octet 0xea illisible) : " \
                                         "réenregistrez-le en UTF-8"
    assert not out.exists()


@pytest.mark.parametrize("args,message", [
    (["--base", "ropta-2019.3", "--id", NEW], "édition inconnue « ropta-2019.3 »"),
    (["--base", "ropta-2023.10", "--id", NEW], "doit être un texte complet"),
    (["--base", BASE, "--id", "ropta-25.02"], "identifiant d'édition invalide « ropta-25.02 » : attendu ropta-AAAA.MM"),
    (["--base", BASE, "--id", "ropta-2025.13"], "identifiant d'édition invalide"),
    (["--base", BASE, "--id", "chevaliers-2025.02"], "attendu ropta-AAAA.MM"),
    (["--base", BASE, "--id", BASE], "existe déjà"),
    (["--base", BASE, "--id", NEW, "--date", "mars 2099"], "date invalide « mars 2099 »"),
])
def test_bad_arguments_one_line_exit_2_nothing_written(tmp_path, ropta, args, message):
    out = tmp_path / "out"
    code, stdout, err = ropta("edition", "import", str(SEED), *args, "--out", str(out))
    assert code == 2 and stdout == "" and len(err.strip().splitlines()) == 1 and message in err, err
    assert not out.exists()


def test_a_missing_file_is_one_line(tmp_path, ropta):
    code, _, err = ropta("edition", "import", str(tmp_path / "absent.txt"), "--base", BASE, "--id", NEW,
                         "--out", str(tmp_path / "out"))
    assert code == 2 and "fichier introuvable" in err and len(err.strip().splitlines()) == 1


def test_report_lists_moved_chapters_and_what_gone_sections_leave(placed):
    report, out = placed
    chapters = {c["id"]: c for c in report["chapters"]}
    assert chapters["organisation-de-la-salle"]["class"] == "added"
    assert (chapters["mises-et-relances"]["from_number"], chapters["mises-et-relances"]["to_number"]) == ("9", "10")
    assert chapters["concepts-generaux"]["class"] == "unchanged"
    review = (out / "REVIEW.md").read_text(encoding="utf-8")
    assert "| renumérotée | ch. 9 → ch. 10 | MISES ET RELANCES |" in review
    gone = {r["id"]: r for r in report["sections"] if r["class"] in ("removed", "merged") and r.get("into") != r["id"]}
    assert "supprimée" in gone["rabbit-hunting"]["review"][0]
    assert gone["cartes-tombees"]["into"] == "carte-morte-melee-a-la-main"


def test_reimport_with_force_keeps_the_new_ids(placed, rulebook_copy, ropta, monkeypatch, tmp_path):
    """Once the edition is in the rulebook, --force re-imports it in place, its new sections under the same ids."""
    from engine.kb import build

    kb = build(rulebook_copy)
    src = tmp_path / "again.txt"
    src.write_text(make(kb, "tout").text, encoding="utf-8")
    with pytest.raises(Exception, match="existe déjà"):
        import_edition(kb, src, BASE, NEW, out=rulebook_copy / NEW)
    report = import_edition(kb, src, BASE, NEW, out=rulebook_copy / NEW, force=True, schema_root=rulebook_copy)
    assert {r["id"] for r in report["sections"]} == {r["id"] for r in placed[0]["sections"]}


# -- the writer -----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Texte simple.", "  • commence par une puce\n\n  • et continue", "fin avec espace \nligne suivante",
    "deux points : et # dièse\n\n\n\ntrois lignes vides", "tab\tinterne\n    \nligne d'espaces", "'guillemets' « et » \"doubles\"",
])
def test_written_clause_reads_back_to_the_same_text(text):
    from engine.edition_writer import document

    data = {"id": "essai", "number": "1.1", "title": "ESSAI : TITRE", "text": text, "refs": [], "keywords": ["a: b"]}
    written = document("clause-v1", 1, data)
    assert written.startswith("# yaml-language-server: $schema=../../schema/clause-v1.schema.json\n")
    assert yaml.safe_load(written) == data


def test_a_failed_write_leaves_nothing_behind(kb, tmp_path, monkeypatch):
    from engine.errors import RoptaError

    calls = []
    real = Path.write_text

    def flaky(self, *args, **kwargs):
        calls.append(self)
        if len(calls) == 5:
            raise OSError(28, "No space left on device")
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Path, "write_text", flaky)
    with pytest.raises(RoptaError, match="impossible d'écrire"):
        import_edition(kb, SEED, BASE, NEW, out=tmp_path / "out")
    assert list(tmp_path.iterdir()) == []


def test_a_rule_may_lack_its_source_only_while_marked_for_review(tmp_path, ropta):
    """rule-v1 requires `source`, except on a rule an import marked `review: a-revoir` (its excerpt left the text)."""
    root = tmp_path / "rulebook"
    shutil.copytree(ROOT / "rulebook", root)
    path = next(root.glob("ropta-2019.03/*/reclamations.yaml"))
    data = load(path)
    data["rules"][0].pop("source")
    from engine.edition_writer import document

    path.write_text(document("clause-v1", 1, data), encoding="utf-8")
    code, _, err = ropta("check", str(root))
    assert code == 2 and "reclamations.yaml" in err and "source" in err
    data["rules"][0]["review"] = "a-revoir"
    path.write_text(document("clause-v1", 1, data), encoding="utf-8")
    code, out, err = ropta("check", str(root))
    assert code == 0, err
    assert re.search(r"reclamations\.yaml:\d+: \$\.rules\[0\]\.review: avertissement : règle « \S+ » à revoir "
                     r"\(sans extrait cité", out)


def test_a_merge_keeps_the_exceptions_its_sections_shared(kb, placed):
    """§6.4 says its shared exception once (a clause-level `unless`); merged into §6.5's part, each of its rules keeps
    it written in full, and the merged section, whose other rules never had it, says no shared exception."""
    _, out = placed
    base = load(Path(kb.clause(BASE, "cartes-tombees").source.path))
    assert base["unless"] == [{"dead_card_mixed": True}]
    merged = load(clause_files(out)["carte-morte-melee-a-la-main"])
    assert "unless" not in merged
    rules = {r["id"]: r for r in merged["rules"]}
    for rule in base["rules"]:
        assert {"dead_card_mixed": True} in rules[rule["id"]]["unless"], rule["id"]
