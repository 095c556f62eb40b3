"""A game can address an event to some seats only (a team, the narrator): nobody else receives it, spectators
included, and the frame-capture secrecy check covers that path (issue 9, item 5)."""

import asyncio
import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest

from parlour.games.pictomania import ENTRY, GAME
from parlour.games.pictomania import rules as pictomania_rules
from parlour.registry import replaced

from .client import Client
from .conftest import Server
from .helpers import close_all, started_game, to_drawing


@pytest.fixture
def whispering_rules() -> Iterator[None]:
    """Pictomania, plus: a guess tells its target alone who guessed, with a word only the target may see."""
    real_apply = pictomania_rules.apply

    def apply(state: Any, seat: int, action: Any, now: int) -> Any:
        events = real_apply(state, seat, action, now)
        target = getattr(action, "target", None)
        if target is not None:
            events.append({"type": "whisper", "to": [target], "by": seat, "for": target})
        return events

    with replaced(dataclasses.replace(ENTRY, game=dataclasses.replace(GAME, apply=apply))):
        yield


def addressed(frames: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [f["event"] for f in frames if f["t"] == "event" and f["event"]["type"] == "whisper"]


def assert_only_addressees_heard(clients: dict[int | None, Client]) -> None:
    """The secrecy check for addressed events: every whisper a client holds was addressed to its seat."""
    for seat, client in clients.items():
        for event in addressed(client.frames):
            assert event["for"] == seat, f"seat {seat} heard {event}"
            assert "to" not in event, "the address is not sent"


async def test_an_event_addressed_to_a_seat_reaches_that_seat_alone(server: Server, whispering_rules: None) -> None:
    code, clients = await started_game(server, 3)
    watcher = await Client(server.base, code).connect()
    await to_drawing(clients)
    await clients[0].act({"type": "guess", "target": 2, "number": 4})
    heard = await clients[2].wait(lambda f: f["t"] == "event" and f["event"]["type"] == "whisper")
    assert heard["event"] == {"type": "whisper", "by": 0, "for": 2}
    # The guess's public event goes out in the same turn, in the same message: whoever has it would have had
    # the whisper too.
    for other in (clients[0], clients[1], watcher):
        await other.wait(lambda f: f["t"] == "event" and f["event"]["type"] == "guessed")
        assert addressed(other.frames) == []
    await clients[1].act({"type": "guess", "target": 0, "number": 2})
    await clients[0].wait(lambda f: f["t"] == "event" and f["event"]["type"] == "whisper")
    await asyncio.gather(*(c.wait(lambda f: f["t"] == "event" and f["event"].get("by") == 1) for c in clients))
    assert_only_addressees_heard({0: clients[0], 1: clients[1], 2: clients[2], None: watcher})
    assert [e["by"] for e in addressed(clients[0].frames)] == [1]
    assert [e["by"] for e in addressed(clients[2].frames)] == [0]
    assert addressed(clients[1].frames) == [] and addressed(watcher.frames) == []
    await close_all([*clients, watcher])
