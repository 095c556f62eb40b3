"""The room's chat (server/room/talk.py): open in the lobby to seated players and during play when the game allows
talking (never while Pictomania's players draw), each line plain
text of 1 to 200 characters at a talker's pace; a refused line changes nothing and others never notice; a newcomer
is shown the last lines."""

from .client import Client
from .conftest import Clocked
from .helpers import close_all, seated_players


def _chat(frame: dict[str, object]) -> bool:
    return frame["t"] == "chat"


async def test_seated_players_talk_in_the_lobby_and_a_newcomer_reads_the_last_lines(clocked: Clocked) -> None:
    code, (ann, bob) = await seated_players(clocked, 2)
    await ann.send({"t": "chat", "text": "  Hello <b>all</b>  "})
    line = await bob.wait(_chat)
    assert line == {"t": "chat", "seat": 0, "name": "Ann", "text": "Hello <b>all</b>"}, "trimmed, never rewritten"
    assert (await ann.wait(_chat))["text"] == "Hello <b>all</b>", "the writer sees their own line"
    late = await Client(clocked.base, code).connect()
    assert late.snapshot["chat"] == [{"seat": 0, "name": "Ann", "text": "Hello <b>all</b>"}]
    await close_all([ann, bob, late])


async def test_a_bad_line_is_refused_with_a_code_and_nobody_else_hears_of_it(clocked: Clocked) -> None:
    code, (ann, bob) = await seated_players(clocked, 2)
    watcher = await Client(clocked.base, code).connect()
    for text in ("", " \n\t ", "x" * 201, "\u202e\u0007"):
        await ann.send({"t": "chat", "text": text})
        assert (await ann.error())["code"] == "bad_chat", repr(text)
        ann.frames.clear()
    await ann.send({"t": "chat", "text": 5})
    assert (await ann.error())["code"] == "bad_frame"
    await watcher.send({"t": "chat", "text": "hi"})
    assert (await watcher.error())["code"] == "not_seated"
    await ann.send({"t": "chat", "text": "line\u202eone\nand two"})
    assert (await bob.wait(_chat))["text"] == "lineoneand two", "control and direction characters taken out"
    await bob.settled()
    assert [f["text"] for f in bob.frames if _chat(f)] == ["lineoneand two"], "no refused line reached Bob"
    await close_all([ann, bob, watcher])


async def test_a_talker_is_held_to_a_few_lines_then_one_every_three_seconds(clocked: Clocked) -> None:
    _, (ann, bob) = await seated_players(clocked, 2)
    for n in range(3):
        await ann.send({"t": "chat", "text": f"line {n}"})
    await ann.send({"t": "chat", "text": "one too many"})
    assert (await ann.error())["code"] == "chat_too_fast"
    clocked.now[0] += 3000
    await ann.send({"t": "chat", "text": "later"})
    await bob.wait(lambda f: _chat(f) and f["text"] == "later")
    assert [f["text"] for f in bob.frames if _chat(f)] == ["line 0", "line 1", "line 2", "later"]
    await close_all([ann, bob])


async def test_the_chat_is_closed_while_pictomanias_players_read_the_clues_and_draw_and_open_after(
    clocked: Clocked,
) -> None:
    """ "Do not discuss the clues at this point!", then no talking while drawing; at the review the table chats."""
    _, clients = await seated_players(clocked, 3, level="easy")
    await clients[0].send({"t": "start"})
    for client in clients:
        preview = await client.wait_view(lambda v: v["phase"] == "preview")
        assert preview["talk"] is False
    await clients[1].send({"t": "chat", "text": "psst, the third one"})
    assert (await clients[1].error())["code"] == "chat_closed"
    for client in clients:
        await client.send({"t": "act", "action": {"type": "ready"}})
    drawing = await clients[1].wait_view(lambda v: v["phase"] == "drawing")
    assert drawing["talk"] is False
    await clients[1].send({"t": "chat", "text": "psst"})
    assert (await clients[1].error())["code"] == "chat_closed"
    await clients[0].settled()
    assert not [f for f in clients[0].frames if _chat(f)], "nobody heard the refused lines"
    for client in clients:
        await client.send({"t": "act", "action": {"type": "finish", "bonus": False}})
    review = await clients[1].wait_view(lambda v: v["phase"] == "review")
    assert review["talk"] is True
    await clients[1].send({"t": "chat", "text": "that was hard"})
    assert (await clients[0].wait(_chat))["text"] == "that was hard"
    await close_all(clients)


async def test_the_host_mutes_a_player_in_the_chat_and_lets_them_speak_again(clocked: Clocked) -> None:
    _, (ann, bob, cleo) = await seated_players(clocked, 3)
    for who, frame, error in (
        (bob, {"t": "mute", "seat": 2, "muted": True}, "not_host"),
        (ann, {"t": "mute", "seat": 9, "muted": True}, "no_such_seat"),
        (ann, {"t": "mute", "seat": 0, "muted": True}, "no_such_seat"),
        (ann, {"t": "mute", "seat": 1, "muted": "yes"}, "bad_frame"),
    ):
        await who.send(frame)
        assert (await who.error())["code"] == error, frame
        who.frames.clear()
    await cleo.settled()
    assert cleo.room is not None and not any(s["muted"] for s in cleo.room["seats"]), "nothing changed"

    await ann.send({"t": "mute", "seat": 1, "muted": True})
    await cleo.wait(lambda f: f["t"] == "room" and f["room"]["seats"][1]["muted"])
    await bob.send({"t": "chat", "text": "but I want to talk"})
    assert (await bob.error())["code"] == "muted"
    await cleo.settled()
    assert not [f for f in cleo.frames if _chat(f)], "a muted line reaches nobody"

    await ann.send({"t": "mute", "seat": 1, "muted": False})
    await cleo.wait(lambda f: f["t"] == "room" and not f["room"]["seats"][1]["muted"])
    await bob.send({"t": "chat", "text": "thanks"})
    assert (await cleo.wait(_chat))["text"] == "thanks"
    await close_all([ann, bob, cleo])


async def test_a_mute_stays_with_its_player_when_the_seats_are_renumbered(clocked: Clocked) -> None:
    """Removing a seat renumbers those after it: the muted player is still muted, and whoever sits in their old
    seat number is not."""
    code, (ann, bob, cleo) = await seated_players(clocked, 3)
    await ann.send({"t": "mute", "seat": 2, "muted": True})
    await ann.wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 3 and f["room"]["seats"][2]["muted"])
    ann.frames.clear()  # the room frames from before the removal are not the ones to come
    await ann.send({"t": "remove", "seat": 1})
    room = await ann.wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 2)
    assert [(s["name"], s["muted"]) for s in room["room"]["seats"]] == [("Ann", False), ("Cleo", True)]
    dan = await Client(clocked.base, code).connect()
    assert await dan.sit("Dan", "purple") == 2
    room = await ann.wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 3)
    assert room["room"]["seats"][2]["muted"] is False, "the newcomer in seat 2 may talk"
    await cleo.send({"t": "chat", "text": "still here"})
    assert (await cleo.error())["code"] == "muted"
    await dan.send({"t": "chat", "text": "hello"})
    assert (await ann.wait(_chat))["text"] == "hello"
    await close_all([ann, bob, cleo, dan])


def _reaction(frame: dict[str, object]) -> bool:
    return frame["t"] == "reaction"


async def test_a_reaction_reaches_everyone_even_while_the_chat_is_closed(clocked: Clocked) -> None:
    """Reactions are no words: Pictomania's players may cheer while they draw, when the chat is closed."""
    code, clients = await seated_players(clocked, 3, level="easy")
    watcher = await Client(clocked.base, code).connect()
    await clients[0].send({"t": "start"})
    for client in clients:
        await client.wait_view(lambda v: v["phase"] == "preview")
        await client.send({"t": "act", "action": {"type": "ready"}})
    await clients[2].wait_view(lambda v: v["phase"] == "drawing" and v["talk"] is False)
    await clients[2].send({"t": "react", "reaction": "fire"})
    for listener in (clients[0], watcher):
        assert await listener.wait(_reaction) == {"t": "reaction", "seat": 2, "reaction": "fire"}
    await close_all([*clients, watcher])


async def test_a_bad_or_hasty_reaction_is_refused_with_a_code_and_nobody_else_hears_of_it(clocked: Clocked) -> None:
    code, (ann, bob) = await seated_players(clocked, 2)
    watcher = await Client(clocked.base, code).connect()
    for frame, error in (
        ({"t": "react", "reaction": "<b>boo</b>"}, "bad_reaction"),
        ({"t": "react", "reaction": ""}, "bad_reaction"),
        ({"t": "react", "reaction": 3}, "bad_frame"),
        ({"t": "react"}, "bad_frame"),
        ({"t": "react", "reaction": "wow", "to": 1}, "bad_frame"),
    ):
        await ann.send(frame)
        assert (await ann.error())["code"] == error, frame
        ann.frames.clear()
    await watcher.send({"t": "react", "reaction": "wow"})
    assert (await watcher.error())["code"] == "not_seated"
    for _ in range(4):
        await ann.send({"t": "react", "reaction": "bravo"})
    await ann.send({"t": "react", "reaction": "bravo"})
    assert (await ann.error())["code"] == "reactions_too_fast"
    clocked.now[0] += 1000
    await ann.send({"t": "react", "reaction": "love"})
    await bob.wait(lambda f: _reaction(f) and f["reaction"] == "love")
    await bob.settled()
    assert [f["reaction"] for f in bob.frames if _reaction(f)] == ["bravo"] * 4 + ["love"], "no refused one reached Bob"
    await close_all([ann, bob, watcher])


async def test_a_player_the_host_muted_cannot_react_either(clocked: Clocked) -> None:
    _, (ann, bob) = await seated_players(clocked, 2)
    await ann.send({"t": "mute", "seat": 1, "muted": True})
    await bob.wait(lambda f: f["t"] == "room" and f["room"]["seats"][1]["muted"])
    await bob.send({"t": "react", "reaction": "laugh"})
    assert (await bob.error())["code"] == "muted"
    await ann.settled()
    assert not [f for f in ann.frames if _reaction(f)]
    await close_all([ann, bob])
