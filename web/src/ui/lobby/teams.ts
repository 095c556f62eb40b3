// A lobby in teams (room.teams > 0): the seats grouped by team, and what a player or the host may do with them.
// Pure functions of the room, so the lobby's team logic is tested without a page.
import type { Room, SeatInfo } from "../../protocol";

export interface TeamGroup {
  /** The team's number on the wire (0-based); null for seats that have none yet. */
  team: number | null;
  seats: SeatInfo[];
}

/** How many teams the room is played in (0: everyone for themselves, or an older server). */
export function teamCount(room: Room): number {
  return room.teams ?? 0;
}

/** One group per team, in order, each with its seats in seat order (an empty team too, so it can be joined),
 * then the seats without a team if there are any. Null when the game is not played in teams. */
export function teamGroups(room: Room): TeamGroup[] | null {
  const n = teamCount(room);
  if (n <= 0) return null;
  const groups: TeamGroup[] = Array.from({ length: n }, (_, team) => ({ team, seats: [] }));
  const loose: SeatInfo[] = [];
  for (const s of [...room.seats].sort((a, b) => a.seat - b.seat)) {
    const team = s.team;
    if (typeof team === "number" && team >= 0 && team < n) groups[team]!.seats.push(s);
    else loose.push(s);
  }
  if (loose.length > 0) groups.push({ team: null, seats: loose });
  return groups;
}

/** The number people read for a team: "Team 1" is team 0. */
export function teamLabelNumber(team: number): number {
  return team + 1;
}

/** Whether this page's player may join `team`: seated, in the lobby, and not in that team already. */
export function mayJoinTeam(room: Room, team: number | null): boolean {
  if (team === null || room.status !== "lobby" || room.you === null || teamCount(room) <= 0) return false;
  const me = room.seats.find((s) => s.seat === room.you);
  return me !== undefined && me.team !== team;
}

/** The teams the host may move a seat to: every team but its own (none outside the lobby). */
export function moveTargets(room: Room, seat: SeatInfo): number[] {
  if (room.status !== "lobby") return [];
  return Array.from({ length: teamCount(room) }, (_, team) => team).filter((team) => team !== seat.team);
}

/** One team as the seat form offers it to a newcomer: who is in it already. */
export interface SitTeam {
  team: number;
  names: string[];
}

/** The teams a newcomer may choose from, in order (null when the game is not played in teams). */
export function sitTeams(room: Room): SitTeam[] | null {
  const groups = teamGroups(room);
  if (groups === null) return null;
  return groups
    .filter((g): g is TeamGroup & { team: number } => g.team !== null)
    .map((g) => ({ team: g.team, names: g.seats.map((s) => s.name) }));
}

/** Where the server seats a newcomer who does not choose: the team with fewest players, the first of those. */
export function roomiestTeam(teams: readonly SitTeam[]): number | null {
  let best: SitTeam | null = null;
  for (const team of teams) if (best === null || team.names.length < best.names.length) best = team;
  return best?.team ?? null;
}
