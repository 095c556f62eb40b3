"""What a benchmark of several server processes needs besides the servers: a PostgreSQL database of its own, a
Redis server of its own, and the CPU time of process trees (a supervisor and its workers, or all of PostgreSQL's
processes)."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

TICK = os.sysconf("SC_CLK_TCK")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the tests' throwaway databases serve the benchmarks too

from tests.databases import fresh_postgres_database  # noqa: E402

postgres_database = fresh_postgres_database
"""A new, empty database on the machine's PostgreSQL (PARLOUR_TEST_PG), dropped afterwards."""


@contextlib.contextmanager
def redis_server(workdir: Path) -> Iterator[tuple[str, int]]:
    """A Redis server of this run's own on a free port, keeping nothing on disk: (url, pid)."""
    binary = shutil.which("redis-server")
    if binary is None:
        raise RuntimeError("redis-server is not installed (apt install redis-server)")
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    command = [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]
    process = subprocess.Popen(command, cwd=workdir, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=0.2):
                break
            time.sleep(0.05)
        else:
            raise RuntimeError("redis-server did not start")
        yield f"redis://127.0.0.1:{port}/0", process.pid
    finally:
        process.terminate()
        process.wait(10)


def children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError):
            found += [int(child) for child in (task / "children").read_text().split()]
    return found


def tree(pid: int) -> list[int]:
    """A process and all its descendants."""
    pids = [pid]
    for child in children(pid):
        pids += tree(child)
    return pids


def named(name: str) -> list[int]:
    """Every process whose command name is `name` (all of PostgreSQL's, say)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                if (entry / "comm").read_text().strip() == name:
                    found.append(int(entry.name))
    return found


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU seconds of these processes (those gone since are left out)."""
    total = 0.0
    for pid in pids:
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / TICK
    return total
