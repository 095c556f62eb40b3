"""Is a guess right? Exact answers count at once; near ones are pointed out to the sketcher, who decides."""

from parlour.content.items import ARTICLES, Item, fold, fold_words

TYPO_SHORT = 1
"""Edits a guess may be from an answer of up to LONG characters and still be near ("a typo away")."""
TYPO_LONG = 2
LONG = 10


def answers(item: Item, language: str) -> set[str]:
    return {fold(name, language) for name in (item.text, *item.answers)}


def matches(guess: str, item: Item, language: str) -> bool:
    said = {fold(guess, language), fold(guess, language, years=True)} - {""}
    return bool(said & answers(item, language))


def within_edits(a: str, b: str, limit: int) -> bool:
    """Whether `a` becomes `b` in at most `limit` insertions, deletions or substitutions (Levenshtein, banded:
    guesses are short and the limit is one or two, so this is a handful of operations)."""
    if abs(len(a) - len(b)) > limit:
        return False
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, start=1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb))
        if min(current) > limit:
            return False
        previous = current
    return previous[-1] <= limit


def _content_words(text: str, language: str) -> set[str]:
    articles = ARTICLES.get(language, frozenset())
    return {word for word in fold(text, language).split() if word not in articles}


def is_near(guess: str, item: Item, language: str) -> bool:
    """A typo away from an answer, or most of the item's words: worth the sketcher's look."""
    folded = fold(guess, language)
    if not folded:
        return False
    for answer in answers(item, language):
        if within_edits(folded, answer, TYPO_LONG if len(answer) > LONG else TYPO_SHORT):
            return True
    wanted = _content_words(item.text, language)
    said = _content_words(guess, language)
    return len(wanted) >= 2 and 2 * len(wanted & said) > len(wanted)


def item_words(item: Item) -> list[str]:
    """The item's words as written, split once: the words a label may show, numbered as `found_words` numbers
    them. (Folding first and splitting after would not do: a character such as ´ folds to a space, so the folded
    text can have more words than the written one.)"""
    return item.text.split()


def _folded_words(text: str) -> list[str]:
    """A text split as `item_words` splits it, each word folded alone (what it folds to, run together)."""
    return ["".join(fold_words(word)) for word in text.split()]


def found_words(guesses: list[str], item: Item) -> list[int]:
    """The item's words (by position in `item_words`) that some guess contains: the ones the sketcher may write
    as labels."""
    said = {word for guess in guesses for word in _folded_words(guess) if word}
    return [i for i, word in enumerate(_folded_words(item.text)) if word and word in said]
