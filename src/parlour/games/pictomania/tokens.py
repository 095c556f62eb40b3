"""Token sets by number of players. The rulebooks show them only as pictures; this is our reading
(docs/rules/pictomania.md): one token fewer than players, in each player's colour and in the centre."""

SCORING_TOKENS: dict[int, tuple[int, ...]] = {
    3: (2, 1),
    4: (2, 1, 1),
    5: (3, 2, 1, 1),
    6: (3, 2, 1, 1, 1),
}

BONUS_TOKENS: dict[int, tuple[int, ...]] = {
    3: (2, 1),
    4: (3, 2, 1),
    5: (3, 3, 2, 1),
    6: (3, 3, 2, 2, 1),
}

THREE_PLAYER_VARIANT_BONUS_TOKENS: tuple[int, ...] = (3, 2, 1)
