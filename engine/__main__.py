"""`python -m engine` runs the `ropta` command (engine.cli.run)."""

from .cli import run

run()
