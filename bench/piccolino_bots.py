"""How Piccolino's computer players fare at the bell against people of known reaction times.

    .venv/bin/python bench/piccolino_bots.py [--races 2000] [--seed 1] [--one-way 25]

Races each level against four simulated people (a child of 6, an average adult, a quick adult, a person ringing
at 400 ms on average), two at a table, game after game until `--races` bells have been won, through the game's
own rules: every ring goes through `GAME.admit` and `GAME.apply`, so the fair bell says who was first. The people
sit `--one-way` ms away (each way) and see a table a paint (16 ms) after it arrives; the computer player, as in a
room, has no connection. The races themselves are in tests/piccolino/races.py, shared with the calibration tests.

Prints, for each level, its share of the bells won against each person and its wrong rings per 100 tables, and
the same for the levels as they were before their calibration (the baseline, in the same run); then each
person's own wrong rings per 100 tables, and everything as one JSON line. docs/piccolino-bots.md explains it.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from tests.piccolino.races import PEOPLE, Tally, race  # noqa: E402

from parlour.games.piccolino.bots import LEVELS, Level  # noqa: E402


@dataclass(frozen=True)
class Uniform:
    """The levels' reaction before the calibration: uniform between two bounds (a stand-in for `Reaction`, with
    the two members a computer player uses)."""

    low: float
    high: float

    @property
    def mean(self) -> float:
        return (self.low + self.high) / 2

    @property
    def sd(self) -> float:
        return float((self.high - self.low) / 12**0.5)

    def sample(self, rng: random.Random) -> float:
        return rng.uniform(self.low, self.high)


BEFORE: dict[str, Level] = {
    "easy": Level(reaction=Uniform(900, 1500), flip_ms=(900, 1700), mistake=0.06),
    "medium": Level(reaction=Uniform(600, 1000), flip_ms=(600, 1100), mistake=0.03),
    "hard": Level(reaction=Uniform(380, 600), flip_ms=(350, 700), mistake=0.01),
}
"""The levels as they were until issue 23 (reaction_ms ranges drawn uniformly)."""


def row(name: str, level: Level, tallies: dict[str, Tally]) -> dict[str, Any]:
    reaction = level.reaction
    shares = "".join(f" {tally.share():>14.1%}" for tally in tallies.values())
    wrong = sum(t.wrong[0] for t in tallies.values()) / sum(t.tables for t in tallies.values()) * 100
    print(f"{name:16} {reaction.mean:6.0f} {reaction.sd:5.0f} {shares} {wrong:10.2f}")
    return {
        "reaction_mean_ms": round(reaction.mean),
        "reaction_sd_ms": round(reaction.sd),
        "share": {person: round(tally.share(), 3) for person, tally in tallies.items()},
        "wrong_per_100_tables": round(wrong, 2),
        "races": {person: tally.races for person, tally in tallies.items()},
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--races", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--one-way", type=int, default=25)
    args = parser.parse_args()

    people = {key: replace(person, one_way_ms=args.one_way) for key, person in PEOPLE.items()}
    started = time.process_time()
    print(f"{args.races} bells per pairing, the person {args.one_way} ms away each way; seed {args.seed}")
    print("Share of the bells won by the computer player, and its wrong rings per 100 tables (all pairings):\n")
    header = "".join(f" {key:>14}" for key in people)
    print(f"{'level':16} {'mean':>6} {'sd':>5} {header} {'wrong/100':>10}")
    results: dict[str, Any] = {"races": args.races, "seed": args.seed, "one_way_ms": args.one_way, "levels": {}}
    people_wrong: dict[str, list[int]] = {key: [0, 0] for key in people}
    for label, levels in (("", LEVELS), ("before: ", BEFORE)):
        for name, level in levels.items():
            tallies = {}
            for index, (key, person) in enumerate(people.items()):
                tally = race(level, person, args.races, seed=args.seed * 100 + index)
                tallies[key] = tally
                if not label:
                    people_wrong[key][0] += tally.wrong[1]
                    people_wrong[key][1] += tally.tables
            results["levels"][label + name] = row(label + name, level, tallies)
        if not label:
            print()
    print("\nThe people's own wrong rings per 100 tables (over their races against the three levels):")
    results["people"] = {}
    for key, person in people.items():
        wrong, tables = people_wrong[key]
        rate = 100 * wrong / tables
        results["people"][key] = {
            "reaction_mean_ms": round(person.reaction.mean),
            "reaction_sd_ms": round(person.reaction.sd),
            "wrong_per_100_tables": round(rate, 2),
        }
        print(f"  {person.name:28} mean {person.reaction.mean:5.0f} ms, sd {person.reaction.sd:4.0f}: {rate:5.2f}")
    results["cpu_s"] = round(time.process_time() - started, 1)
    print(f"\n({results['cpu_s']} s of CPU)")
    print(json.dumps(results))


if __name__ == "__main__":
    main()
