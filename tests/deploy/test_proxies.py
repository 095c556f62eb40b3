"""The proxy configurations of deploy/ (docs/deploy.md), run for real: Debian's nginx and Caddy in front of two
`parlour serve` processes sharing PostgreSQL and Redis, each proxy a child of the test on a port of its own, its
configuration the file of deploy/ (nginx's with only its addresses changed). Through each, a room is played over
HTTP and WebSocket, its players reach the one process that serves it (route by room), the per-address limits count
the client's own address (trusted proxy headers), and when that process dies its players come back through the
proxy to the other."""

import asyncio
import os
import re
import shutil
import subprocess
from collections.abc import AsyncIterator
from pathlib import Path
from types import SimpleNamespace

import httpx
import pytest
from tests.cluster.conftest import Process, RedisServer
from tests.cluster.test_two_processes import reconnect
from tests.server.conftest import Server, free_port
from tests.server.helpers import close_all, started_game, to_drawing
from tests.server.process import answers_healthy

pytestmark = pytest.mark.proxy

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
ROOMS_PER_MINUTE = 3
"""Low, so that one address runs out of rooms at once."""


class Proxy:
    def __init__(self, kind: str, workdir: Path, upstreams: list[Process]) -> None:
        self.kind = kind
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.workdir = workdir
        self.upstreams = [f"127.0.0.1:{process.port}" for process in upstreams]
        self.log = workdir / f"{kind}.log"
        self.proc: subprocess.Popen[bytes] | None = None

    def command(self) -> tuple[list[str], dict[str, str]]:
        if self.kind == "nginx":
            return self.nginx()
        return self.caddy()

    def nginx(self) -> tuple[list[str], dict[str, str]]:
        """deploy/nginx/parlour.conf in the http block of a main file of the test's: nginx in the foreground, one
        process, everything it writes in the work folder."""
        site = (DEPLOY / "nginx" / "parlour.conf").read_text()
        servers = re.findall(r"^\s*server (parlour-[ab]:8000)", site, flags=re.MULTILINE)
        assert len(servers) == len(self.upstreams)
        for name, address in zip(servers, self.upstreams, strict=True):
            site = site.replace(f"server {name}", f"server {address}")
        assert "    listen 80;" in site
        site = site.replace("    listen 80;", f"    listen 127.0.0.1:{self.port};")
        (self.workdir / "parlour.conf").write_text(site)
        temp = {name: self.workdir / name for name in ("body", "proxy", "fastcgi", "uwsgi", "scgi")}
        for path in temp.values():
            path.mkdir()
        main = f"""
daemon off;
master_process off;
pid {self.workdir}/nginx.pid;
error_log {self.log} info;
events {{ worker_connections 512; }}
http {{
    access_log {self.workdir}/access.log;
    client_body_temp_path {temp["body"]};
    proxy_temp_path {temp["proxy"]};
    fastcgi_temp_path {temp["fastcgi"]};
    uwsgi_temp_path {temp["uwsgi"]};
    scgi_temp_path {temp["scgi"]};
    include {self.workdir}/parlour.conf;
}}
"""
        (self.workdir / "nginx.conf").write_text(main)
        return ["nginx", "-e", str(self.log), "-p", str(self.workdir), "-c", str(self.workdir / "nginx.conf")], {}

    def caddy(self) -> tuple[list[str], dict[str, str]]:
        """deploy/caddy/Caddyfile as it is, imported after global options of the test's (no admin endpoint, which
        would take port 2019); its two variables give the address and the processes."""
        (self.workdir / "Caddyfile").write_text(f"{{\n\tadmin off\n}}\nimport {DEPLOY / 'caddy' / 'Caddyfile'}\n")
        env = {
            "PARLOUR_SITE": f":{self.port}",
            "PARLOUR_UPSTREAMS": " ".join(self.upstreams),
            "XDG_DATA_HOME": str(self.workdir / "data"),
            "XDG_CONFIG_HOME": str(self.workdir / "config"),
        }
        command = ["caddy", "run", "--adapter", "caddyfile", "--config", str(self.workdir / "Caddyfile")]
        return command, env

    async def start(self) -> None:
        assert shutil.which(self.kind), f"{self.kind} is missing: `make container-bases` installs it"
        command, env = self.command()
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env={**os.environ, **env})
        if await answers_healthy(self.base, self.proc):
            return
        raise RuntimeError(f"{self.kind} did not start\n{self.log.read_text()[-3000:]}")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=20)


@pytest.fixture
async def processes(tmp_path: Path, postgres: str, redis_server: RedisServer) -> AsyncIterator[list[Process]]:
    """Two processes that trust the proxy's X-Forwarded-For (it runs on 127.0.0.1), as docs/deploy.md says to."""
    env = {"FORWARDED_ALLOW_IPS": "127.0.0.1", "PARLOUR_ROOMS_PER_MINUTE": str(ROOMS_PER_MINUTE)}
    pair = [Process(name, postgres, redis_server.url, tmp_path, env) for name in ("a", "b")]
    try:
        await asyncio.gather(*(process.start() for process in pair))
        yield pair
    finally:
        for process in pair:
            process.stop()


@pytest.fixture(params=["nginx", "caddy"])
async def proxy(request: pytest.FixtureRequest, tmp_path: Path, processes: list[Process]) -> AsyncIterator[Proxy]:
    workdir = tmp_path / request.param
    workdir.mkdir()
    running = Proxy(request.param, workdir, processes)
    try:
        await running.start()
        yield running
    finally:
        running.stop()


def client_from(address: str, proxy: Proxy) -> httpx.AsyncClient:
    """HTTP from another loopback address (127.0.0.2, ...): to the proxy, a client of its own."""
    return httpx.AsyncClient(base_url=proxy.base, transport=httpx.AsyncHTTPTransport(local_address=address))


async def create(http: httpx.AsyncClient, headers: dict[str, str] | None = None) -> int:
    answer = await http.post("/api/rooms", json={"game": "pictomania", "options": {}}, headers=headers)
    return answer.status_code


async def test_a_room_is_played_through_the_proxy_on_the_process_its_players_reach(
    proxy: Proxy, processes: list[Process]
) -> None:
    players = Server(proxy.base, None)
    try:
        code, clients = await started_game(players, 3)
    finally:
        await players.http.aclose()
    await to_drawing(clients)  # everyone's "ready", seen by everyone
    stroke = {"sid": 1, "tool": "pen", "size": 6, "pts": [100, 120, 50, 140, 160, 50]}
    await clients[0].send({"t": "draw", **stroke})
    for other in clients[1:]:
        seen = await other.wait(lambda f: f["t"] == "draw" and f["seat"] == 0)
        assert seen["sid"] == 1

    # Routed by room: one process serves it, and no process passes frames on to another.
    health = [await process.health() for process in processes]
    assert sorted(int(str(h["rooms"])) for h in health) == [0, 1], health
    assert [h["remote_rooms"] for h in health] == [0, 0], health
    owner, other = (processes[0], processes[1]) if health[0]["rooms"] == 1 else (processes[1], processes[0])

    # The owner dies: its players come back through the proxy, which sends them to the process left; it takes the
    # room over once the dead one's lease lapses, from the log of every accepted action.
    owner.kill()
    for client in clients:
        assert await client.closed(timeout=10) is not None
    entrance = SimpleNamespace(base=proxy.base)  # what `reconnect` asks of a process: where to connect
    back = [await reconnect(client, entrance) for client in clients]  # type: ignore[arg-type]
    for client in back:
        assert client.snapshot["view"]["phase"] == "drawing"
    assert (await other.health())["rooms"] == 1
    await back[1].send({"t": "draw", "sid": 1, "tool": "pen", "size": 3, "pts": [300, 300, 50]})
    await back[0].wait(lambda f: f["t"] == "draw" and f["seat"] == 1)
    await close_all(back)
    assert code == back[0].code


async def test_the_limits_count_the_clients_own_address_through_the_proxy(proxy: Proxy) -> None:
    async with client_from("127.0.0.2", proxy) as ann, client_from("127.0.0.3", proxy) as bob:
        assert [await create(ann) for _ in range(ROOMS_PER_MINUTE)] == [201] * ROOMS_PER_MINUTE
        assert await create(ann) == 429
        # A client that claims another address is still counted by the one the proxy saw.
        assert await create(ann, {"X-Forwarded-For": "127.0.0.9"}) == 429
        # Another address has rooms of its own to make: the processes do not see every client as the proxy.
        assert await create(bob) == 201
