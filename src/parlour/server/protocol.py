"""Frames of the WebSocket protocol (docs/protocol.md), typed so that decoding is validation."""

from typing import Any

import msgspec

MAX_FRAME_BYTES = 16 * 1024


class Hello(msgspec.Struct, tag="hello", tag_field="t", forbid_unknown_fields=True):
    token: str | None = None


class Sit(msgspec.Struct, tag="sit", tag_field="t", forbid_unknown_fields=True):
    name: str
    colour: str


class Start(msgspec.Struct, tag="start", tag_field="t", forbid_unknown_fields=True):
    pass


class Remove(msgspec.Struct, tag="remove", tag_field="t", forbid_unknown_fields=True):
    seat: int
    # During a game of a game that has computer players: one of this level plays the seat instead of the stand-in.
    level: str | None = None


class Again(msgspec.Struct, tag="again", tag_field="t", forbid_unknown_fields=True):
    pass


class Act(msgspec.Struct, tag="act", tag_field="t", forbid_unknown_fields=True):
    action: dict[str, Any]


class Draw(msgspec.Struct, tag="draw", tag_field="t", forbid_unknown_fields=True):
    sid: int
    tool: str
    size: int
    pts: list[int]


class Undo(msgspec.Struct, tag="undo", tag_field="t", forbid_unknown_fields=True):
    pass


class Clear(msgspec.Struct, tag="clear", tag_field="t", forbid_unknown_fields=True):
    pass


class Ping(msgspec.Struct, tag="ping", tag_field="t", forbid_unknown_fields=True):
    n: int = 0


class Probe(msgspec.Struct, tag="probe", tag_field="t", forbid_unknown_fields=True):
    """The answer to the server's probe of the same number (round-trip measurement)."""

    n: int


class AddBot(msgspec.Struct, tag="add_bot", tag_field="t", forbid_unknown_fields=True):
    level: str


ClientFrame = Hello | Sit | Start | Remove | Again | Act | Draw | Undo | Clear | Ping | Probe | AddBot

_decoder = msgspec.json.Decoder(ClientFrame)
_encoder = msgspec.json.Encoder()


class FrameError(Exception):
    """A frame the server refuses; the sender gets an `error` frame with this code, nobody else notices."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


def decode_frame(text: str | bytes) -> ClientFrame:
    if len(text) > MAX_FRAME_BYTES:
        raise FrameError("too_large", limit=MAX_FRAME_BYTES)
    try:
        frame: ClientFrame = _decoder.decode(text)
        return frame
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise FrameError("bad_frame", detail=str(exc)) from None


def encode(frame: dict[str, Any]) -> str:
    return _encoder.encode(frame).decode()


def error_frame(code: str, params: dict[str, Any] | None = None) -> str:
    return encode({"t": "error", "code": code, **(params or {})})
