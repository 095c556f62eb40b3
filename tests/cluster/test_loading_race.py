"""Two processes in one test process (so that one's loading can be held): a player reaching a process that is not
the owner while the owner is still reading the room from its log is served once the room is up, not sent away."""

import asyncio
from typing import Any

import httpx
import pytest

from parlour.server.room import Room
from parlour.server.state import state_of
from tests.server.client import Client
from tests.server.conftest import running_server

from .conftest import LEASE_SECONDS, RedisServer


async def test_a_player_reaching_another_process_while_the_owner_loads_the_room_is_served(
    postgres: str, redis_server: RedisServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = {"redis_url": redis_server.url, "lease_seconds": LEASE_SECONDS}
    async with running_server(postgres, **settings) as a, running_server(postgres, **settings) as b:
        async with httpx.AsyncClient(base_url=a.base) as http:
            created = await http.post("/api/rooms", json={"game": "pictomania", "options": {"level": "easy"}})
        code = created.json()["code"]
        held, loading = asyncio.Event(), asyncio.Event()
        real_load = Room.load.__func__  # type: ignore[attr-defined]

        async def slow_load(cls: type[Room], *args: Any) -> Room:
            loading.set()
            await held.wait()
            room: Room = await real_load(cls, *args)
            return room

        monkeypatch.setattr(Room, "load", classmethod(slow_load))
        node = state_of(a.app).running.node
        heard, real_to_room = asyncio.Event(), node._to_room

        def to_room(item: Any) -> None:
            real_to_room(item)
            heard.set()

        monkeypatch.setattr(node, "_to_room", to_room)
        ann = asyncio.create_task(Client(a.base, code).connect())
        try:
            await asyncio.wait_for(loading.wait(), 5)  # process A holds the lease and is reading the room
            bob = asyncio.create_task(Client(b.base, code).connect())
            await asyncio.wait_for(heard.wait(), 5)  # Bob's join has reached A, still loading
        finally:
            held.set()  # should a wait fail, A's shutdown must not wait for ever on the load it holds
        ann_client, bob_client = await asyncio.wait_for(asyncio.gather(ann, bob), 10)
        assert bob_client.snapshot["room"]["code"] == code
        await bob_client.sit("Bob", "blue")
        await ann_client.wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 1)
        await ann_client.close()
        await bob_client.close()
