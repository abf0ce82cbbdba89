import type { LedgerEntry, LedgerKind, Party, TeamId } from "./state";

/**
 * [WHY] Every change of points in words a class reads at a glance: "Owls +9: Right answer after
 * clue 2". Built only from the ledger the engine writes (each entry carries its reason), so a
 * screen never works out a rule itself. Entries of one command that share a reason (a "Collect 2
 * from each team" card pays one entry per team) become one line.
 */
export interface PointDelta {
  teamId: TeamId;
  /** Signed: what the team gained (positive) or paid (negative). */
  delta: number;
}

export interface PointLine {
  /** The ledger entries this line stands for. */
  seqs: number[];
  kind: LedgerKind;
  /** Why, in the engine's words (a moderator's adjustment says who made it). */
  reason: string;
  /** Each team's change on this line, in the order the entries name them; the bank is left out. */
  deltas: PointDelta[];
  /** The whole line as one sentence: "Owls +9: Right answer after clue 2". */
  text: string;
}

/** A number of points with its sign, with a real minus sign (a hyphen reads as a dash). */
export function signedPoints(delta: number): string {
  return delta > 0 ? `+${delta}` : delta < 0 ? `\u2212${-delta}` : "0";
}

function reasonOf(entry: LedgerEntry): string {
  return entry.kind === "adjustment" ? `The moderator: ${entry.reason}` : entry.reason;
}

function addDelta(deltas: PointDelta[], party: Party, delta: number): void {
  if (party === "bank") return;
  const found = deltas.find((entry) => entry.teamId === party);
  if (found) found.delta += delta;
  else deltas.push({ teamId: party, delta });
}

/** The lines for `entries` (oldest first), one per run of entries with the same kind and reason. */
export function pointLines(entries: readonly LedgerEntry[], teamName: (teamId: TeamId) => string): PointLine[] {
  const lines: Omit<PointLine, "text">[] = [];
  for (const entry of entries) {
    if (entry.amount <= 0) continue;
    const reason = reasonOf(entry);
    const last = lines.at(-1);
    const line = last && last.kind === entry.kind && last.reason === reason ? last : null;
    const target = line ?? { seqs: [], kind: entry.kind, reason, deltas: [] };
    target.seqs.push(entry.seq);
    addDelta(target.deltas, entry.from, -entry.amount);
    addDelta(target.deltas, entry.to, entry.amount);
    if (!line) lines.push(target);
  }
  return lines.map((line) => {
    const moved = line.deltas.filter((entry) => entry.delta !== 0);
    const who = moved.map((entry) => `${teamName(entry.teamId)} ${signedPoints(entry.delta)}`).join(", ");
    return { ...line, deltas: moved, text: who ? `${who}: ${line.reason}` : line.reason };
  });
}

/**
 * The lines for entries an undo took back: the same reasons, each change reversed, said as undone
 * ("Undone: Owls' 9 points for “Right answer after clue 2” were taken back"), never as a penalty.
 */
export function undoneLines(entries: readonly LedgerEntry[], teamName: (teamId: TeamId) => string): PointLine[] {
  return pointLines(entries, teamName).map((line) => {
    const reversed = line.deltas.map((entry) => ({ teamId: entry.teamId, delta: -entry.delta }));
    const parts = line.deltas.map((entry) =>
      entry.delta > 0 ? `${teamName(entry.teamId)} give back ${entry.delta}` : `${teamName(entry.teamId)} get back ${-entry.delta}`,
    );
    const text = `Undone: “${line.reason}”${parts.length ? ` (${parts.join(", ")})` : ""}`;
    return { ...line, deltas: reversed, text };
  });
}
