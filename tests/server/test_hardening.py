"""Issue 8's findings: every bad input answered with a stable code, nothing cut without a word, and the limits
a host can set (docs/limits.md). Each test fails on the server as it was before the fix."""

import asyncio
import json
import logging
import os
import random
from collections.abc import AsyncIterator
from typing import Any

import pytest
import websockets

from parlour.content.source import Content
from parlour.engine.errors import RuleError
from parlour.server.limits import Limits
from parlour.server.offload import INLINE_BELOW_BYTES, Offload
from parlour.server.state import state_of

from .client import Client
from .conftest import Server, running_server
from .decks import deck_of_bytes
from .helpers import close_all, started_game, to_drawing
from .offloaded_work import pid_and, refuse

NESTED = '{"t":"act","action":{"a":' + "[" * 2000 + "]" * 2000 + "}}"
SIDES = "\n\n".join(
    "\n".join(f"{word} {n}" for n in ("one", "two", "three", "four", "five", "six", "seven"))
    for word in ("red", "blue", "green", "tiny", "giant", "old")
)

LARGE_DECK = deck_of_bytes(40_000)


@pytest.fixture
async def small_server(database_url: str) -> AsyncIterator[Server]:
    """A server with small limits, so that a test reaches each of them in a few steps."""
    limits = Limits(rooms_per_minute=3, max_rooms=2, connections_per_address=3, max_deck_bytes=2_000)
    async with running_server(database_url, limits=limits) as running:
        yield running


def ws_url(server: Server, code: str) -> str:
    return f"{server.base.replace('http', 'ws', 1)}/ws/{code}"


async def metric(server: Server, line_start: str) -> float:
    text = (await server.http.get("/metrics")).text
    values = [float(line.rsplit(" ", 1)[1]) for line in text.splitlines() if line.startswith(line_start)]
    return sum(values)


# --- finding 1: deeply nested JSON on the WebSocket -------------------------------------------------------------


async def test_deeply_nested_json_on_the_websocket_gets_bad_frame_and_the_socket_stays_open(server: Server) -> None:
    _code, clients = await started_game(server, 3)
    await to_drawing(clients)
    sender, other = clients[0], clients[1]
    await sender.send(NESTED)
    error = await sender.error()
    assert error["code"] == "bad_frame" and "deep" in error["detail"]
    await sender.act({"type": "guess", "target": 1, "number": 3})
    await other.wait(lambda f: f["t"] == "event" and f["event"]["type"] == "guessed")
    assert other.room is not None and other.room["seats"][0]["connected"], "the others never saw the seat go"
    await close_all(clients)


# --- finding 2: the frame limit in bytes ------------------------------------------------------------------------


async def test_the_frame_limit_counts_bytes_not_characters(server: Server) -> None:
    code = await server.create_room()
    client = await Client(server.base, code).connect()
    emoji = "😀" * 15_000  # 15,000 characters, 60,000 bytes of UTF-8
    await client.send(json.dumps({"t": "ping", "n": 1, "pad": emoji}, ensure_ascii=False))
    error = await client.error()
    assert error["code"] == "too_large" and error["limit"] == Limits().max_frame_bytes
    await client.send({"t": "ping", "n": 2})
    assert (await client.wait(lambda f: f["t"] == "pong"))["n"] == 2, "the socket stays open"
    await client.close()


async def test_a_message_past_the_websocket_limit_closes_with_1009_and_is_counted(server: Server) -> None:
    code = await server.create_room()
    async with websockets.connect(ws_url(server, code), max_size=None, compression=None) as socket:
        await socket.send("x" * (Limits().max_message_bytes + 1))
        with pytest.raises(websockets.ConnectionClosed) as closed:
            while True:
                await socket.recv()
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
    assert await metric(server, 'parlour_errors_total{code="message_too_big"}') == 1


async def test_a_binary_frame_that_is_not_utf8_gets_bad_frame_and_the_socket_stays_open(server: Server) -> None:
    code = await server.create_room()
    client = await Client(server.base, code).connect()
    await client._ws.send(b'{"t":"ping","n":"\xff\xfe"}')
    assert (await client.error())["code"] == "bad_frame"
    await client.send({"t": "ping", "n": 7})
    assert (await client.wait(lambda f: f["t"] == "pong"))["n"] == 7
    await client.close()


# --- finding 3: a Piccolino dealer past any table --------------------------------------------------------------


async def test_a_piccolino_room_with_a_dealer_past_any_table_is_refused(server: Server) -> None:
    for dealer in (99, 5, -1):
        response = await server.http.post("/api/rooms", json={"game": "piccolino", "options": {"dealer": dealer}})
        assert response.status_code == 400, dealer
        assert response.json()["error"]["code"] == "bad_options"
    response = await server.http.post("/api/rooms", json={"game": "piccolino", "options": {"dealer": 4}})
    assert response.status_code == 201, "seat 4 deals at a table of five"


# --- finding 4: a deck with a header and no card ----------------------------------------------------------------


async def test_a_custom_deck_with_a_header_and_no_card_is_refused_with_bad_deck(server: Server) -> None:
    deck = "language: en\nlevel: easy\n"
    response = await server.http.post("/api/rooms", json={"game": "pictomania", "options": {"custom_deck": deck}})
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "bad_deck" and any("no card" in p["message"] for p in error["problems"])


# --- finding 5: a room body that is nested too deeply or not UTF-8 ---------------------------------------------


async def test_a_room_body_nested_too_deeply_or_not_utf8_gets_bad_request(server: Server) -> None:
    for body in (b'{"game":' + b"[" * 5000 + b"]" * 5000 + b"}", b'{"game": "pictomania", "x": "\xff"}', b"\xff\xfe"):
        response = await server.http.post("/api/rooms", content=body)
        assert response.status_code == 400, body[:20]
        assert response.json()["error"]["code"] == "bad_request"


# --- finding 6: the body limit before the body is read ----------------------------------------------------------


async def test_a_body_over_the_limit_is_refused_whether_its_length_is_declared_or_not(server: Server) -> None:
    limit = Limits().max_body_bytes
    declared = await server.http.post("/api/rooms", content=b" " * (limit + 1))
    assert declared.status_code == 413 and declared.json()["error"] == {"code": "too_large", "limit": limit}

    async def chunks() -> AsyncIterator[bytes]:  # no Content-Length: only counting the bytes can tell
        for _ in range(64):
            yield b" " * 16_384

    streamed = await server.http.post("/api/rooms", content=chunks())
    assert streamed.status_code == 413 and streamed.json()["error"]["code"] == "too_large"
    assert (await server.http.post("/api/rooms", json={"game": "pictomania"})).status_code == 201


# --- finding 7: a deck over the limit is refused, not cut -------------------------------------------------------


async def test_a_deck_over_the_size_limit_is_refused_with_deck_too_large_and_never_cut(small_server: Server) -> None:
    fits = SIDES  # well under the small server's 2,000 bytes
    response = await small_server.http.post("/api/rooms", json={"game": "pictomania", "options": {"custom_deck": fits}})
    assert response.status_code == 201, response.text
    long = fits + "\n\n" + "\n\n".join("\n".join(f"côté {i} {n}" for n in range(7)) for i in range(40))
    response = await small_server.http.post("/api/rooms", json={"game": "pictomania", "options": {"custom_deck": long}})
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "deck_too_large" and error["limit"] == 2_000
    assert error["size"] == len(long.encode()), "the size is counted in bytes"


# --- finding 8: unknown room codes ------------------------------------------------------------------------------


async def test_unknown_and_malformed_room_codes_hold_nothing_after_the_look_up(server: Server) -> None:
    rooms = state_of(server.app).running.directory
    looked_up: list[str] = []
    reader = rooms.services.reader
    real_room = reader.room

    async def counting_room(code: str) -> Any:
        looked_up.append(code)
        return await real_room(code)

    reader.room = counting_room
    rng = random.Random(8)
    codes = ["".join(rng.choice("ABCDEFGHJKMNPQRSTUVWXYZ23456789") for _ in range(6)) for _ in range(20)]
    malformed = ["X" * n for n in (1, 5, 7, 300)] + ["ABC-12", "ÉÉÉÉÉÉ", "OOOOOO"]
    for code in codes + malformed:
        response = await server.http.get(f"/api/rooms/{code}")
        assert response.status_code == 404 and response.json()["error"]["code"] == "no_such_room"
    for code in codes[:5] + malformed[:3]:
        async with websockets.connect(ws_url(server, code)) as socket:
            assert json.loads(await socket.recv())["code"] == "no_such_room"
    assert rooms._loading == {}, "no look-up leaves anything behind"
    assert sorted(set(looked_up)) == sorted(codes), "a code that cannot exist never reaches the database"


# --- finding 10: room creation and rooms in memory -------------------------------------------------------------


async def test_room_creation_is_limited_per_client_address_with_retry_after(small_server: Server) -> None:
    for _ in range(3):
        assert (await small_server.http.post("/api/rooms", json={"game": "pictomania"})).status_code == 201
    refused = await small_server.http.post("/api/rooms", json={"game": "pictomania"})
    assert refused.status_code == 429
    error = refused.json()["error"]
    assert error["code"] == "too_many_rooms" and error["limit_per_minute"] == 3
    assert int(refused.headers["Retry-After"]) == error["retry_after"] >= 1


async def test_rooms_in_memory_are_capped_idle_rooms_leave_first_and_come_back_from_the_database(
    small_server: Server,
) -> None:
    rooms = state_of(small_server.app).running.directory
    busy = await small_server.create_room()
    player = await Client(small_server.base, busy).connect()
    await player.sit("Ann", "red")
    idle = await small_server.create_room()
    assert set(rooms.rooms) == {busy, idle}
    third = await small_server.create_room()
    assert set(rooms.rooms) == {busy, third}, "the idle room left, the busy one stayed"
    back = await small_server.http.get(f"/api/rooms/{idle}")
    assert back.status_code == 200 and back.json()["code"] == idle, "an unloaded room lives on in the database"
    assert set(rooms.rooms) == {busy, idle}
    watcher = await Client(small_server.base, idle).connect()
    full = await small_server.http.get(f"/api/rooms/{third}")
    assert full.status_code == 503 and full.json()["error"]["code"] == "server_full"
    assert full.headers["Retry-After"] == "60"
    async with websockets.connect(ws_url(small_server, third)) as socket:
        assert json.loads(await socket.recv())["code"] == "server_full"
        await socket.wait_closed()
        assert socket.close_code == 1013
    await player.send({"t": "ping", "n": 1})
    assert (await player.wait(lambda f: f["t"] == "pong"))["n"] == 1, "the rooms in memory carry on"
    await close_all([player, watcher])


async def test_connections_per_client_address_are_limited(small_server: Server) -> None:
    code = await small_server.create_room()
    clients = [await Client(small_server.base, code).connect() for _ in range(3)]
    async with websockets.connect(ws_url(small_server, code)) as socket:
        error = json.loads(await socket.recv())
        assert error["code"] == "too_many_connections" and error["limit"] == 3
        await socket.wait_closed()
        assert socket.close_code == 1008
    await clients[0].close()
    again = await Client(small_server.base, code).connect()  # a closed socket frees its place
    await close_all([*clients[1:], again])


# --- finding 11: parsing off the event loop ---------------------------------------------------------------------


async def test_a_large_pasted_deck_is_parsed_once_and_off_the_event_loop(
    server: Server, monkeypatch: pytest.MonkeyPatch
) -> None:
    def parsed_here(self: Content, text: str) -> Any:
        raise AssertionError("a large deck was parsed in the server's own process")

    # Only this process's Content is changed: the worker process imports its own, untouched.
    monkeypatch.setattr(Content, "custom_deck", parsed_here)
    deck = LARGE_DECK
    assert len(json.dumps(deck)) > INLINE_BELOW_BYTES
    response = await server.http.post("/api/rooms", json={"game": "pictomania", "options": {"custom_deck": deck}})
    assert response.status_code == 201, response.text
    code = response.json()["code"]
    assert (await server.http.get(f"/api/rooms/{code}")).json()["options"]["deck_size"] == LARGE_DECK.count("\n\n")
    clients = [await Client(server.base, code).connect() for _ in range(3)]
    for i, client in enumerate(clients):
        await client.sit(f"P{i}", ["red", "blue", "green"][i])
    await clients[0].send({"t": "start"})
    await clients[1].wait_view(lambda v: v["phase"] == "preview")  # the room starts with the deck it was given
    await close_all(clients)


async def test_offloaded_work_runs_in_another_process_and_its_rule_errors_come_back() -> None:
    offload = Offload(inline_below_bytes=0)
    try:
        assert await offload(pid_and, "x", result_type=list) != [os.getpid(), "x"]
        with pytest.raises(RuleError) as refused:
            await offload(refuse, {"n": 1}, result_type=int)
        assert refused.value.code == "bad_options" and refused.value.params == {"n": 1}
    finally:
        offload.close()
    assert await Offload()(pid_and, "small", result_type=list) == [os.getpid(), "small"], "small work stays"


async def test_look_ups_arriving_together_share_one_load_and_leave_nothing_behind(server: Server) -> None:
    rooms = state_of(server.app).running.directory
    code = await server.create_room()
    room = rooms.rooms[code]
    await room.stop()
    rooms._forget(room)
    results = await asyncio.gather(*(rooms.get(code) for _ in range(5)))
    assert results[0] is not None and results[0] is not room
    assert all(r is results[0] for r in results), "one load, shared"
    assert rooms._loading == {}


async def test_a_text_frame_that_is_not_utf8_is_answered_and_writes_no_traceback_into_the_log(
    server: Server, caplog: pytest.LogCaptureFixture
) -> None:
    """Issue 21: such a frame made uvicorn log an error with a traceback, at will of any client."""
    code = await server.create_room()
    client = await Client(server.base, code).connect()
    with caplog.at_level(logging.DEBUG):
        # The client library checks what it sends as text; its protocol object sends any bytes as a text frame.
        socket = client._ws
        async with socket.send_context():
            socket.protocol.send_text(b'{"t":"ping","n":"\xff\xfe"}')
        assert (await client.error())["code"] == "bad_frame"
        await client.send({"t": "ping", "n": 7})
        assert (await client.wait(lambda f: f["t"] == "pong"))["n"] == 7
    assert await metric(server, 'parlour_errors_total{code="bad_frame"}') == 1
    loud = [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    assert not loud, [r.getMessage() for r in loud]
    await client.close()
