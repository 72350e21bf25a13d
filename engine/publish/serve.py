"""Local preview of the built site: a plain HTTP server on 127.0.0.1 (never on other interfaces)."""

from __future__ import annotations

import functools
import http.server
from pathlib import Path


class _Handler(http.server.SimpleHTTPRequestHandler):
    """Static files of the site, quietly (errors only), with the types Pagefind needs."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css",
                      ".wasm": "application/wasm", ".json": "application/json"}

    def log_message(self, format, *args):  # noqa: A002 (signature of the base class)
        if args and str(args[1] if len(args) > 1 else "").startswith(("4", "5")):
            super().log_message(format, *args)


def make_server(directory: Path, port: int = 8000) -> http.server.ThreadingHTTPServer:
    """A server for `directory` bound to 127.0.0.1:`port` (0: any free port)."""
    handler = functools.partial(_Handler, directory=str(directory))
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
