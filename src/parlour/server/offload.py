"""Slow pure work (preparing a room's options around a large pasted deck) done in a worker process instead of
on the event loop.

A process, not a thread: a thread that parses holds the interpreter lock, and the event loop then waits for the
lock every time it comes back from a socket call, so the other rooms' round trips grew rather than shrank
(bench/deck_parsing.py). The worker is started on first use, and small inputs never go to it: sending them
costs more than preparing them here."""

import asyncio
import contextlib
import ctypes
import multiprocessing
import os
import signal
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import msgspec

INLINE_BELOW_BYTES = 16 * 1024
"""Inputs smaller than this (as JSON) are prepared on the event loop: well under a millisecond of work."""


def _encoded_call(function: Callable[..., Any], args: tuple[Any, ...]) -> bytes:
    # msgpack rather than pickle for the way back: decoding it on the event loop is several times quicker.
    return msgspec.msgpack.encode(function(*args))


_PR_SET_PDEATHSIG = 1


def _die_with(parent: int) -> None:
    """The worker's initializer. A worker outlives a server killed with SIGKILL (it holds both ends of its own
    call pipe, so it never reads an end of file): the kernel is asked to end it with its parent, on Linux."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
    if os.getppid() != parent:  # the parent died before the request was made
        os._exit(1)


class Offload:
    def __init__(self, inline_below_bytes: int = INLINE_BELOW_BYTES) -> None:
        self.inline_below_bytes = inline_below_bytes
        self._pool: ProcessPoolExecutor | None = None

    async def __call__(self, function: Callable[..., Any], raw: Any, *args: Any, result_type: Any) -> Any:
        """`function(raw, *args)`, a `result_type`; in the worker when `raw` is large. Exceptions (RuleError)
        come back as they were raised."""
        if len(msgspec.json.encode(raw)) < self.inline_below_bytes:
            return function(raw, *args)
        loop = asyncio.get_running_loop()
        try:
            data = await loop.run_in_executor(self._worker(), _encoded_call, function, (raw, *args))
        except BrokenProcessPool:
            # The worker died (killed, out of memory): the next call starts a new one.
            self._pool = None
            raise
        return msgspec.msgpack.decode(data, type=result_type)

    def _worker(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # Spawned, not forked: a fork of a process running an event loop and threads copies their locks.
            self._pool = ProcessPoolExecutor(
                max_workers=1,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_die_with,
                initargs=(os.getpid(),),
            )
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
