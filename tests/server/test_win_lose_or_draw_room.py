"""Win, Lose or Draw in a real server: teams in the lobby, a turn over WebSockets, its secrets, its record, and a
sketcher who is away when their turn begins. On SQLite and on PostgreSQL, with a clock the test moves."""

import json
import re
from typing import Any

from parlour.games.win_lose_or_draw.turns import READY_MS, REVEAL_MS
from parlour.server.room import ABSENT_GRACE_MS
from parlour.server.state import state_of

from .client import Client
from .conftest import Clocked, Server
from .helpers import close_all

GAME = "win-lose-or-draw"
NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus"]
COLOURS = ["red", "yellow", "green", "blue", "purple", "orange", "pink"]


async def team_room(server: Server, players: int = 4, **options: Any) -> tuple[str, list[Client]]:
    code = await server.create_room(GAME, **options)
    clients = []
    for i in range(players):
        client = await Client(server.base, code).connect()
        await client.sit(NAMES[i], COLOURS[i])
        clients.append(client)
    return code, clients


async def wake(server: Clocked, client: Client, ms: int) -> None:
    """Move the clock on and wake the room (its own timer would, on real time)."""
    server.now[0] += ms
    await client.send({"t": "ping", "n": server.now[0]})


async def first_turn_drawn(clocked: Clocked, clients: list[Client]) -> tuple[dict[str, Any], Client, str]:
    """The host starts a team game; past the opening, the first sketcher starts the timer and draws a stroke. The
    first turn's view, its sketcher and the item they were given."""
    await clients[0].send({"t": "start"})
    await clients[0].wait_view(lambda v: v["phase"] == "opening")
    await wake(clocked, clients[0], 4000)
    view = await clients[0].wait_view(lambda v: v["phase"] == "turn")
    sketcher = clients[view["sketcher"]]
    mine = await sketcher.wait_view(lambda v: v["item"] is not None)
    await sketcher.act({"type": "start"})
    await sketcher.send({"t": "draw", "sid": 1, "tool": "pen", "size": 6, "pts": [10, 10, 50, 20, 30, 60]})
    return view, sketcher, str(mine["item"]["text"])


def before(frames: list[dict[str, Any]], predicate: Any) -> list[dict[str, Any]]:
    for index, frame in enumerate(frames):
        if predicate(frame):
            return frames[:index]
    return frames


def words_in(value: Any) -> list[str]:
    """Every string a frame carries, keys too, for a look for a secret in what a player was sent. (A substring
    search of the whole frame would also find a short item, "Up" say, inside an encoded sheet.)"""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [*value, *(word for item in value.values() for word in words_in(item))]
    if isinstance(value, list):
        return [word for item in value for word in words_in(item)]
    return []


def mentions(frames: list[dict[str, Any]], text: str) -> bool:
    """Whether any string in these frames is `text` or has it as a whole word (as a guess or a title would)."""
    pattern = re.compile(rf"(?<!\S){re.escape(text)}(?!\S)", re.IGNORECASE)
    return any(pattern.search(word) for word in words_in(frames))


def has_event(frame: dict[str, Any], **fields: Any) -> bool:
    messages = [frame]
    return any(m.get("t") == "event" and all(m["event"].get(k) == v for k, v in fields.items()) for m in messages)


async def test_a_team_turn_over_websockets_keeps_the_item_secret_and_records_the_sketch(clocked: Clocked) -> None:
    code, clients = await team_room(clocked, target=1)
    room = await clients[0].wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 4)
    assert [s["team"] for s in room["room"]["seats"]] == [0, 1, 0, 1]
    watcher = await Client(clocked.base, code).connect()
    screen = await Client(clocked.base, code).connect(screen=True)
    view, sketcher, text = await first_turn_drawn(clocked, clients)
    mate = next(c for c in clients if c is not sketcher and view["teams"]["of"][c.seat] == view["teams"]["playing"])
    other = next(c for c in clients if view["teams"]["of"][c.seat] != view["teams"]["playing"])
    await mate.wait(lambda f: f["t"] == "draw")
    await other.act({"type": "guess", "text": text})
    assert (await other.error())["code"] == "not_your_team"
    await mate.act({"type": "guess", "text": "a teapot"})
    await mate.act({"type": "guess", "text": text})
    final = await watcher.wait_view(lambda v: v["phase"] == "over")
    assert final["teams"]["winner"] == view["teams"]["playing"]
    assert final["history"][0]["text"] == text and final["history"][0]["guessers"] == [mate.seat]

    for client in [*clients, watcher, screen]:
        if client is sketcher:
            continue
        until_answered = before(client.frames, lambda f: mentions([f], text) and 'correct": true' in json.dumps(f))
        assert until_answered and not mentions(until_answered, text), f"seat {client.seat} saw the item"
        assert not mentions(until_answered, "near")

    room = await watcher.wait(lambda f: f["t"] == "room" and f["room"]["game_id"] is not None)
    record = (await clocked.http.get(f"/api/games/{room['room']['game_id']}")).json()
    assert [(op["round"], op["seat"]) for op in record["ops"]] == [(1, sketcher.seat)]
    guesses = [e for e in record["events"] if e["type"] == "guess"]
    assert [(g["text"], g["correct"]) for g in guesses] == [("a teapot", False), (text, True)]
    await close_all([*clients, watcher, screen])


async def test_the_finished_sketch_is_shown_to_everyone_before_the_next_turns_countdown(clocked: Clocked) -> None:
    _code, clients = await team_room(clocked)
    await clients[0].send({"t": "start"})
    await clients[0].wait_view(lambda v: v["phase"] == "opening")
    await wake(clocked, clients[0], 4000)
    view = await clients[0].wait_view(lambda v: v["phase"] == "turn")
    sketcher = clients[view["sketcher"]]
    text = (await sketcher.wait_view(lambda v: v["item"] is not None))["item"]["text"]
    await sketcher.act({"type": "start"})
    await sketcher.wait_view(lambda v: v["stage"] == "drawing")
    await sketcher.send({"t": "draw", "sid": 1, "tool": "pen", "size": 6, "pts": [10, 10, 50, 20, 30, 60]})
    mate = next(c for c in clients if c is not sketcher and view["teams"]["of"][c.seat] == view["teams"]["playing"])
    await mate.wait(lambda f: f["t"] == "draw")
    clocked.now[0] += 2500
    await mate.act({"type": "guess", "text": text})
    for client in clients:
        moment = await client.wait_view(lambda v: v["stage"] == "reveal")
        result = moment["history"][-1]
        assert moment["turn"] == 1 and moment["sketcher"] == sketcher.seat and moment["drawing"]["epoch"] == 1
        assert (result["text"], result["guessers"], result["ms"]) == (text, [mate.seat], 2500)
    following = clients[moment["next"]]
    assert moment["teams"]["of"][following.seat] != view["teams"]["playing"]
    ended = clocked.now[0]
    await wake(clocked, mate, REVEAL_MS - 1)
    await mate.wait(lambda f: f["t"] == "pong" and f["n"] == clocked.now[0])
    assert mate.view is not None and mate.view["stage"] == "reveal"
    await wake(clocked, mate, 1)
    turn = await following.wait_view(lambda v: v["turn"] == 2)
    assert turn["stage"] == "ready" and turn["sketcher"] == following.seat
    assert turn["deadline"] == ended + REVEAL_MS + READY_MS  # the countdown starts once the moment is over
    await close_all(clients)


async def test_a_sketcher_away_when_their_turn_begins_is_passed_after_a_grace(clocked: Clocked) -> None:
    _code, clients = await team_room(clocked)
    await clients[0].send({"t": "start"})
    view = await clients[0].wait_view(lambda v: v["phase"] == "opening")
    first = view["teams"]["next"][view["teams"]["first"]]
    away = clients[first]
    present = next(c for c in clients if c is not away)
    await away.close()
    await wake(clocked, present, 4000)
    view = await present.wait_view(lambda v: v["phase"] == "turn")
    assert view["sketcher"] == first and view["stage"] == "ready"
    await wake(clocked, present, ABSENT_GRACE_MS - 1)
    await present.wait(lambda f: f["t"] == "pong" and f["n"] == clocked.now[0])
    assert present.view is not None and present.view["sketcher"] == first
    await wake(clocked, present, 1)
    view = await present.wait_view(lambda v: v["turn"] == 2)
    assert view["history"][-1]["outcome"] == "passed" and view["sketcher"] != first
    assert view["teams"]["of"][view["sketcher"]] == view["teams"]["of"][first]  # a teammate sketches instead
    await close_all([c for c in clients if c is not away])


async def test_changing_the_way_to_play_in_the_lobby_changes_the_table(server: Server) -> None:
    _code, clients = await team_room(server, 4)
    host = clients[0]
    await host.send({"t": "options", "options": {"mode": "board"}})
    room = await host.wait(lambda f: f["t"] == "room" and f["room"]["teams"] == 0)
    assert room["room"]["max_players"] == 6 and [s["team"] for s in room["room"]["seats"]] == [None] * 4
    seen = {id(f) for f in host.frames}
    await host.send({"t": "options", "options": {"mode": "teams"}})
    room = await host.wait(lambda f: id(f) not in seen and f["t"] == "room" and f["room"]["teams"] == 2)
    assert room["room"]["max_players"] == 12 and sorted(s["team"] for s in room["room"]["seats"]) == [0, 0, 1, 1]
    await close_all(clients)


async def test_a_way_to_play_for_fewer_than_are_seated_is_refused(server: Server) -> None:
    _code, clients = await team_room(server, 7)
    await clients[0].send({"t": "options", "options": {"mode": "board"}})
    error = await clients[0].error()
    assert error["code"] == "too_many_players" and error["max"] == 6
    await close_all(clients)


async def test_a_board_item_reaches_only_those_who_sketched_it_and_a_right_guess_hides_in_its_window(
    clocked: Clocked,
) -> None:
    code = await clocked.create_room(GAME, mode="board", turn_seconds=30)
    clients = []
    for i in range(4):
        client = await Client(clocked.base, code).connect()
        await client.sit(NAMES[i], COLOURS[i])
        clients.append(client)
    await clients[0].send({"t": "start"})
    view = await clients[0].wait_view(lambda v: v["phase"] == "placing")
    first = clients[view["sketcher"]]
    await first.act({"type": "place", "space": 7})
    text = (await first.wait_view(lambda v: v["item"] is not None))["item"]["text"]
    await first.act({"type": "start"})
    await first.wait_view(lambda v: v["stage"] == "drawing")  # started on the clock as it is now
    await wake(clocked, first, 30_000)  # nobody guesses: the player to the left sketches the same item
    second = clients[(first.seat + 1) % 4]
    await second.wait_view(lambda v: v["stage"] == "reveal" and v["next"] == second.seat)
    await second.act({"type": "skip"})  # after a look at the unguessed sketch
    await second.wait_view(lambda v: v["turn"] == 2 and v["item"] is not None)
    assert (await first.wait_view(lambda v: v["turn"] == 2))["item"]["text"] == text  # they know it already
    await second.act({"type": "start"})
    await second.wait_view(lambda v: v["stage"] == "drawing")
    await first.act({"type": "guess", "text": text})
    assert (await first.error())["code"] == "own_item"
    third, fourth = clients[(first.seat + 2) % 4], clients[(first.seat + 3) % 4]
    await third.act({"type": "guess", "text": text})
    hidden = await fourth.wait_view(lambda v: any(g["correct"] for g in v["guesses"]))
    assert [g["text"] for g in hidden["guesses"] if g["correct"]] == [None]
    await wake(clocked, fourth, 1000)
    collect = await fourth.wait_view(lambda v: v["stage"] == "collect")
    assert collect["board"]["to_take"] == [third.seat]
    # The guesser typed it; the fourth player neither sketched nor guessed it, and learns it only once it is won.
    seen = before(fourth.frames, lambda f: '"type": "guessed"' in json.dumps(f) or "collect" in json.dumps(f))
    assert not mentions(seen, text)
    await third.act({"type": "take", "colour": "blue"})
    await second.act({"type": "roll"})
    await fourth.wait_view(lambda v: v["stage"] == "reveal")
    await wake(clocked, fourth, REVEAL_MS)
    after = await fourth.wait_view(lambda v: v["turn"] == 3)
    assert after["board"]["pawns"][third.seat] == ["blue"] and after["board"]["roll"]["from"] == 7
    assert after["history"][-1]["outcome"] == "guessed" and after["history"][0]["text"] == text
    await close_all(clients)


async def test_a_hosts_own_list_is_checked_with_its_lines_and_kept_in_the_game_record(clocked: Clocked) -> None:
    bad = "[Movies]\nJaws\nOcean's 11\n[Cars]\nBeetle\n"
    response = await clocked.http.post("/api/rooms", json={"game": GAME, "options": {"custom_items": bad}})
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "bad_items" and [p["line"] for p in error["problems"]] == [3, 4]
    good = "[Movies]\nJaws\nStar Wars\nMary Poppins\n[Food]\nApple pie\nHot dog\n"
    code = await clocked.create_room(GAME, mode="board", custom_items=good, turn_seconds=30)
    clients = []
    for i in range(3):
        client = await Client(clocked.base, code).connect()
        await client.sit(NAMES[i], COLOURS[i])
        clients.append(client)
    room = await clients[0].wait(lambda f: f["t"] == "room")
    assert room["room"]["options"]["items"] == 5 and room["room"]["options"]["custom"] is True
    await clients[0].send({"t": "start"})
    view = await clients[0].wait_view(lambda v: v["phase"] == "placing")
    sketcher = clients[view["sketcher"]]
    await sketcher.act({"type": "place", "space": 0})
    text = (await sketcher.wait_view(lambda v: v["item"] is not None))["item"]["text"]
    assert text in {"Jaws", "Star Wars", "Mary Poppins", "Apple pie", "Hot dog"}
    room = await clients[0].wait(lambda f: f["t"] == "room" and f["room"]["game_id"] is not None)
    header = (await state_of(clocked.app).running.reader.game(room["room"]["game_id"])).header
    assert [item[1] for item in header["options"]["items"]] == [
        "Jaws",
        "Star Wars",
        "Mary Poppins",
        "Apple pie",
        "Hot dog",
    ]
    await close_all(clients)


async def test_reactions_during_a_game_are_kept_in_its_record_by_round_and_no_other_is(clocked: Clocked) -> None:
    _, clients = await team_room(clocked, target=1)
    await clients[0].wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 4)
    await clients[1].send({"t": "react", "reaction": "wow"})  # in the lobby: shown, not kept
    await clients[0].wait(lambda f: f["t"] == "reaction" and f["reaction"] == "wow")
    view, sketcher, text = await first_turn_drawn(clocked, clients)
    mate = next(c for c in clients if c is not sketcher and view["teams"]["of"][c.seat] == view["teams"]["playing"])
    other = next(c for c in clients if view["teams"]["of"][c.seat] != view["teams"]["playing"])
    await mate.wait(lambda f: f["t"] == "draw")
    await other.send({"t": "react", "reaction": "<b>boo</b>"})
    assert (await other.error())["code"] == "bad_reaction"
    await other.send({"t": "react", "reaction": "laugh"})
    await mate.send({"t": "react", "reaction": "fire"})
    await sketcher.wait(lambda f: f["t"] == "reaction" and f["reaction"] == "fire")
    await mate.act({"type": "guess", "text": text})
    await mate.wait_view(lambda v: v["phase"] == "over")
    room = await mate.wait(lambda f: f["t"] == "room" and f["room"]["game_id"] is not None)
    record = (await clocked.http.get(f"/api/games/{room['room']['game_id']}")).json()
    sketch_round = record["ops"][0]["round"]
    kept = [(r["round"], r["seat"], r["reaction"]) for r in record["reactions"]]
    assert kept == [(sketch_round, other.seat, "laugh"), (sketch_round, mate.seat, "fire")]
    await close_all(clients)
