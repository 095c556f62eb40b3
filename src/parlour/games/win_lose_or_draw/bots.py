"""Computer players for Win, Lose or Draw. Each reads only its own seat's view and the sketch its seat sees, as a
browser does, and acts through the same frames a person's browser sends.

- Sketching: the reviewed picture of its item (content/sketches/<language>/items/), traced stroke by stroke at a
  hand's pace (parlour.bots.sketching). With no picture for its item it passes before the timer starts, as the
  project's reading allows. While its team guesses it writes each found word beside the sketch, accepts a guess a
  typo away or with most of the item's words, and waves 'close' at a guess sharing a word with the item, or 'off
  track' at one sharing nothing.
- Guessing: the sketch is matched against the pictures of the announced category's items (reading.py), weighed with
  the labels, the gestures and the guesses already wrong; it shouts its likeliest untried item when it is sure
  enough, never the same twice, at a person's pace, and its team's one steal guess after a moment's thought.
- Board play: it places the white pawn, takes a pawn of a colour it lacks, and rolls when it sketched well.

Every action is decided a moment before it is sent and checked again against the latest view when its time comes:
the table may have moved on. docs/win-lose-or-draw-bots.md says more, with the figures."""

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from parlour.bots import matching
from parlour.bots.sheet import Sheet
from parlour.bots.sketching import PenStroke, due_frames, sketch
from parlour.content.items import fold
from parlour.content.sketches import item_picture, outlines
from parlour.engine.players import ComputerPlayers, EvaluationRequest, Move
from parlour.games.win_lose_or_draw import board
from parlour.games.win_lose_or_draw.bot_levels import LEVELS
from parlour.games.win_lose_or_draw.reading import Candidate, Table, beliefs, candidates, content_words

TICK_SECONDS = 0.1
TEMPLATES_PER_TICK = 4
"""Pictures made ready for matching per tick (each costs a few milliseconds on the server's event loop; shared by
every player in the process once made)."""
QUIET_S = 1.5
"""It does not shout within this long of the feed's last guess: a team of computer players takes turns."""
HURRY_S = 6.0
"""Seconds before time runs out at which it shouts its best even when unsure."""
PASSES_RUNNING = 3
"""Passes in a row after which a computer sketcher with no picture for its item sketches nothing rather than pass:
one pass left 23-40 % of French turns among computer players missed (43 % of French items have no picture),
three leave 3-10 % (docs/win-lose-or-draw-bots.md)."""
LABEL_SPOTS = [(120 + 190 * k, 940) for k in range(5)] + [(120 + 190 * k, 60) for k in range(5)]
"""Where it writes found words, on the 1000-unit sheet: along the bottom, then the top, clear of the sketch."""


@dataclass
class Turn:
    """What a player keeps about the turn in play."""

    key: tuple[int, int | None]
    """(turn, sketcher)."""
    strokes: list[PenStroke] = field(default_factory=list)
    drawing_from: float | None = None
    sent: int = 0
    handled: set[int] = field(default_factory=set)
    """Guesses (by id) its sketcher has judged or gestured at."""
    labelled: set[int] = field(default_factory=set)
    said: set[str] = field(default_factory=set)
    next_shout: float = 0.0
    looked_at: int = -1
    looked_when: float = -1e9
    stalled: int = 0
    """Looks in a row that found the sketch as the last one left it."""
    chances: Any = None
    found: tuple[Candidate, ...] = ()
    templates: list[matching.Template] = field(default_factory=list)
    stole: bool = False
    feed: int = 0
    """Guesses in the feed when it last looked, and since when (its own seconds)."""
    feed_at: float = 0.0
    decided: set[str] = field(default_factory=set)
    """Chores decided this turn (start, place, take, roll), so that each is decided once."""


class WinLoseOrDrawPolicy:
    """A computer player at one seat."""

    def __init__(
        self, level: str, rng: random.Random | None = None, humans: Callable[[], list[int]] | None = None
    ) -> None:
        self.level = LEVELS[level]
        self.rng = rng or random.Random()
        self.humans = humans or list
        self.tick_seconds = TICK_SECONDS
        self.view: dict[str, Any] | None = None
        self.sheet = Sheet()
        self.snapshot: dict[str, list[dict[str, Any]]] = {}
        self.sketcher: int | None = None
        self.epoch: int | None = None
        self.turn: Turn | None = None
        self.pending: list[tuple[float, dict[str, Any], tuple[int, int | None]]] = []
        self.now = 0.0

    @staticmethod
    def prepare() -> None:
        outlines()

    # --- views and sheets -------------------------------------------------------------------------------------

    def on_view(self, view: dict[str, Any]) -> list[tuple[float, dict[str, Any]]]:
        self.view = view
        epoch = (view.get("drawing") or {}).get("epoch")
        if epoch != self.epoch or view.get("sketcher") != self.sketcher:
            self.epoch, self.sketcher = epoch, view.get("sketcher")
            self.sheet = Sheet()
            # A snapshot comes before its view (joining mid-turn, or after a restart): its sketch is read now that
            # the view says whose it is.
            for stroke in self.snapshot.get(str(self.sketcher), []):
                self.sheet.apply({"t": "draw", **stroke})
        self.snapshot = {}
        return []

    def on_sheet(self, frame: dict[str, Any]) -> None:
        if frame.get("seat") == self.sketcher:
            self.sheet.apply(frame)

    def on_sheets(self, canvases: dict[str, list[dict[str, Any]]]) -> None:
        self.snapshot = canvases
        self.sheet = Sheet()
        self.epoch = None  # the view that follows rebuilds the sheet from the snapshot

    # --- time passing -----------------------------------------------------------------------------------------

    def on_tick(self, elapsed: float, clock_ms: int) -> list[Move]:
        self.now = elapsed
        view = self.view
        if view is None or view.get("you") is None or view["phase"] == "over":
            return []
        key = (view["turn"], view.get("sketcher"))
        if self.turn is None or self.turn.key != key:
            self.turn = Turn(key)
            self.pending = [p for p in self.pending if p[2] == key]
        turn = self.turn
        moves: list[Move] = []
        me = view["you"]
        if view["phase"] == "placing" and view.get("sketcher") == me:
            self._once(turn, "place", self.level.react_s, {"type": "place", "space": self.rng.choice(board.SPADES)})
        elif view["phase"] == "turn":
            stage = view["stage"]
            if view["sketcher"] == me:
                moves += self._sketcher(turn, view, stage)
            elif stage in ("drawing", "steal"):
                self._guesser(turn, view, stage, clock_ms)
            if stage == "collect" and view["board"] is not None:
                self._chores(turn, view)
        moves += self._due(view, key)
        return moves

    def _once(self, turn: Turn, chore: str, delay: tuple[float, float], action: dict[str, Any]) -> None:
        if chore not in turn.decided:
            turn.decided.add(chore)
            self._plan(delay, action)

    def _plan(self, delay: tuple[float, float], action: dict[str, Any]) -> None:
        assert self.turn is not None
        self.pending.append((self.now + self.rng.uniform(*delay), action, self.turn.key))

    def _due(self, view: dict[str, Any], key: tuple[int, int | None]) -> list[Move]:
        due = [p for p in self.pending if p[0] <= self.now]
        self.pending = [p for p in self.pending if p[0] > self.now]
        return [("act", action) for _, action, at in due if at == key and self._still_legal(action, view)]

    def _still_legal(self, action: dict[str, Any], view: dict[str, Any]) -> bool:
        """Whether an action decided a moment ago still stands: the table may have moved since."""
        me, kind, stage = view["you"], action["type"], view.get("stage")
        sketching = view["phase"] == "turn" and view["sketcher"] == me
        if kind == "place":
            return bool(view["phase"] == "placing" and view["sketcher"] == me)
        if kind in ("start", "pass"):
            return sketching and stage == "ready"
        if kind == "guess":
            steal = (view.get("teams") or {}).get("steal")
            return bool(view["may_guess"]) and not (stage == "steal" and steal is not None and steal["used"])
        if kind in ("mark", "accept", "label"):
            if not sketching or stage not in ("drawing", "steal"):
                return False
            if kind == "label":
                return action["word"] in view["item"]["found"]
            guess = next((g for g in view["guesses"] if g["id"] == action["guess"]), None)
            if kind == "mark":
                return guess is not None
            return guess is not None and not guess["correct"] and (stage == "drawing" or guess["steal"])
        if kind == "take":
            return me in view["board"]["to_take"] and action["colour"] not in view["board"]["pawns"][me]
        if kind == "roll":
            return sketching and stage == "collect" and not view["board"]["rolled"]
        return False

    # --- sketching ----------------------------------------------------------------------------------------------

    def _sketcher(self, turn: Turn, view: dict[str, Any], stage: str) -> list[Move]:
        item = view["item"]
        if stage == "ready" and item is not None:
            picture = item_picture(item["text"], view["category"], view.get("language") or "en")
            if picture is None and _passes_running(view["history"]) < PASSES_RUNNING:
                self._once(turn, "start", self.level.read_s, {"type": "pass"})
            elif picture is None:
                # A team of computer players with nothing to picture (a host's own list) would pass for ever: after
                # a few passes running it lets the timer run out, and the other team may steal.
                self._once(turn, "start", self.level.read_s, {"type": "start"})
            else:
                if not turn.strokes:
                    seed = self.rng.randrange(2**32)
                    turn.strokes = sketch(picture, outlines(), self.level.care, seed)
                self._once(turn, "start", self.level.read_s, {"type": "start"})
            return []
        if stage not in ("drawing", "steal") or item is None:
            return []
        self._judge(turn, view, item)
        return self._draw(turn, view) if stage == "drawing" else []

    def _judge(self, turn: Turn, view: dict[str, Any], item: dict[str, Any]) -> None:
        """Its team's guesses as a person sketching would meet them: accept, gesture, label."""
        language = view.get("language") or "en"
        item_words = content_words(item["text"], language)
        for guess in view["guesses"]:
            if guess["id"] in turn.handled or guess["correct"] or guess["text"] is None:
                continue
            turn.handled.add(guess["id"])
            if guess.get("near"):
                self._plan(self.level.react_s, {"type": "accept", "guess": guess["id"]})
            elif content_words(guess["text"], language) & item_words:
                self._plan(self.level.react_s, {"type": "mark", "guess": guess["id"], "mark": "close"})
            elif self.rng.random() < self.level.marks:
                self._plan(self.level.react_s, {"type": "mark", "guess": guess["id"], "mark": "off"})
        placed = {label["word"] for label in view["labels"]}
        for word in item["found"]:
            if word not in placed and word not in turn.labelled and len(turn.labelled) < len(LABEL_SPOTS):
                x, y = LABEL_SPOTS[len(turn.labelled)]
                turn.labelled.add(word)
                self._plan(self.level.react_s, {"type": "label", "word": word, "x": x, "y": y})

    def _draw(self, turn: Turn, view: dict[str, Any]) -> list[Move]:
        """The points whose time has come, a frame per stroke."""
        if not turn.strokes:
            return []
        if view["you"] not in (view.get("drawing") or {}).get("drawers", [view["you"]]):
            return []
        if turn.drawing_from is None:
            turn.drawing_from = self.now
        frames, turn.sent = due_frames(turn.strokes, turn.sent, self.now - turn.drawing_from)
        return [("draw", frame) for frame in frames]

    # --- guessing -----------------------------------------------------------------------------------------------

    def _guesser(self, turn: Turn, view: dict[str, Any], stage: str, clock_ms: int) -> None:
        language = view.get("language") or "en"
        if not turn.found:
            turn.found = candidates(language, view["category"] or "")
        if len(turn.templates) < len(turn.found):
            made = matching.template.cache_info().misses
            while (
                len(turn.templates) < len(turn.found)
                and matching.template.cache_info().misses - made < TEMPLATES_PER_TICK
            ):
                turn.templates.append(matching.template(turn.found[len(turn.templates)].picture))
            if len(turn.templates) < len(turn.found) and stage != "steal":
                return
        if not turn.found:
            return
        self._look(turn, view, language)
        if turn.chances is None and stage == "steal" and view["may_guess"]:
            # Its one steal guess, though it has not read the sketch (too little of it, or no time to): what the
            # table says alone.
            flat = np.zeros(len(turn.found))
            turn.chances = beliefs(flat, turn.found, self._table(view, language), self.level.temperature, language)
        if turn.chances is None or not view["may_guess"]:
            return  # the other team watches the sketch too, ready to steal
        if stage == "steal":
            if not turn.stole and self._steals(view):
                turn.stole = True
                best = self._best(turn, view)
                if best is not None:
                    self._plan(self.level.steal_s, {"type": "guess", "text": best[0]})
            return
        if self.now < turn.next_shout or self._feed_busy(view, turn):
            return
        best = self._best(turn, view)
        if best is None:
            return
        text, chance = best
        deadline = view.get("deadline")
        hurry = deadline is not None and deadline - clock_ms <= HURRY_S * 1000
        sure = self.level.sure / (2 if turn.stalled >= 2 else 1)
        if chance >= sure or hurry:
            turn.said.add(fold(text, language))
            react = self.rng.uniform(*self.level.react_s)
            self._plan((react, react), {"type": "guess", "text": text})
            turn.next_shout = self.now + react + self.rng.uniform(*self.level.gap_s)  # its pace counts from the shout

    def _look(self, turn: Turn, view: dict[str, Any], language: str) -> None:
        sheet = self.sheet
        if len(turn.templates) < len(turn.found):
            return  # its pictures are not all ready yet
        if sheet.ink < self.level.min_ink or self.now - turn.looked_when < self.level.look_every:
            return
        turn.stalled = turn.stalled + 1 if sheet.version == turn.looked_at else 0
        turn.looked_at, turn.looked_when = sheet.version, self.now
        costs = matching.costs(sheet.lines(), turn.templates).astype(np.float64)
        if self.level.misreading:
            costs += np.array([self.rng.gauss(0, self.level.misreading) for _ in costs])
        turn.chances = beliefs(costs, turn.found, self._table(view, language), self.level.temperature, language)

    def _table(self, view: dict[str, Any], language: str) -> Table:
        guesses = [g for g in view["guesses"] if g["text"] is not None and not g["correct"]]
        return Table(
            labels=[label["text"] for label in view["labels"]],
            wrong=[fold(g["text"], language) for g in guesses],
            close=[g["text"] for g in guesses if g["mark"] == "close"],
            off=[g["text"] for g in guesses if g["mark"] == "off"],
            gone=[fold(r["text"], language) for r in view["history"] if r["text"] is not None],
        )

    def _best(self, turn: Turn, view: dict[str, Any]) -> tuple[str, float] | None:
        """Its likeliest candidate not yet shouted by anyone, with its chance."""
        language = view.get("language") or "en"
        said = turn.said | {fold(g["text"], language) for g in view["guesses"] if g["text"] is not None}
        order = np.argsort(-turn.chances)
        for index in order:
            candidate = turn.found[int(index)]
            if turn.chances[index] > 0 and candidate.said not in said:
                return candidate.text, float(turn.chances[index])
        return None

    def _feed_busy(self, view: dict[str, Any], turn: Turn) -> bool:
        """Whether the feed's last guess came less than QUIET_S ago, in its own time (the room's clock may be held,
        or run slower than its own)."""
        if len(view["guesses"]) != turn.feed:
            turn.feed, turn.feed_at = len(view["guesses"]), self.now
        return bool(turn.feed) and self.now - turn.feed_at < QUIET_S

    def _steals(self, view: dict[str, Any]) -> bool:
        """One considered guess for the team: its computer player of the lowest seat makes it."""
        teams = view["teams"]
        team = teams["steal"]["team"]
        people = set(self.humans())
        mine = [seat for seat, t in enumerate(teams["of"]) if t == team and seat not in people]
        return bool(mine) and mine[0] == view["you"]

    # --- board play's chores ------------------------------------------------------------------------------------

    def _chores(self, turn: Turn, view: dict[str, Any]) -> None:
        me, board_view = view["you"], view["board"]
        if me in board_view["to_take"]:
            colours = board.colours_to_take(board_view["pawns"][me])
            if colours:
                self._once(turn, "take", self.level.react_s, {"type": "take", "colour": self.rng.choice(colours)})
        if view["sketcher"] == me and not board_view["rolled"]:
            self._once(turn, "roll", self.level.react_s, {"type": "roll"})


def _policy(level: str, humans: Callable[[], list[int]]) -> WinLoseOrDrawPolicy:
    WinLoseOrDrawPolicy.prepare()
    return WinLoseOrDrawPolicy(level, humans=humans)


def _evaluate(request: EvaluationRequest) -> list[str]:
    from parlour.games.win_lose_or_draw.evaluation import evaluate

    return evaluate(request)


WIN_LOSE_OR_DRAW_COMPUTER_PLAYERS = ComputerPlayers(levels=tuple(LEVELS), policy=_policy, evaluate=_evaluate)


def _passes_running(history: list[dict[str, Any]]) -> int:
    """How many of the last turns in a row were passed."""
    count = 0
    for turn in reversed(history):
        if turn["outcome"] != "passed":
            break
        count += 1
    return count
