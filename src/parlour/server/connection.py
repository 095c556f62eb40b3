"""One client's WebSocket: frames in are parsed and rate-limited here, frames out go through a bounded queue
drained by this connection's own task, so a slow client can never slow its room down."""

import asyncio
import contextlib
import statistics
import time
from collections import deque
from typing import TYPE_CHECKING, Any

from starlette.websockets import WebSocket, WebSocketDisconnect

from parlour.server.protocol import FrameError, Probe, decode_frame, encode, error_frame
from parlour.server.ratelimit import TokenBucket

if TYPE_CHECKING:
    from parlour.server.metrics import Metrics
    from parlour.server.room import Room

SEND_QUEUE = 512
"""Frames a connection may have waiting; past that it is dropped and caught up with a snapshot."""
RESYNCS_BEFORE_DROP = 3
FRAMES_PER_SECOND = 60.0
FRAME_BURST = 120.0
PROBE_SECONDS = 2.0
RTT_SAMPLES = 5
INBOX_HIGH_WATER = 2000
"""Past this many messages waiting for the room, connections stop reading: TCP then slows the senders down,
instead of an overloaded room falling ever further behind."""


class Connection:
    def __init__(self, websocket: WebSocket, metrics: "Metrics") -> None:
        self.websocket = websocket
        self.metrics = metrics
        self.seat: int | None = None
        self.greeted = False
        self.alive = True
        self.resyncs = 0
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(maxsize=SEND_QUEUE)
        self.bucket = TokenBucket(FRAMES_PER_SECOND, FRAME_BURST)
        self.room: Room | None = None
        self.probes: dict[int, float] = {}
        self.rtts: deque[float] = deque(maxlen=RTT_SAMPLES)
        self.probe_count = 0

    @property
    def rtt_ms(self) -> int:
        """The median of the last few measured round trips; 0 before any."""
        return int(statistics.median(self.rtts)) if self.rtts else 0

    def probe(self) -> None:
        self.probe_count += 1
        self.probes[self.probe_count] = time.perf_counter()
        if len(self.probes) > 2 * RTT_SAMPLES:
            self.probes.pop(min(self.probes))
        self.send(encode({"t": "probe", "n": self.probe_count}))

    def answered(self, frame: Probe, now: float) -> None:
        sent = self.probes.pop(frame.n, None)
        if sent is not None:
            self.rtts.append((now - sent) * 1000)

    async def probe_loop(self) -> None:
        while self.alive:
            self.probe()
            await asyncio.sleep(PROBE_SECONDS)

    def send(self, data: str) -> None:
        if not self.alive:
            return
        try:
            self.queue.put_nowait(data)
        except asyncio.QueueFull:
            self._fall_behind()

    def _fall_behind(self) -> None:
        """Too slow to keep up: forget what it has not read and send it the whole picture instead."""
        while not self.queue.empty():
            self.queue.get_nowait()
        self.resyncs += 1
        if self.resyncs > RESYNCS_BEFORE_DROP or self.room is None:
            self.close()
            return
        self.room.post(("resync", self, None, time.perf_counter()))

    def send_error(self, code: str, params: dict[str, Any] | None = None) -> None:
        self.metrics.errors.labels(code).inc()
        self.send(error_frame(code, params))

    def close(self) -> None:
        if self.alive:
            self.alive = False
            while not self.queue.empty():
                self.queue.get_nowait()
            self.queue.put_nowait(None)

    async def write_loop(self) -> None:
        try:
            while True:
                data = await self.queue.get()
                if data is None:
                    break
                await self.websocket.send_text(data)
                self.metrics.sent += 1
        except Exception:
            pass
        finally:
            self.alive = False
            # Closing a socket the client already dropped fails too; either way it is closed.
            with contextlib.suppress(Exception):
                await self.websocket.close()

    async def read_loop(self, room: "Room") -> None:
        self.room = room
        try:
            while self.alive:
                message = await self.websocket.receive()
                if message["type"] == "websocket.disconnect":
                    break
                text = message.get("text")
                if text is None:
                    raw = message.get("bytes") or b""
                    text = raw.decode("utf-8", "replace")
                arrived = time.perf_counter()
                if not self.bucket.take(arrived):
                    self.send_error("flood", {"limit_per_second": FRAMES_PER_SECOND})
                    continue
                try:
                    frame = decode_frame(text)
                except FrameError as error:
                    self.send_error(error.code, error.params)
                    continue
                self.metrics.frame_in(type(frame))
                if isinstance(frame, Probe):
                    self.answered(frame, arrived)
                    continue
                while room.inbox.qsize() > INBOX_HIGH_WATER and self.alive:
                    await asyncio.sleep(0.005)
                room.post(("frame", self, frame, arrived))
        except (WebSocketDisconnect, RuntimeError, OSError):
            pass
        finally:
            room.post(("leave", self, None, time.perf_counter()))
            self.close()
