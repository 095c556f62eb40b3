"""Frames between processes, over Redis publish/subscribe.

Each process (a node) listens on a channel of its own. A process holding a client's socket for a room another
process owns publishes what the client sends to the owner's channel; the owner publishes what the room sends to
the holder's. What one process has for another within one pass of its event loop goes as one message, in order.

Redis keeps none of it: a message to a node that is gone reaches nobody, which `publish` reports (the sender
then treats that node as gone), and a node that loses its subscription (Redis restarted) says so to its owner
(`on_lost`), which sends its clients to reconnect rather than let frames vanish unsaid."""

import asyncio
import contextlib
import time
from collections.abc import Callable

import msgspec
import structlog
from redis.asyncio import Redis
from redis.exceptions import RedisError

from parlour.wire.seam import SocketMessage

log = structlog.get_logger("parlour.cluster")

CHANNEL_PREFIX = "parlour:node:"
RECONNECT_SECONDS = 0.25
LISTEN_WAKE_SECONDS = 1.0
DRAIN_SECONDS = 2.0


class Inbound(msgspec.Struct, array_like=True, tag="in"):
    """From a socket's holder to a room's owner: what the room is posted, as the socket posted it (wire/seam.py)."""

    room: str
    node: str
    """Where the socket is: where the room's frames for it go."""
    message: SocketMessage
    at: float = 0.0
    """When a frame came off the socket (wall clock, seconds): the fair bell measures from it. A `FrameIn`'s own
    arrival is a reading of its process's `perf_counter`, which means nothing to another process."""


class Outbound(msgspec.Struct, array_like=True, tag="out"):
    """From a room's owner to a socket's holder: text for the client."""

    conn: int
    data: str


class Closing(msgspec.Struct, array_like=True, tag="close"):
    conn: int
    code: int
    farewell: str | None = None


Item = Inbound | Outbound | Closing
_encoder = msgspec.msgpack.Encoder()
_decoder = msgspec.msgpack.Decoder(list[Item])


def channel(node: str) -> str:
    return CHANNEL_PREFIX + node


class Bus:
    def __init__(
        self,
        redis: Redis,
        listening: Redis,
        node: str,
        on_item: Callable[[Item], None],
        on_unreachable: Callable[[str, list[Item]], None],
        on_lost: Callable[[], None],
    ) -> None:
        self.redis = redis
        self.listening = listening
        """A client of its own for the subscription, that never reconnects by itself: a reconnection would
        resubscribe in silence, and what was published meanwhile would be lost unsaid."""
        self.node = node
        self.on_item = on_item
        self.on_unreachable = on_unreachable
        """Items a node did not get: it is gone (nobody listens on its channel)."""
        self.on_lost = on_lost
        """Our subscription broke: whatever was on its way to us may be lost."""
        self._out: dict[str, list[Item]] = {}
        self._wake = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []
        self.subscribed = asyncio.Event()
        self.closing = False
        self._drained = asyncio.Event()

    async def start(self) -> None:
        self._tasks = [
            asyncio.create_task(self._listen(), name="bus-listen"),
            asyncio.create_task(self._publish(), name="bus-publish"),
        ]
        async with asyncio.timeout(10):
            await self.subscribed.wait()

    async def close(self) -> None:
        """Stop, once what is waiting to go out has gone (a room stopping says goodbye to its clients)."""
        self.closing = True
        if self._out:
            self._wake.set()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(DRAIN_SECONDS):
                    await self._drained.wait()
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, RedisError, OSError):
                await task

    def send(self, node: str, item: Item) -> None:
        self._out.setdefault(node, []).append(item)
        self._wake.set()

    def backlog(self, node: str) -> int:
        return len(self._out.get(node, ()))

    async def alive(self, node: str) -> bool:
        """Whether a process listens on that node's channel (a process that died has no subscription left)."""
        counts = await self.redis.pubsub_numsub(channel(node))
        return bool(counts and int(counts[0][1]) > 0)

    async def _publish(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            out, self._out = self._out, {}
            self._drained.clear()
            for node, items in out.items():
                try:
                    # On the client that never retries: a publish retried after a timeout may have gone out
                    # already, and its frames would be applied twice.
                    heard = await self.listening.publish(channel(node), _encoder.encode(items))
                except (RedisError, OSError) as error:
                    # Not "nobody heard": Redis itself failed, and what was on its way may be lost either way.
                    log.warning("bus_publish_failed", node=node, items=len(items), error=repr(error))
                    self._guarded(self.on_lost)
                    continue
                if not heard:
                    self._guarded(self.on_unreachable, node, items)
            if not self._out:
                self._drained.set()

    @staticmethod
    def _guarded(handler: Callable[..., None], *args: object) -> None:
        """A fault in handling one message must not stop the bus: it is logged, and the bus goes on."""
        try:
            handler(*args)
        except Exception:
            log.exception("bus_handler_failed", handler=getattr(handler, "__name__", repr(handler)))

    async def _listen(self) -> None:
        while not self.closing:
            pubsub = self.listening.pubsub(ignore_subscribe_messages=True)
            try:
                await pubsub.subscribe(channel(self.node))
                self.subscribed.set()
                while True:
                    # Woken every so often even when nothing comes, so that the client's health check runs and
                    # a connection that died without a word is noticed.
                    message = await pubsub.get_message(timeout=LISTEN_WAKE_SECONDS)
                    if message is None or message.get("type") != "message":
                        continue
                    try:
                        items = _decoder.decode(message["data"])
                    except msgspec.DecodeError:
                        log.exception("bus_message_unreadable")  # another version's, say: skipped, said
                        continue
                    for item in items:
                        self._guarded(self.on_item, item)
            except (RedisError, OSError) as error:
                log.warning("bus_subscription_lost", error=repr(error))
            except Exception:
                log.exception("bus_listener_failed")
            finally:
                # However the subscription ended, what was published meanwhile may be lost: say so.
                self.subscribed.clear()
                if not self.closing:
                    self._guarded(self.on_lost)
                with contextlib.suppress(RedisError, OSError, RuntimeError):
                    await pubsub.aclose()  # type: ignore[no-untyped-call]
            if not self.closing:
                await asyncio.sleep(RECONNECT_SECONDS)


def wall_clock_of(arrived: float) -> float:
    """A `time.perf_counter()` reading as wall-clock time, which another process can read back."""
    return time.time() - max(0.0, time.perf_counter() - arrived)


def perf_counter_of(at: float) -> float:
    return time.perf_counter() - max(0.0, time.time() - at)
