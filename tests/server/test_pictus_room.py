"""Pictus in a real server: a round over WebSockets with a drawn clue, every secret kept until the reveal in every
frame each client received, the record; own-deck cards taken from the players' canvases; bad input. On SQLite
and on PostgreSQL."""

import json
from typing import Any

from parlour.games.pictus.bots import PictusPolicy
from parlour.server.bots import BotConnection
from parlour.server.room import Room
from parlour.server.state import state_of

from .client import Client
from .conftest import Clocked, Server
from .helpers import close_all, seated_players

STROKE = {"t": "draw", "sid": 1, "tool": "pen", "size": 6, "pts": [100, 100, 50, 400, 420, 50]}


async def refused(client: Client, code: str) -> None:
    """The refusal reaches its sender (a client keeps every frame, so earlier refusals are skipped by code)."""
    await client.wait(lambda f: f["t"] == "error" and f["code"] == code)


def ids(cards: list[dict[str, Any]]) -> list[str]:
    return [card["id"] for card in cards]


def first_index(frames: list[dict[str, Any]], predicate: Any) -> int:
    return next((i for i, f in enumerate(frames) if predicate(f)), len(frames))


async def test_a_round_over_websockets_keeps_every_secret_until_the_reveal(server: Server) -> None:
    code, clients = await seated_players(server, 5, game="pictus", extra_card=True, target=5)
    watcher = await Client(server.base, code).connect()
    screen = await Client(server.base, code).connect(screen=True)
    await clients[0].send({"t": "start"})
    views = [await c.wait_view(lambda v: v["phase"] == "clue") for c in clients]
    hands = {c.seat: ids(v["hand"]) for c, v in zip(clients, views, strict=True)}
    narrator = clients[views[0]["narrator"]]
    others = [c for c in clients if c is not narrator]

    await others[0].act({"type": "clue", "card": hands[others[0].seat][0], "words": "x"})
    await refused(others[0], "not_narrator")
    await narrator.send(STROKE)
    await others[1].wait(lambda f: f["t"] == "draw")  # the drawn clue is seen as it is drawn
    secret = hands[narrator.seat][2]
    await narrator.act({"type": "clue", "card": secret, "words": "  the calm   before ", "drawn": True})
    clue = (await others[0].wait_view(lambda v: v["phase"] == "hand_in"))["clue"]
    assert clue == {"words": "the calm before", "drawn": True}

    await others[0].act({"type": "hand_in", "card": "a-picture-nobody-holds"})
    await refused(others[0], "not_in_hand")
    for client in others:
        await client.act({"type": "hand_in", "card": hands[client.seat][1]})
    table = ids((await watcher.wait_view(lambda v: v["phase"] == "vote"))["table"])
    assert len(table) == 6 and secret in table
    own = table.index(hands[others[0].seat][1])
    await others[0].act({"type": "vote", "choice": own})
    await refused(others[0], "own_card")
    a, b, c, d = others
    choices = {a: table.index(secret), b: table.index(secret), c: own, d: own}
    for client, choice in choices.items():
        await client.act({"type": "vote", "choice": choice})
    final = await watcher.wait_view(lambda v: v["phase"] == "over")
    assert final["reveal"]["narrator_card"] == table.index(secret)
    assert [final["reveal"]["points"][x.seat] for x in (narrator, a, b, c, d)] == [3, 5, 3, 0, 0]
    assert final["winners"] == [a.seat] and final["end_reason"] == "target", "a reached the target of 5"

    # Every frame each client got before the reveal: no other seat's hand, no owner, no vote.
    for client in [*clients, watcher, screen]:
        cut = first_index(client.frames, lambda f: f["t"] == "event" and f["event"]["type"] == "revealed")
        before = json.dumps(client.frames[:cut])
        assert cut < len(client.frames), "the reveal arrived"
        for seat, hand in hands.items():
            if seat == client.seat:
                continue
            table_from = first_index(client.frames, lambda f: f["t"] == "state" and f["view"]["phase"] == "vote")
            hidden = json.dumps(client.frames[:table_from])
            leaked = [card for card in hand if card in hidden]
            assert not leaked, f"seat {client.seat} saw seat {seat}'s cards {leaked} before the table"
            kept = [card for card in hand if card not in table]
            assert not [card for card in kept if card in before], "cards still in hand stay hidden"
        assert '"owners"' not in before and '"votes"' not in before
        own_vote = choices.get(client)
        seen_votes = {f["view"]["my_vote"] for f in client.frames[:cut] if f["t"] == "state"}
        assert seen_votes <= {None, own_vote} and len(seen_votes) > 0, "a seat sees its own vote only"

    room = await watcher.wait(lambda f: f["t"] == "room" and f["room"]["game_id"] is not None)
    record = (await server.http.get(f"/api/games/{room['room']['game_id']}")).json()
    kinds = [e["type"] for e in record["events"]]
    assert kinds[:1] == ["clue_given"] and "revealed" in kinds
    revealed = next(e for e in record["events"] if e["type"] == "revealed")
    assert ids(revealed["table"]) == table, "the record shows the round's cards"
    assert [(op["round"], op["seat"]) for op in record["ops"]] == [(1, narrator.seat)], "the drawn clue is kept"
    await close_all([*clients, watcher, screen])


async def test_own_deck_cards_are_the_drawings_on_the_players_canvases(server: Server) -> None:
    _code, clients = await seated_players(server, 3, game="pictus", own_deck=True, own_cards=4, hand_size=3)
    await clients[0].send({"t": "start"})
    for client in clients:
        await client.wait_view(lambda v: v["phase"] == "drawing")
    drawer, peer, lazy = clients
    await drawer.act({"type": "draw_card"})
    await refused(drawer, "empty_drawing")
    for n in range(4):
        await drawer.send({**STROKE, "sid": n + 1, "pts": [10 * n + 7, 10, 50, 500, 501, 50]})
        await drawer.act({"type": "draw_card", "strokes": [{"forged": True}]})
        await drawer.send({"t": "clear"})
        await peer.wait_view(lambda v, n=n: v["players"][drawer.seat]["drawn"] == n + 1)
    assert not any(f["t"] == "draw" for f in peer.frames), "nobody watches an own card being drawn"
    await peer.send({**STROKE, "sid": 9})
    await peer.act({"type": "draw_card"})
    await peer.act({"type": "use_shipped"})
    await lazy.act({"type": "use_shipped"})
    views = [await c.wait_view(lambda v: v["phase"] == "clue") for c in clients]
    cards = [card for v in views for card in v["hand"]]
    drawn = [card for card in cards if "strokes" in card]
    assert drawn, "some dealt cards are drawings"
    starts = sorted(card["strokes"][0]["pts"][:2] for card in drawn)
    allowed = [[10 * n + 7, 10] for n in range(4)] + [STROKE["pts"][:2]]
    assert all(start in allowed for start in starts), "each drawn card is what was on a canvas when it was added"
    assert "forged" not in json.dumps(views)
    await close_all(clients)


async def wake(server: Clocked, client: Client, ms: int) -> None:
    """Move the clock on and wake the room (its own timer would, on real time)."""
    server.now[0] += ms
    await client.send({"t": "ping", "n": server.now[0]})
    await client.wait(lambda f: f["t"] == "pong" and f["n"] == server.now[0])


def played_for(frame: dict[str, Any]) -> bool:
    return frame["t"] == "event" and frame["event"]["type"] == "played_for"


async def test_when_the_time_runs_out_the_server_hands_in_for_the_late_and_the_host_may_end_the_vote(
    clocked: Clocked,
) -> None:
    _code, clients = await seated_players(clocked, 4, game="pictus", time_limit=30)
    host = clients[0]
    await host.send({"t": "start"})
    views = [await c.wait_view(lambda v: v["phase"] == "clue") for c in clients]
    narrator = clients[views[0]["narrator"]]
    others = [c for c in clients if c is not narrator]
    await narrator.act({"type": "clue", "card": views[narrator.seat]["hand"][0]["id"], "words": "far"})
    shown = await host.wait_view(lambda v: v["phase"] == "hand_in")
    assert shown["deadline"] == clocked.now[0] + 30_000 and shown["time_limit"] == 30
    await others[0].act({"type": "hand_in", "card": views[others[0].seat]["hand"][0]["id"]})
    await host.wait_view(lambda v: v["players"][others[0].seat]["done"])
    await wake(clocked, host, 29_999)
    assert not any(played_for(f) for f in host.frames), "not a moment early"
    await wake(clocked, host, 1)
    told = await host.wait(played_for)
    late = [c.seat for c in others[1:]]
    assert told["event"] == {"type": "played_for", "phase": "hand_in", "seats": late, "why": "time"}
    await host.wait_view(lambda v: v["phase"] == "vote")

    voter = others[0] if others[0] is not host else others[1]
    await voter.act({"type": "end_wait", "host": True})
    await refused(voter, "not_host")
    await host.act({"type": "end_wait"})
    told = await voter.wait(lambda f: played_for(f) and f["event"]["phase"] == "vote")
    late = [c.seat for c in others]
    assert told["event"] == {"type": "played_for", "phase": "vote", "seats": late, "why": "host"}
    final = await voter.wait_view(lambda v: v["phase"] == "reveal")
    assert final["reveal"]["abstained"] == late and final["reveal"]["points"] == [0, 0, 0, 0]
    await close_all(clients)


async def test_each_computer_player_is_shown_the_levels_the_lobby_shows_of_the_others(server: Server) -> None:
    code = await server.create_room("pictus")
    host = await Client(server.base, code).connect()
    await host.sit("Ann", "red")
    for level in ("easy", "hard"):
        await host.send({"t": "add_bot", "level": level})
    await host.wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 3)
    room = await state_of(server.app).running.directory.get(code)
    assert isinstance(room, Room)
    policies = {c.seat: c.policy for c in room.conns if isinstance(c, BotConnection)}
    assert all(isinstance(policy, PictusPolicy) for policy in policies.values())
    shown = {seat: policy.shown() for seat, policy in policies.items() if isinstance(policy, PictusPolicy)}
    assert shown == {1: {1: "easy", 2: "hard"}, 2: {1: "easy", 2: "hard"}}, "people's seats are not in it"
    await close_all([host])
