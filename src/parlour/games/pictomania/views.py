"""What each seat may see. A seat sees the public table and its own secret; never another player's secret
clue, nor the number on a guess someone else placed, until the round is scored. A spectator sees no secret."""

from typing import Any

import msgspec

from parlour.games.pictomania.options import ROUNDS, playable_levels
from parlour.games.pictomania.state import State

SECRET_PHASES = ("drawing", "review")
"""Phases in which a seat sees its own secret (before the start signal nobody has looked yet)."""


def view(state: State, seat: int | None) -> dict[str, Any]:
    me = seat if seat is not None and 0 <= seat < state.seats else None
    cards = state.options.cards
    view: dict[str, Any] = {
        "game": "pictomania",
        "phase": state.phase,
        "round": state.round,
        "rounds": ROUNDS,
        "level": state.level,
        "seat": me,
        "deadline": state.deadline,
        "children": state.options.children,
        "language": state.options.language,
        "levels": playable_levels(state.options),
        "rack": [
            {"symbol": position, "card": cards[p.card].id, "clues": list(cards[p.card].sides[p.side])}
            for position, p in enumerate(state.rack)
        ],
        "players": [
            {
                "seat": s,
                "ready": p.ready,
                "finished": p.finished,
                "bonus": p.bonus,
                "blank": p.blank,
                "checked": p.checked,
                "pile": [{"by": e.by, "number": e.number} if e.by == me else {"by": e.by} for e in state.piles[s]],
            }
            for s, p in enumerate(state.players)
        ],
        "bonus_left": list(state.bonus_left),
        "totals": list(state.totals),
        "results": msgspec.to_builtins(state.results),
    }
    if me is not None:
        player = state.players[me]
        secret = None
        if state.phase in SECRET_PHASES:
            secret = {"symbol": player.symbol, "number": player.number}
        view["me"] = {
            "secret": secret,
            "used": [n for n in range(1, 8) if player.used >> n & 1],
            "guessed": [s for s in range(state.seats) if player.guessed >> s & 1],
            "replaced": player.replaced,
            "wrong_clue": player.wrong_clue,
        }
    return view
