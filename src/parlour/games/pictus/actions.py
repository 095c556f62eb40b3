"""Everything a player can do in Pictus, as a tagged union: {"type": "vote", "choice": 2}."""

from typing import Any

import msgspec


class DrawCard(msgspec.Struct, tag="draw_card", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Own-deck play: the player's drawing becomes their next card. `strokes` is the drawing as the server holds
    it, written in by the room from the player's canvas (whatever the client put there is replaced)."""

    strokes: list[dict[str, Any]] = []


class UseShipped(msgspec.Struct, tag="use_shipped", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Own-deck play: the rest of the player's share comes from the shipped pictures instead of their drawings."""


class Clue(msgspec.Struct, tag="clue", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """The narrator chooses a card and gives the clue: words, the drawing on their canvas (`drawn`), or both."""

    card: str
    words: str = ""
    drawn: bool = False


class PassNarration(msgspec.Struct, tag="pass", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """The narrator gives the narration to the next player (played for a narrator who is away)."""


class HandIn(msgspec.Struct, tag="hand_in", tag_field="type", forbid_unknown_fields=True, frozen=True):
    card: str


class Vote(msgspec.Struct, tag="vote", tag_field="type", forbid_unknown_fields=True, frozen=True):
    choice: int
    """An index into the cards on the table (shown to people numbered from 1)."""


class Ready(msgspec.Struct, tag="ready", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """After the reveal: on to the next round."""


class EndWait(msgspec.Struct, tag="end_wait", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """The host ends the wait for a hand-in or a vote at once: the server plays for whoever has not acted, as when
    the time runs out. `host` is written in by the room (whether the sender is the room's host), whatever the
    client put there."""

    host: bool = False


Action = DrawCard | UseShipped | Clue | PassNarration | HandIn | Vote | Ready | EndWait
