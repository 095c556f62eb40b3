"""A scripted Parlour client over a real WebSocket, for tests and benchmarks."""

import asyncio
import json
from collections.abc import Callable
from typing import Any

import websockets


class Client:
    def __init__(self, base: str, code: str) -> None:
        self.url = f"{base.replace('http', 'ws', 1)}/ws/{code}"
        self.code = code
        self.frames: list[dict[str, Any]] = []
        self.messages: list[list[dict[str, Any]]] = []
        """The frames as they came, one list per WebSocket message."""
        self.view: dict[str, Any] | None = None
        self.room: dict[str, Any] | None = None
        self.token: str | None = None
        self.seat: int | None = None
        self.snapshot: dict[str, Any] = {}
        self._new = asyncio.Event()
        self.probed = asyncio.Event()
        """Set at the server's first round-trip probe: by then the room has been told of this socket."""
        self.answers_probes = True
        """False: probes go unanswered, so nothing this client does wakes the room (a test of the room's own timers)."""
        self.pings = 0
        self._ws: Any = None
        self._reader: asyncio.Task[None] | None = None

    async def connect(self, token: str | None = None, *, screen: bool = False) -> "Client":
        """`screen`: say hello as the room's table screen (it watches and never sits)."""
        await self.open()
        return await self.hello(token, screen=screen)

    async def open(self) -> "Client":
        """The socket alone, before any hello."""
        self._ws = await websockets.connect(self.url, max_size=None, compression=None)
        self._reader = asyncio.create_task(self._read())
        return self

    async def hello(self, token: str | None = None, *, screen: bool = False) -> "Client":
        frame: dict[str, Any] = {"t": "hello", "token": token if token is not None else self.token}
        if screen:
            frame["screen"] = True
        await self.send(frame)
        self.snapshot = await self.wait(lambda f: f["t"] == "snapshot")
        return self

    async def _read(self) -> None:
        try:
            async for message in self._ws:
                data = json.loads(message)
                frames = data if isinstance(data, list) else [data]
                self.messages.append(frames)
                for frame in frames:
                    await self._take(frame)
        except websockets.ConnectionClosed:
            pass
        finally:
            self._new.set()

    async def _take(self, frame: dict[str, Any]) -> None:
        if frame["t"] == "probe":  # answered at once, as a browser does
            if self.answers_probes:
                await self._ws.send(json.dumps(frame))
            self.probed.set()
            return
        self.frames.append(frame)
        if frame["t"] in ("snapshot", "state"):
            self.view = frame["view"]
        if frame["t"] in ("snapshot", "room"):
            self.room = frame["room"]
            self.seat = frame["room"]["you"]
        if frame["t"] == "seated":
            self.token = frame["token"]
            self.seat = frame["seat"]
        self._new.set()

    async def send(self, frame: dict[str, Any] | str) -> None:
        await self._ws.send(frame if isinstance(frame, str) else json.dumps(frame))

    async def wait(self, predicate: Callable[[dict[str, Any]], bool], timeout: float = 5.0) -> dict[str, Any]:
        """The first frame received so far, or from now on, that matches."""
        seen = 0

        async def scan() -> dict[str, Any]:
            nonlocal seen
            while True:
                for frame in self.frames[seen:]:
                    seen += 1
                    if predicate(frame):
                        return frame
                if self._reader is not None and self._reader.done():
                    raise ConnectionError("connection closed while waiting")
                self._new.clear()
                await self._new.wait()

        return await asyncio.wait_for(scan(), timeout)

    async def wait_view(self, predicate: Callable[[dict[str, Any]], bool], timeout: float = 5.0) -> dict[str, Any]:
        async def scan() -> dict[str, Any]:
            while True:
                if self.view is not None and predicate(self.view):
                    return self.view
                if self._reader is not None and self._reader.done():
                    raise ConnectionError("connection closed while waiting")
                self._new.clear()
                await self._new.wait()

        return await asyncio.wait_for(scan(), timeout)

    async def settled(self, timeout: float = 5.0) -> dict[str, Any]:
        """Send a ping and wait for its pong (the pong frame). The room handles its inbox in order and sends to a
        connection in order: by then it has handled everything that reached it before the ping, and whatever it
        sent this client before the pong has come. How a test knows that something did NOT happen, without
        waiting some time for it."""
        self.pings += 1
        n = self.pings
        await self.send({"t": "ping", "n": n})
        return await self.wait(lambda f: f["t"] == "pong" and f["n"] == n, timeout)

    async def sit(self, name: str, colour: str) -> int:
        await self.send({"t": "sit", "name": name, "colour": colour})
        frame = await self.wait(lambda f: f["t"] in ("seated", "error"))
        if frame["t"] == "error":
            raise AssertionError(f"sit refused: {frame}")
        return int(frame["seat"])

    async def act(self, action: dict[str, Any]) -> None:
        await self.send({"t": "act", "action": action})

    async def error(self, timeout: float = 5.0) -> dict[str, Any]:
        return await self.wait(lambda f: f["t"] == "error", timeout)

    async def closed(self, timeout: float = 5.0) -> int | None:
        """Wait for the server to close this connection; the close code it gave."""
        if self._reader is not None:
            await asyncio.wait_for(asyncio.shield(self._reader), timeout)
        return None if self._ws is None else self._ws.close_code

    async def close(self) -> None:
        if self._ws is not None:
            await self._ws.close()
        if self._reader is not None:
            await self._reader
