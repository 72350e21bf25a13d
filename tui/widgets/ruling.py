"""One ranked ruling of the assistant in full: banners, decision, why, calculator ruling, the clause's own text."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Label, Static

from engine import labels

from .badges import ChangeBanner, DivergenceBadge
from .calc_result import calc_result_text
from .clause_view import real_divergences


def result_line(rank: int, res: dict, usual: str | None = None, names: dict | None = None) -> Text:
    """A line of the ranked list: rank, number, title, the edition when not the `usual` one, decision, markers for
    a change and a divergence."""
    text = Text()
    text.append(f"{rank}. ", style="dim")
    text.append(f"§{res.get('number')} ", style="bold")
    text.append(str(res.get("title") or ""))
    if res.get("rulebook") and usual and res.get("rulebook") != usual:
        text.append(f" [{(names or {}).get(res['rulebook'], res['rulebook'])}]", style="dim")
    if res.get("decision_label") or res.get("decision"):
        text.append(f" — {res.get('decision_label') or res['decision']}", style="italic")
    if res.get("changed"):
        text.append(" ⚠2023.10", style="bold")
    divs = real_divergences(res.get("tda"))
    if divs:
        from .badges import is_official

        text.append(" TDA≠" if any(is_official(d) for d in divs) else " TDA≈", style="bold")
    return text


NOT_CONFIDENT = labels.NOT_CONFIDENT + " Précisez la situation."


def confident_notice(answer: dict | None) -> str | None:
    """The notice shown when the assistant is not sure (`confident` false): results are leads, not a ruling; then the
    matters of the situation the first section does not answer (`unanswered`), one line each."""
    if not answer or answer.get("confident", True):
        return None
    leads = ", ".join(f"§{r.get('number')}" for r in (answer.get("results") or [])[:3]) or labels.NO_LEADS
    return "\n".join([NOT_CONFIDENT.format(leads=leads)] + [u["text"] for u in answer.get("unanswered") or []])


def story_notice(answer: dict | None) -> str | None:
    """A story of several events (`event`, `events`): which one the ruling is about, then the others with the section
    each points to, as the CLI says them (engine/labels.py)."""
    if not answer or not answer.get("event"):
        return None
    lines = [labels.STORY_EVENT.format(event=answer["event"])]
    if answer.get("events"):
        lines.append(labels.STORY_OTHERS)
        for e in answer["events"]:
            sec = e.get("section")
            lines.append(f"• « {e.get('text')} »" + (f" → §{sec['number']} {sec['title']}" if sec else ""))
    return "\n".join(lines)


def ruling_parts(kb, res: dict, calc: tuple[str, dict | str] | None = None, notice: str | None = None,
                 story: str | None = None):
    """Widgets describing `res` (a result of `inference.ask`), decision first: number, title, decision, the
    `confident` notice, the story's events (`story`), the calculator ruling; then the change and TDA boxes, the
    reasons and the clause text."""
    from .clause_view import change_parts, text_parts

    edition = res.get("edition") or res.get("rulebook")
    clause = kb.find(edition, res.get("id") or res.get("number") or "") if edition else None
    label = kb.editions[edition].label if edition in kb.editions else str(edition)
    head = Text()
    head.append(f"§{res.get('number')}  {res.get('title') or ''}", style="bold")
    head.append(f"  {label}", style="dim")
    yield Static(head, classes="clause-title")
    decision = Text()
    if res.get("decision_label") or res.get("decision"):
        decision.append("Décision : ", style="bold")
        decision.append(str(res.get("decision_label") or res["decision"]))
    if res.get("summary"):
        decision.append(("\n" if decision else "") + "Résumé (non officiel) : " + str(res["summary"]))
    sources = res.get("source")
    quotes = [sources] if isinstance(sources, str) else list(sources or [])
    if quotes:  # the words of the text the rule applies (its `source`), as the CLI and the site show them
        decision.append("\nLe texte appliqué :", style="bold")
    for quote in quotes:
        decision.append(f"\n« {' '.join(quote.split())} »", style="italic")
    if decision:
        yield Static(decision, classes="decision")
    if notice:
        yield Static(Text(notice, style="bold"), classes="not-confident")
    if story:
        yield Static(Text(story), classes="story")
    if res.get("edition_notice"):  # a derived edition (2023.10): what is known of its text, wherever it is shown
        yield Static(Text(f"⚠ {' '.join(str(res['edition_notice']).split())}", style="italic"), classes="edition-notice")
    if calc is not None:
        kind, out = calc
        yield Label(f"Calcul « {kind} »", classes="section-label")
        if isinstance(out, dict):
            yield Static(calc_result_text(out), classes="calc-result")
        else:
            yield Static(Text(str(out)), classes="calc-error")
    view = None
    if clause is not None:
        from .. import backend

        view = backend.clause_json(kb, clause)
        yield from change_parts(kb, view, res.get("changed"))
    elif res.get("changed"):
        yield ChangeBanner(res["changed"])
    for item in real_divergences(res.get("tda")):
        yield DivergenceBadge(item)
    why = res.get("why") or []
    if why:
        text = Text()
        for line in why:
            text.append(f"• {line}\n")
        text.rstrip()
        yield Label("Pourquoi (non officiel)", classes="section-label")
        yield Static(text, classes="why")
    if clause is not None:
        yield Label("Texte de la section (officiel) — Entrée dans la liste : ouvrir dans Règlements",
                    classes="section-label")
        yield from text_parts(view, clause.text)
