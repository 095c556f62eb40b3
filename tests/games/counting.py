"""Counting: a game that lives only in the test suite, to prove that the platform runs a game it was never told
about. Players take turns adding 1 or 2 to a counter; whoever brings it to the target wins.

It is a complete game for the platform: rules, options, views, a computer player and a replay report, offered
through one registration (`ENTRY`)."""

from typing import Any, Literal

import msgspec

from parlour.engine.entry import GameEntry
from parlour.engine.errors import RuleError
from parlour.engine.game import Event, Rules, fixed_table
from parlour.engine.match import Match
from parlour.engine.players import ComputerPlayers

MIN_SEATS = 2
MAX_SEATS = 6


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    target: int = 10
    """The number that wins."""


class Add(msgspec.Struct, tag="add", tag_field="type", forbid_unknown_fields=True, frozen=True):
    amount: int


Action = Add


class State(msgspec.Struct):
    options: Options
    seats: int
    turn: int
    counter: int = 0
    phase: Literal["playing", "over"] = "playing"
    winner: int | None = None
    moves: list[tuple[int, int]] = msgspec.field(default_factory=list)
    """(seat, amount), in order."""


def setup(options: Options, seats: int, seed: int) -> State:
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise RuleError("bad_seats", min=MIN_SEATS, max=MAX_SEATS)
    return State(options, seats, turn=seed % seats)


def apply(state: State, seat: int, action: Any, now: int) -> list[Event]:
    if not isinstance(action, Add):
        raise RuleError("malformed_action", detail="not an action of this game")
    if state.phase != "playing":
        raise RuleError("game_over")
    if seat != state.turn:
        raise RuleError("not_your_turn")
    if action.amount not in allowed(state):
        raise RuleError("bad_amount", allowed=allowed(state))
    state.counter += action.amount
    state.moves.append((seat, action.amount))
    events: list[Event] = [{"type": "added", "seat": seat, "amount": action.amount, "counter": state.counter}]
    if state.counter == state.options.target:
        state.phase = "over"
        state.winner = seat
        events.append({"type": "game_over", "winner": seat})
    else:
        state.turn = (state.turn + 1) % state.seats
    return events


def allowed(state: State) -> list[int]:
    return [n for n in (1, 2) if state.counter + n <= state.options.target]


def view(state: State, seat: int | None) -> dict[str, Any]:
    return {
        "game": "counting",
        "phase": state.phase,
        "seat": seat,
        "turn": state.turn,
        "counter": state.counter,
        "target": state.options.target,
        "moves": len(state.moves),
        "winner": state.winner,
    }


def legal_actions(state: State, seat: int) -> list[Add]:
    if state.phase != "playing" or seat != state.turn:
        return []
    return [Add(n) for n in allowed(state)]


def prepare_options(raw: Any, content: Any) -> Options:
    try:
        options = msgspec.convert(raw or {}, Options)
    except msgspec.ValidationError as exc:
        raise RuleError("bad_options", detail=str(exc)) from None
    if not 3 <= options.target <= 100:
        raise RuleError("bad_options", detail="target must be between 3 and 100")
    return options


def public_options(options: Options) -> dict[str, Any]:
    data: dict[str, Any] = msgspec.to_builtins(options)
    return data


def version(state: State) -> int:
    return len(state.moves)


def standin_action(state: State, seat: int) -> Add | None:
    return Add(1) if state.phase == "playing" and state.turn == seat else None


GAME: Rules[Options, State, Add] = Rules(
    name="counting",
    options_type=Options,
    state_type=State,
    action_type=Action,
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    teams=0,
    table=fixed_table(MIN_SEATS, MAX_SEATS),
    setup=setup,
    apply=apply,
    view=view,
    legal_actions=legal_actions,
    prepare_options=prepare_options,
    public_options=public_options,
    version=version,
    standin_action=standin_action,
)


class CountingPlayer:
    """Adds whatever reaches the target, else leaves the next player a multiple of three short of it."""

    def __init__(self, level: str, humans: Any) -> None:
        self.acted = -1

    def on_view(self, view: dict[str, Any]) -> list[tuple[float, dict[str, Any]]]:
        if view["phase"] != "playing" or view["turn"] != view["seat"] or view["moves"] == self.acted:
            return []
        self.acted = view["moves"]
        short = view["target"] - view["counter"]
        amount = short % 3 or (2 if short > 1 else 1)
        return [(0.01, {"type": "add", "amount": min(amount, short)})]


def report(match: Match) -> dict[str, Any]:
    state: State = match.state
    return {
        "game": "counting",
        "finished": state.phase == "over",
        "winner": state.winner,
        "counter": state.counter,
        "moves": [{"seat": seat, "amount": amount} for seat, amount in state.moves],
    }


ENTRY = GameEntry(
    GAME,
    computer_players=ComputerPlayers(levels=("steady",), policy=CountingPlayer),
    report=report,
    simulation_options=lambda raw: prepare_options(raw, None),
)
