"""Synthetic next editions of the ROPTA, made from the 2019.03 source by scripted edits, with the expected alignment.

Each scenario edits the 2019.03 chapters and sections (each section tagged with its stable id and expected class),
renders a plain text in the source's layout (some headings with a no-break space after the number), and renumbers
the « §x.y » cross-references the way a new edition would. The truth: for every new section its expected id and
class, for every base section gone its class (removed or merged), and the expected chapter ids.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT / "sources" / "seeds" / "ropta-2019.03.txt"
BASE = "ropta-2019.03"

NEW_CHAPTER = ("ORGANISATION DE LA SALLE", "organisation-de-la-salle", [
    ("SECURITE DES TABLES", "securite-des-tables",
     "Chaque table dispose d'un emplacement réservé aux boissons, éloigné des cartes et des jetons. Les verres posés "
     "sur le tapis de jeu sont retirés par le responsable de table avant la donne suivante."),
    ("PAUSES ET REPAS", "pauses-et-repas",
     "Les pauses sont annoncées au moins un niveau à l'avance. Pendant le repas, les tapis restent sur la table sous "
     "la surveillance des floors ; aucun jeton ne doit être déplacé pendant l'interruption."),
])
NEW_SECTION = ("VERIFICATION DU PAQUET PAR LES JOUEURS", "verification-du-paquet-par-les-joueurs",
               "Avant le premier coup de chaque niveau, un joueur désigné compte les cartes face cachée en présence de "
               "deux témoins.\n\nUn paquet incomplet est remplacé avant toute nouvelle donne.")
DELETED = ("langue-officielle", "rabbit-hunting")
SPLIT = ("mises-insuffisantes", "MISES INSUFFISANTES SANS ANNONCE", "mises-insuffisantes-sans-annonce")
MERGED = ("cartes-tombees", "carte-morte-melee-a-la-main")
REWORDED = {
    "reclamations": ("aucune réclamation ne sera acceptée", "aucune réclamation ne pourra être acceptée"),
    "jeton-indivisible": ("le plus près à gauche du bouton", "le plus proche à la gauche du bouton"),
    "cartes-retournees": ("il y a fausse donne.", "la donne est annulée et il y a fausse donne."),
}
RETITLED = ("bouton-mort", "LE BOUTON MORT ET SES EXCEPTIONS")
SCENARIOS = ("identite", "chapitre-insere", "sections", "scission-fusion", "reformulations", "tout")


@dataclass
class Sec:
    id: str
    title: str
    text: str
    cls: str = "unchanged"
    base_number: str | None = None


@dataclass
class Chap:
    id: str
    title: str
    text: str
    sections: list[Sec] = field(default_factory=list)


@dataclass
class Synthetic:
    """A synthetic edition: its text and the expected alignment."""

    name: str
    text: str
    expected: list[tuple[str, str, str]]  # (new number, id, class), in reading order
    gone: dict[str, str]  # base id -> removed | merged
    chapters: list[str]  # expected chapter ids in order


def base_chapters(kb) -> list[Chap]:
    """The 2019.03 chapters and sections, as encoded (texts verbatim from the source)."""
    ed = kb.edition(BASE)
    out = []
    for ch in ed.chapters:
        secs = [kb.clause(BASE, cid) for cid in ch.clause_ids]
        out.append(Chap(ch.id, ch.title, ch.text, [Sec(c.id, c.title, c.text, "unchanged", c.number) for c in secs]))
    return out


def _find(chapters: list[Chap], cid: str) -> tuple[Chap, int]:
    for ch in chapters:
        for k, s in enumerate(ch.sections):
            if s.id == cid:
                return ch, k
    raise KeyError(cid)


def edit(chapters: list[Chap], scenario: str) -> dict[str, str]:
    """Apply a scenario's edits in place; returns the base ids gone (removed or merged)."""
    gone: dict[str, str] = {}
    every = scenario == "tout"
    if scenario == "chapitre-insere" or every:
        title, cid, secs = NEW_CHAPTER
        new = Chap(cid, title, "", [Sec(sid, t, body, "added") for t, sid, body in secs])
        chapters.insert(4, new)
    if scenario == "sections" or every:
        for cid in DELETED:
            ch, k = _find(chapters, cid)
            del ch.sections[k]
            gone[cid] = "removed"
        ch, _ = _find(chapters, "responsabilite-des-cartes")  # a new first section of « cartes mortes »
        title, sid, body = NEW_SECTION
        ch.sections.insert(0, Sec(sid, title, body, "added"))
    if scenario == "scission-fusion" or every:
        cid, title, sid = SPLIT
        ch, k = _find(chapters, cid)
        s = ch.sections[k]
        paras = s.text.split("\n\n")
        total = len(s.text.split())
        cut = next(i for i in range(1, len(paras)) if len("\n\n".join(paras[:i]).split()) >= 0.6 * total)
        s.text, s.cls = "\n\n".join(paras[:cut]), "split"
        ch.sections.insert(k + 1, Sec(sid, title, "\n\n".join(paras[cut:]), "split"))
        a_id, b_id = MERGED
        ch, k = _find(chapters, a_id)
        a, b = ch.sections[k], ch.sections[k + 1]
        keep, lose = (a, b) if len(a.text.split()) >= len(b.text.split()) else (b, a)
        ch.sections[k] = Sec(keep.id, keep.title, a.text + "\n\n" + b.text, "merged", keep.base_number)
        del ch.sections[k + 1]
        gone[lose.id] = "merged"
    if scenario == "reformulations" or every:
        for cid, (old, new) in REWORDED.items():
            ch, k = _find(chapters, cid)
            s = ch.sections[k]
            assert old in s.text, (cid, old)
            s.text, s.cls = s.text.replace(old, new, 1), "modified"
        ch, k = _find(chapters, RETITLED[0])
        ch.sections[k].title, ch.sections[k].cls = RETITLED[1], "modified"
    return gone


def render(chapters: list[Chap]) -> tuple[str, list[tuple[str, str, str]]]:
    """The edition's text in the source's layout, cross-references renumbered; and (number, id, class) per section."""
    number_of: dict[str, str] = {}  # base number -> new number, for the ids still there
    for n, ch in enumerate(chapters, 1):
        for m, s in enumerate(ch.sections, 1):
            if s.base_number:
                number_of[s.base_number] = f"{n}.{m}"

    def renumber(text: str) -> str:
        return re.sub(r"(§\s*|règle )(\d+\.\d+)", lambda m: m.group(1) + number_of.get(m.group(2), m.group(2)), text)

    lines = ["REGLEMENT OFFICIEL DU POKER DE TOURNOI EN ASSOCIATION", "", "PRESENTATION", "",
             "Ce règlement d'essai est produit par les tests à partir de la version 2019.03.", ""]
    truth = []
    for n, ch in enumerate(chapters, 1):
        lines += [f"{n} {ch.title}", ""] + ([ch.text, ""] if ch.text else [])
        for m, s in enumerate(ch.sections, 1):
            number = f"{n}.{m}"
            text = renumber(s.text)
            cls = s.cls
            if cls == "unchanged" and (text != s.text or s.base_number != number):
                cls = "renumbered"
            space = "\u00a0" if m % 5 == 0 else " "
            lines += [f"{number}{space}{s.title}", "", text, ""]
            truth.append((number, s.id, cls))
    return "\n".join(lines), truth


def make(kb, scenario: str) -> Synthetic:
    """One synthetic edition (see SCENARIOS)."""
    chapters = base_chapters(kb)
    gone = edit(chapters, scenario)
    text, truth = render(chapters)
    return Synthetic(scenario, text, truth, gone, [ch.id for ch in chapters])


def score(report: dict, syn: Synthetic) -> dict:
    """Alignment figures of an import report against the truth: ids right, classes right, gone sections right."""
    rows = [r for r in report["sections"] if r["to_number"] and not (r["class"] == "merged" and r.get("into")
                                                                         and r["into"] != r["id"])]
    got = {r["to_number"]: (r["id"], r["class"]) for r in rows}
    ids = sum(1 for num, cid, _ in syn.expected if got.get(num, (None,))[0] == cid)
    classes = sum(1 for num, cid, cls in syn.expected if got.get(num) == (cid, cls))
    gone_rows = {r["id"]: r["class"] for r in report["sections"] if r["class"] in ("removed", "merged")
                 and (r["to_number"] is None or r.get("into") not in (None, r["id"]))}
    return {"sections": len(syn.expected), "ids": ids, "classes": classes,
            "gone": len(syn.gone), "gone_right": sum(1 for k, v in syn.gone.items() if gone_rows.get(k) == v)}
