"""The quick start's first command, run as a new user runs it: `make run`, on another port."""

import os
import signal
import subprocess
import threading
from pathlib import Path

import httpx

from tests.server.conftest import free_port

ROOT = Path(__file__).resolve().parents[1]


def test_make_run_on_another_port_says_where_in_one_plain_line_and_serves(tmp_path: Path) -> None:
    port = free_port()
    env = {**os.environ, "PARLOUR_DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'run.sqlite3'}"}
    env.pop("PARLOUR_LOG_LEVEL", None)
    env.pop("MAKEFLAGS", None)
    make = subprocess.Popen(
        ["make", "--no-print-directory", "run", f"PORT={port}"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    lines: list[str] = []
    serving = threading.Event()

    def read() -> None:
        assert make.stdout is not None
        for line in make.stdout:
            lines.append(line.rstrip("\n"))
            if line.startswith("Parlour is serving at"):
                serving.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        # The set-up is done (make test did it), so only the server's start stands between.
        assert serving.wait(timeout=60), lines
        assert lines == [f"Parlour is serving at http://127.0.0.1:{port}"]
        assert httpx.get(f"http://127.0.0.1:{port}/healthz").status_code == 200
    finally:
        os.killpg(make.pid, signal.SIGTERM)
        make.wait(timeout=30)
