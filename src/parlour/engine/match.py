"""A game in progress together with its action log; replaying a log rebuilds the same match."""

from functools import cached_property
from typing import Any

import msgspec

from parlour.engine.decoding import decode_action, decode_options
from parlour.engine.game import Event, Game
from parlour.engine.log import TICK, Header, Record


class Match:
    """Runs one game and records every accepted action, so the record alone can rebuild it."""

    def __init__(self, game: Game, options: Any, seats: int, seed: int, teams: tuple[int, ...] | None = None) -> None:
        self.game = game
        # A game played in teams is given each seat's team in place of the number of seats.
        self.state = game.setup(options, seats if teams is None else teams, seed)
        self.options = options
        self.seats = seats
        self.teams = teams
        self.seed = seed
        self.records: list[Record] = []

    @cached_property
    def header(self) -> Header:
        # Built on first use: the options hold the whole deck, and a simulation never needs them as data.
        return Header(
            game=self.game.name,
            seats=self.seats,
            seed=self.seed,
            options=msgspec.to_builtins(self.options),
            teams=self.teams,
        )

    def act(self, seat: int, action: Any, now: int) -> tuple[Record, list[Event]]:
        events = self.game.apply(self.state, seat, action, now)
        record = Record(len(self.records) + 1, now, seat, action)
        self.records.append(record)
        return record, events

    def tick(self, now: int) -> tuple[Record | None, list[Event]]:
        events = self.game.tick(self.state, now)
        if not events:
            return None, events
        record = Record(len(self.records) + 1, now, None, dict(TICK))
        self.records.append(record)
        return record, events

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.game.view(self.state, seat)

    def talk_open(self) -> bool:
        return self.game.talk_open(self.state)

    def next_deadline(self) -> int | None:
        return self.game.next_deadline(self.state)

    @classmethod
    def replay(cls, game: Game, header: Header, records: list[Record]) -> tuple["Match", list[Event]]:
        """Re-run a log through the rules of the game that wrote it; returns the match and every event, in order."""
        if header.game != game.name:
            raise ValueError(f"a log of {header.game!r} replayed as {game.name!r}")
        match = cls(game, decode_options(game, header.options), header.seats, header.seed, header.teams)
        events: list[Event] = []
        for record in records:
            if record.seat is None:
                _, produced = match.tick(record.t)
            else:
                _, produced = match.act(record.seat, decode_action(game, record.action), record.t)
            events.extend(produced)
        return match, events
