"""How a game will end, known from its options before it starts: how many rounds the deck lasts (each round takes
one card from every hand, and the extra card in its variant, and the game ends once the deck cannot refill every
hand), and whether anyone can reach the target within them. A deck the players draw is small, so a table must
hear "ends when the deck runs out: about 3 rounds" rather than a target nobody can reach."""

from parlour.games.pictus.options import Options


def deck_size(options: Options, seats: int) -> int:
    return seats * options.own_cards if options.own_deck else len(options.cards)


def deck_rounds(options: Options, seats: int) -> int:
    """The rounds the deck allows, the round that empties it included (0: too small to start)."""
    deck = deck_size(options, seats) - seats * options.hand_size
    if deck < seats + (1 if options.extra_card else 0):
        return 0
    rounds = 0
    while True:
        rounds += 1
        if options.extra_card and deck > 0:
            deck -= 1
        if deck < seats:
            return rounds
        deck -= seats


def max_round_points(options: Options, seats: int) -> int:
    """The most one player can score in a round: a guesser who found the narrator's card (3) with every other
    guesser's vote on their own card, and the narrator's too when everyone votes; when only the narrator votes,
    the 2 everyone else gets and the narrator's choice (1). A narrator scores at most 3."""
    if options.voters == "narrator":
        return 3
    others = 3 + (seats - 2)
    return others + 1 if options.voters == "everyone" else others


def target_reachable(options: Options, seats: int) -> bool:
    return deck_rounds(options, seats) * max_round_points(options, seats) >= options.target
