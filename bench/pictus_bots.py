"""How well Pictus's computer players understand each other, and what a move costs them.

    .venv/bin/python bench/pictus_bots.py [--rounds 200] [--players 6] [--language en] [--voters others]
                                          [--samples 10] [--vectors vectors.npz] [--seed 1] [--mixed] [--as-people]
                                          [--levels hard,medium]

Plays games of computer players only, with the game's own rules (`GAME.setup/apply/view`): every seat a computer
player of one level, each seeing only its seat's view and acting after its own delays on a simulated clock, until
the given number of rounds is played at each level. Prints:
- for each level, how often a guesser finds the narrator's card, against chance (1 / cards on the table), how
  often the narrator scores (some but not all guessers find it) and how often nobody finds it;
- the CPU time of each move (time.process_time, in ms: mean, p95, max) per role and level; a guesser's hand-in
  is counted apart when it is the first to read the clue, which embeds it (the others find it cached);
- sample rounds of hard players in full (the cards' descriptions, the clue, who put in and voted for what);
- with --captions, how well each way of comparing a clue with a card finds a card from its caption said as a
  clue (the captions are titles people wrote for the pictures: the nearest thing to people's clues we have):
  against the description in the clue's language, in the other language, or both together (what is shipped).
With --mixed, every table seats the three levels (two of each with 6 players, seats shuffled each game) and it
prints instead, per narrator level, how often the narrator scores, everyone finds its card and nobody does, and per
guesser level how often it finds the narrator's card; then the first --samples rounds as table rows (the clue, the
card it was for, the narrator's level, who found it and who did not). Every seat is a computer player, and
each is shown the others' levels, as the lobby shows them in a room; with --as-people, narrators are not shown
them and learn them from the votes, as they learn people's. --levels plays only the one-level tables named.
Then everything as one JSON line.
"""

from __future__ import annotations

import argparse
import heapq
import itertools
import json
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from parlour.content import embedding, picture_vectors  # noqa: E402
from parlour.content.picture_vectors import LANGUAGES  # noqa: E402
from parlour.content.source import Content  # noqa: E402
from parlour.engine.decoding import decode_action  # noqa: E402
from parlour.engine.errors import RuleError  # noqa: E402
from parlour.games.pictus import GAME, semantics  # noqa: E402
from parlour.games.pictus.bots import LEVELS, PictusPolicy  # noqa: E402
from parlour.games.pictus.semantics import Semantics  # noqa: E402


@dataclass
class Round:
    narrator: int
    hand: list[str]
    """The narrator's hand when it chose."""
    words: str
    table: list[str]
    owners: list[int | None]
    votes: list[list[int]]
    narrator_card: int
    levels: list[str]
    """Each seat's level."""

    @property
    def guessers(self) -> int:
        return sum(len(v) for v in self.votes) - sum(1 for v in self.votes if self.narrator in v)

    @property
    def finders(self) -> int:
        return sum(1 for s in self.votes[self.narrator_card] if s != self.narrator)


@dataclass
class Costs:
    ms: dict[str, list[float]] = field(default_factory=dict)

    def on_view(self, level: str, policy: PictusPolicy, view: dict[str, Any]) -> list[tuple[float, dict[str, Any]]]:
        misses = semantics.embed_clue.cache_info().misses
        started = time.process_time()
        plans = policy.on_view(view)
        spent = (time.process_time() - started) * 1000
        kind = plans[0][1]["type"] if plans else "nothing to do"
        if semantics.embed_clue.cache_info().misses > misses:
            kind += " (embeds the clue)"
        self.ms.setdefault(f"{kind} {level}", []).append(spent)
        return plans


class Table:
    """One game of computer players on a simulated clock: each seat is shown its view after every change, as the
    room shows it, and its planned actions wait in one queue until their time."""

    def __init__(
        self, known: Semantics, levels: list[str], options: Any, seed: str, costs: Costs, as_people: bool = False
    ) -> None:
        rng = random.Random(seed)
        self.levels = levels
        self.costs = costs
        self.state = GAME.setup(options, len(levels), rng.randrange(2**31))
        self.language = options.language
        self.bots = [PictusPolicy(level, random.Random(rng.random()), known) for level in levels]
        if not as_people:
            shown = dict(enumerate(levels))  # the lobby shows every computer player's level
            for bot in self.bots:
                bot.see_levels(lambda: shown)
        self.queue: list[tuple[float, int, int, dict[str, Any]]] = []
        self.order = itertools.count()
        self.now = 0.0
        self.hand: list[str] = []
        self.show_views()

    def show_views(self) -> None:
        for seat, bot in enumerate(self.bots):
            view = GAME.view(self.state, seat)
            view.setdefault("language", self.language)  # the room's language, until the game's view carries it
            for delay, action in self.costs.on_view(self.levels[seat], bot, view):
                heapq.heappush(self.queue, (self.now + delay, next(self.order), seat, action))

    def next_round(self) -> Round | None:
        """Plays until the next reveal; None when the game is over first."""
        state = self.state
        while not GAME.is_over(state):
            if not self.queue:
                raise RuntimeError(f"nobody acts in phase {state.phase}: the computer players are stuck")
            self.now, _, seat, action = heapq.heappop(self.queue)
            if action["type"] == "clue":
                self.hand = list(state.hands[seat])
            try:
                events = GAME.apply(state, seat, decode_action(GAME, action), int(self.now * 1000))
            except RuleError:
                continue  # a narrator's second vote, when its first was taken
            if any(e["type"] == "clue_given" for e in events):
                semantics.embed_clue.cache_clear()  # so that the first guesser to read it pays for it
            self.show_views()
            for event in events:
                if event["type"] == "revealed":
                    assert state.clue is not None and state.narrator is not None
                    owners, votes, right = event["owners"], event["votes"], event["narrator_card"]
                    table = list(state.table)
                    return Round(state.narrator, self.hand, state.clue.words, table, owners, votes, right, self.levels)
        return None


def play(
    known: Semantics,
    level: str,
    options: Any,
    players: int,
    wanted: int,
    seed: int,
    costs: Costs,
    as_people: bool = False,
) -> list[Round]:
    """Rounds of games of `players` computer players of `level`, until `wanted` rounds are played."""
    rounds: list[Round] = []
    for game in itertools.count():
        if level == "mixed":
            # every level at the table, seats shuffled each game
            levels = [tuple(LEVELS)[s % len(LEVELS)] for s in range(players)]
            random.Random(f"{seed}-{game}").shuffle(levels)
        else:
            levels = [level] * players
        table = Table(known, levels, options, f"{seed}-{level}-{game}", costs, as_people)
        while len(rounds) < wanted and (played := table.next_round()) is not None:
            rounds.append(played)
        if len(rounds) >= wanted:
            return rounds
    raise AssertionError("unreachable")


def by_level(rounds: list[Round]) -> dict[str, dict[str, float]]:
    """Per narrator level: the share of its rounds where it scores (some but not all find its card), where everyone
    finds it, and where nobody does; per guesser level: the share of its guesses that found the narrator's card."""
    results: dict[str, dict[str, float]] = {}
    for level in LEVELS:
        told = [r for r in rounds if r.levels[r.narrator] == level]
        guesses = [
            (r, s)
            for r in rounds
            for s in range(len(r.levels))
            if s != r.narrator and r.levels[s] == level and any(s in v for v in r.votes)
        ]
        results[level] = {
            "narrated": len(told),
            "narrator_scored": round(sum(0 < r.finders < r.guessers for r in told) / max(1, len(told)), 3),
            "everyone_found": round(sum(r.finders == r.guessers for r in told) / max(1, len(told)), 3),
            "nobody_found": round(sum(r.finders == 0 for r in told) / max(1, len(told)), 3),
            "guesses": len(guesses),
            "guesser_found": round(sum(s in r.votes[r.narrator_card] for r, s in guesses) / max(1, len(guesses)), 3),
        }
    return results


def sample_line(known: Semantics, played: Round, language: str) -> str:
    """A round in one line: the clue, the card it was for, who found it."""
    card = played.table[played.narrator_card]
    finders = [s for s in played.votes[played.narrator_card] if s != played.narrator]
    missed = [s for s in range(len(played.levels)) if s != played.narrator and s not in finders]
    who = ", ".join(played.levels[s] for s in finders) or "nobody"
    not_who = ", ".join(played.levels[s] for s in missed) or "nobody"
    return (
        f"| {played.words} | {known.cards[card].description[language]} | {played.levels[played.narrator]} | "
        f"{len(finders)} of {played.guessers}: {who} | {not_who} |"
    )


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def show(known: Semantics, played: Round, language: str) -> None:
    found = f"{played.finders} of {played.guessers} found it"
    print(f"\n  clue: «\u00a0{played.words}\u00a0»   ({found})")
    print(f"  the narrator's hand: {', '.join(played.hand)}")
    for index, card in enumerate(played.table):
        owner = played.owners[index]
        who = "NARRATOR" if owner == played.narrator else ("deck" if owner is None else f"seat {owner}")
        votes = ",".join(str(s) for s in played.votes[index]) or "-"
        print(f"   {index + 1}. {who:8} votes {votes:10} {known.cards[card].description[language]}")


def caption_retrieval(known: Semantics) -> dict[str, dict[str, float]]:
    """For each language of caption and each way of comparing: the share of cards ranked first and in the top 3
    for their own caption, and the mean rank (0 = first)."""
    ids = list(known.index)
    ways = {**{f"description {lang}": known.vectors[lang] for lang in LANGUAGES}, "both": known.pictures}
    results: dict[str, dict[str, float]] = {}
    for lang in LANGUAGES:
        clues = embedding.queries([known.cards[i].caption[lang] for i in ids])
        for way, cards in ways.items():
            scores = clues @ cards.T
            ranks = [int((scores[i] > scores[i, i]).sum()) for i in range(len(ids))]
            results[f"caption {lang} vs {way}"] = {
                "first": round(sum(r == 0 for r in ranks) / len(ranks), 3),
                "top3": round(sum(r < 3 for r in ranks) / len(ranks), 3),
                "mean_rank": round(statistics.fmean(ranks), 1),
            }
    return results


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--language", default="en")
    parser.add_argument("--voters", default="others")
    parser.add_argument("--samples", type=int, default=10)
    parser.add_argument("--vectors", type=Path, default=picture_vectors.shipped_vectors_path())
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--captions", action="store_true")
    parser.add_argument("--deck", default="storybook", choices=("storybook", "classic"))
    parser.add_argument(
        "--as-people", action="store_true", help="narrators learn the others' levels from the votes, not the lobby"
    )
    parser.add_argument("--levels", default=",".join(LEVELS), help="the one-level tables to play, comma-separated")
    parser.add_argument(
        "--mixed",
        action="store_true",
        help="tables of every level (seats shuffled): figures per narrator level and per guesser level",
    )
    args = parser.parse_args()

    stored = picture_vectors.read(picture_vectors.shipped_deck_path(), args.vectors)
    known = semantics.understand(stored, picture_vectors.read_shipped_synonyms())
    options = GAME.prepare_options(
        {"voters": args.voters, "language": args.language, "target": 60, "deck": args.deck}, Content()
    )
    semantics.embed_clue("warming up")  # loading the model is once per process, not a move's cost
    costs = Costs()
    results: dict[str, Any] = {
        "rounds": args.rounds,
        "players": args.players,
        "language": args.language,
        "deck": args.deck,
    }
    chance = 1 / args.players
    print(
        f"{args.rounds} rounds per level, {args.players} players, {len(options.cards)} {args.deck} cards, "
        f"{args.language}"
    )
    print(f"chance of finding the narrator's card: 1/{args.players} = {chance:.3f}")
    samples: list[Round] = []
    if args.mixed:
        rounds = play(known, "mixed", options, args.players, args.rounds, args.seed, costs, args.as_people)
        results["mixed"] = by_level(rounds)
        print(f"\nmixed tables, {len(rounds)} rounds:")
        for level, f in results["mixed"].items():
            print(
                f"  {level:6} narrator ({f['narrated']:.0f} rounds): scores in {f['narrator_scored']:.1%}, "
                f"everyone finds it in {f['everyone_found']:.1%}, nobody in {f['nobody_found']:.1%}; "
                f"{level} guessers find the narrator's card in {f['guesser_found']:.1%} of {f['guesses']:.0f} guesses"
            )
        print(f"\n{args.samples} sample rounds (clue | the card it was for | narrator | who found it | who did not):")
        for played in rounds[: args.samples]:
            print(sample_line(known, played, args.language))
        print(json.dumps(results))
        return
    for level in reversed([level for level in LEVELS if level in args.levels.split(",")]):
        rounds = play(known, level, options, args.players, args.rounds, args.seed, costs, args.as_people)
        guesses = sum(r.guessers for r in rounds)
        found = sum(r.finders for r in rounds) / guesses
        scored = sum(1 for r in rounds if 0 < r.finders < r.guessers) / len(rounds)
        nobody = sum(1 for r in rounds if r.finders == 0) / len(rounds)
        results[level] = {"found": round(found, 3), "narrator_scored": round(scored, 3), "nobody": round(nobody, 3)}
        print(
            f"{level:6}: a guesser finds the narrator's card {found:.1%} of the time ({found / chance:.1f}× chance); "
            f"the narrator scores in {scored:.0%} of rounds; nobody finds it in {nobody:.0%}"
        )
        samples = samples or rounds[: args.samples]
    print("\nCPU per move (ms): mean, p95, max")
    results["cpu_ms"] = {}
    for role, values in sorted(costs.ms.items()):
        figures = (statistics.fmean(values), percentile(values, 95), max(values))
        results["cpu_ms"][role] = [round(v, 2) for v in figures]
        print(f"  {role:34} {figures[0]:6.2f} {figures[1]:6.2f} {figures[2]:6.2f}   ({len(values)} views)")
    if samples:
        print(f"\n{len(samples)} sample rounds of hard players:")
        for played in samples:
            show(known, played, args.language)
    if args.captions:
        results["captions"] = caption_retrieval(known)
        print(f"\nA card found from its caption said as a clue, among {len(known.index)} (first, top 3, mean rank):")
        for name, figures in results["captions"].items():
            print(f"  {name:34} {figures['first']:6.1%} {figures['top3']:6.1%} {figures['mean_rank']:6.1f}")
    print(json.dumps(results))


if __name__ == "__main__":
    main()
