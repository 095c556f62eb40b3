"""A round's end: its cards revealed and scored, then the next round, or the game's end when someone reached the
target or the deck cannot refill every hand."""

from typing import Any

from parlour.engine.game import Event
from parlour.games.pictus.cards import card_data
from parlour.games.pictus.scoring import score_round
from parlour.games.pictus.state import Reveal, RoundRecord, State

REVEAL_MS = 30_000
"""The reveal stays this long unless everyone asks for the next round sooner."""


def reveal_round(state: State, now: int, events: list[Event]) -> None:
    assert state.narrator is not None and state.clue is not None
    votes = {seat: choice for seat, choice in enumerate(state.votes) if choice is not None}
    result = score_round(state.seats, state.narrator, state.owners, votes, frozenset(state.abstained))
    for seat, points in enumerate(result.points):
        state.scores[seat] += points
    state.reveal = Reveal(
        owners=list(state.owners),
        votes=[sorted(s for s, c in votes.items() if c == i) for i in range(len(state.table))],
        narrator_card=state.owners.index(state.narrator),
        points=result.points,
        all_or_none=result.all_or_none,
        abstained=list(state.abstained),
    )
    state.history.append(RoundRecord(state.round, state.narrator, state.clue.words, state.clue.drawn, result.points))
    state.used += state.table
    # The table goes with the reveal so that the game's record shows each round's cards.
    table = [card_data(state, card) for card in state.table]
    events.append({"type": "revealed", "table": table, **reveal_data(state.reveal)})
    reason = end_reason(state)
    if reason is not None:
        end_game(state, reason, events)
        return
    state.phase = "reveal"
    state.deadline = now + REVEAL_MS


def reveal_data(reveal: Reveal) -> dict[str, Any]:
    return {
        "owners": reveal.owners,
        "votes": reveal.votes,
        "narrator_card": reveal.narrator_card,
        "points": reveal.points,
        "all_or_none": reveal.all_or_none,
        "abstained": reveal.abstained,
    }


def end_reason(state: State) -> str | None:
    if max(state.scores) >= state.options.target:
        return "target"
    missing = sum(state.options.hand_size - len(hand) for hand in state.hands)
    if len(state.deck) < missing:
        return "deck"
    return None


def end_game(state: State, reason: str, events: list[Event]) -> None:
    best = max(state.scores)
    state.phase = "over"
    state.deadline = None
    state.end_reason = reason
    state.winners = [seat for seat, score in enumerate(state.scores) if score == best]
    events.append({"type": "game_over", "winners": state.winners, "scores": list(state.scores), "reason": reason})
