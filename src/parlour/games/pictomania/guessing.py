"""From how well each sheet matches each clue's picture to how likely each number is for each player.

Only numbers count in Pictomania, and both symbol cards and number cards are dealt without repetition, so:
- a player's own card and own number are nobody else's: those clues are left out;
- the evidence for a number is the sum over the clues bearing it;
- the other players' numbers are all different, so they are weighed together: a number one sheet plainly shows is
  unlikely for another sheet. Pure."""

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

NUMBERS = tuple(range(1, 8))
Floats = npt.NDArray[np.float64]


@dataclass(frozen=True)
class Clue:
    symbol: int
    number: int
    known: bool
    """Whether the player has a picture to compare drawings with."""


def clue_weights(
    costs: Sequence[float], clues: Sequence[Clue], allowed: Sequence[bool], temperature: float, unknown: float
) -> Floats:
    """How likely each clue is for a sheet, from match costs: a softmax of minus cost over temperature. A clue with no
    picture stands at the `unknown` cost: whatever a drawing is, it is that far from a clue one cannot picture."""
    values = np.array([c if clue.known else unknown for c, clue in zip(costs, clues, strict=True)], np.float64)
    values = np.where(np.array(allowed), values, np.inf)
    if not np.isfinite(values).any():
        return np.zeros(len(clues))
    logits = -(values - values[np.isfinite(values)].min()) / temperature
    weights = np.exp(logits)
    return weights / weights.sum()  # type: ignore[no-any-return]


def number_evidence(weights: Floats, clues: Sequence[Clue]) -> Floats:
    """Index n (1..7) holds the chance the sheet's number is n; index 0 is unused."""
    evidence = np.zeros(8)
    for weight, clue in zip(weights, clues, strict=True):
        evidence[clue.number] += weight
    total = evidence.sum()
    return evidence / total if total > 0 else evidence


def allowed_clues(
    clues: Sequence[Clue], own_symbol: int | None, own_number: int, same_card_for_all: bool
) -> list[bool]:
    """Clues another player may hold: not on one's own card (unless every player has the same card, as in the
    children's variant), not bearing one's own number."""
    return [
        clue.number != own_number and (same_card_for_all or own_symbol is None or clue.symbol != own_symbol)
        for clue in clues
    ]


@lru_cache(maxsize=64)
def _assignments(free: tuple[int, ...], targets: int) -> npt.NDArray[np.intp]:
    """Every way to give `targets` players different numbers among `free`, one row each (at most 7 × 6 × … rows)."""
    return np.array(list(itertools.permutations(free, targets)), np.intp).reshape(-1, targets)


def joint_numbers(evidence: Mapping[int, Floats], free: Sequence[int]) -> dict[int, Floats]:
    """Each target's chances over numbers, knowing that all targets hold different numbers among `free`: every
    assignment of free numbers to targets is weighed by the product of the targets' own evidence."""
    targets = list(evidence)
    if not targets:
        return {}
    if len(free) < len(targets):
        return {t: evidence[t].copy() for t in targets}
    rows = _assignments(tuple(free), len(targets))
    table = np.stack([evidence[t] for t in targets])  # target × number
    # One row per assignment: each target's evidence for the number it is given there, multiplied across.
    weights = np.prod(table[np.arange(len(targets)), rows], axis=1)
    total = float(weights.sum())
    if total == 0.0:
        return {t: evidence[t].copy() for t in targets}
    return {t: np.bincount(rows[:, i], weights=weights, minlength=8)[:8] / total for i, t in enumerate(targets)}


def best_two(chances: Floats, free: Sequence[int]) -> tuple[int, float, float]:
    """The most likely free number, its chance, and the runner-up's chance."""
    ranked = sorted(free, key=lambda n: -chances[n])
    first = ranked[0]
    second = float(chances[ranked[1]]) if len(ranked) > 1 else 0.0
    return first, float(chances[first]), second


def likeliest_number(
    costs: Sequence[float],
    clues: Sequence[Clue],
    seat: tuple[int, int],
    children: bool,
    temperature: float,
    unknown: float,
) -> int:
    """The number a seat holding `seat` (its symbol, its number) reads from one sheet's costs alone: how a drawing
    is read when there is no table of other sheets to weigh it with (the measures of `parlour bots evaluate`)."""
    symbol, number = seat
    allowed = allowed_clues(clues, symbol, number, children)
    evidence = number_evidence(clue_weights(costs, clues, allowed, temperature, unknown), clues)
    return best_two(evidence, [n for n in NUMBERS if n != number])[0]
