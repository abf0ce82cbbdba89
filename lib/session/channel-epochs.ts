import type { SessionEvent } from "./session";
import type { SessionState } from "./state";

/**
 * A team's private channel is named by an epoch (see lib/shared/channels.ts). A name must never
 * be heard by anyone but the people on the team while it is in use, so when someone leaves a team
 * (moved, removed, reseated, or their seat given to another phone) the team gets a new name that
 * the leaver was never authorised for, and the old name is retired for good.
 *
 * The new epoch is the room version of the command that changed the team. Versions only go up
 * (an undo is a new version too), so a name is never used twice, even when an undo rebuilds the
 * room by replay and puts a student back where they were. Reducers never touch epochs: the command
 * path and the log's replay both apply this one function after every accepted command, so a
 * replayed room equals the stored one.
 */
export function advanceTeamEpochs(
  before: SessionState,
  after: SessionState,
  version: number,
  events: readonly SessionEvent[],
): { state: SessionState; retired: { teamId: string; epoch: number }[] } {
  const membersBefore = membersByTeam(before);
  const membersAfter = membersByTeam(after);
  const regranted = new Set(
    events.flatMap((event) => {
      if (event.type !== "claimGranted" || typeof event.playerId !== "string") return [];
      const teamId = after.seats.find((seat) => seat.id === event.playerId)?.teamId;
      return teamId ? [teamId] : [];
    }),
  );
  const knewBefore = new Set(before.teams.map((team) => team.id));
  const epochs: Record<string, number> = {};
  const retired: { teamId: string; epoch: number }[] = [];
  for (const team of after.teams) {
    const old = before.teamEpochs[team.id] ?? 0;
    const had = membersBefore.get(team.id) ?? new Set<string>();
    const has = membersAfter.get(team.id) ?? new Set<string>();
    const someoneLeft = [...had].some((playerId) => !has.has(playerId));
    if (!knewBefore.has(team.id) || someoneLeft || regranted.has(team.id)) {
      epochs[team.id] = version;
      if (knewBefore.has(team.id) || old > 0) retired.push({ teamId: team.id, epoch: old });
    } else if (old > 0) {
      // Epoch 0 (the plain name) is the default: not written, so a room nobody left stays as it was stored.
      epochs[team.id] = old;
    }
  }
  // A team that no longer exists (a class seated again at fewer tables): its name is retired too.
  const stillThere = new Set(after.teams.map((team) => team.id));
  for (const team of before.teams) {
    if (!stillThere.has(team.id)) retired.push({ teamId: team.id, epoch: before.teamEpochs[team.id] ?? 0 });
  }
  return { state: { ...after, teamEpochs: epochs }, retired };
}

function membersByTeam(state: SessionState): Map<string, Set<string>> {
  const members = new Map<string, Set<string>>();
  for (const seat of state.seats) {
    if (seat.teamId === null) continue;
    const set = members.get(seat.teamId) ?? new Set<string>();
    set.add(seat.id);
    members.set(seat.teamId, set);
  }
  return members;
}
