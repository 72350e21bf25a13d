"""JSON Schemas of the rulebook (rulebook/schema), validation with French messages and "did you mean" hints."""

from __future__ import annotations

import difflib
import json
from functools import cached_property
from pathlib import Path

from .errors import Problem, pointer
from .yamlio import Document

_SCHEMA_HEADER = "# yaml-language-server: $schema="


def declared_schema(path: str | Path) -> str | None:
    """Schema file name named by the `# yaml-language-server: $schema=...` first line, or None."""
    with open(path, "rb") as fh:
        first = fh.readline().decode("utf-8", "replace").strip()
    if first.startswith(_SCHEMA_HEADER):
        return Path(first[len(_SCHEMA_HEADER):].strip()).name
    return None


class Schemas:
    """All schemas of one rulebook folder, cross-referenced through a `referencing` registry."""

    def __init__(self, schema_dir: Path):
        self.dir = schema_dir
        self.documents: dict[str, dict] = {}
        for file in sorted(schema_dir.glob("*.schema.json")):
            self.documents[file.name] = json.loads(file.read_text(encoding="utf-8"))

    @cached_property
    def _registry(self):
        from referencing import Registry, Resource

        resources = [(doc["$id"], Resource.from_contents(doc)) for doc in self.documents.values()]
        return Registry().with_resources(resources)

    def _validator(self, name: str):
        from jsonschema import Draft202012Validator

        return Draft202012Validator(self.documents[name], registry=self._registry)

    def validate(self, name: str, doc: Document) -> list[Problem]:
        """Every schema problem of a document, located by file, line and JSON path."""
        if name not in self.documents:
            return [Problem(doc.path, 1, "$", f"schéma inconnu « {name} » (connus : {', '.join(sorted(self.documents))})")]
        problems = []
        for err in sorted(self._validator(name).iter_errors(doc.data), key=lambda e: list(map(str, e.absolute_path))):
            problems.extend(self._describe(err, doc))
        return problems

    def _describe(self, err, doc: Document) -> list[Problem]:
        path = tuple(err.absolute_path)
        v = err.validator
        if v == "additionalProperties" and isinstance(err.instance, dict):
            allowed = list(err.schema.get("properties", {}))
            out = []
            for key in err.instance:
                if key in allowed:
                    continue
                hint = difflib.get_close_matches(key, allowed, n=1, cutoff=0.6)
                msg = f"clé inconnue « {key} »"
                msg += f" (vouliez-vous dire « {hint[0]} » ?)" if hint else f" (clés permises : {', '.join(allowed)})"
                out.append(Problem(doc.path, doc.line(path + (key,)), pointer(path + (key,)), msg))
            return out
        if v == "required":
            missing = err.message.split("'")[1] if "'" in err.message else err.message
            return [Problem(doc.path, doc.line(path), pointer(path), f"champ obligatoire « {missing} » manquant")]
        if v == "type":
            expected = err.validator_value if isinstance(err.validator_value, str) else " ou ".join(err.validator_value)
            return [Problem(doc.path, doc.line(path), pointer(path),
                            f"type attendu : {_TYPES.get(expected, expected)}, trouvé : {_kind(err.instance)}")]
        if v == "enum":
            allowed = ", ".join(map(str, err.validator_value))
            return [Problem(doc.path, doc.line(path), pointer(path), f"valeur « {err.instance} » non permise (valeurs : {allowed})")]
        if v == "pattern":
            return [Problem(doc.path, doc.line(path), pointer(path),
                            f"« {err.instance} » ne respecte pas le format attendu ({err.validator_value})")]
        if v == "minLength":
            return [Problem(doc.path, doc.line(path), pointer(path), "texte vide")]
        return [Problem(doc.path, doc.line(path), pointer(path), err.message)]


_TYPES = {"string": "texte", "object": "objet", "array": "liste", "integer": "entier", "number": "nombre",
          "boolean": "booléen", "null": "null"}


def _kind(value) -> str:
    if value is None:
        return "null"
    return {str: "texte", dict: "objet", list: "liste", bool: "booléen", int: "entier", float: "nombre"}.get(type(value), type(value).__name__)
