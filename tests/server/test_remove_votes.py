"""The table's vote to remove a player from the lobby (server/room/votes.py): when the one in charge is the one
spoiling the table, a majority of the other people connected removes them, as the host's removal would (they wait
before sitting again); a vote can be taken back; bad votes are refused with a code and change nothing."""

from typing import Any

from .client import Client
from .conftest import Clocked
from .helpers import close_all, seated_players
from .test_removed_players import browser


def _seat(room: dict[str, Any], seat: int) -> dict[str, Any]:
    seats: list[dict[str, Any]] = room["seats"]
    return seats[seat]


async def test_a_majority_of_the_others_removes_even_the_host(clocked: Clocked) -> None:
    code = await clocked.create_room()
    bob = await browser(clocked, code, "bobs-browser")
    assert await bob.sit("Bob", "blue") == 0
    cleo, dan, ann = [await Client(clocked.base, code).connect() for _ in range(3)]
    for page, name, colour in ((cleo, "Cleo", "green"), (dan, "Dan", "yellow"), (ann, "Ann", "purple")):
        await page.sit(name, colour)
    # Bob sat first, so Bob is in charge; Bob spoils the game. Three others: two votes remove him.
    await cleo.send({"t": "vote_remove", "seat": 0})
    room = (await dan.wait(lambda f: f["t"] == "room" and _seat(f["room"], 0)["remove_votes"] == 1))["room"]
    assert (_seat(room, 0)["remove_votes"], _seat(room, 0)["remove_needed"]) == (1, 2)
    assert room["you_voted_remove"] == [], "Dan has not voted"
    mine = await cleo.wait(lambda f: f["t"] == "room" and f["room"]["you_voted_remove"] == [0])
    assert _seat(mine["room"], 0)["remove_votes"] == 1
    await ann.send({"t": "vote_remove", "seat": 0})
    assert (await bob.error()) == {"t": "error", "code": "voted_out", "minutes": 10}
    room = (await dan.wait(lambda f: f["t"] == "room" and _seat(f["room"], 0)["name"] == "Cleo"))["room"]
    assert [s["name"] for s in room["seats"]] == ["Cleo", "Dan", "Ann"]
    assert all(s["remove_votes"] == 0 for s in room["seats"]), "the votes went with him"
    await bob.send({"t": "sit", "name": "Bobby", "colour": "red"})
    assert (await bob.wait(lambda f: f["t"] == "error" and f["code"] != "voted_out"))["code"] == "removed_recently"
    await close_all([ann, bob, cleo, dan])


async def test_a_vote_taken_back_no_longer_counts_and_a_vote_counts_only_while_its_voter_is_here(
    clocked: Clocked,
) -> None:
    _, (ann, bob, cleo, dan) = await seated_players(clocked, 4)
    await bob.send({"t": "vote_remove", "seat": 0})
    await ann.wait(lambda f: f["t"] == "room" and _seat(f["room"], 0)["remove_votes"] == 1)
    await bob.send({"t": "vote_remove", "seat": 0, "remove": False})
    await ann.wait(lambda f: f["t"] == "room" and _seat(f["room"], 0)["remove_votes"] == 0)
    await bob.send({"t": "vote_remove", "seat": 0})
    await ann.wait(lambda f: f["t"] == "room" and _seat(f["room"], 0)["remove_votes"] == 1)
    await bob.close()  # away: his vote waits for his return, and the majority is of those here
    room = (
        await ann.wait(
            lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 4 and not _seat(f["room"], 1)["connected"]
        )
    )["room"]
    assert (_seat(room, 0)["remove_votes"], _seat(room, 0)["remove_needed"]) == (0, 2)
    await cleo.send({"t": "vote_remove", "seat": 0})
    await ann.wait(lambda f: f["t"] == "room" and _seat(f["room"], 0)["remove_votes"] == 1)
    assert ann.room is not None and len(ann.room["seats"]) == 4, "one vote of two is no majority"
    await dan.send({"t": "vote_remove", "seat": 0})
    assert (await ann.error())["code"] == "voted_out"
    await close_all([ann, cleo, dan])


async def test_a_bad_vote_is_refused_with_a_code_and_changes_nothing(clocked: Clocked) -> None:
    code, (ann, bob) = await seated_players(clocked, 2, level="easy")
    watcher = await Client(clocked.base, code).connect()
    await ann.send({"t": "add_bot", "level": "easy"})
    await bob.wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 3)
    for frame, error in (
        ({"t": "vote_remove", "seat": 0}, "no_such_seat"),  # oneself
        ({"t": "vote_remove", "seat": 7}, "no_such_seat"),
        ({"t": "vote_remove", "seat": 2}, "no_such_seat"),  # a computer player: the host removes it
        ({"t": "vote_remove", "seat": "1"}, "bad_frame"),
        ({"t": "vote_remove", "seat": 1, "why": "rude"}, "bad_frame"),
    ):
        await ann.send(frame)
        assert (await ann.error())["code"] == error, frame
        ann.frames.clear()
    await watcher.send({"t": "vote_remove", "seat": 0})
    assert (await watcher.error())["code"] == "not_seated"
    await bob.settled()
    assert all(s["remove_votes"] == 0 for s in (bob.room or {"seats": []})["seats"])
    await ann.send({"t": "start"})
    await bob.wait_view(lambda v: v["phase"] == "preview")
    await bob.send({"t": "vote_remove", "seat": 2})
    assert (await bob.error())["code"] == "no_such_seat", "in a game too, the host removes a computer player"
    await ann.settled()
    assert ann.seat == 0 and ann.room is not None and not ann.room["seats"][2]["standin"]
    await close_all([ann, bob, watcher])
