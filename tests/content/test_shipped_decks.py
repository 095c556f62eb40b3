import pytest

from parlour.content.deck import LEVELS, fold
from parlour.content.shipped import load_language, shipped_languages


def test_english_and_french_decks_ship() -> None:
    assert {"en", "fr"} <= set(shipped_languages())


@pytest.mark.parametrize("language", ["en", "fr"])
def test_shipped_deck_loads_with_at_least_99_double_sided_cards_over_four_levels(language: str) -> None:
    cards = load_language(language)
    assert len(cards) >= 99
    assert {c.level for c in cards} == set(LEVELS)
    assert all(len(c.sides) == 2 and all(len(s) == 7 for s in c.sides) for c in cards)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_clue_appears_twice_in_one_languages_deck(language: str) -> None:
    clues = [fold(clue) for card in load_language(language) for side in card.sides for clue in side]
    assert len(clues) == len(set(clues))
