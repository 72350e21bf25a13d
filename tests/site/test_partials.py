"""Templates on made-up data: TDA box (official vs ours), 2023.10 banner, diff redline, colour contrast of the CSS."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from engine.publish import SITE_DIR
from engine.publish.context import CHANGE_LABELS, NOT_FULL_2023


@pytest.fixture(scope="module")
def env():
    from engine.publish.render import environment

    return environment(SITE_DIR / "templates")


def _view(**data):
    clause = SimpleNamespace(id="cartes-retournees", number="6.3")
    return SimpleNamespace(clause=clause, data={"tda": [], "changed": None, **data}, url="ropta-2019.03/6.3/")


def test_tda_box_tells_official_from_ours(env):
    v = _view(tda=[
        {"rules": ["4"], "divergence": "annexe", "source": "annexe 2023-10 §5.1", "note": "Présence à la première carte."},
        {"rules": ["12", "RP-4"], "divergence": "constatee", "source": "comparaison de l'équipe", "confidence": "moyenne",
         "note": "Écart trouvé par nous."},
    ])
    html = env.get_template("partials/tda.html").render(v=v, level=2, root="../../")
    official, ours = html.split('<div class="tda ')[1:]
    assert official.startswith("tda-annexe official") and "Officiel</span>" in official
    assert "Divergence officielle (annexe FFPA 2023-10)" in official and "non officielle :" not in official
    assert ours.startswith("tda-constatee ours") and "Non officiel</span>" in ours
    assert "Divergence constatée par l&#39;équipe (non officielle)" in ours
    assert "<em>Comparaison de l'équipe, non officielle :</em> Écart trouvé par nous." in ours
    assert re.search(r"TDA 2024 :\s*12 ; RP-4", ours)
    css = (SITE_DIR / "static" / "site.css").read_text(encoding="utf-8")
    assert re.search(r"\.tda\.official \{[^}]*border: 2px solid", css)
    assert re.search(r"\.tda\.ours \{[^}]*border: 2px dashed", css)


def test_tda_rows_from_the_concordance_contract_are_shown(env):
    v = _view(tda=[{"tda": [{"number": 4, "title": "Seated at the table", "gist_fr": "Être assis à la table."}],
                    "divergence": "annexe", "official": True, "source": "annexe"}])
    html = env.get_template("partials/tda.html").render(v=v, level=3, root="")
    assert "<h3 " in html and "règle 4 « Seated at the table »" in html and "(résumé de l'équipe)" in html


def test_change_banner_says_the_2023_text_is_not_here(env):
    v = _view(changed={"in": "ropta-2023.10", "kind": "modified", "summary": "Turn prématurée : simple mélange."})
    diff = {"url": "differences/ropta-2019.03-ropta-2023.10/"}
    html = env.get_template("partials/changed.html").render(v=v, root="../../", diff=diff)
    assert "Modifiée dans ropta-2023.10</strong> (modified) : Turn prématurée : simple mélange." in html
    assert NOT_FULL_2023.replace("'", "&#39;") in html
    assert 'href="../../differences/ropta-2019.03-ropta-2023.10/#cartes-retournees"' in html
    assert env.get_template("partials/changed.html").render(v=_view(), root="", diff=None).strip() == ""


def test_diff_redline_has_colour_and_text_markers(env):
    ed = lambda t: SimpleNamespace(short_title=t)  # noqa: E731
    changes = [
        {"id": "turn-prematuree", "kind": "modified", "from_number": "7.3", "to_number": "7.3", "title": "TURN",
         "summary": "Simple mélange.", "redline": [["=", "La carte "], ["-", "est brûlée"], ["+", "est mélangée"]],
         "url": "ropta-2023.10/7.3/"},
        {"id": "deux-jeux", "kind": "added", "from_number": None, "to_number": "5.3", "title": "DEUX JEUX",
         "summary": "Nouveau point.", "redline": None, "url": None},
    ]
    for c in changes:
        c["marker"], c["label"] = CHANGE_LABELS[c["kind"]]
        c["show_redline"] = bool(c["redline"])
    d = {"from": ed("ROPTA 2019.03"), "to": ed("ROPTA 2023.10"), "changes": changes, "url": "differences/x/",
         "counts": {"added": 1, "removed": 0, "modified": 1, "renumbered": 0}}
    html = env.get_template("diff.html").render(d=d, root="../../", nav=[], page=None, title="t", diff=d,
                                                search=True, version="0")
    assert 'La carte <del class="redline-del"><span class="mk">[− </span>est brûlée<span class="mk"> −]</span></del>' in html
    assert '<ins class="redline-ins"><span class="mk">[+ </span>est mélangée<span class="mk"> +]</span></ins>' in html
    assert '<span aria-hidden="true">+</span> ajoutée</span>' in html and "1 ajoutée(s)" in html
    assert "Texte mot à mot non disponible" in html


def _luminance(hex_colour: str) -> float:
    h = hex_colour.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    channels = []
    for i in (0, 2, 4):
        c = int(h[i:i + 2], 16) / 255
        channels.append(c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_colours_meet_wcag_aa(scheme):
    css = (SITE_DIR / "static" / "site.css").read_text(encoding="utf-8")
    blocks = re.findall(r":root \{([^}]*)\}", css)
    light = dict(re.findall(r"--([\w-]+): (#[0-9a-fA-F]{3,6})", blocks[0]))
    colours = light if scheme == "light" else {**light, **dict(re.findall(r"--([\w-]+): (#[0-9a-fA-F]{3,6})", blocks[1]))}
    pairs = [("fg", "bg"), ("muted", "bg"), ("link", "bg"), ("link-visited", "bg"), ("fg", "panel"), ("muted", "panel"),
             ("official-fg", "official-bg"), ("ours-fg", "ours-bg"), ("fg", "changed-bg"), ("link", "changed-bg"),
             ("ins-fg", "ins-bg"), ("del-fg", "del-bg"), ("bg", "link")]
    for fg, bg in pairs:
        assert contrast(colours[fg], colours[bg]) >= 4.5, f"{scheme}: --{fg} sur --{bg}"
    assert contrast(colours["focus"], colours["bg"]) >= 3, f"{scheme}: focus"
