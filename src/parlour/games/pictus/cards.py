"""Pictus's cards beyond the shipped pictures: the ids of drawn cards, and a card as views and events show it."""

from typing import Any

from parlour.games.pictus.state import State


def new_drawn_id(state: State) -> str:
    """An id that tells nothing of who drew the card or when: on the table, it must not name its drawer."""
    while True:
        card = f"drawn-{state.rng.below(1 << 32):08x}"
        if card not in state.drawings:
            return card


def card_data(state: State, card: str) -> dict[str, Any]:
    """A card as views and events show it: a shipped picture by id, a drawn one with its strokes."""
    strokes = state.drawings.get(card)
    return {"id": card} if strokes is None else {"id": card, "strokes": strokes}
