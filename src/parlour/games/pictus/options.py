"""What a Pictus room chooses: who votes, the hand size, the variants, the target, and a deck of the players' own
drawings or the shipped pictures."""

from typing import Any, Literal

import msgspec

from parlour.engine.errors import RuleError
from parlour.engine.game import Table

Voters = Literal["others", "narrator", "everyone"]
PictureDeck = Literal["storybook", "classic"]

TABLE = Table(min_seats=3, max_seats=8, teams=0)
MIN_HAND, MAX_HAND = 3, 6
MIN_TARGET, MAX_TARGET = 5, 60
MIN_OWN_CARDS, MAX_OWN_CARDS = 4, 12
MIN_TIME_LIMIT, MAX_TIME_LIMIT = 30, 300
DEFAULT_TIME_LIMIT = 120
"""Seconds to hand in or to vote: long enough to look at six cards on a phone, short enough that a table does not
sit wondering who it waits for."""
LANGUAGES = ("en", "fr")


class Settings(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    hand_size: int = 6
    """The rulebook's 6; fewer is its "decrease the maximum hand size" variant."""
    voters: Voters = "others"
    extra_card: bool = False
    """Variant: a random card from the top of the deck joins the cards on the table."""
    captions: bool = False
    """Variant: the text on the cards counts too (each card shows its caption)."""
    target: int = 30
    """Not in the rulebook: the game ends at the end of the round in which someone reaches it."""
    own_deck: bool = False
    """Draw your own deck: before the first round each player draws `own_cards` cards, and only those are used."""
    own_cards: int = 8
    time_limit: int = DEFAULT_TIME_LIMIT
    """Seconds to hand in a card, and again to vote; 0: no limit. When it runs out the server plays for whoever
    has not acted."""
    language: str = "en"
    """The language of the captions and of computer players' clues, apart from each player's interface."""
    deck: PictureDeck = "storybook"
    """The shipped pictures played with: the storybook's colour scenes, or the classic line pictures."""


class Options(Settings, frozen=True, forbid_unknown_fields=True, kw_only=True):
    time_limit: int = 0
    """A new room's default comes from Settings (`prepare_options`); a game's record holds its choice, and only a
    record made before time limits existed lacks it: that game had none, and replays and resumes without one."""
    deck: PictureDeck = "classic"
    """A new room's default comes from Settings; only a record made before the storybook deck lacks it, and its
    pictures were the classic ones."""
    cards: tuple[str, ...] = ()
    """The shipped pictures' ids: the deck, or in own-deck play the pictures a player may bring instead of drawing."""


def table(options: Options) -> Table:
    return TABLE


def check(settings: Settings) -> None:
    if not MIN_HAND <= settings.hand_size <= MAX_HAND:
        raise RuleError("bad_options", detail=f"hand_size must be {MIN_HAND} to {MAX_HAND}")
    if not MIN_TARGET <= settings.target <= MAX_TARGET:
        raise RuleError("bad_options", detail=f"target must be {MIN_TARGET} to {MAX_TARGET}")
    if not MIN_OWN_CARDS <= settings.own_cards <= MAX_OWN_CARDS:
        raise RuleError("bad_options", detail=f"own_cards must be {MIN_OWN_CARDS} to {MAX_OWN_CARDS}")
    if settings.time_limit != 0 and not MIN_TIME_LIMIT <= settings.time_limit <= MAX_TIME_LIMIT:
        raise RuleError("bad_options", detail=f"time_limit must be 0 (none) or {MIN_TIME_LIMIT} to {MAX_TIME_LIMIT}")
    if settings.language not in LANGUAGES:
        raise RuleError("bad_options", detail=f"language must be one of {', '.join(LANGUAGES)}")


def prepare_options(raw: Any, content: Any) -> Options:
    """`content.pictures(deck)` gives a shipped deck's picture ids."""
    try:
        settings = msgspec.convert(raw or {}, Settings)
    except msgspec.ValidationError as exc:
        raise RuleError("bad_options", detail=str(exc)) from None
    check(settings)
    cards = tuple(content.pictures(settings.deck))
    if not cards and not settings.own_deck:
        raise RuleError("bad_options", detail=f"the {settings.deck} deck has no pictures")
    return Options(**msgspec.structs.asdict(settings), cards=cards)


def public_options(options: Options) -> dict[str, Any]:
    data: dict[str, Any] = msgspec.to_builtins(options)
    data["cards"] = len(options.cards)
    return data
