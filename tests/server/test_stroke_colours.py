"""Strokes in colour and fills (docs/protocol.md, "Colours and fills"): the canvas's checks, and over WebSockets a
Win, Lose or Draw sketch in colour reaching a teammate, a late watcher and the record, a Pictus card drawn in
colour dealt with its colours, while Pictomania keeps its one ink. On SQLite and on PostgreSQL, with a clock the
test moves where the game has timers."""

from typing import Any

import pytest

from parlour.wire.canvas import PALETTE, Canvas, frame_of, op_of
from parlour.wire.protocol import Draw, FrameError, Undo, decode_frame

from .client import Client
from .conftest import Clocked, Server
from .helpers import close_all, seated_players, started_game, to_drawing
from .test_win_lose_or_draw_room import team_room, wake

LIMIT = 16 * 1024


def refusal(frame: Draw, palette: bool, canvas: Canvas | None = None) -> tuple[str, dict[str, Any]]:
    with pytest.raises(FrameError) as caught:
        (canvas or Canvas()).check(frame, palette)
    return caught.value.code, caught.value.params


# --- the canvas's checks ----------------------------------------------------------------------------------------


def test_a_coloured_stroke_and_a_fill_are_kept_with_their_colour() -> None:
    canvas = Canvas()
    for frame in (Draw(1, "pen", 6, [10, 10, 50, 20, 20, 50], 3), Draw(2, "fill", 1, [500, 500, 0], 7)):
        canvas.check(frame, palette=True)
        canvas.apply(frame)
    canvas.apply(Draw(3, "pen", 6, [1, 1, 50]))
    assert canvas.as_data() == [
        {"sid": 1, "tool": "pen", "size": 6, "pts": [10, 10, 50, 20, 20, 50], "colour": 3},
        {"sid": 2, "tool": "fill", "size": 1, "pts": [500, 500, 0], "colour": 7},
        {"sid": 3, "tool": "pen", "size": 6, "pts": [1, 1, 50]},  # the first ink, as before colours
    ]


def test_a_colour_or_a_fill_is_refused_in_a_game_with_one_ink() -> None:
    assert refusal(Draw(1, "pen", 6, [1, 1, 50], 0), palette=False)[0] == "colour_not_allowed"
    assert refusal(Draw(1, "fill", 1, [1, 1, 0]), palette=False)[0] == "colour_not_allowed"
    Canvas().check(Draw(1, "pen", 6, [1, 1, 50]), palette=False)


def test_only_the_palettes_colours_are_accepted() -> None:
    assert len(PALETTE) == 10
    for bad in (len(PALETTE), -1, 2**40):
        code, params = refusal(Draw(1, "pen", 6, [1, 1, 50], bad), palette=True)
        assert (code, params) == ("not_in_palette", {"colours": len(PALETTE)})
    Canvas().check(Draw(1, "pen", 6, [1, 1, 50], len(PALETTE) - 1), palette=True)
    # A colour is an index, never a name or a CSS string: such a frame does not even decode.
    for colour in ('"red"', '"#ff0000"', "1.5", "true"):
        with pytest.raises(FrameError) as caught:
            decode_frame(f'{{"t":"draw","sid":1,"tool":"pen","size":6,"pts":[1,1,50],"colour":{colour}}}', LIMIT)
        assert caught.value.code == "bad_frame"


def test_a_fill_is_one_point_of_its_own_in_bounds() -> None:
    assert refusal(Draw(1, "fill", 1, [1, 1, 0, 2, 2, 0], 2), palette=True)[0] == "bad_stroke"
    assert refusal(Draw(1, "fill", 1, [1001, 1, 0], 2), palette=True)[0] == "out_of_bounds"
    assert refusal(Draw(1, "fill", 0, [1, 1, 0], 2), palette=True)[0] == "bad_stroke"
    drawn = Canvas()
    drawn.apply(Draw(4, "pen", 6, [1, 1, 50], 2))
    assert refusal(Draw(4, "fill", 1, [1, 1, 0], 2), palette=True, canvas=drawn)[0] == "bad_stroke"
    filled = Canvas()
    filled.apply(Draw(4, "fill", 1, [1, 1, 0], 2))
    assert refusal(Draw(4, "pen", 6, [2, 2, 50], 2), palette=True, canvas=filled)[0] == "bad_stroke"
    assert refusal(Draw(5, "eraser", 20, [2, 2, 50], 2), palette=True)[0] == "bad_stroke"


def test_the_record_keeps_a_strokes_colour_and_reads_a_stroke_stored_before_colours() -> None:
    coloured = Draw(2, "fill", 1, [500, 500, 0], 7)
    assert op_of(coloured) == {"k": "draw", "sid": 2, "tool": "fill", "size": 1, "pts": [500, 500, 0], "colour": 7}
    assert frame_of(op_of(coloured)) == coloured
    # The shape every record had before there were colours: no `colour` key.
    old = {"k": "draw", "sid": 1, "tool": "pen", "size": 6, "pts": [10, 10, 50]}
    assert op_of(Draw(1, "pen", 6, [10, 10, 50])) == old
    canvas = Canvas()
    for op in (old, {"k": "draw", "sid": 2, "tool": "eraser", "size": 40, "pts": [5, 5, 50]}, {"k": "undo"}):
        canvas.apply(frame_of(op))
    assert canvas.as_data() == [{"sid": 1, "tool": "pen", "size": 6, "pts": [10, 10, 50]}]
    assert isinstance(frame_of({"k": "undo"}), Undo)


# --- over WebSockets --------------------------------------------------------------------------------------------


async def test_a_coloured_sketch_and_a_fill_reach_a_teammate_a_late_watcher_and_the_record(clocked: Clocked) -> None:
    code, clients = await team_room(clocked, target=1)
    await clients[0].wait(lambda f: f["t"] == "room" and len(f["room"]["seats"]) == 4)
    await clients[0].send({"t": "start"})
    await clients[0].wait_view(lambda v: v["phase"] == "opening")
    await wake(clocked, clients[0], 4000)
    view = await clients[0].wait_view(lambda v: v["phase"] == "turn")
    assert view["drawing"]["palette"] is True
    sketcher = clients[view["sketcher"]]
    text = (await sketcher.wait_view(lambda v: v["item"] is not None))["item"]["text"]
    await sketcher.act({"type": "start"})
    await sketcher.wait_view(lambda v: v["stage"] == "drawing")
    ring = [400, 400, 50, 600, 400, 50, 600, 600, 50, 400, 600, 50, 400, 400, 50]
    await sketcher.send({"t": "draw", "sid": 1, "tool": "pen", "size": 10, "pts": ring, "colour": 8})
    await sketcher.send({"t": "draw", "sid": 2, "tool": "fill", "size": 1, "pts": [500, 500, 0], "colour": 5})
    await sketcher.send({"t": "draw", "sid": 3, "tool": "pen", "size": 10, "pts": [1, 1, 50, 2, 2, 50], "colour": 99})
    assert (await sketcher.error())["code"] == "not_in_palette"
    mate = next(c for c in clients if c is not sketcher and view["teams"]["of"][c.seat] == view["teams"]["playing"])
    fill = await mate.wait(lambda f: f["t"] == "draw" and f["tool"] == "fill")
    assert fill == {"t": "draw", "seat": sketcher.seat, "sid": 2, "tool": "fill", "size": 1, "pts": [500, 500, 0]} | {
        "colour": 5
    }
    pen = next(f for f in mate.frames if f["t"] == "draw" and f["sid"] == 1)
    assert pen["colour"] == 8
    assert not any(f["t"] == "draw" and f["sid"] == 3 for f in mate.frames)

    late = await Client(clocked.base, code).connect()
    snapshot = await late.wait(lambda f: f["t"] == "snapshot")
    assert [(s["sid"], s["tool"], s.get("colour")) for s in snapshot["canvases"][str(sketcher.seat)]] == [
        (1, "pen", 8),
        (2, "fill", 5),
    ]

    await mate.act({"type": "guess", "text": text})
    room = await late.wait(lambda f: f["t"] == "room" and f["room"]["status"] == "over")
    record = (await clocked.http.get(f"/api/games/{room['room']['game_id']}")).json()
    ops = [(o["op"]["sid"], o["op"]["tool"], o["op"]["colour"]) for o in record["ops"]]
    assert ops == [(1, "pen", 8), (2, "fill", 5)]
    await close_all([*clients, late])


async def test_pictomania_keeps_its_one_ink_and_refuses_a_colour(clocked: Clocked) -> None:
    _, clients = await started_game(clocked, 3)
    await to_drawing(clients)
    drawer, viewer = clients[0], clients[1]
    view = await drawer.wait_view(lambda v: v["phase"] == "drawing")
    assert "palette" not in view["drawing"]
    await drawer.send({"t": "draw", "sid": 1, "tool": "pen", "size": 6, "pts": [1, 1, 50], "colour": 3})
    assert (await drawer.error())["code"] == "colour_not_allowed"
    await drawer.send({"t": "draw", "sid": 2, "tool": "fill", "size": 1, "pts": [500, 500, 0]})
    assert (await drawer.error())["code"] == "colour_not_allowed"
    await drawer.send({"t": "draw", "sid": 3, "tool": "pen", "size": 6, "pts": [1, 1, 50]})
    plain = await viewer.wait(lambda f: f["t"] == "draw")
    assert plain == {"t": "draw", "seat": drawer.seat, "sid": 3, "tool": "pen", "size": 6, "pts": [1, 1, 50]}
    await close_all(clients)


async def test_a_pictus_card_drawn_in_colour_is_dealt_with_its_colours_and_fill(server: Server) -> None:
    _code, clients = await seated_players(server, 3, game="pictus", own_deck=True, own_cards=4, hand_size=3)
    await clients[0].send({"t": "start"})
    view = await clients[0].wait_view(lambda v: v["phase"] == "drawing")
    assert view["drawing"]["palette"] is True
    drawer, peer, lazy = clients
    sid = 1
    for n in range(5):
        who = drawer if n < 4 else peer
        await who.send({"t": "draw", "sid": sid, "tool": "pen", "size": 6, "pts": [10 * n + 7, 10, 50, 500, 501, 50]})
        await who.send({"t": "draw", "sid": sid + 1, "tool": "fill", "size": 1, "pts": [900, 100, 0], "colour": 7})
        await who.send({"t": "draw", "sid": sid + 2, "tool": "pen", "size": 6, "pts": [50, 900, 50], "colour": n})
        await who.act({"type": "draw_card"})
        await who.send({"t": "clear"})
        sid += 3
    await peer.act({"type": "use_shipped"})
    await lazy.act({"type": "use_shipped"})
    views = [await c.wait_view(lambda v: v["phase"] == "clue") for c in clients]
    drawn = [card for v in views for card in v["hand"] if "strokes" in card]
    assert drawn, "some dealt cards are drawings"
    for card in drawn:
        kinds = [(s["tool"], s.get("colour")) for s in card["strokes"]]
        assert kinds[:2] == [("pen", None), ("fill", 7)] and kinds[2][0] == "pen" and kinds[2][1] in range(5)
    await close_all(clients)
