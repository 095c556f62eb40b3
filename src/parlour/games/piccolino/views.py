"""Everything on a Piccolino table is public except the order of the face-down draw piles."""

from typing import Any

from parlour.games.piccolino.state import State


def view(state: State, seat: int | None) -> dict[str, Any]:
    me = seat if seat is not None and 0 <= seat < state.seats else None
    return {
        "game": "piccolino",
        "phase": state.phase,
        "seat": me,
        "version": state.version,
        "turn": state.turn,
        "flip_deadline": state.flip_deadline,
        "bell": {"open": state.bell_deadline is not None, "rang": [r.seat for r in state.rings]},
        "players": [
            {
                "seat": s,
                "draw": len(p.draw),
                "discard": len(p.discard),
                "top": {"colour": p.discard[-1].colour, "happy": p.discard[-1].happy} if p.discard else None,
                "out": p.out,
                "stop_vote": p.stop_vote,
            }
            for s, p in enumerate(state.players)
        ],
        "last": state.last,
        "winners": list(state.winners),
    }
