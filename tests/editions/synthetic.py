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


_POOL = [
    ("TELEPHONES A LA TABLE", "Un joueur qui téléphone pendant un coup voit sa main déclarée morte. Les écouteurs sont "
     "tolérés entre deux coups si le joueur reste attentif à l'action."),
    ("PHOTOGRAPHIES ET VIDEOS", "Les photographies sont permises hors des cartes fermées. Toute vidéo diffusée pendant le "
     "tournoi doit respecter un différé d'au moins trente minutes."),
    ("ECHANGE DE SIEGES", "Aucun échange de sièges n'est autorisé sans l'accord du directeur. Un joueur qui change de place "
     "de lui-même est replacé et peut recevoir un avertissement."),
]
_SWAPS = ["obligatoirement", "participant", "immédiatement", "responsable", "systématiquement", "organisateur"]


def make_random(kb, seed: int) -> Synthetic:
    """A random mix of the same edits (deletions, insertions, a split, a merge, rewordings, a new title, sometimes a
    new chapter), on sections nobody cites, drawn with `seed`; for the benchmark (figures, not a test of one case)."""
    import random

    from engine.align import slugify

    rng = random.Random(seed)
    chapters = base_chapters(kb)
    cited = {r.target for c in kb.clauses(BASE) for r in c.refs}
    free = [s.id for ch in chapters for s in ch.sections if s.id not in cited]
    rng.shuffle(free)
    taken = {c.id for c in kb.clauses()} | {ch.id for e in kb.editions.values() for ch in e.chapters}
    gone: dict[str, str] = {}
    if rng.random() < 0.5:
        title, _, secs = NEW_CHAPTER
        k = rng.randrange(1, len(chapters))
        chapters.insert(k, Chap(slugify(title, taken), title, "", [Sec(slugify(t, taken), t, b, "added")
                                                                     for t, _, b in secs]))
    for cid in free[:2]:  # deletions
        ch, k = _find(chapters, cid)
        if len(ch.sections) > 2:
            del ch.sections[k]
            gone[cid] = "removed"
    for title, body in rng.sample(_POOL, 2):  # insertions
        ch = rng.choice(chapters)
        ch.sections.insert(rng.randrange(len(ch.sections) + 1), Sec(slugify(title, taken), title, body, "added"))
    rest = [cid for cid in free[2:]]
    for cid in rest:  # one split: the first part keeps the title and most of the words
        ch, k = _find(chapters, cid)
        s = ch.sections[k]
        paras = s.text.split("\n\n")
        total = len(s.text.split())
        cuts = [i for i in range(1, len(paras)) if 0.6 * total <= len("\n\n".join(paras[:i]).split()) <= 0.8 * total]
        if s.cls == "unchanged" and cuts:
            s.text, s.cls = "\n\n".join(paras[:cuts[0]]), "split"
            title = f"{s.title} : CAS PARTICULIERS"
            ch.sections.insert(k + 1, Sec(slugify(title, taken), title, "\n\n".join(paras[cuts[0]:]), "split"))
            rest.remove(cid)
            break
    for cid in rest:  # one merge with the next section of its chapter, when that one is free too
        ch, k = _find(chapters, cid)
        if k + 1 < len(ch.sections) and ch.sections[k + 1].id in rest and {ch.sections[k].cls, ch.sections[k + 1].cls} == {"unchanged"}:
            a, b = ch.sections[k], ch.sections[k + 1]
            keep, lose = (a, b) if len(a.text.split()) >= len(b.text.split()) else (b, a)
            ch.sections[k] = Sec(keep.id, keep.title, a.text + "\n\n" + b.text, "merged", keep.base_number)
            del ch.sections[k + 1]
            gone[lose.id] = "merged"
            rest = [r for r in rest if r not in (a.id, b.id)]
            break
    plain = [s for ch in chapters for s in ch.sections if s.cls == "unchanged" and s.base_number]
    for s in rng.sample(plain, 5):  # rewordings: three long words replaced
        words = [w for w in re.findall(r"\b\w{6,}\b", s.text) if "§" not in w]
        for w in rng.sample(words, min(3, len(words))):
            s.text = re.sub(rf"\b{re.escape(w)}\b", rng.choice(_SWAPS), s.text, count=1)
        s.cls = "modified"
    s = rng.choice([s for ch in chapters for s in ch.sections if s.cls == "unchanged" and s.base_number])
    s.title, s.cls = s.title + " (NOUVELLE REDACTION)", "modified"
    text, truth = render(chapters)
    return Synthetic(f"aleatoire-{seed}", text, truth, gone, [ch.id for ch in chapters])
