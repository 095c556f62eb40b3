"""Property-based play: any sequence of actions, legal or not, keeps the invariants of the rules."""

from collections import Counter

import msgspec
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from parlour.engine.errors import RuleError
from parlour.engine.match import Match
from parlour.games.pictomania import GAME
from parlour.games.pictomania.actions import (
    CheckClue,
    ChooseLevel,
    DrawNothing,
    Finish,
    Guess,
    Ready,
    ReplaceCard,
)
from parlour.games.pictomania.options import Options
from parlour.games.pictomania.tokens import BONUS_TOKENS, SCORING_TOKENS, THREE_PLAYER_VARIANT_BONUS_TOKENS
from parlour.registry import replay

from .helpers import CARDS

seats = st.integers(min_value=-1, max_value=6)
any_action = st.one_of(
    st.builds(Guess, st.integers(-1, 6), st.integers(0, 8)),
    st.builds(Finish, st.booleans()),
    st.just(Ready()),
    st.just(DrawNothing()),
    st.builds(CheckClue, st.booleans()),
    st.builds(ReplaceCard, st.integers(-1, 6)),
    st.builds(ChooseLevel, st.sampled_from(["easy", "moderate", "hard", "very-hard", "nope"])),
)


class PictomaniaMachine(RuleBasedStateMachine):
    @initialize(
        players=st.integers(3, 6),
        seed=st.integers(0, 2**32),
        level=st.sampled_from([None, "easy", "very-hard"]),
        children=st.booleans(),
        three=st.booleans(),
        timed=st.booleans(),
    )
    def start(self, players: int, seed: int, level: str | None, children: bool, three: bool, timed: bool) -> None:
        options = Options(
            cards=CARDS,
            level=level,
            children=children,
            three_player_bonus=three and players == 3,
            round_seconds=20 if timed else None,
            review_seconds=10 if timed else None,
        )
        self.match = Match(GAME, options, players, seed)
        self.now = 0

    @property
    def state(self):  # type: ignore[no-untyped-def]
        return self.match.state

    def _try(self, seat: int, action: object) -> None:
        before = msgspec.json.encode(self.state)
        finished_before = 0 <= seat < self.state.seats and self.state.players[seat].finished
        in_drawing = self.state.phase == "drawing"
        try:
            self.match.act(seat, action, self.now)
        except RuleError:
            assert msgspec.json.encode(self.state) == before, "a rejected action changed the state"
            return
        if finished_before and in_drawing:
            assert not isinstance(action, Guess | Finish | DrawNothing), "a finished player acted"

    @rule(seat=seats, action=any_action, wait=st.integers(0, 3000))
    def any_action(self, seat: int, action: object, wait: int) -> None:
        self.now += wait
        self._try(seat, action)

    @precondition(lambda self: self.state.phase != "over")
    @rule(data=st.data())
    def legal_action(self, data: st.DataObject) -> None:
        self.now += 100
        movers = [s for s in range(self.state.seats) if GAME.legal_actions(self.state, s)]
        if not movers:
            return
        seat = data.draw(st.sampled_from(movers))
        action = data.draw(st.sampled_from(GAME.legal_actions(self.state, seat)))
        self.match.act(seat, action, self.now)

    @rule(wait=st.integers(0, 30_000))
    def clock(self, wait: int) -> None:
        self.now += wait
        self.match.tick(self.now)

    @invariant()
    def scoring_tokens_are_conserved(self) -> None:
        tokens = Counter(SCORING_TOKENS[self.state.seats])
        for result in self.state.results:
            for drawer in result.score.players:
                awarded = [s.token for s in drawer.pile if s.outcome == "correct"]
                assert Counter(awarded) + Counter(drawer.kept) == tokens

    @invariant()
    def bonus_tokens_are_conserved(self) -> None:
        if self.state.phase in ("choosing_level",):
            return
        if self.state.options.three_player_bonus:
            tokens = Counter(THREE_PLAYER_VARIANT_BONUS_TOKENS)
        else:
            tokens = Counter(BONUS_TOKENS[self.state.seats])
        taken = Counter(p.bonus for p in self.state.players if p.bonus)
        assert taken + Counter(self.state.bonus_left) == tokens

    @invariant()
    def each_guess_card_is_used_at_most_once_per_round(self) -> None:
        placed = Counter((e.by, e.number) for pile in self.state.piles for e in pile)
        assert all(count == 1 for count in placed.values())
        for seat, player in enumerate(self.state.players):
            numbers = {n for (by, n) in placed if by == seat}
            assert player.used == sum(1 << n for n in numbers)

    @invariant()
    def nobody_guesses_themself_or_anyone_twice(self) -> None:
        for target, pile in enumerate(self.state.piles):
            guessers = [e.by for e in pile]
            assert target not in guessers and len(guessers) == len(set(guessers))

    def teardown(self) -> None:
        if not hasattr(self, "match"):
            return
        replayed, _ = replay(self.match.header, self.match.records)
        assert msgspec.json.encode(replayed.state) == msgspec.json.encode(self.state), "replay differs from play"


PictomaniaMachine.TestCase.settings = settings(
    max_examples=60, stateful_step_count=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
test_pictomania_invariants = PictomaniaMachine.TestCase
