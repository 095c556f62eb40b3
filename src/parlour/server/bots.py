"""Computer players inside the server. A bot is attached to its room like a connection: it is sent the same
frames a browser would be, reads its seat's view, and posts actions to the room after its own delays."""

import asyncio
import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import msgspec

from parlour.bots.piccolino import LEVELS as PICCOLINO_LEVELS
from parlour.bots.piccolino import PiccolinoBot
from parlour.server.protocol import Act

if TYPE_CHECKING:
    from parlour.server.room import Room

BOT_NAMES = ("Pipo", "Zaza", "Bobo", "Lulu", "Coco", "Fifi")


class Policy:
    def on_view(self, view: dict[str, Any]) -> list[tuple[float, dict[str, Any]]]:
        raise NotImplementedError


class PiccolinoPolicy(Policy):
    def __init__(self, level: str, humans: Callable[[], list[int]]) -> None:
        self.bot = PiccolinoBot(level, random.Random())
        self.humans = humans

    def on_view(self, view: dict[str, Any]) -> list[tuple[float, dict[str, Any]]]:
        return self.bot.on_view(view) + self.bot.on_view_agree_to_stop(view, self.humans())


BOT_LEVELS: dict[str, tuple[str, ...]] = {"piccolino": tuple(PICCOLINO_LEVELS)}


def make_policy(game: str, level: str, humans: Callable[[], list[int]]) -> Policy:
    if game == "piccolino":
        return PiccolinoPolicy(level, humans)
    raise LookupError(game)


class BotConnection:
    """Looks like a Connection to the room; never slow, never lagging."""

    rtt_ms = 0

    def __init__(self, room: "Room", seat: int, policy: Policy, speed: float = 1.0) -> None:
        self.room = room
        self.speed = speed
        self.seat: int | None = seat
        self.policy = policy
        self.greeted = True
        self.alive = True
        self.timers: list[asyncio.TimerHandle] = []

    def send(self, data: str) -> None:
        if not self.alive:
            return
        message = msgspec.json.decode(data)
        frames = message if isinstance(message, list) else [message]
        views = [f["view"] for f in frames if f.get("t") in ("state", "snapshot") and f.get("view")]
        if views:
            loop = asyncio.get_running_loop()
            self.timers = [t for t in self.timers if not t.cancelled()]
            for delay, action in self.policy.on_view(views[-1]):
                self.timers.append(loop.call_later(delay / self.speed, self._act, action))

    def _act(self, action: dict[str, Any]) -> None:
        if self.alive and not self.room.closed:
            self.room.post(("frame", self, Act(action), time.perf_counter()))

    def close(self) -> None:
        self.alive = False
        for timer in self.timers:
            timer.cancel()
