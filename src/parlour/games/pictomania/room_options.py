"""What a room host picks, turned into the game's Options with the deck of the chosen language."""

from typing import Any

import msgspec

from parlour.content.deck import LEVELS, DeckError
from parlour.engine.errors import RuleError
from parlour.games.pictomania.options import MAX_SECONDS, Options, Settings, rack_size


class RoomOptions(Settings, frozen=True, forbid_unknown_fields=True, kw_only=True):
    custom_deck: str | None = None
    """A deck the host pasted or uploaded (the `.deck` format or the simple text form); replaces the shipped one."""


MIN_ROUND_SECONDS = 10
MIN_REVIEW_SECONDS = 5


def prepare_options(raw: Any, content: Any) -> Options:
    """`content` gives `deck(language)` and `custom_deck(text)` (see parlour.content.source)."""
    try:
        room = msgspec.convert(raw, RoomOptions)
    except msgspec.ValidationError as exc:
        raise RuleError("bad_options", detail=str(exc)) from None
    if room.level is not None and room.level not in LEVELS:
        raise RuleError("bad_options", detail=f"level must be one of {', '.join(LEVELS)} or null")
    for name, low in (("round_seconds", MIN_ROUND_SECONDS), ("review_seconds", MIN_REVIEW_SECONDS)):
        value = getattr(room, name)
        if value is not None and not low <= value <= MAX_SECONDS:
            raise RuleError("bad_options", detail=f"{name} must be between {low} and {MAX_SECONDS}")
    try:
        cards = content.deck(room.language)
    except LookupError:
        raise RuleError("bad_options", detail=f"no deck in language {room.language!r}") from None
    fields = msgspec.structs.asdict(room)
    custom = fields.pop("custom_deck")
    if custom is not None:
        try:
            cards = content.custom_deck(custom)
        except DeckError as error:
            problems = [{"line": p.line, "message": p.message} for p in error.problems]
            raise RuleError("bad_deck", problems=problems) from None
        # A brought deck is one level; every round is played from it.
        fields["level"] = cards[0].level
    options = Options(cards=cards, **fields)
    need = rack_size(options)
    if len([c for c in cards if c.level == options.level or options.level is None]) < need:
        raise RuleError("bad_deck", problems=[{"line": 0, "message": f"a deck needs at least {need} cards"}])
    return options


def public_options(options: Options) -> dict[str, Any]:
    """The options as a room shows them: everything but the deck itself."""
    data: dict[str, Any] = msgspec.to_builtins(options)
    data["deck_size"] = len(data.pop("cards"))
    return data
