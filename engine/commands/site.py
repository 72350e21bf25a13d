"""`ropta site build|serve`: generate the static website (with its Pagefind search) and preview it locally."""

from __future__ import annotations

import sys
from pathlib import Path

NAME = "site"
HELP = "construit le site web statique du règlement, ou le sert en local"
DESCRIPTION = ("« ropta site build » génère le site (une page par section, sommaires, différences entre versions, "
               "concordance TDA, recherche) dans build/site/ ; « ropta site serve » le sert sur http://127.0.0.1 "
               "pour le consulter. Le site n'utilise aucune ressource externe : il se copie tel quel sur un "
               "serveur web ou une clé USB.")

DEFAULT_OUT = Path("build/site")


def add_arguments(p) -> None:
    sub = p.add_subparsers(dest="action", metavar="ACTION", required=True)
    b = sub.add_parser("build", help="génère le site", description="Génère le site statique dans DOSSIER "
                       "(défaut : build/site/, vidé s'il contient un site déjà généré).")
    b.add_argument("--out", metavar="DOSSIER", type=Path, default=DEFAULT_OUT, help="dossier de sortie (défaut : build/site)")
    b.add_argument("--force", action="store_true",
                   help="construire même si le dossier contient des fichiers que ropta n'a pas écrits (ils sont gardés)")
    b.add_argument("--sans-recherche", dest="search", action="store_false",
                   help="ne pas construire l'index de recherche Pagefind")
    b.add_argument("--sans-assistant", dest="assistant", action="store_false",
                   help="ne pas construire la page de l'assistant hors ligne (Pyodide)")
    b.add_argument("--json", action="store_true", help="compte rendu en JSON")
    s = sub.add_parser("serve", help="sert le site en local (127.0.0.1)",
                       description="Sert le site généré sur http://127.0.0.1:PORT/ (le construit d'abord s'il "
                       "n'existe pas). Ctrl+C pour arrêter.")
    s.add_argument("--port", type=_port, default=8000, help="port (défaut : 8000 ; 0 = un port libre)")
    s.add_argument("--host", default="127.0.0.1",
                   help="adresse d'écoute (défaut : 127.0.0.1, cette machine seulement ; 0.0.0.0 : tout le réseau, "
                   "pour les téléphones de la salle)")
    s.add_argument("--dir", metavar="DOSSIER", type=Path, default=DEFAULT_OUT, help="dossier du site (défaut : build/site)")


def _port(text: str) -> int:
    """A TCP port number, 0 (any free port) to 65535."""
    import argparse

    if not text.isdigit() or not 0 <= int(text[:6]) <= 65535:
        raise argparse.ArgumentTypeError(f"port invalide « {text[:20]} » (de 0 à 65535)")
    return int(text)


def _loopback(host: str) -> bool:
    """Is this listening address reachable from this machine only?"""
    import ipaddress

    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


def run(args) -> int:
    if args.action == "build":
        return _build(args)
    return _serve(args)


def _build(args) -> int:
    from ..publish import build_site
    from ._io import emit_json, knowledge_base

    report = build_site(knowledge_base(), args.out, search=args.search, force=args.force, assistant=args.assistant)
    if args.json:
        emit_json({"out": str(report.out), "pages": report.pages, "indexed": report.indexed,
                   "assistant": report.assistant is None, "assistant_missing": report.assistant,
                   "offline_files": report.offline_files, "seconds": round(report.total_s, 3)})
    else:
        search = f", {report.indexed} pages indexées pour la recherche" if args.search else ", sans recherche"
        print(f"Site construit : {report.pages} pages dans {report.out}{search} ({report.total_s:.1f} s).")
        if report.assistant is not None:
            print(f"Site construit sans la page de l'assistant hors ligne : {report.assistant}.")
    return 0


def _serve(args) -> int:
    from ..errors import RoptaError
    from ..publish.serve import make_server

    if not (args.dir / "index.html").is_file():
        if args.dir != DEFAULT_OUT:
            raise RoptaError(f"{args.dir}: pas de site généré ici (lancez « ropta site build --out {args.dir} »)")
        from ..publish import build_site
        from ._io import knowledge_base

        build_site(knowledge_base(), args.dir)
    try:
        server = make_server(args.dir, args.port, host=args.host)
    except OSError as exc:
        raise RoptaError(f"{args.host}:{args.port} : {exc.strerror or exc}") from None
    host, port = server.server_address[:2]
    if not _loopback(host):
        print(f"Attention : le site est ouvert à tout le réseau ({host}:{port}) ; tout appareil de ce réseau peut le "
              "lire. À utiliser seulement sur le réseau de la salle, le temps du tournoi.", file=sys.stderr, flush=True)
    print(f"Site servi sur http://{host}:{port}/ (Ctrl+C pour arrêter)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    print("Arrêté.", file=sys.stderr)
    return 0
