"""Teams in the lobby, for games played in teams: who joins which team, and when teams are ready to play."""

import random
from collections.abc import Sequence

from parlour.wire.protocol import FrameError


def check_team(team: int, teams: int) -> int:
    if teams == 0:
        raise FrameError("no_teams")
    if not 0 <= team < teams:
        raise FrameError("bad_team", teams=teams)
    return team


def smallest_team(current: Sequence[int | None], teams: int) -> int:
    """Where a newcomer goes when they do not choose: the team with fewest players, the first of those."""
    sizes = [sum(1 for t in current if t == team) for team in range(teams)]
    return sizes.index(min(sizes))


def shuffled(count: int, teams: int, rng: random.Random) -> list[int]:
    """Each of `count` seats' team, dealt at random so that team sizes differ by one at most."""
    order = list(range(count))
    rng.shuffle(order)
    assignment = [0] * count
    for position, seat in enumerate(order):
        assignment[seat] = position % teams
    return assignment


def check_ready(current: Sequence[int | None], teams: int) -> tuple[int, ...]:
    """Each seat's team, once every seat has one and no team is empty."""
    if any(team is None for team in current) or {t for t in current} != set(range(teams)):
        raise FrameError("teams_incomplete", teams=teams)
    return tuple(t for t in current if t is not None)
