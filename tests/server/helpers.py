"""Setting up rooms of scripted players, and reading the truth of a game back for checks."""

from typing import Any

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
