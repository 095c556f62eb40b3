"""Team Counting: Counting played by two teams of up to six, so that the platform's teams and its largest table
are tested with a game of the test suite. Seats take turns round the table; a seat's win is its team's."""

from dataclasses import replace
from typing import Any

from parlour.engine.entry import GameEntry
from parlour.engine.errors import RuleError
from parlour.engine.game import Event, fixed_table
from tests.games import counting
from tests.games.counting import Options, State


class TeamState(State):
    team_of: tuple[int, ...] = ()
    winning_team: int | None = None


def setup(options: Options, seats: tuple[int, ...], seed: int) -> TeamState:
    if not isinstance(seats, tuple) or not 4 <= len(seats) <= 12:
        raise RuleError("bad_seats", detail="two teams, 4 to 12 seats")
    return TeamState(options, len(seats), turn=seed % len(seats), team_of=seats)


def apply(state: TeamState, seat: int, action: Any, now: int) -> list[Event]:
    events = counting.apply(state, seat, action, now)
    if state.winner is not None and state.winning_team is None:
        state.winning_team = state.team_of[state.winner]
        events.append({"type": "team_won", "team": state.winning_team})
    return events


def view(state: TeamState, seat: int | None) -> dict[str, Any]:
    return {**counting.view(state, seat), "game": "team-counting", "teams": list(state.team_of)}


GAME = replace(
    counting.GAME,
    name="team-counting",
    state_type=TeamState,
    min_seats=4,
    max_seats=12,
    teams=2,
    table=fixed_table(4, 12, teams=2),
    setup=setup,
    apply=apply,
    view=view,
)

ENTRY = GameEntry(GAME)
