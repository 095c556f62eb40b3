"""Team play: a team scores, the turn passes to the other team, and time running out gives it the steal."""

from parlour.engine.game import Event
from parlour.games.win_lose_or_draw.options import STEAL_SECONDS
from parlour.games.win_lose_or_draw.roles import next_sketcher
from parlour.games.win_lose_or_draw.state import GuessEntry, Outcome, State
from parlour.games.win_lose_or_draw.turns import begin_turn, put_item_away, record_turn, reveal


def team_turn(state: State, now: int, events: list[Event]) -> None:
    begin_turn(state, next_sketcher(state, state.playing), now, events)


def team_scores(state: State, team: int, guess: GuessEntry, outcome: Outcome, now: int, events: list[Event]) -> None:
    state.score[team] += 1
    record_turn(
        state,
        outcome,
        events,
        guessers=[guess.seat],
        guess=guess.text,
        accepted=guess.accepted,
        team=team,
        ms=guess.ms,
    )
    _next_team_turn(state, now, events)


def _next_team_turn(state: State, now: int, events: list[Event]) -> None:
    """The turn is over: the item is spent, the sketcher's team moves its rotation on, the other team plays."""
    state.rotation[state.playing] += 1
    put_item_away(state)
    for team in (0, 1):
        if state.score[team] >= state.options.target:
            state.winner = team
            state.phase = "over"
            state.stage = None
            state.deadline = None
            events.append({"type": "game_over", "team": team, "score": list(state.score)})
            return
    state.playing = 1 - state.playing
    reveal(state, next_sketcher(state, state.playing), now, events)


def time_up_in_teams(state: State, now: int, events: list[Event]) -> None:
    state.stage = "steal"
    state.steal_team = 1 - state.playing
    state.steal_used = False
    state.deadline = now + STEAL_SECONDS * 1000
    events.append({"type": "steal_started", "team": state.steal_team, "deadline": state.deadline})


def steal_over(state: State, now: int, events: list[Event]) -> None:
    tried = next((guess for guess in state.guesses if guess.steal), None)
    if tried is None:
        record_turn(state, "missed", events)
    else:  # the stealing team's one guess, wrong (or not accepted): the summary tells what they tried
        record_turn(state, "missed", events, guess=tried.text, team=state.steal_team, ms=tried.ms)
    _next_team_turn(state, now, events)
