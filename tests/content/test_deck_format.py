"""Each rule of the deck checker (docs/decks.md), in the `.deck` format and the simple text form."""

from pathlib import Path

import pytest

from parlour.content.deck import DeckError, parse_custom, parse_deck, parse_simple
from parlour.content.shipped import check_files, load_folder

SEVEN = "a | b | c | d | e | f | g"
SEVEN_B = "h | i | j | k | l | m | n"
GOOD = f"language: en\nlevel: easy\n\ncard: one\nfront: {SEVEN}\nback: {SEVEN_B}\n"


def problems_of(text: str) -> list[tuple[int, str]]:
    _, problems = parse_deck(text, "t.deck")
    return [(p.line, p.message) for p in problems]


def test_a_good_deck_has_no_problems() -> None:
    deck, problems = parse_deck(GOOD, "t.deck")
    assert problems == [] and deck.language == "en" and deck.level == "easy"
    assert deck.cards[0].sides == (tuple("abcdefg"), tuple("hijklmn"))


def test_header_needs_language_and_level() -> None:
    found = problems_of(f"card: one\nfront: {SEVEN}\nback: {SEVEN_B}\n")
    assert (1, "no 'language:' header") in found and (1, "no 'level:' header") in found


def test_level_must_be_one_of_the_four() -> None:
    assert problems_of(GOOD.replace("level: easy", "level: medium"))[0][0] == 2


def test_language_must_be_a_lowercase_code() -> None:
    assert problems_of(GOOD.replace("language: en", "language: English"))[0][0] == 1


def test_header_comes_before_the_first_card() -> None:
    found = problems_of(GOOD + "level: hard\n")
    assert found == [(7, "the header must come before the first card")]


def test_card_ids_are_lowercase_letters_digits_and_dashes() -> None:
    assert problems_of(GOOD.replace("card: one", "card: One Two"))[0][0] == 4


def test_each_side_has_exactly_seven_clues() -> None:
    found = problems_of(GOOD.replace(f"front: {SEVEN}", "front: a | b | c"))
    assert found == [(5, "front has 3 clues, expected 7")]


def test_a_clue_has_no_digit_and_at_most_forty_characters_and_is_not_empty() -> None:
    found = problems_of(GOOD.replace("| g\n", "| g7\n", 1))
    assert found and found[0][0] == 5 and "digit" in found[0][1]
    found = problems_of(GOOD.replace("| g\n", "| " + "x" * 41 + "\n", 1))
    assert "longer than 40" in found[0][1]
    found = problems_of(GOOD.replace("a | b", "a |  | b", 1).replace("| g\n", "\n", 1))
    assert ("empty clue" in m for _, m in found)


def test_each_card_has_one_front_then_one_back() -> None:
    assert problems_of(GOOD.replace(f"back: {SEVEN_B}\n", ""))[0] == (4, "card 'one' has no back line")
    assert "second front" in problems_of(GOOD + f"front: {SEVEN}\n")[0][1]
    swapped = GOOD.replace(f"front: {SEVEN}\nback: {SEVEN_B}", f"back: {SEVEN_B}\nfront: {SEVEN}")
    assert "back comes before front" in problems_of(swapped)[0][1]


def test_unknown_keys_and_stray_lines_are_reported() -> None:
    assert problems_of(GOOD + "colour: green\n") == [(7, "unknown key 'colour'")]
    assert problems_of(GOOD + "just words\n")[0][0] == 7


def test_no_clue_appears_twice_in_one_language_across_files(tmp_path: Path) -> None:
    one = tmp_path / "easy.deck"
    two = tmp_path / "hard.deck"
    one.write_text(GOOD)
    two.write_text(GOOD.replace("level: easy", "level: hard").replace("card: one", "card: two").replace("| n", "| A"))
    _, problems = check_files([one, two])
    messages = [str(p) for p in problems]
    assert any(f"{two}:5: clue 'a' also at {one}:5" == m for m in messages)
    assert any("clue 'A' also at" in m for m in messages), "compared case-insensitively"


def test_card_ids_are_unique_within_a_language(tmp_path: Path) -> None:
    one, two = tmp_path / "a.deck", tmp_path / "b.deck"
    one.write_text(GOOD)
    two.write_text(GOOD.replace("a | b | c | d | e | f | g", "o | p | q | r | s | t | u").replace("h | i", "v | w"))
    _, problems = check_files([one, two])
    assert any("card id 'one' also at" in str(p) for p in problems)


def test_the_simple_text_form_is_seven_lines_a_side_with_blank_lines_between() -> None:
    text = "\n".join("abcdefg") + "\n\n" + "\n".join("hijklmn") + "\n"
    cards, problems = parse_simple(text, "pasted")
    assert problems == [] and [c.sides for c in cards] == [(tuple("abcdefg"),), (tuple("hijklmn"),)]


def test_the_simple_text_form_reports_a_short_side_and_repeats_by_line() -> None:
    text = "a\nb\nc\n\n" + "\n".join("defgahi") + "\n"
    _, problems = parse_simple(text, "pasted")
    found = [(p.line, p.message) for p in problems]
    assert (1, "this side has 3 clues, expected 7") in found
    assert (9, "clue 'a' also at line 1") in found


def test_a_bad_custom_deck_is_refused_whole_with_every_problem() -> None:
    with pytest.raises(DeckError) as error:
        parse_custom("one\ntwo\n\nthree 3\n")
    assert len(error.value.problems) >= 2


def test_a_custom_deck_in_the_deck_format_is_accepted() -> None:
    cards = parse_custom(GOOD)
    assert cards[0].id == "one" and cards[0].level == "easy"


def test_a_language_folder_with_one_bad_file_is_refused_whole(tmp_path: Path) -> None:
    (tmp_path / "easy.deck").write_text(GOOD)
    (tmp_path / "hard.deck").write_text("language: en\nlevel: hard\ncard: x\nfront: a\n")
    with pytest.raises(DeckError) as error:
        load_folder(tmp_path, "en")
    assert all("hard.deck" in str(p) for p in error.value.problems)
    (tmp_path / "hard.deck").unlink()
    assert len(load_folder(tmp_path, "en")) == 1


def test_a_deck_in_the_wrong_language_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "easy.deck").write_text(GOOD)
    with pytest.raises(DeckError):
        load_folder(tmp_path, "fr")
