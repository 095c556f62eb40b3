"""Piccolino's rules. Pure: no I/O, no clock (`now` is given, in milliseconds)."""

from typing import Any

from parlour.engine.dispatch import Handler, dispatch
from parlour.engine.errors import RuleError
from parlour.engine.game import Event
from parlour.engine.rng import Rng
from parlour.games.piccolino.actions import Action, Flip, Ring, VoteStop
from parlour.games.piccolino.bell import REACTION_FLOOR_MS, effective_reaction
from parlour.games.piccolino.cards import Card, deck_for, forms_pair, paired_tops
from parlour.games.piccolino.options import MAX_PLAYERS, MIN_PLAYERS, Options
from parlour.games.piccolino.state import PendingRing, Player, State

HISTORY = 32
"""How many past versions a ring may name (a ring naming an older one is refused as stale)."""


def setup(options: Options, seats: int, seed: int) -> State:
    if not isinstance(seats, int) or not MIN_PLAYERS <= seats <= MAX_PLAYERS:
        raise RuleError("bad_player_count", players=seats, min=MIN_PLAYERS, max=MAX_PLAYERS)
    if not 0 <= options.dealer < seats:
        raise RuleError("bad_options", detail="the dealer must be one of the players")
    rng = Rng.from_seed(seed)
    deck = deck_for(seats)
    rng.shuffle(deck)
    # Dealt one at a time from the dealer round the table, so that any extra card goes to the first players.
    hands: list[list[Card]] = [[] for _ in range(seats)]
    for index, card in enumerate(deck):
        hands[(options.dealer + index) % seats].append(card)
    return State(
        options=options,
        seats=seats,
        rng=rng,
        phase="playing",
        players=[Player(draw=hand, discard=[]) for hand in hands],
        turn=options.dealer,
        version=0,
        pairs={0: False},
        collected=0,
        rings=[],
        bell_deadline=None,
        flip_deadline=None,
        last=None,
        winners=[],
    )


def tops(state: State) -> list[Card | None]:
    return [p.discard[-1] if p.discard else None for p in state.players]


def active(state: State) -> list[int]:
    return [seat for seat, p in enumerate(state.players) if not p.out]


def _check_seat(state: State, seat: Any) -> Player:
    if type(seat) is not int or not 0 <= seat < state.seats:
        raise RuleError("no_such_seat", seat=seat)
    player = state.players[seat]
    if state.phase != "playing":
        raise RuleError("game_over")
    if player.out:
        raise RuleError("player_out")
    return player


def apply(state: State, seat: int, action: Action, now: int) -> list[Event]:
    return dispatch(_HANDLERS, state, seat, _check_seat(state, seat), action, now)


def _new_version(state: State, now: int | None = None) -> None:
    paired = paired_tops(tops(state))
    # A pair that stays in sight while another pile changes is the same pair: rings on it keep being timed from
    # when it first showed.
    still = forms_pair(paired & set(state.paired))
    state.version += 1
    version = state.version
    state.pairs[version] = bool(paired)
    if now is not None:
        state.shown_at[version] = now
    if still:
        state.pair_since[version] = state.pair_since.get(version - 1, version - 1)
    elif paired:
        state.pair_since[version] = version
    state.paired = sorted(paired)
    for recent in (state.pairs, state.shown_at, state.pair_since):
        recent.pop(version - HISTORY, None)


def _flip(state: State, seat: int, player: Player, action: Flip, now: int, events: list[Event]) -> None:
    if state.bell_deadline is not None:
        raise RuleError("bell_ringing")
    if seat != state.turn:
        raise RuleError("not_your_turn", turn=state.turn)
    _do_flip(state, now, events, auto=False)


def _do_flip(state: State, now: int, events: list[Event], auto: bool) -> None:
    seat = state.turn
    player = state.players[seat]
    if not player.draw:
        # Nobody can flip (the turn skips empty draw piles): every player turns their discard pile over.
        for p in state.players:
            p.draw = p.discard[::-1]
            p.discard = []
        _new_version(state, now)
        events.append({"type": "piles_turned_over", "version": state.version})
    else:
        card = player.draw.pop()
        player.discard.append(card)
        _new_version(state, now)
        events.append(
            {"type": "flipped", "seat": seat, "card": [card.colour, card.happy], "version": state.version, "auto": auto}
        )
    _pass_turn(state, now, after=seat)


def _pass_turn(state: State, now: int, after: int) -> None:
    """Clockwise to the next player who can flip; if nobody can, the turn stays for the turn-over."""
    for step in range(1, state.seats + 1):
        candidate = (after + step) % state.seats
        p = state.players[candidate]
        if not p.out and p.draw:
            state.turn = candidate
            break
    else:
        state.turn = next((s for s in range(state.seats) if not state.players[s].out), 0)
    _start_turn_clock(state, now)


def _start_turn_clock(state: State, now: int) -> None:
    state.flip_deadline = now + state.options.flip_seconds * 1000


def _ring(state: State, seat: int, player: Player, action: Ring, now: int, events: list[Event]) -> None:
    if action.version > state.version or action.version < 0:
        raise RuleError("future_version", version=action.version, current=state.version)
    if action.seen is None:
        named = action.version
        version, reaction = _judged_on(state, action)
        if version < state.collected:
            raise _too_late(state, version)
        if version not in state.pairs:
            raise RuleError("stale_ring", version=version)
    else:
        # The table on the ringer's screen at the press decides: a pair someone else won first makes the ring
        # too late; a table without a pair makes it wrong, whatever has shown since.
        named = version = action.seen
        if not 0 <= version <= action.version:
            raise RuleError("future_version", version=version, current=action.version)
        if version not in state.pairs:
            raise RuleError("stale_ring", version=version)
        if state.pairs[version] and version < state.collected:
            raise _too_late(state, version)
        reaction = effective_reaction(action.reaction_ms, action.elapsed_ms, action.rtt_ms)
    if named <= player.rang or any(r.seat == seat for r in state.rings):
        raise RuleError("already_rang")
    player.rang = named
    if not state.pairs[version]:
        _wrong_ring(state, seat, now, events)
        return
    # Timed from when the pair appeared, so that a change elsewhere on the table does not restart the clock.
    since = state.pair_since.get(version, version)
    reaction += _between(state, since, version)
    state.rings.append(PendingRing(seat, reaction, now))
    events.append({"type": "rang", "seat": seat})
    if state.bell_deadline is None:
        state.bell_deadline = now + max(0, action.window_ms)
    if len(state.rings) == len(active(state)) or now >= state.bell_deadline:
        _resolve_bell(state, now, events)


def _too_late(state: State, version: int) -> RuleError:
    """`seat`: who won the pair showing at `version` (the first gathering after it), when still remembered."""
    gathered = [made for made in state.won_by if made > version]
    if not gathered:
        return RuleError("too_late", version=version)
    return RuleError("too_late", version=version, seat=state.won_by[min(gathered)])


def _judged_on(state: State, action: Ring) -> tuple[int, int]:
    """The version a ring that claims no table seen is about, and its reaction to it. Nobody reacts within
    REACTION_FLOOR_MS: a ring that would be wrong on a table that changed so shortly before was aimed at the
    table before the change. The floor only ever spares a ring: one on a pair in sight stands (without the
    server's timing, the version stands). A client that says which table it showed is taken at its word (within
    `bell.claim_stands`), so the floor's guess is for clients that do not."""
    version = action.version
    reaction = effective_reaction(action.reaction_ms, action.elapsed_ms, action.rtt_ms)
    if action.elapsed_ms is None:
        return version, reaction
    while (
        reaction < REACTION_FLOOR_MS
        and not state.pairs[version]
        and version - 1 in state.shown_at
        and version in state.shown_at
    ):
        reaction += _between(state, version - 1, version)
        version -= 1
    return version, reaction


def _between(state: State, earlier: int, later: int) -> int:
    """How long after `earlier` the server made `later`, in ms (0 when either time is unknown)."""
    if earlier not in state.shown_at or later not in state.shown_at:
        return 0
    return max(0, state.shown_at[later] - state.shown_at[earlier])


def _resolve_bell(state: State, now: int, events: list[Event]) -> None:
    """The quickest correct ring (by credited reaction, then by arrival) wins every discard piles."""
    winner = min(state.rings, key=lambda r: (r.effective_ms, r.arrived, r.seat))
    rang = [r.seat for r in state.rings]
    won = _collect_discards(state, winner.seat, now)
    state.rings = []
    state.bell_deadline = None
    state.last = {"kind": "won", "seat": winner.seat, "cards": won, "reaction_ms": winner.effective_ms, "rang": rang}
    events.append({"type": "bell_won", "seat": winner.seat, "cards": won, "reaction_ms": winner.effective_ms})
    _after_piles_move(state, winner.seat, now, events)


def _collect_discards(state: State, winner: int, now: int) -> int:
    won: list[Card] = []
    for p in state.players:
        won += p.discard
        p.discard = []
    # Face down under the winner's draw pile (the bottom is the start of the list).
    state.players[winner].draw[0:0] = won[::-1]
    _new_version(state, now)
    state.collected = state.version
    state.won_by = {made: seat for made, seat in state.won_by.items() if made > state.version - HISTORY}
    state.won_by[state.version] = winner
    return len(won)


def _after_piles_move(state: State, starter: int, now: int, events: list[Event]) -> None:
    for seat, p in enumerate(state.players):
        if not p.out and p.cards() == 0:
            p.out = True
            events.append({"type": "out", "seat": seat})
    still = active(state)
    if len(still) == 1:
        _end(state, still, events)
        return
    state.turn = starter
    if not state.players[starter].draw:
        _pass_turn(state, now, after=starter)
    else:
        _start_turn_clock(state, now)


def _wrong_ring(state: State, seat: int, now: int, events: list[Event]) -> None:
    others = [s for s in active(state) if s != seat]
    ringer = state.players[seat]
    if len(active(state)) == 2:
        other = others[0]
        won = _collect_discards(state, other, now)
        state.rings = []
        state.bell_deadline = None
        state.last = {"kind": "wrong", "seat": seat, "to": other, "cards": won}
        events.append({"type": "wrong_ring", "seat": seat, "discards_to": other, "cards": won})
        _after_piles_move(state, other, now, events)
        return
    given: dict[str, int] = {}
    # One card to each other player, clockwise from the ringer, while the ringer's draw pile lasts.
    for step in range(1, state.seats):
        target = (seat + step) % state.seats
        if target in others and ringer.draw:
            state.players[target].draw.insert(0, ringer.draw.pop())
            given[str(target)] = 1
    state.last = {"kind": "penalty", "seat": seat, "gave": sorted(int(s) for s in given)}
    events.append({"type": "wrong_ring", "seat": seat, "gave": sorted(int(s) for s in given)})
    if state.turn == seat and not ringer.draw:
        _pass_turn(state, now, after=seat)


def _vote_stop(state: State, seat: int, player: Player, action: VoteStop, now: int, events: list[Event]) -> None:
    if player.stop_vote == action.stop:
        raise RuleError("vote_unchanged")
    player.stop_vote = action.stop
    events.append({"type": "stop_vote", "seat": seat, "stop": action.stop})
    if all(state.players[s].stop_vote for s in active(state)):
        best = max(state.players[s].cards() for s in active(state))
        _end(state, [s for s in active(state) if state.players[s].cards() == best], events)


def _end(state: State, winners: list[int], events: list[Event]) -> None:
    state.phase = "over"
    state.winners = winners
    state.flip_deadline = None
    state.bell_deadline = None
    events.append({"type": "game_over", "winners": winners, "cards": [p.cards() for p in state.players]})


_HANDLERS: dict[type, Handler] = {
    Flip: _flip,
    Ring: _ring,
    VoteStop: _vote_stop,
}


def tick(state: State, now: int) -> list[Event]:
    events: list[Event] = []
    if state.phase != "playing":
        return events
    if state.flip_deadline is None and state.bell_deadline is None:
        # The first turn's clock starts at the first tick after setup (setup has no `now`).
        _start_turn_clock(state, now)
        events.append({"type": "turn", "seat": state.turn, "deadline": state.flip_deadline})
        return events
    if state.bell_deadline is not None:
        if now >= state.bell_deadline:
            _resolve_bell(state, now, events)
        return events
    if state.flip_deadline is not None and now >= state.flip_deadline:
        _do_flip(state, now, events, auto=True)
    return events


def next_deadline(state: State) -> int | None:
    if state.phase != "playing":
        return None
    if state.bell_deadline is not None:
        return state.bell_deadline
    return 0 if state.flip_deadline is None else state.flip_deadline
