"""Pictomania's rules: setup, actions, time-driven transitions. Pure: no I/O, no clock (`now` is given)."""

from typing import Any

from parlour.content.deck import LEVELS
from parlour.engine.dispatch import Handler, dispatch
from parlour.engine.errors import RuleError
from parlour.engine.game import Event
from parlour.engine.rng import Rng
from parlour.games.pictomania.actions import (
    Action,
    CheckClue,
    ChooseLevel,
    DrawNothing,
    Finish,
    Guess,
    Ready,
    ReplaceCard,
)
from parlour.games.pictomania.options import (
    ROUNDS,
    Options,
    cards_by_level,
    playable_levels,
    rack_size,
    validate,
)
from parlour.games.pictomania.scoring import Drawer, PileEntry, score_round
from parlour.games.pictomania.state import Player, RackCard, RoundResult, State
from parlour.games.pictomania.tokens import BONUS_TOKENS, THREE_PLAYER_VARIANT_BONUS_TOKENS

HOST = 0
"""The seat that chooses each round's level when the room has not fixed it."""

MAX_REPLACEMENTS_PER_ROUND = 1
NUMBERS = range(1, 8)


def setup(options: Options, seats: int, seed: int) -> State:
    validate(options, seats)
    rng = Rng.from_seed(seed)
    stock = cards_by_level(options)
    for cards in stock.values():
        rng.shuffle(cards)
    state = State(
        options=options,
        seats=seats,
        rng=rng,
        phase="choosing_level",
        round=0,
        level=None,
        stock=stock,
        discard={level: [] for level in LEVELS},
        rack=[],
        players=[Player() for _ in range(seats)],
        piles=[[] for _ in range(seats)],
        bonus_left=[],
        deadline=None,
        results=[],
        totals=[0] * seats,
    )
    _begin_round(state, [])
    return state


def _bonus_tokens(state: State) -> list[int]:
    if state.options.three_player_bonus:
        return list(THREE_PLAYER_VARIANT_BONUS_TOKENS)
    return list(BONUS_TOKENS[state.seats])


def _begin_round(state: State, events: list[Event]) -> None:
    for placed in state.rack:
        state.discard[state.options.cards[placed.card].level].append(placed.card)
    state.round += 1
    state.rack = []
    state.players = [Player() for _ in range(state.seats)]
    state.piles = [[] for _ in range(state.seats)]
    state.bonus_left = []
    state.deadline = None
    state.level = None
    events.append({"type": "round_started", "round": state.round})
    if state.options.level is None:
        state.phase = "choosing_level"
    else:
        _deal(state, state.options.level, events)


def _draw_card(state: State, level: str) -> int:
    """The top card of a level's deck; an empty deck is refilled by shuffling its used cards back in."""
    stock = state.stock[level]
    if not stock:
        stock.extend(state.discard[level])
        state.discard[level].clear()
        state.rng.shuffle(stock)
    return stock.pop()


def _cards_available(state: State, level: str) -> int:
    return len(state.stock[level]) + len(state.discard[level])


def _deal(state: State, level: str, events: list[Event]) -> None:
    state.level = level
    state.rack = [RackCard(_draw_card(state, level), state.rng.below(2)) for _ in range(rack_size(state.options))]
    for placed in state.rack:
        placed.side %= len(state.options.cards[placed.card].sides)
    if state.options.children:
        symbols = [0] * state.seats
    else:
        symbols = state.rng.sample(list(range(len(state.rack))), state.seats)
    numbers = state.rng.sample(list(NUMBERS), state.seats)
    for player, symbol, number in zip(state.players, symbols, numbers, strict=True):
        player.symbol = symbol
        player.number = number
    state.bonus_left = _bonus_tokens(state)
    state.phase = "preview"
    events.append({"type": "cards_dealt", "round": state.round, "level": level})


def clue_of(state: State, seat: int) -> str:
    player = state.players[seat]
    placed = state.rack[player.symbol]
    return state.options.cards[placed.card].sides[placed.side][player.number - 1]


def _check_seat(state: State, seat: Any) -> Player:
    if type(seat) is not int or not 0 <= seat < state.seats:
        raise RuleError("no_such_seat", seat=seat)
    return state.players[seat]


def _check_phase(state: State, *phases: str) -> None:
    if state.phase not in phases:
        raise RuleError("wrong_phase", phase=state.phase, expected=list(phases))


def apply(state: State, seat: int, action: Action, now: int) -> list[Event]:
    return dispatch(_HANDLERS, state, seat, _check_seat(state, seat), action, now)


def _choose_level(state: State, seat: int, player: Player, action: ChooseLevel, now: int, events: list[Event]) -> None:
    _check_phase(state, "choosing_level")
    if seat != HOST:
        raise RuleError("not_host")
    if action.level not in LEVELS:
        raise RuleError("unknown_level", level=action.level)
    if action.level not in playable_levels(state.options):
        raise RuleError("level_unavailable", level=action.level)
    _deal(state, action.level, events)


def _replace_card(state: State, seat: int, player: Player, action: ReplaceCard, now: int, events: list[Event]) -> None:
    _check_phase(state, "preview")
    if not isinstance(action.card, int) or not 0 <= action.card < len(state.rack):
        raise RuleError("no_such_card", card=action.card)
    if player.replaced >= MAX_REPLACEMENTS_PER_ROUND:
        raise RuleError("replacement_limit", limit=MAX_REPLACEMENTS_PER_ROUND)
    assert state.level is not None
    if _cards_available(state, state.level) == 0:
        raise RuleError("no_card_left", level=state.level)
    old = state.rack[action.card]
    new_card = _draw_card(state, state.level)
    state.discard[state.level].append(old.card)
    side = state.rng.below(2) % len(state.options.cards[new_card].sides)
    state.rack[action.card] = RackCard(new_card, side)
    player.replaced += 1
    for other in state.players:
        other.ready = False
    events.append({"type": "card_replaced", "card": action.card, "by": seat})


def _ready(state: State, seat: int, player: Player, action: Ready, now: int, events: list[Event]) -> None:
    _check_phase(state, "preview", "scored")
    if player.ready:
        raise RuleError("already_ready")
    player.ready = True
    events.append({"type": "ready", "seat": seat})
    if not all(p.ready for p in state.players):
        return
    if state.phase == "preview":
        state.phase = "drawing"
        for p in state.players:
            p.ready = False
        seconds = state.options.round_seconds
        state.deadline = now + seconds * 1000 if seconds else None
        events.append({"type": "drawing_started", "round": state.round, "deadline": state.deadline})
    else:
        _begin_round(state, events)


def _guess(state: State, seat: int, player: Player, action: Guess, now: int, events: list[Event]) -> None:
    _check_phase(state, "drawing")
    if player.finished:
        raise RuleError("already_finished")
    target = action.target
    if not isinstance(target, int) or not 0 <= target < state.seats:
        raise RuleError("no_such_seat", seat=target)
    if target == seat:
        raise RuleError("guess_self")
    if state.players[target].blank:
        raise RuleError("target_draws_nothing", target=target)
    if player.guessed >> target & 1:
        raise RuleError("already_guessed", target=target)
    if action.number not in NUMBERS:
        raise RuleError("no_such_number", number=action.number)
    if player.used >> action.number & 1:
        raise RuleError("number_used", number=action.number)
    player.guessed |= 1 << target
    player.used |= 1 << action.number
    state.piles[target].append(PileEntry(seat, action.number))
    events.append({"type": "guessed", "by": seat, "target": target})


def _finish(state: State, seat: int, player: Player, action: Finish, now: int, events: list[Event]) -> None:
    _check_phase(state, "drawing")
    if player.finished:
        raise RuleError("already_finished")
    if action.bonus and player.blank:
        raise RuleError("blank_takes_no_bonus")
    if action.bonus and not state.bonus_left:
        raise RuleError("no_bonus_left")
    player.finished = True
    if action.bonus:
        player.bonus = state.bonus_left.pop(0)
    events.append({"type": "finished", "seat": seat, "bonus": player.bonus})
    if action.bonus and not state.bonus_left:
        _end_drawing(state, now, events, "last_token")
    elif all(p.finished for p in state.players):
        _end_drawing(state, now, events, "all_finished")


def _draw_nothing(state: State, seat: int, player: Player, action: DrawNothing, now: int, events: list[Event]) -> None:
    _check_phase(state, "drawing")
    if player.finished:
        raise RuleError("already_finished")
    if player.blank:
        raise RuleError("already_draws_nothing")
    player.blank = True
    returned = state.piles[seat]
    for entry in returned:
        guesser = state.players[entry.by]
        guesser.used &= ~(1 << entry.number)
        guesser.guessed &= ~(1 << seat)
    state.piles[seat] = []
    events.append({"type": "draws_nothing", "seat": seat, "returned": [e.by for e in returned]})


def _end_drawing(state: State, now: int, events: list[Event], reason: str) -> None:
    stopped = [seat for seat, p in enumerate(state.players) if not p.finished]
    for seat in stopped:
        state.players[seat].finished = True
    state.phase = "review"
    for p in state.players:
        p.checked = p.blank
    seconds = state.options.review_seconds
    state.deadline = now + seconds * 1000 if seconds else None
    events.append({"type": "drawing_ended", "reason": reason, "stopped": stopped, "deadline": state.deadline})
    if all(p.checked for p in state.players):
        _score(state, events)


def _check_clue(state: State, seat: int, player: Player, action: CheckClue, now: int, events: list[Event]) -> None:
    _check_phase(state, "review")
    if player.checked:
        raise RuleError("already_checked")
    player.checked = True
    player.wrong_clue = bool(action.wrong)
    events.append({"type": "clue_checked", "seat": seat})
    if all(p.checked for p in state.players):
        _score(state, events)


def _score(state: State, events: list[Event]) -> None:
    assert state.level is not None
    drawers = [Drawer(p.number, p.bonus, p.blank, p.wrong_clue) for p in state.players]
    score = score_round(drawers, state.piles)
    result = RoundResult(
        round=state.round,
        level=state.level,
        clues=tuple(clue_of(state, seat) for seat in range(state.seats)),
        symbols=tuple(p.symbol for p in state.players),
        score=score,
    )
    state.results.append(result)
    for seat, player_result in enumerate(score.players):
        state.totals[seat] += player_result.score
    state.deadline = None
    state.phase = "over" if state.round >= ROUNDS else "scored"
    events.append({"type": "round_scored", "round": state.round})
    if state.phase == "over":
        events.append({"type": "game_over", "totals": list(state.totals), "winners": winners(state)})


def winners(state: State) -> list[int]:
    """Whoever has the biggest total; a tie shares the victory."""
    best = max(state.totals)
    return [seat for seat, total in enumerate(state.totals) if total == best]


_HANDLERS: dict[type, Handler] = {
    Guess: _guess,
    Finish: _finish,
    Ready: _ready,
    CheckClue: _check_clue,
    DrawNothing: _draw_nothing,
    ReplaceCard: _replace_card,
    ChooseLevel: _choose_level,
}


def tick(state: State, now: int) -> list[Event]:
    if state.deadline is None or now < state.deadline:
        return []
    events: list[Event] = []
    if state.phase == "drawing":
        _end_drawing(state, now, events, "time_up")
    elif state.phase == "review":
        for p in state.players:
            p.checked = True
        events.append({"type": "review_timed_out"})
        _score(state, events)
    return events


def next_deadline(state: State) -> int | None:
    return state.deadline


def may_draw(state: State, seat: int) -> bool:
    """Whether `seat` may change their drawing now (the room checks this for every stroke)."""
    if state.phase != "drawing" or not 0 <= seat < state.seats:
        return False
    player = state.players[seat]
    return not player.finished and not player.blank
