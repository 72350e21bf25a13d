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
        from ..facts import _split

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
    """French plain-text answer: the first ruling in full, the next ones in a line each, then the open questions."""
    out = []
    ed = answer.get("edition")
    if ed:
        when = f"en vigueur le {ed['as_of']} : " if ed.get("as_of") else ""
        out.append(f"Édition {when}{ed['label']} ({ed['status']['label']})")
        if ed.get("text_status"):
            out.append(wrap(f"⚠ {ed['text_status']}"))
        if ed["status"].get("notice"):
            out.append(wrap(f"⚠ {ed['status']['notice']}"))
    if answer.get("note"):
        out.append(answer["note"])
    if answer.get("truncated"):
        out.append("(situation très longue : seul le début a été lu)")
    facts = [f for f in answer.get("facts") or [] if f.get("source") != "context"]
    earlier = [f for f in answer.get("facts") or [] if f.get("source") == "context"]
    if facts:
        out.append("Faits reconnus : " + " ; ".join(f"{f['label']} = {f['value_label']}" for f in facts))
    if earlier:
        out.append("Contexte (autres événements, poids faible) : "
                   + " ; ".join(f"{f['label']} = {f['value_label']}" for f in earlier))
    results = answer["results"]
    if not results:
        out.append("Aucune section trouvée. Reformulez avec les mots de la table (carte, donne, mise, tapis...).")
        return "\n".join(out)
    if answer.get("event"):
        out.append(wrap("Plusieurs événements : la décision porte sur la dernière irrégularité, "
                        f"« {answer['event']} »."))
    first = results[0]
    sure = answer.get("confident", True)
    if not sure:
        leads = ", ".join(f"§{r['number']}" for r in results[:3])
        out += ["", f"Aucune section ne tranche clairement cette situation ; pistes : {leads}."]
    out += ["", f"{'' if sure else 'Piste : '}§{first['number']} {first['title']}  [{first['rulebook']}]"]
    if first.get("decision"):
        label = "Décision" if sure else "Décision si cette section s'applique"
        out.append(f"{label} : {first.get('decision_label') or first['decision']}  ({first['decision']})")
    if first.get("source"):
        out.append("Le texte appliqué :")
        out += [wrap(f"  « {' '.join(words.split())} »", indent="    ") for words in first["source"]]
    if first.get("summary"):
        out.append(wrap(f"En bref (résumé non officiel) : {first['summary']}"))
    if first.get("discretion"):
        out.append("Le texte laisse la décision au floor : " + " ; ".join(first.get("options") or []))
    if first.get("why"):
        out.append("Pourquoi :")
        out += [wrap(f"- {w}", indent="  ") for w in first["why"]]
    out += _changes(first)
    if answer.get("compare"):
        out += ["", "Comparaison des éditions (décisions : lecture de l'équipe, non officielle) :"]
        out += render_compare(answer["compare"])
    rest = results[1:]
    if rest:
        out += ["", "Autres sections :" if sure else "Autres pistes :"]
        for r in rest:
            line = f"  §{r['number']:<6} {r['title']}  [{r['rulebook']}]"
            if r.get("decision"):
                line += f" — {r.get('decision_label') or r['decision']}"
            out.append(line)
            if explain:
                out += [wrap(f"- {w}", indent="      ") for w in r.get("why") or []]
                out += ["    " + c for c in _changes(r)]
    if answer.get("events"):
        out += ["", "Autres événements de la situation :"]
        for e in answer["events"]:
            sec = e.get("section")
            where = f" → §{sec['number']} {sec['title']}" if sec else ""
            out.append(wrap(f"  - « {e['text']} »{where}", indent="    "))
    if answer.get("calc"):
        calc = answer["calc"]
        out += ["", "Montants reconnus : calcul proposé avec « ropta calc bet » :"]
        res = calc.get("result")
        if res:
            out.append(wrap(f"  {res.get('explanation', '')}", indent="  "))
        out.append("  " + _calc_command(calc["input"]))
    questions = answer.get("questions") or []
    if questions:
        out += ["", "Questions (la réponse peut changer la décision) :"]
        for q in questions:
            opts = "/".join(_opt(o["value"]) for o in q.get("options", []))
            out.append(f"  - {q['question']}  → --fact {q['fact']}={opts}")
    return "\n".join(out)


from ..labels import CERTAINTIES as CERTAINTY_FR  # noqa: E402  (one vocabulary: engine/labels.py)


def render_compare(rows: list[dict], width: int = 36) -> list[str]:
    """The comparison rows side by side, one column each (edition, number, decision, basis, certainty)."""
    import textwrap  # only when printing text (the JSON answer never wraps)

    cols = []
    for row in rows:
        head = f"{row['label']} §{row['number']}" if row.get("kind") != "reference" else f"TDA {row['number']}"
        cell = [head, "-" * min(width, len(head))]
        if row.get("decision"):
            cell += textwrap.wrap(f"Décision : {row['decision']}", width)
        if row.get("summary"):
            cell += textwrap.wrap(row["summary"], width)
        elif row.get("kind") == "derived":
            cell += textwrap.wrap("Décision de cette édition non connue.", width)
        if row.get("divergence"):
            cell += textwrap.wrap(f"Divergence : {row['divergence_label']}", width)
        if row.get("description"):
            cell += textwrap.wrap(f"Annexe : « {row['description']} »", width)
        cell += textwrap.wrap(f"Source : {row['basis_label']}", width)
        if row.get("certainty"):
            cell += textwrap.wrap(f"Certitude : {CERTAINTY_FR.get(row['certainty'], row['certainty'])}", width)
        cols.append(cell)
    out = []
    for i in range(0, len(cols), 3):  # three columns per band, so the lines stay readable
        band = cols[i:i + 3]
        for n in range(max(len(c) for c in band)):
            out.append("  " + " | ".join(f"{(c[n] if n < len(c) else ''):<{width}}" for c in band).rstrip())
        out.append("")
    return out[:-1]


def _changes(r: dict) -> list[str]:
    out = []
    own = r.get("change")
    if own:
        certainty = CERTAINTY_FR.get(own.get("certainty"), own.get("certainty"))
        out.append(wrap(f"Changement dans {own.get('in')} ({certainty}) : {own.get('summary')}"))
        if own.get("description"):
            out.append(wrap(f"Annexe (officiel) : « {own['description']} »"))
    if r.get("reading"):
        rd = r["reading"]
        certainty = CERTAINTY_FR.get(rd.get("certainty"), rd.get("certainty"))
        out.append(wrap(f"Décision tirée de la description de l'annexe ({rd.get('annex_entry')}) : lecture de l'équipe, "
                        f"non officielle — {certainty}"))
    if r.get("edition_notice"):
        out.append(wrap(f"⚠ {r['edition_notice']}"))
    ch = r.get("changed")
    if ch:
        out.append(wrap(f"Changement en {ch.get('in')} ({ch.get('kind')}) : {ch.get('summary')} "
                        "(l'annexe 2023.10 décrit ce changement sans en donner le texte intégral)"))
    for t in r.get("tda") or []:
        rules = ", ".join(t.get("rules") or []) if isinstance(t.get("rules"), list) else ""
        official = "officielle (annexe)" if t.get("official") else "constatée par nous, non officielle"
        label = t.get("divergence") or t.get("kind") or "divergence"
        out.append(wrap(f"TDA {rules} : {label} — {official}" + (f" : {t['note']}" if t.get("note") else "")))
    return out


def _opt(value) -> str:
    if value is True:
        return "oui"
    if value is False:
        return "non"
    return str(value)


def _calc_command(doc: dict) -> str:
    import json

    return "echo '" + json.dumps(doc, ensure_ascii=False) + "' | ropta calc bet -"


def wrap(text: str, indent: str = "") -> str:
    import textwrap  # only when printing text (the JSON answer never wraps)

    return textwrap.fill(text, 110, subsequent_indent=indent + "  ")
