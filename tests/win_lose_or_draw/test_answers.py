"""When a guess is right, near, or finds a word of the item."""

from parlour.content.items import Item, fold
from parlour.games.win_lose_or_draw.answers import found_words, is_near, matches, within_edits

SUPERMAN = Item("tv", "The Adventures of Superman", ("Superman",))
CHEVRE = Item("food", "Le Fromage de chèvre")


def test_folding_ignores_case_accents_punctuation_spacing_and_a_leading_article() -> None:
    assert fold("  The  ADVENTURES of superman!! ", "en") == "adventures of superman"
    assert fold("L'Île aux trésors", "fr") == "ile aux tresors"
    assert fold("Les Misérables", "fr") == fold("misérables", "fr") == "miserables"
    assert fold("Œufs brouillés", "fr") == "oeufs brouilles"
    assert fold("The", "en") == "the"  # an article alone is the whole guess


def test_articles_are_those_of_the_items_language() -> None:
    assert matches("Fromage de chèvre", CHEVRE, "fr")
    assert not matches("Adventures of Superman", Item("tv", "Une aventure"), "fr")
    assert fold("a dog", "fr") == "a dog"  # in French, "a" is a verb, not an article


def test_other_accepted_answers_match_as_the_text_does() -> None:
    assert matches("superman", SUPERMAN, "en") and matches("the superman", SUPERMAN, "en")
    assert not matches("super man", SUPERMAN, "en") and not matches("", SUPERMAN, "en")


def test_near_is_a_typo_away_or_most_of_the_words() -> None:
    assert is_near("Supermn", SUPERMAN, "en")  # one edit from an answer
    assert is_near("adventures of supperman", SUPERMAN, "en")  # one edit
    assert is_near("adventures superman", SUPERMAN, "en")  # two of its three words
    assert not is_near("adventures", SUPERMAN, "en")  # one word in three is not most
    assert not is_near("batman", SUPERMAN, "en")
    assert is_near("fromage chevre", CHEVRE, "fr")


def test_edit_distance_is_bounded() -> None:
    assert within_edits("kitten", "sitten", 1) and not within_edits("kitten", "sitting", 2)
    assert within_edits("kitten", "sitting", 3) and not within_edits("a", "abcd", 2)


def test_found_words_are_the_items_words_some_guess_contains() -> None:
    assert found_words(["a super hero", "Adventures in space"], SUPERMAN) == [1]
    assert found_words(["the man"], SUPERMAN) == [0]
    assert found_words(["chèvre chaud"], CHEVRE) == [3]


def test_numbers_typed_with_digits_match_items_that_spell_them_out() -> None:
    assert matches("Ulysse 31", Item("tv", "Ulysse trente et un"), "fr")
    assert matches("Ocean's 11", Item("movies", "Ocean's Eleven"), "en")
    assert matches("1984", Item("books", "Nineteen Eighty-Four", author="George Orwell"), "en")
    assert matches("Les 400 coups", Item("movies", "Les Quatre Cents Coups"), "fr")
    assert fold("9" * 40, "en") == "9" * 40  # no number is that long: left as typed


def test_an_ampersand_is_and_and_english_apostrophes_join_their_word() -> None:
    assert matches("Will and Grace", Item("tv", "Will & Grace"), "en")
    assert matches("Simon et Garfunkel", Item("music", "Simon & Garfunkel"), "fr")
    assert matches("Dads Army", Item("tv", "Dad's Army"), "en") and matches("dad's army", Item("tv", "Dads Army"), "en")
    assert matches("arbre de Noël", Item("food", "L'Arbre de Noël"), "fr")  # French: l' is an article
