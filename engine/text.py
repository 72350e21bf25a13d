"""French normalisation for matching: case, accents, elisions, numbers in words, amounts, a light stemmer."""

from __future__ import annotations

import re
import sys
import unicodedata

#: Longest text we analyse: a 1 MB paste is cut (bounded time), never refused.
MAX_CHARS = 2000

_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'", "ʼ": "'", "«": " ", "»": " ", "“": " ",
                              "”": " ", "œ": "oe", "Œ": "oe", "æ": "ae", "Æ": "ae", "ß": "ss"})
class _Lazy:
    """A pattern compiled at its first use, and tried only on a text holding one of `needs` (plain substrings, one of
    which every match contains; none: always tried). A cold `ropta ask` then compiles only the patterns its situation
    may match: compiling all of this module's rewriting patterns cost about 4 ms of a cold answer (~95 ms)."""

    __slots__ = ("pattern", "flags", "needs", "_compiled")

    def __init__(self, pattern: str, needs: tuple = (), flags: int = 0):
        self.pattern, self.needs, self.flags, self._compiled = pattern, needs, flags, None

    def _re(self) -> re.Pattern:
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self.flags)
        return self._compiled

    def sub(self, repl, text: str) -> str:
        if self.needs and not any(n in text for n in self.needs):
            return text
        return self._re().sub(repl, text)

    def search(self, text: str):
        if self.needs and not any(n in text for n in self.needs):
            return None
        return self._re().search(text)


_ELISION = _Lazy(r"\b(l|d|j|m|t|s|c|n|qu|jusqu|lorsqu|puisqu|quoiqu)'(?=\w)", ("'",))
# digits grouped by spaces or dots ("5 000", "10.000"), joined so that "5 000/10 000" reads 5000/10000
_GROUPED = _Lazy(r"(?<![\d,])(\d{1,3})((?:[ \u00a0\u202f.]\d{3})+)(?![\d])", tuple("0123456789"))
_K = _Lazy(r"\b(\d+(?:[.,]\d+)?)\s?k\b", ("k",))
# words of negation that deny nothing: "sans arrêt", and a behaviour that goes on ("il n'arrête pas de parler",
# "elle ne cesse de commenter") is a repetition, not the absence of the act. « il ne fait que payer » is left out:
# it says « only » as often as « keeps on ».
_NOT_NEGATION = _Lazy(r"\bsans (?:arret|cesse|interruption|discontinuer)\b"
                           r"|\bn (?:arrete|arretent|arretait|arretaient|a pas arrete|ont pas arrete|a jamais arrete)"
                           r" (?:pas |jamais |plus )?de\b"
                           r"|\bne (?:cesse|cessent|cessait|cessaient)(?: pas| jamais)? de\b", ("sans", "arret", "cess"))
# « sans parler »: the manner of an act (silently: no declaration), not a player who has not yet spoken (« alors que
# le 3 n'a pas parlé »: out of turn). Both would read « ! parl »; the manner is read « en silence », a phrase the
# vocabulary knows. Only the complete phrase (no object follows): « sans parler de sa main » keeps its negation.
_SILENTLY = _Lazy(r"\bsans (?:meme )?parler\b(?! (?:de|d|du|des|a|au|aux)\b)", ("sans",))
# « c'est une relance », « ça fait un call »: what an act is worth, said by whoever judges it (a player protesting, the
# floor), never a player's own declaration (« dit relance », « annonce un call »). « c est » and « ça » are stopwords,
# so the judgement is marked by a token of its own, WORTH (« dit que c'est une relance » reads « dit WORTH relance », which
# the vocabulary can tell from « dit relance »; « vaut » is a word of the vocabulary already). A judgement denied
# (« c'est pas une relance ») keeps its words.
WORTH = "zqvautz"
_WORTH = _Lazy(r"\b(?:c est|c etait|ca fait|ca faisait|ce serait|ca serait|ca devient|c etait donc|c est donc)"
                    r"(?: (?:un|une|bien|juste|forcement|clairement))* (?=(?:relance|raise|call|check|mise|bet|tapis|fold|suivi)\b)", ("c est", "c etait", "ca ", "ce serait"))
# « ne … que » is a restriction, not a negation: « il n'a misé que 200 » bet 200, « il ne reste que 3 joueurs » has three
# players left, « elle ne montre qu'une carte » shows one. The « ne » is dropped and « que » read as a token of its own,
# ONLY (« a misé ONLY 200 »), so that the act it names is read as done (never as « n'a pas misé »); triggers and
# situations are normalised alike (the vocabulary's « ne mise que {n} » reads « mise ONLY {n} »). Like the negation it
# replaces, ONLY is no word of the full text (`search_terms`) and a phrase does not reach across it (« mise … il ne gagne
# que le pot » is no « mise le pot », engine.facts). Not « seul »: « une seule carte », « seul le voisin » are phrases of
# the vocabulary that a restriction of another thing (« il ne reste que deux joueurs ») must not read. Not when a
# negation word stands between (« il ne dit pas que… »: denied, then a clause), nor after « personne », « rien »,
# « aucun », « nul » (« personne ne dit que… »: nobody says, a negation); « ne … plus que » (« il n'a plus que 800 »)
# is the same restriction. At most four words between, in one clause (the caller splits clauses first).
# « sans que le 3 ait parlé »: the negation is the verb's (the 3 had not spoken), not the seat's; read as « alors que le 3
# n'a pas parlé », the form the vocabulary knows (« sans que » put the negation before « siège », « pas à son siège »).
# The subject is up to four words before a subjunctive auxiliary or an expletive « ne ».
_WITHOUT_THAT = _Lazy(r"\bsans que? ((?:(?!(?:pas|plus|jamais|rien|que|qu|sans)\b)[a-z0-9]+ ){1,4}?)"
                           r"(?:(?:ne|n) (?:(?:ait|aient|soit|soient) )?|(?:ait|aient|soit|soient) )", ("sans",))
ONLY = "zqseulz"
_RESTRICTION = _Lazy(r"(?<!\bpersonne )(?<!\brien )(?<!\baucun )(?<!\baucune )(?<!\bnul )(?<!\bnulle )(?<!\bjamais )"
                          r"\bne? ((?:(?!(?:pas|plus|jamais|rien|point|aucun|aucune|personne|guere|ni|nul|nulle|que|qu|ne|n)\b)"
                          r"[a-z0-9]+ ){1,4})(?:plus )?qu(?:e\b|\b)", ("qu",))
# « n'importe qui / quoi / quel… » (anyone, anything) and « pas mal de » (quite a lot) deny nothing: read without the
# negation word (« pas mal de jetons derrière » is many chips behind his bet, « n'importe quel joueur » any player).
# Nor does « pas » or « jamais » just before a clause (« il ne savait pas que le flop était sorti »: the flop is out; the
# « ne » before the verb still denies the verb).
_NOT_DENIAL = _Lazy(r"\bn (?=importe\b)|\bpas mal\b|\b(?:pas|jamais) (?=que? (?:le|la|les|l|il|elle|ils|elles|on|c|ce|"
                         r"ca|son|sa|ses|mon|ma|mes|j|je|tu|t|vous|nous|tout|celui|celle)\b)", ("importe", "pas", "jamais"))
# « c'était à lui de parler », « ce n'est pas à elle de jouer »: whose turn it is, told with words that are all stopwords
# but the verb (« c », « était », « à », « lui ») and would read as the act itself (« parler ») or, denied, as a player
# who has not spoken (« ! parler »). Read « son tour de parler » / « pas son tour de parler », the vocabulary's words.
# Only before an act of the betting: « c'est à lui de protéger ses cartes », « d'être à sa place » is a duty, no turn.
_WHOSE_TURN = _Lazy(r"\b(?:c|ce|ca) (?:n )?(?:est|etait|sera|serait|soit|fut)(?: (pas|plus|jamais))?"
                         r"(?: (?:bien|pourtant|justement|deja|encore|normalement|vraiment|toujours|donc)){0,2}"
                         r" a (?:lui|elle|moi|toi|vous|nous|eux|elles) ((?:de|d) (?:parler|jouer|agir|miser|relancer|suivre|"
                         r"payer|checker|check|decider|annoncer|se coucher|coucher|folder|fold|choisir|caller|call|bet|raise)\b)",
                    (" a lui", " a elle", " a moi", " a toi", " a vous", " a nous", " a eux"))
# « il mise alors que ce n'était pas à lui de parler »: an act told against whose turn it was (out of turn); the same
# words alone (« il a encore ses cartes, ce n'est pas à lui de parler, et il se lève ») only set the scene.
_AGAINST_TURN = _Lazy(r"\b(?:alors|bien|tandis|meme si|pourtant|mais|quand)(?: qu?e?)? $", ())


def _whose_turn(m: re.Match) -> str:
    """`_WHOSE_TURN`'s reading: his turn (« son tour »); not his turn after an act it is set against (« pas son
    tour », out of turn); not his turn told alone, nothing (measured: the scene read as an act out of turn made a
    confident wrong ruling on a fresh incident)."""
    if not m.group(1):
        return "son tour " + m.group(2)
    return ("pas son tour " + m.group(2)) if _AGAINST_TURN.search(m.string[max(0, m.start() - 20):m.start()]) else " "


# « sans les montrer aux autres », « il la montre à l'autre »: the other players, not the other card (« sans montrer
# l'autre », one card shown); both lose their article to the stopwords, so the people are named.
_OTHERS = _Lazy(r"\b(aux autres|a l autre)\b(?! (?:cartes?|mains?|jetons?|plaques?|joueurs?|joueuses?|tables?|"
                     r"adversaires?|pots?|mises?)\b)", ("autre",))
# « des jetons derrière », « 8000 derrière »: the rest of a stack behind a bet (« il lui reste des jetons derrière »: not
# all-in), not chips out of sight (« derrière sa bouteille », « derrière ses piles »: a preposition with its noun stays).
_BEHIND = _Lazy(r"\b(jetons?|plaques?|chips?|\d+) derriere\b(?! (?:le|la|les|l|son|sa|ses|mon|ma|mes|ton|ta|tes|leur|"
                     r"leurs|un|une|des|du|ce|cette|ces|lui|elle|eux|moi|toi|chaque|tous|toutes|tout|sous)\b)", ("derriere",))
# The floor's written shorthand (forum, SMS), read as the words it stands for before anything else: « ki », « koi »,
# « kel », « ke », « g » (j'ai: « g fold »), « ya » (il y a), « jms » (jamais: a negation), « tjs », « qd », « pcq »…
# Single tokens only, each with one reading at a poker table (not « ta », which is also the possessive, nor « c »,
# already a stopword).
_SMS = {"ki": "qui", "koi": "quoi", "kel": "quel", "kelle": "quelle", "ke": "que", "kan": "quand", "qd": "quand",
        "g": "j ai", "ya": "il y a", "yavait": "il y avait", "jms": "jamais", "tjs": "toujours", "tjrs": "toujours",
        "pcq": "parce que", "pck": "parce que", "pr": "pour", "ds": "dans", "bcp": "beaucoup", "slt": "salut",
        "mm": "meme", "jsp": "je ne sais pas", "chui": "je suis", "jpense": "je pense", "cad": "c est a dire",
        "dc": "donc", "svt": "souvent", "tt": "tout", "vs": "contre", "vrmt": "vraiment", "mtn": "maintenant",
        "pk": "pourquoi", "pkoi": "pourquoi", "pq": "pourquoi"}
_SMS_RE = re.compile(r"\b(" + "|".join(sorted(_SMS, key=len, reverse=True)) + r")\b(?! ?')")
# Table notation glued to its figure: « 25bb » / « 20BB » (a stack in big blinds), « 2.5x » / « x3 » (a raise as a
# multiple), « S3 » / « s10 » (a seat), « 1ere », « 3e », « 2eme » (ordinals): read as the words they stand for, so
# that « 25bb » is 25 big blinds, « S3 » the seat 3 and « la 1ere carte » the first card.
_GLUED_BB = _Lazy(r"\b(\d+(?:[.,]\d+)?) ?(bb|sb)s?\b", ("bb", "sb"))
# The multiple is a token of its own, MULTIPLE, not « fois »: « open x3 » is no act done three times (« 3 fois »).
MULTIPLE = "zqfoisz"
_MULTIPLE = _Lazy(r"\b(?:x ?(\d+(?:[.,]\d+)?)|(\d+(?:[.,]\d+)?) ?x)\b", ("x",))
_SEAT = re.compile(r"(?<!table )\bs(\d{1,2})\b")
_ORDINALS = {1: "premier", 2: "deuxieme", 3: "troisieme", 4: "quatrieme", 5: "cinquieme", 6: "sixieme",
             7: "septieme", 8: "huitieme", 9: "neuvieme", 10: "dixieme"}
_ORDINAL = re.compile(r"\b(10|[1-9]) ?(?:ere|er|re|e|eme|em|ieme|nd|nde)\b")


def _ordinal(m: re.Match) -> str:
    n = int(m.group(1))
    word = _ORDINALS[n]
    return word + ("e" if n == 1 and m.group(0).endswith(("ere", "re")) else "")


# « tabler » (to table one's hand: show it at the showdown), the floor's verb; folded, « il table » and « tablé » are
# spelled like the table itself (« à table », « la table »), so only the forms that cannot be the noun are read as the
# verb « abattre »: after a subject pronoun or an auxiliary (« il table », « on table », « avait tablé »), and the
# infinitive and its other conjugated forms (« tabler », « tablent », « tablant »). Never before « sur »: « tabler sur »
# is to count on (« on table sur une bulle à 20 h »).
_TABLE_VERB = _Lazy(r"\b(?:(il|elle|on|je|j|tu|ils|elles|qui|avait|avais|ai|ont|avaient|ayant|avoir|pas"
                         r") (tables?|tablees?)|(tabler|tablent|tablant|tablait|tablaient|tablez|tablons|tablera))"
                         r"\b(?! sur\b)", ("tabl",))
_TABLE_FORMS = {"table": "abat", "tables": "abats", "tablee": "abattue", "tablees": "abattues", "tabler": "abattre",
                "tablent": "abattent", "tablant": "abattant", "tablait": "abattait", "tablaient": "abattaient",
                "tablez": "abattez", "tablons": "abattons", "tablera": "abattra"}


def _table_verb(m: re.Match) -> str:
    if m.group(3):
        return _TABLE_FORMS[m.group(3)]
    form = _TABLE_FORMS[m.group(2)]
    if m.group(1) in ("avait", "avais", "ai", "ont", "avaient", "ayant", "avoir"):
        form = "abattu" + ("e" if m.group(2).startswith("tablee") else "")
    return m.group(1) + " " + form


# « ne … que » said without its « ne », as the table speaks (« il a que 800 », « pose que 1500 », « montre qu'une
# carte »): a restriction before a figure or « un/une », after a verb of having, putting or showing (never after a
# verb of saying or thinking: « il dit que 2 joueurs… » is a clause). Read ONLY, like the written form.
_SPOKEN_RESTRICTION = _Lazy(
    r"\b(a|ai|as|avait|avais|avaient|ont|reste|restait|restent|restaient|pose|posait|posent|met|mettait|mis|mise|"
    r"misait|montre|montrait|paie|paye|payait|relance|relancait|jette|laisse|garde|gardait|avance|envoie|pousse|"
    r"ajoute|rajoute|tient|tenait|sort|sortait|recoit|recu) que? "
    r"(?=(?:\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\b)", ("qu",))
_TOKEN = re.compile(r"[a-z0-9]+")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")

UNITS = {"zero": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7,
         "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15,
         "seize": 16, "vingt": 20, "vingts": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60}
MULTIPLIERS = {"cent": 100, "cents": 100, "mille": 1000, "milles": 1000}

#: Words that carry no meaning for matching (folded). Negations are NOT here: they change the facts. « as » is not
#: here either: at a poker table it is the ace (« deux as de pique »), far more than « tu as ».
STOPWORDS = frozenset("""
le la les l de d du des au aux et a est sont etait etaient ete etre il elle ils elles on je j se s sa son ses
leur leurs ce c cet cette ces qui que qu quoi dont y en ou mais donc or car me m te t lui eux mon ma mes ton ta
tes notre nos votre vos ai avons avez ont eu eue ca cela ceci voila bon ben bah hein genre truc alors puis bien tres
""".split())

#: Negation markers (folded): the fact they precede is denied.
NEGATIONS = frozenset({"ne", "n", "pas", "sans", "aucun", "aucune", "rien", "jamais", "non", "ni", "nul", "nulle"})


def clean(text: str) -> str:
    """Bounded, printable text: control characters become spaces, a huge paste is cut to MAX_CHARS."""
    text = _CONTROL.sub(" ", text[: MAX_CHARS * 4])
    return " ".join(text.split())[:MAX_CHARS]


def fold(text: str) -> str:
    """Lower case without accents, typographic apostrophes straightened, ligatures opened."""
    text = text.translate(_APOSTROPHES).lower()
    text = unicodedata.normalize("NFD", text)
    return "".join(ch for ch in text if not unicodedata.combining(ch))


def prepare(text: str) -> str:
    """Folded text with elisions opened ("l'annonce" -> "l annonce"), grouped digits and "5k" joined."""
    text = fold(text)
    text = _ELISION.sub(lambda m: m.group(1) + " ", text)
    text = _SMS_RE.sub(lambda m: _SMS[m.group(1)], text)
    text = _GLUED_BB.sub(lambda m: m.group(1) + (" bb" if m.group(2) == "bb" else " sb"), text)
    text = _MULTIPLE.sub(lambda m: (m.group(1) or m.group(2)) + " " + MULTIPLE, text)
    text = _SEAT.sub(lambda m: "siege " + m.group(1), text)
    text = _TABLE_VERB.sub(_table_verb, text)
    text = _ORDINAL.sub(_ordinal, text)
    text = _NOT_NEGATION.sub("constamment", text)
    text = _WITHOUT_THAT.sub(lambda m: "alors que " + m.group(1) + "n a pas ", text)
    text = _RESTRICTION.sub(lambda m: m.group(1) + ONLY, text)
    text = _SPOKEN_RESTRICTION.sub(lambda m: m.group(1) + " " + ONLY + " ", text)
    text = _NOT_DENIAL.sub(lambda m: "beaucoup" if m.group(0).startswith("pas mal") else "", text)
    text = _SILENTLY.sub("en silence", text)
    text = _WORTH.sub(WORTH + " ", text)
    text = _WHOSE_TURN.sub(_whose_turn, text)
    text = _OTHERS.sub(lambda m: m.group(1) + " joueurs", text)
    text = _BEHIND.sub(lambda m: m.group(1) + " restants", text)
    text = _GROUPED.sub(lambda m: m.group(1) + re.sub(r"\D", "", m.group(2)), text)
    text = _K.sub(lambda m: str(int(float(m.group(1).replace(",", ".")) * 1000)), text)
    return text


def words(text: str) -> list[str]:
    """Folded word tokens, number words turned into digits ("deux mille" -> "2000")."""
    return numbers_to_digits(_TOKEN.findall(prepare(text)))


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
                    current += UNITS[t]
                elif t.isdigit() and j == i:
                    current = int(t)
                elif t in MULTIPLIERS:
                    m = MULTIPLIERS[t]
                    if m == 1000:
                        total += (current or 1) * m
                        current = 0
                    else:
                        current = (current or 1) * m
                elif t == "et" and j + 1 < len(tokens) and tokens[j + 1] in ("un", "une") and current:
                    pass
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
_EXCEPTIONS = {"coupe": "coupe", "coupes": "coupe", "couper": "coupe", "coupee": "coupe", "coupees": "coupe", "coupent": "coupe",
               "coupait": "coupe", "coupant": "coupe",
               "pote": "pote", "potes": "pote", "riviere": "riv", "rivieres": "riv", "mains": "main",
               "tapis": "tapis", "temps": "temps", "fois": "fois", "jamais": "jamais", "plus": "plus",
               "montant": "montant", "montants": "montant", "montee": "montee", "montees": "montee",
               # the dealer is not the deal ("donne"), a minor is not a feint ("il fait mine de")
               "donneur": "donneur", "donneurs": "donneur", "donneuse": "donneur", "donneuses": "donneur",
               "mineur": "mineur", "mineurs": "mineur", "mineure": "mineur", "mineures": "mineur",
               # the turn card ("tournant") is not any turning ("deux jeux qui tournent", "le bouton tourne"), and
               # the dealer is not a deal between players ("faire un deal")
               "tournant": "tournant", "tournants": "tournant", "dealer": "dealer", "dealers": "dealer",
               "dealeuse": "dealeuse", "dealeuses": "dealeuse"}
#: Irregular verbs the suffix rules split ("il fait" / "faire", "il prend" / "pris"): each form read as one lemma.
_VERBS = {"faire": ("fait", "fais", "faire", "faites", "font", "faisait", "faisaient", "fera", "ferait", "feront"),
          "prendre": ("prend", "prends", "prendre", "prennent", "pris", "prenait", "prendra"),
          "dire": ("dit", "dis", "dire", "disent", "disait", "dira", "dirait"),
          "sortir": ("sort", "sors", "sortir", "sortent", "sorti", "sortie", "sorties", "sortis", "sortait"),
          "ressortir": ("ressort", "ressortir", "ressorti", "ressortie", "ressortent"),
          "reprendre": ("reprend", "reprendre", "repris", "reprennent")}
_EXCEPTIONS.update({form: lemma for lemma, forms in _VERBS.items() for form in forms})
# "la télé" (a TV table, a broadcast) is no "tél" (a phone): both would stem to "tel"
_EXCEPTIONS.update({"tele": "televis", "teles": "televis"})
# "assis" (seated) is no "assez" (enough): both would stem to "ass"; read as "assise"
_EXCEPTIONS.update({"assis": "assis"})
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


#: A figure said alone between quotes (« quatre », "5"): an abbreviated amount (§9.1 reads it by the size of the pot),
#: read « chiffre seul » before the figure; a figure in a sentence (« il en met quatre ») is no such announcement.
_QUOTED_FIGURE = _Lazy(r"([«\"“])\s*((?:\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|"
                            r"quinze|vingt|vingt cinq|trente|quarante|cinquante)(?:[ ,.]5)?)\s*([»\"”])",
                       ("«", '"', "“"), flags=re.IGNORECASE)


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
    pieces = _SEGMENT.split(_QUOTED_FIGURE.sub(r"\1 chiffre seul \2 \3", clean(text)))
    for k in range(0, len(pieces), 2):
        if k and _CLAUSE_BREAK.search(pieces[k - 1]):
            clause += 1
        if k and pieces[k - 1] == "mais" and out:
            contrast.append(len(out))
        seg: list[str] = []
        prev = ""
        for tok in words(pieces[k]):
            if tok in NEGATIONS:
                if not seg or seg[-1] != NEG:
                    seg.append(NEG)
            elif tok == "tapis" and prev in _STACK_BEFORE:
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


def search_terms(stream_stems: list[str]) -> list[str]:
    """The full-text terms of a stem stream: negations dropped, the stack read as « tapis » again. Facts tell the two
    senses apart; the words in common with a clause do not (§10.4 says « à tapis » where a floor says « son tapis est
    payé »); a restriction (ONLY) is dropped like a negation."""
    return [_SEARCH.get(s, s) for s in stream_stems if s != NEG and s != ONLY]


#: Stems facts tell apart that the full text reads as one: the stack is « tapis » again, the player « jou- » as the
#: verb (the clauses' words were weighed with them joined: « joueuse » finds « jouer » and « joueur »).
_SEARCH = {STACK: "tapis", "joueur": "jou"}
