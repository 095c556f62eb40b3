"""A host brings their own deck: it goes through the same checks, and the game record keeps it."""

from parlour.server.state import state_of

from .client import Client
from .conftest import Server
from .helpers import COLOURS, NAMES, close_all

SIDES = [
    [f"{word} {kind}" for kind in ("hat", "boat", "cake", "tree", "lamp", "shoe", "kite")]
    for word in ("red", "blue", "green", "tiny", "giant", "old")
]
SIMPLE = "\n\n".join("\n".join(side) for side in SIDES) + "\n"


async def test_a_pasted_simple_deck_is_played_with_and_kept_in_the_game_record(server: Server) -> None:
    response = await server.http.post(
        "/api/rooms", json={"game": "pictomania", "options": {"custom_deck": SIMPLE, "level": "hard"}}
    )
    assert response.status_code == 201, response.text
    code = response.json()["code"]
    room = (await server.http.get(f"/api/rooms/{code}")).json()
    assert room["options"]["deck_size"] == 6 and "cards" not in room["options"]
    assert room["options"]["level"] == "easy", "a brought deck is played at its own level"
    clients = []
    for i in range(3):
        client = await Client(server.base, code).connect()
        await client.sit(NAMES[i], COLOURS[i])
        clients.append(client)
    await clients[0].send({"t": "start"})
    view = await clients[1].wait_view(lambda v: v["phase"] == "preview")
    shown = sorted(card["clues"] for card in view["rack"])
    assert shown == sorted(SIDES), "the rack is the brought deck"
    game_id = clients[0].room["game_id"]  # type: ignore[index]
    reader = state_of(server.app).running.reader
    header = (await reader.game(game_id)).header
    assert sorted(list(card["sides"][0]) for card in header["options"]["cards"]) == sorted(SIDES)
    await close_all(clients)


async def test_a_bad_pasted_deck_is_refused_with_every_problem_by_line(server: Server) -> None:
    bad = "apple\npear\n\nplum 9\n" + "\n".join("abcdefg") + "\n"
    response = await server.http.post("/api/rooms", json={"game": "pictomania", "options": {"custom_deck": bad}})
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "bad_deck"
    lines = {p["line"] for p in error["problems"]}
    assert 1 in lines and 4 in lines


async def test_a_deck_too_small_for_a_round_is_refused(server: Server) -> None:
    response = await server.http.post(
        "/api/rooms", json={"game": "pictomania", "options": {"custom_deck": "\n".join(SIDES[0])}}
    )
    assert response.json()["error"]["code"] == "bad_deck"
    children = await server.http.post(
        "/api/rooms", json={"game": "pictomania", "options": {"custom_deck": "\n".join(SIDES[0]), "children": True}}
    )
    assert children.status_code == 201, "one side is enough for the children's variant"
