"""Pictus's computer players (src/parlour/games/pictus/bots.py) on hand-made views of the shipped deck, the vectors
they read (semantics.py, from content/picture_vectors.py), and whole games of them under the game's rules."""

import dataclasses
import heapq
import itertools
import random
import re
import time
import unicodedata
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from parlour.content import picture_vectors
from parlour.content.picture_vectors import StaleVectors
from parlour.content.source import Content
from parlour.engine.decoding import decode_action
from parlour.games.pictus import GAME, semantics
from parlour.games.pictus.bots import LEVELS, PICTUS_COMPUTER_PLAYERS, PictusPolicy

LANGUAGES = ("en", "fr")


class Shipped:
    """The shipped vectors, loaded when a test first needs them: stale ones fail those tests, with the message
    saying to run tools/pictures/embed.py, and not the collection of this file."""

    def __getattr__(self, name: str) -> Any:
        return getattr(semantics.shipped(), name)


KNOWN: Any = Shipped()


def ids() -> list[str]:
    return list(KNOWN.index)


def hand_of(seed: int, size: int = 6, deck: str = "storybook") -> list[str]:
    """Cards of one deck, as a game's are: a room plays the storybook or the classic pictures."""
    return random.Random(seed).sample([i for i in ids() if KNOWN.cards[i].deck == deck], size)


def a_view(phase: str, you: int = 1, narrator: int = 0, seats: int = 4, **fields: Any) -> dict[str, Any]:
    """A view as the room sends it to seat `you` (the fields a computer player reads, and the rest as they are)."""
    view: dict[str, Any] = {
        "game": "pictus",
        "you": you,
        "seats": seats,
        "phase": phase,
        "round": 1,
        "narrator": narrator,
        "deadline": None,
        "players": [{"score": 0, "hand": 6, "done": False, "ready": False, "drawn": 0} for _ in range(seats)],
        "hand": [],
        "clue": None,
        "mine": None,
        "table": [],
        "voting": False,
        "my_vote": None,
        "reveal": None,
        "deck": 40,
        "target": 30,
        "winners": None,
        "history": [],
        "language": "en",
    }
    view.update(fields)
    return view


def cards(ids: list[str]) -> list[dict[str, Any]]:
    return [{"id": i} for i in ids]


def drawn_card(seat: int, index: int) -> dict[str, Any]:
    return {"id": f"drawn-{seat}-{index}", "strokes": [{"sid": "s", "tool": "pen", "size": 4, "pts": [1, 2, 0.5]}]}


def only_action(plans: list[tuple[float, dict[str, Any]]]) -> dict[str, Any]:
    assert len(plans) == 1, plans
    return plans[0][1]


def exact(level: str) -> PictusPolicy:
    """A player of `level` whose judgement has no noise: it always takes what it finds closest."""
    policy = PictusPolicy(level, random.Random(0))
    policy.level = dataclasses.replace(policy.level, judgement_noise=0.0)
    return policy


def closeness(words: str, ids: list[str]) -> np.ndarray:
    return KNOWN.similarity(semantics.embed_clue(words), ids)


def words_of(text: str) -> set[str]:
    """Written apart from bots.py on purpose: lowercase unaccented words of three letters or more."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))
    return {w for w in re.findall(r"[a-z]+", plain) if len(w) >= 3}


FUNCTION_WORDS = {"the", "and", "with", "for", "from", "over", "under", "into", "out", "all", "its", "too"} | {
    "les",
    "des",
    "une",
    "dans",
    "sur",
    "pour",
    "avec",
    "sous",
    "par",
    "aux",
    "qui",
    "que",
    "est",
    "autre",
}


# --- the vectors --------------------------------------------------------------------------------------------


def test_the_shipped_vectors_were_made_from_the_shipped_deck() -> None:
    """Fails when deck.json's descriptions change without `tools/pictures/embed.py` being run again."""
    deck = picture_vectors.read_deck(picture_vectors.shipped_deck_path())
    with np.load(picture_vectors.shipped_vectors_path()) as data:
        assert str(data["deck_hash"]) == picture_vectors.deck_hash(deck)
        assert list(data["ids"]) == [card.id for card in deck]
    assert len(deck) >= 150


def test_the_shipped_vectors_hold_the_clue_files_as_they_are() -> None:
    for language in LANGUAGES:
        clues = picture_vectors.read_clues(picture_vectors.shipped_clues_path(language))
        assert list(KNOWN.vocabulary[language].clues) == clues
        assert len(set(clues)) == len(clues)
        assert KNOWN.vocabulary[language].vectors.shape == (len(clues), 384)


def test_a_deck_changed_without_embedding_it_again_is_refused(tmp_path: Path) -> None:
    text = picture_vectors.shipped_deck_path().read_text(encoding="utf-8")
    first = picture_vectors.read_deck(picture_vectors.shipped_deck_path())[0].description["en"]
    changed = tmp_path / "deck.json"
    changed.write_text(text.replace(first, first + " A crow watches."), encoding="utf-8")
    with pytest.raises(StaleVectors):
        picture_vectors.read(changed, picture_vectors.shipped_vectors_path())


def test_vectors_are_written_byte_for_byte_the_same_each_time(tmp_path: Path) -> None:
    arrays = {"ids": np.array(["a", "b"]), "cards_en": np.eye(2, 384, dtype=np.float16)}
    picture_vectors.write(tmp_path / "one.npz", arrays)
    picture_vectors.write(tmp_path / "two.npz", arrays)
    assert (tmp_path / "one.npz").read_bytes() == (tmp_path / "two.npz").read_bytes()
    with np.load(tmp_path / "one.npz") as data:
        assert list(data["ids"]) == ["a", "b"] and data["cards_en"].shape == (2, 384)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_cards_own_description_as_a_clue_finds_it(language: str) -> None:
    """The meaning the players work with: a description said as a clue is closest to its own card."""
    every = ids()
    sample = every[::10]
    found = sum(every[int(np.argmax(closeness(KNOWN.cards[i].description[language], every)))] == i for i in sample)
    assert found >= 0.9 * len(sample)


# --- the narrator -------------------------------------------------------------------------------------------


def narrate(level: str, language: str, seed: int, **fields: Any) -> tuple[list[str], dict[str, Any]]:
    hand = hand_of(seed)
    policy = PictusPolicy(level, random.Random(seed))
    view = a_view("clue", you=0, narrator=0, hand=cards(hand), language=language, **fields)
    return hand, only_action(policy.on_view(view))


def test_a_narrator_imagines_the_others_hands_from_the_deck_its_own_cards_come_from(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A room plays the storybook or the classic pictures: the others hold cards of that deck alone."""
    from parlour.games.pictus import narration

    imagined: list[int] = []
    real = narration.imagine

    def watched(fit: Any, own: Any, pool: Any, *rest: Any) -> Any:
        imagined.append(fit.shape[1])  # the deck the others' hands are drawn from (`pool` indexes its columns)
        assert set(pool.tolist()) <= set(range(fit.shape[1]))
        return real(fit, own, pool, *rest)

    monkeypatch.setattr(narration, "imagine", watched)
    for deck in ("storybook", "classic"):
        cards_of_deck = [i for i in ids() if KNOWN.cards[i].deck == deck]
        assert set(KNOWN.deck_rows(hand_of(1, 6, deck)).tolist()) == {KNOWN.index[i] for i in cards_of_deck}
        imagined.clear()
        PictusPolicy("hard", random.Random(1)).on_view(
            a_view("clue", you=0, narrator=0, hand=cards(hand_of(1, 6, deck)))
        )
        assert imagined == [len(cards_of_deck)], (deck, imagined)
    with pytest.raises(ValueError):
        KNOWN.deck_rows([hand_of(1, 1, "storybook")[0], hand_of(1, 1, "classic")[0]])


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("level", LEVELS)
def test_the_narrator_gives_a_clue_of_its_vocabulary_for_a_card_of_its_hand(level: str, language: str) -> None:
    for seed in range(12):
        hand, action = narrate(level, language, seed)
        assert action["type"] == "clue" and action["drawn"] is False
        assert action["card"] in hand
        assert action["words"] in KNOWN.vocabulary[language].clues


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("level", LEVELS)
def test_the_narrators_clue_names_no_word_of_its_cards_description_or_caption(level: str, language: str) -> None:
    for seed in range(12):
        _, action = narrate(level, language, seed)
        card = KNOWN.cards[action["card"]]
        said = words_of(action["words"]) - FUNCTION_WORDS
        shown = words_of(card.description[language] + " " + card.caption[language]) - FUNCTION_WORDS
        plurals = {w + "s" for w in shown} | {w[:-1] for w in shown if w.endswith("s")}
        assert not said & (shown | plurals), (action["words"], card.description[language])


@pytest.mark.parametrize("level", LEVELS)
def test_the_narrators_card_is_closer_to_its_clue_than_most_of_its_hand(level: str) -> None:
    for seed in range(20):
        hand, action = narrate(level, "en", seed)
        near = closeness(action["words"], hand)
        closer = int((near > near[hand.index(action["card"])]).sum())
        assert closer <= (0 if level != "easy" else 2), (level, action)


def test_the_narrator_does_not_give_a_clue_already_given_in_the_game() -> None:
    _, first = narrate("hard", "en", seed=3)
    history = [{"round": 1, "narrator": 2, "words": first["words"], "drawn": False, "points": [0, 0, 0, 0]}]
    _, again = narrate("hard", "en", seed=3, history=history)
    assert again["words"] != first["words"]


def test_a_narrator_whose_cards_are_all_drawn_still_gives_a_clue() -> None:
    hand = [drawn_card(0, i) for i in range(6)]
    action = only_action(PictusPolicy("medium").on_view(a_view("clue", you=0, narrator=0, hand=hand)))
    assert action["card"] in {c["id"] for c in hand} and action["words"] in KNOWN.vocabulary["en"].clues


# --- the other players --------------------------------------------------------------------------------------


def test_a_guesser_hands_in_the_card_of_its_hand_closest_to_the_clue() -> None:
    clues = KNOWN.vocabulary["en"].clues
    for seed in range(20):
        hand = hand_of(seed)
        words = random.Random(seed).choice(clues)
        view = a_view("hand_in", hand=cards(hand), clue={"words": words, "drawn": False})
        action = only_action(exact("hard").on_view(view))
        assert action == {"type": "hand_in", "card": hand[int(np.argmax(closeness(words, hand)))]}


def test_a_hard_guesser_hands_in_the_card_its_clue_describes_in_another_language() -> None:
    for seed in range(10):
        hand = hand_of(seed)
        words = KNOWN.cards[hand[seed % 6]].description["fr"]
        view = a_view("hand_in", hand=cards(hand), clue={"words": words, "drawn": False})
        assert only_action(PictusPolicy("hard", random.Random(seed)).on_view(view))["card"] == hand[seed % 6]


def vote_view(table: list[str], mine: str, words: str, **fields: Any) -> dict[str, Any]:
    fields.setdefault("voting", True)
    return a_view("vote", table=cards(table), mine={"id": mine}, clue={"words": words, "drawn": False}, **fields)


def test_a_guesser_votes_for_the_closest_card_on_the_table_that_is_not_its_own() -> None:
    clues = KNOWN.vocabulary["en"].clues
    for seed in range(20):
        table = hand_of(seed, 5)
        words = random.Random(seed).choice(clues)
        ranked = list(np.argsort(-closeness(words, table)))
        mine = table[ranked[0]]  # its own card is the closest: it must take the next one
        action = only_action(exact("hard").on_view(vote_view(table, mine, words)))
        assert action == {"type": "vote", "choice": int(ranked[1])}


@pytest.mark.parametrize("level", LEVELS)
def test_a_guesser_never_votes_for_its_own_card(level: str) -> None:
    for seed in range(30):
        table = hand_of(seed, 6)
        mine = table[seed % 6]
        words = KNOWN.cards[mine].description["en"]  # a clue that points straight at its own card
        action = only_action(PictusPolicy(level, random.Random(seed)).on_view(vote_view(table, mine, words)))
        assert action["type"] == "vote" and table[action["choice"]] != mine


@pytest.mark.parametrize("level", LEVELS)
def test_a_narrator_who_votes_chooses_someone_elses_card_never_the_decks(level: str) -> None:
    for seed in range(20):
        table = hand_of(seed, 5)  # 4 seats' cards and the deck's
        mine, extra = table[0], table[1 + seed % 4]
        words = KNOWN.cards[extra].description["en"]  # the deck's card fits best: it must still not take it
        view = vote_view(table, mine, words, you=0, narrator=0, extra=table.index(extra))
        action = only_action(PictusPolicy(level, random.Random(seed)).on_view(view))
        assert table[action["choice"]] not in (mine, extra)


def test_a_guesser_voting_with_the_deck_card_on_the_table_sends_one_vote() -> None:
    table = hand_of(5, 5)
    plans = PictusPolicy("hard", random.Random(1)).on_view(vote_view(table, table[2], "homesick"))
    assert len(plans) == 1


def test_a_clue_without_words_leaves_them_choosing_at_random() -> None:
    hand = hand_of(1)
    handed, voted = set(), set()
    for seed in range(40):
        policy = PictusPolicy("hard", random.Random(seed))
        view = a_view("hand_in", hand=cards(hand), clue={"words": "", "drawn": True})
        handed.add(only_action(policy.on_view(view))["card"])
        view = a_view("vote", voting=True, table=cards(hand), mine={"id": hand[0]}, clue={"words": "", "drawn": True})
        voted.add(only_action(PictusPolicy("hard", random.Random(seed)).on_view(view))["choice"])
    assert handed <= set(hand) and len(handed) >= 4
    assert 0 not in voted and len(voted) >= 4


def test_drawn_cards_they_cannot_read_are_chosen_among_at_random() -> None:
    hand = [drawn_card(2, i) for i in range(6)]
    chosen = set()
    for seed in range(40):
        view = a_view("hand_in", hand=hand, clue={"words": "a quiet morning", "drawn": False})
        chosen.add(only_action(PictusPolicy("hard", random.Random(seed)).on_view(view))["card"])
    assert chosen <= {c["id"] for c in hand} and len(chosen) >= 4


# --- phases and timing --------------------------------------------------------------------------------------


def test_they_plan_one_move_per_phase_however_many_views_arrive() -> None:
    policy = PictusPolicy("medium")
    view = a_view("hand_in", hand=cards(hand_of(2)), clue={"words": "homesick", "drawn": False})
    assert len(policy.on_view(view)) == 1
    assert policy.on_view(view) == []
    view["players"][1]["done"] = True
    assert policy.on_view(dict(view, round=2)) == []  # a seat that has acted is done, whatever the round


def test_they_do_nothing_in_a_phase_that_is_not_theirs() -> None:
    policy = PictusPolicy("hard")
    assert policy.on_view(a_view("clue", you=1, narrator=0, hand=cards(hand_of(3)))) == []
    assert policy.on_view(a_view("over")) == []
    assert policy.on_view(a_view("hand_in", you=None)) == []


def test_in_an_own_deck_game_they_bring_shipped_pictures_rather_than_draw() -> None:
    action = only_action(PictusPolicy("easy").on_view(a_view("drawing", round=0, narrator=None)))
    assert action == {"type": "use_shipped"}


@pytest.mark.parametrize("level", LEVELS)
def test_they_take_human_time_to_act(level: str) -> None:
    timing = LEVELS[level]
    hand = cards(hand_of(4))
    clue = {"words": "homesick", "drawn": False}
    views = [
        (a_view("clue", you=0, narrator=0, hand=hand), timing.think_s),
        (a_view("hand_in", hand=hand, clue=clue), timing.choose_s),
        (a_view("vote", voting=True, table=hand, mine=hand[0], clue=clue), timing.choose_s),
        (a_view("reveal"), timing.ready_s),
    ]
    for view, (low, high) in views:
        (delay, _), *_ = PictusPolicy(level).on_view(view)
        assert low <= delay <= high


def test_slower_levels_take_longer() -> None:
    assert LEVELS["easy"].think_s > LEVELS["medium"].think_s > LEVELS["hard"].think_s
    assert LEVELS["easy"].judgement_noise > LEVELS["medium"].judgement_noise > LEVELS["hard"].judgement_noise


def test_a_move_costs_under_100_ms_of_cpu() -> None:
    """Measured with time.process_time: the clue's embedding (about 10 ms) is most of a guesser's first move; a
    narrator's choice is a look-up in precomputed similarities. The bound has a generous margin."""
    costs: list[float] = []
    for seed in range(10):
        hand = cards(hand_of(seed))
        narrator = PictusPolicy("hard", random.Random(seed)).prepare()
        guesser = PictusPolicy("hard", random.Random(seed)).prepare()
        started = time.process_time()
        clue = only_action(narrator.on_view(a_view("clue", you=0, narrator=0, hand=hand)))
        costs.append(time.process_time() - started)
        semantics.embed_clue.cache_clear()
        started = time.process_time()
        only_action(guesser.on_view(a_view("hand_in", hand=hand, clue={"words": clue["words"], "drawn": False})))
        costs.append(time.process_time() - started)
        view = a_view("vote", voting=True, table=hand, mine=hand[0], clue={"words": clue["words"], "drawn": False})
        started = time.process_time()
        only_action(guesser.on_view(view))
        costs.append(time.process_time() - started)
    assert max(costs) < 0.100


# --- under the game's rules ---------------------------------------------------------------------------------


def test_the_game_offers_easy_medium_and_hard_computer_players() -> None:
    assert PICTUS_COMPUTER_PLAYERS.levels == ("easy", "medium", "hard")
    assert isinstance(PICTUS_COMPUTER_PLAYERS.policy("medium", list), PictusPolicy)


def play_game(raw_options: dict[str, Any], levels: list[str], seed: int) -> tuple[Any, list[dict[str, Any]]]:
    """A whole game of computer players under the rules, on a simulated clock: the final state, and each round's
    `revealed` event."""
    options = GAME.prepare_options(raw_options, Content())
    state = GAME.setup(options, len(levels), seed)
    players = [PictusPolicy(level, random.Random(seed * 10 + s)) for s, level in enumerate(levels)]
    queue: list[tuple[float, int, int, dict[str, Any]]] = []
    order = itertools.count()
    now, reveals = 0.0, []
    while True:
        for seat, player in enumerate(players):
            view = GAME.view(state, seat)
            view.setdefault("language", options.language)
            for delay, action in player.on_view(view):
                heapq.heappush(queue, (now + delay, next(order), seat, action))
        if GAME.is_over(state):
            return state, reveals
        assert queue, f"the computer players are stuck in phase {state.phase}"
        now, _, seat, action = heapq.heappop(queue)
        events = GAME.apply(state, seat, decode_action(GAME, action), int(now * 1000))
        reveals += [e for e in events if e["type"] == "revealed"]


@pytest.mark.parametrize(
    "raw_options",
    [
        {"voters": "others"},
        {"voters": "narrator", "extra_card": True},
        {"voters": "everyone", "extra_card": True, "hand_size": 4, "language": "fr"},
        {"own_deck": True, "own_cards": 8},
    ],
)
def test_computer_players_play_a_whole_game(raw_options: dict[str, Any]) -> None:
    state, reveals = play_game({"target": 10, **raw_options}, ["hard", "medium", "easy", "hard"], seed=7)
    assert state.phase == "over" and len(reveals) >= 2 and state.winners


def test_hard_computer_players_find_each_others_cards_far_more_often_than_chance() -> None:
    """bench/pictus_bots.py measures it over 200 rounds; here a few games must clearly beat chance (1 in 5)."""
    found = guesses = 0
    for seed in range(2):
        _, reveals = play_game({"target": 60}, ["hard"] * 5, seed)
        for reveal in reveals:
            narrator = reveal["owners"][reveal["narrator_card"]]
            found += sum(1 for s in reveal["votes"][reveal["narrator_card"]] if s != narrator)
            guesses += sum(len(v) for v in reveal["votes"])
    assert guesses >= 50 and found / guesses > 2 / 5
