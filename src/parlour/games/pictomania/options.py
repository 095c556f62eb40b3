"""What a room chooses before a game of Pictomania starts."""

import msgspec

from parlour.content.deck import LEVELS, Card
from parlour.engine.errors import RuleError

ROUNDS = 5
RACK_SIZE = 6
CHILDREN_RACK_SIZE = 1
MIN_PLAYERS = 3
MAX_PLAYERS = 6
MAX_SECONDS = 3600


class Settings(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """What the host sets. The game's Options add the deck; a room's options add a deck of the host's own."""

    level: str | None = None
    """Play every round at this level; None lets the host choose before each round."""
    children: bool = False
    """The children's variant: one clue card, number cards only."""
    three_player_bonus: bool = False
    """The 3-player variant: bonus tokens 3, 2 and 1, one for each player."""
    round_seconds: int | None = None
    """Optional time limit for drawing and guessing; off by default."""
    review_seconds: int | None = None
    """Optional time limit for each drawer to confirm (or declare wrong) the clue they drew."""
    language: str = "en"


class Options(Settings, frozen=True, forbid_unknown_fields=True, kw_only=True):
    cards: tuple[Card, ...]
    """The deck the game is played with; it travels in the game record so a replay needs nothing else."""

    def __post_init__(self) -> None:
        # Checked once when the options are made, not at every setup: a simulation reuses one Options.
        for card in self.cards:
            if card.level not in LEVELS:
                raise ValueError(f"card {card.id!r} has unknown level {card.level!r}")
            if not card.sides or any(len(side) != 7 for side in card.sides):
                raise ValueError(f"card {card.id!r} needs sides of 7 clues")
        if self.level is not None and self.level not in LEVELS:
            raise ValueError(f"unknown level {self.level!r}")


def rack_size(options: Options) -> int:
    return CHILDREN_RACK_SIZE if options.children else RACK_SIZE


def cards_by_level(options: Options) -> dict[str, list[int]]:
    by_level: dict[str, list[int]] = {level: [] for level in LEVELS}
    for index, card in enumerate(options.cards):
        by_level[card.level].append(index)
    return by_level


def playable_levels(options: Options) -> list[str]:
    need = rack_size(options)
    return [level for level, cards in cards_by_level(options).items() if len(cards) >= need]


def validate(options: Options, seats: int) -> None:
    if not isinstance(seats, int) or not MIN_PLAYERS <= seats <= MAX_PLAYERS:
        raise RuleError("bad_player_count", players=seats, min=MIN_PLAYERS, max=MAX_PLAYERS)
    if options.three_player_bonus and seats != 3:
        raise RuleError("bad_options", detail="the 3-player variant needs exactly 3 players")
    playable = playable_levels(options)
    if options.level is not None and options.level not in playable:
        raise RuleError("bad_options", detail=f"the deck has too few {options.level} cards")
    if not playable:
        raise RuleError("bad_options", detail="the deck has too few cards at every level")
    for name in ("round_seconds", "review_seconds"):
        value = getattr(options, name)
        if value is not None and not 1 <= value <= MAX_SECONDS:
            raise RuleError("bad_options", detail=f"{name} must be between 1 and {MAX_SECONDS}")
