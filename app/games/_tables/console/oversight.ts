import type { RoomTable, RoomTeam } from "@/lib/shared/room-views";

/** A table that has waited this long on a team with no accepted command is called stuck on its line. */
export const STUCK_AFTER_MS = 60_000;

/**
 * Something on a table's line the teacher should act on, with what to do. "alert": the table cannot
 * go on by itself (a team without players, a stuck table, a waited-on team with no phone connected);
 * "note": worth a look (some phones offline, a team over its size).
 */
export interface TableWarning {
  kind: "empty-team" | "stuck" | "offline" | "crowded";
  tone: "alert" | "note";
  text: string;
}

export interface TableOversight {
  table: RoomTable;
  /** Every team of the room (a crowded team's advice names teams with room at other tables). */
  teams: readonly RoomTeam[];
  /** The teams the table's game waits on now. */
  waitingOn: readonly string[];
  /** Players whose phones are connected; null while the console does not know yet (presence not synced). */
  online: ReadonlySet<string> | null;
  maxPerTeam: number;
  /** The time to measure the wait against, in ms (the clock the table's `changedAt` was stamped on). */
  now: number;
}

/** What a table's line warns about, in the order a teacher should act on it; nothing for a table whose game is over. */
export function tableWarnings({ table, teams, waitingOn, online, maxPerTeam, now }: TableOversight): TableWarning[] {
  if (table.over) return [];
  const atTable = table.teamIds.map((id) => teams.find((team) => team.id === id)).filter((team): team is RoomTeam => !!team);
  const warnings: TableWarning[] = [];
  const empty = atTable.filter((team) => team.players.length === 0 && team.declaredPlayers === 0);
  for (const team of empty) {
    warnings.push({
      kind: "empty-team",
      tone: "alert",
      text: `${team.name} has no players: seat someone on it (Teams and players, below), or end this table.`,
    });
  }
  const stuckFor = table.paused || table.changedAt === undefined ? 0 : now - table.changedAt;
  const waitedOn = atTable.filter((team) => waitingOn.includes(team.id) && !empty.includes(team));
  if (stuckFor >= STUCK_AFTER_MS && waitedOn.length > 0) {
    warnings.push({
      kind: "stuck",
      tone: "alert",
      text: `Waiting on ${waitedOn.map((team) => team.name).join(" and ")} for ${minutes(stuckFor)}: check their phones, help them choose, or pause the table.`,
    });
  }
  if (online) {
    const unreachable = waitedOn.filter((team) => team.players.length > 0 && team.players.every((player) => !online.has(player.id)));
    const offline = atTable.flatMap((team) => {
      const away = team.players.filter((player) => !online.has(player.id)).map((player) => player.name);
      return away.length ? [`${away.join(", ")} (${team.name})`] : [];
    });
    if (offline.length > 0) {
      warnings.push({
        kind: "offline",
        tone: unreachable.length > 0 ? "alert" : "note",
        text:
          unreachable.length > 0
            ? `No phone of ${unreachable.map((team) => team.name).join(" or ")} is connected, and the table waits on them. Offline: ${offline.join("; ")}.`
            : `Offline: ${offline.join("; ")}.`,
      });
    }
  }
  for (const team of atTable.filter((candidate) => candidate.players.length > maxPerTeam)) {
    warnings.push({ kind: "crowded", tone: "note", text: crowdedText(team, teams, maxPerTeam) });
  }
  return warnings;
}

function minutes(ms: number): string {
  const whole = Math.floor(ms / 60_000);
  return whole >= 60 ? `${Math.floor(whole / 60)} h ${whole % 60} min` : `${whole} min`;
}

/** A team over its size, why that matters and what to do: a team with room elsewhere, or that every team is full. */
function crowdedText(team: RoomTeam, teams: readonly RoomTeam[], maxPerTeam: number): string {
  const head = `${team.name} has ${team.players.length} players, more than the ${maxPerTeam} a team may have`;
  const roomy = teams.filter((other) => other.players.length < maxPerTeam);
  return roomy.length > 0
    ? `${head}: move one to a team with room (${roomy
        .slice(0, 3)
        .map((other) => `${other.name}, ${other.players.length} of ${maxPerTeam}`)
        .join("; ")}).`
    : `${head}, because every team was full: they share the team's hand.`;
}

/** Teams with room named in the late joiners' advice (a class of 30 tables would make a paragraph). */
const NAMED_TEAMS = 6;

/** Where a late joiner can go: the teams with room, or (every team full) the warning that placing them makes a team too big. */
export function lateJoinerAdvice(teams: readonly RoomTeam[], maxPerTeam: number): { tone: "alert" | "note"; text: string } {
  const roomy = teams.filter((team) => team.players.length < maxPerTeam);
  if (teams.length === 0) return { tone: "note", text: "Seat the class first." };
  if (roomy.length === 0) {
    return {
      tone: "alert",
      text: `Every team has ${maxPerTeam} players, the most a team may have: a student you place now makes a team of ${maxPerTeam + 1}, sharing that team's hand.`,
    };
  }
  const named = roomy.slice(0, NAMED_TEAMS).map((team) => `${team.name} (${team.players.length} of ${maxPerTeam})`);
  const more = roomy.length - named.length;
  return { tone: "note", text: `Teams with room: ${named.join(", ")}${more > 0 ? ` and ${more} more` : ""}.` };
}
