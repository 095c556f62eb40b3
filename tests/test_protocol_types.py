"""One source for the protocol's types (docs/protocol.md, "One source for the protocol's types").

The server's msgspec types are the source: `parlour.wire.protocol.ClientFrame` for what clients send,
`parlour.wire.frames.ServerFrame` for what the server sends. These tests hold the rest to them:

- `test_protocol_ts_agrees_with_the_server`: the `ClientFrame` and `ServerFrame` unions of web/src/protocol.ts,
  read with the TypeScript compiler (tools/protocol_types.mjs, node and web/node_modules/typescript), against the
  msgspec types (parlour.protocol_check). It fails when, on either side, a frame or a field is added, removed or
  renamed, when a field changes kind (string, number, boolean, array, map, object), when one side may send null
  or leave a field out where the other side does not accept it, or when `SERVER_FRAME_TYPES` (the frames
  `parseServerMessage` keeps) is not exactly the server's frames.
- `test_the_check_catches_drift`: that check, on a small protocol of its own, fails on each of those changes.
- `test_the_server_sends_what_frames_declares`: every frame a real server sends in a short scripted game decodes
  as `frames.ServerFrame`, which forbids unknown fields (but in `error`), and every kind of frame is seen.
"""

from pathlib import Path
from typing import Any

import msgspec
import pytest

from parlour.protocol_check import PROTOCOL_TS, SCRIPT, Report, client_types, compare
from parlour.wire import frames
from tests.server.client import Client
from tests.server.conftest import running_server
from tests.server.helpers import seated_players, to_drawing

# --- protocol.ts against the server's types ---------------------------------------------------------------------


def test_protocol_ts_agrees_with_the_server() -> None:
    [types] = client_types(PROTOCOL_TS, script=SCRIPT)
    report = compare(types)
    assert not report.problems, "web/src/protocol.ts and the server's types disagree:\n" + "\n".join(report.problems)


# --- the check itself, on a small protocol ----------------------------------------------------------------------

SMALL_TS = """
export type Tool = "pen" | "eraser";
export interface Seat { seat: number; name: string; bot?: string | null }
export type ClientFrame =
  | { t: "hello"; token: string | null }
  | { t: "draw"; sid: number; tool: Tool; pts: number[] }
  | { t: "ping"; n: number };
export type ServerFrame =
  | { t: "room"; seats: Seat[]; host: number | null; options: { level?: string } }
  | { t: "event"; event: { type: string; [field: string]: unknown } }
  | { t: "pong"; n: number };
const SERVER_FRAME_TYPES: ReadonlySet<string> = new Set(["room", "event", "pong"]);
export const known = (t: string): boolean => SERVER_FRAME_TYPES.has(t);
"""


class Hello(msgspec.Struct, tag="hello", tag_field="t"):
    token: str | None = None


class Draw(msgspec.Struct, tag="draw", tag_field="t"):
    sid: int
    tool: str
    pts: list[int]


class Ping(msgspec.Struct, tag="ping", tag_field="t"):
    n: int = 0


class Seat(msgspec.Struct):
    seat: int
    name: str
    bot: str | None


class Room(msgspec.Struct, tag="room", tag_field="t"):
    seats: list[Seat]
    host: int
    options: dict[str, Any]


class Event(msgspec.Struct, tag="event", tag_field="t"):
    event: dict[str, Any]


class Pong(msgspec.Struct, tag="pong", tag_field="t"):
    n: int


SmallClient = Hello | Draw | Ping
SmallServer = Room | Event | Pong


# Server-side changes, one at a time, and what the check says about each.
class PongMore(msgspec.Struct, tag="pong", tag_field="t"):
    n: int
    at: int


class DrawStrSid(msgspec.Struct, tag="draw", tag_field="t"):
    sid: str
    tool: str
    pts: list[int]


class SeatNoName(msgspec.Struct):
    seat: int
    bot: str | None


class RoomNoName(msgspec.Struct, tag="room", tag_field="t"):
    seats: list[SeatNoName]
    host: int
    options: dict[str, Any]


class RoomNullOptions(msgspec.Struct, tag="room", tag_field="t"):
    seats: list[Seat]
    host: int
    options: dict[str, Any] | None


class EventMaybe(msgspec.Struct, tag="event", tag_field="t"):
    event: dict[str, Any] = {}


class DrawNoTool(msgspec.Struct, tag="draw", tag_field="t"):
    sid: int
    pts: list[int]


class Replaced(msgspec.Struct, tag="replaced", tag_field="t"):
    pass


SERVER_CHANGES: list[tuple[str, Any, Any, list[str]]] = [
    ("a field added", SmallClient, PongMore | Room | Event, ["ServerFrame `pong`: field `at` is in the server's type"]),
    ("a field's type changed", DrawStrSid | Hello | Ping, SmallServer, ["`draw`: field `sid` is `string` on the"]),
    ("a field removed", SmallClient, RoomNoName | Event | Pong, ["field `seats[].name` is in protocol.ts, not in"]),
    ("a field nullable", SmallClient, RoomNullOptions | Event | Pong, ["`options`: the server may send null"]),
    ("a field optional", SmallClient, Room | EventMaybe | Pong, ["`event`: the server may leave it out"]),
    ("a client field removed", DrawNoTool | Hello | Ping, SmallServer, ["`draw`: field `tool` is in protocol.ts"]),
    (
        "a frame added",
        SmallClient,
        Room | Event | Pong | Replaced,
        ["ServerFrame `replaced`: in the server's types, not in protocol.ts", "SERVER_FRAME_TYPES"],
    ),
]

# protocol.ts changes (all in one copy: each touches a different frame), and what the check says about each.
TS_CHANGES: list[tuple[str, str, list[str]]] = [
    (
        "sid: number; tool",
        "stroke: number; tool",
        [
            "ClientFrame `draw`: field `sid` is in the server's type, not in protocol.ts",
            "ClientFrame `draw`: field `stroke` is in protocol.ts, not in the server's type",
        ],
    ),
    ("pts: number[] }", "pts?: number[] }", ["`draw`: field `pts`: the client may leave it out, the server requires"]),
    ('"pong"; n: number', '"pong"; n: string', ["ServerFrame `pong`: field `n` is `number` on the server, `string`"]),
    ("name: string;", "name: string; away: boolean;", ["`seats[].away` is in protocol.ts, not in the server's type"]),
    ("bot?: string | null", "bot?: string", ["`seats[].bot`: the server may send null, protocol.ts does not accept"]),
    ('  | { t: "ping"; n: number };', ";", ["ClientFrame `ping`: in the server's types, not in protocol.ts"]),
    ('"event", "pong"]', '"event"]', ["SERVER_FRAME_TYPES (the frames parseServerMessage keeps) is ['event', 'room']"]),
]


def problems(report: Report) -> str:
    return "\n".join(report.problems)


def test_the_check_catches_drift(tmp_path: Path) -> None:
    changed = SMALL_TS
    for old, new, _ in TS_CHANGES:
        assert old in changed, old
        changed = changed.replace(old, new, 1)
    (tmp_path / "same.ts").write_text(SMALL_TS)
    (tmp_path / "changed.ts").write_text(changed)
    same, different = client_types(tmp_path / "same.ts", tmp_path / "changed.ts", script=SCRIPT)

    clean = compare(same, SmallClient, SmallServer)
    assert not clean.problems, problems(clean)
    # A receiver more lenient than its sender is only noted.
    assert "ClientFrame `hello`: field `token`: the server lets it be absent, the client always sends it" in clean.notes
    assert "ServerFrame `room`: field `host`: protocol.ts accepts null, the server never sends it" in clean.notes

    report = compare(different, SmallClient, SmallServer)
    expected_all = [expected for _, _, expected_some in TS_CHANGES for expected in expected_some]
    for expected in expected_all:
        assert expected in problems(report), f"{expected!r} not in:\n{problems(report)}"
    assert len(report.problems) == len(expected_all), problems(report)

    for change, client_union, server_union, expected_all in SERVER_CHANGES:
        report = compare(same, client_union, server_union)
        for expected in expected_all:
            assert expected in problems(report), f"{change}: {expected!r} not in:\n{problems(report)}"
        assert len(report.problems) == len(expected_all), f"{change}:\n{problems(report)}"


# --- what a real server sends -----------------------------------------------------------------------------------


class RecordingClient(Client):
    """A scripted client that also keeps the probes it answers."""

    async def _take(self, frame: dict[str, Any]) -> None:
        if frame["t"] == "probe":
            self.frames.append(frame)
        await super()._take(frame)


async def test_the_server_sends_what_frames_declares(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("tests.server.helpers.Client", RecordingClient)
    async with running_server(f"sqlite+aiosqlite:///{tmp_path / 'parlour.sqlite3'}") as server:
        _, clients = await seated_players(server, 3, level="easy")
        await clients[0].send({"t": "chat", "text": "Ready when you are"})
        await clients[1].wait(lambda f: f["t"] == "chat")
        await clients[0].send({"t": "react", "reaction": "bravo"})
        await clients[1].wait(lambda f: f["t"] == "reaction")
        await clients[0].send({"t": "start"})
        for client in clients:
            await client.wait_view(lambda v: v["phase"] == "preview")
        await to_drawing(clients)
        ann, bob, cleo = clients
        await ann.send({"t": "draw", "sid": 1, "tool": "pen", "size": 6, "pts": [10, 10, 50, 20, 20, 50]})
        await ann.send({"t": "clear"})
        await ann.send({"t": "draw", "sid": 2, "tool": "eraser", "size": 9, "pts": [30, 30, 50]})
        await ann.send({"t": "draw", "sid": 3, "tool": "pen", "size": 6, "pts": [40, 40, 50]})
        await ann.send({"t": "undo"})
        await bob.wait(lambda f: f["t"] == "undo")
        await bob.send({"t": "ping", "n": 7})
        await bob.wait(lambda f: f["t"] == "pong")
        await bob.send({"t": "start"})  # not the host: refused
        await bob.send("{")  # not JSON: refused, with a detail
        await bob.wait(lambda f: f["t"] == "error" and f["code"] == "bad_frame")
        bob_again = await RecordingClient(server.base, bob.code).connect(bob.token)  # Bob's seat, another tab
        await bob.closed()
        assert bob_again.snapshot["canvases"]["0"][0]["sid"] == 2
        received = [frame for client in [*clients, bob_again] for frame in client.frames]
        for client in [ann, cleo, bob_again]:
            await client.close()

    seen = set()
    for frame in received:
        try:
            seen.add(type(msgspec.convert(frame, frames.ServerFrame)))
        except msgspec.ValidationError as error:
            raise AssertionError(f"the server sent {frame}, which is not a frames.ServerFrame: {error}") from None
    declared = set(frames.ServerFrame.__args__)
    assert seen == declared, f"frames never sent: {declared - seen}"
