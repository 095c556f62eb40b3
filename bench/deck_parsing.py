"""What a pasted deck's parsing costs the other rooms: ping round trips in one room while a client creates rooms
with the largest deck allowed, with the parsing in its worker process (as served) and, as the baseline in the same
run, on the event loop (as before issue 8).

    .venv/bin/python bench/deck_parsing.py [--creations 30] [--pings 400]

Prints each mode's ping p50/p99/max and the ratio of the two p99s, then everything as one JSON line.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import uvicorn
import websockets

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.server.conftest import free_port  # noqa: E402
from tests.server.decks import deck_of_bytes  # noqa: E402

from parlour.server.app import create_app  # noqa: E402
from parlour.server.limits import Limits  # noqa: E402
from parlour.server.room import run_inline  # noqa: E402
from parlour.server.runner import uvicorn_config  # noqa: E402
from parlour.server.settings import Settings  # noqa: E402
from parlour.server.state import state_of  # noqa: E402


def frames(message: str | bytes) -> list[dict[str, Any]]:
    """The frames of one message: the server sends several as one JSON array."""
    data = json.loads(message)
    return data if isinstance(data, list) else [data]


MODES = ("in its worker process", "on the event loop")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


async def measure(mode: str, creations: int, pings: int, deck: str) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        limits = Limits(rooms_per_minute=creations + 10)
        settings = Settings(port=free_port(), database_url=f"sqlite+aiosqlite:///{tmp}/bench.sqlite3", limits=limits)
        app = create_app(settings)
        server = uvicorn.Server(uvicorn_config(app, settings))
        task = asyncio.create_task(server.serve())
        while not server.started:
            await asyncio.sleep(0.01)
        if mode == "on the event loop":
            state_of(app).running.directory.services.offload = run_inline
        base = f"http://127.0.0.1:{settings.port}"
        async with httpx.AsyncClient(base_url=base, timeout=120) as http:
            code = (await http.post("/api/rooms", json={"game": "pictomania"})).json()["code"]
            async with websockets.connect(f"ws://127.0.0.1:{settings.port}/ws/{code}", compression=None) as socket:
                await socket.send(json.dumps({"t": "hello", "token": None}))
                while not any(f["t"] == "snapshot" for f in frames(await socket.recv())):
                    pass

                async def create() -> int:
                    response = await http.post(
                        "/api/rooms", json={"game": "pictomania", "options": {"custom_deck": deck}}
                    )
                    return response.status_code

                started = time.perf_counter()
                creating = asyncio.gather(*(create() for _ in range(creations)))
                rtts: list[float] = []
                for n in range(pings):
                    sent = time.perf_counter()
                    await socket.send(json.dumps({"t": "ping", "n": n}))
                    while not any(f.get("t") == "pong" and f["n"] == n for f in frames(await socket.recv())):
                        pass
                    rtts.append((time.perf_counter() - sent) * 1000)
                    await asyncio.sleep(0.02)  # 50 a second: under the flood limit of 60
                statuses = await creating
                seconds = time.perf_counter() - started
        server.should_exit = True
        await task
    assert statuses == [201] * creations, statuses
    return {
        "mode": mode,
        "creations": creations,
        "deck_bytes": len(deck.encode()),
        "seconds": round(seconds, 2),
        "ping_p50_ms": round(statistics.median(rtts), 2),
        "ping_p99_ms": round(percentile(rtts, 99), 2),
        "ping_max_ms": round(max(rtts), 2),
    }


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--creations", type=int, default=30)
    parser.add_argument("--pings", type=int, default=400)
    args = parser.parse_args()
    deck = deck_of_bytes(Limits().max_deck_bytes)
    results = []
    for mode in MODES:
        result = await measure(mode, args.creations, args.pings, deck)
        results.append(result)
        print(
            f"parsing {mode}: {result['creations']} rooms with a {result['deck_bytes']:,}-byte deck in "
            f"{result['seconds']} s; another room's ping p50 {result['ping_p50_ms']} ms, "
            f"p99 {result['ping_p99_ms']} ms, max {result['ping_max_ms']} ms"
        )
    ratio = results[0]["ping_p99_ms"] / results[1]["ping_p99_ms"]
    print(f"ping p99, worker process ÷ event loop: {ratio:.2f}")
    print(json.dumps({"results": results, "p99_ratio": round(ratio, 3)}))


if __name__ == "__main__":
    asyncio.run(main())
