"""Learning from the table: the sheets people drew in a finished game, each paired with the clue its drawer was
dealt (as the round revealed it), become extra pictures of that clue for the server's later games. A computer
player then compares a sheet with these as well as with the shipped picture, the best match per clue counting,
so it reads a group's own way of drawing better as the group plays. Pure: the server reads and stores lessons and
hands them over as plain data (`Lessons`)."""

from collections.abc import Sequence
from functools import lru_cache

import msgspec

from parlour.bots.matching import Template
from parlour.engine.players import FinishedGame, Lesson, Lessons

Lines = list[list[tuple[float, float]]]
MIN_INK = 80
"""Points of pen a sheet needs to be kept: a few scribbles say little about how a group draws a clue."""
MAX_POINTS = 240
"""A kept sheet is thinned to at most this many points (the matcher samples at most 220 anyway): about 3 KB."""
KEPT = 5
"""Pictures kept per clue and language, the newest: a group's last few ways of drawing it."""


def clue_key(clue: str) -> str:
    """A clue as lessons are filed: spaces evened out and case folded, so a custom deck's clue of the same text
    and language learns from (and teaches) the shipped one."""
    return " ".join(clue.split()).casefold()


def encode_lines(lines: Lines) -> str | None:
    """A sheet's pen lines in the unit square (scaled by the larger side), thinned and rounded, as JSON text; None
    when nothing is left."""
    lines = [line for line in lines if len(line) >= 2]
    points = [p for line in lines for p in line]
    if not points:
        return None
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    scale = max(max(xs) - min(xs), max(ys) - min(ys), 1e-6)
    left, top = min(xs), min(ys)
    every = -(-len(points) // MAX_POINTS)
    thinned = []
    for line in lines:
        kept = line[::every]
        if kept[-1] != line[-1]:
            kept.append(line[-1])
        if len(kept) >= 2:
            thinned.append([[round((x - left) / scale, 3), round((y - top) / scale, 3)] for x, y in kept])
    return msgspec.json.encode(thinned).decode() if thinned else None


def decode_lines(data: str) -> Lines:
    return [[(float(x), float(y)) for x, y in line] for line in msgspec.json.decode(data)]


@lru_cache(maxsize=512)  # 24 KiB each, as the shipped pictures' templates
def drawn_template(data: str) -> Template:
    """A kept sheet made ready for matching, once per process."""
    return Template(decode_lines(data))


def learned(lessons: Lessons, clue: str, language: str | None) -> Sequence[str]:
    """The kept pictures of a clue in the room's language (a drawing says how a group draws the clue it read)."""
    return lessons.get((language or "en", clue_key(clue)), ())


def lessons_from(finished: FinishedGame) -> list[Lesson]:
    """The sheets people drew in a finished game, each with the clue its drawer was dealt: not a computer
    player's (from the round it took the seat), not a blank one, not one its drawer declared a wrong clue, and
    only with MIN_INK points of pen or more."""
    from parlour.games.pictomania.evaluation import people_in_records

    found = []
    for sheet in people_in_records([finished]):
        if sheet.ink < MIN_INK:
            continue
        symbol, number = sheet.secrets[sheet.seat]
        clue = sheet.rack[symbol]["clues"][number - 1]
        data = encode_lines(sheet.lines)
        if data is not None:
            found.append(Lesson(sheet.language, clue_key(clue), data))
    return found
