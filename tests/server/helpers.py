"""Setting up rooms of scripted players, and reading the truth of a game back for checks."""

from typing import Any

from parlour.server.bots import BotConnection
from parlour.server.state import state_of

from .client import Client
from .conftest import Server

COLOURS = ["red", "yellow", "green", "blue", "purple", "orange"]
NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay"]


async def seated_players(server: Server, n: int, **options: Any) -> tuple[str, list[Client]]:
    code = await server.create_room(**options)
    clients = []
    for i in range(n):
        client = await Client(server.base, code).connect()
        await client.sit(NAMES[i], COLOURS[i])
        clients.append(client)
    return code, clients


async def started_game(server: Server, n: int = 3, **options: Any) -> tuple[str, list[Client]]:
    options.setdefault("level", "easy")
    code, clients = await seated_players(server, n, **options)
    await clients[0].send({"t": "start"})
    for client in clients:
        await client.wait_view(lambda v: v["phase"] == "preview")
    return code, clients


async def everyone(clients: list[Client], action: dict[str, Any]) -> None:
    for client in clients:
        await client.act(action)


async def to_drawing(clients: list[Client]) -> None:
    await everyone(clients, {"type": "ready"})
    for client in clients:
        await client.wait_view(lambda v: v["phase"] == "drawing")


async def close_all(clients: list[Client]) -> None:
    for client in clients:
        await client.close()


def stand_in_of(server: Server, code: str, seat: int) -> BotConnection:
    """The computer player the room holds for a seat."""
    room = state_of(server.app).running.directory.rooms[code]
    return next(c for c in room.conns if isinstance(c, BotConnection) and c.seat == seat)


def stood_down(server: Server, code: str, bot: BotConnection) -> bool:
    """The stand-in is gone from the room and can act no more: closed, every pending move and tick called off."""
    room = state_of(server.app).running.directory.rooms[code]
    ticking = getattr(bot, "ticker", None)
    return (
        bot not in room.conns
        and not bot.alive
        and all(timer.cancelled() for timer in bot.timers)
        and (ticking is None or ticking.cancelled())
    )
