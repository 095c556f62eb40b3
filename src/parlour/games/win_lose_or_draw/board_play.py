"""Board play: the item passes left when missed, correct guesses sent at the same time are judged together, and
then the correct guessers take pawns and the sketcher rolls the die round the board."""

from parlour.engine.game import Event
from parlour.games.win_lose_or_draw import board
from parlour.games.win_lose_or_draw.state import GuessEntry, State
from parlour.games.win_lose_or_draw.state import Roll as RollResult
from parlour.games.win_lose_or_draw.turns import put_item_away, record_turn, reveal

COLLECT_MS = 15_000
"""Board play: correct guessers choose their pawn and the sketcher rolls within this long, or it is done for them."""
SAME_TIME_MS = 300
"""Board play: correct guesses sent within this long of the first one were 'at exactly the same time'."""


def left_of(state: State, seat: int) -> int:
    return (seat + 1) % state.seats


def _eligible_guessers(state: State, sketcher: int) -> list[int]:
    return [s for s in range(state.seats) if s != sketcher and s not in state.sketched]


def board_missed(state: State, now: int, events: list[Event]) -> None:
    """Not guessed in time: the item stays for the player to the left, unless nobody would be left to guess it."""
    state.sketched.append(state.sketcher)
    following = left_of(state, state.sketcher)
    if _eligible_guessers(state, following):
        record_turn(state, "missed", events)
        reveal(state, following, now, events, same_item=True)
        return
    record_turn(state, "put_away", events)
    put_item_away(state)
    reveal(state, following, now, events)


def open_window(state: State, now: int, guess: GuessEntry, wait_ms: int) -> None:
    if state.window_closes is None:
        state.window_closes = max(now, guess.at + SAME_TIME_MS + max(0, wait_ms))


def close_window(state: State, now: int, events: list[Event]) -> None:
    """The guesses sent within SAME_TIME_MS of the earliest correct one are all correct guessers; then they
    choose pawns and the sketcher rolls."""
    right = sorted((g for g in state.guesses if g.correct), key=lambda g: (g.at, g.id))
    first = right[0].at
    winners: list[GuessEntry] = []
    for guess in right:
        if guess.at <= first + SAME_TIME_MS and guess.seat not in [w.seat for w in winners]:
            winners.append(guess)
    state.window_closes = None
    state.correct = [g.seat for g in winners]
    state.aces = [s for s in state.correct if not board.colours_to_take(state.pawns[s])]
    state.to_take = [s for s in state.correct if board.colours_to_take(state.pawns[s])]
    state.stage = "collect"
    state.rolled = False
    state.deadline = now + COLLECT_MS
    events.append({"type": "guessed", "turn": state.turn, "seats": list(state.correct)})
    for seat in list(state.to_take):
        choices = board.colours_to_take(state.pawns[seat])
        if len(choices) == 1:
            take_pawn(state, seat, choices[0], events)
    maybe_end_collect(state, now, events)


def take_pawn(state: State, seat: int, colour: str, events: list[Event]) -> None:
    state.pawns[seat].append(colour)
    state.to_take.remove(seat)
    events.append({"type": "pawn_taken", "seat": seat, "colour": colour})


def _centre(state: State, colour: str) -> int:
    return board.PAWNS_PER_COLOUR - sum(colour in owned for owned in state.pawns)


def roll_die(state: State, events: list[Event]) -> None:
    assert state.white is not None
    value = 1 + state.rng.below(board.DIE)
    start, end = state.white, board.moved(state.white, value)
    state.white = end
    landed = board.SPACES[end]
    took = None
    if landed != board.SPADE and landed not in state.pawns[state.sketcher] and _centre(state, landed) > 0:
        took = landed
        state.pawns[state.sketcher].append(landed)
    state.rolled = True
    state.last_roll = RollResult(state.sketcher, value, start, end, took)
    events.append(
        {
            "type": "die_rolled",
            "seat": state.sketcher,
            "value": value,
            "from_space": start,
            "to_space": end,
            "took": took,
        }
    )
    if landed == board.SPADE and state.aces:
        state.ace = state.aces[0]
        events.append({"type": "ace", "seat": state.ace})


def maybe_end_collect(state: State, now: int, events: list[Event]) -> None:
    if state.to_take or not state.rolled:
        return
    winners = [g for g in state.guesses if g.correct and g.seat in state.correct]
    first = min(winners, key=lambda g: (g.at, g.id))
    record_turn(
        state,
        "guessed",
        events,
        guessers=list(state.correct),
        guess=first.text,
        accepted=first.accepted,
        ms=first.ms,
    )
    put_item_away(state)
    if state.ace is not None:
        state.phase = "over"
        state.stage = None
        state.deadline = None
        events.append({"type": "game_over", "seat": state.ace})
        return
    reveal(state, left_of(state, state.sketcher), now, events)
