"""Win, Lose or Draw's rules, team play and gameboard play. Pure: no I/O, no clock (`now` is given).

The readings chosen where the rulebook is silent are in docs/rules/win-lose-or-draw.md."""

from typing import Any

from parlour.content.items import Item
from parlour.engine.dispatch import dispatch_seated
from parlour.engine.errors import RuleError
from parlour.engine.game import Event
from parlour.engine.rng import Rng
from parlour.games.winlosedraw import answers, board
from parlour.games.winlosedraw.actions import Accept, Guess, Label, Mark, Pass, Place, Roll, Skip, Start, Take
from parlour.games.winlosedraw.options import BOARD_TABLE, STEAL_SECONDS, TEAM_TABLE, Options
from parlour.games.winlosedraw.state import GuessEntry, Outcome, PlacedLabel, State, TurnResult
from parlour.games.winlosedraw.state import Roll as RollResult

OPENING_MS = 4000
"""The opening roll stays in sight this long before the first turn."""
READY_MS = 10_000
"""The sketcher reads the item; the timer starts by itself after this long."""
REVEAL_MS = 4000
"""A finished sketch stays in sight this long, with its item and who found it, before the next turn begins (the
next sketcher may cut it short)."""
PLACE_MS = 20_000
COLLECT_MS = 15_000
"""Board play: correct guessers choose their pawn and the sketcher rolls within this long, or it is done for them."""
SAME_TIME_MS = 300
"""Board play: correct guesses sent within this long of the first one were 'at exactly the same time'."""
MAX_GUESS = 60
SHEET = 1000
DIE = 6


# --- setup ---------------------------------------------------------------------------------------------------


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
        rolls.append((1 + rng.below(DIE), 1 + rng.below(DIE)))
    first = 0 if rolls[-1][0] > rolls[-1][1] else 1
    return State(options, len(seats), rng, "opening", deck=deck, team_of=seats, rolls=rolls, first=first, playing=first)


def _setup_board(options: Options, seats: Any, rng: Rng, deck: list[int]) -> State:
    if not isinstance(seats, int) or not BOARD_TABLE.min_seats <= seats <= BOARD_TABLE.max_seats:
        raise RuleError("bad_seats", min=BOARD_TABLE.min_seats, max=BOARD_TABLE.max_seats)
    return State(options, seats, rng, "placing", deck=deck, sketcher=rng.below(seats), pawns=[[] for _ in range(seats)])


# --- who is who ------------------------------------------------------------------------------------------------


def members(state: State, team: int) -> list[int]:
    return [seat for seat, t in enumerate(state.team_of) if t == team]


def next_sketcher(state: State, team: int) -> int:
    team_members = members(state, team)
    return team_members[state.rotation[team] % len(team_members)]


def current_item(state: State) -> Item | None:
    return None if state.item is None else state.options.items[state.item]


def may_guess(state: State, seat: int) -> bool:
    return _guess_refusal(state, seat) is None


def _guess_refusal(state: State, seat: int) -> str | None:
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


# --- turns -----------------------------------------------------------------------------------------------------


def _draw_item(state: State) -> int:
    if not state.deck:
        state.deck = state.spent
        state.spent = []
        state.rng.shuffle(state.deck)
    crowded = _crowded_category(state)
    if crowded is not None:
        # The card nearest the front of another category; failing that, one put away already: a category
        # comes up three turns running only when the list has no other.
        for pile in (state.deck, state.spent):
            for index in range(len(pile) - 1, -1, -1):
                if state.options.items[pile[index]].category != crowded:
                    return pile.pop(index)
    return state.deck.pop()


def _crowded_category(state: State) -> str | None:
    """The category of the last two turns when they had the same one: the next item must not have it."""
    if state.options.revision < 2:
        return None
    last = [result.category for result in state.history[-2:]]
    return last[0] if len(last) == 2 and last[0] == last[1] else None


def _begin_turn(state: State, sketcher: int, now: int, events: list[Event], *, same_item: bool = False) -> None:
    if not same_item:
        state.item = _draw_item(state)
        state.sketched = []
    state.turn += 1
    state.phase = "turn"
    state.stage = "ready"
    state.sketcher = sketcher
    state.deadline = now + READY_MS
    state.started = None
    state.guesses = []
    state.labels = []
    state.correct = []
    state.to_take = []
    state.aces = []
    state.rolled = False
    state.window_closes = None
    state.steal_team = None
    state.steal_used = False
    state.following = None
    state.following_same = False
    item = current_item(state)
    assert item is not None
    events.append({"type": "turn_started", "turn": state.turn, "sketcher": sketcher, "category": item.category})


def _start_timer(state: State, now: int, events: list[Event]) -> None:
    state.stage = "drawing"
    state.started = now
    state.deadline = now + state.options.turn_seconds * 1000
    events.append({"type": "timer_started", "turn": state.turn, "deadline": state.deadline})


def _record(state: State, outcome: Outcome, events: list[Event], **fields: Any) -> TurnResult:
    item = current_item(state)
    assert item is not None and state.item is not None
    revealed = outcome != "missed" or state.options.mode == "teams"
    result = TurnResult(state.turn, state.sketcher, item.category, state.item, outcome, revealed, **fields)
    state.history.append(result)
    if revealed:
        for earlier in state.history:
            if earlier.item == state.item:
                earlier.revealed = True
    events.append({"type": "turn_ended", "turn": state.turn, "outcome": outcome, **_result_fields(state, result)})
    return result


def _result_fields(state: State, result: TurnResult) -> dict[str, Any]:
    item = state.options.items[result.item]
    return {
        "text": item.text if result.revealed else None,
        "author": item.author if result.revealed else None,
        "guessers": list(result.guessers),
        "guess": result.guess,
        "accepted": result.accepted,
        "team": result.team,
        "ms": result.ms,
    }


def _reveal(state: State, following: int, now: int, events: list[Event], *, same_item: bool = False) -> None:
    """The turn is over and recorded: everyone sees its finished sketch (its sheet is still this turn's) before
    `following` begins the next turn, at the deadline or when they skip the moment."""
    if state.options.revision < 2:  # a game recorded before the moment existed goes straight on, as it did
        _begin_turn(state, following, now, events, same_item=same_item)
        return
    state.stage = "reveal"
    state.following = following
    state.following_same = same_item
    state.deadline = now + REVEAL_MS
    state.window_closes = None
    state.steal_team = None  # the steal is over: its guess is in the turn's result
    state.steal_used = False
    events.append({"type": "reveal", "turn": state.turn, "next": following, "deadline": state.deadline})


def _end_reveal(state: State, now: int, events: list[Event]) -> None:
    assert state.following is not None
    _begin_turn(state, state.following, now, events, same_item=state.following_same)


def _put_item_away(state: State) -> None:
    if state.item is not None:
        state.spent.append(state.item)
    state.item = None
    state.sketched = []


# --- team play -------------------------------------------------------------------------------------------------


def _team_turn(state: State, now: int, events: list[Event]) -> None:
    _begin_turn(state, next_sketcher(state, state.playing), now, events)


def _team_scores(state: State, team: int, guess: GuessEntry, outcome: Outcome, now: int, events: list[Event]) -> None:
    state.score[team] += 1
    _record(
        state,
        outcome,
        events,
        guessers=[guess.seat],
        guess=guess.text,
        accepted=guess.accepted,
        team=team,
        ms=guess.ms,
    )
    _next_team_turn(state, now, events)


def _next_team_turn(state: State, now: int, events: list[Event]) -> None:
    """The turn is over: the item is spent, the sketcher's team moves its rotation on, the other team plays."""
    state.rotation[state.playing] += 1
    _put_item_away(state)
    for team in (0, 1):
        if state.score[team] >= state.options.target:
            state.winner = team
            state.phase = "over"
            state.stage = None
            state.deadline = None
            events.append({"type": "game_over", "team": team, "score": list(state.score)})
            return
    state.playing = 1 - state.playing
    _reveal(state, next_sketcher(state, state.playing), now, events)


def _time_up_in_teams(state: State, now: int, events: list[Event]) -> None:
    state.stage = "steal"
    state.steal_team = 1 - state.playing
    state.steal_used = False
    state.deadline = now + STEAL_SECONDS * 1000
    events.append({"type": "steal_started", "team": state.steal_team, "deadline": state.deadline})


def _steal_over(state: State, now: int, events: list[Event]) -> None:
    tried = next((guess for guess in state.guesses if guess.steal), None)
    if tried is None:
        _record(state, "missed", events)
    else:  # the stealing team's one guess, wrong (or not accepted): the summary tells what they tried
        _record(state, "missed", events, guess=tried.text, team=state.steal_team, ms=tried.ms)
    _next_team_turn(state, now, events)


# --- board play ------------------------------------------------------------------------------------------------


def _left_of(state: State, seat: int) -> int:
    return (seat + 1) % state.seats


def _eligible_guessers(state: State, sketcher: int) -> list[int]:
    return [s for s in range(state.seats) if s != sketcher and s not in state.sketched]


def _board_missed(state: State, now: int, events: list[Event]) -> None:
    """Not guessed in time: the item stays for the player to the left, unless nobody would be left to guess it."""
    state.sketched.append(state.sketcher)
    following = _left_of(state, state.sketcher)
    if _eligible_guessers(state, following):
        _record(state, "missed", events)
        _reveal(state, following, now, events, same_item=True)
        return
    _record(state, "put_away", events)
    _put_item_away(state)
    _reveal(state, following, now, events)


def _open_window(state: State, now: int, guess: GuessEntry, wait_ms: int) -> None:
    if state.window_closes is None:
        state.window_closes = max(now, guess.at + SAME_TIME_MS + max(0, wait_ms))


def _close_window(state: State, now: int, events: list[Event]) -> None:
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
            _take(state, seat, choices[0], events)
    _maybe_end_collect(state, now, events)


def _take(state: State, seat: int, colour: str, events: list[Event]) -> None:
    state.pawns[seat].append(colour)
    state.to_take.remove(seat)
    events.append({"type": "pawn_taken", "seat": seat, "colour": colour})


def _centre(state: State, colour: str) -> int:
    return board.PAWNS_PER_COLOUR - sum(colour in owned for owned in state.pawns)


def _roll(state: State, events: list[Event]) -> None:
    assert state.white is not None
    value = 1 + state.rng.below(DIE)
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


def _maybe_end_collect(state: State, now: int, events: list[Event]) -> None:
    if state.to_take or not state.rolled:
        return
    winners = [g for g in state.guesses if g.correct and g.seat in state.correct]
    first = min(winners, key=lambda g: (g.at, g.id))
    _record(
        state,
        "guessed",
        events,
        guessers=list(state.correct),
        guess=first.text,
        accepted=first.accepted,
        ms=first.ms,
    )
    _put_item_away(state)
    if state.ace is not None:
        state.phase = "over"
        state.stage = None
        state.deadline = None
        events.append({"type": "game_over", "seat": state.ace})
        return
    _reveal(state, _left_of(state, state.sketcher), now, events)


# --- actions ---------------------------------------------------------------------------------------------------


def _require_sketcher(state: State, seat: int, *stages: str) -> None:
    if state.phase != "turn" or state.stage not in stages:
        raise RuleError("wrong_phase", phase=state.phase, stage=state.stage)
    if seat != state.sketcher:
        raise RuleError("not_sketcher", sketcher=state.sketcher)


def _on_start(state: State, seat: int, action: Start, now: int, events: list[Event]) -> None:
    _require_sketcher(state, seat, "ready")
    _start_timer(state, now, events)


def _on_pass(state: State, seat: int, action: Pass, now: int, events: list[Event]) -> None:
    _require_sketcher(state, seat, "ready")
    _record(state, "passed", events)
    _put_item_away(state)
    if state.options.mode == "teams":
        state.rotation[state.playing] += 1
        _team_turn(state, now, events)
    else:
        _begin_turn(state, _left_of(state, state.sketcher), now, events)


def _on_guess(state: State, seat: int, action: Guess, now: int, events: list[Event]) -> None:
    refusal = _guess_refusal(state, seat)
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
                _team_scores(state, state.steal_team, guess, "stolen", now, events)
            elif not guess.near:
                _steal_over(state, now, events)
            # A near steal guess waits, to the deadline, for the sketcher to accept it or not.
        elif guess.correct:
            _team_scores(state, state.playing, guess, "guessed", now, events)
        return
    if guess.correct:
        state.correct.append(seat)
        _open_window(state, now, guess, action.window_ms)


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
        _team_scores(state, team, guess, "stolen" if state.stage == "steal" else "guessed", now, events)
        return
    state.correct.append(guess.seat)
    _open_window(state, now, guess, 0)


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
    _end_reveal(state, now, events)


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
    _begin_turn(state, state.sketcher, now, events)


def _on_take(state: State, seat: int, action: Take, now: int, events: list[Event]) -> None:
    if state.phase != "turn" or state.stage != "collect":
        raise RuleError("wrong_phase", phase=state.phase, stage=state.stage)
    if seat not in state.to_take:
        raise RuleError("not_your_pick")
    if action.colour not in board.COLOURS:
        raise RuleError("malformed_action", detail=f"colour is one of {', '.join(board.COLOURS)}")
    if action.colour in state.pawns[seat]:
        raise RuleError("pawn_owned", colour=action.colour)
    _take(state, seat, action.colour, events)
    _maybe_end_collect(state, now, events)


def _on_roll(state: State, seat: int, action: Roll, now: int, events: list[Event]) -> None:
    _require_sketcher(state, seat, "collect")
    if state.rolled:
        raise RuleError("already_rolled")
    _roll(state, events)
    _maybe_end_collect(state, now, events)


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


# --- time ------------------------------------------------------------------------------------------------------


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
        _close_window(state, now, events)
        return events
    if state.deadline is None or now < state.deadline:
        return events
    if state.phase == "opening":
        _team_turn(state, now, events)
    elif state.phase == "placing":
        _place(state, board.SPADES[0], now, events)
    elif state.stage == "ready":
        _start_timer(state, now, events)
    elif state.stage == "drawing":
        if state.options.mode == "teams":
            _time_up_in_teams(state, now, events)
        elif state.window_closes is None:
            _board_missed(state, now, events)
    elif state.stage == "steal":
        _steal_over(state, now, events)
    elif state.stage == "reveal":
        _end_reveal(state, now, events)
    elif state.stage == "collect":
        for seat in list(state.to_take):
            _take(state, seat, board.colours_to_take(state.pawns[seat])[0], events)
        if not state.rolled:
            _roll(state, events)
        _maybe_end_collect(state, now, events)
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
