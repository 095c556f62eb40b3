"""Team play, clause by clause (docs/rules/win-lose-or-draw.md)."""

import pytest

from parlour.engine.errors import RuleError
from parlour.games.win_lose_or_draw import roles, rules, turns
from parlour.games.win_lose_or_draw.actions import Accept, Guess, Label, Mark, Pass, Start
from parlour.games.win_lose_or_draw.options import STEAL_SECONDS
from parlour.games.win_lose_or_draw.views import view
from tests.win_lose_or_draw.helpers import (
    TEAMS,
    answer,
    guess,
    options,
    refused,
    set_item,
    skip_moment,
    start,
    team_game,
)


def test_team_play_is_for_four_to_twelve_players_in_two_teams() -> None:
    for seats in [(0, 1, 0, 1), tuple(i % 2 for i in range(12))]:
        assert rules.setup(options(mode="teams"), seats, 1).phase == "opening"
    for seats in [(0, 1, 0), tuple(i % 2 for i in range(13)), 4]:
        with pytest.raises(RuleError) as caught:
            rules.setup(options(mode="teams"), seats, 1)
        assert caught.value.code == "bad_seats"


def test_each_team_needs_two_players() -> None:
    with pytest.raises(RuleError) as caught:
        rules.setup(options(mode="teams"), (0, 0, 0, 1), 1)
    assert caught.value.code == "teams_too_small"


def test_the_higher_die_roll_plays_first() -> None:
    for seed in range(40):
        state = rules.setup(options(mode="teams"), TEAMS, seed)
        team0, team1 = state.rolls[-1]
        assert team0 != team1 and all(1 <= r <= 6 for r in (team0, team1))
        assert state.first == (0 if team0 > team1 else 1) == state.playing


def test_a_tied_roll_rolls_again() -> None:
    tied = [s for s in range(200) if len(rules.setup(options(mode="teams"), TEAMS, s).rolls) > 1]
    assert tied, "some seed among 200 rolls a tie"
    state = rules.setup(options(mode="teams"), TEAMS, tied[0])
    assert all(a == b for a, b in state.rolls[:-1]) and state.rolls[-1][0] != state.rolls[-1][1]


def test_the_opening_roll_is_shown_before_the_first_turn() -> None:
    state = rules.setup(options(mode="teams"), TEAMS, 3)
    events = rules.tick(state, 500)
    assert events == [{"type": "opening_roll", "rolls": [list(r) for r in state.rolls], "first": state.first}]
    assert view(state, None)["teams"]["rolls"] == [list(r) for r in state.rolls]
    assert rules.tick(state, 500 + rules.OPENING_MS - 1) == [] and state.phase == "opening"
    rules.tick(state, 500 + rules.OPENING_MS)
    assert state.phase == "turn" and state.sketcher in roles.members(state, state.first)


def test_the_sketcher_secretly_sees_the_front_item_and_its_category() -> None:
    state = team_game()
    item = roles.current_item(state)
    assert item is not None
    mine = view(state, state.sketcher)
    assert mine["item"]["text"] == item.text and mine["category"] == item.category
    for seat in [s for s in range(4) if s != state.sketcher] + [None]:
        assert view(state, seat)["item"] is None


def test_the_category_is_announced_to_everyone() -> None:
    state = rules.setup(options(mode="teams"), TEAMS, 1)
    rules.tick(state, 0)
    events = rules.tick(state, rules.OPENING_MS)
    item = roles.current_item(state)
    assert item is not None
    assert {"type": "turn_started", "turn": 1, "sketcher": state.sketcher, "category": item.category} in events
    assert all(view(state, seat)["category"] == item.category for seat in [0, 1, 2, 3, None])


def test_the_timer_starts_when_the_sketcher_starts_it_or_by_itself() -> None:
    state = team_game()
    assert refused(state, (state.sketcher + 1) % 4, Start()) == "not_sketcher"
    start(state, 5000)
    assert state.stage == "drawing" and state.started == 5000 and state.deadline == 5000 + 60_000
    by_itself = team_game()
    ready_until = by_itself.deadline
    assert ready_until is not None
    rules.tick(by_itself, ready_until)
    assert by_itself.stage == "drawing" and by_itself.started == ready_until


def test_the_timer_is_a_room_option_from_30_to_180_seconds_default_60() -> None:
    from parlour.content.source import Content
    from parlour.games.win_lose_or_draw.options import prepare_options

    class Items(Content):
        def items(self, language: str) -> tuple:  # type: ignore[type-arg]
            return options().items

    assert prepare_options({}, Items()).turn_seconds == 60
    assert prepare_options({"turn_seconds": 30}, Items()).turn_seconds == 30
    assert prepare_options({"turn_seconds": 180}, Items()).turn_seconds == 180
    for wrong in (29, 181):
        with pytest.raises(RuleError) as caught:
            prepare_options({"turn_seconds": wrong}, Items())
        assert caught.value.code == "bad_options"
    state = team_game(turn_seconds=45)
    start(state, 0)
    assert state.deadline == 45_000 and view(state, None)["turn_seconds"] == 45


def test_only_the_sketcher_draws_and_only_while_the_timer_runs() -> None:
    state = team_game()
    assert not any(rules.may_draw(state, s) for s in range(4))
    start(state)
    assert [s for s in range(4) if rules.may_draw(state, s)] == [state.sketcher]


def test_teammates_guess_as_often_as_they_like_not_in_turn() -> None:
    state = team_game()
    start(state)
    mate = next(s for s in roles.members(state, state.playing) if s != state.sketcher)
    for n in range(5):
        guess(state, mate, f"wrong idea {'x' * n}", 2000 + n)
    assert len(state.guesses) == 5 and state.stage == "drawing"


def test_every_guess_appears_in_everyones_feed_with_its_author() -> None:
    state = team_game()
    start(state)
    mate = next(s for s in roles.members(state, state.playing) if s != state.sketcher)
    events = guess(state, mate, "a lighthouse", 3000)
    assert events[0] == {
        "type": "guess", "turn": 1, "id": 0, "seat": mate, "text": "a lighthouse", "ms": 2000, "correct": False,
        "steal": False,
    }  # fmt: skip
    for seat in [0, 1, 2, 3, None]:
        feed = view(state, seat)["guesses"]
        assert [(g["seat"], g["text"]) for g in feed] == [(mate, "a lighthouse")]


def test_a_guess_matching_after_folding_case_accents_punctuation_spacing_and_article_is_correct_at_once() -> None:
    state = team_game()
    set_item(state, "The Adventures of Superman")
    start(state)
    mate = next(s for s in roles.members(state, state.playing) if s != state.sketcher)
    playing = state.playing
    guess(state, mate, "  ADVENTURES   of  SÚPERMAN!! ", 4000)
    assert state.score[playing] == 1 and state.history[-1].outcome == "guessed"


def test_an_item_may_list_other_accepted_answers() -> None:
    state = team_game()
    set_item(state, "Elvis Presley")
    start(state)
    mate = next(s for s in roles.members(state, state.playing) if s != state.sketcher)
    playing = state.playing
    guess(state, mate, "elvis", 4000)
    assert state.score[playing] == 1


def test_the_sketcher_can_accept_part_of_a_name_or_phrase() -> None:
    state = team_game()
    set_item(state, "Raining cats and dogs")
    start(state)
    sketcher, playing = state.sketcher, state.playing
    mate = next(s for s in roles.members(state, playing) if s != sketcher)
    guess(state, mate, "cats and dogs", 4000)
    assert state.score[playing] == 0
    rules.apply(state, sketcher, Accept(0), 5000)
    result = state.history[-1]
    assert state.score[playing] == 1 and result.accepted and result.guess == "cats and dogs"


def test_near_guesses_are_marked_for_the_sketcher_only() -> None:
    state = team_game()
    set_item(state, "Raining cats and dogs")
    start(state)
    sketcher = state.sketcher
    mate = next(s for s in roles.members(state, state.playing) if s != sketcher)
    guess(state, mate, "raning cats and dogs", 3000)  # a typo away
    guess(state, mate, "cats and dogs", 3100)  # most of the words
    guess(state, mate, "a teapot", 3200)
    assert [g["near"] for g in view(state, sketcher)["guesses"]] == [True, True, False]
    for seat in [s for s in range(4) if s != sketcher] + [None]:
        assert all("near" not in g for g in view(state, seat)["guesses"])


def test_the_sketcher_answers_by_gesture_close_or_off_track() -> None:
    state = team_game()
    start(state)
    sketcher = state.sketcher
    mate = next(s for s in roles.members(state, state.playing) if s != sketcher)
    guess(state, mate, "a ship", 3000)
    guess(state, mate, "a boat", 3100)
    rules.apply(state, sketcher, Mark(0, "off"), 3200)
    rules.apply(state, sketcher, Mark(1, "close"), 3300)
    assert [g["mark"] for g in view(state, 1)["guesses"]] == ["off", "close"]
    rules.apply(state, sketcher, Mark(1, None), 3400)
    assert view(state, None)["guesses"][1]["mark"] is None
    assert refused(state, mate, Mark(0, "close")) == "not_sketcher"
    assert refused(state, sketcher, Mark(9, "close")) == "no_such_guess"
    assert refused(state, sketcher, Mark(0, "maybe")) == "malformed_action"


def test_the_sketcher_never_types_a_guess() -> None:
    state = team_game()
    start(state)
    assert refused(state, state.sketcher, Guess("anything")) == "sketcher_cannot_guess"


def test_a_found_word_may_be_placed_as_a_label_beside_the_sketch() -> None:
    state = team_game()
    set_item(state, "Raining cats and dogs")
    start(state)
    sketcher = state.sketcher
    mate = next(s for s in roles.members(state, state.playing) if s != sketcher)
    guess(state, mate, "hot dogs", 3000)
    assert view(state, sketcher)["item"]["found"] == [3]
    rules.apply(state, sketcher, Label(3, 800, 120), 3100)
    assert view(state, None)["labels"] == [{"word": 3, "text": "dogs", "x": 800, "y": 120}]
    rules.apply(state, sketcher, Label(3, 100, 900), 3200)  # moved, not doubled
    assert view(state, 1)["labels"] == [{"word": 3, "text": "dogs", "x": 100, "y": 900}]
    assert refused(state, sketcher, Label(3, 1001, 0)) == "malformed_action"


def test_a_label_word_no_guess_has_found_is_refused() -> None:
    state = team_game()
    set_item(state, "Raining cats and dogs")
    start(state)
    assert refused(state, state.sketcher, Label(0, 10, 10)) == "word_not_found"
    assert refused(state, state.sketcher, Label(99, 10, 10)) == "word_not_found"


def test_guessed_in_time_scores_a_point_and_the_other_team_plays_next_with_a_new_item() -> None:
    state = team_game()
    start(state)
    playing, item = state.playing, state.item
    mate = next(s for s in roles.members(state, playing) if s != state.sketcher)
    guess(state, mate, answer(state), 9000)
    assert state.score[playing] == 1
    skip_moment(state, 9100)
    assert state.playing == 1 - playing and state.item != item and state.stage == "ready"
    assert state.sketcher in roles.members(state, 1 - playing)


def test_time_up_gives_the_other_team_ten_seconds_and_one_guess() -> None:
    state = team_game()
    start(state, 0)
    playing = state.playing
    events = rules.tick(state, 60_000)
    assert state.stage == "steal" and state.steal_team == 1 - playing
    assert events == [{"type": "steal_started", "team": 1 - playing, "deadline": 60_000 + STEAL_SECONDS * 1000}]
    stealer = roles.members(state, 1 - playing)[0]
    assert view(state, stealer)["may_guess"] and not view(state, roles.members(state, playing)[1])["may_guess"]


def test_a_right_steal_wins_the_point_for_the_other_team() -> None:
    state = team_game()
    start(state, 0)
    playing = state.playing
    rules.tick(state, 60_000)
    stealer = roles.members(state, 1 - playing)[0]
    guess(state, stealer, answer(state), 65_000)
    assert state.score == ([0, 1] if playing == 0 else [1, 0])
    assert state.history[-1].outcome == "stolen" and state.history[-1].team == 1 - playing
    skip_moment(state, 66_000)
    assert state.playing == 1 - playing and state.stage == "ready"


def test_a_wrong_steal_scores_nothing_and_the_other_team_plays_next() -> None:
    state = team_game()
    start(state, 0)
    playing = state.playing
    rules.tick(state, 60_000)
    guess(state, roles.members(state, 1 - playing)[0], "a teapot", 61_000)
    assert state.score == [0, 0] and state.history[-1].outcome == "missed"
    skip_moment(state, 62_000)
    assert state.playing == 1 - playing and state.stage == "ready"
    silent = team_game()
    start(silent, 0)
    rules.tick(silent, 60_000)
    rules.tick(silent, 70_000)
    rules.tick(silent, 70_000 + turns.REVEAL_MS)
    assert silent.history[-1].outcome == "missed" and silent.playing == 1 - playing


def test_a_second_steal_guess_is_refused() -> None:
    state = team_game()
    set_item(state, "Raining cats and dogs")
    start(state, 0)
    rules.tick(state, 60_000)
    first, second = roles.members(state, 1 - state.playing)
    guess(state, first, "cats and dogs", 61_000)  # near: the steal waits for the sketcher
    assert state.stage == "steal"
    assert refused(state, second, Guess("Raining cats and dogs"), 62_000) == "steal_used"


def test_a_near_steal_guess_waits_for_the_sketchers_accept() -> None:
    state = team_game()
    set_item(state, "Raining cats and dogs")
    start(state, 0)
    playing = state.playing
    rules.tick(state, 60_000)
    guess(state, roles.members(state, 1 - playing)[0], "cats and dogs", 61_000)
    rules.apply(state, state.sketcher, Accept(0), 63_000)
    assert state.score[1 - playing] == 1 and state.history[-1].outcome == "stolen" and state.history[-1].accepted


def test_a_guess_from_the_team_not_playing_is_refused_outside_the_steal() -> None:
    state = team_game()
    start(state)
    other = roles.members(state, 1 - state.playing)[0]
    assert refused(state, other, Guess("Jaws")) == "not_your_team"
    assert not view(state, other)["may_guess"]


def test_sketchers_rotate_so_every_member_sketches_in_turn() -> None:
    state = team_game(seats=(0, 1, 0, 1, 0, 1))
    sketchers = []
    now = 1000
    for _ in range(6):
        sketchers.append(state.sketcher)
        start(state, now)
        rules.tick(state, now + 60_000)
        rules.tick(state, now + 70_000)
        skip_moment(state, now + 71_000)
        now += 100_000
    first = [s for s in sketchers if state.team_of[s] == state.first]
    second = [s for s in sketchers if state.team_of[s] != state.first]
    assert sorted(first) == roles.members(state, state.first) and sorted(second) == roles.members(
        state, 1 - state.first
    )


def test_the_new_sketcher_takes_a_new_card() -> None:
    state = team_game()
    items = []
    now = 0
    for _ in range(6):
        items.append(state.item)
        start(state, now)
        rules.tick(state, now + 60_000)
        rules.tick(state, now + 70_000)
        skip_moment(state, now + 71_000)
        now += 100_000
    assert len(set(items)) == 6


def test_books_show_the_author_to_the_sketcher_only_and_it_is_never_an_answer() -> None:
    state = team_game()
    set_item(state, "The Hobbit")
    start(state)
    sketcher = state.sketcher
    assert view(state, sketcher)["item"]["author"] == "J. R. R. Tolkien"
    assert all(view(state, s)["item"] is None for s in range(4) if s != sketcher)
    mate = next(s for s in roles.members(state, state.playing) if s != sketcher)
    guess(state, mate, "J. R. R. Tolkien", 3000)
    guess(state, mate, "Tolkien", 3100)
    assert state.score == [0, 0] and not any(g.near for g in state.guesses)


def test_the_first_team_to_the_target_wins() -> None:
    assert options().target == 8
    state = team_game(target=2)
    now = 0
    while state.phase != "over":
        start(state, now)
        mate = next(s for s in roles.members(state, state.playing) if s != state.sketcher)
        guess(state, mate, answer(state), now + 1000)
        if state.phase != "over":
            skip_moment(state, now + 2000)
        now += 10_000
    assert state.winner is not None and state.score[state.winner] == 2
    assert view(state, None)["teams"]["winner"] == state.winner and rules.next_deadline(state) is None
    assert refused(state, 0, Start()) == "game_over"


def test_a_sketcher_may_pass_before_the_timer_starts() -> None:
    state = team_game()
    playing, sketcher, item = state.playing, state.sketcher, state.item
    rules.apply(state, sketcher, Pass(), 1000)
    assert state.playing == playing and state.sketcher != sketcher and state.item != item
    assert state.history[-1].outcome == "passed" and state.score == [0, 0]
    start(state)
    assert refused(state, state.sketcher, Pass()) == "wrong_phase"
