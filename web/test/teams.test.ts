import { describe, expect, it } from "vitest";
import { translate } from "../src/i18n";
import type { Room, SeatInfo } from "../src/protocol";
import { mayJoinTeam, moveTargets, teamGroups, teamLabelNumber } from "../src/ui/lobby/teams";

function seat(n: number, team: number | null): SeatInfo {
  return { seat: n, name: `P${n}`, colour: "red", connected: true, standin: false, bot: null, team };
}

function room(over: Partial<Room>): Room {
  return {
    code: "ABCDEF", game: "pictomania", status: "lobby", options: {}, seats: [], host: 0, you: 0, game_id: null,
    min_players: 2, max_players: 8, teams: 2, ...over,
  };
}

describe("a lobby in teams", () => {
  it("has no groups when the game is not played in teams (or the server is older)", () => {
    expect(teamGroups(room({ teams: 0, seats: [seat(0, null)] }))).toBeNull();
    expect(teamGroups(room({ teams: undefined, seats: [seat(0, null)] }))).toBeNull();
  });

  it("groups the seats by team in seat order, keeps empty teams, and puts seats without one last", () => {
    const groups = teamGroups(room({ teams: 3, seats: [seat(3, 0), seat(1, 1), seat(0, 0), seat(2, null)] }))!;
    expect(groups.map((g) => [g.team, g.seats.map((s) => s.seat)])).toEqual([
      [0, [0, 3]],
      [1, [1]],
      [2, []],
      [null, [2]],
    ]);
  });

  it("labels teams from 1 in both languages", () => {
    expect(teamLabelNumber(0)).toBe(1);
    expect(translate("en", "room.team", { n: teamLabelNumber(1) })).toBe("Team 2");
    expect(translate("fr", "room.team", { n: teamLabelNumber(0) })).toBe("Équipe 1");
  });

  it("offers a seated player the other teams only, in the lobby", () => {
    const r = room({ seats: [seat(0, 0), seat(1, 1)], you: 0 });
    expect(mayJoinTeam(r, 0)).toBe(false);
    expect(mayJoinTeam(r, 1)).toBe(true);
    expect(mayJoinTeam({ ...r, you: null }, 1)).toBe(false);
    expect(mayJoinTeam({ ...r, status: "playing" }, 1)).toBe(false);
    expect(mayJoinTeam(r, null)).toBe(false);
  });

  it("lets the host move a seat to every team but its own", () => {
    const r = room({ teams: 3, seats: [seat(0, 0), seat(1, null)] });
    expect(moveTargets(r, r.seats[0]!)).toEqual([1, 2]);
    expect(moveTargets(r, r.seats[1]!)).toEqual([0, 1, 2]);
    expect(moveTargets({ ...r, status: "over" }, r.seats[0]!)).toEqual([]);
  });
});
