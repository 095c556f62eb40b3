"""Everything a player can do in Win, Lose or Draw, as a tagged union: {"type": "guess", "text": "Jaws"}."""

import msgspec


class Start(msgspec.Struct, tag="start", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """The sketcher has read the item: the timer starts."""


class Pass(msgspec.Struct, tag="pass", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """The sketcher will not sketch this item (before the timer starts): the next sketcher gets a new one."""


class Guess(msgspec.Struct, tag="guess", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """A guesser shouts out a guess. `at` and `window_ms` are the server's own measurements, written in by the
    room (whatever the client put there is replaced): when the guess was most likely sent, and how long to wait
    for slower connections' guesses after the first correct one (board play)."""

    text: str
    at: int | None = None
    window_ms: int = 0


class Mark(msgspec.Struct, tag="mark", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """The sketcher's gesture about a guess: close, off track, or none (taken back)."""

    guess: int
    mark: str | None


class Accept(msgspec.Struct, tag="accept", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """The sketcher judges a guess right (part of a name or phrase, say)."""

    guess: int


class Label(msgspec.Struct, tag="label", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """The sketcher writes a found word of the item beside the sketch, at (x, y) on the 1000 x 1000 sheet."""

    word: int
    x: int
    y: int


class Place(msgspec.Struct, tag="place", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Board play: the first sketcher puts the white square pawn on a Spade Space."""

    space: int


class Take(msgspec.Struct, tag="take", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Board play: a correct guesser takes a pawn of a colour they do not own."""

    colour: str


class Roll(msgspec.Struct, tag="roll", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Board play: the successful sketcher rolls the die and moves the white square pawn."""


class Skip(msgspec.Struct, tag="skip", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """The next sketcher has seen the finished sketch: the moment for it ends, and their turn begins."""


Action = Start | Pass | Guess | Mark | Accept | Label | Place | Take | Roll | Skip
