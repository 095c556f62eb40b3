"""Where games get their content: the shipped decks by language, or a deck the host brought."""

from parlour.content.custom_items import parse_custom_items
from parlour.content.deck import Card, parse_custom
from parlour.content.items import Item, load_items, shipped_item_languages
from parlour.content.picture_deck import picture_ids
from parlour.content.shipped import load_language, shipped_languages
from parlour.engine.errors import RuleError

MAX_CUSTOM_DECK_BYTES = 200_000
"""UTF-8 bytes: ample for a few thousand clue sides, and parsed in a fraction of a second."""


class Content:
    def __init__(self, max_custom_deck_bytes: int = MAX_CUSTOM_DECK_BYTES) -> None:
        self.max_custom_deck_bytes = max_custom_deck_bytes

    def deck(self, language: str) -> tuple[Card, ...]:
        if language not in shipped_languages():
            raise LookupError(language)
        return load_language(language)

    def items(self, language: str) -> tuple[Item, ...]:
        """The shipped things to sketch of one language."""
        if language not in shipped_item_languages():
            raise LookupError(language)
        return load_items(language)

    def pictures(self, deck: str) -> tuple[str, ...]:
        """The ids of one shipped picture deck ("storybook" or "classic")."""
        return picture_ids(deck)

    def custom_items(self, text: str, language: str) -> tuple[Item, ...]:
        """Parse and check a host's own list of things to sketch; raises ItemsError with every problem, or RuleError
        `items_too_large` for a list over the limit (refused whole, never cut short)."""
        size = len(text.encode("utf-8", "surrogatepass"))
        if size > self.max_custom_deck_bytes:
            raise RuleError("items_too_large", limit=self.max_custom_deck_bytes, size=size)
        return parse_custom_items(text, language)

    def custom_deck(self, text: str) -> tuple[Card, ...]:
        """Parse and check a pasted or uploaded deck; raises DeckError with every problem, or RuleError
        `deck_too_large` for a deck over the limit (refused whole: a deck is never cut short)."""
        size = len(text.encode("utf-8", "surrogatepass"))
        if size > self.max_custom_deck_bytes:
            raise RuleError("deck_too_large", limit=self.max_custom_deck_bytes, size=size)
        return parse_custom(text)
