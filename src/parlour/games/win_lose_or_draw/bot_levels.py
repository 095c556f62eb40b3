"""How each level of Win, Lose or Draw's computer players plays: how carefully it sketches, how fast it starts,
reads and shouts, and how sure it must be before it shouts (docs/win-lose-or-draw-bots.md has the figures)."""

from dataclasses import dataclass

from parlour.bots.sketching import Care


@dataclass(frozen=True)
class Level:
    care: Care
    read_s: tuple[float, float]
    """From being shown its item to starting the timer (or passing): reading it and thinking of a picture."""
    react_s: tuple[float, float]
    """From seeing something to acting on it: a sketcher's gesture or label, a guesser's shout."""
    look_every: float
    """Seconds between two looks at the growing sketch."""
    gap_s: tuple[float, float]
    """Seconds between two of its own guesses: a person's pace, never a flood."""
    temperature: float
    """How sharply match costs turn into belief (lower: surer of the closest picture)."""
    misreading: float
    """Noise on each match cost at each look (a careless eye sees a picture that is not there)."""
    sure: float
    """How likely its best candidate must be before it shouts it; a sketch that has stopped growing halves it."""
    min_ink: int
    """Points the sketch must hold before it reads anything into it."""
    marks: float
    """Chance that, as sketcher, it waves 'off track' at a guess that shares nothing with its item."""
    steal_s: tuple[float, float]
    """Thinking over its team's one steal guess (the steal lasts ten seconds)."""


LEVELS = {
    "easy": Level(
        Care(wobble=8.0, offset=11.0, speed=(420, 540), pause=(0.3, 0.7), skip_details=0.5, size=0.62),
        read_s=(3.0, 6.0),
        react_s=(1.5, 3.0),
        look_every=3.0,
        gap_s=(6.0, 9.0),
        temperature=0.03,
        misreading=0.04,
        sure=0.4,
        min_ink=60,
        marks=0.3,
        steal_s=(4.0, 7.0),
    ),
    "medium": Level(
        Care(wobble=5.5, offset=7.0, speed=(500, 640), pause=(0.2, 0.5), skip_details=0.2, size=0.68),
        read_s=(2.0, 4.0),
        react_s=(1.0, 2.2),
        look_every=2.2,
        gap_s=(4.0, 6.0),
        temperature=0.025,
        misreading=0.02,
        sure=0.3,
        min_ink=70,
        marks=0.6,
        steal_s=(3.0, 5.5),
    ),
    "hard": Level(
        Care(wobble=4.0, offset=5.0, speed=(560, 700), pause=(0.15, 0.4), skip_details=0.0, size=0.72),
        read_s=(1.0, 2.5),
        react_s=(0.7, 1.6),
        look_every=1.5,
        gap_s=(3.0, 4.5),
        temperature=0.02,
        misreading=0.0,
        sure=0.25,
        min_ink=70,
        marks=1.0,
        steal_s=(2.0, 4.0),
    ),
}
