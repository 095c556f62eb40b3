"""One room, players connected to two `parlour serve` processes sharing PostgreSQL and Redis (issue 15)."""

import asyncio
import signal
from typing import Any

import httpx
import websockets

from tests.server.client import Client
from tests.server.helpers import COLOURS, NAMES, close_all
from tests.server.secrecy import assert_frames_keep_secrets
from tests.server.test_full_game import play_round

from .conftest import Process, RedisGate, RedisServer


async def create_room(process: Process, **options: object) -> str:
    async with httpx.AsyncClient(base_url=process.base) as http:
        response = await http.post("/api/rooms", json={"game": "pictomania", "options": {"level": "easy", **options}})
        assert response.status_code == 201, response.text
        return str(response.json()["code"])


async def seat(process: Process, code: str, index: int) -> Client:
    client = await Client(process.base, code).connect()
    await client.sit(NAMES[index], COLOURS[index])
    return client


async def test_players_on_two_processes_play_a_whole_game(two_processes: list[Process]) -> None:
    a, b = two_processes
    code = await create_room(a)
    clients = [await seat(a, code, 0), await seat(b, code, 1), await seat(b, code, 2)]
    watcher = await Client(a.base, code).connect()
    await clients[0].send({"t": "start"})
    for client in clients:
        await client.wait_view(lambda v: v["phase"] == "preview")
    for round_number in range(1, 6):
        await play_round(clients, watcher)
        if clients[0].view is not None and clients[0].view["phase"] == "scored":
            for client in clients:
                await client.act({"type": "ready"})
            for client in clients:
                await client.wait_view(lambda v, r=round_number: v["phase"] == "preview" and v["round"] == r + 1)
    final = await watcher.wait_view(lambda v: v["phase"] == "over")
    assert len(final["results"]) == 5
    assert all(r["score"]["black_sheep"] == 2 for r in final["results"])
    for index, client in enumerate(clients):
        assert_frames_keep_secrets(client.frames, index)
        assert not [f for f in client.frames if f["t"] == "error"]
    # The room was served by one process; the other passed its players' frames on.
    health = [await a.health(), await b.health()]
    assert [h["rooms"] for h in health] == [1, 0]
    assert health[1]["remote_rooms"] == 1
    await close_all([*clients, watcher])


async def reconnect(client: Client, process: Process) -> Client:
    """What a browser does when its socket closes: connect again with its seat's token (to whichever process
    the load balancer picks), and again after a while when told to try later (1013: the process has no Redis
    subscription yet, just after Redis restarted) or to reconnect (1012: the room changed hands while this
    socket was joining, as when its owner takes its lease back after Redis restarted)."""
    await client.close()
    for attempt in range(BROWSER_RETRIES):
        again = Client(process.base, client.code)
        try:
            return await again.connect(token=client.token)
        except (websockets.ConnectionClosedError, ConnectionError):
            code = await again.closed()
            if code not in (1012, 1013) or attempt == BROWSER_RETRIES - 1:
                raise AssertionError(f"the socket was closed with {code} while joining") from None
            await asyncio.sleep(BROWSER_BACKOFF_SECONDS)
    raise AssertionError("unreachable")


BROWSER_RETRIES = 20
BROWSER_BACKOFF_SECONDS = 0.25
"""As the web client's first retries (web/src/net/connection.ts), shortened."""


async def drawing_room(owner: Process, other: Process) -> tuple[str, list[Client]]:
    """A room served by `owner`: Ann there, Bob and Cleo on `other`; the first round's drawing has begun."""
    code = await create_room(owner)
    clients = [await seat(owner, code, 0), await seat(other, code, 1), await seat(other, code, 2)]
    await clients[0].send({"t": "start"})
    for client in clients:
        await client.wait_view(lambda v: v["phase"] == "preview")
        await client.act({"type": "ready"})
    for client in clients:
        await client.wait_view(lambda v: v["phase"] == "drawing")
    return code, clients


async def test_kill_9_of_the_owner_mid_round_and_the_game_goes_on_from_the_other_process(
    two_processes: list[Process],
) -> None:
    a, b = two_processes
    _code, clients = await drawing_room(a, b)
    await clients[0].send({"t": "draw", "sid": 1, "tool": "pen", "size": 6, "pts": [1, 2, 3, 4, 5, 6]})
    await clients[2].send({"t": "draw", "sid": 1, "tool": "pen", "size": 3, "pts": [500, 500, 50]})
    await clients[1].act({"type": "guess", "target": 0, "number": 4})
    await clients[2].act({"type": "finish", "bonus": True})
    for client in clients:  # everything each client has heard of is durable; their views are the newest
        await client.wait_view(lambda v: v["players"][2]["finished"] and v["players"][0]["pile"])
    await clients[1].wait(lambda f: f["t"] == "draw" and f["seat"] == 2)
    before = {c.seat: c.view for c in clients}
    # A stroke the others have seen may not be written yet when the owner dies (it is written behind).
    late = {"sid": 2, "tool": "pen", "size": 6, "pts": [600, 600, 40]}
    await clients[0].send({"t": "draw", **late})
    await clients[1].wait(lambda f: f["t"] == "draw" and f["sid"] == 2)

    a.kill()
    # The process holding Bob's and Cleo's sockets finds the owner gone and sends them to reconnect.
    for client in clients[1:]:
        assert await client.closed(timeout=10) == 1012
    # Everyone reconnects, through the process left: it takes the room over once the dead owner's lease lapses.
    back = [await reconnect(client, b) for client in clients]
    first = {"sid": 1, "tool": "pen", "size": 6, "pts": [1, 2, 3, 4, 5, 6]}
    for client in back:
        assert client.snapshot["view"] == before[client.seat], "every accepted action came back"
        assert client.snapshot["canvases"]["0"] in ([first], [first, late])
        assert client.snapshot["canvases"]["2"] == [{"sid": 1, "tool": "pen", "size": 3, "pts": [500, 500, 50]}]
    if back[0].snapshot["canvases"]["0"] == [first]:  # Ann's browser sends what the server lacks
        await back[0].send({"t": "draw", **late})
        await back[1].wait(lambda f: f["t"] == "draw" and f["sid"] == 2)
    cleo = await reconnect(back[2], b)
    assert cleo.snapshot["canvases"]["0"] == [first, late], "every stroke its drawer still had is back"
    back[2] = cleo
    await back[0].act({"type": "finish", "bonus": True})
    view = await back[1].wait_view(lambda v: v["phase"] == "review")
    assert view["players"][2]["bonus"] == 2 and view["players"][0]["bonus"] == 1
    assert (await b.health())["rooms"] == 1
    await close_all(back)


async def test_an_owner_paused_past_its_lease_finds_its_writes_refused_and_steps_down(
    two_processes_one_gated: tuple[Process, Process, RedisGate], postgres: str
) -> None:
    a, b, gate = two_processes_one_gated
    code, (ann, bob, cleo) = await drawing_room(a, b)
    a.signal(signal.SIGSTOP)
    # Its lease lapses: the process holding Bob's and Cleo's sockets lets the room go and sends them to reconnect,
    # and serves the room itself from its log.
    assert await bob.closed(timeout=10) == 1012
    bob = await reconnect(bob, b)
    cleo = await reconnect(cleo, b)
    assert (await b.health())["rooms"] == 1
    # Ann's socket is on the paused process: her guess waits in its socket until it wakes.
    assert ann.view is not None and bob.view is not None
    await ann.act({"type": "guess", "target": 1, "number": 1 if bob.view["me"]["secret"]["number"] != 1 else 2})
    await bob.act({"type": "guess", "target": 0, "number": 4})
    await cleo.wait(lambda f: f["t"] == "event" and f["event"]["type"] == "guessed" and f["event"]["by"] == 1)

    # Awake, it tries to write Ann's guess: refused, since the room's fencing number has moved on. It steps down
    # and sends Ann to reconnect. Redis's answers to it are held meanwhile: else its lease keeper, overdue on waking,
    # may hear first that the lease is lost and step down before the write is tried (as safe, but not what this
    # test is about).
    gate.hold()
    a.signal(signal.SIGCONT)
    assert await ann.closed(timeout=10) == 1012
    gate.release()
    ann = await reconnect(ann, b)
    assert "stale_owner_write_refused" in a.logged()
    view = ann.snapshot["view"]
    assert len(view["players"][0]["pile"]) == 1, "Bob's guess, made where the room is served now, counts once"
    assert view["me"]["guessed"] == [], "the guess the stale owner took was never applied"
    actions = await logged_actions(postgres, code)
    assert [(seat, action["type"]) for seat, action in actions if action["type"] == "guess"] == [(1, "guess")]
    # The game goes on where it is served now.
    await ann.act({"type": "guess", "target": 2, "number": 5})
    await bob.wait(lambda f: f["t"] == "event" and f["event"]["type"] == "guessed" and f["event"]["by"] == 0)
    await close_all([ann, bob, cleo])


async def logged_actions(database_url: str, code: str) -> list[tuple[int | None, dict[str, object]]]:
    from parlour.store.database import open_engine
    from parlour.store.repository import Reader

    engine = open_engine(database_url)
    try:
        reader = Reader(engine)
        room = await reader.room(code)
        assert room is not None and room.game_id is not None
        game = await reader.game(room.game_id)
        assert game is not None
        _, log = await reader.game_log(game)
        return [(record.seat, record.action) for record in log]
    finally:
        await engine.dispose()


async def test_redis_restarted_mid_game_and_the_game_goes_on(
    two_processes: list[Process], redis_server: RedisServer
) -> None:
    a, b = two_processes
    code, clients = await drawing_room(a, b)
    await clients[1].act({"type": "guess", "target": 0, "number": 4})
    await clients[2].wait(lambda f: f["t"] == "event" and f["event"]["type"] == "guessed")
    redis_server.stop()
    redis_server.start()  # empty: Redis keeps nothing on disk here
    # Bob's and Cleo's frames went through Redis, and some may have been lost with it: they are sent to reconnect.
    for client in clients[1:]:
        assert await client.closed(timeout=10) == 1012
    back = [clients[0], await reconnect(clients[1], b), await reconnect(clients[2], b)]
    if redis_server.get(f"parlour:lease:{code}") == (await b.health())["node"]:
        # The other process asked for the room before its owner took its lease back: Ann moves too.
        assert await back[0].closed(timeout=10) == 1012
        back[0] = await reconnect(back[0], b)
    for client in back[1:]:
        assert len(client.snapshot["view"]["players"][0]["pile"]) == 1, "the guess made before is still there"
    await back[0].act({"type": "guess", "target": 1, "number": 5})
    await back[2].wait(lambda f: f["t"] == "event" and f["event"]["type"] == "guessed" and f["event"]["by"] == 0)
    await back[1].act({"type": "finish", "bonus": True})
    await back[0].wait_view(lambda v: v["players"][1]["finished"])
    assert sorted(k for k in redis_server.keys("parlour:lease:*")) == [f"parlour:lease:{code}"]
    await close_all(back)


async def test_a_message_the_bus_cannot_read_is_skipped_and_play_goes_on(
    two_processes: list[Process], redis_server: RedisServer
) -> None:
    a, b = two_processes
    _code, (ann, bob, cleo) = await drawing_room(a, b)
    node = str((await a.health())["node"])
    # From a process of another version, say: not a list of this version's items.
    redis_server.publish(f"parlour:node:{node}", b"\x93\xa5bogus\x01\x02")
    await bob.act({"type": "guess", "target": 0, "number": 4})
    await ann.wait(lambda f: f["t"] == "event" and f["event"]["type"] == "guessed" and f["event"]["by"] == 1)
    assert "bus_message_unreadable" in a.logged()
    assert (await a.health())["redis"] is True
    await close_all([ann, bob, cleo])


async def test_players_whose_process_died_are_shown_gone_from_the_room(two_processes: list[Process]) -> None:
    a, b = two_processes
    _code, (ann, _bob, _cleo) = await drawing_room(a, b)
    assert ann.room is not None and ann.room["seats"][1]["connected"]
    b.kill()
    # Nothing happens in the room meanwhile: the owner finds out by itself that the process holding Bob's and
    # Cleo's sockets is gone, and shows their seats away (their game's grace for the absent starts then).
    room = await ann.wait(lambda f: f["t"] == "room" and _away(f["room"], 1) and _away(f["room"], 2), timeout=10)
    assert room["room"]["seats"][0]["connected"]
    await close_all([ann])


def _away(room: dict[str, Any], seat: int) -> bool:
    return len(room["seats"]) > seat and not room["seats"][seat]["connected"]
