"""A real server on a loopback port for each test, on SQLite and on PostgreSQL."""

import asyncio
import contextlib
import socket
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn

from parlour.server.app import create_app
from parlour.server.limits import Limits
from parlour.server.runner import uvicorn_config
from parlour.server.settings import Settings
from tests.databases import fresh_postgres_database


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A database of its own for this test session, dropped at the end."""
    with fresh_postgres_database() as url:
        yield url


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite+aiosqlite:///{tmp_path / 'parlour.sqlite3'}"
    url: str = request.getfixturevalue("postgres_url")
    return url


class Server:
    def __init__(self, base: str, app: Any) -> None:
        self.base = base
        self.app = app
        self.http = httpx.AsyncClient(base_url=base)

    async def create_room(self, game: str = "pictomania", **options: Any) -> str:
        response = await self.http.post("/api/rooms", json={"game": game, "options": options})
        assert response.status_code == 201, response.text
        return str(response.json()["code"])


async def start_server(
    database_url: str,
    clock: Any = None,
    bot_speed: float = 1.0,
    limits: Limits | None = None,
    stroke_tick_ms: int = Settings.stroke_tick_ms,
    **more: Any,
) -> tuple[uvicorn.Server, asyncio.Task[None], str]:
    """`more`: any other of the server's settings (`redis_url`, say)."""
    settings = Settings(
        port=free_port(),
        database_url=database_url,
        bot_speed=bot_speed,
        limits=limits or Limits(),
        stroke_tick_ms=stroke_tick_ms,
        **more,
    )
    server = uvicorn.Server(uvicorn_config(create_app(settings, clock=clock), settings))
    task = asyncio.create_task(server.serve())
    while not server.started:
        await asyncio.sleep(0.01)
        if task.done():
            task.result()
    return server, task, f"http://127.0.0.1:{settings.port}"


@contextlib.asynccontextmanager
async def running_server(database_url: str, **options: Any) -> AsyncIterator[Server]:
    uv, task, base = await start_server(database_url, **options)
    running = Server(base, uv.config.app)
    try:
        yield running
    finally:
        await running.http.aclose()
        uv.should_exit = True
        await task


@pytest.fixture
async def server(database_url: str) -> AsyncIterator[Server]:
    async with running_server(database_url) as running:
        yield running


class Clocked(Server):
    """A server whose clock the test moves: `now[0]` is the time, in milliseconds."""

    now: list[int]


@pytest.fixture
async def clocked(database_url: str) -> AsyncIterator[Clocked]:
    now = [1_000_000]
    uv, task, base = await start_server(database_url, clock=lambda: now[0])
    server = Clocked(base, uv.config.app)
    server.now = now
    try:
        yield server
    finally:
        await server.http.aclose()
        uv.should_exit = True
        await task
