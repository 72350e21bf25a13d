"""The private loader of whoosh's Snowball French stemmer (engine.search.french_stemmer): the same stems as whoosh's
own import, without running `whoosh.lang.snowball`'s __init__ (which imports fifteen languages at cold start)."""

import subprocess
import sys
from pathlib import Path

from engine.search import french_stemmer

ROOT = Path(__file__).resolve().parents[2]

# our own words: table French, accents typed or not, plurals, verb forms, elisions left whole
WORDS = ["retournée", "retournee", "retournées", "distribuant", "relançait", "jetons", "brûlée", "abattage",
         "misé", "misaient", "annoncera", "tapis", "à", "où", "œuvre", "floors", "donneuse", "l'annonce",
         "exposées", "ramassé", "protégée", "recavé", "surrelance", "straddle", "bouton", "cartes", "élimination"]


def test_same_stems_as_whoosh():
    from whoosh.lang.snowball.french import FrenchStemmer

    ours, theirs = french_stemmer(), FrenchStemmer().stem
    assert [ours(w) for w in WORDS] == [theirs(w) for w in WORDS]


def test_snowball_package_init_not_run():
    code = ("import sys; from engine.search import french_stemmer; s = french_stemmer(); "
            "print(s('retournées'), 'whoosh.lang.snowball' in sys.modules, 'whoosh.lang.snowball.german' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    assert out == ["retourn", "False", "False"]
