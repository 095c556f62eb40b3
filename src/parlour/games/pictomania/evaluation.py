"""How well Pictomania's computer players guess, measured (`parlour bots evaluate pictomania`).

- Among themselves: seeded rounds of six computer players of one level, per level, language and deck level, on a
  virtual table (parlour.bots.table): how often a guess's number is right, against chance.
- On people's drawings: every finished game in the database is replayed; each sheet a person drew is read by the
  guesser from each other seat's point of view (leaving out that seat's own card and number), and its best
  number is checked against the revealed one. The figure grows as people play."""

import random
import time
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import msgspec

from parlour.bots import matching
from parlour.bots.sheet import Sheet
from parlour.bots.table import VirtualTable
from parlour.content.deck import LEVELS as DECK_LEVELS
from parlour.content.shipped import load_language
from parlour.content.sketches import shipped_map
from parlour.engine.decoding import decode_action
from parlour.engine.match import Match
from parlour.engine.players import EvaluationRequest, FinishedGame
from parlour.games.pictomania import guessing
from parlour.games.pictomania.actions import DrawNothing, Guess
from parlour.games.pictomania.bot_levels import LEVELS
from parlour.games.pictomania.bots import PictomaniaPolicy
from parlour.games.pictomania.pictures import find_picture
from parlour.games.pictomania.stand_ins import tally_stand_ins
from parlour.games.pictomania.state import State

PLAYERS = 6
CHANCE = 1 / (len(guessing.NUMBERS) - 1)
"""A guess's number at random among the six numbers that are not the guesser's own."""
TABLE_SECONDS = 600
STAND_IN_TABLES = 3


@dataclass
class Tally:
    guesses: int = 0
    right: int = 0
    sheets: int = 0
    rounds: int = 0
    unfinished: int = 0
    refusals: int = 0
    cpu: float = 0.0
    by_deck: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    """Per deck level: guesses, right ones."""
    sheets_by_deck: dict[str, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    """Per deck level: sheets, blank ones (a player that declared it draws nothing)."""

    @property
    def blank(self) -> int:
        """Sheets left blank, at every deck level."""
        return sum(blank for _, blank in self.sheets_by_deck.values())

    def draws(self) -> str:
        """The share of sheets drawn at each deck level, as "99 / 82 / 84 / 55 %"."""
        shares = []
        for deck in DECK_LEVELS:
            sheets, blank = self.sheets_by_deck[deck]
            shares.append(f"{100 * (1 - blank / sheets):.0f}" if sheets else "-")
        return " / ".join(shares) + " %"

    def rate(self) -> str:
        if not self.guesses:
            return "no guesses"
        share = self.right / self.guesses
        return f"{share:.1%} right of {self.guesses} guesses ({share / CHANCE:.1f}× chance {CHANCE:.1%})"


def coverage(language: str) -> dict[str, tuple[int, int, dict[str, int]]]:
    """Per deck level: clues with a reviewed picture, all clues, and how many of each kind."""
    pictures = shipped_map(language)
    result = {}
    for level in DECK_LEVELS:
        clues = [c for card in load_language(language) if card.level == level for side in card.sides for c in side]
        kinds: dict[str, int] = defaultdict(int)
        for clue in clues:
            picture = pictures.get(" ".join(clue.split()).casefold())
            kinds[picture.kind if picture else "none"] += 1
        result[level] = (len(clues) - kinds["none"], len(clues), dict(kinds))
    return result


def self_play(level: str, language: str, rounds: int, seed: int) -> Tally:
    from parlour.games.pictomania import GAME, simulation_options

    tally = Tally()
    deck = ""

    def on_action(table: VirtualTable, seat: int, action: Any) -> None:
        state: State = table.state
        if isinstance(action, Guess):
            right = state.players[action.target].number == action.number
            tally.guesses += 1
            tally.right += right
            tally.by_deck[deck][0] += 1
            tally.by_deck[deck][1] += right
        elif isinstance(action, DrawNothing):
            tally.sheets_by_deck[deck][1] += 1

    for index in range(rounds):
        deck = DECK_LEVELS[index % len(DECK_LEVELS)]
        options = simulation_options({"level": deck, "language": language})
        round_seed = seed * 100_003 + index
        policies: dict[int, Any] = {
            s: PictomaniaPolicy(level, random.Random(round_seed * 10 + s)) for s in range(PLAYERS)
        }
        table = VirtualTable(GAME, options, policies, round_seed, PLAYERS, on_action=on_action)
        started = time.process_time()
        finished = table.run(lambda state: state.phase in ("scored", "over"), TABLE_SECONDS)
        tally.cpu += time.process_time() - started
        tally.rounds += 1
        tally.sheets += PLAYERS
        tally.sheets_by_deck[deck][0] += PLAYERS
        tally.unfinished += not finished
        tally.refusals += len(table.refusals)
    return tally


# --- people's drawings -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Drawn:
    """One person's sheet of one round, with what the table showed."""

    rack: list[dict[str, Any]]
    seat: int
    number: int
    lines: list[list[tuple[float, float]]]
    ink: int
    secrets: list[tuple[int, int]]
    """Every seat's (symbol, number)."""
    language: str
    children: bool
    level: str


def rounds_of(
    match_state_by_round: dict[int, State], ops: Iterable[tuple[int, int, int, int, Any]], people: dict[int, int | None]
) -> list[Drawn]:
    """`people`: seat -> the epoch (round) from which a computer player drew there, 0 for a computer player from
    the start, None for a person throughout."""
    sheets: dict[tuple[int, int], Sheet] = defaultdict(Sheet)
    for _, _, epoch, seat, op in ops:
        frame = {"t": op["k"], "seat": seat, **{k: v for k, v in op.items() if k != "k"}}
        sheets[(epoch, seat)].apply(frame)
    drawn = []
    for round_number, state in match_state_by_round.items():
        cards = state.options.cards
        rack = [{"symbol": i, "clues": list(cards[p.card].sides[p.side])} for i, p in enumerate(state.rack)]
        secrets = [(p.symbol, p.number) for p in state.players]
        for seat, bot_since in people.items():
            if bot_since is not None and round_number >= bot_since:
                continue
            sheet = sheets.get((round_number, seat))
            player = state.players[seat]
            if sheet is None or player.blank or player.wrong_clue:
                continue
            drawn.append(
                Drawn(
                    rack,
                    seat,
                    player.number,
                    sheet.lines(),
                    sheet.ink,
                    secrets,
                    state.options.language,
                    state.options.children,
                    state.level or "easy",
                )
            )
    return drawn


def read_people(drawn: list[Drawn], level: str = "hard") -> Tally:
    """The guesser on each person's sheet, from every other seat's point of view."""
    tally = Tally()
    settings = LEVELS[level]
    for sheet in drawn:
        if sheet.ink < settings.min_ink:
            continue
        clues = [
            guessing.Clue(card["symbol"], n, find_picture(text, sheet.language) is not None)
            for card in sheet.rack
            for n, text in enumerate(card["clues"], start=1)
        ]
        pictures = [find_picture(text, sheet.language) for card in sheet.rack for text in card["clues"]]
        costs = matching.table_costs(sheet.lines, [[matching.template(p)] if p else [] for p in pictures])
        tally.sheets += 1
        for guesser, (symbol, number) in enumerate(sheet.secrets):
            if guesser == sheet.seat:
                continue
            seat = (symbol, number)
            best = guessing.likeliest_number(costs, clues, seat, sheet.children, settings.temperature, settings.unknown)
            right = best == sheet.number
            tally.guesses += 1
            tally.right += right
            tally.by_deck[sheet.level][0] += 1
            tally.by_deck[sheet.level][1] += right
    return tally


def people_in_records(finished: list[FinishedGame]) -> list[Drawn]:
    """People's sheets from finished games: each game replayed to the end of each round, its sheets redrawn."""
    from parlour.games.pictomania import GAME

    drawn: list[Drawn] = []
    for game in finished:
        people = {p["seat"]: p.get("bot_since", 0) if p.get("bot") else None for p in game.players}
        states: dict[int, State] = {}
        match, _ = Match.replay(GAME, game.header, [])
        for record in game.records:
            if record.seat is None:
                match.tick(record.t)
            else:
                match.act(record.seat, decode_action(match.game, record.action), record.t)
            state: State = match.state
            if state.phase in ("scored", "over") and state.round not in states:
                states[state.round] = _freeze(state)
        drawn += rounds_of(states, game.ops, people)
    return drawn


def _freeze(state: State) -> State:
    copy: State = msgspec.convert(msgspec.to_builtins(state), State)
    return copy


# --- the command ---------------------------------------------------------------------------------------------


def evaluate(request: EvaluationRequest) -> list[str]:
    lines = ["# Pictomania computer players", "", "## Clues with a reviewed picture", ""]
    lines.append("| language | " + " | ".join(DECK_LEVELS) + " |")
    lines.append("|---|" + "---|" * len(DECK_LEVELS))
    for language in request.languages:
        cells = []
        for level, (pictured, total, kinds) in coverage(language).items():
            detail = ", ".join(f"{k} {v}" for k, v in sorted(kinds.items()) if k != "none")
            cells.append(f"{pictured}/{total} ({pictured / total:.0%}; {detail})" if total else "-")
            del level
        lines.append(f"| {language} | " + " | ".join(cells) + " |")
    lines += ["", f"## Among themselves: {request.rounds} rounds of {PLAYERS} players per level and language", ""]
    if request.rounds > 0:
        lines += _self_play_table(request)
    else:
        lines.append("No rounds asked for (--rounds 0): none played.")
    lines += ["", "## On people's drawings", ""]
    if request.finished is None:
        lines.append("No database given (--database-url): nothing read.")
    else:
        drawn = people_in_records(request.finished)
        games = len(request.finished)
        tally = read_people(drawn)
        lines.append(
            f"{games} finished game(s), {len(drawn)} sheet(s) drawn by people, {tally.sheets} with enough ink."
        )
        lines.append(f"Hard guesser: {tally.rate()}.")
        for deck in DECK_LEVELS:
            g, r = tally.by_deck[deck]
            if g:
                lines.append(f"- {deck}: {r}/{g} ({r / g:.0%})")
    lines += ["", "## On stand-ins for people's drawings", ""]
    if request.stand_ins is None:
        lines.append("No stand-in drawings given (--stand-ins FOLDER): nothing read.")
        return lines
    lines.append(
        "Right numbers on the held-out drawings (on the others, kept for work on the readers, in brackets); "
        f"each drawing read from {STAND_IN_TABLES} random tables; chance {CHANCE:.1%}."
    )
    lines += ["", "| language | guesser | drawings | " + " | ".join(DECK_LEVELS) + " |"]
    lines.append("|---|---|---|" + "---|" * len(DECK_LEVELS))
    for language in request.languages:
        for level in request.levels:
            found = tally_stand_ins(request.stand_ins, language, LEVELS[level], request.seed, STAND_IN_TABLES)
            if found.drawings:
                shares = [f"{found.share(True, d)} ({found.share(False, d)})" for d in DECK_LEVELS]
                lines.append(f"| {language} | {level} | {found.drawings} | " + " | ".join(shares) + " |")
            if found.unknown and level == request.levels[0]:
                lines.append(f"Not a shipped {language} clue, not read: {', '.join(sorted(found.unknown))}")
    return lines


def _self_play_table(request: EvaluationRequest) -> list[str]:
    lines: list[str] = []
    lines.append(
        "| level | language | right numbers | "
        + " | ".join(DECK_LEVELS)
        + " | draws nothing | draws, per deck level | CPU per round |"
    )
    lines.append("|---|---|---|" + "---|" * len(DECK_LEVELS) + "---|---|---|")
    for level in request.levels:
        for language in request.languages:
            tally = self_play(level, language, request.rounds, request.seed)
            per_deck = [
                f"{r / g:.0%} of {g}" if (g := tally.by_deck[d][0]) and (r := tally.by_deck[d][1]) is not None else "-"
                for d in DECK_LEVELS
            ]
            problems = (
                f" ({tally.refusals} refused moves, {tally.unfinished} rounds unfinished)"
                if tally.refusals or tally.unfinished
                else ""
            )
            lines.append(
                f"| {level} | {language} | {tally.rate()}{problems} | "
                + " | ".join(per_deck)
                + f" | {tally.blank / max(1, tally.sheets):.0%} | {tally.draws()}"
                + f" | {tally.cpu / max(1, tally.rounds):.2f} s |"
            )
    return lines
