"""Game content (clue decks, per language) and the loaders that check it before anything uses it."""
