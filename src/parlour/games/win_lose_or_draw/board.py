"""The gameboard of board play. The rulebook's picture of it was lost; our reading (docs/rules/win-lose-or-draw.md):
a closed path of 28 spaces, each of the 4 Spade Spaces followed by 6 coloured squares, the 4 colours in turn."""

COLOURS = ("red", "blue", "green", "yellow")
SPADE = "spade"
SIZE = 28
SPADES = (0, 7, 14, 21)
PAWNS_PER_COLOUR = 6
"""24 coloured pawns, 6 of each colour: enough for every player of the largest table to own each colour."""


def _spaces() -> tuple[str, ...]:
    spaces: list[str] = []
    coloured = 0
    for index in range(SIZE):
        if index in SPADES:
            spaces.append(SPADE)
        else:
            spaces.append(COLOURS[coloured % len(COLOURS)])
            coloured += 1
    return tuple(spaces)


SPACES = _spaces()


def moved(space: int, roll: int) -> int:
    """Where the white pawn lands, moved clockwise one space for each pip."""
    return (space + roll) % SIZE


def colours_to_take(owned: list[str]) -> list[str]:
    """The colours a player may still take (one pawn of each colour at most)."""
    return [colour for colour in COLOURS if colour not in owned]


DIE = 6
"""The die's faces: board play's roll round the board, and team play's opening roll for who starts."""
