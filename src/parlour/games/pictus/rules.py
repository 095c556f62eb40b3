"""Pictus's rules. Pure: no I/O, no clock (`now` is given).

The readings chosen where the rulebook is silent are in docs/rules/pictus.md."""

from typing import Any

from parlour.engine.dispatch import SeatHandler, dispatch_seated
from parlour.engine.errors import RuleError
from parlour.engine.game import Event
from parlour.engine.rng import Rng
from parlour.games.pictus.actions import Clue, DrawCard, EndWait, HandIn, PassNarration, Ready, UseShipped, Vote
from parlour.games.pictus.cards import new_drawn_id
from parlour.games.pictus.options import TABLE, Options
from parlour.games.pictus.roles import done, voters
from parlour.games.pictus.round_end import reveal_round
from parlour.games.pictus.state import GivenClue, Late, State

MAX_WORDS = 200
MAX_DRAWING_POINTS = 20_000
"""Points in one drawn card, over all its strokes: a detailed drawing has a few thousand."""


# --- setup -----------------------------------------------------------------------------------------------------


def setup(options: Options, seats: Any, seed: int) -> State:
    if not isinstance(seats, int) or not TABLE.min_seats <= seats <= TABLE.max_seats:
        raise RuleError("bad_seats", min=TABLE.min_seats, max=TABLE.max_seats)
    rng = Rng.from_seed(seed)
    needed = seats * (options.hand_size + 1) + (1 if options.extra_card else 0)
    """Every hand, and one round's cards for the table."""
    have = seats * options.own_cards if options.own_deck else len(options.cards)
    if have < needed:
        raise RuleError("deck_too_small", needed=needed, have=have)
    state = State(
        options,
        seats,
        rng,
        "drawing",
        scores=[0] * seats,
        hands=[[] for _ in range(seats)],
        shares=[[] for _ in range(seats)],
    )
    if not options.own_deck:
        deck = list(options.cards)
        rng.shuffle(deck)
        _begin(state, deck)
    return state


def _begin(state: State, deck: list[str]) -> None:
    """Deal every hand; one player starts as the narrator."""
    state.deck = deck
    for hand in state.hands:
        for _ in range(state.options.hand_size):
            hand.append(state.deck.pop())
    _start_round(state, state.rng.below(state.seats))


def _start_round(state: State, narrator: int) -> None:
    state.round += 1
    state.phase = "clue"
    state.narrator = narrator
    state.clue = None
    state.narrator_card = None
    state.handed = [None] * state.seats
    state.table = []
    state.owners = []
    state.votes = [None] * state.seats
    state.abstained = []
    state.late = []
    state.ready = [False] * state.seats
    state.deadline = None
    state.reveal = None


# --- actions ---------------------------------------------------------------------------------------------------


def _phase(state: State, *phases: str) -> None:
    if state.phase not in phases:
        raise RuleError("wrong_phase", phase=state.phase)


def _draw_card(state: State, seat: int, action: DrawCard, now: int, events: list[Event]) -> None:
    _phase(state, "drawing")
    share = state.shares[seat]
    if len(share) >= state.options.own_cards:
        raise RuleError("enough_drawn", cards=state.options.own_cards)
    strokes = [s for s in action.strokes if isinstance(s, dict) and s.get("pts")]
    if not strokes:
        raise RuleError("empty_drawing")
    points = sum(len(s["pts"]) // 3 for s in strokes)
    if points > MAX_DRAWING_POINTS:
        raise RuleError("drawing_too_large", points=points, limit=MAX_DRAWING_POINTS)
    card = new_drawn_id(state)
    state.drawings[card] = strokes
    share.append(card)
    events.append({"type": "card_drawn", "seat": seat, "count": len(share)})
    _after_share(state, events)


def _use_shipped(state: State, seat: int, action: UseShipped, now: int, events: list[Event]) -> None:
    _phase(state, "drawing")
    share = state.shares[seat]
    missing = state.options.own_cards - len(share)
    if missing <= 0:
        raise RuleError("enough_drawn", cards=state.options.own_cards)
    taken = {card for s in state.shares for card in s}
    pool = [card for card in state.options.cards if card not in taken]
    if len(pool) < missing:
        raise RuleError("no_pictures_left", needed=missing, have=len(pool))
    share.extend(state.rng.sample(pool, missing))
    events.append({"type": "pictures_brought", "seat": seat, "count": missing})
    _after_share(state, events)


def _after_share(state: State, events: list[Event]) -> None:
    if all(done(state, seat) for seat in range(state.seats)):
        deck = [card for share in state.shares for card in share]
        state.rng.shuffle(deck)
        _begin(state, deck)
        events.append({"type": "round_started", "round": state.round, "narrator": state.narrator})


def _clue(state: State, seat: int, action: Clue, now: int, events: list[Event]) -> None:
    _phase(state, "clue")
    if seat != state.narrator:
        raise RuleError("not_narrator", narrator=state.narrator)
    if action.card not in state.hands[seat]:
        raise RuleError("not_in_hand", card=action.card)
    words = " ".join(action.words.split())
    if len(words) > MAX_WORDS:
        raise RuleError("clue_too_long", limit=MAX_WORDS, length=len(words))
    if not words and not action.drawn:
        raise RuleError("empty_clue")
    state.clue = GivenClue(words, action.drawn)
    state.narrator_card = action.card
    state.phase = "hand_in"
    state.deadline = _wait_deadline(state, now)
    events.append({"type": "clue_given", "narrator": seat, "words": words, "drawn": action.drawn})


def _pass(state: State, seat: int, action: PassNarration, now: int, events: list[Event]) -> None:
    _phase(state, "clue")
    if seat != state.narrator:
        raise RuleError("not_narrator", narrator=state.narrator)
    state.round -= 1  # the same round, with another narrator
    _start_round(state, (seat + 1) % state.seats)
    events.append({"type": "narration_passed", "seat": seat, "narrator": state.narrator})


def _hand_in(state: State, seat: int, action: HandIn, now: int, events: list[Event]) -> None:
    _phase(state, "hand_in")
    if seat == state.narrator:
        raise RuleError("narrator_hands_nothing")
    if state.handed[seat] is not None:
        raise RuleError("already_handed_in")
    if action.card not in state.hands[seat]:
        raise RuleError("not_in_hand", card=action.card)
    state.handed[seat] = action.card
    events.append({"type": "handed_in", "seat": seat})
    if all(done(state, s) for s in range(state.seats)):
        _show_table(state, now, events)


def _wait_deadline(state: State, now: int) -> int | None:
    """The end of the time to hand in or to vote, from `now`; None when the room chose no limit."""
    limit = state.options.time_limit
    return now + limit * 1000 if limit else None


def _show_table(state: State, now: int, events: list[Event]) -> None:
    """The narrator's card and the handed-in ones (and, in the variant, the deck's top card), shuffled."""
    assert state.narrator is not None and state.narrator_card is not None
    cards: list[tuple[str, int | None]] = [(state.narrator_card, state.narrator)]
    cards += [(card, seat) for seat, card in enumerate(state.handed) if card is not None]
    if state.options.extra_card and state.deck:
        cards.append((state.deck.pop(), None))
    state.rng.shuffle(cards)
    for card, owner in cards:
        if owner is not None:
            state.hands[owner].remove(card)
    state.table = [card for card, _ in cards]
    state.owners = [owner for _, owner in cards]
    state.phase = "vote"
    state.deadline = _wait_deadline(state, now)
    events.append({"type": "table_shown", "cards": len(cards)})


def _vote(state: State, seat: int, action: Vote, now: int, events: list[Event]) -> None:
    _phase(state, "vote")
    if seat not in voters(state):
        raise RuleError("not_a_voter")
    if state.votes[seat] is not None:
        raise RuleError("already_voted")
    if not 0 <= action.choice < len(state.table):
        raise RuleError("no_such_card", cards=len(state.table))
    owner = state.owners[action.choice]
    if owner == seat:
        raise RuleError("own_card")
    if seat == state.narrator and owner is None:
        raise RuleError("not_someone_elses")
    state.votes[seat] = action.choice
    events.append({"type": "voted", "seat": seat})
    if all(done(state, s) for s in range(state.seats)):
        reveal_round(state, now, events)


def _ready(state: State, seat: int, action: Ready, now: int, events: list[Event]) -> None:
    _phase(state, "reveal")
    if state.ready[seat]:
        raise RuleError("already_ready")
    state.ready[seat] = True
    events.append({"type": "ready", "seat": seat})
    if all(state.ready):
        _next_round(state, events)


def _next_round(state: State, events: list[Event]) -> None:
    """Everyone draws back up to their hand size; the player to the narrator's left narrates next."""
    assert state.narrator is not None
    for hand in state.hands:
        while len(hand) < state.options.hand_size:
            hand.append(state.deck.pop())
    _start_round(state, (state.narrator + 1) % state.seats)
    events.append({"type": "round_started", "round": state.round, "narrator": state.narrator})


def _end_wait(state: State, seat: int, action: EndWait, now: int, events: list[Event]) -> None:
    _phase(state, "hand_in", "vote")
    if not action.host:
        raise RuleError("not_host")
    _play_for_the_late(state, "host", now, events)


def _play_for_the_late(state: State, why: str, now: int, events: list[Event]) -> None:
    """The wait is over (`why`: "time" or "host"): a card picked at random from each late player's hand is handed
    in for them; a late voter casts no vote (a vote picked for them would hand points to someone at random).
    Everyone is told whom the server played for."""
    late = [seat for seat in range(state.seats) if not done(state, seat)]
    events.append({"type": "played_for", "phase": state.phase, "seats": late, "why": why})
    state.late.append(Late(state.phase, late, why))
    if state.phase == "hand_in":
        for seat in late:
            hand = state.hands[seat]
            state.handed[seat] = hand[state.rng.below(len(hand))]
        _show_table(state, now, events)
    else:
        state.abstained = late
        reveal_round(state, now, events)


HANDLERS: dict[type, SeatHandler] = {
    DrawCard: _draw_card,
    UseShipped: _use_shipped,
    Clue: _clue,
    PassNarration: _pass,
    HandIn: _hand_in,
    Vote: _vote,
    Ready: _ready,
    EndWait: _end_wait,
}


def apply(state: State, seat: int, action: Any, now: int) -> list[Event]:
    return dispatch_seated(HANDLERS, state, seat, action, now, seats=state.seats, over=state.phase == "over")


# --- time ------------------------------------------------------------------------------------------------------


def tick(state: State, now: int) -> list[Event]:
    if state.phase not in TIMED or state.deadline is None or now < state.deadline:
        return []
    events: list[Event] = []
    if state.phase == "reveal":
        _next_round(state, events)
    else:
        _play_for_the_late(state, "time", now, events)
    return events


TIMED = ("hand_in", "vote", "reveal")
"""The phases with a deadline: the hand-in and the vote (when the room set a time limit), the reveal."""


def next_deadline(state: State) -> int | None:
    return state.deadline if state.phase in TIMED else None
