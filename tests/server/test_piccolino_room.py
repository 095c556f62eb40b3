"""Piccolino through the server: computer players, and rings timed by the server's own clock."""

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from parlour.registry import registered
from parlour.server.state import state_of
from tests.games import private_sketch

from .client import Client
from .conftest import Server, running_server
from .helpers import COLOURS, close_all, seated_players, stand_in_of, stood_down


@pytest.fixture
async def fast_bots(tmp_path: Path) -> AsyncIterator[Server]:
    async with running_server(f"sqlite+aiosqlite:///{tmp_path}/p.sqlite3", bot_speed=25.0) as server:
        yield server


async def two_players(server: Server, flip_seconds: int = 30) -> tuple[Client, Client]:
    code = await server.create_room("piccolino", flip_seconds=flip_seconds)
    one = await Client(server.base, code).connect()
    two = await Client(server.base, code).connect()
    await one.sit("Ann", "red")
    await two.sit("Bob", "blue")
    await one.send({"t": "start"})
    await two.wait_view(lambda v: v["game"] == "piccolino")
    await one.wait_view(lambda v: v["game"] == "piccolino")
    return one, two


async def test_a_person_plays_a_whole_game_against_a_computer_player(fast_bots: Server) -> None:
    code = await fast_bots.create_room("piccolino", flip_seconds=1)
    me = await Client(fast_bots.base, code).connect()
    await me.sit("Ann", "red")
    await me.send({"t": "add_bot", "level": "hard"})
    room = await me.wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 2)
    assert room["room"]["seats"][1]["bot"] == "hard" and room["room"]["seats"][1]["connected"]
    await me.send({"t": "start"})
    await me.wait_view(lambda v: v["game"] == "piccolino")

    async def play() -> None:
        flipped = -1
        while True:
            view = await me.wait_view(
                lambda v, flipped=flipped: (
                    v["phase"] == "over" or (v["turn"] == 0 and not v["bell"]["open"] and v["version"] != flipped)
                ),
                timeout=90,
            )
            if view["phase"] == "over":
                return
            flipped = view["version"]
            await me.act({"type": "flip"})

    await asyncio.wait_for(play(), timeout=90)
    assert me.view is not None
    await close_all([me])
    assert me.room is not None
    record = (await fast_bots.http.get(f"/api/games/{me.room['game_id']}")).json()
    assert record["game"] == "piccolino" and record["final"]["winners"] == me.view["winners"]
    kinds = [event["type"] for event in record["events"]]
    # Ann never rings, so she can win only by the bot's own mistakes: a hard bot rings wrongly on about 1 table
    # in 100, and in about 3 games in 1,000 such a ring hands her its last cards.
    if me.view["winners"] != [1]:
        assert me.view["winners"] == [0] and any(
            e["type"] == "wrong_ring" and e["seat"] == 1 for e in record["events"]
        ), "the bot rang on every pair and won all the cards, unless it rang wrongly"
    loser = 0 if me.view["winners"] == [1] else 1
    assert me.view["players"][loser]["out"]
    assert kinds.count("bell_won") >= 1 and kinds[-1] == "game_over", "the record tells the game's bells"
    assert sum(e.get("cards", 0) for e in record["events"] if e["type"] == "bell_won") > 0


async def test_a_ring_is_timed_by_the_server_whatever_the_client_claims(database_url: str) -> None:
    async with running_server(database_url, test_clock=True) as server:
        await _ring_forged_times(server)


async def _ring_forged_times(server: Server) -> None:
    one, two = await two_players(server)
    view = two.view
    assert view is not None
    moved = await server.http.post("/test/clock", json={"advance_ms": 300})  # Bob looks at the table a while
    assert moved.status_code == 200
    forged = {"type": "ring", "version": view["version"], "reaction_ms": 1, "elapsed_ms": 0, "rtt_ms": 9999}
    await two.act(forged)
    await one.wait(lambda f: f["t"] == "event" and f["event"]["type"] in ("wrong_ring", "bell_won"))
    reader = state_of(server.app).running.reader
    game_id = one.room["game_id"]  # type: ignore[index]
    ring = next(a for _, _, seat, a in await reader.actions(game_id) if a["type"] == "ring")
    assert ring["elapsed_ms"] >= 250, "the server measured the time since it showed that table"
    assert ring["rtt_ms"] < 9999, "the round trip is the server's measurement"
    assert ring["reaction_ms"] == 1
    await close_all([one, two])


async def test_a_ring_on_a_table_never_shown_to_that_player_is_refused(server: Server) -> None:
    one, two = await two_players(server)
    await one.act({"type": "ring", "version": 99, "reaction_ms": 1})
    assert (await one.error())["code"] == "unseen_version"
    await close_all([one, two])


async def test_computer_players_are_for_the_host_in_the_lobby_of_a_game_that_has_them(server: Server) -> None:
    code = await server.create_room("piccolino")
    host = await Client(server.base, code).connect()
    guest = await Client(server.base, code).connect()
    await host.sit("Ann", "red")
    await guest.sit("Bob", "blue")
    await guest.send({"t": "add_bot", "level": "easy"})
    assert (await guest.error())["code"] == "not_host"
    await host.send({"t": "add_bot", "level": "genius"})
    assert (await host.error())["code"] == "bad_level"
    with registered(private_sketch.ENTRY):
        without_bots = await server.create_room("private-sketch", target=10)
        other = await Client(server.base, without_bots).connect()
        await other.sit("Cleo", "green")
        await other.send({"t": "add_bot", "level": "easy"})
        assert (await other.error())["code"] == "no_bots"
        await close_all([host, guest, other])


def _flipped_by(frame: dict[str, Any], seat: int) -> bool:
    return frame["t"] == "event" and frame["event"]["type"] == "flipped" and frame["event"]["seat"] == seat


async def _flip_until(ann: Client, cleo: Client, done: Callable[[], bool]) -> None:
    """Ann and Cleo flip in their turns (nobody rings) until `done`."""

    async def play() -> None:
        flipped = -1

        def flips_next(view: dict[str, Any]) -> bool:
            return not view["bell"]["open"] and view["version"] != flipped and view["turn"] in (0, 2)

        while not done():
            # Looked at again with every frame Ann receives, any of which may be what `done` waits for.
            view = await ann.wait_view(lambda v: done() or flips_next(v), timeout=15)
            if not done():
                flipped = view["version"]
                await (ann if view["turn"] == 0 else cleo).act({"type": "flip"})

    await asyncio.wait_for(play(), timeout=15)


async def test_the_host_hands_a_departed_players_seat_to_a_computer_player_who_steps_aside_on_return(
    fast_bots: Server,
) -> None:
    code, (ann, bob, cleo) = await seated_players(fast_bots, 3, game="piccolino", flip_seconds=60)
    await ann.send({"t": "start"})
    await ann.wait_view(lambda v: v["game"] == "piccolino")
    token = bob.token
    await bob.close()
    await ann.send({"t": "remove", "seat": 1, "level": "genius"})
    assert (await ann.error())["code"] == "bad_level"
    await ann.send({"t": "remove", "seat": 1, "level": "medium"})
    event = await ann.wait(lambda f: f["t"] == "event" and f["event"]["type"] == "standin")
    assert event["event"] == {"type": "standin", "seat": 1, "bot": "medium"}
    room = await ann.wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) > 1 and f["room"]["seats"][1]["bot"])
    assert room["room"]["seats"][1] | {"connected": None} == {
        "seat": 1,
        "name": "Bob",
        "colour": COLOURS[1],
        "connected": None,
        "standin": True,
        "bot": "medium",
        "team": None,
        "muted": False,
        "remove_votes": 0,
        "remove_needed": 2,  # a majority of the two people here
    }
    await ann.send({"t": "remove", "seat": 1})
    # (error() would find the bad_level above first: it scans every frame received)
    await ann.wait(lambda f: f["t"] == "error" and f["code"] == "no_such_seat")  # not handed on again

    # The computer player flips Bob's cards in his turn, long before the 60 s auto-flip.
    await _flip_until(ann, cleo, lambda: any(_flipped_by(f, 1) for f in ann.frames))
    bot = stand_in_of(fast_bots, code, 1)

    back = Client(fast_bots.base, code)
    await back.connect(token=token)
    assert back.seat == 1
    seat = back.snapshot["room"]["seats"][1]
    assert seat["bot"] is None and not seat["standin"], "Bob has his seat back"
    await _flip_until(
        ann, cleo, lambda: ann.view is not None and ann.view["turn"] == 1 and not ann.view["bell"]["open"]
    )
    # Nobody flips for Bob now that he is back: the stand-in is closed with nothing left to do, so his turn waits
    # for him (he flips, and the flip is his).
    assert stood_down(fast_bots, code, bot), "the stand-in stepped aside with every move called off"
    flips_for_bob = sum(_flipped_by(f, 1) for f in ann.frames)
    await back.act({"type": "flip"})
    await ann.wait(lambda f: _flipped_by(f, 1) and f["event"]["version"] > back.snapshot["view"]["version"])
    assert sum(_flipped_by(f, 1) for f in ann.frames) == flips_for_bob + 1, "the one flip for Bob is his own"
    await close_all([ann, cleo, back])


async def test_a_computer_player_cannot_take_a_seat_in_a_game_without_them(server: Server) -> None:
    with registered(private_sketch.ENTRY):
        code = await server.create_room("private-sketch", target=10)
        clients = [await Client(server.base, code).connect() for _ in range(3)]
        for client, name, colour in zip(clients, ("Ann", "Bob", "Cleo"), ("red", "blue", "green"), strict=True):
            await client.sit(name, colour)
        await clients[0].send({"t": "start"})
        await clients[0].wait_view(lambda v: v["game"] == "private-sketch")
        await clients[2].close()
        await clients[0].send({"t": "remove", "seat": 2, "level": "easy"})
        assert (await clients[0].error())["code"] == "no_bots"
        await close_all(clients[:2])


async def test_rings_are_timed_in_a_second_game_after_a_long_first_one(server: Server) -> None:
    """Each game's versions start at 0: delivery times kept from the last game must not shadow the new ones."""
    one, two = await two_players(server)

    async def flip_until(version: int) -> None:
        # Nobody rings, so the bell never opens: the two take turns flipping.
        while one.view is None or one.view["version"] < version:
            view = one.view
            assert view is not None
            before = view["version"]
            await (one if view["turn"] == 0 else two).act({"type": "flip"})
            await one.wait_view(lambda v, before=before: v["version"] > before)

    await flip_until(70)  # more versions than the room keeps delivery times for
    await one.act({"type": "vote_stop", "stop": True})
    await two.act({"type": "vote_stop", "stop": True})
    await one.wait_view(lambda v: v["phase"] == "over")
    await one.send({"t": "again"})
    await one.wait(lambda f: f["t"] == "state" and f["view"] is None)
    await one.send({"t": "start"})
    await one.wait_view(lambda v: v["phase"] == "playing" and v["version"] == 0)
    await one.act({"type": "flip"})
    await one.wait_view(lambda v: v["version"] == 1 and v["phase"] == "playing")
    await one.act({"type": "ring", "version": 1, "reaction_ms": 300})
    # One card on the table is never a pair: the ring is judged (wrong), not refused as a version never shown.
    event = await one.wait(lambda f: f["t"] == "event" and f["event"]["type"] == "wrong_ring")
    assert event["event"]["seat"] == 0
    await close_all([one, two])
