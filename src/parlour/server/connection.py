"""One client's WebSocket: frames in are parsed and rate-limited here, frames out go through a bounded queue
drained by this connection's own task, so a slow client can never slow its room down."""

import asyncio
import contextlib
import itertools
import secrets
import statistics
import time
from collections import deque
from typing import TYPE_CHECKING, Any, Protocol

import structlog
from starlette.websockets import WebSocket, WebSocketDisconnect

from parlour.server.limits import Limits
from parlour.server.outbox import RECONNECT_CLOSE_CODE
from parlour.server.ratelimit import TokenBucket
from parlour.wire.protocol import FrameError, Probe, decode_frame, encode, error_frame
from parlour.wire.seam import FrameIn, Leave, Resync, Rtt, SocketMessage

if TYPE_CHECKING:
    from parlour.server.metrics import Metrics

log = structlog.get_logger("parlour.connection")

SEND_QUEUE = 512
"""Frames a connection may have waiting; past that it is dropped and caught up with a snapshot."""
RESYNCS_BEFORE_DROP = 3
FRAMES_PER_SECOND = 60.0
FRAME_BURST = 120.0
PROBE_SECONDS = 2.0
RTT_SAMPLES = 5
UNREADABLE_CLOSE_CODES = {1007: "not_utf8", 1009: "message_too_big", 1002: "protocol_error"}
"""Close codes by which the WebSocket layer refuses input it cannot read as a frame."""
SEAT_TAKEN_ELSEWHERE = 4409
"""Close code of a socket whose seat a newer socket took (another tab or device): its client must not reconnect by
itself, or two tabs would take the seat from each other forever."""
INBOX_HIGH_WATER = 2000
"""Past this many messages waiting for the room, connections stop reading: TCP then slows the senders down,
instead of an overloaded room falling ever further behind."""


class RoomInbox(Protocol):
    """What a socket needs of its room: a room of this process, or (several processes) one served elsewhere."""

    @property
    def code(self) -> str: ...

    def post(self, message: SocketMessage) -> bool: ...

    def backlog(self) -> int: ...


# Ids are unique across processes (a room may hear from sockets of several): a random start far apart per process.
_ids = itertools.count(secrets.randbelow(2**20) << 32 | 1)


class Connection:
    """The socket's end of a client. Its room knows it only by `id` (see server/outbox.py): messages to the room
    are plain data (wire/seam.py: `FrameIn`, `Rtt`, `Resync`, `Leave`), and what the room sends comes back by id."""

    def __init__(self, websocket: WebSocket, metrics: "Metrics", max_frame_bytes: int = Limits.max_frame_bytes) -> None:
        self.id = next(_ids)
        self.websocket = websocket
        self.metrics = metrics
        self.max_frame_bytes = max_frame_bytes
        self.alive = True
        self.close_code = 1000
        self.resyncs = 0
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(maxsize=SEND_QUEUE)
        self.bucket = TokenBucket(FRAMES_PER_SECOND, FRAME_BURST)
        self.room: RoomInbox | None = None
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
            if self.room is not None:
                self.room.post(Rtt(self.id, self.rtt_ms))

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
        self.room.post(Resync(self.id))

    def send_error(self, code: str, params: dict[str, Any] | None = None) -> None:
        self.metrics.errors.labels(code).inc()
        self.send(error_frame(code, params))

    def close(self, code: int = 1000, farewell: str | None = None) -> None:
        """Stop sending and close the socket with `code`. What is still queued is dropped (the client is gone,
        too slow, or sent away); `farewell` alone goes out before the close, to say why."""
        if self.alive:
            self.alive = False
            self.close_code = code
            while not self.queue.empty():
                self.queue.get_nowait()
            if farewell is not None:
                self.queue.put_nowait(farewell)
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
                await self.websocket.close(self.close_code)

    async def read_loop(self, room: RoomInbox) -> None:
        self.room = room
        try:
            while self.alive:
                message = await self.websocket.receive()
                if message["type"] == "websocket.disconnect":
                    self._closed_by_peer(message.get("code", 1005))
                    break
                data = message.get("text")
                if data is None:
                    data = message.get("bytes") or b""
                arrived = time.perf_counter()
                if not self.bucket.take(arrived):
                    self.send_error("flood", {"limit_per_second": FRAMES_PER_SECOND})
                    continue
                try:
                    frame = decode_frame(data, self.max_frame_bytes)
                except FrameError as error:
                    self.send_error(error.code, error.params)
                    continue
                self.metrics.frame_in(type(frame))
                if isinstance(frame, Probe):
                    self.answered(frame, arrived)
                    continue
                while room.backlog() > INBOX_HIGH_WATER and self.alive:
                    await asyncio.sleep(0.005)
                if not room.post(FrameIn(self.id, frame, arrived)):
                    # The room closed under this socket (dropped after a fault, or let go): never drop the frame
                    # in silence. Closing makes the client reconnect: the room loads again, and a drawer resends
                    # from its own sheet what the server lacks.
                    self.close(RECONNECT_CLOSE_CODE)
                    break
        except (WebSocketDisconnect, OSError):
            pass
        except Exception:
            # Not the client's input (every bad frame is answered above): a fault of ours. Say so and close with
            # "internal error" rather than pass it off as the client leaving.
            log.exception("connection_failed", room=room.code, connection=self.id)
            self.close(1011)
        finally:
            room.post(Leave(self.id))
            self.close()

    def _closed_by_peer(self, code: int) -> None:
        """The WebSocket layer itself closes on input it cannot read as a frame: say which, since no error frame
        could be sent."""
        if code in UNREADABLE_CLOSE_CODES:
            self.metrics.errors.labels(UNREADABLE_CLOSE_CODES[code]).inc()
            log.warning("unreadable_frame", code=code, reason=UNREADABLE_CLOSE_CODES[code], connection=self.id)
