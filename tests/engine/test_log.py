import random

import msgspec
import pytest

from parlour.bots.random_play import play_random_game
from parlour.engine import log
from parlour.engine.match import Match
from parlour.games.pictomania import GAME
from parlour.games.pictomania.options import Options
from parlour.registry import replay
from tests.pictomania.helpers import CARDS


def _played(seed: int = 4) -> Match:
    return play_random_game(GAME, Options(cards=CARDS, level=None, round_seconds=3), 5, seed)


def test_log_is_json_lines_with_a_header_then_one_record_per_accepted_action() -> None:
    match = _played()
    lines = log.dumps(match.header, match.records).splitlines()
    assert len(lines) == 1 + len(match.records)
    header = msgspec.json.decode(lines[0])
    assert header["game"] == "pictomania" and header["seats"] == 5 and header["v"] == 1
    first = msgspec.json.decode(lines[1])
    assert set(first) == {"seq", "t", "seat", "action"} and first["seq"] == 1


def test_clock_transitions_are_recorded_as_tick_records() -> None:
    match = _played()
    ticks = [r for r in match.records if r.seat is None]
    assert ticks and all(r.action == {"type": "tick"} for r in ticks)


def test_replay_from_the_written_log_reproduces_state_and_events() -> None:
    options = Options(cards=CARDS, level=None, round_seconds=3, review_seconds=2)
    match = Match(GAME, options, 4, seed=21)
    chooser = random.Random(21)
    played_events = []
    now = 0
    while match.state.phase != "over":
        now += 300
        deadline = match.next_deadline()
        if deadline is not None and now >= deadline:
            played_events += match.tick(now)[1]
            continue
        movers = [s for s in range(4) if GAME.legal_actions(match.state, s)]
        if movers:
            seat = chooser.choice(movers)
            played_events += match.act(seat, chooser.choice(GAME.legal_actions(match.state, seat)), now)[1]
    header, records = log.loads(log.dumps(match.header, match.records))
    replayed, events = replay(header, records)
    assert msgspec.json.encode(replayed.state) == msgspec.json.encode(match.state)
    assert events == played_events


def test_replay_of_a_partial_log_resumes_the_game_where_it_stopped() -> None:
    match = _played()
    half = match.records[: len(match.records) // 2]
    replayed, _ = replay(match.header, half)
    for record in match.records[len(half) :]:
        if record.seat is None:
            replayed.tick(record.t)
        else:
            replayed.act(record.seat, record.action, record.t)
    assert msgspec.json.encode(replayed.state) == msgspec.json.encode(match.state)


def test_a_record_out_of_sequence_is_reported_with_its_line() -> None:
    match = _played()
    data = log.dumps(match.header, [match.records[0], match.records[2]])
    with pytest.raises(log.LogError) as error:
        log.loads(data)
    assert error.value.line == 3


def test_a_bad_header_is_reported_on_line_one() -> None:
    with pytest.raises(log.LogError) as error:
        log.loads(b'{"game": 3}\n')
    assert error.value.line == 1


def test_an_empty_log_is_refused() -> None:
    with pytest.raises(log.LogError):
        log.loads(b"\n\n")
