"""The frames the server sends to a client (docs/protocol.md, "Server → client"), as msgspec types.

The room still builds these frames as dicts (server/room/); these types are their single written-down shape. Two tests
hold the three descriptions together (tests/test_protocol_types.py): the frames a server really sends in a scripted
game decode as these types, and these types agree with the client's `ServerFrame` in web/src/protocol.ts.

A field with a default may be absent from the frame; every other field is always there. Game views and events
differ per game, so they are plain objects here: their shapes are each game's own (docs/protocol.md)."""

from typing import Any, Literal

import msgspec

# --- what frames carry ------------------------------------------------------------------------------------------


class Seat(msgspec.Struct, forbid_unknown_fields=True):
    seat: int
    name: str
    colour: str
    connected: bool
    standin: bool
    bot: str | None
    """A computer player's level; None for people."""
    team: int | None
    """The seat's team in a game played in teams; None otherwise."""
    muted: bool
    """The host silenced this player in the chat."""
    remove_votes: int
    remove_needed: int
    """Votes of the people here to remove this player, and how many remove them (server/room/votes.py)."""


class Room(msgspec.Struct, forbid_unknown_fields=True):
    code: str
    game: str
    status: Literal["lobby", "playing", "over"]
    options: dict[str, Any]
    """The room's options as the game shows them (never a custom deck itself)."""
    seats: list[Seat]
    host: int
    you: int | None
    you_voted_remove: list[int]
    """The seats this connection's player voted to remove."""
    game_id: str | None
    min_players: int
    max_players: int
    teams: int
    """How many teams the game is played in; 0 when everyone plays for themselves."""
    screens: int
    """Table screens open on the room now (players' phones show a controller while there is one)."""


class Stroke(msgspec.Struct, forbid_unknown_fields=True):
    sid: int
    tool: Literal["pen", "eraser", "fill"]
    size: int
    pts: list[int]
    colour: int | msgspec.UnsetType = msgspec.UNSET
    """An index into the palette; absent for the first ink (and in every game without a palette)."""


View = dict[str, Any]
"""A game's view for one seat (or a spectator); `view["game"]` says which game's."""

Event = dict[str, Any]
"""A public event; `event["type"]` says which."""


# --- the frames -------------------------------------------------------------------------------------------------


class Seated(msgspec.Struct, tag="seated", tag_field="t", forbid_unknown_fields=True):
    seat: int
    token: str


class ChatLine(msgspec.Struct, forbid_unknown_fields=True):
    seat: int
    name: str
    text: str


class Snapshot(msgspec.Struct, tag="snapshot", tag_field="t", forbid_unknown_fields=True):
    room: Room
    view: View | None
    canvases: dict[str, list[Stroke]]
    """Each seat's strokes of the current round, keyed by the seat number as a string."""
    chat: list[ChatLine]
    """The chat's last lines, oldest first."""


class ReactionFrame(msgspec.Struct, tag="reaction", tag_field="t", forbid_unknown_fields=True):
    """A player's reaction, to everyone in the room, shown a moment."""

    seat: int
    reaction: str


class ChatFrame(msgspec.Struct, tag="chat", tag_field="t", forbid_unknown_fields=True):
    """A new line of the chat, to everyone in the room."""

    seat: int
    name: str
    text: str


class RoomFrame(msgspec.Struct, tag="room", tag_field="t", forbid_unknown_fields=True):
    room: Room


class State(msgspec.Struct, tag="state", tag_field="t", forbid_unknown_fields=True):
    view: View | None
    """None once the room is back in the lobby."""


class EventFrame(msgspec.Struct, tag="event", tag_field="t", forbid_unknown_fields=True):
    event: Event


class DrawFrame(msgspec.Struct, tag="draw", tag_field="t", forbid_unknown_fields=True):
    seat: int
    sid: int
    tool: Literal["pen", "eraser", "fill"]
    size: int
    pts: list[int]
    colour: int | msgspec.UnsetType = msgspec.UNSET


class UndoFrame(msgspec.Struct, tag="undo", tag_field="t", forbid_unknown_fields=True):
    seat: int


class ClearFrame(msgspec.Struct, tag="clear", tag_field="t", forbid_unknown_fields=True):
    seat: int


class ErrorFrame(msgspec.Struct, tag="error", tag_field="t"):
    """Unknown fields are allowed: an error's parameters sit beside `code` (`width`, `max`, `colours`, ...)."""

    code: str
    detail: Any | msgspec.UnsetType = msgspec.UNSET
    reason: str | msgspec.UnsetType = msgspec.UNSET
    """`room_closed`: the admin's words, shown to the room's players."""


class Pong(msgspec.Struct, tag="pong", tag_field="t", forbid_unknown_fields=True):
    n: int


class ProbeFrame(msgspec.Struct, tag="probe", tag_field="t", forbid_unknown_fields=True):
    n: int


class Replaced(msgspec.Struct, tag="replaced", tag_field="t", forbid_unknown_fields=True):
    pass


ServerFrame = (
    Seated
    | Snapshot
    | RoomFrame
    | State
    | EventFrame
    | DrawFrame
    | UndoFrame
    | ClearFrame
    | ErrorFrame
    | Pong
    | ProbeFrame
    | Replaced
    | ChatFrame
    | ReactionFrame
)
