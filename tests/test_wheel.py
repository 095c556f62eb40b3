"""The wheel a self-hoster installs (docs/deploy.md): built from the repository with `python -m build`, it carries
the built web client and everything the games ship, and `parlour serve` from it serves a game."""

import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import httpx

from tests.server.client import Client
from tests.server.conftest import free_port
from tests.server.process import answers_healthy, assert_page_and_assets

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "src" / "parlour" / "static" / "build"


def build_wheel(out: Path) -> Path:
    assert (BUILD / "index.html").exists(), "the web client is not built: `make web` (make test does it first)"
    done = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(ROOT)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    (wheel,) = out.glob("parlour-*.whl")
    return wheel


def install(wheel: Path, venv: Path) -> Path:
    """A fresh virtual environment with the wheel alone installed; its dependencies are borrowed from this one
    (by path, which loads no `.pth` of this environment, so the repository's `src/` is not on the path)."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    site = Path(
        subprocess.run(
            [venv / "bin" / "python", "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    )
    (site / "borrowed.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "--target", str(site), str(wheel)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return site


async def test_the_wheel_carries_the_web_client_and_serves_a_game_from_anywhere(tmp_path: Path) -> None:
    wheel = build_wheel(tmp_path / "dist")
    names = set(zipfile.ZipFile(wheel).namelist())
    built = {f"parlour/static/build/{p.relative_to(BUILD).as_posix()}" for p in BUILD.rglob("*") if p.is_file()}
    assert built <= names, f"left out of the wheel: {sorted(built - names)[:5]}"
    for shipped in ("parlour/store/migrations/script.py.mako", "parlour/content/sketches/outlines.json"):
        assert shipped in names

    site = install(wheel, tmp_path / "venv")
    python = tmp_path / "venv" / "bin" / "python"
    where = subprocess.run([python, "-c", "import parlour; print(parlour.__file__)"], capture_output=True, text=True)
    assert where.stdout.startswith(str(site)), f"parlour comes from the wheel, not the repository: {where.stdout}"

    port = free_port()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("PARLOUR_")}
    server = subprocess.Popen(
        [python, "-m", "parlour", "serve", "--port", str(port)],
        cwd=elsewhere,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        assert await answers_healthy(base, tries=300), "the installed server answers"
        async with httpx.AsyncClient(base_url=base) as http:
            await assert_page_and_assets(http)
            for game in ("pictomania", "piccolino", "win-lose-or-draw", "pictus"):
                created = await http.post("/api/rooms", json={"game": game, "options": {}})
                assert created.status_code == 201, created.text
            code = created.json()["code"]
        client = await Client(base, code).connect()
        assert client.snapshot["room"]["game"] == "pictus"
        await client.close()
        assert (elsewhere / "parlour.sqlite3").exists(), "its database is made where it is run"
    finally:
        server.terminate()
        server.wait(timeout=20)
