"""`ropta`: the command line, a thin shell over the engine; errors are one line each on stderr, exit 2."""

from __future__ import annotations

import argparse
import importlib
import sys

from .errors import RoptaError, printable


def _columns() -> int:
    """Terminal width as `shutil.get_terminal_size().columns` computes it ($COLUMNS, else the terminal of stdout,
    else 80), without importing shutil (with bz2 and lzma, a few ms of every command: argparse builds a formatter for
    each `add_argument`)."""
    import os

    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns or 80
        except (AttributeError, ValueError, OSError):
            columns = 80
    return columns


class _Formatter(argparse.HelpFormatter):
    """argparse's help formatter, its default width found without shutil (see `_columns`)."""

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        super().__init__(prog, indent_increment, max_help_position, _columns() - 2 if width is None else width)


class _Parser(argparse.ArgumentParser):
    """argparse, with the user's arguments echoed without their control characters in error messages."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

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


def run() -> None:
    """The `ropta` console script: `main`, then the process ends at once, without freeing its objects one by one.

    Why: a ruling loads the knowledge base and the assistant's model, a graph of some hundred thousand objects, and
    the interpreter's teardown freed them one by one: a fifth of a cold `ropta ask` (about 20 of 100 ms measured by
    bench/ask_bench.py). Nothing is left to do at that point: the answer is written and flushed here, files are
    written and closed (atomically) before `main` returns, no command leaves a thread or an `atexit` handler. An
    exception that escapes `main` (argparse's exit, a bug) takes the ordinary way out. Tests call `main`."""
    import os

    code = main()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (BrokenPipeError, ValueError):  # the reader is gone (`ropta ... | head -1`) or a stream was closed
        pass
    os._exit(code)


if __name__ == "__main__":
    run()
