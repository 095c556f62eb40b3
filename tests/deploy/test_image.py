"""The container image of `Containerfile` (docs/deploy.md), built and played for real.

podman builds it from the local bases of `make container-bases` (no image registry is reachable here). `podman run`
fails on the project's machines (their cgroups), so the image's filesystem is exported and its command run from
there as a container would run it: in a mount namespace of its own, under chroot, as the image's user, in its
working folder, with its environment and nothing else; then a room is played over HTTP and WebSocket."""

import json
import os
import shutil
import signal
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from tests.server.client import Client
from tests.server.conftest import Server
from tests.server.helpers import close_all, started_game, to_drawing
from tests.server.process import ServerProcess, assert_page_and_assets

pytestmark = pytest.mark.container

ROOT = Path(__file__).resolve().parents[2]
PYTHON_BASE = os.environ.get("PARLOUR_PYTHON_BASE", "localhost/parlour-python-base")
NODE_BASE = os.environ.get("PARLOUR_NODE_BASE", "localhost/parlour-node-base")
IMAGE = "localhost/parlour:deploy-test"
SIZE_BUDGET = 600_000_000
"""Bytes. The image measured about 470 MB (docs/deploy.md); past this, something that has no business in the runtime
(Node, the web client's packages, a build cache) has likely crept in."""

# Mounts /proc and /dev inside the new mount namespace only (they go with it), then runs the command as the user.
IN_ROOT = 'root=$1 user=$2; shift 2; mount -t proc proc "$root/proc" && mount --rbind /dev "$root/dev" && '
IN_ROOT += 'exec chroot --userspec="$user" "$root" "$@"'


def podman(*args: str, timeout: float = 120) -> str:
    done = subprocess.run(["podman", *args], capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"podman {' '.join(args)}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


@dataclass
class Image:
    inspected: dict[str, Any]
    """What `podman image inspect` says of it."""
    root: Path
    """Its filesystem, exported."""

    @property
    def config(self) -> dict[str, Any]:
        config: dict[str, Any] = self.inspected["Config"]
        return config

    def command(self, argv: list[str], port: int) -> list[str]:
        """`argv` run in the image as a container runs it, the server's port being `port` (on this machine's network,
        as with `--network host`)."""
        env = [*self.config["Env"], f"PARLOUR_PORT={port}"]
        workdir = self.config.get("WorkingDir") or "/"
        inside = ["/usr/bin/env", "-i", "-C", workdir, *env, *argv]
        return ["unshare", "--mount", "sh", "-c", IN_ROOT, "sh", str(self.root), self.config["User"], *inside]


@pytest.fixture(scope="module")
def image(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Image]:
    assert shutil.which("podman") and shutil.which("unshare"), "podman is missing: `make container-bases`"
    for base in (PYTHON_BASE, NODE_BASE):
        exists = subprocess.run(["podman", "image", "exists", base])
        assert exists.returncode == 0, f"no local base image {base}: `make container-bases` makes it"
    podman(
        "build",
        "--isolation=chroot",
        "--format=docker",  # the OCI format has no HEALTHCHECK
        "--build-arg",
        f"PYTHON_IMAGE={PYTHON_BASE}",
        "--build-arg",
        f"NODE_IMAGE={NODE_BASE}",
        "--tag",
        IMAGE,
        "--file",
        str(ROOT / "Containerfile"),
        str(ROOT),
        timeout=1800,
    )
    (inspected,) = json.loads(podman("image", "inspect", IMAGE))
    root = tmp_path_factory.mktemp("image") / "root"
    root.mkdir()
    container = podman("create", IMAGE).strip()
    try:
        exported = subprocess.run(
            ["bash", "-o", "pipefail", "-c", 'podman export "$1" | tar -C "$2" -x', "bash", container, str(root)],
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert exported.returncode == 0, exported.stderr[-3000:]
    finally:
        podman("rm", container)
    try:
        yield Image(inspected, root)
    finally:
        shutil.rmtree(root)


class ImageServer(ServerProcess):
    """The image's own command, run from its filesystem; its output in `log`."""

    def __init__(self, image: Image, log: Path) -> None:
        super().__init__(database_url="", log=log)
        self.image = image

    async def start(self) -> None:
        argv = [*(self.image.config.get("Entrypoint") or []), *self.image.config["Cmd"]]
        with self.log.open("ab") if self.log is not None else open(os.devnull, "wb") as out:
            self.proc = subprocess.Popen(self.image.command(argv, self.port), stdout=out, stderr=subprocess.STDOUT)
        await self.wait_healthy()

    def stop(self) -> bool:
        """SIGTERM, as a container runtime stops a container: whether the server shut down in good order (uvicorn
        finishes its shutdown, then ends by the signal it caught, as runtimes expect: status 143)."""
        assert self.proc is not None and self.log is not None
        self.proc.send_signal(signal.SIGTERM)
        status = self.proc.wait(timeout=30)
        return status in (0, -signal.SIGTERM) and "Application shutdown complete" in self.log.read_text()


def test_the_image_runs_parlour_as_a_user_with_its_data_on_a_volume_and_a_health_check(image: Image) -> None:
    config = image.config
    assert config["User"] not in ("", "0", "root") and not config["User"].startswith(("0:", "root:"))
    env = dict(item.split("=", 1) for item in config["Env"])
    assert env["PARLOUR_HOST"] == "0.0.0.0"
    assert env["PARLOUR_DATABASE_URL"].startswith("sqlite+aiosqlite:////data/")
    assert "/data" in config["Volumes"]
    assert config["Cmd"] == ["parlour", "serve"]
    check = image.inspected["Healthcheck"]["Test"]
    assert check[0] == "CMD" and any("/healthz" in part for part in check)
    # The runtime holds neither Node nor the sources it was built from.
    assert not [p for p in ("usr/local/bin/node", "usr/bin/node", "src", "opt/build") if (image.root / p).exists()]
    size = int(image.inspected["Size"])
    print(f"\n{IMAGE}: {size / 1e6:.0f} MB")
    assert size < SIZE_BUDGET


async def test_a_room_is_played_through_the_images_server_and_survives_its_restart(
    image: Image, tmp_path: Path
) -> None:
    server = ImageServer(image, tmp_path / "serve.log")
    await server.start()
    try:
        base = server.base
        async with httpx.AsyncClient(base_url=base) as http:
            await assert_page_and_assets(http)
        # The image's own health check, run inside it, finds the server healthy.
        check = image.inspected["Healthcheck"]["Test"][1:]
        healthy = subprocess.run(image.command(check, server.port), capture_output=True, text=True, timeout=30)
        assert healthy.returncode == 0, healthy.stderr

        players = Server(base, None)
        try:
            code, clients = await started_game(players, 3)
        finally:
            await players.http.aclose()
        await to_drawing(clients)
        stroke = {"sid": 1, "tool": "pen", "size": 6, "pts": [100, 120, 50, 140, 160, 50]}
        await clients[0].send({"t": "draw", **stroke})
        seen = await clients[1].wait(lambda f: f["t"] == "draw" and f["seat"] == 0)
        assert seen["sid"] == 1
        await clients[2].wait(lambda f: f["t"] == "draw" and f["seat"] == 0)
        token = clients[1].token

        # A restart, as a container runtime does one: SIGTERM, then the same filesystem (its volume) again.
        assert server.stop(), server.log.read_text()[-3000:]
        for client in clients:
            assert await client.closed(timeout=10) == 1012
        await close_all(clients)
        written = [p for p in (image.root / "data").iterdir() if p.name.startswith("parlour.sqlite3")]
        assert written, "the database is on the volume"
        user = image.config["User"].split(":")[0]
        assert all(str(p.stat().st_uid) == user for p in written), "written by the image's user"

        await server.start()
        back = await Client(server.base, code).connect(token=token)
        assert back.seat == 1
        assert back.snapshot["view"]["phase"] == "drawing"
        assert back.snapshot["canvases"]["0"] == [stroke]
        await back.close()
    finally:
        if not server.proc_gone():
            server.stop()
