"""The review report of an imported edition, in French Markdown (REVIEW.md): what each section became, what to check."""

from __future__ import annotations

from pathlib import Path

from .labels import CHANGE_KINDS

CLASS_FR = {"unchanged": "inchangée", "renumbered": "renumérotée", "modified": "modifiée", "split": "scindée",
            "merged": "fusionnée", "added": "ajoutée", "removed": CHANGE_KINDS["removed"]}


def _num(row: dict, mark: str = "§") -> str:
    a, b = row.get("from_number"), row.get("to_number")
    if a and b:
        return f"{mark}{a}" if a == b else f"{mark}{a} → {mark}{b}"
    return f"→ {mark}{b}" if b else f"{mark}{a} →"


def _sim(value) -> str:
    return "—" if value is None else f"{round(value * 100)} %"


def markdown(report: dict) -> str:
    """REVIEW.md: counts, the layout remarks, then one line per section and the list of what to review."""
    c = report["counts"]
    out = [f"# Import de {report['edition']} (base : {report['base']})", "",
           f"Texte importé : `{Path(report['file']).name}`. Rapport produit par `ropta edition import` : l'alignement des "
           "sections est calculé (similarité du texte, du titre et de la position), il est **à vérifier** par "
           "l'équipe. Les identifiants stables suivent les sections ; le contenu de l'équipe (résumés, mots-clés, "
           "règles, TDA) n'est repris tel quel que là où le texte n'a pas changé.", "",
           "## Bilan", "",
           "| classe | sections |", "|---|---|"]
    out += [f"| {CLASS_FR[k]} | {v} |" for k, v in c.items()]
    out += ["", f"Sections marquées « à revoir » (`review: a-revoir`) : **{report['to_review']}**.", ""]
    if report["layout"]:
        out += ["## Lecture du texte", ""] + [f"- {r}" for r in report["layout"]] + [""]
    moved = [c for c in report.get("chapters", ()) if c["class"] != "unchanged" or c["review"]]
    if moved:
        out += ["## Chapitres", "", "| classe | numéro | titre | identifiant | à revoir |", "|---|---|---|---|---|"]
        out += [f"| {CLASS_FR[c['class']]} | {_num(c, 'ch. ')} | {c['title']} | `{c['id']}` | {'; '.join(c['review'])} |"
                for c in moved] + [""]
    out += ["## Sections", "", "| classe | numéro | titre | identifiant | similarité | à revoir |", "|---|---|---|---|---|---|"]
    for row in report["sections"]:
        title = row["title"].replace("|", "\\|")
        if row.get("from_title") and row["from_title"] != row["title"]:
            title += f" (avant : {row['from_title']})".replace("|", "\\|")
        extra = f" → {row['into']}" if row.get("into") and row["into"] != row["id"] else ""
        out.append(f"| {CLASS_FR[row['class']]} | {_num(row)} | {title} | `{row['id']}`{extra} | "
                   f"{_sim(row.get('similarity'))} | {'oui' if row['review'] else ''} |")
    todo = [row for row in report["sections"] if row["review"]]
    if todo:
        out += ["", "## À revoir", ""]
        for row in todo:
            out.append(f"### {_num(row)} {row['title']} (`{row['id']}`, {CLASS_FR[row['class']]})")
            out += [""] + [f"- {t}" for t in row["review"]] + [""]
    out += ["", "## Étapes suivantes", "",
            "1. Relire ce rapport et corriger les sections « à revoir », puis retirer leur ligne `review: a-revoir` "
            "(et celle des règles marquées).",
            "2. `ropta check` : aucune erreur ; les avertissements « à revoir » disparaissent au fur et à mesure.",
            "3. Validité : `edition.yaml` déclare cette édition en vigueur à partir du "
            f"{report.get('valid_from') or report['date']}" + (f" et remplaçant {report['replaces']}" if report.get("replaces")
                                                                else "") + " ; corriger si besoin (date d'entrée en "
            "vigueur publiée), puis, dans l'édition remplacée, renseigner `valid_until`, `replaced_by` et "
            "`status: remplacee`.",
            "4. `ropta diff` entre l'édition de base et la nouvelle pour relire chaque changement mot à mot, puis "
            "committer.", ""]
    return "\n".join(out)
