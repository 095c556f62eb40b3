"""Where games get their content: the shipped decks by language, or a deck the host brought."""

from parlour.content.deck import Card, parse_custom
from parlour.content.shipped import load_language, shipped_languages

MAX_CUSTOM_DECK = 200_000
"""Characters; ample for hundreds of cards."""


class Content:
    def deck(self, language: str) -> tuple[Card, ...]:
        if language not in shipped_languages():
            raise LookupError(language)
        return load_language(language)

    def custom_deck(self, text: str) -> tuple[Card, ...]:
        """Parse and check a pasted or uploaded deck; raises DeckError with every problem."""
        return parse_custom(text[:MAX_CUSTOM_DECK])
