"""What each seat may see. Hands, the narrator's card, who put in which card and the votes reach nobody else
before the reveal: the table shows cards only, and `done` says who has acted, never how."""

from typing import Any

from parlour.games.pictus.cards import card_data
from parlour.games.pictus.ending import deck_rounds, target_reachable
from parlour.games.pictus.roles import done, mine, voters
from parlour.games.pictus.round_end import reveal_data
from parlour.games.pictus.state import RoundRecord, State


def view(state: State, seat: int | None) -> dict[str, Any]:
    seated = seat is not None and 0 <= seat < state.seats
    table_shown = state.phase in ("vote", "reveal", "over") and bool(state.table)
    own = mine(state, seat) if seated and seat is not None and state.phase != "drawing" else None
    my_vote = state.votes[seat] if seated and seat is not None and state.votes else None
    return {
        "game": "pictus",
        "you": seat if seated else None,
        "seats": state.seats,
        "phase": state.phase,
        "round": state.round,
        "narrator": state.narrator if state.phase != "drawing" else None,
        "deadline": state.deadline,
        "players": [
            {
                "score": state.scores[s],
                "hand": len(state.hands[s]),
                "done": done(state, s),
                "ready": bool(state.ready and state.ready[s]),
                "drawn": len(state.shares[s]),
            }
            for s in range(state.seats)
        ],
        "hand": [card_data(state, c) for c in state.hands[seat]] if seated and seat is not None else [],
        "clue": None if state.clue is None else {"words": state.clue.words, "drawn": state.clue.drawn},
        "mine": None if own is None else card_data(state, own),
        "table": [card_data(state, c) for c in state.table] if table_shown else [],
        "voting": seated and state.phase == "vote" and seat in voters(state),
        "extra": _extra_for(state, seat),
        "my_vote": my_vote,
        "reveal": None if state.reveal is None else reveal_data(state.reveal),
        "deck": len(state.deck),
        "target": state.options.target,
        "rounds": deck_rounds(state.options, state.seats),
        "target_reachable": target_reachable(state.options, state.seats),
        "time_limit": state.options.time_limit,
        "language": state.options.language,
        "winners": state.winners,
        "end_reason": state.end_reason,
        "history": [_round(r) for r in state.history],
        "late": [{"phase": late.phase, "seats": late.seats, "why": late.why} for late in state.late],
    }


def _extra_for(state: State, seat: int | None) -> int | None:
    """The narrator took the extra card from the deck and shuffled it in, so they alone know it before the
    reveal (and may not vote for it: it is nobody's card)."""
    if state.phase != "vote" or seat is None or seat != state.narrator or None not in state.owners:
        return None
    return state.owners.index(None)


def _round(record: RoundRecord) -> dict[str, Any]:
    return {
        "round": record.round,
        "narrator": record.narrator,
        "words": record.words,
        "drawn": record.drawn,
        "points": record.points,
    }
