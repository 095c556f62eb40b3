"""Labels: a found word's number names the word shown, however the host's list writes it."""

from parlour.content.items import Item
from parlour.games.win_lose_or_draw import roles, rules
from parlour.games.win_lose_or_draw.actions import Label
from parlour.games.win_lose_or_draw.answers import found_words
from parlour.games.win_lose_or_draw.options import REVISION, Options
from parlour.games.win_lose_or_draw.state import State
from parlour.games.win_lose_or_draw.views import view
from tests.win_lose_or_draw.helpers import TEAMS, guess, refused, sample_items, start

# U+00B4 (acute accent) folds to a space and a combining mark: folded, "Bob´s" is two words, written, one.
ACUTE = Item("tv", "Bob\u00b4s quill Starling")


def _game_with(item: Item) -> State:
    state = rules.setup(Options(mode="teams", items=(item, *sample_items()), revision=REVISION), TEAMS, 1)
    rules.tick(state, 0)
    rules.tick(state, rules.OPENING_MS)
    state.item = 0
    start(state)
    return state


def test_words_are_split_once_the_same_way_for_matching_and_for_showing() -> None:
    state = _game_with(ACUTE)
    assert view(state, state.sketcher)["item"]["words"] == ["Bob\u00b4s", "quill", "Starling"]
    assert found_words(["quill"], ACUTE) == [1]
    assert found_words(["starling"], ACUTE) == [2]
    assert found_words(["bob\u00b4s"], ACUTE) == [0]


def test_a_label_shows_the_word_found_even_with_characters_that_fold_to_a_space() -> None:
    state = _game_with(ACUTE)
    sketcher = state.sketcher
    mate = next(s for s in roles.members(state, state.playing) if s != sketcher)
    guess(state, mate, "quill", 3000)
    guess(state, mate, "a starling", 3100)
    seen = view(state, sketcher)["item"]
    assert [seen["words"][w] for w in seen["found"]] == ["quill", "Starling"]
    events = rules.apply(state, sketcher, Label(1, 500, 500), 3200)
    assert [e["text"] for e in events if e["type"] == "label"] == ["quill"]
    events = rules.apply(state, sketcher, Label(2, 500, 900), 3300)  # the last found word: no IndexError
    assert [e["text"] for e in events if e["type"] == "label"] == ["Starling"]
    assert [label["text"] for label in view(state, None)["labels"]] == ["quill", "Starling"]
    assert refused(state, sketcher, Label(3, 10, 10)) == "word_not_found"
