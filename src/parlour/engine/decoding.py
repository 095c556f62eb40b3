"""A game's actions and options from untrusted input (JSON, or data already parsed), refused as rule errors."""

from typing import Any

import msgspec

from parlour.engine.errors import RuleError
from parlour.engine.game import Game


def decode_action(game: Game, raw: object) -> Any:
    """Turn untrusted input (JSON bytes/str or already-parsed data) into one of the game's actions."""
    try:
        if isinstance(raw, msgspec.Struct):
            raw = msgspec.to_builtins(raw)
        if isinstance(raw, bytes | str):
            return msgspec.json.decode(raw, type=game.action_type)
        return msgspec.convert(raw, game.action_type)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise RuleError("malformed_action", detail=str(exc)) from None


def decode_options(game: Game, raw: object) -> Any:
    try:
        if isinstance(raw, bytes | str):
            return msgspec.json.decode(raw, type=game.options_type)
        return msgspec.convert(raw, game.options_type)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise RuleError("bad_options", detail=str(exc)) from None
