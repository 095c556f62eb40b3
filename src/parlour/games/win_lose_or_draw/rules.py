"""Win, Lose or Draw's rules, team play and gameboard play: setup, the players' actions and time. Pure: no I/O, no
clock (`now` is given). A turn's life is in turns.py, each play's course in team_play.py and board_play.py.

The readings chosen where the rulebook is silent are in docs/rules/win-lose-or-draw.md."""

from typing import Any

from parlour.engine.dispatch import dispatch_seated
from parlour.engine.errors import RuleError
from parlour.engine.game import Event
from parlour.engine.rng import Rng
from parlour.games.win_lose_or_draw import answers, board
from parlour.games.win_lose_or_draw.actions import Accept, Guess, Label, Mark, Pass, Place, Roll, Skip, Start, Take
from parlour.games.win_lose_or_draw.board_play import (
    board_missed,
    close_window,
    left_of,
    maybe_end_collect,
    open_window,
    roll_die,
    take_pawn,
)
from parlour.games.win_lose_or_draw.options import BOARD_TABLE, TEAM_TABLE, Options
from parlour.games.win_lose_or_draw.roles import current_item, guess_refusal
from parlour.games.win_lose_or_draw.state import GuessEntry, PlacedLabel, State
from parlour.games.win_lose_or_draw.team_play import steal_over, team_scores, team_turn, time_up_in_teams
from parlour.games.win_lose_or_draw.turns import begin_turn, end_reveal, put_item_away, record_turn, start_timer

OPENING_MS = 4000
"""The opening roll stays in sight this long before the first turn."""
PLACE_MS = 20_000
MAX_GUESS = 60
SHEET = 1000


def setup(options: Options, seats: Any, seed: int) -> State:
    if not options.items:
        raise RuleError("bad_options", detail="no items to sketch")
    rng = Rng.from_seed(seed)
    deck = list(range(len(options.items)))
    rng.shuffle(deck)
    if options.mode == "teams":
        return _setup_teams(options, seats, rng, deck)
    return _setup_board(options, seats, rng, deck)


def _setup_teams(options: Options, seats: Any, rng: Rng, deck: list[int]) -> State:
    if isinstance(seats, list):
        seats = tuple(seats)  # a game record read back gives its teams as a list
    if not isinstance(seats, tuple) or not TEAM_TABLE.min_seats <= len(seats) <= TEAM_TABLE.max_seats:
        raise RuleError("bad_seats", min=TEAM_TABLE.min_seats, max=TEAM_TABLE.max_seats, teams=2)
    if any(seats.count(team) < 2 for team in (0, 1)) or set(seats) != {0, 1}:
        raise RuleError("teams_too_small", detail="each team needs two players at least")
    rolls: list[tuple[int, int]] = []
    while not rolls or rolls[-1][0] == rolls[-1][1]:
        rolls.append((1 + rng.below(board.DIE), 1 + rng.below(board.DIE)))
    first = 0 if rolls[-1][0] > rolls[-1][1] else 1
    return State(options, len(seats), rng, "opening", deck=deck, team_of=seats, rolls=rolls, first=first, playing=first)


def _setup_board(options: Options, seats: Any, rng: Rng, deck: list[int]) -> State:
    if not isinstance(seats, int) or not BOARD_TABLE.min_seats <= seats <= BOARD_TABLE.max_seats:
        raise RuleError("bad_seats", min=BOARD_TABLE.min_seats, max=BOARD_TABLE.max_seats)
    return State(options, seats, rng, "placing", deck=deck, sketcher=rng.below(seats), pawns=[[] for _ in range(seats)])


def _require_sketcher(state: State, seat: int, *stages: str) -> None:
    if state.phase != "turn" or state.stage not in stages:
        raise RuleError("wrong_phase", phase=state.phase, stage=state.stage)
    if seat != state.sketcher:
        raise RuleError("not_sketcher", sketcher=state.sketcher)


def _on_start(state: State, seat: int, action: Start, now: int, events: list[Event]) -> None:
    _require_sketcher(state, seat, "ready")
    start_timer(state, now, events)


def _on_pass(state: State, seat: int, action: Pass, now: int, events: list[Event]) -> None:
    _require_sketcher(state, seat, "ready")
    record_turn(state, "passed", events)
    put_item_away(state)
    if state.options.mode == "teams":
        state.rotation[state.playing] += 1
        team_turn(state, now, events)
    else:
        begin_turn(state, left_of(state, state.sketcher), now, events)


def _on_guess(state: State, seat: int, action: Guess, now: int, events: list[Event]) -> None:
    refusal = guess_refusal(state, seat)
    if refusal is not None:
        raise RuleError(refusal)
    text = " ".join(action.text.split())
    if not 1 <= len(text) <= MAX_GUESS or not text.isprintable():
        raise RuleError("bad_guess", max=MAX_GUESS)
    item = current_item(state)
    assert item is not None and state.started is not None
    language = state.options.language
    guess = GuessEntry(
        id=len(state.guesses),
        seat=seat,
        text=text,
        ms=now - state.started,
        at=now if action.at is None else action.at,
        correct=answers.matches(text, item, language),
        steal=state.stage == "steal",
    )
    guess.near = not guess.correct and answers.is_near(text, item, language)
    state.guesses.append(guess)
    hidden = guess.correct and state.options.mode == "board"
    events.append(
        {
            "type": "guess",
            "turn": state.turn,
            "id": guess.id,
            "seat": seat,
            "text": None if hidden else text,
            "ms": guess.ms,
            "correct": guess.correct,
            "steal": guess.steal,
        }
    )
    if state.options.mode == "teams":
        if state.stage == "steal":
            state.steal_used = True
            if guess.correct:
                assert state.steal_team is not None
                team_scores(state, state.steal_team, guess, "stolen", now, events)
            elif not guess.near:
                steal_over(state, now, events)
            # A near steal guess waits, to the deadline, for the sketcher to accept it or not.
        elif guess.correct:
            team_scores(state, state.playing, guess, "guessed", now, events)
        return
    if guess.correct:
        state.correct.append(seat)
        open_window(state, now, guess, action.window_ms)


def _guess_of(state: State, number: int) -> GuessEntry:
    if not 0 <= number < len(state.guesses):
        raise RuleError("no_such_guess", guess=number)
    return state.guesses[number]


def _on_mark(state: State, seat: int, action: Mark, now: int, events: list[Event]) -> None:
    _require_sketcher(state, seat, "drawing", "steal")
    if action.mark not in ("close", "off", None):
        raise RuleError("malformed_action", detail="mark is close, off or null")
    guess = _guess_of(state, action.guess)
    guess.mark = action.mark
    events.append({"type": "mark", "turn": state.turn, "guess": guess.id, "mark": action.mark})


def _on_accept(state: State, seat: int, action: Accept, now: int, events: list[Event]) -> None:
    _require_sketcher(state, seat, "drawing", "steal")
    guess = _guess_of(state, action.guess)
    if guess.correct:
        raise RuleError("no_such_guess", guess=action.guess, detail="that guess is already right")
    if state.stage == "steal" and not guess.steal:
        raise RuleError("no_such_guess", guess=action.guess, detail="time ran out before that guess")
    guess.correct = guess.accepted = True
    events.append({"type": "accept", "turn": state.turn, "guess": guess.id, "seat": guess.seat})
    if state.options.mode == "teams":
        team = state.steal_team if state.stage == "steal" else state.playing
        assert team is not None
        team_scores(state, team, guess, "stolen" if state.stage == "steal" else "guessed", now, events)
        return
    state.correct.append(guess.seat)
    open_window(state, now, guess, 0)


def _on_label(state: State, seat: int, action: Label, now: int, events: list[Event]) -> None:
    _require_sketcher(state, seat, "drawing", "steal")
    item = current_item(state)
    assert item is not None
    found = answers.found_words([g.text for g in state.guesses], item)
    if action.word not in found:
        raise RuleError("word_not_found", word=action.word)
    if not (0 <= action.x <= SHEET and 0 <= action.y <= SHEET):
        raise RuleError("malformed_action", detail=f"a label's x and y are 0 to {SHEET}")
    text = answers.item_words(item)[action.word]
    state.labels = [label for label in state.labels if label.word != action.word]
    state.labels.append(PlacedLabel(action.word, action.x, action.y))
    events.append(
        {"type": "label", "turn": state.turn, "word": action.word, "text": text, "x": action.x, "y": action.y}
    )


def _on_skip(state: State, seat: int, action: Skip, now: int, events: list[Event]) -> None:
    if state.phase != "turn" or state.stage != "reveal":
        raise RuleError("wrong_phase", phase=state.phase, stage=state.stage)
    if seat != state.following:
        raise RuleError("not_sketcher", sketcher=state.following)
    end_reveal(state, now, events)


def _on_place(state: State, seat: int, action: Place, now: int, events: list[Event]) -> None:
    if state.phase != "placing":
        raise RuleError("wrong_phase", phase=state.phase)
    if seat != state.sketcher:
        raise RuleError("not_sketcher", sketcher=state.sketcher)
    if action.space not in board.SPADES:
        raise RuleError("bad_space", spades=list(board.SPADES))
    _place(state, action.space, now, events)


def _place(state: State, space: int, now: int, events: list[Event]) -> None:
    state.white = space
    events.append({"type": "white_placed", "seat": state.sketcher, "space": space})
    begin_turn(state, state.sketcher, now, events)


def _on_take(state: State, seat: int, action: Take, now: int, events: list[Event]) -> None:
    if state.phase != "turn" or state.stage != "collect":
        raise RuleError("wrong_phase", phase=state.phase, stage=state.stage)
    if seat not in state.to_take:
        raise RuleError("not_your_pick")
    if action.colour not in board.COLOURS:
        raise RuleError("malformed_action", detail=f"colour is one of {', '.join(board.COLOURS)}")
    if action.colour in state.pawns[seat]:
        raise RuleError("pawn_owned", colour=action.colour)
    take_pawn(state, seat, action.colour, events)
    maybe_end_collect(state, now, events)


def _on_roll(state: State, seat: int, action: Roll, now: int, events: list[Event]) -> None:
    _require_sketcher(state, seat, "collect")
    if state.rolled:
        raise RuleError("already_rolled")
    roll_die(state, events)
    maybe_end_collect(state, now, events)


HANDLERS: Any = {
    Start: _on_start,
    Pass: _on_pass,
    Guess: _on_guess,
    Mark: _on_mark,
    Accept: _on_accept,
    Label: _on_label,
    Place: _on_place,
    Take: _on_take,
    Roll: _on_roll,
    Skip: _on_skip,
}


def apply(state: State, seat: int, action: Any, now: int) -> list[Event]:
    return dispatch_seated(HANDLERS, state, seat, action, now, seats=state.seats, over=state.phase == "over")


def tick(state: State, now: int) -> list[Event]:
    events: list[Event] = []
    if state.phase in ("opening", "placing") and state.deadline is None:
        # The first tick after setup starts the clock (setup has no `now`).
        state.deadline = now + (OPENING_MS if state.phase == "opening" else PLACE_MS)
        if state.phase == "opening":
            events.append({"type": "opening_roll", "rolls": [list(r) for r in state.rolls], "first": state.first})
        else:
            events.append({"type": "placing", "seat": state.sketcher, "deadline": state.deadline})
        return events
    if state.window_closes is not None and now >= state.window_closes:
        close_window(state, now, events)
        return events
    if state.deadline is None or now < state.deadline:
        return events
    if state.phase == "opening":
        team_turn(state, now, events)
    elif state.phase == "placing":
        _place(state, board.SPADES[0], now, events)
    elif state.stage == "ready":
        start_timer(state, now, events)
    elif state.stage == "drawing":
        if state.options.mode == "teams":
            time_up_in_teams(state, now, events)
        elif state.window_closes is None:
            board_missed(state, now, events)
    elif state.stage == "steal":
        steal_over(state, now, events)
    elif state.stage == "reveal":
        end_reveal(state, now, events)
    elif state.stage == "collect":
        for seat in list(state.to_take):
            take_pawn(state, seat, board.colours_to_take(state.pawns[seat])[0], events)
        if not state.rolled:
            roll_die(state, events)
        maybe_end_collect(state, now, events)
    return events


def next_deadline(state: State) -> int | None:
    if state.phase == "over":
        return None
    if state.phase in ("opening", "placing") and state.deadline is None:
        return 0
    if state.window_closes is not None:
        return state.window_closes
    return state.deadline


def may_draw(state: State, seat: int) -> bool:
    return state.phase == "turn" and state.stage in ("drawing", "steal") and seat == state.sketcher
