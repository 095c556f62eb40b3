"""What a Win, Lose or Draw room chooses: the way to play, the timer, the winning score, the items' language."""

from typing import Any, Literal

import msgspec

from parlour.content.items import CATEGORIES, Item, ItemsError
from parlour.engine.errors import RuleError
from parlour.engine.game import Table

Mode = Literal["teams", "board"]

TEAM_TABLE = Table(min_seats=4, max_seats=12, teams=2)
BOARD_TABLE = Table(min_seats=3, max_seats=6, teams=0)
MIN_TURN_SECONDS = 30
MAX_TURN_SECONDS = 180
MIN_TARGET = 1
MAX_TARGET = 15
STEAL_SECONDS = 10
"""The rulebook's ten seconds for the other team's one guess."""
REVISION = 2
"""The revision of these rules a new room plays. 2 added the finished sketch's moment between turns and the rule
that no category comes up three turns running. A game's record keeps the revision it was played under, so a game
recorded before (revision 1) replays as it was played."""


class Settings(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    mode: Mode = "teams"
    turn_seconds: int = 60
    target: int = 8
    """Team play: the correct guesses that win."""
    language: str = "en"
    """The items' language, apart from the interface's."""


class RoomOptions(Settings, frozen=True, forbid_unknown_fields=True, kw_only=True):
    custom_items: str | None = None
    """The host's own list (docs/items.md), pasted or uploaded; replaces the shipped items of `language`."""


class Options(Settings, frozen=True, forbid_unknown_fields=True, kw_only=True):
    items: tuple[Item, ...] = ()
    custom: bool = False
    """The items are the host's own list (kept whole in the game's record, as every option is)."""
    revision: int = 1
    """See REVISION. 1 when absent: only records made before the field existed lack it (new rooms are given
    REVISION by `prepare_options`)."""


def table(options: Options) -> Table:
    return TEAM_TABLE if options.mode == "teams" else BOARD_TABLE


def check(settings: Settings) -> None:
    if not MIN_TURN_SECONDS <= settings.turn_seconds <= MAX_TURN_SECONDS:
        raise RuleError("bad_options", detail=f"turn_seconds must be {MIN_TURN_SECONDS} to {MAX_TURN_SECONDS}")
    if not MIN_TARGET <= settings.target <= MAX_TARGET:
        raise RuleError("bad_options", detail=f"target must be {MIN_TARGET} to {MAX_TARGET}")


def prepare_options(raw: Any, content: Any) -> Options:
    """`content.items(language)` gives the shipped items of a language."""
    try:
        room = msgspec.convert(raw or {}, RoomOptions)
    except msgspec.ValidationError as exc:
        raise RuleError("bad_options", detail=str(exc)) from None
    check(room)
    fields = msgspec.structs.asdict(room)
    custom = fields.pop("custom_items")
    if custom is not None:
        try:
            items = content.custom_items(custom, room.language)
        except ItemsError as error:
            problems = [{"line": p.line, "message": p.message} for p in error.problems]
            raise RuleError("bad_items", problems=problems) from None
        return Options(**fields, items=tuple(items), custom=True, revision=REVISION)
    try:
        items = content.items(room.language)
    except LookupError:
        raise RuleError("bad_options", detail=f"no items in language {room.language!r}") from None
    return Options(**fields, items=tuple(items), revision=REVISION)


def public_options(options: Options) -> dict[str, Any]:
    data: dict[str, Any] = msgspec.to_builtins(options)
    data["items"] = len(options.items)
    data["categories"] = {c: sum(1 for i in options.items if i.category == c) for c in CATEGORIES}
    data["steal_seconds"] = STEAL_SECONDS
    return data
