"""The HTTP API: rooms, game records, health, readiness and metrics."""

from pathlib import Path

import httpx

from parlour.server.app import create_app
from parlour.server.settings import Settings
from parlour.server.state import state_of

from .conftest import Server
from .helpers import close_all, started_game


async def test_create_room_gives_a_short_code_and_a_link(server: Server) -> None:
    response = await server.http.post("/api/rooms", json={"game": "pictomania", "options": {"language": "fr"}})
    assert response.status_code == 201
    body = response.json()
    assert len(body["code"]) == 6 and body["url"] == f"/r/{body['code']}"
    room = (await server.http.get(f"/api/rooms/{body['code']}")).json()
    assert room["status"] == "lobby" and room["options"]["language"] == "fr" and "cards" not in room["options"]


async def test_room_codes_are_case_insensitive(server: Server) -> None:
    code = await server.create_room()
    assert (await server.http.get(f"/api/rooms/{code.lower()}")).status_code == 200


async def test_bad_room_options_get_a_stable_error_code(server: Server) -> None:
    for options in ({"level": "impossible"}, {"round_seconds": 2}, {"language": "xx"}, {"colour": "red"}):
        response = await server.http.post("/api/rooms", json={"game": "pictomania", "options": options})
        assert response.status_code == 400
        assert response.json()["error"]["code"] == "bad_options", options
    response = await server.http.post("/api/rooms", json={"game": "chess"})
    assert response.json()["error"]["code"] == "unknown_game"
    response = await server.http.post("/api/rooms", content=b"{not json")
    assert response.json()["error"]["code"] == "bad_request"


async def test_unknown_room_is_404_with_a_code(server: Server) -> None:
    response = await server.http.get("/api/rooms/ZZZZZZ")
    assert response.status_code == 404 and response.json()["error"]["code"] == "no_such_room"


async def test_game_record_is_refused_while_the_game_is_on(server: Server) -> None:
    _code, clients = await started_game(server, 3)
    game_id = clients[0].room["game_id"]  # type: ignore[index]
    response = await server.http.get(f"/api/games/{game_id}")
    assert response.status_code == 409 and response.json()["error"]["code"] == "game_in_progress"
    assert (await server.http.get("/api/games/nope")).status_code == 404
    await close_all(clients)


async def test_healthz_and_metrics(server: Server) -> None:
    _code, clients = await started_game(server, 3)
    health = (await server.http.get("/healthz")).json()
    assert health["ok"] and health["rooms"] >= 1 and health["connections"] >= 3
    metrics = (await server.http.get("/metrics")).text
    for name in (
        "parlour_connections",
        "parlour_rooms",
        "parlour_frames_in_total",
        "parlour_frames_out_total",
        "parlour_fanout_seconds",
    ):
        assert name in metrics
    assert 'parlour_frames_in_total{type="sit"} 3.0' in metrics
    await close_all(clients)


async def test_pages_are_served_for_the_client_routes(server: Server) -> None:
    for path in ("/", "/r/ABCDEF", "/r/ABCDEF/table", "/games/x"):
        response = await server.http.get(path)
        assert response.status_code in (200, 503)
        assert "Parlour" in response.text or "<div" in response.text


async def test_readyz_says_when_a_process_may_be_sent_players(server: Server, tmp_path: Path) -> None:
    assert (await server.http.get("/readyz")).json() == {"ready": True}
    # Not yet started (its lifespan has not opened the rooms), and stopping: a proxy sends players elsewhere.
    app = create_app(Settings(database_url=f"sqlite+aiosqlite:///{tmp_path}/r.sqlite3"))
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://parlour") as http:
        response = await http.get("/readyz")
        assert (response.status_code, response.json()) == (503, {"ready": False, "reason": "starting"})
        async with app.router.lifespan_context(app):
            assert (await http.get("/readyz")).json() == {"ready": True}
            state_of(app).draining = True
            response = await http.get("/readyz")
            assert (response.status_code, response.json()) == (503, {"ready": False, "reason": "draining"})
