"""The fair bell: reaction time decides, not the connection; a lying client gains at most its round trip."""

import random

import msgspec
import pytest

from parlour.engine.errors import RuleError
from parlour.games.piccolino import GAME, rules
from parlour.games.piccolino.actions import Flip, Ring
from parlour.games.piccolino.bell import CLAIM_GRACE_MS, MARGIN_MS, MAX_RTT_MS, effective_reaction, window_ms
from parlour.games.piccolino.state import State
from parlour.server.room import Facts

from .helpers import HAPPY_BLUE, HAPPY_GREEN, HAPPY_RED, act, refused, table


def honest_ring(reaction: int, rtt: int, render: int = 16) -> tuple[int, int]:
    """(claimed, elapsed) for an honest client: the card travels rtt/2, shows after `render`, the ring rtt/2."""
    return reaction, rtt + render + reaction


def test_an_honest_claim_is_believed() -> None:
    for rtt in (5, 80, 250):
        claimed, elapsed = honest_ring(420, rtt)
        assert effective_reaction(claimed, elapsed, rtt) == 420


def test_a_slower_connection_does_not_lose_the_race() -> None:
    """Near player: 20 ms round trip, reacts in 450 ms. Far player: 300 ms round trip, reacts in 400 ms.
    The far player's ring arrives later, but they were quicker, so they win."""
    state = table(3, [[HAPPY_GREEN], [HAPPY_BLUE], [HAPPY_BLUE]], [[HAPPY_RED], [HAPPY_RED], []])
    near_claim, near_elapsed = honest_ring(450, 20)
    far_claim, far_elapsed = honest_ring(400, 300)
    sent = 10_000
    window = window_ms([20, 300, 40])
    act(state, 0, Ring(state.version, near_claim, near_elapsed, 20, window), now=sent + near_elapsed)
    assert state.bell_deadline == sent + near_elapsed + window
    events = act(state, 1, Ring(state.version, far_claim, far_elapsed, 300, window), now=sent + far_elapsed)
    assert state.bell_deadline is not None, "still waiting for the third player"
    from parlour.games.piccolino import rules

    events = rules.tick(state, sent + near_elapsed + window)
    won = next(e for e in events if e["type"] == "bell_won")
    assert won["seat"] == 1 and won["reaction_ms"] == 400


def test_a_lying_client_gains_at_most_its_round_trip_plus_the_margin() -> None:
    rng = random.Random(4)
    for _ in range(2000):
        rtt = rng.randrange(0, 2 * MAX_RTT_MS)
        reaction = rng.randrange(150, 1500)
        _, elapsed = honest_ring(reaction, rtt, render=rng.randrange(0, 30))
        lie = effective_reaction(0, elapsed, rtt)
        assert reaction - lie <= min(rtt, MAX_RTT_MS) + MARGIN_MS
        assert lie >= 0


def test_a_claim_slower_than_the_time_elapsed_is_capped_at_it() -> None:
    assert effective_reaction(5000, 700, 50) == 700


def test_a_lying_client_does_not_beat_a_clearly_quicker_honest_player() -> None:
    """The liar (100 ms round trip) really reacted in 700 ms and claims 0; the honest player reacted in 350 ms:
    the lie is worth at most 160 ms, not enough."""
    state = table(3, [[HAPPY_GREEN], [HAPPY_BLUE], [HAPPY_BLUE]], [[HAPPY_RED], [HAPPY_RED], []])
    _, liar_elapsed = honest_ring(700, 100)
    honest_claim, honest_elapsed = honest_ring(350, 100)
    act(state, 0, Ring(state.version, 0, liar_elapsed, 100, 160), now=20_000)
    act(state, 1, Ring(state.version, honest_claim, honest_elapsed, 100, 160), now=20_000 + 5)
    act(state, 2, Ring(state.version, 900, 1000, 100, 160), now=20_000 + 10)
    assert state.last is not None and state.last["seat"] == 1


def test_the_bell_waits_for_the_slowest_connection_but_not_forever() -> None:
    assert window_ms([10, 30]) == 30 + MARGIN_MS
    assert window_ms([10, 5000]) <= 600


def test_the_bell_is_decided_at_once_when_everyone_has_rung() -> None:
    state = table(2, [[HAPPY_GREEN], [HAPPY_BLUE]], [[HAPPY_RED], [HAPPY_RED]])
    act(state, 0, Ring(state.version, 500, 600, 50, 400), now=1000)
    events = act(state, 1, Ring(state.version, 300, 400, 50, 400), now=1010)
    assert any(e["type"] == "bell_won" and e["seat"] == 1 for e in events)


def test_a_ring_on_a_pair_that_a_flip_covered_meanwhile_still_counts() -> None:
    state = table(3, [[HAPPY_GREEN], [HAPPY_BLUE], [HAPPY_BLUE]], [[HAPPY_RED], [HAPPY_RED], []], turn=1)
    seen = state.version
    act(state, 1, Flip())  # covers player 1's red clown
    act(state, 0, Ring(seen, 400, 500, 80, 0))
    assert state.last is not None and state.last["kind"] == "won" and state.last["seat"] == 0


def test_a_ring_arriving_after_the_bell_was_decided_is_too_late_and_changes_nothing() -> None:
    state = table(3, [[HAPPY_GREEN], [HAPPY_BLUE], [HAPPY_BLUE]], [[HAPPY_RED], [HAPPY_RED], []])
    seen = state.version
    act(state, 0, Ring(seen))  # decided at once: no window without server timing
    assert state.last is not None and state.last["seat"] == 0
    refused(state, 1, Ring(seen, 200), "too_late")


def _pair_appears_at(now: int) -> tuple[State, int]:
    """Three players; seat 0 flips a happy red clown onto the table at `now`, matching seat 2's: a pair."""
    state = table(3, [[HAPPY_RED], [HAPPY_GREEN], [HAPPY_BLUE]], [[], [], [HAPPY_RED]], turn=0)
    act(state, 0, Flip(), now=now)
    assert state.pairs[state.version]
    return state, state.version


def test_a_ring_within_the_reaction_floor_after_a_pair_was_won_is_too_late_not_wrong() -> None:
    """Seat 1 wins the pair; seat 2's screen shows the emptied table and its ring comes 35 ms later: it was
    aimed at the pair, so it is too late, and seat 2 keeps every card."""
    state, pair = _pair_appears_at(1000)
    act(state, 1, Ring(pair, 400, 430, 20, 0), now=1430)
    assert state.last is not None and state.last["kind"] == "won" and state.last["seat"] == 1
    emptied = state.version
    cards = [p.cards() for p in state.players]
    before = msgspec.json.encode(state)
    with pytest.raises(RuleError) as refused_ring:
        act(state, 2, Ring(emptied, 35, 45, 20, 0), now=1475)
    assert refused_ring.value.code == "too_late"
    assert msgspec.json.encode(state) == before
    assert [p.cards() for p in state.players] == cards


def test_a_ring_past_the_reaction_floor_is_judged_on_the_table_it_names() -> None:
    """The same ring 300 ms after the table emptied was a reaction to the empty table: wrong, a card to each."""
    state, pair = _pair_appears_at(1000)
    act(state, 1, Ring(pair, 400, 430, 20, 0), now=1430)
    emptied = state.version
    events = act(state, 2, Ring(emptied, 300, 330, 20, 0), now=1760)
    assert any(e["type"] == "wrong_ring" and e["seat"] == 2 for e in events)


def test_a_ring_within_the_reaction_floor_after_a_flip_covered_a_pair_counts_on_that_pair() -> None:
    """Seat 2 covers its red clown a moment after the pair showed; seat 1 rings 40 ms after seeing the covered
    table: that ring was for the pair, and wins it, timed from when the pair appeared."""
    state = table(3, [[HAPPY_RED], [HAPPY_GREEN], [HAPPY_BLUE]], [[], [], [HAPPY_RED]], turn=0)
    act(state, 0, Flip(), now=1000)  # pair: seat 0 and seat 2 show a happy red clown
    state.turn = 2
    act(state, 2, Flip(), now=1600)  # seat 2 covers its red clown with a blue one: no pair now
    covered = state.version
    assert not state.pairs[covered]
    events = act(state, 1, Ring(covered, 40, 60, 20, 0), now=1660)
    won = next(e for e in events if e["type"] == "bell_won")
    assert won["seat"] == 1 and won["reaction_ms"] == 40 + 600


def test_reaction_time_is_counted_from_when_the_pair_appeared() -> None:
    """The pair shows at t=1000; seat 1 flips a green clown elsewhere at t=1300. Seat 2, whose screen last showed
    that later table, rings 250 ms after it: 550 ms after the pair appeared, slower than seat 1's 500 ms on the
    first table, so seat 1 wins, credited with 500 ms."""
    state, pair = _pair_appears_at(1000)
    act(state, 1, Flip(), now=1300)
    later = state.version
    assert state.pairs[later] and state.pair_since[later] == pair
    window = 400
    act(state, 2, Ring(later, 250, 270, 20, window), now=1570)
    act(state, 1, Ring(pair, 500, 520, 20, window), now=1580)
    events = rules.tick(state, 1570 + window)
    won = next(e for e in events if e["type"] == "bell_won")
    assert won["seat"] == 1 and won["reaction_ms"] == 500
    assert state.last is not None and state.last["seat"] == 1


def test_a_new_pair_restarts_the_reaction_clock() -> None:
    """The red pair is covered and a green pair shows in its place: rings on the green pair are timed from it."""
    state = table(3, [[HAPPY_RED], [HAPPY_GREEN], [HAPPY_GREEN]], [[], [], [HAPPY_RED]], turn=0)
    act(state, 0, Flip(), now=1000)  # red pair (seats 0 and 2)
    red = state.version
    act(state, 1, Flip(), now=1200)  # a green clown at seat 1: the red pair still shows
    assert state.pair_since[state.version] == red
    act(state, 2, Flip(), now=1400)  # seat 2's red is covered by a green clown: a new pair, seats 1 and 2
    green = state.version
    assert state.pair_since[green] == green
    events = act(state, 0, Ring(green, 300, 320, 20, 0), now=1720)
    won = next(e for e in events if e["type"] == "bell_won")
    assert won["reaction_ms"] == 300


def test_the_reaction_floor_never_makes_a_quick_ring_on_a_pair_in_sight_wrong() -> None:
    """A ring 40 ms after a pair appeared is no reaction to it, but the table before had no pair: judging it there
    would punish a ring made while a pair shows. It stands on the pair."""
    state, pair = _pair_appears_at(1000)
    events = act(state, 2, Ring(pair, 40, 60, 20, 0), now=1060)
    won = next(e for e in events if e["type"] == "bell_won")
    assert won["seat"] == 2 and won["reaction_ms"] == 40


# --- The ring judged on the table its ringer saw (issue 21) ----------------------------------------------------


def _won_by_seat_1() -> tuple[State, int, int]:
    """A pair shows at t=1000 and seat 1 wins it at t=1430: (state, the pair's version, the emptied table's)."""
    state, pair = _pair_appears_at(1000)
    act(state, 1, Ring(pair, 400, 430, 20, 0, seen=pair), now=1430)
    assert state.last is not None and state.last["kind"] == "won" and state.last["seat"] == 1
    return state, pair, state.version


def test_a_ring_pressed_on_a_pair_someone_else_won_first_is_too_late_and_costs_nothing() -> None:
    """Seat 2 pressed while the pair was on its screen (420 ms after it appeared there); its ring reaches the
    server 200 ms after seat 1 won, when its screen had already been sent the emptied table: too late, not wrong."""
    state, pair, emptied = _won_by_seat_1()
    cards = [p.cards() for p in state.players]
    before = msgspec.json.encode(state)
    with pytest.raises(RuleError) as refused_ring:
        act(state, 2, Ring(emptied, 420, 630, 20, 0, seen=pair), now=1630)
    assert refused_ring.value.code == "too_late"
    assert refused_ring.value.params["seat"] == 1, "the refusal says who got the pair"
    assert msgspec.json.encode(state) == before
    assert [p.cards() for p in state.players] == cards


def test_a_ring_too_late_names_who_won_its_pair_even_after_another_bell() -> None:
    """Seat 2's ring on the red pair seat 1 won reaches the server only after seat 0 has won the next pair: the
    refusal names seat 1, who got the pair seat 2 rang for, not the latest bell's winner."""
    draws = [[HAPPY_BLUE, HAPPY_RED], [HAPPY_BLUE, HAPPY_GREEN], [HAPPY_BLUE, HAPPY_GREEN]]
    state = table(3, draws, [[], [], [HAPPY_RED]], turn=0)
    act(state, 0, Flip(), now=1000)  # the red pair
    red = state.version
    act(state, 1, Ring(red, 300, 320, 20, 0, seen=red), now=1320)
    rules.tick(state, 5000)
    assert state.last is not None and state.last["seat"] == 1 and state.turn == 1
    act(state, 1, Flip(), now=5100)
    act(state, 2, Flip(), now=5200)  # the green pair
    green = state.version
    act(state, 0, Ring(green, 300, 320, 20, 0, seen=green), now=5520)
    rules.tick(state, 9000)
    assert state.last is not None and state.last["seat"] == 0
    with pytest.raises(RuleError) as refused_ring:
        act(state, 2, Ring(state.version, 420, 8600, 20, 0, seen=red), now=9600)
    assert refused_ring.value.code == "too_late"
    assert refused_ring.value.params == {"version": red, "seat": 1}


def test_a_ring_on_a_table_without_a_pair_is_wrong_even_if_a_pair_has_appeared_since() -> None:
    """Seat 2's screen showed a table without a pair when it pressed; the pair the next flip made, already in its
    hands when the ring left, does not save it."""
    state = table(3, [[HAPPY_RED], [HAPPY_GREEN], [HAPPY_BLUE]], [[], [], [HAPPY_RED]], turn=0)
    pairless = state.version
    assert not state.pairs[pairless]
    act(state, 0, Flip(), now=1300)
    assert state.pairs[state.version]
    events = act(state, 2, Ring(state.version, 290, 320, 20, 0, seen=pairless), now=1320)
    assert any(e["type"] == "wrong_ring" and e["seat"] == 2 for e in events)


def test_a_ring_on_a_pairless_screen_is_wrong_however_soon_after_the_table_changed() -> None:
    """The reaction floor guesses at the table a ring was meant for only when the client does not say: seat 2
    says its screen already showed the emptied table, so its ring, 35 ms after, is wrong."""
    state, _, emptied = _won_by_seat_1()
    events = act(state, 2, Ring(emptied, 35, 45, 20, 0, seen=emptied), now=1475)
    assert any(e["type"] == "wrong_ring" and e["seat"] == 2 for e in events)


def _facts(now: int, delivered: dict[int, int], rtt: int = 100) -> Facts:
    return Facts(now=now, rtt_ms=rtt, delivered=delivered, rtts=[rtt, 20])


def test_a_claimed_table_counts_up_to_a_second_beyond_the_ringers_round_trip_after_it_was_replaced() -> None:
    """Table 5 was sent at t=1000 and replaced by table 6 at t=2000 (100 ms round trip): a ring claiming table 5
    is judged on it until t=3100, and timed from when table 5 was sent; later, the claim is set aside and the
    ring is judged on the newest table it names, as a ring without a claim is."""
    delivered = {5: 1000, 6: 2000}
    ring = Ring(6, 300, seen=5)
    believed = GAME.admit(ring, 2, _facts(2000 + 100 + CLAIM_GRACE_MS, delivered))
    assert believed.seen == 5 and believed.elapsed_ms == 2100 + CLAIM_GRACE_MS - 1000
    set_aside = GAME.admit(ring, 2, _facts(2000 + 100 + CLAIM_GRACE_MS + 1, delivered))
    assert set_aside.seen is None and set_aside.elapsed_ms == 100 + CLAIM_GRACE_MS + 1
    # The newest table sent is never too old to claim; a round trip counts up to its cap.
    assert GAME.admit(Ring(6, 300, seen=6), 2, _facts(60_000, delivered)).seen == 6
    assert GAME.admit(ring, 2, _facts(2000 + MAX_RTT_MS + CLAIM_GRACE_MS, delivered, rtt=5000)).seen == 5
    assert GAME.admit(ring, 2, _facts(2001 + MAX_RTT_MS + CLAIM_GRACE_MS, delivered, rtt=5000)).seen is None


def test_a_claim_of_a_table_not_sent_to_the_ringer_or_newer_than_its_ring_is_refused() -> None:
    delivered = {5: 1000, 6: 2000}
    for ring, code in ((Ring(6, 300, seen=4), "unseen_version"), (Ring(5, 300, seen=6), "future_version")):
        with pytest.raises(RuleError) as refused_claim:
            GAME.admit(ring, 2, _facts(2100, delivered))
        assert refused_claim.value.code == code
    state = table(3, [[HAPPY_GREEN], [HAPPY_BLUE], [HAPPY_BLUE]], [[HAPPY_RED], [HAPPY_RED], []])
    refused(state, 0, Ring(state.version, 300, seen=state.version + 1), "future_version")
    refused(state, 0, Ring(state.version, 300, seen=-1), "future_version")


def test_no_claim_wins_a_pair_the_ringer_was_not_first_to() -> None:
    """Seat 0 claims, two seconds late, the pair a flip covered: the claim is set aside and the ring judged on
    the covered table it names (wrong); claiming the pair seat 1 won is too late; and claiming a quick reaction
    on the pair in sight does not beat a clearly quicker ring (its lie is bounded by the server's clock)."""
    state = table(3, [[HAPPY_RED, HAPPY_RED], [HAPPY_GREEN], [HAPPY_BLUE]], [[], [], [HAPPY_RED]], turn=0)
    act(state, 0, Flip(), now=1000)  # the red pair
    pair = state.version
    state.turn = 2
    act(state, 2, Flip(), now=1200)  # covered
    covered = state.version
    delivered = {pair: 1000, covered: 1200}
    late = GAME.admit(Ring(covered, 100, seen=pair), 0, _facts(3400, delivered, rtt=20))
    events = act(state, 0, late, now=3400)
    assert any(e["type"] == "wrong_ring" and e["seat"] == 0 for e in events)

    state, pair, emptied = _won_by_seat_1()
    refused(state, 2, Ring(emptied, 0, 440, 20, 0, seen=pair), "too_late")

    # Both 100 ms round trips: the honest player reacts in 300 ms (arrives at 1416), the liar in 420 ms (1536)
    # and claims 0.
    state, pair = _pair_appears_at(1000)
    honest = GAME.admit(Ring(pair, 300, seen=pair), 1, _facts(1416, {pair: 1000}, rtt=100))
    liar = GAME.admit(Ring(pair, 0, seen=pair), 0, _facts(1536, {pair: 1000}, rtt=100))
    act(state, 1, honest, now=1416)
    act(state, 0, liar, now=1536)
    rules.tick(state, 1416 + honest.window_ms)
    assert state.last is not None and state.last["seat"] == 1 and state.last["rang"] == [1, 0]
