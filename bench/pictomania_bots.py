"""What Pictomania's computer players cost the server: a table of five computer players and one person who draws
nothing (the person is the host who seats them; nothing else about them costs anything), round after round, at
the players' own pace, in a real `parlour serve` process.

    .venv/bin/python bench/pictomania_bots.py [--rounds 3] [--level easy]

It prints the server process's CPU time (user + system, from /proc) against the wall time of the rounds: the
share of one core the table keeps busy. And, for comparison, an idle server's share over the same time, and the
computer players' own work on a virtual table (no server: their drawing and reading alone)."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.server.process import ServerProcess  # noqa: E402

BOTS = ("hard", "medium", "easy", "hard", "medium")
TICKS = os.sysconf("SC_CLK_TCK")
T = TypeVar("T")


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


IDLE_S = 10


async def on_a_server(play: Callable[[ServerProcess], Awaitable[T]]) -> tuple[T, float]:
    """`play` against a fresh seeded `parlour serve`, and then that server's share of a core left idle IDLE_S
    seconds: the baseline its play is read against."""
    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess(f"sqlite+aiosqlite:///{folder}/bench.sqlite3", env={"PARLOUR_GAME_SEED": "1"})
        await server.start()
        try:
            assert server.proc is not None
            played = await play(server)
            idle_cpu = cpu_seconds(server.proc.pid)
            await asyncio.sleep(IDLE_S)
            return played, (cpu_seconds(server.proc.pid) - idle_cpu) / IDLE_S
        finally:
            server.kill()


async def play(server: ServerProcess, rounds: int, level: str) -> tuple[float, float, int]:
    import httpx
    import websockets

    async with httpx.AsyncClient(base_url=server.base) as http:
        response = await http.post("/api/rooms", json={"game": "pictomania", "options": {"level": level}})
        code = response.json()["code"]
    url = server.base.replace("http", "ws") + f"/ws/{code}"
    async with websockets.connect(url, max_size=None) as ws:
        await ws.send(json.dumps({"t": "hello", "token": None}))
        await ws.send(json.dumps({"t": "sit", "name": "Host", "colour": "red"}))
        for bot in BOTS:
            await ws.send(json.dumps({"t": "add_bot", "level": bot}))
        await ws.send(json.dumps({"t": "start"}))
        assert server.proc is not None
        started_cpu, started = cpu_seconds(server.proc.pid), time.monotonic()
        acted: set[tuple[int, str]] = set()
        frames = 0
        while True:
            message = json.loads(await ws.recv())
            for frame in message if isinstance(message, list) else [message]:
                frames += 1
                view = frame.get("view") if frame.get("t") in ("state", "snapshot") else None
                if not view or view.get("game") != "pictomania":
                    continue
                if (view["phase"] == "scored" and view["round"] >= rounds) or view["phase"] == "over":
                    return cpu_seconds(server.proc.pid) - started_cpu, time.monotonic() - started, frames
                key = (view["round"], view["phase"])
                if key in acted:
                    continue
                acted.add(key)
                actions = {
                    "preview": [{"type": "ready"}],
                    "drawing": [{"type": "draw_nothing"}, {"type": "finish", "bonus": False}],
                    "review": [{"type": "check_clue", "wrong": False}],
                    "scored": [{"type": "ready"}],
                }.get(view["phase"], [])
                for action in actions:
                    await ws.send(json.dumps({"t": "act", "action": action}))


def virtual_table(rounds: int, level: str) -> tuple[float, float]:
    """CPU seconds of six computer players' own work on a virtual table, and the table's seconds."""
    from parlour.bots.table import VirtualTable
    from parlour.games.pictomania import GAME, simulation_options
    from parlour.games.pictomania.bots import PictomaniaPolicy

    cpu = table_seconds = 0.0
    for index in range(rounds):
        policies: dict[int, object] = {
            s: PictomaniaPolicy(BOTS[s % 5], random.Random(index * 10 + s)) for s in range(6)
        }
        table = VirtualTable(GAME, simulation_options({"level": level}), policies, index + 1, 6)  # type: ignore[arg-type]
        started = time.process_time()
        table.run(lambda state: state.phase in ("scored", "over"), 600)
        cpu += time.process_time() - started
        table_seconds += table.now
    return cpu, table_seconds


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--level", default="easy")
    args = parser.parse_args()
    (cpu, wall, frames), idle = await on_a_server(lambda server: play(server, args.rounds, args.level))
    bots_cpu, table_seconds = virtual_table(args.rounds, args.level)
    figures = {
        "rounds": args.rounds,
        "level": args.level,
        "wall_s": round(wall, 1),
        "server_cpu_s": round(cpu, 2),
        "share_of_a_core": round(cpu / wall, 4),
        "idle_share_of_a_core": round(idle, 4),
        "frames_to_the_host": frames,
        "virtual_table_cpu_s": round(bots_cpu, 2),
        "virtual_table_s": round(table_seconds, 1),
        "players_own_share_of_a_core": round(bots_cpu / max(table_seconds, 1e-9), 4),
    }
    print(f"server: {cpu:.2f} s of CPU over {wall:.1f} s of play ({args.rounds} rounds): {cpu / wall:.1%} of a core")
    print(f"the same server idle: {idle:.1%} of a core")
    print(
        f"six computer players' own work on a virtual table: {bots_cpu:.2f} s of CPU over {table_seconds:.0f} s: "
        f"{bots_cpu / max(table_seconds, 1e-9):.1%} of a core"
    )
    print(json.dumps(figures))


if __name__ == "__main__":
    asyncio.run(main())
