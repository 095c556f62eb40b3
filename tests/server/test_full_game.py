"""A whole game of Pictomania played by scripted clients over WebSockets, on SQLite and on PostgreSQL."""

from typing import Any

from .client import Client
from .conftest import Server
from .helpers import close_all, started_game, to_drawing
from .secrecy import assert_frames_keep_secrets


def own_secret(client: Client) -> dict[str, Any]:
    assert client.view is not None
    secret: dict[str, Any] = client.view["me"]["secret"]
    return secret


async def play_round(clients: list[Client], watcher: Client) -> None:
    await to_drawing(clients)
    numbers = [own_secret(c)["number"] for c in clients]
    # Seat 1 guesses seat 0 right, seat 2 guesses seat 0 wrong, seat 0 guesses seat 2 right.
    wrong = next(n for n in range(1, 8) if n != numbers[0])
    await clients[1].act({"type": "guess", "target": 0, "number": numbers[0]})
    await clients[2].act({"type": "guess", "target": 0, "number": wrong})
    await clients[0].act({"type": "guess", "target": 2, "number": numbers[2]})
    # Sent on three sockets (on several processes, some through Redis): all three counted before anyone finishes.
    await watcher.wait_view(lambda v: len(v["players"][0]["pile"]) == 2 and len(v["players"][2]["pile"]) == 1)
    await clients[0].send({"t": "draw", "sid": 1, "tool": "pen", "size": 6, "pts": [10, 10, 50, 20, 30, 60]})
    await clients[1].wait(lambda f: f["t"] == "draw" and f["seat"] == 0)
    await clients[0].act({"type": "finish", "bonus": True})
    await clients[1].act({"type": "finish", "bonus": True})
    for client in clients:
        await client.wait_view(lambda v: v["phase"] == "review")
    for client in clients:
        await client.act({"type": "check_clue", "wrong": False})
    for client in [*clients, watcher]:
        await client.wait_view(lambda v: v["phase"] in ("scored", "over"))


async def test_three_players_play_a_whole_game_and_no_client_learns_a_secret(server: Server) -> None:
    code, clients = await started_game(server, 3, level="easy")
    watcher = await Client(server.base, code).connect()
    screen = await Client(server.base, code).connect(screen=True)
    for round_number in range(1, 6):
        await play_round(clients, watcher)
        view = clients[0].view
        assert view is not None and len(view["results"]) == round_number
        result = view["results"][-1]["score"]
        assert [s["outcome"] for s in result["players"][0]["pile"]] == ["correct", "wrong"]
        if view["phase"] == "scored":
            for client in clients:
                await client.act({"type": "ready"})
            for client in clients:
                await client.wait_view(lambda v, r=round_number: v["phase"] == "preview" and v["round"] == r + 1)
    final = await watcher.wait_view(lambda v: v["phase"] == "over")
    # Every round: seat 0 got 1 right (+2 from seat 2's tokens {2,1}) and was guessed once; seat 2 was the
    # only one wrong, so the black sheep.
    assert all(r["score"]["black_sheep"] == 2 for r in final["results"])
    room = await watcher.wait(lambda f: f["t"] == "room" and f["room"]["status"] == "over")
    for seat, client in enumerate(clients):
        assert_frames_keep_secrets(client.frames, seat)
    assert_frames_keep_secrets(watcher.frames, None)
    assert_frames_keep_secrets(screen.frames, None)
    await screen.wait_view(lambda v: v["phase"] == "over")
    assert views_of(screen) == views_of(watcher), "the table screen sees what a spectator sees"

    record = (await server.http.get(f"/api/games/{room['room']['game_id']}")).json()
    assert record["final"]["totals"] == final["totals"]
    assert [p["name"] for p in record["players"]] == ["Ann", "Bob", "Cleo"]
    assert len([op for op in record["ops"] if op["op"]["k"] == "draw"]) == 5
    assert {op["round"] for op in record["ops"]} == {1, 2, 3, 4, 5}
    await close_all([*clients, watcher, screen])


def views_of(client: Client) -> list[dict[str, Any]]:
    return [f["view"] for f in client.frames if f["t"] == "state"]


async def test_play_again_returns_to_the_lobby_with_the_same_players(server: Server) -> None:
    _code, clients = await started_game(server, 3)
    await clients[0].send({"t": "again"})
    assert (await clients[0].error())["code"] == "game_not_over"
    await close_all(clients)
