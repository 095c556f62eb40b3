"""What a Piccolino player can do."""

import msgspec


class Flip(msgspec.Struct, tag="flip", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Turn the top card of your draw pile onto your discard pile (on your turn)."""


class Ring(msgspec.Struct, tag="ring", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Ring the bell on what you saw at `version`, `reaction_ms` after it appeared on your screen.

    `elapsed_ms`, `rtt_ms` and `window_ms` are the server's own measurements, written in by the room (whatever
    a client sends for them is replaced); they travel in the game record so that a replay decides the same."""

    version: int
    reaction_ms: int = 0
    elapsed_ms: int | None = None
    rtt_ms: int = 0
    window_ms: int = 0


class VoteStop(msgspec.Struct, tag="vote_stop", tag_field="type", forbid_unknown_fields=True, frozen=True):
    """Agree (or no longer agree) to stop the game: when everyone still playing agrees, most cards wins."""

    stop: bool = True


Action = Flip | Ring | VoteStop
