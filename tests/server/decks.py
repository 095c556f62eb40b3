"""Pasted decks of a chosen size, valid in every other respect, for tests and the deck-parsing benchmark."""

LETTERS = "abcdefghijklmnopqrstuvwxyz"


def word(n: int) -> str:
    """A distinct letters-only word for each n (clues may not hold digits)."""
    out = ""
    while True:
        n, rest = divmod(n, 26)
        out += LETTERS[rest]
        if n == 0:
            return out


def deck_of_bytes(limit: int) -> str:
    """A valid deck in the simple form, as close to `limit` bytes as whole sides of 7 clues allow."""
    sides: list[str] = []
    size = 0
    n = 0
    while True:
        side = "\n".join(f"clue {word(n + i)} thing" for i in range(7)) + "\n\n"
        if size + len(side) > limit:
            return "".join(sides)
        sides.append(side)
        size += len(side)
        n += 7
