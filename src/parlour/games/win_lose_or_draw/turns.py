"""A turn's life in either play: an item drawn, the turn begun, its timer started, its result recorded, and the
moment its finished sketch stays in sight before the next turn."""

from typing import Any

from parlour.engine.game import Event
from parlour.games.win_lose_or_draw.roles import current_item
from parlour.games.win_lose_or_draw.state import Outcome, State, TurnResult

READY_MS = 10_000
"""The sketcher reads the item; the timer starts by itself after this long."""
REVEAL_MS = 4000
"""A finished sketch stays in sight this long, with its item and who found it, before the next turn begins (the
next sketcher may cut it short)."""


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


def begin_turn(state: State, sketcher: int, now: int, events: list[Event], *, same_item: bool = False) -> None:
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


def start_timer(state: State, now: int, events: list[Event]) -> None:
    state.stage = "drawing"
    state.started = now
    state.deadline = now + state.options.turn_seconds * 1000
    events.append({"type": "timer_started", "turn": state.turn, "deadline": state.deadline})


def record_turn(state: State, outcome: Outcome, events: list[Event], **fields: Any) -> TurnResult:
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


def reveal(state: State, following: int, now: int, events: list[Event], *, same_item: bool = False) -> None:
    """The turn is over and recorded: everyone sees its finished sketch (its sheet is still this turn's) before
    `following` begins the next turn, at the deadline or when they skip the moment."""
    if state.options.revision < 2:  # a game recorded before the moment existed goes straight on, as it did
        begin_turn(state, following, now, events, same_item=same_item)
        return
    state.stage = "reveal"
    state.following = following
    state.following_same = same_item
    state.deadline = now + REVEAL_MS
    state.window_closes = None
    state.steal_team = None  # the steal is over: its guess is in the turn's result
    state.steal_used = False
    events.append({"type": "reveal", "turn": state.turn, "next": following, "deadline": state.deadline})


def end_reveal(state: State, now: int, events: list[Event]) -> None:
    assert state.following is not None
    begin_turn(state, state.following, now, events, same_item=state.following_same)


def put_item_away(state: State) -> None:
    if state.item is not None:
        state.spent.append(state.item)
    state.item = None
    state.sketched = []
