"""The item format (docs/items.md): each kind of problem is refused with its file and line."""

from pathlib import Path

from parlour.content.items import check_item_files, load_items, parse_items, shipped_item_languages


def problems_of(text: str, category: str = "tv") -> list[tuple[int, str]]:
    _, problems = parse_items(text, category, "x.items")
    return [(p.line, p.message) for p in problems]


def test_a_line_holds_the_text_other_answers_and_for_books_the_author() -> None:
    items, problems = parse_items("# a comment\n\nThe Hobbit | Hobbit @ J. R. R. Tolkien\n", "books", "b.items")
    assert not problems
    assert [(n, i.text, i.answers, i.author) for n, i in items] == [(3, "The Hobbit", ("Hobbit",), "J. R. R. Tolkien")]


def test_digits_are_refused_with_their_line() -> None:
    assert problems_of("Jaws\nOcean's 11\n") == [(2, '"Ocean\'s 11" has a digit: spell numbers out')]


def test_an_author_belongs_to_books_and_every_book_has_one() -> None:
    assert problems_of("Jaws @ Peter Benchley\n") == [(1, "only books have an author (after @)")]
    assert problems_of("The Hobbit\n", "books") == [(1, "a book needs its author after @")]
    assert problems_of("The Hobbit @ J. R. R. Tolkien | Hobbit\n", "books") == [
        (1, "other answers go before the @, not after the author")
    ]


def test_lengths_are_within_limits() -> None:
    assert problems_of("A\n") == [(1, "'A' should be 2 to 48 characters")]
    assert problems_of("x" * 49 + "\n")[0][0] == 1


def test_duplicates_and_shared_answers_are_refused_across_files_of_a_language(tmp_path: Path) -> None:
    (tmp_path / "tv.items").write_text("The Adventures of Superman | Superman\n")
    (tmp_path / "movies.items").write_text("Jaws\nSuperman!\nLes Dents de la mer\n")
    (tmp_path / "nonsense.items").write_text("Jaws\n")
    _, problems = check_item_files(sorted(tmp_path.glob("*.items")), "en")
    messages = sorted(str(p).replace(str(tmp_path) + "/", "") for p in problems)
    assert messages == [
        "nonsense.items:0: unknown category 'nonsense': books, tv, movies, music, food, phrases",
        "tv.items:1: 'superman' is already at movies.items:2",
    ]


def test_every_shipped_language_loads_without_a_problem() -> None:
    assert set(shipped_item_languages()) >= {"en"}
    for language in shipped_item_languages():
        assert len(load_items(language)) > 0


def test_a_folder_of_an_unknown_language_is_refused(tmp_path: Path) -> None:
    (tmp_path / "movies.items").write_text("Jaws\n")
    _, problems = check_item_files([tmp_path / "movies.items"], "de")
    assert [(p.line, p.message) for p in problems] == [(0, "unknown language 'de'")]
