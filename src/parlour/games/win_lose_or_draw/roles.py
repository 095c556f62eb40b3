"""Who is who in Win, Lose or Draw: a team's members and next sketcher, the item being sketched, who may guess
it and who knows it."""

from parlour.content.items import Item
from parlour.games.win_lose_or_draw.state import State


def members(state: State, team: int) -> list[int]:
    return [seat for seat, t in enumerate(state.team_of) if t == team]


def next_sketcher(state: State, team: int) -> int:
    team_members = members(state, team)
    return team_members[state.rotation[team] % len(team_members)]


def current_item(state: State) -> Item | None:
    return None if state.item is None else state.options.items[state.item]


def may_guess(state: State, seat: int) -> bool:
    return guess_refusal(state, seat) is None


def guess_refusal(state: State, seat: int) -> str | None:
    if state.phase != "turn" or state.stage not in ("drawing", "steal"):
        return "wrong_phase"
    if seat == state.sketcher:
        return "sketcher_cannot_guess"
    if state.options.mode == "teams":
        if state.stage == "steal":
            if state.team_of[seat] != state.steal_team:
                return "not_your_team"
            return "steal_used" if state.steal_used else None
        return None if state.team_of[seat] == state.playing else "not_your_team"
    if seat in state.sketched:
        return "own_item"
    if seat in state.correct:
        return "already_guessed"
    return None


def knows_item(state: State, seat: int | None) -> bool:
    """The item reaches the sketcher and, in board play, those who sketched it before: nobody else."""
    if seat is None or state.phase != "turn" or state.item is None:
        return False
    return seat == state.sketcher or seat in state.sketched
