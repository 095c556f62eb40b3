"""Bad input gets an error frame with a stable code, to its sender only; the room and others carry on."""

import json

from .client import Client
from .conftest import Server
from .helpers import close_all, started_game, to_drawing


async def _quiet_for_others(others: list[Client], count_before: list[int]) -> None:
    """Nobody else heard a thing: each one's ping, sent after the bad frames were answered, is the next thing they
    hear back (the room handles its inbox in order)."""
    for other, before in zip(others, count_before, strict=True):
        pong = await other.settled()
        assert other.frames[before:] == [pong], f"another client heard of it: {other.frames[before:-1]}"


async def test_bad_frames_get_stable_error_codes_and_nobody_else_notices(server: Server) -> None:
    _code, clients = await started_game(server, 3)
    await to_drawing(clients)
    bad, others = clients[0], clients[1:]
    before = [len(o.frames) for o in others]
    cases = [
        ("not json at all", "bad_frame"),
        (json.dumps([1, 2]), "bad_frame"),
        (json.dumps({"t": "teleport"}), "bad_frame"),
        (json.dumps({"t": "act", "action": {"type": "guess", "target": 0, "number": 1}}), "guess_self"),
        (json.dumps({"t": "act", "action": {"type": "guess", "target": 1}}), "malformed_action"),
        (json.dumps({"t": "act", "action": {"type": "guess", "target": 9, "number": 1}}), "no_such_seat"),
        (json.dumps({"t": "act", "action": {"type": "check_clue"}}), "wrong_phase"),
        (json.dumps({"t": "draw", "sid": 1, "tool": "pen", "size": 5, "pts": [10, 2000, 5]}), "out_of_bounds"),
        (json.dumps({"t": "draw", "sid": 1, "tool": "pen", "size": 5, "pts": [-1, 0, 5]}), "out_of_bounds"),
        (json.dumps({"t": "draw", "sid": 1, "tool": "laser", "size": 5, "pts": [1, 1, 1]}), "bad_stroke"),
        (json.dumps({"t": "draw", "sid": 1, "tool": "pen", "size": 5, "pts": [1, 1]}), "bad_stroke"),
        (json.dumps({"t": "draw", "sid": 1, "tool": "pen", "size": 5, "pts": "1,1,1"}), "bad_frame"),
        (json.dumps({"t": "sit", "name": "Late", "colour": "blue"}), "not_in_lobby"),
        (json.dumps({"t": "hello"}), "bad_frame"),
        ("x" * 20000, "too_large"),
    ]
    for text, expected in cases:
        await bad.send(text)
        error = await bad.wait(lambda f, e=expected: f["t"] == "error" and f["code"] == e)
        assert error["code"] == expected
    await _quiet_for_others(others, before)
    # The room carries on: a good action from the same client works.
    await bad.act({"type": "guess", "target": 1, "number": 3})
    await others[0].wait(lambda f: f["t"] == "event" and f["event"]["type"] == "guessed")
    await close_all(clients)


async def test_acting_for_another_seat_is_impossible_and_out_of_turn_is_refused(server: Server) -> None:
    code, clients = await started_game(server, 3)
    await clients[0].act({"type": "guess", "target": 1, "number": 1})
    assert (await clients[0].error())["code"] == "wrong_phase"
    watcher = await Client(server.base, code).connect()
    await watcher.act({"type": "ready"})
    assert (await watcher.error())["code"] == "not_seated"
    await watcher.send({"t": "draw", "sid": 1, "tool": "pen", "size": 5, "pts": [1, 1, 1]})
    assert await watcher.wait(lambda f: f["t"] == "error" and f["code"] == "not_seated")
    await close_all([*clients, watcher])


async def test_a_flood_is_refused_and_the_room_carries_on(server: Server) -> None:
    _code, clients = await started_game(server, 3)
    flooder = clients[0]
    for n in range(400):
        await flooder.send({"t": "ping", "n": n})
    assert (await flooder.wait(lambda f: f["t"] == "error" and f["code"] == "flood"))["code"] == "flood"
    pongs = [f for f in flooder.frames if f["t"] == "pong"]
    assert len(pongs) < 400
    await clients[1].act({"type": "ready"})
    await clients[2].wait(lambda f: f["t"] == "event" and f["event"]["type"] == "ready")
    await close_all(clients)


async def test_drawing_is_refused_when_the_seat_may_not_draw(server: Server) -> None:
    _code, clients = await started_game(server, 3)
    await clients[0].send({"t": "draw", "sid": 1, "tool": "pen", "size": 5, "pts": [1, 1, 1]})
    assert (await clients[0].error())["code"] == "cannot_draw_now"
    await to_drawing(clients)
    await clients[0].act({"type": "finish", "bonus": True})
    await clients[0].wait_view(lambda v: v["players"][0]["finished"])
    await clients[0].send({"t": "draw", "sid": 2, "tool": "pen", "size": 5, "pts": [1, 1, 1]})
    assert await clients[0].wait(lambda f: f["t"] == "error" and f["code"] == "cannot_draw_now")
    await close_all(clients)
