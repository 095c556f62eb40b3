"""How each level of Pictomania's computer players plays: how carefully it draws, how fast it reacts, how closely
it looks at the others' sheets and how sure it must be before it guesses (docs/pictomania-bots.md has the figures
they were tuned on)."""

from dataclasses import dataclass

from parlour.bots.sketching import Care


@dataclass(frozen=True)
class Level:
    care: Care
    start_s: tuple[float, float]
    """From the start signal to its first touch: reading the clue and thinking."""
    ready_s: tuple[float, float]
    """Before pressing Ready, or confirming its clue."""
    react_s: tuple[float, float]
    """From deciding on a guess to placing it."""
    look_every: float
    """Seconds between two looks at the same sheet."""
    temperature: float
    """How sharply match costs turn into belief (lower: surer of the closest picture)."""
    misreading: float
    """Noise on each match cost at each look (a careless eye sees a picture that is not there)."""
    unknown: float
    """The match cost it gives a clue it has no picture of."""
    sure: float
    """How likely its best number must be before it guesses."""
    margin: float
    """How far ahead of the runner-up."""
    min_ink: int
    """Points a sheet must hold before it reads anything into it."""
    patience: float
    """Seconds, once its own work is done, that it waits on sheets that tell it nothing before guessing anyway."""
    hurry_s: float
    """Seconds before a time limit at which it places whatever guesses it has left."""
    looks_twice: bool = False
    """Sure of a sheet only once two looks in a row saw the same most likely number, or the sheet stayed as it saw
    it for a look's interval: a sheet half drawn can look like another clue's picture."""


LEVELS = {
    "easy": Level(
        Care(wobble=8.0, offset=11.0, speed=(470, 600), pause=(0.25, 0.6), skip_details=0.5, size=0.62),
        start_s=(2.5, 5.0),
        ready_s=(2.0, 5.0),
        react_s=(1.5, 3.5),
        look_every=2.5,
        temperature=0.03,
        misreading=0.05,
        unknown=0.16,
        sure=0.45,
        margin=0.15,
        min_ink=60,
        patience=50,
        hurry_s=12,
    ),
    "medium": Level(
        Care(wobble=5.5, offset=7.0, speed=(520, 660), pause=(0.2, 0.5), skip_details=0.2, size=0.68),
        start_s=(1.5, 3.5),
        ready_s=(1.5, 4.0),
        react_s=(1.0, 2.5),
        look_every=1.8,
        temperature=0.025,
        misreading=0.05,
        unknown=0.15,
        sure=0.55,
        margin=0.25,
        min_ink=80,
        patience=40,
        hurry_s=10,
        looks_twice=True,
    ),
    "hard": Level(
        Care(wobble=4.0, offset=5.0, speed=(570, 720), pause=(0.15, 0.4), skip_details=0.0, size=0.72),
        start_s=(1.0, 2.5),
        ready_s=(1.0, 3.0),
        react_s=(0.7, 1.8),
        look_every=1.2,
        temperature=0.02,
        misreading=0.0,
        unknown=0.14,
        sure=0.6,
        margin=0.3,
        min_ink=80,
        patience=30,
        hurry_s=8,
        looks_twice=True,
    ),
}
