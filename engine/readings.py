"""The floor's French rewritten before it is cut into words (`prepare`): accents and apostrophes (`fold`), elisions,
SMS spelling, table notation glued to a figure (« 25bb », « x3 », « S3 », « 1ere »), « tabler », negations that deny
nothing, « sans que », « ne … que » (written or spoken), « sans parler », what an act is worth (« c'est une
relance »), whose turn it is, the other players, the rest of a stack, « lui-même », cards shown « to me », grouped
digits and « 5k ». Each rewriting says why in its comment; engine.text cuts the result into stems.
"""

from __future__ import annotations

import re
import unicodedata

_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'", "ʼ": "'", "«": " ", "»": " ", "“": " ",
                              "”": " ", "œ": "oe", "Œ": "oe", "æ": "ae", "Æ": "ae", "ß": "ss"})
#: Letters `fold` writes as two (« œ » -> « oe »): everywhere else, a folded word keeps its length.
OPENED = frozenset(chr(k) for k, v in _APOSTROPHES.items() if len(v) > 1)
class Lazy:
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

    def finditer(self, text: str):
        if self.needs and not any(n in text for n in self.needs):
            return iter(())
        return self._re().finditer(text)

    def match(self, text: str, pos: int = 0):
        if self.needs and not any(n in text[pos:] for n in self.needs):
            return None
        return self._re().match(text, pos)


_ELISION = Lazy(r"\b(l|d|j|m|t|s|c|n|qu|jusqu|lorsqu|puisqu|quoiqu)'(?=\w)", ("'",))
# digits grouped by spaces or dots ("5 000", "10.000"), joined so that "5 000/10 000" reads 5000/10000
_GROUPED = Lazy(r"(?<![\d,])(\d{1,3})((?:[ \u00a0\u202f.]\d{3})+)(?![\d])", tuple("0123456789"))
_K = Lazy(r"\b(\d+(?:[.,]\d+)?)\s?k\b", ("k",))
# words of negation that deny nothing: "sans arrêt", and a behaviour that goes on ("il n'arrête pas de parler",
# "elle ne cesse de commenter") is a repetition, not the absence of the act. « il ne fait que payer » is left out:
# it says « only » as often as « keeps on ».
_NOT_NEGATION = Lazy(r"\bsans (?:arret|cesse|interruption|discontinuer)\b"
                     r"|\bn (?:arrete|arretent|arretait|arretaient|a pas arrete|ont pas arrete|a jamais arrete)"
                     r" (?:pas |jamais |plus )?de\b"
                     r"|\bne (?:cesse|cessent|cessait|cessaient)(?: pas| jamais)? de\b", ("sans", "arret", "cess"))
# « sans parler »: the manner of an act (silently: no declaration), not a player who has not yet spoken (« alors que
# le 3 n'a pas parlé »: out of turn). Both would read « ! parl »; the manner is read « en silence », a phrase the
# vocabulary knows. Only the complete phrase (no object follows): « sans parler de sa main » keeps its negation.
_SILENTLY = Lazy(r"\bsans (?:meme )?parler\b(?! (?:de|d|du|des|a|au|aux)\b)", ("sans",))
# « en direction de » is « toward » (« il jette ses cartes en direction du croupier »), not the tournament's management:
# « direction » alone is a variant of « floor » in the thesaurus (« se plaindre à la direction »), and the stop words
# left it alone in the phrase, so « en direction du croupier » read the floor and the dealer
_TOWARD = Lazy(r"\ben direction (de|d|du|des)\b", ("direction",))
_TOWARD_AS = {"de": "vers", "d": "vers", "du": "vers le", "des": "vers les"}
# « c'est une relance », « ça fait un call »: what an act is worth, said by whoever judges it (a player protesting, the
# floor), never a player's own declaration (« dit relance », « annonce un call »). « c est » and « ça » are stopwords,
# so the judgement is marked by a token of its own, WORTH (« dit que c'est une relance » reads « dit WORTH relance », which
# the vocabulary can tell from « dit relance »; « vaut » is a word of the vocabulary already). A judgement denied
# (« c'est pas une relance ») keeps its words.
WORTH = "zqvautz"
_WORTH = Lazy(r"\b(?:c est|c etait|ca fait|ca faisait|ce serait|ca serait|ca devient|c etait donc|c est donc)"
              r"(?: (?:un|une|bien|juste|forcement|clairement))* (?=(?:relance|raise|call|check|mise|bet|tapis|fold|suivi)\b)",
              ("c est", "c etait", "ca ", "ce serait"))
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
_WITHOUT_THAT = Lazy(r"\bsans que? ((?:(?!(?:pas|plus|jamais|rien|que|qu|sans)\b)[a-z0-9]+ ){1,4}?)"
                     r"(?:(?:ne|n) (?:(?:ait|aient|soit|soient) )?|(?:ait|aient|soit|soient) )", ("sans",))
# « il dit qu'il a payé », « l'autre soutient que j'avais relancé »: a past act reported by someone, not the words said
# at the table. The stream drops « qu'il a » (stop words) and reads « payé » as « paye », so that the report read as the
# declaration « dit je paye » (§9.4); a mark takes the place of « que » between the verb of saying and the reported
# clause, REPORTED, and a phrase of a fact marked `spoken` (the declaration) does not reach into it (engine.facts),
# while every other fact still reads the clause for what it says happened. Only a pronoun subject with a past
# auxiliary of « avoir »: « il dit qu'il paie » is his declaration, « il dit qu'il est tapis » a state, « dit que le 3
# a… » left as is.
REPORTED = "zqditz"
_REPORTED = Lazy(r"\b(dit|dis|disait|disent|disaient|disant|dire|affirme|affirmait|affirmant|pretend|pretendait|"
                 r"pretendant|soutient|soutenait|soutenant|assure|assurait|assurant|jure|jurait|jurant|explique|"
                 r"expliquait|repond|repondait|crie|criait|hurle|hurlait|reconnait|avoue|nie|niait|conteste|proteste|"
                 r"signale|indique|raconte|racontait|rappelle) qu(?:e)? (?=(?:il|elle|ils|elles|on|j|je|tu|nous|vous) "
                 r"(?:a|ai|as|avait|avais|avaient|avions|avons|avez|ont|aurait|aurais|auraient)\b)", ("qu",))
ONLY = "zqseulz"
_RESTRICTION = Lazy(r"(?<!\bpersonne )(?<!\brien )(?<!\baucun )(?<!\baucune )(?<!\bnul )(?<!\bnulle )(?<!\bjamais )"
                    r"\bne? ((?:(?!(?:pas|plus|jamais|rien|point|aucun|aucune|personne|guere|ni|nul|nulle|que|qu|ne|n)\b)"
                    r"[a-z0-9]+ ){1,4})(?:plus )?qu(?:e\b|\b)", ("qu",))
# « n'importe qui / quoi / quel… » (anyone, anything) and « pas mal de » (quite a lot) deny nothing: read without the
# negation word (« pas mal de jetons derrière » is many chips behind his bet, « n'importe quel joueur » any player).
# Nor does « pas » or « jamais » just before a clause (« il ne savait pas que le flop était sorti »: the flop is out; the
# « ne » before the verb still denies the verb).
_NOT_DENIAL = Lazy(r"\bn (?=importe\b)|\bpas mal\b|\b(?:pas|jamais) (?=que? (?:le|la|les|l|il|elle|ils|elles|on|c|ce|"
                   r"ca|son|sa|ses|mon|ma|mes|j|je|tu|t|vous|nous|tout|celui|celle)\b)", ("importe", "pas", "jamais"))
# « c'était à lui de parler », « ce n'est pas à elle de jouer »: whose turn it is, told with words that are all stopwords
# but the verb (« c », « était », « à », « lui ») and would read as the act itself (« parler ») or, denied, as a player
# who has not spoken (« ! parler »). Read « son tour de parler » / « pas son tour de parler », the vocabulary's words.
# Only before an act of the betting: « c'est à lui de protéger ses cartes », « d'être à sa place » is a duty, no turn.
_WHOSE_TURN = Lazy(r"\b(?:c|ce|ca) (?:n )?(?:est|etait|sera|serait|soit|fut)(?: (pas|plus|jamais))?"
                   r"(?: (?:bien|pourtant|justement|deja|encore|normalement|vraiment|toujours|donc)){0,2}"
                   r" a (?:lui|elle|moi|toi|vous|nous|eux|elles) ((?:de|d) (?:parler|jouer|agir|miser|relancer|suivre|"
                   r"payer|checker|check|decider|annoncer|se coucher|coucher|folder|fold|choisir|caller|call|bet|raise)\b)",
                   (" a lui", " a elle", " a moi", " a toi", " a vous", " a nous", " a eux"))
# « il mise alors que ce n'était pas à lui de parler »: an act told against whose turn it was (out of turn); the same
# words alone (« il a encore ses cartes, ce n'est pas à lui de parler, et il se lève ») only set the scene.
_AGAINST_TURN = Lazy(r"\b(?:alors|bien|tandis|meme si|pourtant|mais|quand)(?: qu?e?)? $", ())


def _whose_turn(m: re.Match) -> str:
    """`_WHOSE_TURN`'s reading: his turn (« son tour »); not his turn after an act it is set against (« pas son
    tour », out of turn); not his turn told alone, nothing (measured: the scene read as an act out of turn made a
    confident wrong ruling on a fresh incident)."""
    if not m.group(1):
        return "son tour " + m.group(2)
    return ("pas son tour " + m.group(2)) if _AGAINST_TURN.search(m.string[max(0, m.start() - 20):m.start()]) else " "


# « sans les montrer aux autres », « il la montre à l'autre »: the other players, not the other card (« sans montrer
# l'autre », one card shown); both lose their article to the stopwords, so the people are named.
_OTHERS = Lazy(r"\b(aux autres|a l autre)\b(?! (?:cartes?|mains?|jetons?|plaques?|joueurs?|joueuses?|tables?|"
               r"adversaires?|pots?|mises?)\b)", ("autre",))
# « des jetons derrière », « 8000 derrière »: the rest of a stack behind a bet (« il lui reste des jetons derrière »: not
# all-in), not chips out of sight (« derrière sa bouteille », « derrière ses piles »: a preposition with its noun stays).
_BEHIND = Lazy(r"\b(jetons?|plaques?|chips?|\d+) derriere\b(?! (?:le|la|les|l|son|sa|ses|mon|ma|mes|ton|ta|tes|leur|"
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
_GLUED_BB = Lazy(r"\b(\d+(?:[.,]\d+)?) ?(bb|sb)s?\b", ("bb", "sb"))
# The multiple is a token of its own, MULTIPLE, not « fois »: « open x3 » is no act done three times (« 3 fois »).
MULTIPLE = "zqfoisz"
_MULTIPLE = Lazy(r"\b(?:x ?(\d+(?:[.,]\d+)?)|(\d+(?:[.,]\d+)?) ?x)\b", ("x",))
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
_TABLE_VERB = Lazy(r"\b(?:(il|elle|on|je|j|tu|ils|elles|qui|avait|avais|ai|ont|avaient|ayant|avoir|pas"
                   r") (tables?|tablees?)|(tabler|tablent|tablant|tablait|tablaient|tablez|tablons|tablera))"
                   r"\b(?! sur\b)|(?<!la )(?<!a )(?<!de )(?<!sa )(?<!ma )(?<!ta )(?<!une )(?<!cette )(?<!meme )(?<!chaque )"
                   r"\b(table)(?= (?:ses|sa|son|leurs) )", ("tabl",))
# (the last branch: « le BTN table ses cartes »: the table itself, after no article, never takes a possessive after it)
_TABLE_FORMS = {"table": "abat", "tables": "abats", "tablee": "abattue", "tablees": "abattues", "tabler": "abattre",
                "tablent": "abattent", "tablant": "abattant", "tablait": "abattait", "tablaient": "abattaient",
                "tablez": "abattez", "tablons": "abattons", "tablera": "abattra"}


# « il a tablé » (accented, before folding): the participle; « à table » / « a table » folded are the table itself
_HAS_TABLED = Lazy(r"\b([aA]) tabl(?:é|ée|és|ées)\b(?! sur\b)", ("tabl",))


def _table_verb(m: re.Match) -> str:
    if m.group(4):
        return "abat"
    if m.group(3):
        return _TABLE_FORMS[m.group(3)]
    form = _TABLE_FORMS[m.group(2)]
    if m.group(1) in ("avait", "avais", "ai", "ont", "avaient", "ayant", "avoir"):
        form = "abattu" + ("e" if m.group(2).startswith("tablee") else "")
    return m.group(1) + " " + form


# « on ne le voit plus » (the object pronoun, a person or a thing already named), whose pronoun the stream drops: a
# marker word takes its place after the verb, so that what follows is not read as the object seen (« on ne le voit
# plus, ses jetons sont toujours là » is a player gone, « on ne voit plus ses jetons » a stack hidden)
_SEEN_PRONOUN = Lazy(r"\bne (le|la|les) (voit|voient|voyait|voyaient|vois|voyons|voyez|verra|verront) (plus|pas|jamais)\b",
                     ("voi", "verr"))


# « ne … que » said without its « ne », as the table speaks (« il a que 800 », « pose que 1500 », « montre qu'une
# carte »): a restriction before a figure or « un/une », after a verb of having, putting or showing (never after a
# verb of saying or thinking: « il dit que 2 joueurs… » is a clause). Read ONLY, like the written form.
_SPOKEN_RESTRICTION = Lazy(
                           r"\b(a|ai|as|avait|avais|avaient|ont|reste|restait|restent|restaient|pose|posait|posent|met|mettait|mis|mise|"
                           r"misait|montre|montrait|paie|paye|payait|relance|relancait|jette|laisse|garde|gardait|avance|envoie|pousse|"
                           r"ajoute|rajoute|tient|tenait|sort|sortait|recoit|recu) que? "
                           r"(?=(?:\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\b)", ("qu",))


# A declaration corrected in the same breath (« raise… non, call ! », « check, euh non, je mise 500 », « tapis, pardon,
# je paie »): a word of the betting, a lone « non » / « pardon » / « euh non » set off by pauses, then another word of
# the betting. The lone « non » would fall out of the stream (a negation that ends its segment denies nothing), leaving
# two declarations side by side; it is read as a token of its own, CORRECTION, a phrase of the vocabulary's fact of a
# player correcting his announcement (§9.4: the announcement made binds); a token, not words such as « corrige son
# annonce », which would make « annonce call » of the second word. Never across a question (« tapis ? non, je passe » answers
# one), nor with a subject between (« il checke, non, il mise » is the teller correcting his story).
_BET_WORD = (r"(?:raise|relance|relancer|call|caller|paye|paie|payer|suis|suivre|check|checke|parole|fold|couche|"
             r"tapis|all in|bet|mise|miser|passe|\d+)")
# Read on the whole situation, before it is cut at its punctuation (`corrected_declarations`).
CORRECTION = "zqreprisez"
_FILLER = r"(?:euh|heu|non|nan|pardon|enfin|attends|attend|plut[oô]t|oups|je veux dire|je voulais dire)"
_SELF_CORRECTION = Lazy(r"\b(" + _BET_WORD + r")[ .…,!]*[.…,!] ?(?=(?:" + _FILLER + r"[ .…,!]+){0,2}?(?:non|nan|pardon|"
                        r"attends|attend|plut[oô]t|oups)\b)(?:" + _FILLER + r"[ .…,!]+){1,3}(?:(?:je|j) )?(?=" + _BET_WORD
                        + r"\b)", ("non", "Non", "NON", "nan", "pardon", "attend", "plut", "oups"), flags=re.IGNORECASE)


def correction_said(text: str) -> str | None:
    """The words of the first declaration corrected in one breath (« raise… non, call »), to quote them."""
    m = _SELF_CORRECTION.search(text)
    if m is None:
        return None
    after = re.match(r"\s*\w+", text[m.end():])
    return " ".join((text[m.start():m.end()] + (after.group(0) if after else "")).split())


# « il lâche « le full est bon » », « elle balance « je paye » »: a verb of letting go or throwing put right before
# quoted words is a word blurted out, not cards let go or thrown (read before as a full folded): read « dit ». On the
# whole situation, before it is cut at its quotes (`stream_clauses`), like `corrected_declarations`.
_BLURTED = Lazy(r"\b(?:l[aâ]ch(?:e|ait|ent|ant)|balan(?:ce|[cç]ait|cent|[cç]ant))\s*(?=[«\"“])", ("ch", "balan"),
                flags=re.IGNORECASE)


def blurted(text: str) -> str:
    """`_BLURTED` applied to a whole situation: « lâche « … » » reads « dit « … » »."""
    return _BLURTED.sub("dit ", text)


def corrected_declarations(text: str) -> str:
    """`_SELF_CORRECTION` applied to a whole situation (its pauses are punctuation, which cuts it later)."""
    return _SELF_CORRECTION.sub(lambda m: m.group(1) + " " + CORRECTION + " ", text)


# « angle »: the stemmer cuts « angle » and « anglais » alike (« angl »), so that « angle ou pas ? » read the language of
# the table. The floor's « angle » is the angle shoot (« c'est angle », « un gros angle », « angle shooting »): read as one
# token, ANGLE; a corner of the room or the table (« dans l'angle », « l'angle de la table », « angle mort ») as « recoin ».
# « lui-même », « elle-même »: the person himself (« il va piocher lui-même les antes », « le croupier lui-même »), not
# « même » the same (« le même tapis », « en même temps »): read as a token of its own, SELF, on the situation and on the
# vocabulary's phrases alike (« retourne lui-même » keeps its two words).
SELF = "zqsoimz"
_SELF = Lazy(r"\b(lui|elle|eux|elles|moi|toi|soi)[ -]memes?\b", ("meme",))
# « il me montre ses cartes », « elle me la montre »: shown to the one telling, a single person (« me » is a stop word,
# and « montre ses cartes » alone reads cards shown to the table)
_SHOWN_TO_ME = Lazy(r"\b(?:me|m) (?:(?:l|la|le|les) )?(montre|montrait|montrent|a montre|avait montre|fait voir|a fait voir)\b",
                    ("montr", "voir"))
ANGLE = "angleshoot"
_ANGLE_CORNER = Lazy(r"\b((?:dans|a|au|vers|sur|par)(?: (?:l|un|cet|son|sa|leur|l autre|chaque))?) angles?\b"
                     r"|\bangles?(?= (?:mort|morts|droit|droits|de la|de l|du|des|oppose)\b)", ("angle",))
_ANGLE = Lazy(r"\bangles?(?:[ -]?shoot(?:ing|ings|er|ers|eur|eurs|e|es|s)?)?\b", ("angle",))


def fold(text: str) -> str:
    """Lower case without accents, typographic apostrophes straightened, ligatures opened."""
    text = text.translate(_APOSTROPHES).lower()
    text = unicodedata.normalize("NFD", text)
    return "".join(ch for ch in text if not unicodedata.combining(ch))


def prepare(text: str) -> str:
    """Folded text with elisions opened ("l'annonce" -> "l annonce"), grouped digits and "5k" joined."""
    text = _HAS_TABLED.sub(r"\1 abattu", text)  # before folding: the accent tells the participle from « à table »
    text = fold(text)
    text = _ELISION.sub(lambda m: m.group(1) + " ", text)
    text = _SMS_RE.sub(lambda m: _SMS[m.group(1)], text)
    text = _REPORTED.sub(lambda m: m.group(1) + " " + REPORTED + " ", text)
    text = _GLUED_BB.sub(lambda m: m.group(1) + (" bb" if m.group(2) == "bb" else " sb"), text)
    text = _MULTIPLE.sub(lambda m: (m.group(1) or m.group(2)) + " " + MULTIPLE, text)
    text = _SEAT.sub(lambda m: "siege " + m.group(1), text)
    text = _TABLE_VERB.sub(_table_verb, text)
    text = _SEEN_PRONOUN.sub(lambda m: f"ne {m.group(2)} {m.group(3)} celui", text)
    text = _ORDINAL.sub(_ordinal, text)
    text = _SELF.sub(lambda m: m.group(1) + " " + SELF, text)
    text = _SHOWN_TO_ME.sub(lambda m: m.group(1) + " a un joueur", text)
    text = _ANGLE_CORNER.sub(lambda m: (m.group(1) + " " if m.group(1) else "") + "recoin", text)
    text = _ANGLE.sub(ANGLE, text)
    text = _NOT_NEGATION.sub("constamment", text)
    text = _WITHOUT_THAT.sub(lambda m: "alors que " + m.group(1) + "n a pas ", text)
    text = _RESTRICTION.sub(lambda m: m.group(1) + ONLY, text)
    text = _SPOKEN_RESTRICTION.sub(lambda m: m.group(1) + " " + ONLY + " ", text)
    text = _NOT_DENIAL.sub(lambda m: "beaucoup" if m.group(0).startswith("pas mal") else "", text)
    text = _SILENTLY.sub("en silence", text)
    text = _TOWARD.sub(lambda m: _TOWARD_AS[m.group(1)], text)
    text = _WORTH.sub(WORTH + " ", text)
    text = _WHOSE_TURN.sub(_whose_turn, text)
    text = _OTHERS.sub(lambda m: m.group(1) + " joueurs", text)
    text = _BEHIND.sub(lambda m: m.group(1) + " restants", text)
    text = _GROUPED.sub(lambda m: m.group(1) + re.sub(r"\D", "", m.group(2)), text)
    text = _K.sub(lambda m: str(int(float(m.group(1).replace(",", ".")) * 1000)), text)
    return text
