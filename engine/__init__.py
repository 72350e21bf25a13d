"""ROPTA knowledge base engine: headless core shared by the CLI, the terminal app and the website builder."""

from pathlib import Path

__version__ = "0.1.0"

#: The rulebook data shipped with the project (YAML + JSON Schema), one folder per edition.
RULEBOOK_DIR = Path(__file__).resolve().parent.parent / "rulebook"
