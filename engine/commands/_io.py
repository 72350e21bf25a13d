"""Output helpers shared by the commands: JSON on stdout, the knowledge base from the cache."""

from __future__ import annotations

import json
import sys


def emit_json(value) -> None:
    """Print a JSON document (UTF-8, readable) on stdout."""
    sys.stdout.write(json.dumps(value, ensure_ascii=False, indent=2) + "\n")


def knowledge_base():
    """The project's knowledge base (cached; a DataError stops the command with every problem)."""
    from ..cache import load_kb

    return load_kb()
