// The lobby's seat form for a game played in teams: the teams a newcomer may choose, who is in each, and where
// "either" would put them (the server's choice: the smallest team, the first of those).
import { describe, expect, it } from "vitest";
import { roomiestTeam, sitTeams } from "../src/ui/lobby/teams";
import { seat, winLoseOrDrawRoom } from "./winLoseOrDrawFixtures";

describe("the seat form's team choice", () => {
  it("offers each team with its members, empty ones too", () => {
    const room = winLoseOrDrawRoom({ seats: [seat(0, 0, "Ann"), seat(1, 0, "Bob"), seat(2, null, "Cy")] });
    expect(sitTeams(room)).toEqual([
      { team: 0, names: ["Ann", "Bob"] },
      { team: 1, names: [] },
    ]);
  });

  it("offers nothing in a game not played in teams", () => {
    expect(sitTeams(winLoseOrDrawRoom({ teams: 0, seats: [seat(0, null)] }))).toBeNull();
    expect(sitTeams(winLoseOrDrawRoom({ teams: undefined }))).toBeNull();
  });

  it("says where either would go: the smallest team, the first of equals", () => {
    expect(roomiestTeam([{ team: 0, names: ["Ann", "Bob"] }, { team: 1, names: ["Cy"] }])).toBe(1);
    expect(roomiestTeam([{ team: 0, names: ["Ann"] }, { team: 1, names: ["Cy"] }])).toBe(0);
    expect(roomiestTeam([{ team: 0, names: [] }, { team: 1, names: [] }])).toBe(0);
    expect(roomiestTeam([])).toBeNull();
  });
});
