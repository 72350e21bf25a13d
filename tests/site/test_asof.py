"""The home page's « Quelle édition était en vigueur le … ? »: intervals decided by the engine at build time."""

from __future__ import annotations

import json
import re
from datetime import date, timedelta

from engine.publish.asof import intervals
from engine.validity import in_force


def test_intervals_are_the_engines_in_force_day_by_day(kb):
    spans = intervals(kb)
    assert [(s["id"], s["from"], s["until"]) for s in spans] == [
        ("ropta-2019.03", "2019-03-01", "2023-09-30"), ("ropta-2023.10", "2023-10-01", None)]
    assert spans[0]["status_label"].startswith("remplacée par ROPTA 2023.10") and spans[1]["status_label"] == "en vigueur"
    # every boundary and the days around it: the lookup the page does gives what in_force says
    for s in spans:
        for day in {date.fromisoformat(s["from"]), date.fromisoformat(s["from"]) - timedelta(days=1),
                    *( [date.fromisoformat(s["until"]), date.fromisoformat(s["until"]) + timedelta(days=1)]
                       if s["until"] else [])}:
            hit = [x["id"] for x in spans if x["from"] <= day.isoformat() and (x["until"] is None or day.isoformat() <= x["until"])]
            try:
                expected = [in_force(kb, "ropta", day).id]
            except Exception:
                expected = []
            assert hit == expected, day


def test_no_dated_family_no_intervals(tiny_kb):
    assert intervals(tiny_kb) == []


def test_home_page_has_the_form_and_the_data(real_site):
    html = (real_site / "index.html").read_text(encoding="utf-8")
    assert "Quelle édition était en vigueur le … ?" in html
    assert '<input type="date" id="asof-date" name="date" required min="2019-03-01">' in html
    data = json.loads(re.search(r'<script type="application/json" id="asof-data">(.*?)</script>', html, re.S)[1])
    assert [(d["id"], d["url"]) for d in data] == [("ropta-2019.03", "ropta-2019.03/"), ("ropta-2023.10", "ropta-2023.10/")]
    for d in data:
        assert (real_site / d["url"] / "index.html").is_file()
    assert 'href="./ropta-2019.03/">ROPTA 2019.03 (2019-03)</a> : du <time datetime="2019-03-01">' in html
    js = (real_site / "static" / "site.js").read_text(encoding="utf-8")
    assert 'getElementById("asof-data")' in js and "s.from <= day" in js


def test_tiny_site_without_dated_editions_has_no_form(tiny_site):
    assert "asof-form" not in (tiny_site / "index.html").read_text(encoding="utf-8")
