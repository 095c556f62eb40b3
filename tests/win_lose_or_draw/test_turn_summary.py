"""What comes up each turn, and what the turn's summary tells: the categories of successive turns, and a failed
steal's guess."""

from parlour.content.items import Item
from parlour.games.win_lose_or_draw import roles, rules
from parlour.games.win_lose_or_draw.actions import Pass
from parlour.games.win_lose_or_draw.options import REVISION, Options
from parlour.games.win_lose_or_draw.views import view
from tests.win_lose_or_draw.helpers import TEAMS, guess, sample_items, start, team_game


def _passes(state: rules.State, turns: int) -> list[str]:
    """The categories of `turns` turns, each passed at once by its sketcher."""
    now = 10_000
    for _ in range(turns):
        rules.apply(state, state.sketcher, Pass(), now)
        now += 100
    return [result.category for result in state.history]


def _three_running(categories: list[str]) -> bool:
    return any(categories[i] == categories[i + 1] == categories[i + 2] for i in range(len(categories) - 2))


def test_the_same_category_never_comes_up_three_turns_running_unless_the_list_has_no_other() -> None:
    # Ten television items and two books: drawn as shuffled, three television turns would run almost always.
    for seed in range(20):
        state = team_game(seed=seed)
        assert not _three_running(_passes(state, 40)), seed
    only_tv = tuple(item for item in sample_items() if item.category == "tv")
    state = rules.setup(Options(mode="teams", items=only_tv, revision=REVISION), TEAMS, 1)
    rules.tick(state, 0)
    rules.tick(state, rules.OPENING_MS)
    assert _passes(state, 5) == ["tv"] * 5  # nothing else in the list: it may


def test_the_rule_takes_an_item_of_another_category_even_from_those_put_away() -> None:
    items = (Item("food", "Apple pie"), *(Item("tv", f"Show {n}") for n in range(6)))
    state = rules.setup(Options(mode="teams", items=items, revision=REVISION), TEAMS, 3)
    rules.tick(state, 0)
    rules.tick(state, rules.OPENING_MS)
    categories = _passes(state, 9)
    assert not _three_running(categories) and categories.count("food") >= 3


def test_a_failed_steal_is_told_in_the_turns_summary() -> None:
    state = team_game()
    start(state, 0)
    rules.tick(state, 60_000)
    stealing = 1 - state.playing
    guess(state, roles.members(state, stealing)[0], "a panda", 62_000)
    result = view(state, None)["history"][-1]
    assert result["outcome"] == "missed" and result["guess"] == "a panda" and result["team"] == stealing
    assert result["text"] is not None
