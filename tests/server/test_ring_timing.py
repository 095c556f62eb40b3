"""An action is timed from when its frame came off the socket: time it then waited in a busy room's inbox is the
server's, not the player's (the fair bell judges rings by it, and its reaction floor by a few milliseconds)."""

import asyncio
import contextlib
import heapq
import itertools
import random
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec
import pytest

from parlour.content.source import Content
from parlour.registry import get_game
from parlour.server.metrics import Metrics
from parlour.server.room import Facts, Room, Services
from parlour.store import migrate
from parlour.store.database import open_engine
from parlour.store.journal import Journal
from parlour.store.repository import Reader, RoomRow
from parlour.wire.protocol import Act, Hello, Ping, Sit, Start
from parlour.wire.seam import FrameIn, Join, Rtt

from .test_room_seam import RecordingOutbox, until_sent

NOW_MS = 5_000_000
COLOURS = ["", "red", "blue", "green", "yellow"]


class FactsSeen:
    """The game, with a note of the facts the room admits each action with."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.facts: list[Facts] = []

    def admit(self, action: Any, seat: int, facts: Facts) -> Any:
        self.facts.append(facts)
        return self.game.admit(action, seat, facts)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)


@contextlib.asynccontextmanager
async def clocked_room(
    tmp_path: Path, clock: list[int], seats: int = 0, seed: int = 21, game: Any = None
) -> AsyncIterator[tuple[Room, RecordingOutbox]]:
    """A Piccolino room on the clock `clock[0]`, watched by connection 99 (`until_sent` pings from it); with
    `seats`, that many players (connections 1, 2, ...) sit and the game starts from `seed`, nobody flipped for.
    `game` stands for Piccolino if given (one that notes what the room tells it)."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    engine = open_engine(f"sqlite+aiosqlite:///{tmp_path / 'timing.sqlite3'}")
    await migrate.upgrade(engine)
    journal = Journal(engine)
    journal.start()
    outbox = RecordingOutbox()
    content = Content()
    services = Services(
        journal=journal,
        reader=Reader(engine),
        metrics=Metrics(),
        content=content,
        outbox=outbox,
        clock=lambda: clock[0],
        game_seed=seed,
    )
    game = game or get_game("piccolino")
    room = Room(
        RoomRow("PICCOL", "piccolino", {}, "lobby", None, time.time()),
        game,
        game.prepare_options({"flip_seconds": 60}, content),
        services,
    )
    room.start()
    try:
        room.post(Join(99))
        room.post(FrameIn(99, Hello(token=None), time.perf_counter()))
        for conn_id in range(1, seats + 1):
            room.post(Join(conn_id))
            room.post(FrameIn(conn_id, Hello(token=None), time.perf_counter()))
            room.post(FrameIn(conn_id, Sit(name=f"P{conn_id}", colour=COLOURS[conn_id]), time.perf_counter()))
        if seats:
            room.post(FrameIn(1, Start(), time.perf_counter()))
            await until_sent(room, outbox, 1)
            assert room.status == "playing"
        yield room, outbox
    finally:
        await room.stop()
        await journal.close()
        await engine.dispose()


@pytest.fixture
async def piccolino_room(tmp_path: Path) -> AsyncIterator[tuple[Room, RecordingOutbox, FactsSeen]]:
    seen = FactsSeen(get_game("piccolino"))
    async with clocked_room(tmp_path, [NOW_MS], game=seen) as (room, outbox):
        yield room, outbox, seen


async def test_a_ring_that_waited_in_the_rooms_inbox_is_timed_from_when_it_arrived(
    piccolino_room: tuple[Room, RecordingOutbox, FactsSeen],
) -> None:
    room, outbox, seen = piccolino_room
    for conn_id, name, colour in ((1, "Ann", "red"), (2, "Bob", "blue")):
        room.post(Join(conn_id))
        room.post(FrameIn(conn_id, Hello(token=None), time.perf_counter()))
        room.post(FrameIn(conn_id, Sit(name=name, colour=colour), time.perf_counter()))
    room.post(FrameIn(1, Start(), time.perf_counter()))
    await until_sent(room, outbox, 1)
    assert room.status == "playing"
    # Came off the socket 400 ms ago; the room reaches it only now.
    room.post(FrameIn(2, Act(action={"type": "ring", "version": 0, "reaction_ms": 50}), time.perf_counter() - 0.4))
    await until_sent(room, outbox, 2)
    (facts,) = seen.facts
    assert NOW_MS - 450 <= facts.now <= NOW_MS - 400


# --- Rings timed as people's are, from players at their own distances (issue 21) -------------------------------


@dataclass
class Screen:
    shown: int
    version: int
    pair: bool


@dataclass
class Player:
    conn: int
    seat: int
    one_way: int
    """Milliseconds each way between this player and the server (round trip: twice that)."""
    paint: int
    """From a view's arrival to its first paint on this player's screen (a busy phone's is long)."""
    screens: list[Screen] = field(default_factory=list)
    received: int = -1
    """The newest version that has reached this player (shown a paint later)."""
    rung: set[int] = field(default_factory=set)
    flipped: set[int] = field(default_factory=set)
    out: bool = False


@dataclass
class Verdict:
    seat: int
    pair_on_screen: bool
    newer_in_hand: bool
    """A newer table had reached the player, not yet shown, when they pressed."""
    penalised: bool
    refusal: str | None


def _pair_showing(view: dict[str, Any]) -> bool:
    colours = [p["top"]["colour"] for p in view["players"] if p["top"] is not None and p["top"]["happy"]]
    return len(set(colours)) < len(colours)


class Table:
    """A Piccolino room under a clock the test moves, and players whose frames take their own time each way:
    what the room sends reaches a player `one_way` ms later and shows a paint after; what a player sends reaches
    the room `one_way` ms after they send it. Players flip on their turn and press the bell 150 to 600 ms after
    a pair shows on their screen, and now and then by mistake on a table without one."""

    def __init__(self, room: Room, outbox: RecordingOutbox, clock: list[int], players: list[Player]) -> None:
        self.room, self.outbox, self.clock, self.players = room, outbox, clock, players
        self.by_conn = {p.conn: p for p in players}
        self.queue: list[tuple[int, int, str, int, Any]] = []
        self.order = itertools.count()
        self.read = 0
        self.pings = itertools.count(1000)
        self.rng = random.Random(21)
        self.verdicts: list[Verdict] = []
        self.over = False

    def at(self, when: int, kind: str, conn: int, payload: Any = None) -> None:
        heapq.heappush(self.queue, (when, next(self.order), kind, conn, payload))

    async def turn(self, when: int, message: Any = None) -> list[tuple[int, dict[str, Any]]]:
        """The room handles `message` (or only its clock) at `when`; what it sent then, by connection."""
        self.clock[0] = when
        if message is not None:
            self.room.post(message)
        # A ping of the watcher's own, answered once everything posted before it is handled and sent.
        ping = next(self.pings)
        self.room.post(FrameIn(99, Ping(n=ping), time.perf_counter()))
        sent: list[tuple[int, dict[str, Any]]] = []

        async def pong() -> None:
            while True:
                for conn, data in self.outbox.sent[self.read :]:
                    decoded = msgspec.json.decode(data)
                    sent.extend((conn, frame) for frame in (decoded if isinstance(decoded, list) else [decoded]))
                self.read = len(self.outbox.sent)
                if any(conn == 99 and f["t"] == "pong" and f["n"] == ping for conn, f in sent):
                    return
                self.outbox.news.clear()
                await self.outbox.news.wait()

        await asyncio.wait_for(pong(), 5)
        for conn, frame in sent:
            player = self.by_conn.get(conn)
            if player is not None and frame.get("t") in ("state", "snapshot") and frame.get("view"):
                self.at(when + player.one_way, "arrive", conn, frame["view"])
        return sent

    def arrive(self, player: Player, when: int, view: dict[str, Any]) -> None:
        if view["game"] != "piccolino":
            return
        self.over = self.over or view["phase"] == "over"
        player.out = view["players"][player.seat]["out"]
        version = view["version"]
        shown = when + player.paint
        if view["phase"] != "playing" or player.out:
            return
        # (A wrong ring can pass the turn on without a new table.)
        if view["turn"] == player.seat and not view["bell"]["open"] and version not in player.flipped:
            player.flipped.add(version)
            self.at(shown + self.rng.randint(300, 900) + player.one_way, "flip", player.conn)
        if version <= player.received:
            return
        player.received = version
        pair = _pair_showing(view)
        before = player.screens[-1] if player.screens else None
        player.screens.append(Screen(shown, version, pair))
        if (pair and not (before and before.pair)) or (not pair and self.rng.random() < 0.04):
            self.at(shown + self.rng.randint(150, 600), "press", player.conn)

    def press(self, player: Player, when: int) -> None:
        screen = [s for s in player.screens if s.shown <= when][-1]  # the table on this screen now
        if player.out or self.over or screen.version in player.rung:
            return
        player.rung.add(screen.version)
        ring = {"type": "ring", "version": player.received, "seen": screen.version, "reaction_ms": when - screen.shown}
        self.at(when + player.one_way, "ring", player.conn, (ring, screen.pair, player.received > screen.version))

    async def run(self, rings: int) -> None:
        for player in self.players:
            self.room.post(Rtt(player.conn, 2 * player.one_way))
        await self.turn(self.clock[0])
        while self.queue and not self.over and len(self.verdicts) < rings:
            when, _, kind, conn, payload = self.queue[0]
            assert self.room.match is not None
            deadline = self.room.match.state.bell_deadline
            if deadline is not None and deadline <= when:
                await self.turn(deadline)  # the bell is decided on the room's clock
                continue
            heapq.heappop(self.queue)
            player = self.by_conn[conn]
            if kind == "arrive":
                self.arrive(player, when, payload)
            elif kind == "press":
                self.press(player, when)
            elif kind == "flip":
                await self.turn(when, FrameIn(conn, Act(action={"type": "flip"}), time.perf_counter()))
            else:
                ring, pair_on_screen, newer = payload
                sent = await self.turn(when, FrameIn(conn, Act(action=ring), time.perf_counter()))
                wrong = any(
                    f["t"] == "event" and f["event"]["type"] == "wrong_ring" and f["event"]["seat"] == player.seat
                    for _, f in sent
                )
                refusal = next((f["code"] for c, f in sent if c == conn and f["t"] == "error"), None)
                self.verdicts.append(Verdict(player.seat, pair_on_screen, newer, wrong, refusal))


async def test_nobody_whose_screen_showed_the_pair_is_penalised_and_a_ring_on_a_pairless_screen_always_is(
    tmp_path: Path,
) -> None:
    """Four players 10, 60, 160 and 300 ms away (round trips; the two farthest on phones slow to paint), reacting
    150 to 600 ms after a pair shows on their own screen: many of their rings reach the room after someone nearer
    won the pair, some pressed while a newer table was already in hand but not yet on screen. Each ring is judged
    on the table its player saw at the press."""
    distances = ((5, 16), (30, 16), (80, 120), (150, 250))  # one way, paint
    verdicts: list[Verdict] = []
    for seed in itertools.count(21):  # game after game (the far players soon lose their cards)
        if len(verdicts) >= 90:
            break
        clock = [NOW_MS]
        async with clocked_room(tmp_path / str(seed), clock, seats=4, seed=seed) as (room, outbox):
            players = [Player(conn, conn - 1, *distances[conn - 1]) for conn in (1, 2, 3, 4)]
            table = Table(room, outbox, clock, players)
            await table.run(rings=90 - len(verdicts))
        # A player who went out while their ring was on its way is past judging.
        verdicts += [v for v in table.verdicts if v.refusal != "player_out"]
    on_pair = [v for v in verdicts if v.pair_on_screen]
    pairless = [v for v in verdicts if not v.pair_on_screen]
    assert [v for v in on_pair if v.penalised] == [], "a ring pressed on a pair is never punished"
    assert [v for v in pairless if not v.penalised] == [], "a ring pressed on a table without a pair always is"
    assert {v.refusal for v in on_pair} <= {None, "too_late"}
    # The race was real: pairs won by each distance, rings too late, and mistakes.
    assert sum(v.refusal == "too_late" for v in on_pair) >= 5
    assert sum(v.newer_in_hand for v in on_pair) >= 3
    assert len(pairless) >= 5
