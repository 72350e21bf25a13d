"""`ropta site serve --host`: loopback by default; any other address is served with a warning line."""

from __future__ import annotations

import subprocess
import sys

from engine.commands.site import _loopback

from ..conftest import ROOT


def test_loopback_addresses():
    assert _loopback("127.0.0.1") and _loopback("::1") and _loopback("localhost")
    assert not _loopback("0.0.0.0") and not _loopback("192.168.1.20")


def test_serving_to_the_network_warns(tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><title>x</title>", encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "engine", "site", "serve", "--host", "0.0.0.0", "--port", "0",
                             "--dir", str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=ROOT)
    try:
        warning = proc.stderr.readline()
        line = proc.stdout.readline()
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    assert warning.startswith("Attention : le site est ouvert à tout le réseau (0.0.0.0:")
    assert line.startswith("Site servi sur http://0.0.0.0:")
