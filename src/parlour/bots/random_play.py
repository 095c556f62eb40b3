"""Random legal play: a whole game driven by a seeded generator, for simulations and property tests."""

import random
from typing import Any

from parlour.engine.game import Game
from parlour.engine.match import Match

STEP_MS = 250
"""Virtual time between two moves; a game never reads the clock, so any steady pace will do."""


def play_random_game(
    game: Game, options: Any, seats: int, seed: int, *, max_steps: int = 100_000, record: bool = True
) -> Match:
    """Play to the end with uniformly random legal moves (ticking when nobody can move)."""
    # random() scaled to an index is several times cheaper than randrange()/choice(), and this loop is the
    # whole cost of a simulation; the bias of a 53-bit float over a few dozen choices is immaterial.
    pick = random.Random(seed).random
    teams = game.table(options).teams
    # Seats are dealt to teams round the table (0, 1, 0, 1 ...), as a lobby's smallest-team rule would.
    match = Match(game, options, seats, seed, tuple(s % teams for s in range(seats)) if teams else None)
    now = 0
    state = match.state
    for _ in range(max_steps):
        now += STEP_MS
        deadline = game.next_deadline(state)
        if deadline is not None and now >= deadline:
            match.tick(now)
            continue
        # Drawing seats at random until one can move is a uniform pick among the seats that can move,
        # without listing every seat's moves; a full scan settles it when nobody can move.
        for _ in range(seats):
            seat = int(pick() * seats)
            actions = game.legal_actions(state, seat)
            if actions:
                break
        else:
            movers = [s for s in range(seats) if game.legal_actions(state, s)]
            if movers:
                seat = movers[int(pick() * len(movers))]
                actions = game.legal_actions(state, seat)
        if not actions:
            deadline = game.next_deadline(state)
            if deadline is None:
                return match
            match.tick(max(now, deadline))
            continue
        action = actions[int(pick() * len(actions))]
        if record:
            match.act(seat, action, now)
        else:
            game.apply(state, seat, action, now)
    raise RuntimeError("random play did not finish within max_steps")
