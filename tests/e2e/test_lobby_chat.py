"""The lobby's chat in Chromium: seated players on a desktop (English) and a phone (French) write to each other, a
line is shown as the text it is (never as HTML), a watcher reads but is asked to sit to write, the host mutes a
player and lets them speak again, and axe finds nothing serious."""

from playwright.async_api import Browser, expect

from .axe import assert_accessible
from .conftest import LiveServer, new_player, shot
from .flows import COLOURS, NAMES, create_room, phase, sit

PHONE = {"width": 390, "height": 844, "touch": True}


async def test_players_talk_in_the_lobby_and_a_line_is_shown_as_text(live_server: LiveServer, browser: Browser) -> None:
    _, host = await new_player(browser)
    _, bob = await new_player(browser, lang="fr", **PHONE)  # type: ignore[arg-type]
    code = await create_room(host, live_server.base)
    await sit(host, NAMES[0], COLOURS[0])
    await bob.goto(f"{live_server.base}/r/{code}")
    await sit(bob, NAMES[1], COLOURS[1])
    await expect(host.get_by_test_id("chat-lines")).to_contain_text("Nobody has written yet.")

    await host.get_by_test_id("chat-input").fill("<b>Hi</b> everyone")
    await host.get_by_test_id("chat-input").press("Enter")
    line = bob.get_by_test_id("chat-line")
    await expect(line).to_have_text(f"{NAMES[0]} <b>Hi</b> everyone")
    await expect(bob.locator(".chat-lines b")).to_have_count(0)
    await expect(host.get_by_test_id("chat-input")).to_have_value("")

    await bob.get_by_test_id("chat-input").fill("Salut !")
    await bob.get_by_test_id("chat-send").click()
    await expect(host.get_by_test_id("chat-line")).to_have_count(2)
    await expect(host.get_by_test_id("chat-line").nth(1)).to_have_text(f"{NAMES[1]} Salut !")

    _, watcher = await new_player(browser)
    await watcher.goto(f"{live_server.base}/r/{code}")
    await expect(watcher.get_by_test_id("chat-line")).to_have_count(2)
    await expect(watcher.get_by_test_id("chat")).to_contain_text("Take a seat to write.")
    await expect(watcher.get_by_test_id("chat-input")).to_have_count(0)

    await assert_accessible(host, "lobby chat, desktop, English", settled=False)
    await assert_accessible(bob, "lobby chat, phone, French", settled=False)
    await shot(host, "lobby-chat-desktop-en")
    await bob.get_by_test_id("chat").scroll_into_view_if_needed()
    await shot(bob, "lobby-chat-phone-fr")

    # The host mutes Bob: everyone sees it on his seat, and his page says so instead of offering to write.
    mute = host.get_by_role("button", name=f"Mute {NAMES[1]} in the chat")
    await mute.click()
    await expect(mute).to_have_attribute("aria-pressed", "true")
    await expect(watcher.get_by_test_id("seat-muted-1")).to_have_text("muted")
    await expect(bob.get_by_test_id("chat-muted")).to_have_text("L'hôte vous a coupé la parole dans la discussion.")
    await expect(bob.get_by_test_id("chat-input")).to_have_count(0)
    await assert_accessible(host, "lobby, a player muted, desktop", settled=False)
    await shot(bob, "lobby-chat-muted-phone-fr")
    await shot(host, "lobby-chat-muted-desktop-en")
    await mute.click()
    await expect(bob.get_by_test_id("chat-input")).to_be_visible()
    await expect(watcher.get_by_test_id("seat-muted-1")).to_have_count(0)


async def test_a_player_the_host_removes_is_told_and_waits_before_sitting_again(
    live_server: LiveServer, browser: Browser
) -> None:
    _, host = await new_player(browser)
    _, bob = await new_player(browser, **PHONE)  # type: ignore[arg-type]
    code = await create_room(host, live_server.base)
    await sit(host, NAMES[0], COLOURS[0])
    await bob.goto(f"{live_server.base}/r/{code}")
    await sit(bob, NAMES[1], COLOURS[1])
    await expect(host.get_by_test_id("seat-1")).to_contain_text(NAMES[1])
    await host.get_by_test_id("remove-seat-1").click()
    toast = bob.get_by_test_id("toast")
    await expect(toast).to_contain_text(
        "The host removed you from your seat. You can watch, and sit again in a few minutes."
    )
    await expect(bob.get_by_test_id("sit-name")).to_be_visible()
    await sit(bob, "Someone else", COLOURS[2])
    await expect(toast).to_have_attribute("data-code", "removed_recently")
    await expect(host.get_by_test_id("seat-1")).to_have_count(0)
    await shot(bob, "lobby-removed-phone-en")


async def test_the_table_chats_during_a_game_from_the_header_but_not_while_pictomanias_clues_are_read(
    live_server: LiveServer, browser: Browser
) -> None:
    """Ann (desktop, English) and Bob (phone, French) play Piccolino: Ann writes from the header's chat button,
    Bob's counts the line as new, and Bob's reaction shows on both screens. Then in Pictomania, while the clue
    cards are read, the chat says the rules ask for silence and offers nothing to write with."""
    _, ann = await new_player(browser)
    _, bob = await new_player(browser, lang="fr", **PHONE)  # type: ignore[arg-type]
    await ann.goto(live_server.base + "/")
    await ann.get_by_test_id("game-piccolino").click()
    await ann.get_by_test_id("create-piccolino-submit").click()
    await ann.wait_for_url("**/r/*")
    await sit(ann, NAMES[0], COLOURS[0])
    await bob.goto(ann.url)
    await sit(bob, NAMES[1], COLOURS[1])
    await expect(ann.get_by_test_id("seat-1")).to_contain_text(NAMES[1])
    await expect(ann.get_by_test_id("chat-button")).to_have_count(0)  # the lobby has its chat on the page
    await ann.get_by_test_id("start-game").click()
    await expect(bob.get_by_test_id("piccolino-table")).to_have_attribute("data-phase", "playing")

    await ann.get_by_test_id("chat-button").click()
    dialog = ann.get_by_test_id("chat-dialog")
    await dialog.get_by_test_id("chat-input").fill("Good luck!")
    await dialog.get_by_test_id("chat-input").press("Enter")
    await expect(dialog.get_by_test_id("chat-line")).to_have_text(f"{NAMES[0]} Good luck!")
    await assert_accessible(ann, "the chat during a game, desktop, English", settled=False)
    await shot(ann, "game-chat-desktop-en")
    await ann.keyboard.press("Escape")
    await expect(dialog).to_have_count(0)
    await expect(ann.get_by_test_id("chat-button")).to_be_focused()

    await expect(bob.get_by_test_id("chat-unread")).to_have_text("1 nouveau(x)")
    await bob.get_by_test_id("chat-button").click()
    await expect(bob.get_by_test_id("chat-dialog").get_by_test_id("chat-line")).to_have_text(f"{NAMES[0]} Good luck!")
    await shot(bob, "game-chat-phone-fr")
    # A reaction, from the same dialog: everyone sees who cheered, a moment, in a corner of the table.
    await bob.get_by_role("button", name="Réagir : Bravo !").click()
    await expect(ann.get_by_test_id("reaction")).to_have_text(f"{NAMES[1]}: Bravo!")
    await expect(bob.get_by_test_id("reaction")).to_have_text(f"{NAMES[1]} : Bravo !")
    await assert_accessible(ann, "a reaction shown, desktop, English", settled=False)
    await shot(ann, "game-reaction-desktop-en")
    await bob.keyboard.press("Escape")
    await expect(bob.get_by_test_id("chat-unread")).to_have_count(0)

    code = await create_room(ann, live_server.base)
    await sit(ann, NAMES[0], COLOURS[0])
    await bob.goto(f"{live_server.base}/r/{code}")
    await sit(bob, NAMES[1], COLOURS[1])
    await ann.get_by_test_id("add-bot-easy").click()
    await expect(ann.get_by_test_id("seat-2")).to_be_visible()
    await ann.get_by_test_id("start-game").click()
    await phase(bob, "preview")
    await bob.get_by_test_id("chat-button").click()
    closed = bob.get_by_test_id("chat-dialog").get_by_test_id("chat-closed")
    await expect(closed).to_contain_text("Les règles du jeu demandent le silence")
    await expect(bob.get_by_test_id("chat-dialog").get_by_test_id("chat-input")).to_have_count(0)
    await assert_accessible(bob, "the chat closed while the clues are read, phone, French", settled=False)
    await shot(bob, "game-chat-closed-phone-fr")


async def test_the_table_votes_out_a_host_who_spoils_the_game(live_server: LiveServer, browser: Browser) -> None:
    """Ann, in charge, spoils the lobby: Bob (phone, French) and Cleo vote her out, two votes of the two needed."""
    _, ann = await new_player(browser)
    _, bob = await new_player(browser, lang="fr", **PHONE)  # type: ignore[arg-type]
    _, cleo = await new_player(browser)
    code = await create_room(ann, live_server.base)
    await sit(ann, NAMES[0], COLOURS[0])
    for page, index in ((bob, 1), (cleo, 2)):
        await page.goto(f"{live_server.base}/r/{code}")
        await sit(page, NAMES[index], COLOURS[index])
    await expect(ann.get_by_test_id("seat-2")).to_contain_text(NAMES[2])
    await expect(ann.get_by_test_id("vote-remove-1")).to_have_count(0)  # the host removes at once instead

    vote = bob.get_by_test_id("vote-remove-0")
    await expect(vote).to_have_text("Voter pour retirer (0 sur 2)")
    await vote.click()
    await expect(vote).to_have_attribute("aria-pressed", "true")
    await expect(cleo.get_by_test_id("vote-remove-0")).to_have_text("Vote to remove (1 of 2)")
    await assert_accessible(bob, "lobby, a vote to remove, phone, French", settled=False)
    await shot(bob, "lobby-vote-remove-phone-fr")
    await cleo.get_by_test_id("vote-remove-0").click()
    await expect(ann.get_by_test_id("toast")).to_contain_text("The table voted to remove you from your seat.")
    await expect(bob.get_by_test_id("seat-0")).to_contain_text(NAMES[1])
    await expect(bob.get_by_test_id("seat-2")).to_have_count(0)
    await expect(bob.get_by_test_id("remove-seat-1")).to_be_visible()  # Bob sits first now: he is in charge


async def test_the_host_removes_a_player_who_spoils_a_game_from_the_chat_dialog(
    live_server: LiveServer, browser: Browser
) -> None:
    """Ann (desktop) hosts Piccolino with Bob (phone, French) and Cleo; Cleo spoils the game. From the header's
    chat dialog Ann removes her, after confirming; Cleo is told and watches, and the stand-in plays her seat. Bob,
    not the host, sees a vote to remove in the same place."""
    _, ann = await new_player(browser)
    _, bob = await new_player(browser, lang="fr", **PHONE)  # type: ignore[arg-type]
    _, cleo = await new_player(browser)
    await ann.goto(live_server.base + "/")
    await ann.get_by_test_id("game-piccolino").click()
    await ann.get_by_test_id("create-piccolino-submit").click()
    await ann.wait_for_url("**/r/*")
    await sit(ann, NAMES[0], COLOURS[0])
    for seat, page in ((1, bob), (2, cleo)):
        await page.goto(ann.url)
        await sit(page, NAMES[seat], COLOURS[seat])
        await expect(ann.get_by_test_id(f"seat-{seat}")).to_contain_text(NAMES[seat])
    await ann.get_by_test_id("start-game").click()
    await expect(cleo.get_by_test_id("piccolino-table")).to_have_attribute("data-phase", "playing")

    await bob.get_by_test_id("chat-button").click()
    await expect(bob.get_by_test_id("vote-remove-2")).to_be_visible()
    await expect(bob.get_by_test_id("ask-remove-2")).to_have_count(0)
    await bob.keyboard.press("Escape")

    await ann.get_by_test_id("chat-button").click()
    players = ann.get_by_test_id("table-players")
    await expect(players.get_by_test_id("table-player-1")).to_contain_text(NAMES[1])
    await players.get_by_test_id("ask-remove-2").click()
    await expect(players).to_contain_text(f"Remove {NAMES[2]} from the game?")
    await assert_accessible(ann, "removing a player during a game, desktop, English", settled=False)
    await shot(ann, "game-remove-confirm-desktop-en")
    await players.get_by_test_id("remove-from-game-2").click()
    await expect(cleo.locator(".spectator-note")).to_be_visible()
    await expect(cleo.get_by_test_id("toast")).to_contain_text("The host removed you")
    await expect(players.get_by_test_id("table-player-2")).to_have_count(0)  # the stand-in plays her seat now
    await expect(bob.get_by_test_id("pile-2")).to_contain_text(NAMES[2])
