from collections import Counter

import pytest

from parlour.engine.rng import Rng


def test_same_seed_gives_the_same_sequence() -> None:
    a, b = Rng.from_seed(42), Rng.from_seed(42)
    assert [a.next_u64() for _ in range(5)] == [b.next_u64() for _ in range(5)]


def test_different_seeds_differ() -> None:
    assert Rng.from_seed(1).next_u64() != Rng.from_seed(2).next_u64()


def test_below_stays_in_range_and_covers_it() -> None:
    rng = Rng.from_seed(3)
    counts = Counter(rng.below(7) for _ in range(7000))
    assert set(counts) == set(range(7))
    assert all(800 < c < 1200 for c in counts.values())


def test_below_needs_a_positive_bound() -> None:
    with pytest.raises(ValueError):
        Rng.from_seed(1).below(0)


def test_shuffle_is_a_permutation_and_reproducible() -> None:
    items = list(range(20))
    a, b = list(items), list(items)
    Rng.from_seed(9).shuffle(a)
    Rng.from_seed(9).shuffle(b)
    assert a == b and sorted(a) == items and a != items


def test_state_is_one_integer_that_resumes_the_sequence() -> None:
    rng = Rng.from_seed(5)
    rng.next_u64()
    resumed = Rng(rng.state)
    assert resumed.next_u64() == rng.next_u64()
