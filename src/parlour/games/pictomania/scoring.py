"""Scoring one round, exactly as the rulebooks' "Score" section says. Pure: data in, result out."""

from typing import Literal

import msgspec

from parlour.games.pictomania.tokens import SCORING_TOKENS


class PileEntry(msgspec.Struct, array_like=True):
    """A guess card on a pile: who placed it and the number on it, bottom (first) to top (last)."""

    by: int
    number: int


class Drawer(msgspec.Struct, frozen=True):
    """What scoring needs to know about one player at the end of a round."""

    number: int
    bonus: int
    blank: bool
    wrong_clue: bool


Outcome = Literal["correct", "wrong", "returned"]


class Resolution(msgspec.Struct, frozen=True):
    """One guess card turned over at scoring, in pile order."""

    by: int
    number: int
    outcome: Outcome
    token: int


class PlayerResult(msgspec.Struct, frozen=True):
    seat: int
    number: int
    blank: bool
    wrong_clue: bool
    pile: tuple[Resolution, ...]
    received: tuple[int, ...]
    """Scoring tokens other players gave this player for guessing their clue, in the order received."""
    kept: tuple[int, ...]
    """This player's own scoring tokens nobody earned: they count against the player."""
    bonus: int
    bonus_points: int
    black_sheep: bool
    wrong_guesses: int
    score: int


class RoundScore(msgspec.Struct, frozen=True):
    players: tuple[PlayerResult, ...]
    black_sheep: int | None


def find_black_sheep(wrong_guesses: list[int]) -> int | None:
    """Strictly the most wrong guesses; a tie at the top (or nobody wrong) means no black sheep."""
    most = max(wrong_guesses)
    if most == 0 or wrong_guesses.count(most) > 1:
        return None
    return wrong_guesses.index(most)


def score_round(drawers: list[Drawer], piles: list[list[PileEntry]]) -> RoundScore:
    n = len(drawers)
    tokens = SCORING_TOKENS[n]
    received: list[list[int]] = [[] for _ in range(n)]
    wrong = [0] * n
    resolutions: list[tuple[Resolution, ...]] = []
    kept: list[tuple[int, ...]] = []
    correct_on: list[int] = []

    for seat, drawer in enumerate(drawers):
        left = list(tokens)  # most valuable first
        steps: list[Resolution] = []
        correct = 0
        for entry in piles[seat]:
            if drawer.wrong_clue:
                steps.append(Resolution(entry.by, entry.number, "returned", 0))
            elif entry.number == drawer.number:
                token = left.pop(0)
                received[entry.by].append(token)
                correct += 1
                steps.append(Resolution(entry.by, entry.number, "correct", token))
            else:
                wrong[entry.by] += 1
                steps.append(Resolution(entry.by, entry.number, "wrong", 0))
        resolutions.append(tuple(steps))
        kept.append(tuple(left))
        correct_on.append(correct)

    sheep = find_black_sheep(wrong)
    results = []
    for seat, drawer in enumerate(drawers):
        if seat == sheep:
            bonus_points = -drawer.bonus
        elif correct_on[seat] > 0 and not drawer.wrong_clue and not drawer.blank:
            bonus_points = drawer.bonus
        else:
            bonus_points = 0
        score = sum(received[seat]) - sum(kept[seat]) + bonus_points
        results.append(
            PlayerResult(
                seat=seat,
                number=drawer.number,
                blank=drawer.blank,
                wrong_clue=drawer.wrong_clue,
                pile=resolutions[seat],
                received=tuple(received[seat]),
                kept=kept[seat],
                bonus=drawer.bonus,
                bonus_points=bonus_points,
                black_sheep=seat == sheep,
                wrong_guesses=wrong[seat],
                score=score,
            )
        )
    return RoundScore(tuple(results), sheep)
