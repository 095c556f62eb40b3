"""The load generator of bench/fanout.py, run as its own process so that its CPU time can be told apart.

    python bench/loadgen.py --target parlour|baseline --port PORT --rooms R [--seconds S] ...

It sets the rooms up (not timed), then every simulated player sends a `draw` frame every 1/fps seconds carrying
the points gathered since its last frame, and every viewer records the time each of those frames took to reach
it. At the end it prints one JSON object on stdout (progress goes to stderr).

Latency bookkeeping: every `draw` frame gets a fresh `sid` from one counter shared by all players of this
process (so sids only ever grow within a seat's canvas, as the protocol wants), and its send time is kept in a
list indexed by that sid. A viewer finds the sid with a byte search in the frame (no JSON parsing on the hot
path), so a receipt costs a few list look-ups. The latency percentiles are over every draw frame a viewer received
while the measured window was open (so an overloaded server still gets figures: the age of what its viewers
see); whether the frames sent in the window all arrived, late or not, is counted separately.

Two WebSocket clients: `raw` (default) is a minimal RFC 6455 client on an asyncio Protocol: frames are parsed
in place in the receive buffer and sent pre-encoded, which costs several times less CPU per frame than a full
client library; `websockets` uses the `websockets` asyncio client (compression off), for comparison.
"""

from __future__ import annotations

import argparse
import array
import asyncio
import base64
import contextlib
import os
import random
import resource
import sys
import time
from typing import Any

import msgspec

try:  # the C masking routine that ships with websockets; a pure-Python fallback otherwise
    from websockets.speedups import apply_mask
except ImportError:  # pragma: no cover

    def apply_mask(data: bytes | bytearray | memoryview, mask: bytes | bytearray) -> bytes:
        n = len(data)
        key = int.from_bytes((mask * (n // 4 + 1))[:n], "big")
        return (int.from_bytes(data, "big") ^ key).to_bytes(n, "big")


NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay")
COLOURS = ("red", "yellow", "green", "blue", "purple", "orange")
PLAYERS_PER_ROOM = 6
MAX_POINTS = 128  # per draw frame (docs/protocol.md)
DRAW_PREFIX = b'{"t":"draw"'
BATCH_PREFIX = b'[{"t":"draw"'  # a JSON array of frames, should the server ever batch them
PROBE_PREFIX = b'{"t":"probe"'  # round-trip probe: a real client echoes it at once (docs/protocol.md)
SID_KEY = b'"sid":'
perf = time.perf_counter
_json_decode = msgspec.json.decode
_json_encode = msgspec.json.encode


def log(*parts: Any) -> None:
    print("[loadgen]", *parts, file=sys.stderr, flush=True)


# --- bookkeeping shared by every connection -----------------------------------------------------------------


class Recorder:
    """Send times by sid, and what the viewers received. One per process; touched on every frame."""

    def __init__(self) -> None:
        self.sent_at: list[float] = []  # index = sid
        self.sent_room: list[int] = []  # index = sid: the sender's room, to catch misrouted frames
        self.win_lo = 1 << 62  # sids win_lo <= sid < win_hi were sent inside the measured window
        self.win_hi = 1 << 62
        self.window = False  # True while the measured window is open (receipts counted by receive time)
        self.latencies: list[float] = []  # seconds, one per draw frame received while the window was open
        self.received_in_window = 0  # draw frames received by viewers while the window was open
        self.window_copies = 0  # copies of frames *sent* inside the window received so far (until the drain ends)
        self.received_total = 0
        self.misrouted = 0
        self.probes = 0  # probes answered
        self.unknown_sid = 0
        self.others: dict[str, int] = {}  # non-draw frames received during the load, by type or error code

    def draws(self, buf: bytes, start: int, end: int, now: float, room: int) -> None:
        """Record the receipt of the draw frame(s) in buf[start:end] (one frame, or an array of frames): each
        `"sid":` is found by a byte search, so nothing is parsed as JSON."""
        i = buf.find(SID_KEY, start, end)
        if i < 0:
            self.other(buf, start, end)
            return
        sent_at = self.sent_at
        while i >= 0:
            j = buf.find(b",", i + 6, end)
            sid = int(buf[i + 6 : j])
            i = buf.find(SID_KEY, j, end)
            if sid >= len(sent_at):
                self.unknown_sid += 1
                continue
            self.received_total += 1
            if self.window:
                self.received_in_window += 1
                self.latencies.append(now - sent_at[sid])
            if self.win_lo <= sid < self.win_hi:
                self.window_copies += 1
            if self.sent_room[sid] != room:
                self.misrouted += 1

    def other(self, buf: bytes, start: int, end: int) -> None:
        """A frame that is not `draw`: count it by type (and error code), parsing only this rare frame."""
        try:
            data = _json_decode(buf[start:end])
            key = data.get("t", "?") if isinstance(data, dict) else "?"
            if key == "error":
                key = f"error:{data.get('code')}"
        except msgspec.DecodeError:
            key = "not_json"
        self.others[key] = self.others.get(key, 0) + 1


REC = Recorder()


# --- the raw client -----------------------------------------------------------------------------------------


class RawClient(asyncio.Protocol):
    """Just enough of RFC 6455 for a benchmark client: handshake, masked text frames out, unmasked frames in,
    ping answered with pong, fragmented messages reassembled (servers here do not fragment, but be correct)."""

    def __init__(self, room: int, host: str, port: int, path: str) -> None:
        self.room = room
        self.request = (
            f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {base64.b64encode(os.urandom(16)).decode()}\r\n"
            "Sec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
        self.mask = os.urandom(4)
        self.transport: Any = None
        self.opened: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.head = b""
        self.buf = b""
        self.fragments: list[bytes] | None = None
        self.fragment_op = 0
        self.inbox: asyncio.Queue[Any] = asyncio.Queue()  # setup: decoded JSON messages
        self.fast = False  # load phase: draw frames go straight to the recorder
        self.closed = False

    @classmethod
    async def open(cls, room: int, host: str, port: int, path: str) -> RawClient:
        loop = asyncio.get_running_loop()
        _, client = await asyncio.wait_for(loop.create_connection(lambda: cls(room, host, port, path), host, port), 30)
        try:
            await asyncio.wait_for(client.opened, 30)
        except BaseException:
            await client.close()
            raise
        return client

    # transport callbacks
    def connection_made(self, transport: Any) -> None:  # uvloop's transports are not asyncio.Transport
        self.transport = transport
        transport.write(self.request)

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        if not self.opened.done():
            self.opened.set_exception(ConnectionError(f"closed during the handshake: {exc}"))
        self.inbox.put_nowait(None)

    def data_received(self, data: bytes) -> None:
        now = perf()
        if not self.opened.done():
            self.head += data
            end = self.head.find(b"\r\n\r\n")
            if end < 0:
                return
            status = self.head[: self.head.find(b"\r\n")]
            if b" 101 " not in status:
                self.opened.set_exception(ConnectionError(f"handshake refused: {status!r}"))
                return
            data, self.head = self.head[end + 4 :], b""
            self.opened.set_result(None)
            if not data:
                return
        buf = self.buf + data if self.buf else data
        pos = 0
        size = len(buf)
        rec = REC
        while size - pos >= 2:
            b0 = buf[pos]
            length = buf[pos + 1] & 0x7F  # frames from a server are never masked
            if length < 126:
                start = pos + 2
            elif length == 126:
                if size - pos < 4:
                    break
                length = int.from_bytes(buf[pos + 2 : pos + 4], "big")
                start = pos + 4
            else:
                if size - pos < 10:
                    break
                length = int.from_bytes(buf[pos + 2 : pos + 10], "big")
                start = pos + 10
            end = start + length
            if end > size:
                break
            pos = end
            if b0 == 0x81 and self.fast and (buf.startswith(DRAW_PREFIX, start) or buf.startswith(BATCH_PREFIX, start)):
                rec.draws(buf, start, end, now, self.room)  # the hot path: no JSON parsing
                continue
            self.frame(b0, buf, start, end)
        self.buf = buf[pos:] if pos < size else b""

    # the rare path
    def frame(self, b0: int, buf: bytes, start: int, end: int) -> None:
        opcode = b0 & 0x0F
        fin = b0 & 0x80
        if opcode == 0x9:  # ping
            self.send_frame(0xA, buf[start:end])
            return
        if opcode == 0xA:
            return
        if opcode == 0x8:  # close: answer and hang up
            if not self.closed and self.transport is not None:
                self.send_frame(0x8, buf[start : start + 2])
                self.transport.close()
            return
        if opcode in (0x1, 0x2) and fin:
            self.message(buf, start, end)
            return
        if opcode in (0x1, 0x2):
            self.fragments, self.fragment_op = [buf[start:end]], opcode
            return
        if opcode == 0x0 and self.fragments is not None:
            self.fragments.append(buf[start:end])
            if fin:
                whole = b"".join(self.fragments)
                self.fragments = None
                self.message(whole, 0, len(whole))

    def message(self, buf: bytes, start: int, end: int) -> None:
        if buf.startswith(PROBE_PREFIX, start):
            self.send_text(buf[start:end])
            REC.probes += 1
            return
        if self.fast:
            if buf.startswith(DRAW_PREFIX, start):  # a draw frame that came in pieces: not expected
                REC.others["draw_fragmented"] = REC.others.get("draw_fragmented", 0) + 1
            else:
                REC.other(buf, start, end)
        else:
            try:
                self.inbox.put_nowait(_json_decode(buf[start:end]))
            except msgspec.DecodeError:
                self.inbox.put_nowait({"t": "not_json"})

    # sending
    def send_frame(self, opcode: int, payload: bytes) -> None:
        if self.closed or self.transport is None or self.transport.is_closing():
            return
        n = len(payload)
        if n < 126:
            head = bytes((0x80 | opcode, 0x80 | n))
        elif n < 65536:
            head = bytes((0x80 | opcode, 0xFE)) + n.to_bytes(2, "big")
        else:
            head = bytes((0x80 | opcode, 0xFF)) + n.to_bytes(8, "big")
        self.transport.write(head + self.mask + apply_mask(payload, self.mask))

    def send_text(self, payload: bytes) -> None:
        self.send_frame(0x1, payload)

    def backlog(self) -> int:
        return self.transport.get_write_buffer_size() if self.transport is not None else 0

    async def close(self) -> None:
        if not self.closed and self.transport is not None:
            self.send_frame(0x8, (1000).to_bytes(2, "big"))
            self.transport.close()


# --- the websockets-library client (for comparison) ---------------------------------------------------------


class LibClient:
    def __init__(self, room: int, ws: Any) -> None:
        from websockets.asyncio.connection import broadcast

        self.room = room
        self.ws = ws
        self._broadcast = broadcast
        self.inbox: asyncio.Queue[Any] = asyncio.Queue()
        self.fast = False
        self.closed = False
        self.reader = asyncio.create_task(self._read())

    @classmethod
    async def open(cls, room: int, host: str, port: int, path: str) -> LibClient:
        from websockets.asyncio.client import connect

        ws = await connect(f"ws://{host}:{port}{path}", compression=None, max_size=1 << 22, open_timeout=30)
        return cls(room, ws)

    async def _read(self) -> None:
        rec = REC
        recv = self.ws.recv
        try:
            while True:
                data: bytes = await recv(decode=False)
                now = perf()
                if self.fast and (data.startswith(DRAW_PREFIX) or data.startswith(BATCH_PREFIX)):
                    rec.draws(data, 0, len(data), now, self.room)
                elif data.startswith(PROBE_PREFIX):
                    self.send_text(data)
                    rec.probes += 1
                elif self.fast:
                    rec.other(data, 0, len(data))
                else:
                    try:
                        self.inbox.put_nowait(_json_decode(data))
                    except msgspec.DecodeError:
                        self.inbox.put_nowait({"t": "not_json"})
        except Exception:
            pass
        finally:
            self.closed = True
            self.inbox.put_nowait(None)

    def send_text(self, payload: bytes) -> None:
        # broadcast() writes synchronously without waiting to drain: the scheduler must never block on one peer.
        self._broadcast((self.ws,), payload, text=True)

    def backlog(self) -> int:
        size: int = self.ws.transport.get_write_buffer_size()
        return size

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.ws.close(), 5)
        self.reader.cancel()


Client = RawClient | LibClient


async def send_json(client: Client, data: Any) -> None:
    client.send_text(_json_encode(data))


async def recv_json(client: Client, timeout: float) -> Any:
    message = await asyncio.wait_for(client.inbox.get(), timeout)
    if message is None:
        raise ConnectionError("connection closed during setup")
    return message


# --- setup (not measured) -----------------------------------------------------------------------------------


class SetupError(RuntimeError):
    pass


async def create_room(host: str, port: int) -> str:
    """POST /api/rooms with a bare HTTP/1.1 request (one short-lived connection; no client library needed)."""
    body = _json_encode({"game": "pictomania", "options": {"level": "easy"}})
    reader, writer = await asyncio.open_connection(host, port)
    try:
        writer.write(
            f"POST /api/rooms HTTP/1.1\r\nHost: {host}:{port}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n".encode()
            + body
        )
        await writer.drain()
        answer = await asyncio.wait_for(reader.read(), 30)
    finally:
        writer.close()
        with contextlib.suppress(Exception):
            await writer.wait_closed()
    head, _, payload = answer.partition(b"\r\n\r\n")
    if b" 201 " not in head.split(b"\r\n", 1)[0]:
        raise SetupError(f"POST /api/rooms: {head[:80]!r} {payload[:200]!r}")
    code: str = _json_decode(payload)["code"]
    return code


async def until(client: Client, timeout: float, wanted: Any, what: str) -> Any:
    """Read frames until `wanted(frame)` is true; an error frame or the deadline ends the setup.
    A message may hold several frames (a JSON array, one room turn's worth): each is looked at in order."""
    deadline = time.monotonic() + timeout
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise SetupError(f"timed out waiting for {what}")
        try:
            message = await recv_json(client, left)
        except TimeoutError:
            raise SetupError(f"timed out waiting for {what}") from None
        for frame in message if isinstance(message, list) else [message]:
            if isinstance(frame, dict) and frame.get("t") == "error":
                raise SetupError(f"error frame while waiting for {what}: {frame}")
            if wanted(frame):
                return frame


def phase_of(frame: Any) -> str | None:
    if isinstance(frame, dict) and frame.get("t") in ("state", "snapshot") and isinstance(frame.get("view"), dict):
        phase: str = frame["view"].get("phase")
        return phase
    return None


async def setup_parlour_room(index: int, opener: Any, host: str, port: int, timeout: float) -> list[Client]:
    code = await create_room(host, port)
    path = f"/ws/{code}"
    clients: list[Client] = list(
        await asyncio.gather(*(opener(index, host, port, path) for _ in range(PLAYERS_PER_ROOM)))
    )
    try:
        for client in clients:
            await send_json(client, {"t": "hello", "token": None})
        for client in clients:
            await until(client, timeout, lambda f: f.get("t") == "snapshot", "snapshot")
        # Sit one after the other: the first to sit is the host, and seats are numbered in order.
        for seat, client in enumerate(clients):
            await send_json(client, {"t": "sit", "name": NAMES[seat], "colour": COLOURS[seat]})
            seated = await until(client, timeout, lambda f: f.get("t") == "seated", "seated")
            if seated["seat"] != seat:
                raise SetupError(f"room {code}: expected seat {seat}, got {seated}")
        await send_json(clients[0], {"t": "start"})

        async def ready(seat: int, client: Client) -> None:
            sent_ready = False
            while True:
                frame = await until(client, timeout, lambda f: phase_of(f) is not None, "a state frame")
                phase = phase_of(frame)
                if phase == "drawing":
                    return
                if phase == "choosing_level" and seat == 0:
                    await send_json(client, {"t": "act", "action": {"type": "choose_level", "level": "easy"}})
                if phase == "preview" and not sent_ready:
                    await send_json(client, {"t": "act", "action": {"type": "ready"}})
                    sent_ready = True

        await asyncio.gather(*(ready(seat, client) for seat, client in enumerate(clients)))
    except BaseException:
        for client in clients:
            await client.close()
        raise
    return clients


async def setup_baseline_room(index: int, opener: Any, host: str, port: int, timeout: float) -> list[Client]:
    path = f"/room/{os.getpid()}-{index}"  # apart from another generator's rooms on the same relay
    return list(await asyncio.gather(*(opener(index, host, port, path) for _ in range(PLAYERS_PER_ROOM))))


# --- CPU accounting -----------------------------------------------------------------------------------------

TICK = os.sysconf("SC_CLK_TCK")


def proc_cpu(pid: int) -> tuple[float, float]:
    """(user, system) CPU seconds of a process (all its threads), from /proc/PID/stat."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) / TICK, int(fields[12]) / TICK


def thread_cpu(pid: int) -> dict[str, float]:
    """CPU seconds by thread name (threads of the same name added up)."""
    result: dict[str, float] = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/stat") as f:
                raw = f.read()
        except OSError:
            continue
        name = raw[raw.index("(") + 1 : raw.rindex(")")]
        fields = raw.rsplit(")", 1)[1].split()
        key = "main" if tid == str(pid) else name
        result[key] = result.get(key, 0.0) + (int(fields[11]) + int(fields[12])) / TICK
    return result


def machine_busy() -> tuple[float, float, float]:
    """(busy, softirq, steal) CPU seconds of the whole machine, from /proc/stat. Loopback traffic is partly
    handled in softirq context, which is not always charged to the process that caused it; steal is time the
    hypervisor gave to other machines (not counted as busy)."""
    with open("/proc/stat") as f:
        user, nice, system, _idle, _iowait, irq, softirq, steal = (int(v) for v in f.readline().split()[1:9])
    return (user + nice + system + irq + softirq) / TICK, softirq / TICK, steal / TICK


def own_cpu() -> tuple[float, float]:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime, usage.ru_stime


class CpuMark:
    def __init__(self, server_pids: list[int]) -> None:
        """`server_pids`: every process of the server (several, for `parlour serve --workers N`), added up."""
        self.wall = perf()
        self.own_user, self.own_sys = own_cpu()
        self.own = self.own_user + self.own_sys
        self.server_user = self.server_sys = 0.0
        self.threads: dict[str, float] = {}
        for pid in server_pids:
            user, system = proc_cpu(pid)
            self.server_user += user
            self.server_sys += system
            for name, seconds in thread_cpu(pid).items():
                self.threads[name] = self.threads.get(name, 0.0) + seconds
        self.server = self.server_user + self.server_sys
        self.busy, self.softirq, self.steal = machine_busy()


# --- the load -----------------------------------------------------------------------------------------------


class Player:
    __slots__ = ("carry", "client", "last", "room")

    def __init__(self, client: Client, room: int) -> None:
        self.client = client
        self.room = room
        self.last = 0.0
        self.carry = 0.0


def point_pool(rng: random.Random, size: int) -> list[bytes]:
    """Pre-encoded `x,y,p` triples (inside the 1000 x 1000 canvas, pressure 0..100), to be joined per frame."""
    return [f"{rng.randint(0, 1000)},{rng.randint(0, 1000)},{rng.randint(0, 100)}".encode() for _ in range(size)]


async def run_load(players: list[Player], args: argparse.Namespace, server_pids: list[int]) -> dict[str, Any]:
    rec = REC
    rng = random.Random(7)
    pool = point_pool(rng, 4096)
    pool_mask = len(pool) - 1
    interval = 1.0 / args.fps
    slots = max(1, round(interval / args.tick_ms * 1000))
    tick = interval / slots
    rng.shuffle(players)  # neighbours in a slot come from different rooms
    groups = [players[i::slots] for i in range(slots)]
    pps = args.points_per_second
    head = b'{"t":"draw","sid":'
    middle = b',"tool":"pen","size":6,"pts":['
    tail = b"]}"
    sent_at = rec.sent_at
    sent_room = rec.sent_room
    backlog_cap = args.backlog_cap

    for client in (p.client for p in players):
        client.fast = True
        while not client.inbox.empty():
            client.inbox.get_nowait()

    start = perf()
    for index, group in enumerate(groups):  # the first frame of each player carries one interval's points
        for player in group:
            player.last = start + index * tick - interval
    warm_end = start + args.warmup
    end = warm_end + args.seconds
    mark_start: CpuMark | None = None
    frames_window = points_window = 0
    frames_total = 0
    skipped_ticks = 0
    held_back = 0  # frames not sent because that connection's send buffer was over the cap
    max_lag = 0.0
    max_backlog = 0
    k = 0
    while True:
        target = start + k * tick
        now = perf()
        if target > now:
            await asyncio.sleep(target - now)
            now = perf()
        if now >= end:
            break
        if mark_start is None and now >= warm_end:
            rec.win_lo = len(sent_at)
            rec.window = True
            mark_start = CpuMark(server_pids)
        lag = now - target
        if lag > max_lag:
            max_lag = lag
        if lag > interval:
            # More than a whole frame interval behind: do not burst to catch up (a real client would not);
            # the next frames carry more points instead, and the achieved frame rate tells the story.
            behind = int(lag / tick)
            skipped_ticks += behind
            k += behind
            continue
        in_window = mark_start is not None
        for player in groups[k % slots]:
            carry = player.carry + pps * (now - player.last)
            n = int(carry)
            if n < 1:
                continue
            if n > MAX_POINTS:
                n = MAX_POINTS
                carry = n
            client = player.client
            backlog = client.backlog()
            if backlog > max_backlog:
                max_backlog = backlog
            if backlog > backlog_cap:
                held_back += 1
                continue
            player.carry = carry - n
            player.last = now
            offset = rng.getrandbits(12) & pool_mask
            pts = b",".join(pool[(offset + i) & pool_mask] for i in range(n))
            sid = len(sent_at)
            payload = head + str(sid).encode() + middle + pts + tail
            sent_room.append(player.room)
            sent_at.append(perf())
            client.send_text(payload)
            frames_total += 1
            if in_window:
                frames_window += 1
                points_window += n
        k += 1

    rec.win_hi = len(sent_at)
    rec.window = False
    mark_end = CpuMark(server_pids)
    closed_by_server = sum(1 for p in players if p.client.closed)
    if mark_start is None:
        raise RuntimeError("the load ended before its warm-up")

    # Drain: frames still in flight may arrive; stop when nothing new came for a while, or at the bound.
    expected = (rec.win_hi - rec.win_lo) * (PLAYERS_PER_ROOM - 1)
    drain_start = perf()
    last_count, last_change = rec.window_copies, perf()
    while perf() - drain_start < args.drain and rec.window_copies < expected:
        await asyncio.sleep(0.1)
        if rec.window_copies != last_count:
            last_count, last_change = rec.window_copies, perf()
        elif perf() - last_change > 1.0:
            break
    drain_seconds = perf() - drain_start

    window = mark_end.wall - mark_start.wall
    lat = sorted(rec.latencies)
    if args.latencies:
        # For a coordinator merging several generators' percentiles: every sample, as doubles.
        with open(args.latencies, "wb") as out:
            array.array("d", lat).tofile(out)

    def pct(q: float) -> float | None:
        if not lat:
            return None
        return round(lat[min(len(lat) - 1, int(q * len(lat)))] * 1000, 2)

    busy = mark_end.busy - mark_start.busy
    softirq = mark_end.softirq - mark_start.softirq
    server_cpu = mark_end.server - mark_start.server
    generator_cpu = mark_end.own - mark_start.own
    threads = {
        name: round(seconds - mark_start.threads.get(name, 0.0), 2)
        for name, seconds in mark_end.threads.items()
        if seconds - mark_start.threads.get(name, 0.0) > 0.005
    }
    connections = len(players)
    target_frames = connections * args.fps * window
    return {
        "connections": connections,
        "window_s": round(window, 3),
        "warmup_s": args.warmup,
        "latency_ms": {"p50": pct(0.50), "p90": pct(0.90), "p99": pct(0.99), "max": pct(1.0)},
        "target_frames_per_s": round(target_frames / window, 1),
        "sent_frames_per_s": round(frames_window / window, 1),
        "send_rate_achieved": round(frames_window / target_frames, 4) if target_frames else None,
        "delivered_frames_per_s": round(rec.received_in_window / window, 1),
        "points_per_s": round(points_window / window, 1),
        "target_points_per_s": connections * pps,
        "expected_deliveries": expected,
        "delivered": rec.window_copies,
        "delivery_ratio": round(rec.received_in_window / (frames_window * (PLAYERS_PER_ROOM - 1)), 4)
        if frames_window
        else None,
        "eventually_delivered_ratio": round(rec.window_copies / expected, 4) if expected else None,
        "server_cpu_s": round(mark_end.server - mark_start.server, 2),
        "server_cpu_cores": round((mark_end.server - mark_start.server) / window, 3),
        "server_sys_cpu_s": round(mark_end.server_sys - mark_start.server_sys, 2),
        "server_threads_cpu_s": threads,
        "generator_cpu_s": round(mark_end.own - mark_start.own, 2),
        "generator_cpu_cores": round((mark_end.own - mark_start.own) / window, 3),
        "generator_sys_cpu_s": round(mark_end.own_sys - mark_start.own_sys, 2),
        "machine_busy_cores": round(busy / window, 2),
        "softirq_cores": round(softirq / window, 2),
        "steal_cores": round((mark_end.steal - mark_start.steal) / window, 2),
        "other_cpu_cores": round(max(0.0, busy - server_cpu - generator_cpu - softirq) / window, 2),
        "max_send_lag_ms": round(max_lag * 1000, 1),
        "skipped_ticks": skipped_ticks,
        "held_back_frames": held_back,
        "max_send_backlog_bytes": max_backlog,
        "drain_s": round(drain_seconds, 2),
        "misrouted": rec.misrouted,
        "unknown_sid": rec.unknown_sid,
        "other_frames": rec.others,
        "probes_answered": rec.probes,
        "frames_sent_total": frames_total,
        "connections_closed_by_server": closed_by_server,
    }


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    opener = RawClient.open if args.client == "raw" else LibClient.open
    setup_room = setup_parlour_room if args.target == "parlour" else setup_baseline_room
    began = perf()
    limit = asyncio.Semaphore(args.setup_concurrency)
    done = 0

    async def one(index: int) -> list[Client]:
        nonlocal done
        async with limit:
            clients = await setup_room(index, opener, args.host, args.port, args.step_timeout)
            done += 1
            if done % 25 == 0 or done == args.rooms:
                log(f"{args.target}: {done}/{args.rooms} rooms ready ({perf() - began:.1f} s)")
            return clients

    tasks = [asyncio.create_task(one(i)) for i in range(args.rooms)]
    try:
        async with asyncio.timeout(args.setup_timeout):
            rooms = await asyncio.gather(*tasks)
    except BaseException:
        for task in tasks:
            task.cancel()
        for outcome in await asyncio.gather(*tasks, return_exceptions=True):
            if isinstance(outcome, list):
                for client in outcome:
                    await client.close()
        raise
    setup_seconds = perf() - began
    players = [Player(client, index) for index, clients in enumerate(rooms) for client in clients]
    log(f"{args.target}: {len(players)} connections in {setup_seconds:.1f} s; load {args.warmup}+{args.seconds} s")
    if args.sync:
        # Several generators start their load together: say we are set up, and wait for the start time.
        sys.stdout.write("READY\n")
        sys.stdout.flush()
        line = await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
        await asyncio.sleep(max(0.0, float(line) - time.time()))
    pids = [int(pid) for pid in args.server_pid.split(",")] if args.server_pid else []
    try:
        result = await run_load(players, args, pids)
    finally:
        await asyncio.gather(*(p.client.close() for p in players), return_exceptions=True)
        await asyncio.sleep(0.2)
    result.update(target=args.target, client=args.client, rooms=args.rooms, setup_s=round(setup_seconds, 1))
    return result


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--target", choices=["parlour", "baseline"], required=True)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--rooms", type=int, required=True)
    parser.add_argument("--seconds", type=float, default=10.0, help="measured window (after the warm-up)")
    parser.add_argument("--warmup", type=float, default=1.0)
    parser.add_argument("--points-per-second", type=float, default=60.0)
    parser.add_argument("--fps", type=float, default=30.0, help="draw frames per second per player (~33 ms)")
    parser.add_argument("--tick-ms", type=float, default=4.0, help="scheduler tick; players are spread over it")
    parser.add_argument("--client", choices=["raw", "websockets"], default="raw")
    parser.add_argument(
        "--server-pid", help="processes whose CPU time is measured over the window (comma-separated pids)"
    )
    parser.add_argument("--sync", action="store_true", help="print READY once set up; start at the time read in")
    parser.add_argument("--latencies", help="write every latency sample (seconds, doubles) to this file")
    parser.add_argument("--setup-concurrency", type=int, default=10, help="rooms set up at once")
    parser.add_argument("--setup-timeout", type=float, default=300.0)
    parser.add_argument("--step-timeout", type=float, default=30.0, help="bound on each setup wait")
    parser.add_argument("--drain", type=float, default=5.0, help="bound on waiting for in-flight frames")
    parser.add_argument("--backlog-cap", type=int, default=1 << 20, help="bytes buffered per connection")
    return parser


def main() -> int:
    args = build_parser().parse_args()
    if not 0 < args.points_per_second <= MAX_POINTS * args.fps:
        print(f"--points-per-second must be in (0, {MAX_POINTS * args.fps:g}]", file=sys.stderr)
        return 2
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    runner: Any = asyncio.run
    with contextlib.suppress(ImportError):
        import uvloop

        runner = uvloop.run
    try:
        result = runner(main_async(args))
    except (SetupError, ConnectionError, OSError, TimeoutError) as error:
        print(f"loadgen: {type(error).__name__}: {error}", file=sys.stderr)
        return 1
    sys.stdout.write(msgspec.json.encode(result).decode() + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
