"""Frames of the WebSocket protocol (docs/protocol.md), typed so that decoding is validation.

`ClientFrame` is the single source of what a client may send (the frames the server sends are in frames.py);
tests/test_protocol_types.py checks the client's types in web/src/protocol.ts against both."""

from typing import Any

import msgspec


class Hello(msgspec.Struct, tag="hello", tag_field="t", forbid_unknown_fields=True):
    token: str | None = None
    client: str | None = None
    """A random id the browser keeps, so that a player the host removed cannot sit again at once as someone else."""
    screen: bool = False
    """The room's table screen: a shared screen (a TV, a laptop on a shelf) that shows the table to everyone and
    never plays; the players' phones become controllers while one is open (docs/protocol.md)."""


class Sit(msgspec.Struct, tag="sit", tag_field="t", forbid_unknown_fields=True):
    name: str
    colour: str
    team: int | None = None
    """In a game played in teams; the smallest team when left out."""


class TeamChoice(msgspec.Struct, tag="team", tag_field="t", forbid_unknown_fields=True):
    """In the lobby, a seated player moves to another team."""

    team: int


class MoveTeam(msgspec.Struct, tag="move_team", tag_field="t", forbid_unknown_fields=True):
    """In the lobby, the host moves a seat to a team."""

    seat: int
    team: int


class ShuffleTeams(msgspec.Struct, tag="shuffle_teams", tag_field="t", forbid_unknown_fields=True):
    """In the lobby, the host deals every seat to a team at random, keeping the teams even."""


class SetOptions(msgspec.Struct, tag="options", tag_field="t", forbid_unknown_fields=True):
    """In the lobby, the host changes the room's options: a patch of the options the room was made with (keys left
    out keep their value), checked by the game as at creation."""

    options: dict[str, Any]


class Start(msgspec.Struct, tag="start", tag_field="t", forbid_unknown_fields=True):
    pass


class Remove(msgspec.Struct, tag="remove", tag_field="t", forbid_unknown_fields=True):
    seat: int
    # During a game of a game that has computer players: one of this level plays the seat instead of the stand-in.
    level: str | None = None
    force: bool = False
    """During a game, a player still connected too: they are sent out of their seat (it is no longer theirs to take
    back) and wait before sitting in this room again, as from the lobby."""


class VoteRemove(msgspec.Struct, tag="vote_remove", tag_field="t", forbid_unknown_fields=True):
    """A player's vote to remove another from the room (in the lobby, or from a game, where a stand-in takes the
    seat), or (`remove` false) its withdrawal: the table's way when the one in charge is the one spoiling it
    (server/room/votes.py)."""

    seat: int
    remove: bool = True


class Again(msgspec.Struct, tag="again", tag_field="t", forbid_unknown_fields=True):
    pass


class Act(msgspec.Struct, tag="act", tag_field="t", forbid_unknown_fields=True):
    action: dict[str, Any]


class Draw(msgspec.Struct, tag="draw", tag_field="t", forbid_unknown_fields=True):
    sid: int
    tool: str
    size: int
    pts: list[int]
    colour: int | None = None
    """An index into the palette (canvas.PALETTE), in a game that has one; left out, the first ink."""


class Undo(msgspec.Struct, tag="undo", tag_field="t", forbid_unknown_fields=True):
    pass


class Clear(msgspec.Struct, tag="clear", tag_field="t", forbid_unknown_fields=True):
    pass


class Ping(msgspec.Struct, tag="ping", tag_field="t", forbid_unknown_fields=True):
    n: int = 0


class Probe(msgspec.Struct, tag="probe", tag_field="t", forbid_unknown_fields=True):
    """The answer to the server's probe of the same number (round-trip measurement)."""

    n: int


class Chat(msgspec.Struct, tag="chat", tag_field="t", forbid_unknown_fields=True):
    """A line of the room's chat (server/room/talk.py)."""

    text: str


REACTIONS = ("bravo", "laugh", "wow", "love", "fire", "hmm")
"""The reactions a player may send: names, not emoji (the client draws each its own way)."""


class React(msgspec.Struct, tag="react", tag_field="t", forbid_unknown_fields=True):
    """A reaction to what the table shows now, one of `REACTIONS` (server/room/talk.py)."""

    reaction: str


class Mute(msgspec.Struct, tag="mute", tag_field="t", forbid_unknown_fields=True):
    """Host: silence a player in the chat, or let them speak again."""

    seat: int
    muted: bool


class AddBot(msgspec.Struct, tag="add_bot", tag_field="t", forbid_unknown_fields=True):
    level: str


ClientFrame = (
    Hello
    | Sit
    | Start
    | Remove
    | Again
    | Act
    | Draw
    | Undo
    | Clear
    | Ping
    | Probe
    | AddBot
    | TeamChoice
    | MoveTeam
    | ShuffleTeams
    | SetOptions
    | Chat
    | React
    | VoteRemove
    | Mute
)

_decoder = msgspec.json.Decoder(ClientFrame)
_encoder = msgspec.json.Encoder()


class FrameError(Exception):
    """A frame the server refuses; the sender gets an `error` frame with this code, nobody else notices."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


def frame_size(data: str | bytes, limit: int) -> int:
    """The frame's size in UTF-8 bytes, or a bound past `limit`. Strokes are ASCII and short: a text frame that
    could not exceed the limit even at four bytes a character is not encoded just to count it."""
    if isinstance(data, bytes) or len(data) * 4 <= limit or len(data) > limit:
        return len(data)
    return len(data.encode("utf-8", "surrogatepass"))


def decode_frame(data: str | bytes, limit: int) -> ClientFrame:
    if frame_size(data, limit) > limit:
        raise FrameError("too_large", limit=limit)
    try:
        frame: ClientFrame = _decoder.decode(data)
        return frame
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise FrameError("bad_frame", detail=str(exc)) from None
    except RecursionError:
        # msgspec stops at a fixed depth; a frame nested past it is bad input, not a broken connection.
        raise FrameError("bad_frame", detail="nested too deeply") from None
    except UnicodeDecodeError:
        raise FrameError("bad_frame", detail="not UTF-8") from None


def encode(frame: dict[str, Any]) -> str:
    return _encoder.encode(frame).decode()


def error_frame(code: str, params: dict[str, Any] | None = None) -> str:
    return encode({"t": "error", "code": code, **(params or {})})
