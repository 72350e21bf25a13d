"""`ropta ask TEXT`: the ruling assistant — the clauses that decide a French situation, with reasons and questions."""

from __future__ import annotations

import sys

NAME = "ask"
HELP = "assistant d'arbitrage : décrivez la situation, obtenez la section qui tranche"
DESCRIPTION = ("Décrivez la situation en français, comme à la table (« le donneur a retourné une carte en "
               "distribuant »). Réponse : la section qui tranche d'abord (décision, raisons citant le texte, "
               "changement 2023.10 et divergence TDA éventuels), puis les suivantes, puis les questions dont la "
               "réponse changerait la décision (à donner avec --fact NOM=VALEUR). --batch FICHIER : une situation "
               "par ligne, une réponse JSON par ligne.")

MAX_BATCH_LINES = 10000


def add_arguments(p) -> None:
    p.add_argument("text", nargs="*", help="la situation, en français")
    p.add_argument("--edition", help="chercher dans une seule édition, par exemple ropta-2023.10 (défaut : toutes, "
                                     "le texte de l'édition en vigueur d'abord)")
    p.add_argument("--as-of", metavar="DATE", help="l'édition en vigueur ce jour-là (AAAA-MM-JJ)")
    p.add_argument("--compare", action="store_true",
                   help="pour la section qui tranche : chaque édition du ROPTA et la TDA 2024 côte à côte")
    p.add_argument("--top", type=int, default=5, help="nombre de sections proposées (défaut 5)")
    p.add_argument("--fact", action="append", default=[], metavar="NOM=VALEUR",
                   help="un fait connu, par exemple substantial_action=oui (répétable)")
    p.add_argument("--situation", metavar="FICHIER", help="situation en YAML/JSON (schéma situation-v1)")
    p.add_argument("--batch", metavar="FICHIER", help="une situation par ligne ('-' : entrée standard)")
    p.add_argument("--explain", action="store_true", help="détailler les raisons de chaque section proposée")
    p.add_argument("--trace", action="store_true",
                   help="pour le mainteneur : comment le score de chaque section a été formé (faits, poids, texte)")
    p.add_argument("--json", action="store_true", help="sortie JSON (contrat de ropta ask --json)")
    p.add_argument("--jsonl", action="store_true",
                   help="avec --batch : une réponse JSON par ligne, écrite dès qu'elle est calculée (JSON Lines)")


def run(args) -> int:
    from ..errors import RoptaError
    from ..inference import ask
    from ._io import emit_json, knowledge_base

    text = " ".join(args.text)
    facts: dict | list = list(args.fact)
    edition, top = args.edition, args.top
    if args.top is not None and args.top < 1:
        raise RoptaError("--top : un nombre positif est attendu")
    kb = knowledge_base()
    edition = args.edition = edition_as_of(kb, args)
    if args.batch:
        return _batch(kb, args)
    if args.situation:
        doc = read_situation(args.situation)
        text = text or doc.get("text", "")
        given = dict(doc.get("facts") or {})
        from ..vocabulary import _split

        given.update(dict(_split(p) for p in args.fact))
        facts = given
        edition = edition or doc.get("edition")
        top = doc.get("top", top)
    if not text.strip():
        raise RoptaError("situation vide : décrivez ce qui s'est passé, par exemple "
                         "ropta ask \"le donneur a retourné une carte pendant la donne\"")
    answer = ask(kb, text, edition=edition, facts=facts, top=top, trace=args.trace)
    if args.compare:
        answer["compare"] = compare_first(kb, answer)
    if edition:  # the edition searched, with its standing and what is known of its text
        from ..export import edition_status_json

        ed = kb.edition(edition)
        answer["edition"] = {"id": ed.id, "label": ed.label, "as_of": args.as_of, "text_status": ed.meta.get("text_status"),
                             "status": edition_status_json(kb, ed)}
    if args.json:
        emit_json(answer)
    else:
        print(render(answer, explain=args.explain))
        if args.trace:
            from .ask_trace import render_trace

            print(render_trace(answer["trace"]))
    return 0


def edition_as_of(kb, args) -> str | None:
    """`--edition`, or with `--as-of DATE` the edition in force that day (both at once: a French error)."""
    from ..editions import in_force
    from ..errors import RoptaError
    from ..validity import parse_day

    if args.edition is not None and not args.edition.strip():
        raise RoptaError(f"--edition : nom d'édition vide (éditions : {', '.join(kb.editions)})")
    if not getattr(args, "as_of", None):
        return args.edition
    if args.edition:
        raise RoptaError("--edition et --as-of : donnez l'un ou l'autre (--as-of choisit l'édition en vigueur ce jour-là)")
    return in_force(kb, on=parse_day(args.as_of)).id


def compare_first(kb, answer: dict) -> list[dict]:
    """The three-way comparison of the deciding clause (first result), under the facts of the answer."""
    from ..threeway import compare

    first = (answer.get("results") or [None])[0]
    if first is None:
        return []
    facts = {f["name"]: f["value"] for f in answer.get("facts") or []}
    return compare(kb, first["id"], facts, first.get("rule"))


def _batch(kb, args) -> int:
    """One answer per input line, printed as soon as it is computed (never all held in memory): JSON Lines with
    --jsonl, a JSON list with --json (kept for compatibility), plain text otherwise."""
    import json

    from ..errors import RoptaError
    from ..inference import ask

    out = sys.stdout
    first = True
    if args.json and not args.jsonl:
        out.write("[\n")
    for n, line in _batch_lines(args.batch):
        if not line.strip():
            answer = {"query": "", "error": "ligne vide", "line": n, "results": [], "questions": [], "facts": []}
        else:
            try:
                answer = ask(kb, line, edition=args.edition, facts=list(args.fact), top=args.top)
            except RoptaError as exc:
                if args.fact or args.edition:
                    raise  # a bad --fact or --edition is wrong for every line: say it once
                answer = {"query": line, "error": "; ".join(exc.lines), "line": n, "results": [], "questions": [],
                          "facts": []}
        if args.jsonl:
            out.write(json.dumps(answer, ensure_ascii=False) + "\n")
        elif args.json:
            out.write(("" if first else ",\n") + json.dumps(answer, ensure_ascii=False))
        else:
            print(render(answer) if answer.get("results") else f"(ligne {answer.get('line')}) {answer.get('error')}")
            print("-" * 40)
        first = False
        out.flush()
    if args.json and not args.jsonl:
        out.write(("" if first else "\n") + "]\n")
    return 0


def _batch_lines(path: str):
    """(number, text) of each line of the batch input, read lazily: a regular file or standard input, UTF-8, at most
    MAX_BATCH_LINES lines (a French error naming the line otherwise)."""
    from ..errors import RoptaError
    from ..yamlio import YamlError, open_regular

    label = "<stdin>" if path == "-" else path
    if path == "-":
        stream = sys.stdin.buffer if hasattr(sys.stdin, "buffer") else None
        lines = iter(stream) if stream is not None else (s.encode("utf-8") for s in sys.stdin)
    else:
        try:
            lines = open_regular(path)  # closed when the generator ends
        except YamlError as exc:
            raise RoptaError(exc.problem.format()) from None
    try:
        for n, raw in enumerate(lines, 1):
            if n > MAX_BATCH_LINES:
                raise RoptaError(f"{label}:{n}: plus de {MAX_BATCH_LINES} lignes : découpez le lot")
            try:
                yield n, raw.decode("utf-8").rstrip("\r\n")
            except UnicodeDecodeError:
                raise RoptaError(f"{label}:{n}: ligne qui n'est pas en UTF-8") from None
    finally:
        if path != "-":
            lines.close()


def read_situation(path: str) -> dict:
    """A situation file validated by situation-v1.schema.json (errors as path:line: $.pointer: message)."""
    from pathlib import Path

    from .. import RULEBOOK_DIR
    from ..errors import DataError
    from ..schemas import Schemas
    from ..yamlio import YamlError, load_file

    p = Path(path)
    try:
        doc = load_file(p)
    except YamlError as exc:
        raise DataError([exc.problem]) from None
    problems = Schemas(RULEBOOK_DIR / "schema").validate("situation-v1.schema.json", doc)
    if problems:
        raise DataError(problems)
    return dict(doc.data)


def render(answer: dict, *, explain: bool = False) -> str:
    """The French plain-text answer (engine/commands/ask_render.py, imported only when printing text)."""
    from .ask_render import render as text

    return text(answer, explain=explain)
