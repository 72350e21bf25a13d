"""`python -m tui` starts ropta-tui."""

from .app import main

main()
