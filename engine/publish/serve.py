"""Local preview of the built site: a threaded HTTP server (127.0.0.1 unless told otherwise) that serves files of the site only (no
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

    def send_error(self, code, message=None, explain=None):
        """404: the site's own 404.html (its links find the site's root from any depth)."""
        page = os.path.join(self.directory, "404.html")
        if code != 404 or self.command == "HEAD" or not os.path.isfile(page):
            return super().send_error(code, message, explain)
        with open(page, "rb") as fh:
            body = fh.read()
        self.send_response(404, message)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(body)
        self.close_connection = True

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


def make_server(directory: Path, port: int = 8000, host: str = "127.0.0.1") -> http.server.ThreadingHTTPServer:
    """A server for `directory` bound to `host`:`port` (0: any free port; default host: this machine only)."""
    handler = functools.partial(_Handler, directory=str(directory))
    return _Server((host, port), handler)
