"""French typography for the deck's texts, so writers may type plain spaces and apostrophes in the TOML."""

import re

NBSP = "\u00a0"
NARROW_NBSP = "\u202f"


def french(text: str) -> str:
    """A non-breaking space before : and inside « », a narrow one before ; ! ?, and a curly apostrophe: a
    line never starts with a lone "?" and the text reads as French is printed."""
    text = text.replace("'", "’")
    text = re.sub(r"«[ \u00a0\u202f]*", "«" + NBSP, text)
    text = re.sub(r"[ \u00a0\u202f]*»", NBSP + "»", text)
    text = re.sub(r"[ \u00a0\u202f]*:(?!//)", NBSP + ":", text)
    return re.sub(r"(?<=[^\s!?])[ \u00a0\u202f]*([;!?]+)", NARROW_NBSP + r"\1", text)
