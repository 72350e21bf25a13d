"""French for matching: words and numbers in words, stopwords and negations, a light stemmer, the stem stream with its
sentences and synonyms, full-text terms. The rewriting of the floor's French before it is cut (elisions, table
notation, « ne … que », whose turn…) is engine.readings."""

from __future__ import annotations

import re
import sys

from .readings import MULTIPLE, ONLY, REPORTED, WORTH, Lazy, blurted, corrected_declarations, fold, prepare  # noqa: F401 (re-exported: the vocabulary and the
# facts name the tokens ONLY, WORTH and MULTIPLE, and most modules fold, through this module)

#: Longest text we analyse: a 1 MB paste is cut (bounded time), never refused.
MAX_CHARS = 2000

_TOKEN = re.compile(r"[a-z0-9]+")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")

UNITS = {"zero": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7,
         "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15,
         "seize": 16, "vingt": 20, "vingts": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60}
MULTIPLIERS = {"cent": 100, "cents": 100, "mille": 1000, "milles": 1000}

#: Words that carry no meaning for matching (folded). Negations are NOT here: they change the facts. « as » is not
#: here either: at a poker table it is the ace (« deux as de pique »), far more than « tu as ». The subjunctive of
#: « avoir » (« sans que j'aie parlé », « avant qu'il ait agi ») is an auxiliary only, like « ai » and « ont ».
STOPWORDS = frozenset("""
le la les l de d du des au aux et a est sont etait etaient ete etre il elle ils elles on je j se s sa son ses
leur leurs ce c cet cette ces qui que qu quoi dont y en ou mais donc or car me m te t lui eux mon ma mes ton ta
tes notre nos votre vos ai avons avez ont eu eue aie aies ait aient ca cela ceci voila bon ben bah hein genre truc
alors puis bien tres
""".split())

#: ours (r22): « ou » between two words is an alternative (« call ou fold ? », « payer ou se coucher »): dropped as a stop
#: word, the two acts read side by side as two acts done (« il paie puis se couche »). It is read as a token of its own,
#: ALT, that the vocabulary names (concept choice_or: an alternative stated or asked is no act done); like ONLY, it is
#: no word of the full text (`search_terms`). Only between two words of a clause: at its start or its end (« où mettre
#: le bouton », « relance complète ou ? ») it links nothing and is dropped as before; said alone (the vocabulary's
#: concept word) it is the token.
ALT = "zqouz"

#: ours (s15): « alors que » / « tandis que » open a clause told beside the first (« la river sortie alors que la turn
#: n'était pas finie »): dropped as stop words, they let a phrase read across them as if the words touched (« sortie …
#: la turn » read « sort la turn », a turn put out). They are read as a token of their own, WHILE, which no phrase
#: crosses unless it says them itself (« mise alors que le bouton n'a pas parlé » streams the token too); like ALT, it
#: is no word of the full text (`search_terms`).
WHILE = "zqalorsz"
_WHILE_BEFORE = frozenset(("alors", "tandis"))

#: ours (r22): a number named by a definite article (« le 5 se couche », « le joueur du 3 se couche », « demande au 7 »)
#: is a seat, one player (or a card, « le 7 de pique »), never a count: the stream read « le 5 se couche » as « 5 folds »
#: (three folds or more, a substantial action, §6.7) and « le 3 : j'ai des cartes » as « 3 cartes ». Such a number is
#: streamed with a leading zero (« 05 »): still a number to the phrases that read a seat's number ({n}: « alors que le
#: {n} n'a pas parlé »), never the count a phrase writes in figures (« 5 folds », « 3 cartes »). No token is added, so
#: no phrase's gap nor a composed fact's span moves; the full text reads the number as before (`search_terms`).
#: « les 3 se couchent », « 5 joueurs se couchent » stay counts; « le 3-bet » is a raise, no seat.
_SEAT_ARTICLE = frozenset(("le", "du", "au"))
_NO_SEAT_AFTER = frozenset(("bet", "bets", "betteur", "betteuse", "way"))
_SUITS = frozenset(("pique", "piques", "coeur", "coeurs", "carreau", "carreaux", "trefle", "trefles"))


def _seat(toks: list[str], i: int) -> bool:
    """Is the number at `i` a seat named by its article (« le 5 », « du 3 », « au 7 »), not a card nor a raise?"""
    tok = toks[i]
    if not (i and toks[i - 1] in _SEAT_ARTICLE and tok.isdigit() and 0 < int(tok) <= 10 and tok[0] != "0"):
        return False
    nxt = toks[i + 1] if i + 1 < len(toks) else ""
    if nxt in _NO_SEAT_AFTER:
        return False
    return not (nxt in ("de", "d") and i + 2 < len(toks) and toks[i + 2] in _SUITS)


#: A street's name that is also the present participle of a verb (« le tournant » is the turn, « en les tournant vers
#: lui » is turning the cards): after « en », with at most one object pronoun between, it is the verb's stem.
_GERUND_STREET = {"tournant": "tourner"}
_GERUND_PRONOUN = frozenset({"le", "la", "les", "l", "lui", "leur", "se", "s", "me", "m", "te", "t"})


def _gerund(toks: list[str], i: int) -> bool:
    """Is the word at `i` (a street's name, `_GERUND_STREET`) a gerund: « en tournant », « en les tournant »?"""
    if toks[i] not in _GERUND_STREET or not i:
        return False
    before = toks[i - 1]
    return before == "en" or (before in _GERUND_PRONOUN and i > 1 and toks[i - 2] == "en")


#: « tout » as an adverb of degree before first or last (« la toute première carte », « le tout début »): no « tout »
#: of a player's whole stack (« il envoie tout »), dropped.
_TOUT = frozenset({"tout", "toute", "toutes", "tous"})
_DEGREE_OF = frozenset({"premier", "premiere", "premiers", "premieres", "dernier", "derniere", "derniers", "dernieres",
                        "debut", "fin"})


#: Negation markers (folded): the fact they precede is denied.
NEGATIONS = frozenset({"ne", "n", "pas", "sans", "aucun", "aucune", "rien", "jamais", "non", "ni", "nul", "nulle"})


def clean(text: str) -> str:
    """Bounded, printable text: control characters become spaces, a huge paste is cut to MAX_CHARS."""
    text = _CONTROL.sub(" ", text[: MAX_CHARS * 4])
    return " ".join(text.split())[:MAX_CHARS]


def words(text: str) -> list[str]:
    """Folded word tokens, number words turned into digits ("deux mille" -> "2000")."""
    return numbers_to_digits(_TOKEN.findall(prepare(text)))


def _adds(current: int, unit: int) -> bool:
    """Does a number word worth `unit` continue the number worth `current` so far? Only after tens, and less than
    them (« vingt deux », « dix sept », « soixante dix », « cent trois »); after a unit it starts another number:
    « un dix » is a ten (an article, then a card), never 11, « un neuf et un dix » two cards, never 21."""
    return current == 0 or (current % 10 == 0 and current > unit)


def numbers_to_digits(tokens: list[str]) -> list[str]:
    """Replace runs of French number words by one digit token ("cinq cents" -> "500", "deux" -> "2")."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok in UNITS or (tok in MULTIPLIERS and i + 1 < len(tokens)) or (tok.isdigit() and i + 1 < len(tokens)
                                                                            and tokens[i + 1] in MULTIPLIERS):
            total, current, j = 0, 0, i
            while j < len(tokens):
                t = tokens[j]
                if t in UNITS:
                    if current == 4 and UNITS[t] == 20:  # « quatre vingt(s) »: 80
                        current = 80
                    elif _adds(current, UNITS[t]):
                        current += UNITS[t]
                    else:
                        break
                elif t.isdigit() and j == i:
                    current = int(t)
                elif t in MULTIPLIERS:
                    m = MULTIPLIERS[t]
                    if m == 1000:
                        total += (current or 1) * m
                        current = 0
                    else:
                        current = (current or 1) * m
                elif t == "et" and j + 1 < len(tokens) and tokens[j + 1] in ("un", "une", "onze") and current >= 20 \
                        and current % 10 == 0:
                    pass  # « vingt et un », « soixante et onze »
                else:
                    break
                j += 1
            out.append(str(total + current))
            i = j
            continue
        out.append(tok)
        i += 1
    return out


# -- stemming ---------------------------------------------------------------------------------------------------
# A light stemmer for folded French: accents are gone before it runs, so "retournée" and "retournee" always agree
# (the pitfall of stem-then-fold). It conflates plural, gender and the common verb forms, nothing more.
_SUFFIXES = (
    "issements", "issement", "ements", "ement", "atrices", "atrice", "ateurs", "ateur", "ations", "ation",
    "euses", "euse", "eurs", "eur", "ives", "ive", "ifs", "aient", "erent", "erons", "eront", "erait", "erez",
    "ees", "ee", "ent", "ers", "er", "ez", "ais", "ait", "ant", "ants", "antes", "ante", "es", "e", "is", "it",
)
_MIN_STEM = 3


_STEMS: dict[str, str] = {}


def stem(word: str) -> str:
    """Light French stem of a folded word: "retournees" / "retourner" / "retourne" -> "retourn"."""
    got = _STEMS.get(word)
    if got is None:
        got = sys.intern(_stem(word))  # one object per stem: the compiled model pickles each once (smaller, faster)
        if len(_STEMS) < 100000:
            _STEMS[word] = got
    return got


#: Words the suffix rules would confuse with another ("coupe" is not "coup", a "pote" is not the "pot").
_EXCEPTIONS = {"coupe": "coupe", "coupes": "coupe", "couper": "coupe", "coupee": "coupe", "coupees": "coupe",
               "coupent": "coupe", "coupait": "coupe", "coupant": "coupe",
               "pote": "pote", "potes": "pote", "riviere": "riv", "rivieres": "riv", "mains": "main",
               "tapis": "tapis", "temps": "temps", "fois": "fois", "jamais": "jamais", "plus": "plus",
               "montant": "montant", "montants": "montant", "montee": "montee", "montees": "montee",
               # the dealer is not the deal ("donne"), a minor is not a feint ("il fait mine de")
               "donneur": "donneur", "donneurs": "donneur", "donneuse": "donneur", "donneuses": "donneur",
               "mineur": "mineur", "mineurs": "mineur", "mineure": "mineur", "mineures": "mineur",
               # the turn card ("tournant") is not any turning ("deux jeux qui tournent", "le bouton tourne"), and
               # the dealer is not a deal between players ("faire un deal")
               "tournant": "tournant", "tournants": "tournant", "dealer": "dealer", "dealers": "dealer",
               "dealeuse": "dealeuse", "dealeuses": "dealeuse",
               # a pair of kings is kings (« ses rois » kept its « s », no « roi » of a card named)
               "rois": "roi"}
#: Irregular verbs the suffix rules split ("il fait" / "faire", "il prend" / "pris"): each form read as one lemma.
_VERBS = {"faire": ("fait", "fais", "faire", "faites", "font", "faisait", "faisaient", "fera", "ferait", "feront"),
          "prendre": ("prend", "prends", "prendre", "prennent", "pris", "prenait", "prendra"),
          "dire": ("dit", "dis", "dire", "disent", "disait", "dira", "dirait"),
          "sortir": ("sort", "sors", "sortir", "sortent", "sorti", "sortie", "sorties", "sortis", "sortait"),
          "ressortir": ("ressort", "ressortir", "ressorti", "ressortie", "ressortent"),
          "reprendre": ("reprend", "reprendre", "repris", "reprennent"),
          # the imperfect of « aller » tells an intention (« elle allait se coucher », engine.vocabulary.INTENT), not
          # « allez » (« allez, je me couche ») nor « aller », « allé »
          "allait": ("allait", "allais", "allaient")}
_EXCEPTIONS.update({form: lemma for lemma, forms in _VERBS.items() for form in forms})
# "la télé" (a TV table, a broadcast) is no "tél" (a phone): both would stem to "tel"
_EXCEPTIONS.update({"tele": "televis", "teles": "televis"})
# "assis" (seated) is no "assez" (enough): both would stem to "ass"; read as "assise"
_EXCEPTIONS.update({"assis": "assis"})
# (ours) words the suffix rules fold into another: the director is not « direct », « finalement » is no final table,
# the earphones (« écouteurs », an electronic device) are not « il écoute la table », to draw a card (« piocher ») is
# not the stub (« la pioche »), to pretend (« faire semblant ») is not « il semble »
_EXCEPTIONS.update({"directeur": "directeur", "directeurs": "directeur", "directrice": "directeur",
                    "directrices": "directeur", "finalement": "finalement", "ecouteur": "ecouteur",
                    "ecouteurs": "ecouteur", "piocher": "piocher", "piochent": "piocher", "piochait": "piocher",
                    "pioche": "pioche", "semblant": "semblant"})
# "la reprise" at the table is the restart of play after a break, not a player taking something back
_EXCEPTIONS.update({"reprise": "reprise", "reprises": "reprise"})
# the player is not the verb: « joueur » and « jouait » would both stem to « jou » (« elle ne jouait plus le coup » read
# « ! joueur … », and « le joueur couché » denied by it)
_EXCEPTIONS.update({"joueur": "joueur", "joueurs": "joueur", "joueuse": "joueur", "joueuses": "joueur"})


def _stem(word: str) -> str:
    if word in _EXCEPTIONS:
        return _EXCEPTIONS[word]
    if len(word) <= _MIN_STEM or not word.isalpha():
        return word
    if word.endswith("aux") and len(word) > 5:
        word = word[:-3] + "al"
    elif word[-1] in "sx" and len(word) > 4 and not word.endswith(("ss", "is", "us")):
        word = word[:-1]
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= _MIN_STEM:
            word = word[: -len(suffix)]
            break
    if len(word) > 4 and word[-1] == word[-2] and word[-1] in "lnrtsp":
        word = word[:-1]  # "jett-" -> "jet", "donn-" -> "don"
    return word


NEG = "!"  # the token standing for any negation in a stem stream


# A dot or a comma between two digits is part of an amount (« 1.5k », « 12.000 », « 2,5 BB »), not a clause break.
_SEGMENT = re.compile(r"((?:[;:!?()\[\]«»\"\n]|(?<!\d)[,.]|[,.](?!\d))+|\s-\s|\bmais\b)")
#: The separators a trigger phrase never reaches across: the end of a sentence (« il reprend. Ses blindes sont
#: payées » is no « reprend ses blindes »). A comma does not end a phrase (« il annonce, relance »: bounding phrases
#: at commas too lost 1.9 points on the scenarios, tests/incidents/README.md), and "mais" bounds a negation only.
_CLAUSE_BREAK = re.compile(r"[;.!?\n]")


def stream(text: str, thesaurus: dict | None = None) -> list[str]:
    """Content stems of a text in order; a run of negation words becomes one "!" token (facts need it).

    A negation never reaches past punctuation or "mais": in "il ne relance jamais, soft play" the soft play stands.
    Synonyms of `thesaurus` (see `compile_thesaurus`; the compiled model carries it) are read as their canonical form.
    """
    return stream_clauses(text, thesaurus)[0]


#: "tapis" after a possessive, a plural or a size is the player's stack (« son tapis », « les tapis », « le plus gros
#: tapis »), read as STACK; bare or after « le »/« un » it stays ambiguous (« fait tapis », « à tapis », « il voit le
#: tapis », « face à un tapis » are the all-in) and the vocabulary decides. An all-in told with the stack says its verb:
#: « pousse son tapis », « paie son tapis » (the vocabulary's phrases).
STACK = "stack"
_STACK_BEFORE = frozenset("""son ses mon mes ton tes leur leurs notre nos votre vos les des ces chaque gros grosse petit
petite petits petites plus moyen moyens memes comme quel""".split())  # « quoi comme tapis », « quel tapis »: the stack
#: ... and "tapis" told with what it holds or lacks (« un tapis vide », « il est tapis court », « le tapis de départ »)
#: is a stack too.
_STACK_AFTER = frozenset("vide vides court courts moyen moyens initial initiaux restant restants depart".split())


#: A figure said alone between quotes (« quatre », "5"): an abbreviated amount (§9.1 reads it by the size of the pot),
#: read « chiffre seul » before the figure; a figure in a sentence (« il en met quatre ») is no such announcement.
_QUOTED_FIGURE = Lazy(r"([«\"“])\s*((?:\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|"
                      r"quinze|vingt|vingt cinq|trente|quarante|cinquante)(?:[ ,.]5)?)\s*([»\"”])",
                      ("«", '"', "“"), flags=re.IGNORECASE)


#: ours (r22): ... and « tapis » owned by a player named after it (« le tapis d'un joueur », « les tapis des joueurs », « le
#: tapis de l'adversaire ») is his stack: the vocabulary's masks of those words read « tapis = joueur » (the articles are
#: stop words), which hid « il est à tapis et le joueur suivant paie », an all-in.
_STACK_OWNER = frozenset("joueur joueurs joueuse joueuses adversaire adversaires voisin voisins voisine voisines".split())
_OF = frozenset(("de", "d", "du", "des"))
_OWNER_ARTICLE = frozenset(("1", "l", "la", "le", "ce", "cet", "cette", "chaque", "son", "sa", "mon", "ma", "ton", "ta"))


def _stack_after(toks: list[str], i: int) -> bool:
    """Is the « tapis » at `i` a stack by the word after it (« tapis vide », « tapis court », « tapis de départ »), or by
    the player it belongs to (« tapis d'un joueur »)?"""
    nxt = toks[i + 1] if i + 1 < len(toks) else ""
    if nxt in _OF and i + 2 < len(toks):
        j = i + 3 if toks[i + 2] in _OWNER_ARTICLE and i + 3 < len(toks) else i + 2
        if toks[j] in _STACK_OWNER:
            return True
    if nxt == "de" and i + 2 < len(toks):
        nxt = toks[i + 2]
    return nxt in _STACK_AFTER


#: The words that close a negation after its verb (« ne dit rien », « paie pas »), and those after which such a word
#: denies nothing that follows: « il ne dit rien et retourne ses cartes » turned his cards over, « il ne paie pas et se
#: couche » folded (read before as « ! dire ! retourn », the second negation denying the act that follows).
_CLOSING = frozenset({"pas", "rien", "jamais"})
_AND_THEN = frozenset({"et", "puis", "ensuite", "alors", "donc", "car"})


def _close(seg: list[str], prev: str) -> None:
    """A closing negation word with nothing after it to deny (the end of the clause, « et », « puis »...): it denies the
    verb before it. Written French opened the negation already (« ne dit rien »: nothing to add); spoken French drops
    the « ne » (« il paie pas », « il dit rien et… »): the negation is put before that verb, as « ne » would have."""
    if not seg or seg[-1] == NEG or prev in STOPWORDS or prev in NEGATIONS:
        return
    if len(seg) >= 2 and seg[-2] == NEG:
        return
    seg.insert(len(seg) - 1, NEG)


class Clauses(list):
    """The clause number of each stem (see `stream_clauses`), and `contrast`: the positions where a part opened by
    « mais » begins (« il jette sans montrer à la table, mais montre à son voisin »: what follows corrects what came
    before, engine.facts reads it so)."""

    contrast: tuple = ()


def stream_clauses(text: str, thesaurus: dict | None = None) -> tuple[list[str], Clauses]:
    """`stream(text)` and, for each stem, the number of its clause (the end of a sentence starts a new one, see
    _CLAUSE_BREAK): a trigger phrase is read inside one clause only."""
    out: list[str] = []
    clauses = Clauses()
    contrast: list[int] = []
    clause = 0
    pieces = _SEGMENT.split(_QUOTED_FIGURE.sub(r"\1 chiffre seul \2 \3", blurted(corrected_declarations(clean(text)))))
    for k in range(0, len(pieces), 2):
        if k and _CLAUSE_BREAK.search(pieces[k - 1]):
            clause += 1
        if k and pieces[k - 1] == "mais" and out:
            contrast.append(len(out))
        seg: list[str] = []
        prev = ""
        toks = words(pieces[k])
        for i, tok in enumerate(toks):
            if tok in NEGATIONS:
                if tok in _CLOSING and (i + 1 == len(toks) or toks[i + 1] in _AND_THEN):
                    _close(seg, prev)
                elif not seg or seg[-1] != NEG:
                    seg.append(NEG)
            elif _seat(toks, i):
                seg.append("0" + tok)
            elif _gerund(toks, i):
                seg.append(stem(_GERUND_STREET[tok]))
            elif tok in _TOUT and i + 1 < len(toks) and toks[i + 1] in _DEGREE_OF:
                pass  # « la toute première carte »: the first card, no « tout »
            elif tok == "ou" and (len(toks) == 1 or (seg and i + 1 < len(toks))):
                seg.append(ALT)
            elif tok in ("que", "qu") and prev in _WHILE_BEFORE:
                seg.append(WHILE)
            elif tok == "tapis" and (prev in _STACK_BEFORE or _stack_after(toks, i)):
                seg.append(STACK)
            elif tok not in STOPWORDS:
                seg.append(stem(tok))
            prev = tok
        if seg and seg[-1] == NEG:
            seg.pop()
        got = canonical(seg, thesaurus) if thesaurus else seg
        out.extend(got)
        clauses.extend([clause] * len(got))
    clauses.contrast = tuple(contrast)
    return out, clauses


# -- thesaurus ----------------------------------------------------------------------------------------------------
# Synonyms as data (rulebook/thesaurus.yaml): stem sequences -> the stems of their canonical form. The same mapping
# runs on the situation and on the rulebook text, so every clause is reachable by every synonym. It is an argument,
# never a global: a ranking cannot depend on which knowledge base was used before.
def compile_thesaurus(groups) -> dict:
    """First stem -> [(variant stems, canonical stems)], longest variant first (`groups`: thesaurus-v1 groups)."""
    table: dict[str, list[tuple[tuple, tuple]]] = {}
    seen = set()
    for group in groups:
        canon = tuple(s for s in stream(group["canonical"]) if s != NEG)
        for variant in [group["canonical"], *group["variants"]]:
            key = tuple(s for s in stream(variant) if s != NEG)
            if not key or key in seen or not canon:
                continue
            seen.add(key)
            table.setdefault(key[0], []).append((key, canon))
    for lst in table.values():
        lst.sort(key=lambda kv: -len(kv[0]))
    return table


def canonical(seg: list[str], thesaurus: dict) -> list[str]:
    """A stem sequence with every thesaurus variant replaced by its canonical stems (longest match first)."""
    out: list[str] = []
    i, n = 0, len(seg)
    while i < n:
        for key, canon in thesaurus.get(seg[i], ()):
            k = len(key)
            if tuple(seg[i:i + k]) == key:
                out.extend(canon)
                i += k
                break
        else:
            out.append(seg[i])
            i += 1
    return out


def stems(text: str, thesaurus: dict | None = None) -> list[str]:
    """Content stems without negations: the unit of full-text search."""
    return search_terms(stream(text, thesaurus))


#: The stream's own marks, no word of the full text (`search_terms`).
_MARKS = frozenset((NEG, ONLY, REPORTED, ALT, WHILE))


def search_terms(stream_stems: list[str]) -> list[str]:
    """The full-text terms of a stem stream: negations dropped, the stack read as « tapis » again. Facts tell the two
    senses apart; the words in common with a clause do not (§10.4 says « à tapis » where a floor says « son tapis est
    payé »); a restriction (ONLY), the mark of a reported act (REPORTED) and an alternative (ALT) are dropped like a
    negation; a seat (« 05 », see `_seat`) is its number again."""
    return [_SEARCH.get(s, s[1:] if s[:1] == "0" and s[1:].isdigit() else s) for s in stream_stems
            if s not in _MARKS]


#: Stems facts tell apart that the full text reads as one: the stack is « tapis » again, the player « jou- » as the
#: verb (the clauses' words were weighed with them joined: « joueuse » finds « jouer » and « joueur »).
_SEARCH = {STACK: "tapis", "joueur": "jou"}
