"""The fair bell: reaction time decides, not the connection; a lying client gains at most its round trip."""

import random

from parlour.games.piccolino.actions import Flip, Ring
from parlour.games.piccolino.bell import MARGIN_MS, MAX_RTT_MS, effective_reaction, window_ms

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
