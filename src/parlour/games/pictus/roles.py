"""Who does what in Pictus now: who votes, who has done their part of the phase, who draws, which card is theirs."""

from parlour.games.pictus.state import State


def voters(state: State) -> list[int]:
    """The seats that vote this round."""
    if state.options.voters == "narrator":
        return [state.narrator] if state.narrator is not None else []
    if state.options.voters == "everyone":
        return list(range(state.seats))
    return [seat for seat in range(state.seats) if seat != state.narrator]


def done(state: State, seat: int) -> bool:
    """Whether `seat` has done its part of the current phase."""
    if state.phase == "drawing":
        return len(state.shares[seat]) >= state.options.own_cards
    if state.phase == "clue":
        return seat != state.narrator
    if state.phase == "hand_in":
        return seat == state.narrator or state.handed[seat] is not None
    if state.phase == "vote":
        return seat not in voters(state) or state.votes[seat] is not None or seat in state.abstained
    if state.phase == "reveal":
        return state.ready[seat]
    return True


def may_draw(state: State, seat: int) -> bool:
    if state.phase == "drawing":
        return not done(state, seat)
    return state.phase == "clue" and seat == state.narrator


def mine(state: State, seat: int) -> str | None:
    """The card `seat` put in this round."""
    if seat == state.narrator:
        return state.narrator_card
    return state.handed[seat] if 0 <= seat < len(state.handed) else None
