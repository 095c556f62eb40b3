"""The server's memory under abuse, measured from outside: a `parlour serve` process of its own, its resident set
size read from /proc. Sockets opened and dropped by the thousand, look-ups of rooms that do not exist, and one
enormous request body must each leave the server's memory where it was once warmed up: it may grow while its
allocator warms up, but not with every socket, every look-up or every byte sent.

Each test prints its figures (run with -s to see them). The bounds are generous on purpose, figures rather than
tight thresholds: each fault they are there to catch costs several times its bound."""

import asyncio
import json
import random
import time
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from .memory import (
    CLEAN,
    RESET,
    HandshakeRefused,
    KeptAliveGets,
    RawSocket,
    in_waves,
    peak_rss_mib,
    post_streamed,
    rss_mib,
)
from .process import ServerProcess

CONCURRENCY = 40
"""Sockets (or requests) in flight at once: under the server's limit of open WebSockets per client address."""
TEST_SECONDS = 180.0
"""A guard against a hang, not a measure: no memory test may take longer than this. (At 60 s a connection storm
on a loaded two-core machine ran out of it in a run of the whole suite.)"""
SETTLE_SECONDS = 0.3
"""Time given to the server after a burst for the sockets' last frames and closes, before its memory is read."""

STORM_ROUNDS = 12
STORM_WARM_UP_ROUNDS = 4
STORM_SOCKETS = 200
STORM_GROWTH_MIB = 2.0
"""After the warm-up, the last 8 rounds (1,600 sockets) may grow the server's memory by this much in all: about
1.3 KiB a socket, where a socket that left all its objects behind would cost several (8.5 KiB, as it once did)."""

LOOKUP_ROUNDS = 3
LOOKUPS_HTTP = 700
LOOKUPS_WS = 300
LOOKUP_WARM_UP = 400
CODE_LENGTHS = (6, 7, 100, 1_000, 4_000, 7_000)
"""Unknown room codes of every length, from a well-formed one to a 7,000-character one (2 KB on average)."""
CODE_CHARS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
LOOKUP_GROWTH_MIB = 2.0
"""After the warm-up, 3,000 look-ups may grow memory by this much in all: 700 bytes a look-up, a third of what a
server that kept each unknown code would need."""

HUGE_BODY = 64 * 1024 * 1024
BODY_CHUNK = 64 * 1024
BODY_GROWTH_MIB = 16.0
"""A 64 MiB body may move the server's resident (and peak) memory by this much: not by the body's size."""


@pytest.fixture
async def served(tmp_path: Path) -> AsyncIterator[ServerProcess]:
    server = ServerProcess(f"sqlite+aiosqlite:///{tmp_path / 'parlour.sqlite3'}", env={"PARLOUR_LOG_LEVEL": "warning"})
    await server.start()
    try:
        yield server
    finally:
        server.kill()


def pid(server: ServerProcess) -> int:
    assert server.proc is not None
    return server.proc.pid


async def create_room(server: ServerProcess) -> str:
    async with httpx.AsyncClient(base_url=server.base) as http:
        response = await http.post("/api/rooms", json={"game": "pictomania"})
    assert response.status_code == 201, response.text
    return str(response.json()["code"])


# --- connection storms ----------------------------------------------------------------------------------------

STORM_KINDS = ("connect-clean", "connect-reset", "hello-clean", "hello-reset", "sit-clean")
"""What each socket of a storm does before it goes: nothing, or say hello, or hello then try to sit (the first six
get seats, which the room rightly keeps; the others are refused); then close cleanly or reset the connection."""
COLOURS = ("red", "yellow", "green", "blue", "purple", "orange")


async def storm_socket(port: int, code: str, kind: str, index: int) -> None:
    action, how = kind.split("-")
    sock = await RawSocket.open(port, f"/ws/{code}")
    if action in ("hello", "sit"):
        sock.send_text(json.dumps({"t": "hello", "token": None}))
        await sock.read_until(b'"snapshot"')
    if action == "sit":
        sock.send_text(json.dumps({"t": "sit", "name": f"P{index}", "colour": COLOURS[index % len(COLOURS)]}))
        await sock.read_until(b'"seated"', b'"error"')
    await sock.close(CLEAN if how == "clean" else RESET)


async def test_memory_levels_off_after_connection_storms(served: ServerProcess) -> None:
    """A socket that is gone must leave nothing behind, however it went. (What a socket used to leave: uvicorn's
    HTTP protocol and the websockets protocol each in a reference cycle, about 8.5 KiB together, kept until the
    garbage collector ran, which the thresholds `parlour serve` sets make rare.)"""
    async with asyncio.timeout(TEST_SECONDS):
        started = time.monotonic()
        code = await create_room(served)
        before = rss_mib(pid(served))
        figures: list[float] = []
        for round_number in range(STORM_ROUNDS):
            base = round_number * STORM_SOCKETS
            await in_waves(
                [
                    lambda i=base + i: storm_socket(served.port, code, STORM_KINDS[i % len(STORM_KINDS)], i)
                    for i in range(STORM_SOCKETS)
                ],
                CONCURRENCY,
            )
            await asyncio.sleep(SETTLE_SECONDS)
            figures.append(rss_mib(pid(served)))
        async with httpx.AsyncClient(base_url=served.base) as http:
            health = (await http.get("/healthz")).json()
        warmed = figures[STORM_WARM_UP_ROUNDS - 1]
        growth = figures[-1] - warmed
        rounds_after = STORM_ROUNDS - STORM_WARM_UP_ROUNDS
        print(
            f"\nconnection storms: {STORM_ROUNDS} rounds of {STORM_SOCKETS} sockets ({', '.join(STORM_KINDS)}),"
            f" {CONCURRENCY} at a time, in {time.monotonic() - started:.1f} s\n"
            f"  RSS before {before:.1f} MiB, after the {STORM_WARM_UP_ROUNDS} warm-up rounds {warmed:.1f} MiB,"
            f" at the end {figures[-1]:.1f} MiB\n"
            f"  after each round: {' '.join(f'{f:.1f}' for f in figures)} MiB\n"
            f"  growth after the warm-up: {growth:+.2f} MiB over {rounds_after} rounds,"
            f" {growth / rounds_after:+.2f} MiB a round, {growth * 1024 / (rounds_after * STORM_SOCKETS):+.2f} KiB a"
            f" socket; connections still open: {health['connections']}"
        )
        assert health["connections"] == 0, health
        assert growth < STORM_GROWTH_MIB, (
            f"memory kept growing after the warm-up: {growth:+.2f} MiB over the last {rounds_after} rounds"
            f" ({' '.join(f'{f:.1f}' for f in figures)} MiB)"
        )


# --- look-ups of rooms that do not exist ----------------------------------------------------------------------


CODE_OF_BYTE = bytes(ord(CODE_CHARS[byte % len(CODE_CHARS)]) for byte in range(256))
"""Random bytes into code characters (near uniformly: 256 is not a multiple of 31): as long, as varied and as
unknown to the server as codes drawn a character at a time, and some fifty times cheaper to make, which mattered
with 2 KB codes by the thousand (seconds of the test's own CPU, taken from the server it measures)."""


def unknown_code(rng: random.Random, index: int) -> str:
    return rng.randbytes(CODE_LENGTHS[index % len(CODE_LENGTHS)]).translate(CODE_OF_BYTE).decode()


async def lookup_over_websocket(port: int, code: str) -> str:
    """How the server turned away a WebSocket to an unknown room: its HTTP refusal or its close code."""
    try:
        sock = await RawSocket.open(port, f"/ws/{code}")
    except HandshakeRefused as refused:
        return f"http {refused.status}"
    try:
        close_code, texts = await sock.read_close()
        assert not any(b'"snapshot"' in text for text in texts), f"a room was shown for {code[:20]}…"
        return f"close {close_code}"
    finally:
        await sock.close(RESET)


async def http_lookups(http: KeptAliveGets, rng: random.Random, n: int) -> Counter[str]:
    answers: Counter[str] = Counter()

    async def one(index: int) -> None:
        answers[f"http {await http.get(f'/api/rooms/{unknown_code(rng, index)}')}"] += 1

    await in_waves([lambda i=i: one(i) for i in range(n)], CONCURRENCY)
    return answers


async def websocket_lookups(server: ServerProcess, rng: random.Random, n: int) -> Counter[str]:
    answers: Counter[str] = Counter()

    async def one(index: int) -> None:
        answers[await lookup_over_websocket(server.port, unknown_code(rng, index))] += 1

    await in_waves([lambda i=i: one(i) for i in range(n)], CONCURRENCY)
    return answers


async def test_unknown_room_lookups_hold_no_memory(served: ServerProcess) -> None:
    """Asking for rooms that do not exist, over HTTP or WebSocket and with codes of any length, must keep nothing:
    no lock, no code, no socket."""
    async with asyncio.timeout(TEST_SECONDS):
        started = time.monotonic()
        rng = random.Random(8)
        http = KeptAliveGets(served.port, CONCURRENCY)
        try:
            before = rss_mib(pid(served))
            answers = await http_lookups(http, rng, LOOKUP_WARM_UP * 2 // 3)
            answers += await websocket_lookups(served, rng, LOOKUP_WARM_UP // 3)
            await asyncio.sleep(SETTLE_SECONDS)
            warmed = rss_mib(pid(served))
            figures: list[float] = []
            by_http = by_websocket = 0.0
            for _ in range(LOOKUP_ROUNDS):
                start = rss_mib(pid(served))
                answers += await http_lookups(http, rng, LOOKUPS_HTTP)
                await asyncio.sleep(SETTLE_SECONDS)
                middle = rss_mib(pid(served))
                answers += await websocket_lookups(served, rng, LOOKUPS_WS)
                await asyncio.sleep(SETTLE_SECONDS)
                figures.append(rss_mib(pid(served)))
                by_http += middle - start
                by_websocket += figures[-1] - middle
        finally:
            http.close()
        growth = figures[-1] - warmed
        count = LOOKUP_ROUNDS * (LOOKUPS_HTTP + LOOKUPS_WS)
        print(
            f"\nunknown-room look-ups: {LOOKUP_WARM_UP} to warm up, then {LOOKUP_ROUNDS} rounds of {LOOKUPS_HTTP} over"
            f" HTTP and {LOOKUPS_WS} over WebSocket, codes of {', '.join(map(str, CODE_LENGTHS))} characters,"
            f" {CONCURRENCY} at a time, in {time.monotonic() - started:.1f} s\n"
            f"  answers: {dict(sorted(answers.items()))}\n"
            f"  RSS before {before:.1f} MiB, after the warm-up {warmed:.1f} MiB, after each round"
            f" {' '.join(f'{f:.1f}' for f in figures)} MiB\n"
            f"  growth after the warm-up: {growth:+.2f} MiB ({growth / LOOKUP_ROUNDS:+.2f} MiB a round),"
            f" {growth * 2**20 / count:+.0f} bytes a look-up; during the HTTP look-ups {by_http:+.2f} MiB"
            f" ({by_http * 2**20 / (LOOKUP_ROUNDS * LOOKUPS_HTTP):+.0f} bytes each), during the WebSocket ones"
            f" {by_websocket:+.2f} MiB ({by_websocket * 2**20 / (LOOKUP_ROUNDS * LOOKUPS_WS):+.0f} bytes each)"
        )
        refused = {answer for answer in answers if not answer.startswith(("http 4", "close 4"))}
        assert not refused, f"unknown rooms must be refused with a 4xx status or close code, not {refused}"
        assert growth < LOOKUP_GROWTH_MIB, (
            f"look-ups of unknown rooms kept memory: {growth:+.2f} MiB after {count} look-ups"
            f" ({by_http:+.2f} MiB during those over HTTP, {by_websocket:+.2f} MiB during those over WebSocket)"
        )


# --- an enormous request body ---------------------------------------------------------------------------------


async def huge_body() -> AsyncIterator[bytes]:
    """64 MiB of one JSON string, made of one 64 KiB block sent over and over: the test never holds it whole."""
    block = b"x" * BODY_CHUNK
    head, tail = b'{"game": "pictomania", "options": {"deck": "', b'"}}'
    yield head + block[len(head) :]
    for _ in range(HUGE_BODY // BODY_CHUNK - 2):
        yield block
    yield block[len(tail) :] + tail


async def test_a_64_mib_body_is_refused_without_being_read(served: ServerProcess) -> None:
    """A body past the limit is refused with 413 before it is held: whether it declares its length or comes in
    chunks, neither the server's memory nor its peak moves by anything like the body's size."""
    async with asyncio.timeout(TEST_SECONDS):
        started = time.monotonic()
        await create_room(served)  # one ordinary request first, so that what follows measures the body alone
        before, peak_before = rss_mib(pid(served)), peak_rss_mib(pid(served))
        rows = []
        for framing, length in (("Content-Length", HUGE_BODY), ("chunked", None)):
            status, sent = await post_streamed(served.port, "/api/rooms", huge_body(), length)
            await asyncio.sleep(SETTLE_SECONDS)
            rows.append((framing, status, sent, rss_mib(pid(served)), peak_rss_mib(pid(served))))
        after, peak_after = rows[-1][3], rows[-1][4]
        print(
            f"\na 64 MiB body to POST /api/rooms, with a Content-Length and then chunked,"
            f" in {time.monotonic() - started:.1f} s\n"
            f"  RSS before {before:.1f} MiB (peak so far {peak_before:.1f} MiB)\n"
            + "".join(
                f"  {framing}: HTTP {status} after {sent / 2**20:.1f} MiB sent;"
                f" RSS {rss:.1f} MiB ({rss - before:+.1f}), peak {peak:.1f} MiB ({peak - peak_before:+.1f})\n"
                for framing, status, sent, rss, peak in rows
            )
        )
        assert [row[1] for row in rows] == [413, 413], rows
        assert after - before < BODY_GROWTH_MIB, f"RSS grew by {after - before:.1f} MiB"
        assert peak_after - peak_before < BODY_GROWTH_MIB, f"peak RSS grew by {peak_after - peak_before:.1f} MiB"
