"""Installable and offline: the web app manifest and the service worker that keeps the whole built site (pages,
search index, assistant) in the browser's cache after one visit. Written last, once every file of the site exists."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from .writer import MARKER, _files

SW_NAME = "sw.js"
MANIFEST_NAME = "manifest.webmanifest"

_SW = """/* ROPTA en ligne: service worker written by `ropta site build`. After one visit every file of the site is in the
   cache, so pages, search and assistant work with the network off. A new build (new VERSION) replaces the cache. */
"use strict";
const VERSION = %(version)s;
const PREFIX = "ropta:" + self.registration.scope + ":";  // two sites on one host keep their own caches
const CACHE = PREFIX + VERSION;
const FILES = %(files)s;

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) { return cache.addAll(FILES); })
    .then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (k) { return k.indexOf(PREFIX) === 0 && k !== CACHE; })
      .map(function (k) { return caches.delete(k); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("fetch", function (event) {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE).then(function (cache) {
    return cache.match(request, { ignoreSearch: true }).then(function (hit) {
      if (hit) return hit;
      return fetch(request).catch(function () {
        return request.mode === "navigate" ? cache.match("404.html") : Response.error();
      });
    });
  }));
});
"""


def manifest(name: str = "ROPTA en ligne") -> str:
    """The web app manifest: relative start URL and scope, so the site installs from any sub-folder."""
    return json.dumps({
        "name": name, "short_name": "ROPTA", "lang": "fr", "start_url": "./", "scope": "./",
        "display": "standalone", "background_color": "#ffffff", "theme_color": "#1d3b5a",
        "description": "Le règlement du poker de tournoi en association et son assistant d'arbitrage, hors ligne.",
        "icons": [{"src": "static/icon-192.png", "sizes": "192x192", "type": "image/png"},
                  {"src": "static/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any maskable"}],
    }, ensure_ascii=False, indent=1)


def cached_urls(out: Path) -> list[str]:
    """Every file of the built site as the URL a browser asks for (a folder's index.html is its folder)."""
    urls = []
    for rel in _files(out):
        if rel in (SW_NAME, MARKER):
            continue
        if rel == "index.html":
            urls.append("./")
        elif rel.endswith("/index.html"):
            urls.append(rel[: -len("index.html")])
        else:
            urls.append(rel)
    return urls


def write_service_worker(writer) -> int:
    """Write sw.js listing every file of the staged site; its version is a hash of their contents. Returns the
    number of files cached."""
    out = writer.out
    h = hashlib.sha256()
    for rel in _files(out):
        if rel not in (SW_NAME, MARKER):
            h.update(rel.encode() + b"\0" + (out / rel).read_bytes() + b"\0")
    urls = cached_urls(out)
    writer.write(SW_NAME, _SW % {"version": json.dumps(h.hexdigest()[:16]), "files": json.dumps(urls, indent=0)},
                 origin="service worker")
    return len(urls)
