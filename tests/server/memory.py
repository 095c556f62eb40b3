"""Measuring a server's memory from outside, and raw sockets for the memory tests.

The WebSockets here speak just enough of RFC 6455 (the opening handshake, masked text frames, a close frame) to
open, greet and drop thousands of connections quickly, and to drop them the rude way too: a TCP reset with
nothing said, as a phone that loses its signal does. The HTTP request here streams its body while it watches for
an answer, so that a server that answers early is heard, and so that a large body never has to be held in memory
by the test."""

import asyncio
import base64
import contextlib
import os
import socket
import struct
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable

CLEAN = "clean"
"""Say goodbye: a close frame, then wait for the server's close and the end of the stream."""
RESET = "reset"
"""Say nothing: abort the TCP connection with a reset (SO_LINGER 0)."""


def _status_kib(pid: int, field: str) -> int:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise RuntimeError(f"no {field} for process {pid}")


def rss_mib(pid: int) -> float:
    """The resident set size of a process now, in MiB (VmRSS of /proc/PID/status)."""
    return _status_kib(pid, "VmRSS") / 1024


def peak_rss_mib(pid: int) -> float:
    """The largest resident set size the process has had, in MiB (VmHWM of /proc/PID/status)."""
    return _status_kib(pid, "VmHWM") / 1024


class HandshakeRefused(ConnectionError):
    def __init__(self, status: int) -> None:
        super().__init__(f"WebSocket handshake refused with HTTP {status}")
        self.status = status


class RawSocket:
    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer

    @classmethod
    async def open(cls, port: int, path: str) -> "RawSocket":
        """A WebSocket to `path` after its opening handshake; HandshakeRefused when the server answers otherwise."""
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        key = base64.b64encode(os.urandom(16)).decode()
        writer.write(
            (
                f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        try:
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 10.0)
        except BaseException:
            writer.transport.abort()
            raise
        status = int(head.split(b" ", 2)[1])
        if status != 101:
            writer.transport.abort()
            raise HandshakeRefused(status)
        return cls(reader, writer)

    def send_text(self, text: str) -> None:
        self._send_frame(0x1, text.encode())

    def _send_frame(self, opcode: int, payload: bytes) -> None:
        mask = os.urandom(4)
        size = len(payload)
        if size < 126:
            head = struct.pack("!BB", 0x80 | opcode, 0x80 | size)
        elif size < 1 << 16:
            head = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, size)
        else:
            head = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, size)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.writer.write(head + mask + masked)

    async def read_frame(self) -> tuple[int, bytes]:
        first, second = await self.reader.readexactly(2)
        size = second & 0x7F
        if size == 126:
            (size,) = struct.unpack("!H", await self.reader.readexactly(2))
        elif size == 127:
            (size,) = struct.unpack("!Q", await self.reader.readexactly(8))
        return first & 0x0F, await self.reader.readexactly(size)

    async def read_until(self, *needles: bytes, timeout: float = 10.0) -> bytes:
        """Text frames until one that contains one of `needles` (a close frame or the end of the stream fails)."""

        async def scan() -> bytes:
            while True:
                opcode, payload = await self.read_frame()
                if opcode == 0x8:
                    raise ConnectionError(f"closed by the server: {payload!r}")
                if opcode == 0x1 and any(needle in payload for needle in needles):
                    return payload

        return await asyncio.wait_for(scan(), timeout)

    async def read_close(self, timeout: float = 10.0) -> tuple[int | None, list[bytes]]:
        """Frames until the server's close frame: its close code (None when the stream ends without one) and
        the text frames before it."""

        async def scan() -> tuple[int | None, list[bytes]]:
            texts: list[bytes] = []
            while True:
                try:
                    opcode, payload = await self.read_frame()
                except (asyncio.IncompleteReadError, ConnectionError):
                    return None, texts
                if opcode == 0x8:
                    return (struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else None), texts
                if opcode == 0x1:
                    texts.append(payload)

        return await asyncio.wait_for(scan(), timeout)

    async def close(self, how: str) -> None:
        if how == RESET:
            sock = self.writer.transport.get_extra_info("socket")
            if sock is not None:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.writer.transport.abort()
            return
        try:
            self._send_frame(0x8, struct.pack("!H", 1000))
            await self.writer.drain()
            # The server answers with its own close frame (unless it sent one first), then ends the connection.
            await asyncio.wait_for(self._drain_to_eof(), 10.0)
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        finally:
            self.writer.close()

    async def _drain_to_eof(self) -> None:
        while await self.reader.read(65536):
            pass


async def in_waves(jobs: Iterable[Callable[[], Awaitable[None]]], concurrency: int) -> None:
    """Run every job, at most `concurrency` at a time; the first failure is raised."""
    gate = asyncio.Semaphore(concurrency)

    async def one(job: Callable[[], Awaitable[None]]) -> None:
        async with gate:
            await job()

    async with asyncio.TaskGroup() as group:
        for job in jobs:
            group.create_task(one(job))


async def post_streamed(
    port: int, path: str, chunks: AsyncIterator[bytes], length: int | None, timeout: float = 30.0
) -> tuple[int, int]:
    """POST a body streamed from `chunks`, with a Content-Length of `length`, or chunked when it is None, and
    listen for the answer while sending: the answer's status, and how many body bytes went out before it came.

    Sending stops when the answer arrives or the server stops reading; the answer is still read after a failed
    send, as browsers do, since a server that refuses a body may close (even reset) the connection while the body
    is still coming."""
    loop = asyncio.get_running_loop()
    sock = socket.socket()
    sock.setblocking(False)
    sent = 0

    async def send() -> None:
        nonlocal sent
        try:
            async for chunk in chunks:
                await loop.sock_sendall(sock, chunk if length is not None else b"%x\r\n%s\r\n" % (len(chunk), chunk))
                sent += len(chunk)
            if length is None:
                await loop.sock_sendall(sock, b"0\r\n\r\n")
        except OSError:
            pass  # the server answered and closed without reading the rest: that is allowed

    async def receive() -> bytes:
        data = b""
        while b"\r\n\r\n" not in data:
            try:
                more = await loop.sock_recv(sock, 65536)
            except OSError as error:
                raise ConnectionError(f"the connection was reset before an answer ({data!r})") from error
            if not more:
                raise ConnectionError(f"the connection was closed before an answer ({data!r})")
            data += more
        return data

    try:
        await loop.sock_connect(sock, ("127.0.0.1", port))
        framing = f"Content-Length: {length}" if length is not None else "Transfer-Encoding: chunked"
        await loop.sock_sendall(
            sock,
            f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n{framing}\r\n"
            "Connection: close\r\n\r\n".encode(),
        )
        sender = asyncio.create_task(send())
        try:
            head = await asyncio.wait_for(receive(), timeout)
        finally:
            sender.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await sender
    finally:
        sock.close()
    return int(head.split(b" ", 2)[1]), sent


class KeptAliveGets:
    """GET requests over at most `connections` HTTP/1.1 connections, each kept open and used again, as an HTTP
    client's connection pool does, with none of the work such a client does for each request: the memory tests
    send thousands of requests with URLs kilobytes long, and a full client parsing each of them took more of a
    two-core machine's CPU than the server answering them."""

    def __init__(self, port: int, connections: int, timeout: float = 20.0) -> None:
        self.port = port
        self.timeout = timeout
        self.slots = asyncio.Semaphore(connections)
        self.idle: list[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = []

    async def get(self, path: str) -> int:
        """The answer's status; its body is read to the end, so that the connection can carry the next request."""
        request = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n\r\n".encode()
        async with self.slots:
            reused, (reader, writer) = await self._connection()
            writer.write(request)
            try:
                status, keep = await asyncio.wait_for(self._answer(reader), self.timeout)
            except (asyncio.IncompleteReadError, ConnectionResetError) as error:
                writer.close()
                # The server closes a connection idle for a few seconds, and may do so as a request goes out on it:
                # as any HTTP client does, a request that got no byte of answer on a reused connection is sent again
                # on a new one. Anything else is the server's doing, and fails the test.
                if not reused or (isinstance(error, asyncio.IncompleteReadError) and error.partial):
                    raise
                reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
                writer.write(request)
                status, keep = await asyncio.wait_for(self._answer(reader), self.timeout)
            if keep:
                self.idle.append((reader, writer))
            else:
                writer.close()
            return status

    async def _connection(self) -> tuple[bool, tuple[asyncio.StreamReader, asyncio.StreamWriter]]:
        """(reused, connection): an idle connection the server has not closed yet, or a new one."""
        while self.idle:
            reader, writer = self.idle.pop()
            if not reader.at_eof():
                return True, (reader, writer)
            writer.close()
        return False, await asyncio.open_connection("127.0.0.1", self.port)

    @staticmethod
    async def _answer(reader: asyncio.StreamReader) -> tuple[int, bool]:
        head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
        fields = dict(line.lower().split(": ", 1) for line in head[1:] if line)
        if "content-length" not in fields:
            raise AssertionError(f"an answer without a Content-Length: {head}")
        await reader.readexactly(int(fields["content-length"]))
        return int(head[0].split(" ", 2)[1]), fields.get("connection") != "close"

    def close(self) -> None:
        for _, writer in self.idle:
            writer.close()
        self.idle.clear()
