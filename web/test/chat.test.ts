// The chat during a game: whether the table may talk (the view says, during play), and how many lines the header's
// button counts as new.
import { describe, expect, it } from "vitest";
import type { ChatLine } from "../src/protocol";
import { talkOpen } from "../src/ui/chat/ChatPanel";
import { unread } from "../src/ui/chat/ChatSlot";

const line = (seat: number, text: string): ChatLine => ({ seat, name: `P${seat}`, text });

describe("the chat during a game", () => {
  it("is open in the lobby, and during play unless the view says the game asks for silence", () => {
    expect(talkOpen("lobby", undefined)).toBe(true);
    expect(talkOpen("lobby", false)).toBe(true);
    expect(talkOpen("playing", true)).toBe(true);
    expect(talkOpen("playing", undefined)).toBe(true);
    expect(talkOpen("playing", false)).toBe(false);
  });

  it("counts as new the lines others wrote since the last one read, never one's own", () => {
    const lines = [line(0, "hi"), line(1, "hello"), line(2, "ready?"), line(1, "yes")];
    expect(unread(lines, lines[1]!, 1)).toBe(1);
    expect(unread(lines, lines[3]!, 0)).toBe(0);
    expect(unread(lines, null, 0)).toBe(3);
    // The last line read has scrolled out of the kept lines: every line kept is new.
    expect(unread(lines, line(0, "gone"), 2)).toBe(3);
  });
});
