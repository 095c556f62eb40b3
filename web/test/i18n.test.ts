import { describe, expect, it } from "vitest";
import { GAMES } from "../src/games";
import { beforeLanguageSwitch, catalog, errorMessage, format, lang, pickLang, setLang, translate } from "../src/i18n";
import { en } from "../src/i18n/en";
import { fr } from "../src/i18n/fr";
import "../src/ui/pages/AdminPage"; // registers the admin page's words, as opening the page does
import { adminEn, adminFr } from "../src/ui/pages/adminMessages";

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The shared dictionaries, then each game's. */
const dictionaries: { owner: string; en: Record<string, string>; fr: Record<string, string> }[] = [
  { owner: "shared", en, fr },
  { owner: "admin", en: adminEn, fr: adminFr },
  ...GAMES.map((entry) => ({ owner: `${entry.name}'s name`, en: entry.titles.en, fr: entry.titles.fr })),
  ...(await Promise.all(
    GAMES.map(async (entry) => ({
      owner: entry.name,
      en: await entry.loadMessages.en(),
      fr: await entry.loadMessages.fr(),
    })),
  )),
];

describe("catalogs", () => {
  for (const d of dictionaries) {
    it(`${d.owner}: English and French have exactly the same keys`, () => {
      expect(Object.keys(d.fr).sort()).toEqual(Object.keys(d.en).sort());
    });

    it(`${d.owner}: no message is empty`, () => {
      for (const catalog of [d.en, d.fr]) {
        for (const [key, value] of Object.entries(catalog)) {
          expect(value.trim(), key).not.toBe("");
        }
      }
    });

    it(`${d.owner}: each French message uses the same {values} as the English one`, () => {
      for (const key of Object.keys(d.en)) {
        expect(placeholders(d.fr[key] ?? ""), key).toEqual(placeholders(d.en[key]!));
      }
    });
  }

  it("no key is in two dictionaries, and the merged catalogs hold every key of each", () => {
    const owners = new Map<string, string>();
    for (const d of dictionaries) {
      for (const key of Object.keys(d.en)) {
        expect(owners.get(key), `${key} in ${d.owner}`).toBeUndefined();
        owners.set(key, d.owner);
      }
    }
    expect(Object.keys(catalog("en")).sort()).toEqual([...owners.keys()].sort());
    expect(Object.keys(catalog("fr")).sort()).toEqual([...owners.keys()].sort());
  });

  it("has a message for every error code the protocol lists", () => {
    const codes = [
      "bad_frame", "too_large", "flood", "not_seated", "not_host", "seat_taken", "room_full", "name_taken",
      "bad_name", "bad_colour", "colour_taken", "not_in_lobby", "not_enough_players", "game_not_over",
      "cannot_draw_now", "out_of_bounds", "bad_stroke", "bad_token", "no_such_room", "no_such_seat",
      "still_connected", "wrong_phase", "guess_self", "already_guessed", "number_used", "no_such_number",
      "already_finished", "blank_takes_no_bonus", "target_draws_nothing", "level_unavailable", "unknown_level",
      "replacement_limit", "no_such_card", "already_ready", "already_checked", "already_draws_nothing",
      "malformed_action", "no_teams", "bad_team", "teams_incomplete", "internal", "banned", "room_closed", "chat_closed", "bad_chat", "chat_too_fast", "muted", "removed", "removed_recently",
    ];
    for (const code of codes) expect(Object.keys(catalog("en")), code).toContain(`error.${code}`);
  });
});

describe("translation", () => {
  it("fills in values", () => {
    expect(format("Round {n}/{total}", { n: 2, total: 5 })).toBe("Round 2/5");
    expect(format("{missing} stays", {})).toBe("{missing} stays");
    expect(translate("fr", "game.round", { n: 1, total: 5 })).toBe("Manche 1/5");
  });

  it("elides French de before a name that starts with a vowel, and only in French", () => {
    expect(translate("fr", "room.standinLabel", { name: "Ugo" })).toBe("Confier la place d'Ugo à un remplaçant");
    expect(translate("fr", "room.standinLabel", { name: "Émile" })).toBe("Confier la place d'Émile à un remplaçant");
    expect(translate("fr", "room.standinLabel", { name: "Bob" })).toBe("Confier la place de Bob à un remplaçant");
    expect(translate("fr", "room.needPlayers", { min: 3, max: 6 })).toBe(fr["room.needPlayers"].replace("{min}", "3").replace("{max}", "6"));
    expect(translate("en", "room.standinLabel", { name: "Ugo" })).toBe(format(en["room.standinLabel"], { name: "Ugo" }));
  });

  it("falls back to the code for an unknown error", () => {
    lang.value = "en";
    expect(errorMessage("flood")).toBe(en["error.flood"]);
    expect(errorMessage("guess_self")).toBe(catalog("en")["error.guess_self"]);
    expect(errorMessage("brand_new_code")).toBe("brand_new_code");
  });

  it("picks the stored language, else the browser's", () => {
    expect(pickLang("fr", "en-GB")).toBe("fr");
    expect(pickLang(null, "fr-CA")).toBe("fr");
    expect(pickLang("de", "en-US")).toBe("en");
    expect(pickLang(null, undefined)).toBe("en");
  });
});

describe("switching the interface's language", () => {
  let offline = false;
  const fetched: string[] = [];
  beforeLanguageSwitch(async (next) => {
    fetched.push(next);
    if (offline) throw new Error("offline");
  });

  it("waits for what must be fetched first, and switches nothing when it cannot be fetched", async () => {
    const before = lang.peek();
    const other = before === "en" ? "fr" : "en";
    offline = true;
    await expect(setLang(other)).rejects.toThrow("offline");
    expect(lang.peek()).toBe(before);
    offline = false;
    await setLang(other);
    expect(lang.peek()).toBe(other);
    expect(fetched.slice(-2)).toEqual([other, other]);
    await setLang(before);
  });
});
