"""What each seat may see. The item (and its author) reaches only the sketcher, and in board play those who
sketched it before; a near guess is the sketcher's hint alone; a correct guess's text stays hidden from the
others while board play's 'same time' window is open, so nobody copies it."""

from typing import Any

from parlour.games.win_lose_or_draw import answers, board
from parlour.games.win_lose_or_draw.options import STEAL_SECONDS
from parlour.games.win_lose_or_draw.roles import current_item, knows_item, may_guess, next_sketcher
from parlour.games.win_lose_or_draw.state import GuessEntry, State, TurnResult


def view(state: State, seat: int | None) -> dict[str, Any]:
    item = current_item(state)
    sketcher = seat is not None and seat == state.sketcher and state.phase == "turn"
    secret = None
    if item is not None and knows_item(state, seat):
        words = answers.item_words(item)
        secret = {
            "text": item.text,
            "author": item.author,
            "words": words,
            "found": answers.found_words([g.text for g in state.guesses], item),
        }
    in_turn = state.phase == "turn"
    revealing = in_turn and state.stage == "reveal"
    # The finished sketch keeps its labels while it is shown, though its item may be out of play already.
    sketched = state.options.items[state.history[-1].item] if revealing and item is None else item
    return {
        "game": "win-lose-or-draw",
        "mode": state.options.mode,
        "language": state.options.language,
        "you": seat,
        "seats": state.seats,
        "phase": state.phase,
        "turn": state.turn,
        "sketcher": state.sketcher if state.phase in ("turn", "placing") else None,
        "stage": state.stage if in_turn else None,
        "deadline": state.deadline,
        "turn_seconds": state.options.turn_seconds,
        "steal_seconds": STEAL_SECONDS,
        "started": state.started if in_turn else None,
        "category": item.category if item is not None and in_turn else None,
        "item": secret,
        "guesses": [_guess(state, g, seat, sketcher) for g in state.guesses] if in_turn else [],
        "labels": [
            {"word": label.word, "text": answers.item_words(sketched)[label.word], "x": label.x, "y": label.y}
            for label in state.labels
        ]
        if sketched is not None and in_turn
        else [],
        "next": state.following if revealing else None,
        "may_guess": seat is not None and in_turn and may_guess(state, seat),
        "history": [_result(state, r) for r in state.history],
        "teams": _teams(state) if state.options.mode == "teams" else None,
        "board": _board(state) if state.options.mode == "board" else None,
    }


def _guess(state: State, guess: GuessEntry, seat: int | None, sketcher: bool) -> dict[str, Any]:
    hidden = guess.correct and state.window_closes is not None and not sketcher and seat != guess.seat
    data: dict[str, Any] = {
        "id": guess.id,
        "seat": guess.seat,
        "text": None if hidden else guess.text,
        "mark": guess.mark,
        "correct": guess.correct,
        "steal": guess.steal,
        "ms": guess.ms,
    }
    if sketcher:
        data["near"] = guess.near
    return data


def _result(state: State, result: TurnResult) -> dict[str, Any]:
    item = state.options.items[result.item]
    return {
        "turn": result.turn,
        "sketcher": result.sketcher,
        "category": result.category,
        "text": item.text if result.revealed else None,
        "author": item.author if result.revealed else None,
        "outcome": result.outcome,
        "guessers": list(result.guessers),
        "guess": result.guess,
        "accepted": result.accepted,
        "team": result.team,
        "ms": result.ms,
    }


def _teams(state: State) -> dict[str, Any]:
    return {
        "of": list(state.team_of),
        "score": list(state.score),
        "target": state.options.target,
        "playing": state.playing,
        "rolls": [list(r) for r in state.rolls],
        "first": state.first,
        "next": [next_sketcher(state, 0), next_sketcher(state, 1)],
        "steal": None if state.steal_team is None else {"team": state.steal_team, "used": state.steal_used},
        "winner": state.winner,
    }


def _board(state: State) -> dict[str, Any]:
    roll = state.last_roll
    return {
        "spaces": list(board.SPACES),
        "white": state.white,
        "pawns": [list(owned) for owned in state.pawns],
        "centre": {c: board.PAWNS_PER_COLOUR - sum(c in owned for owned in state.pawns) for c in board.COLOURS},
        "roll": None
        if roll is None
        else {"value": roll.value, "from": roll.start, "to": roll.end, "seat": roll.seat, "took": roll.took},
        "correct": list(state.correct) if state.stage == "collect" else [],
        "to_take": list(state.to_take),
        "rolled": state.rolled,
        "sketched": list(state.sketched),
        "ace": state.ace,
    }
