"""Local preview of the built site: a threaded HTTP server on 127.0.0.1 that serves files of the site only (no
folder listing, no symlink leading out of it, 400 for a NUL or a malformed path), quietly."""

from __future__ import annotations

import functools
import http.server
import os
import urllib.parse
from pathlib import Path


class _Handler(http.server.SimpleHTTPRequestHandler):
    """Static files of the site, with the types Pagefind needs; errors logged in one line."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css",
                      ".wasm": "application/wasm", ".json": "application/json",
                      ".webmanifest": "application/manifest+json"}

    def send_head(self):
        raw = urllib.parse.unquote(self.path.split("?", 1)[0].split("#", 1)[0], errors="strict")
        if "\x00" in raw or "\\" in raw:
            self.send_error(400, "Chemin invalide")
            return None
        path = self.translate_path(self.path)
        root = os.path.realpath(self.directory)
        real = os.path.realpath(path)
        if real != root and not real.startswith(root + os.sep):
            self.send_error(404, "Introuvable")  # a link leading out of the site
            return None
        if os.path.isdir(real) and not os.path.isfile(os.path.join(real, "index.html")):
            self.send_error(404, "Introuvable")  # never a folder listing
            return None
        return super().send_head()

    def list_directory(self, path):  # noqa: ARG002 (signature of the base class)
        self.send_error(404, "Introuvable")
        return None

    def handle_one_request(self):
        try:
            super().handle_one_request()
        except (UnicodeDecodeError, ValueError):
            self.send_error(400, "Requête invalide")

    def log_message(self, format, *args):  # noqa: A002 (signature of the base class)
        if args and str(args[1] if len(args) > 1 else "").startswith(("4", "5")):
            super().log_message(format, *args)


class _Server(http.server.ThreadingHTTPServer):
    """Threaded, with a normal listen backlog (the standard library's 5 drops requests under a burst)."""

    request_queue_size = 128
    daemon_threads = True

    def handle_error(self, request, client_address):  # a client that hangs up is not worth a traceback
        pass


def make_server(directory: Path, port: int = 8000) -> http.server.ThreadingHTTPServer:
    """A server for `directory` bound to 127.0.0.1:`port` (0: any free port)."""
    handler = functools.partial(_Handler, directory=str(directory))
    return _Server(("127.0.0.1", port), handler)
