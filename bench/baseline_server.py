"""The baseline for bench/fanout.py: the least a WebSocket relay can do, written with the `websockets` library.

    python bench/baseline_server.py --port PORT

A path per room (`/room/7`); every text message a client sends is relayed as-is to the other clients connected
to the same path. No parsing, no validation, no storage, no per-connection queue: `broadcast()` writes straight
into each peer's transport. It runs on uvloop when available, like uvicorn does for Parlour, so the two differ
only in what the server does per frame. Prints `ready PORT` on stdout once listening; stops on SIGTERM/SIGINT.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys
from typing import Any

from websockets.asyncio.server import ServerConnection, broadcast, serve

ROOMS: dict[str, set[ServerConnection]] = {}


async def relay(ws: ServerConnection) -> None:
    path = ws.request.path if ws.request is not None else "/"
    peers = ROOMS.setdefault(path, set())
    peers.add(ws)
    try:
        while True:
            data = await ws.recv(decode=False)  # bytes: no UTF-8 decode and re-encode
            broadcast([peer for peer in peers if peer is not ws], data, text=True)
    except Exception:
        pass
    finally:
        peers.discard(ws)
        if not peers:
            ROOMS.pop(path, None)


async def main_async(host: str, port: int) -> None:
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        asyncio.get_running_loop().add_signal_handler(sig, stop.set)
    async with serve(relay, host, port, compression=None, max_size=1 << 20, backlog=2048):
        print(f"ready {port}", flush=True)
        await stop.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args()
    runner: Any = asyncio.run
    with contextlib.suppress(ImportError):
        import uvloop

        runner = uvloop.run
    runner(main_async(args.host, args.port))
    return 0


if __name__ == "__main__":
    sys.exit(main())
