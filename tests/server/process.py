"""`parlour serve` as a process of its own, so that a test can kill it for real (kill -9) and start it again."""

import asyncio
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import httpx

from .conftest import free_port


async def answers_healthy(base: str, proc: "subprocess.Popen[bytes] | None" = None, tries: int = 400) -> bool:
    """Whether a server that was just started answers `/healthz` with 200 within `tries` looks (20 a second): its
    start is awaited this way because it says nothing the test could wait on. False as soon as `proc` has exited."""
    async with httpx.AsyncClient() as http:
        for _ in range(tries):
            try:
                if (await http.get(f"{base}/healthz")).status_code == 200:
                    return True
            except httpx.TransportError:
                pass
            if proc is not None and proc.poll() is not None:
                return False
            await asyncio.sleep(0.05)
    return False


async def assert_page_and_assets(http: httpx.AsyncClient) -> None:
    """The home page is served, with every script and style it names."""
    page = await http.get("/")
    assert page.status_code == 200 and "<html" in page.text.lower()
    assets = re.findall(r'(?:src|href)="(/static/assets/[^"]+)"', page.text)
    assert assets, "the page names its scripts and styles"
    for asset in assets:
        assert (await http.get(asset)).status_code == 200, asset


class ServerProcess:
    def __init__(self, database_url: str, env: dict[str, str] | None = None, log: Path | None = None) -> None:
        """`log`: where its output goes (appended to, across restarts); nowhere when None."""
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.database_url = database_url
        self.env = {**os.environ, **(env or {})}
        self.log = log
        self.proc: subprocess.Popen[bytes] | None = None
        self.clock_touched = False
        """The test clock was moved or held: its time is no longer the wall clock's (see the e2e `live_server`)."""

    async def start(self) -> None:
        command = [sys.executable, "-m", "parlour", "serve", "--port", str(self.port)]
        out = self.log.open("ab") if self.log is not None else subprocess.DEVNULL
        try:
            self.proc = subprocess.Popen(
                [*command, "--database-url", self.database_url], stdout=out, stderr=subprocess.STDOUT, env=self.env
            )
        finally:
            if self.log is not None and not isinstance(out, int):
                out.close()
        await self.wait_healthy()

    async def wait_healthy(self) -> None:
        assert self.proc is not None
        if await answers_healthy(self.base, self.proc):
            return
        said = self.log.read_text()[-3000:] if self.log is not None and self.log.exists() else ""
        raise RuntimeError(f"parlour serve did not start\n{said}")

    async def advance(self, ms: int) -> int:
        """Move the server's clock on by `ms` (it runs with PARLOUR_TEST_CLOCK=1): its game timers that fall due
        meanwhile fire at once. Returns the server's new time."""
        return await self._clock({"advance_ms": ms})

    async def hold_clock(self, held: bool = True) -> int:
        """Stop the server's clock (only `advance` moves it then), or with `held=False` let it flow again, so that
        no stage a test looks at runs out while a loaded machine is slow to show it. Returns the server's time."""
        return await self._clock({"hold": held})

    async def _clock(self, body: dict[str, object]) -> int:
        self.clock_touched = True
        async with httpx.AsyncClient() as http:
            response = await http.post(f"{self.base}/test/clock", json=body)
            response.raise_for_status()
            return int(response.json()["now"])

    def proc_gone(self) -> bool:
        return self.proc is None or self.proc.poll() is not None

    def terminate(self, timeout: float = 30.0) -> int:
        """Ask it to stop as a service manager does (SIGTERM); its exit status. The wait is a bound on how long a
        graceful stop may take, not a pause: it returns as soon as the process has gone."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGTERM)
        return self.proc.wait(timeout=timeout)

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
