"""What Win, Lose or Draw's computer players cost the server: a team game of four computer players and one person
(the host, who passes when it is their turn to sketch and never guesses), turn after turn at the players' own pace,
in a real `parlour serve` process.

    .venv/bin/python bench/win_lose_or_draw_bots.py [--turns 8] [--level hard]

It prints the server process's CPU time (user + system, from /proc) against the wall time of the turns: the share
of one core the table keeps busy, beside an idle server's share over ten seconds."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.pictomania_bots import cpu_seconds, on_a_server  # noqa: E402
from tests.server.process import ServerProcess  # noqa: E402


async def play(server: ServerProcess, turns: int, level: str) -> tuple[float, float, dict[str, int]]:
    import httpx
    import websockets

    async with httpx.AsyncClient(base_url=server.base) as http:
        options = {"mode": "teams", "target": 15, "language": "en"}
        response = await http.post("/api/rooms", json={"game": "win-lose-or-draw", "options": options})
        code = response.json()["code"]
    url = server.base.replace("http", "ws") + f"/ws/{code}"
    async with websockets.connect(url, max_size=None) as ws:
        await ws.send(json.dumps({"t": "hello", "token": None}))
        await ws.send(json.dumps({"t": "sit", "name": "Host", "colour": "red", "team": 0}))
        for _ in range(4):
            await ws.send(json.dumps({"t": "add_bot", "level": level}))
        await ws.send(json.dumps({"t": "start"}))
        assert server.proc is not None
        started_cpu, started = cpu_seconds(server.proc.pid), time.monotonic()
        passed: set[int] = set()
        while True:
            message = json.loads(await ws.recv())
            for frame in message if isinstance(message, list) else [message]:
                view = frame.get("view") if frame.get("t") in ("state", "snapshot") else None
                if not view or view.get("game") != "win-lose-or-draw":
                    continue
                if len(view["history"]) >= turns or view["phase"] == "over":
                    outcomes: dict[str, int] = {}
                    for result in view["history"]:
                        outcomes[result["outcome"]] = outcomes.get(result["outcome"], 0) + 1
                    return cpu_seconds(server.proc.pid) - started_cpu, time.monotonic() - started, outcomes
                mine = view["phase"] == "turn" and view["stage"] == "ready" and view["sketcher"] == view["you"]
                if mine and view["turn"] not in passed:
                    passed.add(view["turn"])
                    await ws.send(json.dumps({"t": "act", "action": {"type": "pass"}}))


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=8)
    parser.add_argument("--level", default="hard")
    args = parser.parse_args()
    (cpu, wall, outcomes), idle = await on_a_server(lambda server: play(server, args.turns, args.level))
    print(
        f"server: {cpu:.2f} s of CPU over {wall:.1f} s of play ({sum(outcomes.values())} turns {outcomes}): "
        f"{cpu / wall:.1%} of a core"
    )
    print(f"the same server idle: {idle:.1%} of a core")
    print(
        json.dumps(
            {
                "turns": outcomes,
                "level": args.level,
                "wall_s": round(wall, 1),
                "server_cpu_s": round(cpu, 2),
                "share_of_a_core": round(cpu / wall, 4),
                "idle_share_of_a_core": round(idle, 4),
            }
        )
    )


if __name__ == "__main__":
    asyncio.run(main())
