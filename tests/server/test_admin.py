"""The admin's API: off without PARLOUR_ADMIN_TOKEN, refused without the token, and with it the rooms this process
holds, its figures, closing a room for good (its players told why) and banning an address for a while."""

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from .client import Client
from .conftest import Server, running_server
from .helpers import close_all, started_game, to_drawing

TOKEN = "a-long-admin-token"
AS_ADMIN = {"Authorization": f"Bearer {TOKEN}"}


@pytest.fixture
async def with_admin(tmp_path: Path) -> AsyncIterator[Any]:
    now = [1_000_000]
    async with running_server(
        f"sqlite+aiosqlite:///{tmp_path}/a.sqlite3", admin_token=TOKEN, clock=lambda: now[0]
    ) as server:
        server.now = now  # type: ignore[attr-defined]
        yield server


async def test_the_admin_api_is_off_without_a_token_set(server: Server) -> None:
    for method, path in (
        ("GET", "/api/admin/overview"),
        ("POST", "/api/admin/rooms/ABCDEF/close"),
        ("POST", "/api/admin/bans"),
        ("DELETE", "/api/admin/bans/127.0.0.1"),
    ):
        response = await server.http.request(method, path, headers=AS_ADMIN, json={})
        assert (response.status_code, response.json()["error"]["code"]) == (404, "admin_off"), path


async def test_the_admin_api_refuses_a_missing_or_wrong_token(with_admin: Server) -> None:
    for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": TOKEN}, {"Authorization": "Basic x"}):
        response = await with_admin.http.get("/api/admin/overview", headers=headers)
        assert (response.status_code, response.json()["error"]["code"]) == (401, "admin_token_refused"), headers
    code = await with_admin.create_room()
    response = await with_admin.http.post(f"/api/admin/rooms/{code}/close", json={"reason": "x"})
    assert response.status_code == 401
    assert (await with_admin.http.get(f"/api/rooms/{code}")).status_code == 200, "the room is still there"


async def test_the_overview_lists_rooms_with_their_players_and_the_process_figures(with_admin: Server) -> None:
    code, clients = await started_game(with_admin, 3)
    await to_drawing(clients)
    first = (await with_admin.http.get("/api/admin/overview", headers=AS_ADMIN)).json()
    await clients[0].send({"t": "draw", "sid": 1, "tool": "pen", "size": 6, "pts": [1, 2, 3]})
    await clients[1].wait(lambda f: f["t"] == "draw")
    second = (await with_admin.http.get("/api/admin/overview", headers=AS_ADMIN)).json()
    [room] = second["rooms"]
    assert (room["code"], room["game"], room["status"], room["phase"]) == (code, "pictomania", "playing", "drawing")
    assert [p["name"] for p in room["players"]] == ["Ann", "Bob", "Cleo"] and room["connections"] == 3
    assert all(p["connected"] and p["bot"] is None for p in room["players"])
    process = second["process"]
    assert process["rooms"] == 1 and process["sockets"] == 3
    assert first["process"]["frames_in_per_second"] is None, "a rate needs two samples"
    assert process["frames_in_per_second"] > 0 and process["frames_out_per_second"] > 0
    assert process["send_queue"]["deepest"] >= 0 and process["memory_bytes"] > 10_000_000
    await close_all(clients)


async def test_closing_a_room_tells_its_players_why_and_it_is_gone_for_good(with_admin: Server) -> None:
    code, clients = await started_game(with_admin, 3)
    await to_drawing(clients)
    for reason in ("", "   ", "x" * 201, None):
        response = await with_admin.http.post(
            f"/api/admin/rooms/{code}/close", headers=AS_ADMIN, json={"reason": reason}
        )
        assert (response.status_code, response.json()["error"]["code"]) == (400, "bad_reason")
    for content in (b"[1]", b"{not json"):
        response = await with_admin.http.post(f"/api/admin/rooms/{code}/close", headers=AS_ADMIN, content=content)
        assert (response.status_code, response.json()["error"]["code"]) == (400, "bad_request"), content
    await clients[0].settled()  # nothing happened to the room
    response = await with_admin.http.post(
        f"/api/admin/rooms/{code}/close", headers=AS_ADMIN, json={"reason": "Closed for rude names"}
    )
    assert response.json() == {"closed": code}
    for client in clients:
        farewell = await client.error()
        assert farewell == {"t": "error", "code": "room_closed", "reason": "Closed for rude names"}
        assert await client.closed() == 4410
    again = await Client(with_admin.base, code).open()
    assert (await again.error())["code"] == "no_such_room"
    assert (await with_admin.http.get(f"/api/rooms/{code}")).status_code == 404
    assert (await with_admin.http.get("/api/admin/overview", headers=AS_ADMIN)).json()["rooms"] == []
    response = await with_admin.http.post(f"/api/admin/rooms/{code}/close", headers=AS_ADMIN, json={"reason": "again"})
    assert (response.status_code, response.json()["error"]["code"]) == (404, "room_not_here")
    assert await again.closed() == 4404


async def test_a_banned_address_is_refused_until_its_time_is_up_or_the_ban_is_lifted(with_admin: Any) -> None:
    code = await with_admin.create_room()
    for body, error in (
        ({"address": "not an address", "minutes": 5}, "bad_address"),
        ({"address": "127.0.0.1", "minutes": 0}, "bad_minutes"),
        ({"address": "127.0.0.1", "minutes": True}, "bad_minutes"),
        ({"address": "127.0.0.1", "minutes": 10**9}, "bad_minutes"),
    ):
        response = await with_admin.http.post("/api/admin/bans", headers=AS_ADMIN, json=body)
        assert (response.status_code, response.json()["error"]["code"]) == (400, error), body
    response = await with_admin.http.post(
        "/api/admin/bans", headers=AS_ADMIN, json={"address": "127.0.0.1", "minutes": 5}
    )
    assert response.json() == {"address": "127.0.0.1", "until": with_admin.now[0] + 5 * 60_000}

    refused = await Client(with_admin.base, code).open()
    assert (await refused.error())["code"] == "banned" and await refused.closed() == 1008
    response = await with_admin.http.post("/api/rooms", json={"game": "pictomania"})
    assert (response.status_code, response.json()["error"]["code"]) == (403, "banned")
    listed = (await with_admin.http.get("/api/admin/overview", headers=AS_ADMIN)).json()["bans"]
    assert listed == [{"address": "127.0.0.1", "until": with_admin.now[0] + 5 * 60_000}]

    with_admin.now[0] += 5 * 60_000  # its time is up
    back = await Client(with_admin.base, code).connect()
    assert (await with_admin.http.get("/api/admin/overview", headers=AS_ADMIN)).json()["bans"] == []

    await with_admin.http.post("/api/admin/bans", headers=AS_ADMIN, json={"address": "127.0.0.1", "minutes": 60})
    assert (await with_admin.http.delete("/api/admin/bans/127.0.0.1", headers=AS_ADMIN)).json() == {
        "lifted": "127.0.0.1"
    }
    assert (await with_admin.http.delete("/api/admin/bans/127.0.0.1", headers=AS_ADMIN)).status_code == 404
    assert (await with_admin.http.post("/api/rooms", json={"game": "pictomania"})).status_code == 201
    await close_all([refused, back])
