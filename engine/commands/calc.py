"""`ropta calc KIND FILE|- [--json]`: a floor calculator on a YAML or JSON document, ruling cited to its clause."""

from __future__ import annotations

import re
import sys
import textwrap

NAME = "calc"
HELP = "calculs de table : mise ou relance, pots, chip race, pénalités, table finale, Ultimate Texas Hold'em"
DESCRIPTION = ("Applique un calcul du règlement à une situation décrite en YAML ou JSON (fichier, ou « - » pour "
               "l'entrée standard) et donne la décision, son explication et la section citée. Calculs : bet "
               "(interpréter une action : §9.1–9.13, 9.21–9.22), pots (pots principal et extérieurs : §9.7, 4.2), "
               "chiprace (§3.2), penalty (tours de pénalité : §11.1), final-table (§2.6), uth (Ultimate Texas Hold'em). "
               "Clé facultative edition : l'édition de la ROPTA appliquée (par défaut, celle en vigueur). Une clé "
               "inconnue est refusée avec la liste des clés permises.")

_PART = re.compile(r"\.([^.\[\]]+)|\[(\d+)\]")


def add_arguments(p) -> None:
    p.add_argument("kind", metavar="CALCUL", help="bet, pots, chiprace, penalty, final-table, uth")
    p.add_argument("file", metavar="FICHIER", help="document YAML ou JSON ; « - » pour l'entrée standard")
    p.add_argument("--json", action="store_true", help="résultat en JSON")


def run(args) -> int:
    from ..calc import KINDS, CalcInputError, compute
    from ..errors import Problem, RoptaError
    from ..yamlio import YamlError, load_text
    from ._io import emit_json, knowledge_base

    if args.kind not in KINDS:
        import difflib

        hint = difflib.get_close_matches(args.kind, list(KINDS), n=1)
        more = f" ; vouliez-vous dire « {hint[0]} » ?" if hint else ""
        raise RoptaError(f"calcul inconnu « {args.kind} » (calculs : {', '.join(sorted(KINDS))}){more}")
    label = "<stdin>" if args.file == "-" else args.file
    text = _read(args.file, label)
    try:
        document = load_text(text, label)
    except YamlError as exc:
        raise RoptaError(exc.problem.format()) from None
    kb = knowledge_base()
    try:
        result = compute(args.kind, document.data if document.data is not None else {}, kb)
    except CalcInputError as exc:
        line = document.line(_path(exc.pointer))
        raise RoptaError(Problem(label, line, exc.pointer, exc.message).format()) from None
    if args.json:
        emit_json(result)
    else:
        print(render(args.kind, result, kb))
    return 0


def _read(path: str, label: str) -> str:
    """The input document's text: a regular file or standard input, bounded, UTF-8 (a clear line otherwise)."""
    from ..errors import RoptaError
    from ..yamlio import MAX_FILE_BYTES, YamlError, decode, read_regular

    try:
        if path == "-":
            stream = getattr(sys.stdin, "buffer", None)  # a text stream without bytes (embedding, tests) is read as is
            raw = stream.read(MAX_FILE_BYTES + 1) if stream is not None else sys.stdin.read(MAX_FILE_BYTES + 1).encode()
            if len(raw) > MAX_FILE_BYTES:
                raise RoptaError(f"{label}: entrée trop longue (limite : {MAX_FILE_BYTES} octets)")
        else:
            raw = read_regular(path)
        return decode(raw, label)
    except YamlError as exc:
        raise RoptaError(exc.problem.format()) from None


def _path(pointer: str) -> tuple:
    """`$.actions[2].to` -> ("actions", 2, "to"), to find the line of the faulty field."""
    return tuple(int(idx) if idx else key for key, idx in _PART.findall(pointer[1:]))


def render(kind: str, result: dict, kb=None) -> str:
    """French plain text: the ruling, the explanation, the clauses cited (with their titles when known)."""
    import importlib

    from ..calc import KINDS

    module = importlib.import_module(f"engine.calc.{KINDS[kind]}")
    head = module.headline(result) if hasattr(module, "headline") else _generic(result)
    out = [f"Décision : {head}", "", textwrap.fill(result.get("explanation", ""), 100)]
    if result.get("floor_decision"):
        out += ["", "Le texte laisse ici la décision au directeur de tournoi."]
    cites = []
    for key in result.get("clauses", []):
        edition, _, number = key.partition(":")
        clause = kb.find(edition, number) if kb is not None else None
        ed = kb.editions.get(edition) if kb is not None else None
        name = ed.label if ed else edition
        cites.append(f"  {name} §{number}" + (f" — {clause.title}" if clause else ""))
    if cites:
        out += ["", "Règles appliquées :"] + cites
    out += ["", "(Explication rédigée par l'équipe, non officielle ; le texte du règlement fait foi : "
                "« ropta show ÉDITION NUMÉRO ».)"]
    return "\n".join(out)


def _generic(result: dict) -> str:
    return ", ".join(f"{k} = {v}" for k, v in result.items() if k not in ("clauses", "explanation"))
