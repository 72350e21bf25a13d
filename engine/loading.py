"""Rulebook files -> model: every YAML file validated against the schema it declares, then cross-checked."""

from __future__ import annotations

import difflib
import os
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from .errors import Problem, pointer
from .model import VALIDITY, Chapter, Clause, Edition, FrozenDict, Note, Ref, Source, freeze, number_key  # noqa: F401 (re-exported)
from .rulecheck import check_rules, clause_rules
from .schemas import Schemas, declared_schema
from .yamlio import Document, YamlError, load_file


@dataclass
class Tree:
    """Every validated document of a rulebook folder, grouped by the schema it declares."""

    root: Path
    documents: dict[str, list[Document]] = field(default_factory=lambda: defaultdict(list))
    problems: list[Problem] = field(default_factory=list)

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]


def rulebook_files(root: Path, problems: list | None = None) -> list[Path]:
    """The YAML files of a rulebook folder, in a stable order (schemas excluded); an unreadable folder is a problem."""
    files = []

    def unreadable(exc: OSError) -> None:
        if problems is not None:
            problems.append(Problem(str(exc.filename or root), None, "$",
                                    f"dossier illisible : {exc.strerror or exc} (son contenu manquerait au règlement)"))

    for dirpath, dirnames, filenames in os.walk(root, onerror=unreadable):
        dirnames[:] = sorted(d for d in dirnames if d != "schema" and not d.startswith("."))
        files.extend(Path(dirpath) / f for f in sorted(filenames) if f.endswith((".yaml", ".yml")))
    return files


def read_tree(root: Path) -> Tree:
    """Parse and schema-validate every file; collect every problem rather than stop at the first."""
    tree = Tree(root)
    if not (root / "schema").is_dir():
        tree.problems.append(Problem(str(root), None, "$", "pas de dossier schema/ : ce n'est pas un dossier de règlement"))
        return tree
    schemas = Schemas(root / "schema")
    if schemas.problems:  # every file would fail against a broken schema: report the schema alone
        tree.problems.extend(schemas.problems)
        return tree
    for path in rulebook_files(root, tree.problems):
        try:
            doc = load_file(path)
        except YamlError as exc:
            tree.problems.append(exc.problem)
            continue
        name = declared_schema(doc.first_line)
        if name is None:
            tree.problems.append(Problem(str(path), 1, "$",
                                         "première ligne « # yaml-language-server: $schema=... » manquante"))
            continue
        problems = schemas.validate(name, doc)
        tree.problems.extend(problems)
        if not problems:
            tree.documents[name.removesuffix(".schema.json")].append(doc)
    return tree


def build_editions(tree: Tree) -> dict[str, Edition]:
    """Assemble editions (metadata, chapters, clauses) from the validated documents; add cross-check problems."""
    editions: dict[str, dict] = {}
    by_dir: dict[Path, str] = {}
    for doc in tree.documents.get("edition-v1", []):
        data = doc.data
        if data["id"] in editions:
            tree.problems.append(Problem(doc.path, doc.line(("id",)), "$.id", f"édition « {data['id']} » déjà définie"))
            continue
        editions[data["id"]] = {"doc": doc, "chapters": [], "clauses": []}
        by_dir[Path(doc.path).parent] = data["id"]

    def owner(doc: Document) -> str | None:
        for parent in Path(doc.path).parents:
            if parent in by_dir:
                return by_dir[parent]
            if parent == tree.root:
                break
        tree.problems.append(Problem(doc.path, 1, "$", "fichier hors de tout dossier d'édition (edition.yaml introuvable)"))
        return None

    chapter_of_dir: dict[Path, str] = {}
    for doc in tree.documents.get("chapter-v1", []):
        ed = owner(doc)
        if ed:
            editions[ed]["chapters"].append(doc)
            chapter_of_dir[Path(doc.path).parent] = doc.data["id"]
    for doc in tree.documents.get("clause-v1", []):
        ed = owner(doc)
        if ed:
            editions[ed]["clauses"].append(doc)

    result = {}
    docs: dict[tuple[str, str], Document] = {}
    for ed_id, parts in editions.items():
        clauses = [_clause(ed_id, doc, chapter_of_dir.get(Path(doc.path).parent)) for doc in parts["clauses"]]
        _check_unique(tree, ed_id, parts["clauses"], clauses)
        docs.update(((ed_id, c.id), doc) for c, doc in zip(clauses, parts["clauses"]))
        clauses.sort(key=lambda c: number_key(c.number))
        chapters = []
        for doc in sorted(parts["chapters"], key=lambda d: number_key(d.data["number"])):
            d = doc.data
            chapters.append(Chapter(ed_id, d["id"], d["number"], d["title"], d.get("text", ""),
                                    tuple(c.id for c in clauses if c.chapter == d["id"]), Source(doc.path, 1),
                                    freeze(d.get("tda", []))))
        result[ed_id] = _edition(parts["doc"], tuple(chapters), tuple(clauses))
    check_refs(tree, result, docs)
    check_rules(tree, result, docs)
    check_review(tree, result, docs)
    check_learned(tree, result)
    return result


def check_learned(tree: Tree, editions: dict[str, Edition]) -> None:
    """Every class of the learned reading (engine.learned) names an existing clause by its stable id: counts left
    from a section since renamed or removed would silently count for nothing."""
    ids = {f"{ed}:{c.id}" for ed, e in editions.items() for c in e.clauses}
    for doc in tree.documents.get("learned-v1", ()):
        for i, entry in enumerate(doc.data.get("classes") or ()):
            clause = entry.get("clause") if isinstance(entry, dict) else None
            if clause and clause not in ids:
                hint = difflib.get_close_matches(str(clause), ids, n=1)
                more = f" (vouliez-vous dire « {hint[0]} » ?)" if hint else ""
                tree.problems.append(Problem(doc.path, doc.line(("classes", i, "clause")), f"$.classes[{i}].clause",
                                             f"section inconnue « {clause} »{more} : recompter avec "
                                             "python tests/learn.py"))


def check_review(tree: Tree, editions: dict[str, Edition], docs: dict[tuple[str, str], Document]) -> None:
    """Clauses and rules marked `review: a-revoir` (an imported edition's changed sections) are listed as warnings."""
    for ed in editions.values():
        for clause in ed.clauses:
            doc = docs.get((ed.id, clause.id))
            if doc is None:
                continue
            if clause.extra.get("review"):
                tree.problems.append(Problem(doc.path, doc.line(("review",)), "$.review",
                                             f"§{clause.number} à revoir : le texte a changé depuis la rédaction du "
                                             "contenu de l'équipe (résumé, mots-clés, règles, TDA)", severity="warning"))
            for i, rule in enumerate(clause.rules):
                if rule.get("review"):
                    tree.problems.append(Problem(doc.path, doc.line(("rules", i, "review")), f"$.rules[{i}].review",
                                                 f"règle « {rule['id']} » à revoir" + ("" if rule.get("source") else
                                                 " (sans extrait cité : son texte a changé)"), severity="warning"))


#: Clause keys kept as-is in `Clause.extra` (tables: structured copies of the text's tables, table-v1).
_EXTRA_KEYS = ("tables", "review")


def _clause(edition: str, doc: Document, chapter: str | None) -> Clause:
    d = doc.data
    return Clause(
        edition=edition,
        id=d["id"],
        number=d["number"],
        title=d["title"],
        text=d["text"],
        chapter=chapter,
        refs=tuple(Ref(r["label"], r["target"], r.get("edition"), r.get("note")) for r in d.get("refs", [])),
        examples=freeze(d.get("examples", [])),
        rules=freeze(clause_rules(d)),  # a clause-level `unless` is read into each rule
        tda=freeze(d.get("tda", [])),
        notes=tuple(Note(n["text"], n.get("kind", "note")) for n in d.get("notes", [])),
        summary=d.get("summary"),
        keywords=tuple(d.get("keywords", [])),
        params=freeze(d.get("params", {})),
        extra=freeze({k: d[k] for k in _EXTRA_KEYS if k in d}),
        source=Source(doc.path, 1),
    )


def _edition(doc: Document, chapters: tuple[Chapter, ...], clauses: tuple[Clause, ...]) -> Edition:
    d = doc.data
    known = {"id", "kind", "family", "title", "short_title", "version", "date", "authority", "game", "source",
             "preamble", "base", "notes", *VALIDITY}
    return Edition(
        id=d["id"], kind=d["kind"], family=d["family"], title=d["title"], short_title=d["short_title"],
        version=d["version"], date=d["date"], chapters=chapters, clauses=clauses,
        authority=d.get("authority"), game=d.get("game"), source_file=d.get("source"),
        preamble=d.get("preamble", ""), notes=tuple(Note(n["text"], n.get("kind", "note")) for n in d.get("notes", [])),
        base=d.get("base"), meta=freeze({k: v for k, v in d.items() if k not in known}), source=Source(doc.path, 1),
        **{k: d.get(k) for k in VALIDITY},
    )


def _check_unique(tree: Tree, edition: str, docs: list[Document], clauses: list[Clause]) -> None:
    seen_id: dict[str, str] = {}
    seen_number: dict[str, str] = {}
    for doc, clause in zip(docs, clauses):
        if clause.id in seen_id:
            tree.problems.append(Problem(doc.path, doc.line(("id",)), "$.id",
                                         f"identifiant « {clause.id} » déjà utilisé dans {edition} ({seen_id[clause.id]})"))
        seen_id.setdefault(clause.id, doc.path)
        if clause.number in seen_number:
            tree.problems.append(Problem(doc.path, doc.line(("number",)), "$.number",
                                         f"numéro {clause.number} déjà utilisé dans {edition} ({seen_number[clause.number]})"))
        seen_number.setdefault(clause.number, doc.path)


def check_fact_names(tree: Tree) -> None:
    """A situation fact, and a concept, is defined once, whichever vocabulary file holds it (they are split by
    chapter): concepts are shared by every file, so a second definition would silently join its words to the first."""
    seen: dict[str, str] = {}
    concepts: dict[str, str] = {}
    for doc in tree.documents.get("vocabulary-v1", ()):
        for i, fact in enumerate(doc.data.get("facts") or ()):
            name = fact.get("name") if isinstance(fact, dict) else None
            if name in seen:
                tree.problems.append(Problem(doc.path, doc.line(("facts", i, "name")), f"$.facts[{i}].name",
                                             f"fait « {name} » déjà défini dans {seen[name]}"))
            elif name:
                seen[name] = doc.path
        defined = doc.data.get("concepts")
        for name in defined if isinstance(defined, dict) else ():
            if name in concepts:
                tree.problems.append(Problem(doc.path, doc.line(("concepts", name)), f"$.concepts.{name}",
                                             f"concept « {name} » déjà défini dans {concepts[name]}"))
            else:
                concepts[name] = doc.path
            words = defined[name]
            for j, word in enumerate(words if isinstance(words, list) else ()):
                if isinstance(word, str) and not _reads_a_word(word):
                    tree.problems.append(Problem(doc.path, doc.line(("concepts", name, j)), f"$.concepts.{name}[{j}]",
                                                 f"« {word} » ne se lit comme aucun mot (mots vides seulement : "
                                                 "articles, pronoms, liaisons) : il ne trouverait rien, retirez-le"))
    for doc in tree.documents.get("vocabulary-v1", ()):  # a composed fact names concepts of any file
        for where, names in _composed_names(doc.data.get("facts") or ()):
            for name in names:
                if name not in concepts:
                    hint = difflib.get_close_matches(str(name), concepts, n=1)
                    more = f" (vouliez-vous dire « {hint[0]} » ?)" if hint else ""
                    tree.problems.append(Problem(doc.path, doc.line(where), pointer(where),
                                                 f"concept inconnu « {name} »{more}"))


def _reads_a_word(word: str) -> bool:
    """Does a concept word read as at least one content stem? A word made of stop words only (« il », « alors que »)
    is dropped by the reading (engine.text.stream): listed, it would silently match nothing."""
    from .text import NEG, stream

    return any(s != NEG for part in word.split(" = ") for s in stream(part))


def _composed_names(facts) -> list[tuple[tuple, list]]:
    """(path of a composition, the concept names it lists) for every `compose`/`not_compose` of the facts and of
    their values; a composition is a list of names or `{in_clause|in_order|in_row: [...]}` (engine.vocabulary)."""
    out = []
    for i, fact in enumerate(facts):
        if not isinstance(fact, dict):
            continue
        places = [(("facts", i, key), fact.get(key)) for key in ("compose", "not_compose")]
        places += [(("facts", i, "values", j, "compose"), v.get("compose"))
                   for j, v in enumerate(fact.get("values") or ()) if isinstance(v, dict)]
        for base, combos in places:
            for k, combo in enumerate(combos if isinstance(combos, list) else ()):
                names = next(iter(combo.values()), None) if isinstance(combo, dict) and len(combo) == 1 else combo
                if isinstance(names, list):
                    out.append(((*base, k), names))
    return out


def check_refs(tree: Tree, editions: dict[str, Edition], docs: dict[tuple[str, str], Document]) -> None:
    """Every reference names an existing clause; an unresolved one (the source's own error) is a warning."""
    ids = {ed: {c.id for c in e.clauses} for ed, e in editions.items()}
    for ed in editions.values():
        for clause in ed.clauses:
            doc = docs.get((ed.id, clause.id))
            path = doc.path if doc else ed.id
            for i, ref in enumerate(clause.refs):
                line = doc.line(("refs", i)) if doc else None
                where = pointer(("refs", i, "target"))
                if ref.target is None:
                    tree.problems.append(Problem(path, line, where,
                                                 f"référence non résolue « {ref.label} » : {ref.note or 'erreur de la source'}",
                                                 severity="warning"))
                    continue
                target_ed = ref.edition or ed.id
                if target_ed not in ids:
                    tree.problems.append(Problem(path, line, pointer(("refs", i, "edition")), f"édition inconnue « {target_ed} »"))
                elif ref.target not in ids[target_ed]:
                    hint = difflib.get_close_matches(ref.target, ids[target_ed], n=1)
                    more = f" (vouliez-vous dire « {hint[0]} » ?)" if hint else ""
                    tree.problems.append(Problem(path, line, where,
                                                 f"référence à une clause inconnue « {ref.target} » dans {target_ed}{more}"))
