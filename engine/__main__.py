"""`python -m engine` runs the `ropta` command."""

import sys

from .cli import main

sys.exit(main())
