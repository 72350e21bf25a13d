"""`ropta`: the command line, a thin shell over the engine; errors are one line each on stderr, exit 2."""

from __future__ import annotations

import argparse
import importlib
import sys

from .errors import RoptaError, printable


class _Parser(argparse.ArgumentParser):
    """argparse, with the user's arguments echoed without their control characters in error messages."""

    def error(self, message):
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: erreur : {printable(message)}\n")

#: Sub-commands, one module each in engine/commands/ (NAME, HELP, add_arguments(parser), run(args) -> int).
COMMANDS = ["check", "show", "calc", "diff", "history", "tda", "compare", "ask", "journal", "site", "edition"]


def parser(only: str | None = None) -> argparse.ArgumentParser:
    """The argument parser (every command documented by its --help); `only`: just that command's sub-parser, the
    others are not imported (a command starts faster)."""
    p = _Parser(
        prog="ropta",
        description="Le ROPTA (règlement officiel du poker de tournoi en association) : consulter, arbitrer, comparer.",
    )
    p.add_argument("--version", action="version", version=f"ropta {__import__('engine').__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMANDE", parser_class=_Parser)
    for name in [only] if only else COMMANDS:
        mod = importlib.import_module(f"engine.commands.{name.replace('-', '_')}")
        sp = sub.add_parser(mod.NAME, help=mod.HELP, description=getattr(mod, "DESCRIPTION", mod.HELP))
        mod.add_arguments(sp)
        sp.set_defaults(_run=mod.run)
    return p


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `ropta` console script."""
    argv = sys.argv[1:] if argv is None else list(argv)
    args = parser(argv[0] if argv and argv[0] in COMMANDS else None).parse_args(argv)
    if not getattr(args, "_run", None):
        parser().print_help()
        return 2
    try:
        return args._run(args) or 0
    except RoptaError as exc:
        for line in exc.lines:
            print(printable(line), file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
