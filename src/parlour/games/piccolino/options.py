"""What a Piccolino room chooses."""

from typing import Any

import msgspec

from parlour.engine.errors import RuleError

MIN_PLAYERS = 2
MAX_PLAYERS = 5
DEFAULT_FLIP_SECONDS = 4


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    flip_seconds: int = DEFAULT_FLIP_SECONDS
    """A player who has not flipped this long after their turn came is flipped for."""
    dealer: int = 0
    """Who deals, and so flips first."""


def prepare_options(raw: Any, content: Any) -> Options:
    try:
        options = msgspec.convert(raw or {}, Options)
    except msgspec.ValidationError as exc:
        raise RuleError("bad_options", detail=str(exc)) from None
    if not 1 <= options.flip_seconds <= 60:
        raise RuleError("bad_options", detail="flip_seconds must be between 1 and 60")
    # The table's size is known only at the start, but a dealer past the largest table could never deal.
    if not 0 <= options.dealer < MAX_PLAYERS:
        raise RuleError("bad_options", detail=f"dealer must be a seat from 0 to {MAX_PLAYERS - 1}")
    return options


def public_options(options: Options) -> dict[str, Any]:
    data: dict[str, Any] = msgspec.to_builtins(options)
    return data
