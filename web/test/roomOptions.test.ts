// The options as the forms hold them: a new room's deck language follows the interface's, the lobby's editor
// shows a room's options and sends only what the host changed.
import { describe, expect, it } from "vitest";
import { flipSecondsPatch } from "../src/games/piccolino/options";
import {
  contentLanguage,
  draftOf,
  newDraft,
  settingsOf,
  settingsPatch,
} from "../src/games/pictomania/optionsDraft";
import type { PictomaniaRoomOptions } from "../src/games/pictomania/protocol";

const ROOM: PictomaniaRoomOptions = {
  level: null,
  children: false,
  three_player_bonus: false,
  round_seconds: null,
  review_seconds: null,
  language: "en",
  deck_size: 100,
};

describe("the deck's language on the create form", () => {
  it("is the interface's until the host picks one", () => {
    expect(contentLanguage(null, "fr")).toBe("fr");
    expect(contentLanguage(null, "en")).toBe("en");
    expect(contentLanguage("en", "fr")).toBe("en");
    expect(contentLanguage("fr", "en")).toBe("fr");
  });

  it("is English for an interface language no deck is written in", () => {
    expect(contentLanguage(null, "de")).toBe("en");
  });
});

describe("Pictomania's options as fields", () => {
  it("sends a new room's defaults as the server's defaults, in the given language", () => {
    expect(settingsOf(newDraft("fr"))).toEqual({
      level: null,
      children: false,
      three_player_bonus: false,
      round_seconds: null,
      review_seconds: null,
      language: "fr",
    });
  });

  it("reads time limits as whole seconds, blank as none", () => {
    const draft = { ...newDraft("en"), roundSeconds: " 90 ", reviewSeconds: "" };
    expect(settingsOf(draft)).toMatchObject({ round_seconds: 90, review_seconds: null });
  });

  it("shows a room's options in the fields and sends nothing when nothing changed", () => {
    const room: PictomaniaRoomOptions = { ...ROOM, level: "hard", children: true, round_seconds: 60 };
    const draft = draftOf(room);
    expect(draft).toMatchObject({ level: "hard", children: true, roundSeconds: "60", reviewSeconds: "" });
    expect(settingsPatch(room, draft)).toEqual({});
  });

  it("takes what a room leaves out at the server's default", () => {
    expect(draftOf({ deck_size: 100 })).toEqual(newDraft("en"));
  });

  it("sends only what the host changed", () => {
    const draft = { ...draftOf(ROOM), level: "easy" as const, roundSeconds: "45", language: "fr" as const };
    expect(settingsPatch(ROOM, draft)).toEqual({ level: "easy", round_seconds: 45, language: "fr" });
  });

  it("sends null to take a level or a time limit away", () => {
    const room: PictomaniaRoomOptions = { ...ROOM, level: "moderate", review_seconds: 30 };
    const draft = { ...draftOf(room), level: "" as const, reviewSeconds: "" };
    expect(settingsPatch(room, draft)).toEqual({ level: null, review_seconds: null });
  });
});

describe("Piccolino's flip time in the lobby", () => {
  it("sends the new number of seconds, nothing for the same, and refuses one out of range", () => {
    expect(flipSecondsPatch({ flip_seconds: 4 }, "9")).toEqual({ flip_seconds: 9 });
    expect(flipSecondsPatch({ flip_seconds: 4 }, " 4 ")).toEqual({});
    expect(flipSecondsPatch({}, "4")).toEqual({});
    expect(flipSecondsPatch({ flip_seconds: 4 }, "61")).toBeNull();
    expect(flipSecondsPatch({ flip_seconds: 4 }, "")).toBeNull();
  });
});
