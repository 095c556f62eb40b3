"""Everything a player can do in Pictomania, as a tagged union: {"type": "guess", "target": 2, "number": 5}."""

import msgspec


class ChooseLevel(msgspec.Struct, tag="choose_level", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """The host picks the difficulty level of the coming round."""

    level: str


class ReplaceCard(msgspec.Struct, tag="replace_card", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Before anyone looks at their secret, swap a clue card on the rack that has an unknown word."""

    card: int


class Ready(msgspec.Struct, tag="ready", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Ready to start drawing (in the preview) or ready for the next round (after scoring)."""


class Guess(msgspec.Struct, tag="guess", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Place guess card `number` on `target`'s guess pile, face down. It cannot be taken back."""

    target: int
    number: int


class Finish(msgspec.Struct, tag="finish", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Stop drawing and guessing, taking the most valuable bonus token left unless `bonus` is false."""

    bonus: bool = True


class DrawNothing(msgspec.Struct, tag="draw_nothing", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Leave one's sheet blank this round: nobody guesses it, no bonus token, guessing goes on."""


class CheckClue(msgspec.Struct, tag="check_clue", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """At scoring, the drawer confirms their drawing, or declares (`wrong`) that they drew the wrong clue."""

    wrong: bool = False


Action = ChooseLevel | ReplaceCard | Ready | Guess | Finish | DrawNothing | CheckClue
