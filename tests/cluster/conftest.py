"""Two or more `parlour serve` processes sharing one PostgreSQL database and one Redis server of the test's own
(so that a test may restart it)."""

import asyncio
import os
import signal
import subprocess
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
import redis

from tests.databases import fresh_postgres_database
from tests.server.conftest import free_port
from tests.server.process import ServerProcess

LEASE_SECONDS = 2.0
"""Short, so that a takeover happens within a test's patience."""


class RedisServer:
    def __init__(self, workdir: Path) -> None:
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.workdir = workdir
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        # Nothing on disk: a restart comes back empty, as the deployment guide says Redis may.
        self.proc = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
            cwd=self.workdir,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        client = redis.Redis(port=self.port, socket_connect_timeout=0.2)
        for _ in range(200):
            try:
                if client.ping():
                    return
            except redis.ConnectionError:
                pass
            if self.proc.poll() is not None:
                break
            time.sleep(0.02)
        raise RuntimeError("redis-server did not start")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()

    def get(self, key: str) -> str | None:
        value = redis.Redis(port=self.port).get(key)
        return None if value is None else bytes(value).decode()

    def publish(self, channel: str, data: bytes) -> int:
        return int(redis.Redis(port=self.port).publish(channel, data))

    def keys(self, pattern: str) -> list[str]:
        client = redis.Redis(port=self.port)
        return sorted(k.decode() for k in client.keys(pattern))


class RedisGate:
    """A pipe between one process and the test's Redis that can hold Redis's answers back: a process woken from a
    pause then hears nothing of its lease until the test lets it, so that what the process does first on waking is
    the test's choice, not the scheduler's."""

    def __init__(self, redis: RedisServer) -> None:
        self.redis = redis
        self.open = asyncio.Event()
        self.open.set()
        self.server: asyncio.Server | None = None
        self.port = 0

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    async def start(self) -> None:
        self.server = await asyncio.start_server(self._pipe, "127.0.0.1", 0)
        self.port = self.server.sockets[0].getsockname()[1]

    def hold(self) -> None:
        self.open.clear()

    def release(self) -> None:
        self.open.set()

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()

    async def _pipe(self, client_in: asyncio.StreamReader, client_out: asyncio.StreamWriter) -> None:
        redis_in, redis_out = await asyncio.open_connection("127.0.0.1", self.redis.port)
        await asyncio.gather(self._copy(client_in, redis_out, held=False), self._copy(redis_in, client_out, held=True))

    async def _copy(self, source: asyncio.StreamReader, sink: asyncio.StreamWriter, held: bool) -> None:
        try:
            while data := await source.read(65536):
                if held:
                    await self.open.wait()
                sink.write(data)
                await sink.drain()
        except ConnectionError:
            pass
        finally:
            sink.close()


class Process(ServerProcess):
    """One `parlour serve` of the cluster, its output kept in `logs/<name>.log`."""

    def __init__(self, name: str, database_url: str, redis_url: str, logs: Path, env: dict[str, str]) -> None:
        cluster = {"PARLOUR_REDIS_URL": redis_url, "PARLOUR_LEASE_SECONDS": str(LEASE_SECONDS), **env}
        super().__init__(database_url, cluster, logs / f"{name}.log")
        self.name = name

    async def health(self) -> dict[str, object]:
        async with httpx.AsyncClient() as http:
            data: dict[str, object] = (await http.get(f"{self.base}/healthz")).json()
            return data

    def signal(self, sig: signal.Signals) -> None:
        assert self.proc is not None
        os.kill(self.proc.pid, sig)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGCONT)
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()

    def logged(self) -> str:
        assert self.log is not None
        return self.log.read_text()


@pytest.fixture
def postgres() -> Iterator[str]:
    with fresh_postgres_database() as url:
        yield url


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[RedisServer]:
    server = RedisServer(tmp_path)
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
async def two_processes_one_gated(
    tmp_path: Path, postgres: str, redis_server: RedisServer
) -> AsyncIterator[tuple[Process, Process, RedisGate]]:
    """Two processes, the first of which reaches Redis through a gate the test can hold (`RedisGate`)."""
    gate = RedisGate(redis_server)
    await gate.start()
    urls = {"a": gate.url, "b": redis_server.url}
    processes = [Process(name, postgres, urls[name], tmp_path, {"PARLOUR_BOT_SPEED": "8"}) for name in ("a", "b")]
    try:
        await asyncio.gather(*(process.start() for process in processes))
        yield processes[0], processes[1], gate
    finally:
        for process in processes:
            process.stop()
        await gate.close()


@pytest.fixture
async def two_processes(tmp_path: Path, postgres: str, redis_server: RedisServer) -> AsyncIterator[list[Process]]:
    processes = [Process(name, postgres, redis_server.url, tmp_path, {"PARLOUR_BOT_SPEED": "8"}) for name in ("a", "b")]
    try:
        # Started together: each spends seconds importing the server, and they migrate one database safely at once
        # (tests/store/test_migrations.py), so waiting for one before starting the other only doubles the setup.
        await asyncio.gather(*(process.start() for process in processes))
        yield processes
    finally:
        for process in processes:
            process.stop()
