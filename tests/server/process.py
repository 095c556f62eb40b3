"""`parlour serve` as a process of its own, so that a test can kill it for real (kill -9) and start it again."""

import asyncio
import os
import signal
import subprocess
import sys

import httpx

from .conftest import free_port


class ServerProcess:
    def __init__(self, database_url: str, env: dict[str, str] | None = None) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.database_url = database_url
        self.env = {**os.environ, **(env or {})}
        self.proc: subprocess.Popen[bytes] | None = None

    async def start(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "parlour", "serve", "--port", str(self.port), "--database-url", self.database_url],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=self.env,
        )
        async with httpx.AsyncClient() as http:
            for _ in range(300):
                try:
                    if (await http.get(f"{self.base}/healthz")).status_code == 200:
                        return
                except httpx.TransportError:
                    pass
                await asyncio.sleep(0.05)
        raise RuntimeError("parlour serve did not start")

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
