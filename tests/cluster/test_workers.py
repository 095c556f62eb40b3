"""`parlour serve --workers 2`: two processes on one port, sharing PostgreSQL and Redis."""

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import redis

from tests.server.conftest import Server, free_port
from tests.server.helpers import close_all, started_game, to_drawing

from .conftest import LEASE_SECONDS, Process, RedisServer


async def test_serve_with_two_workers_plays_a_round(tmp_path: Path, postgres: str, redis_server: RedisServer) -> None:
    port = free_port()
    log = tmp_path / "workers.log"
    env = {**os.environ, "PARLOUR_REDIS_URL": redis_server.url, "PARLOUR_LEASE_SECONDS": str(LEASE_SECONDS)}
    command = [sys.executable, "-m", "parlour", "serve", "--workers", "2", "--port", str(port)]
    with log.open("wb") as out:
        proc = subprocess.Popen([*command, "--database-url", postgres], stdout=out, stderr=subprocess.STDOUT, env=env)
    try:
        probe = Process("probe", postgres, redis_server.url, tmp_path, {})
        probe.port, probe.base, probe.proc, probe.log = port, f"http://127.0.0.1:{port}", proc, log
        await probe.wait_healthy()
        assert await joined(redis_server, 2), "both workers joined the cluster"
        server = Server(probe.base, None)
        _code, clients = await started_game(server, 4)
        await to_drawing(clients)
        await clients[1].act({"type": "guess", "target": 0, "number": 3})
        for client in clients:
            await client.wait(lambda f: f["t"] == "event" and f["event"]["type"] == "guessed")
        await clients[0].send({"t": "draw", "sid": 1, "tool": "pen", "size": 6, "pts": [1, 2, 3]})
        await clients[3].wait(lambda f: f["t"] == "draw" and f["seat"] == 0)
        await server.http.aclose()
        await close_all(clients)
    finally:
        proc.terminate()
        proc.wait(timeout=30)


async def joined(server: RedisServer, processes: int) -> bool:
    """Whether that many processes listen on their channels within a few seconds (each starts on its own)."""
    client = redis.Redis(port=server.port)
    for _ in range(200):
        if len(client.pubsub_channels("parlour:node:*")) == processes:
            return True
        await asyncio.sleep(0.05)
    return False
