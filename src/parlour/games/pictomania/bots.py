"""Computer players for Pictomania. Each reads only its own seat's view and the sheets its seat sees, as a browser
does, and acts through the same frames a person's browser sends: it draws its clue point by point, watches the
others' sheets grow, places a guess once a sheet's number stands out, and takes a bonus token when it is done.

- Drawing: the reviewed picture of its clue (content/sketches.py), traced as a hand would (sketching.py). With
  no picture for its clue it declares that it draws nothing, as the French rules let a person do.
- Guessing: each sheet is matched against the pictures of the clues on the table (matching.py), at most once
  every `look_every` seconds per sheet and only when it has grown; the evidence is summed per number, leaving out
  its own card and number, and weighed jointly over the sheets (guessing.py). It guesses when the best number is
  clear enough, or takes its best chance when the round is about to end.
- Finishing: once its drawing is done and it has guessed every sheet it can, after a short pause; it does not take
  the last bonus token while someone else is still playing, unless they make it wait too long.

docs/pictomania-bots.md says more, with the figures."""

import random
from collections.abc import Callable
from typing import Any

import numpy as np

from parlour.bots import matching
from parlour.bots.sheet import Sheet
from parlour.bots.sketching import PenStroke, due_frames, sketch
from parlour.content.deck import LEVELS as DECK_LEVELS
from parlour.content.sketches import outlines
from parlour.engine.players import ComputerPlayers, Lessons, Move
from parlour.games.pictomania import guessing, learning
from parlour.games.pictomania.bot_levels import LEVELS
from parlour.games.pictomania.bot_memory import Round
from parlour.games.pictomania.pictures import find_picture

Plan = tuple[float, dict[str, Any]]
BATCH_SECONDS = 0.1
"""A computer player sends its points ten times a second (a browser, about thirty)."""
TEMPLATES_PER_TICK = 2


class PictomaniaPolicy:
    """A computer player at one seat."""

    def __init__(
        self, level: str, rng: random.Random | None = None, humans: Callable[[], list[int]] | None = None
    ) -> None:
        self.level = LEVELS[level]
        self.humans = humans or list
        """The seats people play: it keeps the last token back for them, not for other computer players."""
        self.rng = rng or random.Random()
        self.tick_seconds = BATCH_SECONDS
        self.view: dict[str, Any] | None = None
        self.sheets: dict[int, Sheet] = {}
        self.epoch: int | None = None
        self.round: Round | None = None
        self.planned: set[tuple[int, str]] = set()
        self.now = 0.0
        self.lessons: Callable[[], Lessons] = dict
        """What the server has kept of its finished games: people's drawings of clues (learning.py)."""

    @staticmethod
    def prepare() -> None:
        """Load the outlines once, when a computer player joins, so no move pays for it."""
        outlines()

    def learn_from(self, lessons: Callable[[], Lessons]) -> None:
        self.lessons = lessons

    # --- views and sheets -------------------------------------------------------------------------------------

    def on_view(self, view: dict[str, Any]) -> list[Plan]:
        self.view = view
        epoch = (view.get("drawing") or {}).get("epoch")
        if epoch != self.epoch:
            self.epoch = epoch
            self.sheets = {}
        if self.round is None or self.round.number != view["round"]:
            self.round = Round(view["round"])
        seat, phase = view.get("seat"), view["phase"]
        me = view.get("me")
        if seat is None or me is None:
            return []
        key = (view["round"], phase)
        if key in self.planned:
            return []
        if phase == "choosing_level":
            if seat != 0:
                return []
            self.planned.add(key)
            levels = view.get("levels") or list(DECK_LEVELS)
            previous = view["results"][-1]["level"] if view["results"] else None
            level = previous if previous in levels else levels[0]
            return [(self.rng.uniform(*self.level.ready_s), {"type": "choose_level", "level": level})]
        player = view["players"][seat]
        if phase in ("preview", "scored") and not player["ready"]:
            self.planned.add(key)
            return [(self.rng.uniform(*self.level.ready_s), {"type": "ready"})]
        if phase == "review" and not player["checked"]:
            self.planned.add(key)
            return [(self.rng.uniform(*self.level.ready_s), {"type": "check_clue", "wrong": False})]
        return []

    def on_sheet(self, frame: dict[str, Any]) -> None:
        seat = frame.get("seat")
        if isinstance(seat, int):
            self.sheets.setdefault(seat, Sheet()).apply(frame)

    def on_sheets(self, canvases: dict[str, list[dict[str, Any]]]) -> None:
        self.sheets = {}
        for seat, strokes in canvases.items():
            sheet = self.sheets.setdefault(int(seat), Sheet())
            for stroke in strokes:
                sheet.apply({"t": "draw", **stroke})

    # --- time passing -----------------------------------------------------------------------------------------

    def on_tick(self, elapsed: float, clock_ms: int) -> list[Move]:
        self.now = elapsed
        view, game = self.view, self.round
        if view is None or game is None or view["phase"] != "drawing" or view.get("seat") is None:
            return []
        seat = view["seat"]
        me, player = view.get("me"), view["players"][seat]
        if me is None or me.get("secret") is None or player["finished"] or game.finished:
            return []
        if game.started is None:
            self._begin(game, view)
        moves: list[Move] = []
        if not player["blank"]:
            moves += self._draw(game, view)
        if game.pending is not None and game.pending[0] <= elapsed:
            action = game.pending[1]
            game.pending = None
            if self._still_legal(action, view, game):
                moves.append(("act", action))
                if action["type"] == "guess":
                    game.guessed[action["target"]] = action["number"]
                elif action["type"] == "finish":
                    game.finished = True
            return moves
        if game.pending is None:
            self._look(game, view)
            game.pending = self._decide(game, view, clock_ms)
        return moves

    def _begin(self, game: Round, view: dict[str, Any]) -> None:
        game.started = self.now
        secret = view["me"]["secret"]
        rack = view["rack"]
        clue = rack[secret["symbol"]]["clues"][secret["number"] - 1]
        language = view.get("language")
        picture = find_picture(clue, language)
        start = self.now + self.rng.uniform(*self.level.start_s)
        if picture is None:
            game.blank_planned = True
            game.pending = (start, {"type": "draw_nothing"})
        else:
            game.strokes = [
                PenStroke(start + s.start, s.points)
                for s in sketch(picture, outlines(), self.level.care, self.rng.randrange(2**32))
            ]
        game.clues, game.pictures, game.templates, game.to_prepare = [], [], [], []
        kept = self.lessons()
        for card in rack:
            for number, text in enumerate(card["clues"], start=1):
                index = len(game.clues)
                found = find_picture(text, language)
                drawn = learning.learned(kept, text, language)
                game.clues.append(guessing.Clue(card["symbol"], number, found is not None or bool(drawn)))
                game.pictures.append(found)
                game.templates.append([])
                game.to_prepare += [(index, found)] if found is not None else []
                game.to_prepare += [(index, data) for data in drawn]

    def _prepare(self, game: Round) -> bool:
        """Make the table's pictures ready for matching, a few new ones a tick (each costs a few milliseconds, and
        a tick runs on the server's event loop; one another player made is shared); True once they all are."""
        made = 0
        while game.to_prepare and made < TEMPLATES_PER_TICK:
            before = _templates_made()
            index, picture = game.to_prepare.pop(0)
            found = learning.drawn_template(picture) if isinstance(picture, str) else matching.template(picture)
            game.templates[index].append(found)
            made += _templates_made() - before
        return not game.to_prepare

    def _draw(self, game: Round, view: dict[str, Any]) -> list[Move]:
        """The points whose time has come, a frame per stroke."""
        if game.done_at is not None or not game.strokes:
            return []
        if view["seat"] not in (view.get("drawing") or {}).get("drawers", [view["seat"]]):
            return []
        frames, game.sent = due_frames(game.strokes, game.sent, self.now)
        if game.sent >= sum(len(stroke.points) for stroke in game.strokes):
            game.done_at = self.now
        return [("draw", frame) for frame in frames]

    def _look(self, game: Round, view: dict[str, Any]) -> None:
        """Match at most one sheet a tick: the one that has waited longest since it grew."""
        seat = view["seat"]
        due = [
            (sheet.looked_when, other)
            for other, sheet in self.sheets.items()
            if other != seat
            and not sheet.read_in_full
            and sheet.ink >= self.level.min_ink
            and self.now - sheet.looked_when >= self.level.look_every
        ]
        if not self._prepare(game) or not due:
            return
        _, other = min(due)
        sheet = self.sheets[other]
        sheet.looked_at, sheet.looked_when = sheet.version, self.now
        secret = view["me"]["secret"]
        allowed = guessing.allowed_clues(game.clues, secret["symbol"], secret["number"], bool(view.get("children")))
        noise = self.level.misreading
        costs = [
            cost + self.rng.gauss(0, noise) if pictures else cost
            for cost, pictures in zip(matching.table_costs(sheet.lines(), game.templates), game.templates, strict=True)
        ]
        weights = guessing.clue_weights(costs, game.clues, allowed, self.level.temperature, self.level.unknown)
        before = game.evidence.get(other)
        game.evidence[other] = guessing.number_evidence(weights, game.clues)
        game.steady[other] = before is not None and int(np.argmax(before)) == int(np.argmax(game.evidence[other]))
        game.looks += 1

    def _unchanged(self, seat: int) -> bool:
        """Whether a sheet has stayed as its last look saw it for a look's interval: a second look would only see
        the same again."""
        sheet = self.sheets.get(seat)
        return sheet is not None and sheet.read_in_full and self.now - sheet.looked_when >= self.level.look_every

    def _keeps_last_token_back(self, view: dict[str, Any], game: Round) -> bool:
        """Taking the last token would stop a person still drawing or guessing: it waits, up to twice its
        patience after its own work was done."""
        done_at = game.done_at if game.done_at is not None else self.now
        return (
            len(view["bonus_left"]) == 1 and self._people_playing(view) and self.now - done_at < 2 * self.level.patience
        )

    def _people_playing(self, view: dict[str, Any]) -> bool:
        people = set(self.humans())
        return any(not p["finished"] for p in view["players"] if p["seat"] in people and p["seat"] != view["seat"])

    def _still_legal(self, action: dict[str, Any], view: dict[str, Any], game: Round) -> bool:
        """Whether an action decided a moment ago still stands: the table may have moved since."""
        me = view["me"]
        if action["type"] == "guess":
            target = view["players"][action["target"]]
            return (
                not target["blank"]
                and action["target"] not in me["guessed"]
                and action["target"] not in game.guessed
                and action["number"] not in me["used"]
                and action["number"] not in game.guessed.values()
            )
        if action["type"] == "finish" and action["bonus"]:
            # Decided while more tokens lay in the centre, it may now be the last one.
            if self._keeps_last_token_back(view, game):
                return False
            return bool(view["bonus_left"]) and not view["players"][view["seat"]]["blank"]
        if action["type"] == "draw_nothing":
            return not view["players"][view["seat"]]["blank"]
        return True

    def _targets(self, view: dict[str, Any], game: Round) -> list[int]:
        seat = view["seat"]
        guessed = set(view["me"]["guessed"]) | set(game.guessed)
        return [p["seat"] for p in view["players"] if p["seat"] != seat and not p["blank"] and p["seat"] not in guessed]

    def _decide(self, game: Round, view: dict[str, Any], clock_ms: int) -> tuple[float, dict[str, Any]] | None:
        seat = view["seat"]
        me = view["me"]
        used = set(me["used"]) | set(game.guessed.values())
        free = [n for n in guessing.NUMBERS if n not in used and n != me["secret"]["number"]]
        targets = self._targets(view, game)
        react = self.now + self.rng.uniform(*self.level.react_s)
        key = (game.looks, tuple(targets), tuple(free))
        if game.chances_key != key:
            uniform = np.array([0.0] + [1.0] * 7)
            evidence = {t: game.evidence.get(t, uniform) for t in targets}
            game.chances, game.chances_key = guessing.joint_numbers(evidence, free), key
        chances = game.chances
        readable = [t for t in targets if t in game.evidence]
        finished = {p["seat"] for p in view["players"] if p["finished"]}
        for target in readable:
            number, best, second = guessing.best_two(chances[target], free)
            steady = not self.level.looks_twice or game.steady.get(target, False) or self._unchanged(target)
            if best >= self.level.sure and best - second >= self.level.margin and steady:
                return react, {"type": "guess", "target": target, "number": number}
        # A sheet whose drawer has finished will not say more: take a fair chance on it, or leave it.
        settled = [t for t in readable if t in finished and t in self.sheets and self.sheets[t].read_in_full]
        for target in settled:
            number, best, _ = guessing.best_two(chances[target], free)
            if best >= self.level.sure / 2:
                return react, {"type": "guess", "target": target, "number": number}
        done = game.done_at is not None or (
            game.blank_planned and game.pending is None and view["players"][seat]["blank"]
        )
        if not done:
            return None
        if game.done_at is None:
            game.done_at = self.now
        others_playing = [p for p in view["players"] if p["seat"] != seat and not p["finished"]]
        deadline = view.get("deadline")
        hurry = (
            (deadline is not None and deadline - clock_ms <= self.level.hurry_s * 1000)
            or len(view["bonus_left"]) <= 1
            or not others_playing
            or self.now - game.done_at >= self.level.patience
        )
        if hurry and readable and free:
            target = max(readable, key=lambda t: guessing.best_two(chances[t], free)[1])
            number = guessing.best_two(chances[target], free)[0]
            return react, {"type": "guess", "target": target, "number": number}
        if [t for t in targets if t not in finished] and not hurry:
            return None  # sheets still growing: wait for them to say more
        if self._keeps_last_token_back(view, game):
            return None
        blank = view["players"][seat]["blank"]
        return react, {"type": "finish", "bonus": not blank and bool(view["bonus_left"])}


def _templates_made() -> int:
    return matching.template.cache_info().misses + learning.drawn_template.cache_info().misses


def _policy(level: str, humans: Callable[[], list[int]]) -> PictomaniaPolicy:
    PictomaniaPolicy.prepare()
    return PictomaniaPolicy(level, humans=humans)


def _evaluate(request: Any) -> list[str]:
    from parlour.games.pictomania.evaluation import evaluate

    return evaluate(request)


PICTOMANIA_COMPUTER_PLAYERS = ComputerPlayers(
    levels=tuple(LEVELS), policy=_policy, evaluate=_evaluate, learn=learning.lessons_from, lessons_kept=learning.KEPT
)
