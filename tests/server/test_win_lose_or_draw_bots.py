"""Win, Lose or Draw's computer players in a real room: the host hands a departed player's seat to one, who plays
that seat's turns (placing the pawn, sketching or passing) and steps aside when the player comes back."""

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from .client import Client
from .conftest import Server, running_server
from .helpers import close_all, seated_players, stand_in_of, stood_down


@pytest.fixture
async def fast_bots(tmp_path: Path) -> AsyncIterator[Server]:
    async with running_server(f"sqlite+aiosqlite:///{tmp_path}/w.sqlite3", bot_speed=25.0) as server:
        yield server


def bobs_turn_played(view: dict[str, Any]) -> bool:
    """Seat 1 (Bob's) has sketched or passed a turn, or is sketching one."""
    sketching = view["phase"] == "turn" and view["sketcher"] == 1 and view["stage"] in ("drawing", "collect")
    return sketching or any(result["sketcher"] == 1 for result in view["history"])


async def test_the_host_hands_a_departed_players_seat_to_a_computer_player_who_steps_aside_on_return(
    fast_bots: Server,
) -> None:
    code, (ann, bob, cleo) = await seated_players(fast_bots, 3, game="win-lose-or-draw", mode="board", turn_seconds=30)
    await ann.send({"t": "start"})
    await ann.wait_view(lambda v: v["game"] == "win-lose-or-draw")
    token = bob.token
    await bob.close()
    await ann.send({"t": "remove", "seat": 1, "level": "hard"})
    event = await ann.wait(lambda f: f["t"] == "event" and f["event"]["type"] == "standin")
    assert event["event"] == {"type": "standin", "seat": 1, "bot": "hard"}

    # Ann and Cleo pass whatever falls to them (and place the pawn), until the seat's computer player has had a turn.
    people = {0: ann, 2: cleo}
    done: set[tuple[str, int]] = set()
    while not bobs_turn_played(await ann.wait_view(lambda v: v["phase"] in ("placing", "turn"))):
        view = ann.view
        assert view is not None
        sketcher = view["sketcher"]
        if sketcher in people and (view["phase"], view["turn"]) not in done:
            done.add((view["phase"], view["turn"]))
            action = {"type": "place", "space": 0} if view["phase"] == "placing" else {"type": "pass"}
            if view["phase"] == "placing" or view["stage"] == "ready":
                await people[sketcher].act(action)
        await ann.wait_view(lambda v, seen=view: v is not seen, timeout=10)
    bot = stand_in_of(fast_bots, code, 1)

    back = Client(fast_bots.base, code)
    await back.connect(token=token)
    assert back.seat == 1
    seat = back.snapshot["room"]["seats"][1]
    assert seat["bot"] is None and not seat["standin"], "Bob has his seat back"
    assert stood_down(fast_bots, code, bot), "the computer player stepped aside with every move called off"
    assert not [f for f in ann.frames + cleo.frames if f["t"] == "error"], "nothing anyone did was refused"
    await close_all([ann, cleo, back])
