"""JSON Schemas of the rulebook (rulebook/schema), validation with French messages and "did you mean" hints."""

from __future__ import annotations

import difflib
import json
from functools import cached_property
from pathlib import Path

from .errors import Problem, pointer
from .yamlio import Document

_SCHEMA_HEADER = "# yaml-language-server: $schema="


def declared_schema(first: str) -> str | None:
    """Schema file name named by a `# yaml-language-server: $schema=...` first line, or None."""
    first = first.lstrip("\ufeff").strip()
    if first.startswith(_SCHEMA_HEADER):
        return Path(first[len(_SCHEMA_HEADER):].strip()).name
    return None


class Schemas:
    """All schemas of one rulebook folder, cross-referenced through a `referencing` registry; a broken schema file
    (unreadable, bad JSON, no `$id`, not a valid Draft 2020-12 schema) is a problem, never a traceback."""

    def __init__(self, schema_dir: Path):
        self.dir = schema_dir
        self.documents: dict[str, dict] = {}
        self.problems: list[Problem] = []
        for file in sorted(schema_dir.glob("*.schema.json")):
            doc = self._read(file)
            if doc is not None:
                self.documents[file.name] = doc

    def _read(self, file: Path) -> dict | None:
        from jsonschema import Draft202012Validator
        from jsonschema.exceptions import SchemaError

        from .yamlio import YamlError, decode, read_regular

        try:
            text = decode(read_regular(file), str(file))
        except YamlError as exc:
            self.problems.append(exc.problem)
            return None
        try:
            doc = json.loads(text)
        except json.JSONDecodeError as exc:
            self.problems.append(Problem(str(file), exc.lineno, "$", f"JSON invalide : {exc.msg}"))
            return None
        if not isinstance(doc, dict) or not isinstance(doc.get("$id"), str):
            self.problems.append(Problem(str(file), 1, "$.$id", "schéma sans « $id » (identifiant obligatoire)"))
            return None
        try:
            Draft202012Validator.check_schema(doc)
        except SchemaError as exc:
            where = pointer(tuple(exc.absolute_path))
            self.problems.append(Problem(str(file), None, where, f"schéma invalide : {' '.join(exc.message.split())[:160]}"))
            return None
        return doc

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
        from referencing.exceptions import Unresolvable

        problems = []
        try:
            errors = sorted(self._validator(name).iter_errors(doc.data), key=lambda e: list(map(str, e.absolute_path)))
        except Unresolvable as exc:
            return [Problem(str(self.dir / name), None, "$", f"référence de schéma introuvable : {exc}")]
        for err in errors:
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
        return [Problem(doc.path, doc.line(path), pointer(path), _other(err))]


def _other(err) -> str:
    """French message of the validators without a dedicated case (never jsonschema's English)."""
    v, want = err.validator, err.validator_value
    messages = {
        "const": f"valeur attendue : « {want} »",
        "oneOf": "ne correspond à aucune des formes permises (ou à plusieurs)",
        "anyOf": "ne correspond à aucune des formes permises",
        "not": "forme interdite à cet endroit",
        "minItems": f"liste trop courte (au moins {want} élément(s))",
        "maxItems": f"liste trop longue (au plus {want} élément(s))",
        "uniqueItems": "éléments en double dans la liste",
        "minProperties": "objet vide" if want == 1 else f"au moins {want} clés attendues",
        "maxProperties": f"au plus {want} clés permises",
        "minimum": f"valeur trop petite (minimum : {want})",
        "maximum": f"valeur trop grande (maximum : {want})",
        "exclusiveMinimum": f"valeur trop petite (doit dépasser {want})",
        "exclusiveMaximum": f"valeur trop grande (doit rester sous {want})",
        "maxLength": f"texte trop long (au plus {want} caractères)",
        "format": f"format « {want} » non respecté",
        "propertyNames": "nom de clé non permis",
        "dependentRequired": "champ lié manquant",
        "false": "valeur non permise ici",
    }
    return messages.get(v, f"valeur non conforme au schéma (règle « {v} »)")


_TYPES = {"string": "texte", "object": "objet", "array": "liste", "integer": "entier", "number": "nombre",
          "boolean": "booléen", "null": "null"}


def _kind(value) -> str:
    if value is None:
        return "null"
    return {str: "texte", dict: "objet", list: "liste", bool: "booléen", int: "entier", float: "nombre"}.get(type(value), type(value).__name__)
