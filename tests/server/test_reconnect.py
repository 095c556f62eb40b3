"""Coming back: a closed tab, a lost network, a removed player's stand-in, the round's clock."""

import asyncio
import contextlib

import websockets

from parlour.server.state import state_of

from .client import Client
from .conftest import Server, start_server
from .helpers import close_all, started_game, to_drawing

SEAT_ELSEWHERE = 4409
"""The close code of a socket whose seat a newer one took."""
STROKE = {"t": "draw", "sid": 4, "tool": "pen", "size": 9, "pts": [100, 100, 40, 120, 130, 50, 160, 170, 60]}


async def test_a_player_who_comes_back_finds_canvas_guesses_and_drawings_intact(server: Server) -> None:
    code, clients = await started_game(server, 3)
    await to_drawing(clients)
    await clients[1].send(STROKE)
    await clients[1].send({"t": "draw", "sid": 5, "tool": "eraser", "size": 20, "pts": [5, 5, 10]})
    await clients[1].send({"t": "undo"})
    await clients[1].act({"type": "guess", "target": 2, "number": 6})
    await clients[0].send({**STROKE, "sid": 1})
    await clients[2].wait(lambda f: f["t"] == "draw" and f["seat"] == 0)
    await clients[2].wait(lambda f: f["t"] == "event" and f["event"]["type"] == "guessed")
    token = clients[1].token
    await clients[1].close()

    back = Client(server.base, code)
    await back.connect(token=token)
    snapshot = back.snapshot
    assert snapshot["t"] == "snapshot" and back.seat == 1
    assert snapshot["view"]["phase"] == "drawing"
    assert snapshot["view"]["me"]["guessed"] == [2] and snapshot["view"]["me"]["used"] == [6]
    assert snapshot["view"]["players"][2]["pile"] == [{"by": 1, "number": 6}]
    assert snapshot["canvases"]["1"] == [{"sid": 4, "tool": "pen", "size": 9, "pts": STROKE["pts"]}]
    assert snapshot["canvases"]["0"][0]["pts"] == STROKE["pts"]
    await close_all([clients[0], clients[2], back])


async def test_the_host_hands_a_disconnected_players_seat_to_a_stand_in(server: Server) -> None:
    _code, clients = await started_game(server, 3)
    await clients[0].send({"t": "remove", "seat": 2})
    assert (await clients[0].error())["code"] == "still_connected"
    await clients[2].close()
    await clients[0].send({"t": "remove", "seat": 2})
    await clients[0].wait(lambda f: f["t"] == "event" and f["event"]["type"] == "standin")
    await clients[0].act({"type": "ready"})
    await clients[1].act({"type": "ready"})
    view = await clients[0].wait_view(lambda v: v["phase"] == "drawing")
    assert view["players"][2]["ready"] is False  # readiness resets when drawing starts
    await clients[0].wait_view(lambda v: v["players"][2]["blank"] and v["players"][2]["finished"])
    await clients[0].act({"type": "finish", "bonus": True})
    await clients[1].act({"type": "finish", "bonus": False})
    await clients[0].wait_view(lambda v: v["phase"] == "review")
    await clients[0].act({"type": "check_clue", "wrong": False})
    await clients[1].act({"type": "check_clue", "wrong": False})
    view = await clients[0].wait_view(lambda v: v["phase"] == "scored")
    assert view["results"][0]["score"]["players"][2]["blank"]
    await close_all(clients[:2])


async def test_the_round_time_limit_runs_on_the_servers_clock(tmp_path: object) -> None:
    now = [1_000_000]
    uv, task, base = await start_server(f"sqlite+aiosqlite:///{tmp_path}/t.sqlite3", clock=lambda: now[0])
    server = Server(base, uv.config.app)
    try:
        _code, clients = await started_game(server, 3, round_seconds=30)
        await to_drawing(clients)
        assert clients[0].view is not None and clients[0].view["deadline"] == now[0] + 30_000
        now[0] += 30_000
        await clients[0].send({"t": "ping", "n": 1})  # wake the room; its timer would too, on real time
        view = await clients[1].wait_view(lambda v: v["phase"] == "review")
        assert all(p["finished"] and p["bonus"] == 0 for p in view["players"])
        await close_all(clients)
    finally:
        await server.http.aclose()
        uv.should_exit = True
        await task


async def test_the_rooms_timer_fires_by_itself(server: Server) -> None:
    """Real time: nobody confirms their clue and the 5-second review limit scores the round on its own."""
    _code, clients = await started_game(server, 3, review_seconds=5)
    await to_drawing(clients)
    for client in clients:
        await client.act({"type": "finish", "bonus": False})
    view = await clients[0].wait_view(lambda v: v["phase"] == "review")
    assert view["deadline"] is not None
    view = await clients[1].wait_view(lambda v: v["phase"] == "scored", timeout=8)
    assert len(view["results"]) == 1
    await close_all(clients)


async def test_an_idle_room_leaves_memory_and_comes_back_from_the_database(server: Server) -> None:
    code, clients = await started_game(server, 3)
    await to_drawing(clients)
    await clients[0].act({"type": "guess", "target": 1, "number": 2})
    await clients[1].wait(lambda f: f["t"] == "event" and f["event"]["type"] == "guessed")
    rooms = state_of(server.app).running.directory
    room = rooms.rooms[code]
    room.idle_seconds = 0.2
    tokens = [c.token for c in clients]
    await close_all(clients)
    await asyncio.wait_for(asyncio.shield(room.task), 5)  # the room's task ends as it lets go of its room
    assert code not in rooms.rooms, "the idle room was unloaded"
    back = await Client(server.base, code).connect(token=tokens[0])
    assert back.view is not None and back.view["me"]["guessed"] == [1]
    await back.close()


async def test_a_second_connection_with_a_seats_token_takes_the_seat_and_the_first_is_told(server: Server) -> None:
    code, clients = await started_game(server, 3)
    await to_drawing(clients)
    first = clients[1]
    token = first.token
    second = await Client(server.base, code).connect(token=token)
    assert second.seat == 1
    await first.wait(lambda f: f["t"] == "replaced")
    # What the old tab still sends counts for nothing; it may already find its socket closed.
    with contextlib.suppress(websockets.ConnectionClosed):
        await first.act({"type": "guess", "target": 0, "number": 5})
    assert await first.closed() == SEAT_ELSEWHERE
    room = state_of(server.app).running.directory.rooms[code]
    for _ in range(100):  # its socket's leave comes after anything it sent
        if len(room.conns) == 3:
            break
        await asyncio.sleep(0.02)
    assert len(room.conns) == 3

    await second.act({"type": "guess", "target": 0, "number": 5})
    view = await second.wait_view(lambda v: v["me"]["guessed"] == [0])
    assert view["me"]["used"] == [5]
    seats = (await server.http.get(f"/api/rooms/{code}")).json()["seats"]
    assert seats[1]["connected"]

    back = await Client(server.base, code).connect(token=token)
    assert back.seat == 1 and back.view is not None and back.view["me"]["guessed"] == [0]
    await second.wait(lambda f: f["t"] == "replaced")
    assert await second.closed() == SEAT_ELSEWHERE
    await back.act({"type": "finish", "bonus": False})
    await clients[0].wait_view(lambda v: v["players"][1]["finished"])
    await close_all([clients[0], clients[2], back])
