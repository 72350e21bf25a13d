"""« Quelle édition était en vigueur le … ? »: the family's validity intervals, decided by the engine at build time,
so that the page's script only looks a day up in them (it never re-implements the validity rule)."""

from __future__ import annotations

from datetime import timedelta

from ..errors import RoptaError


def intervals(kb, family: str = "ropta", urls: dict[str, str] | None = None) -> list[dict]:
    """`[{id, label, from, until, status, status_label, url}]`, oldest first, not overlapping: between two days where
    some edition starts or ends, `engine.validity.in_force` is asked once; `until` None: still in force."""
    from ..validity import dated, in_force, parse_day, status_json

    eds = dated(kb, family)
    if not eds:
        return []
    bounds = set()
    for ed in eds:
        bounds.add(parse_day(ed.valid_from))
        if ed.valid_until:
            bounds.add(parse_day(ed.valid_until, end=True) + timedelta(days=1))
    bounds = sorted(bounds)
    out: list[dict] = []
    for start, stop in zip(bounds, bounds[1:] + [None]):
        try:
            ed = in_force(kb, family, start)
        except RoptaError:
            continue  # no edition in force in that span: the script says so
        until = (stop - timedelta(days=1)).isoformat() if stop else None
        if out and out[-1]["id"] == ed.id and out[-1]["until"] == (start - timedelta(days=1)).isoformat():
            out[-1]["until"] = until
            continue
        status = status_json(kb, ed)
        out.append({"id": ed.id, "label": ed.label, "from": start.isoformat(), "until": until,
                    "status": ed.status, "status_label": status["label"],
                    "url": (urls or {}).get(ed.id, f"{ed.id}/")})
    return out
