"""The computer players' levels match people (docs/piccolino-bots.md): seeded races at the bell against simulated
people of known reaction times, through the game's own rules and its fair bell (`races.py`)."""

import random
import statistics

import pytest

from parlour.games.piccolino.bots import AVERAGE_ADULT, CHILD_OF_6, LEVELS, QUICK_ADULT, PiccolinoBot, Reaction

from .races import PEOPLE, race

RACES = 400
"""Bells per pairing: the share won is then known to about ±2.5 points (one standard error)."""


def test_a_reaction_averages_its_mean_leans_to_the_slow_side_and_never_beats_the_floor() -> None:
    reaction = Reaction(mu=400, sigma=40, tau=100)
    rng = random.Random(4)
    samples = [reaction.sample(rng) for _ in range(20_000)]
    assert abs(statistics.fmean(samples) - reaction.mean) < 5
    assert abs(statistics.stdev(samples) - reaction.sd) < 5
    assert statistics.fmean(samples) > statistics.median(samples), "a tail of slow reactions, as people's have"
    assert min(Reaction(mu=50, sigma=40, tau=10).sample(rng) for _ in range(1000)) >= 100


def test_a_child_is_slower_than_an_adult_in_every_part_of_the_reaction() -> None:
    assert CHILD_OF_6.mean > 2 * AVERAGE_ADULT.mean > 2 * QUICK_ADULT.mean
    child, adult = CHILD_OF_6, AVERAGE_ADULT
    factor = child.mean / adult.mean
    scaled = (adult.mu * factor, adult.sigma * factor, adult.tau * factor)
    assert (child.mu, child.sigma, child.tau) == pytest.approx(scaled)


def test_each_level_reacts_slower_and_slips_no_less_than_the_one_above() -> None:
    easy, medium, hard = (LEVELS[name] for name in ("easy", "medium", "hard"))
    assert easy.reaction.mean > medium.reaction.mean > hard.reaction.mean
    assert easy.mistake >= medium.mistake >= hard.mistake


def test_the_bot_rings_a_pair_after_a_reaction_drawn_from_its_level() -> None:
    view = {
        "seat": 0,
        "phase": "playing",
        "version": 3,
        "turn": 1,
        "bell": {"open": False, "rang": []},
        "players": [
            {"out": False, "top": {"colour": "red", "happy": True}},
            {"out": False, "top": {"colour": "red", "happy": True}},
        ],
    }
    delays = []
    for seed in range(300):
        plans = PiccolinoBot("medium", random.Random(seed)).on_view(view)
        assert [action["type"] for _, action in plans] == ["ring"]
        delay, ring = plans[0]
        assert ring["seen"] == 3 and ring["reaction_ms"] == int(delay * 1000)
        delays.append(delay * 1000)
    assert abs(statistics.fmean(delays) - AVERAGE_ADULT.mean) < 3 * AVERAGE_ADULT.sd / 300**0.5


def test_medium_wins_about_half_its_races_against_an_average_adult() -> None:
    assert 0.35 <= race("medium", PEOPLE["average adult"], RACES, seed=1).share() <= 0.65


def test_medium_wins_some_races_against_a_person_ringing_at_400_ms() -> None:
    """Players saw the old medium win no bell in a whole game against such a person."""
    assert race("medium", PEOPLE["400 ms"], RACES, seed=2).share() >= 0.10


def test_hard_wins_most_races_against_an_average_adult_and_a_fair_share_against_a_quick_one() -> None:
    assert race("hard", PEOPLE["average adult"], RACES, seed=3).share() > 0.55
    assert 0.30 <= race("hard", PEOPLE["quick adult"], RACES, seed=4).share() <= 0.70


def test_easy_rarely_beats_an_adult() -> None:
    assert race("easy", PEOPLE["average adult"], RACES, seed=5).share() < 0.10


def test_the_levels_win_more_races_from_easy_to_hard_against_each_adult() -> None:
    for seed, name in enumerate(("average adult", "quick adult", "400 ms"), start=6):
        easy, medium, hard = (race(level, PEOPLE[name], RACES, seed).share() for level in ("easy", "medium", "hard"))
        assert easy < medium < hard, name


def test_easy_rings_wrongly_no_more_often_than_a_child_and_under_3_times_in_100_tables() -> None:
    """Players saw the old easy ring wrongly 7 times in one game (6 % of tables)."""
    tally = race("easy", PEOPLE["child"], RACES, seed=9)
    assert tally.wrong_per_100_tables() <= tally.wrong_per_100_tables(seat=1)
    assert tally.wrong_per_100_tables() < 3
