"""How the lexicon tests read a text: the facts the assistant recognises in it, as `ask` reads them (stems with the
thesaurus, one-letter typos corrected), without ranking anything."""

from engine import inference, story


def facts_of(model, text: str) -> dict:
    """Fact name -> value recognised in `text` (`model`: `inference.model(kb)`), by the reading `ask` itself uses."""
    return story.read(model, text)[1].values


def first_section(kb, text: str) -> str:
    """Id of the section `ask` puts first for `text`."""
    return inference.ask(kb, text, top=3)["results"][0]["id"]
