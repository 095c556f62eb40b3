"""A process that leaves the cluster stops keeping its leases, even when a renewal ends the moment it is told to
stop: Python 3.11's `asyncio.wait_for` returned the renewal's answer and dropped the stop, and the keeper went on
renewing for ever while the server's shutdown waited for it (a test hung 14 minutes on that)."""

import asyncio
from types import SimpleNamespace
from typing import Any, cast

from parlour.cluster.node import Node
from parlour.server.outbox import LocalOutbox

from .conftest import RedisServer

LEASE_MS = 30
"""The keeper renews every tenth of this after its start: the first renewal comes at once."""


async def test_a_node_closed_as_a_renewal_ends_stops_keeping_its_leases(redis_server: RedisServer) -> None:
    node = Node(redis_server.url, LEASE_MS, LocalOutbox())
    closing: list[asyncio.Task[None]] = []
    renewed = asyncio.Event()

    async def renew_then_close(codes: list[str]) -> dict[str, Any]:
        # The stop comes as the renewal answers: scheduled before the answer is taken in.
        closing.append(asyncio.ensure_future(node.close()))
        renewed.set()
        return {}

    node.leases.renew = renew_then_close  # type: ignore[method-assign]
    await node.start(cast(Any, SimpleNamespace(rooms={}, remote={})))
    try:
        await renewed.wait()
        # A bound for the failure only: a close that works ends within this step of the loop or the next.
        done, _ = await asyncio.wait(closing, timeout=5)
        assert done, "the node was told to close as its renewal ended, and its keeper went on"
    finally:
        keeper = node._keeper
        if keeper is not None and not keeper.done():
            keeper.cancel()
            await asyncio.gather(keeper, return_exceptions=True)
            if closing:
                await asyncio.gather(closing[0], return_exceptions=True)
