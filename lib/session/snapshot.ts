import { z } from "zod";
import { clueCardSchema } from "@/lib/content/clue-card";
import { gameStateSchema } from "@/lib/game/state-schema";
import type { SessionSetup, SessionState } from "./state";

/**
 * A game as it is stored: its setup (once) and a snapshot of its state after every command. Both
 * are read back through a schema, and a snapshot carries a version so that a change to the state's
 * shape comes with a migration from every earlier version (`MIGRATIONS`), never a silent misread.
 *
 * Version 1: the bare session state (games stored before snapshots had a version).
 * Version 2: `{ v: 2, state }`.
 */
export const SNAPSHOT_VERSION = 2;

const teamMeta = z
  .object({ id: z.string().min(1), name: z.string(), colour: z.string(), declaredPlayers: z.number().int().min(0) })
  .strict();

const sessionStateSchema = z
  .object({
    rulesVersion: z.number().int().min(1).optional(),
    status: z.enum(["lobby", "playing", "finished", "ended"]),
    joinLocked: z.boolean(),
    teams: z.array(teamMeta),
    seats: z.array(z.object({ id: z.string().min(1), name: z.string(), teamId: z.string().nullable() }).strict()),
    teamEpochs: z.record(z.string(), z.number().int().min(0)),
    engine: gameStateSchema,
  })
  .strict();

const setupSchema = z
  .object({
    teams: z.array(teamMeta),
    targetPoints: z.number().int().min(1),
    clueValues: z.tuple([z.number(), z.number(), z.number(), z.number(), z.number(), z.number()]),
    seed: z.number().int(),
    deck: z.array(clueCardSchema),
  })
  .strict();

export class SnapshotError extends Error {}

/** Each entry lifts a stored value of version `n` to version `n + 1`. */
const MIGRATIONS: Record<number, (stored: unknown) => unknown> = {
  1: (state) => ({ v: 2, state }),
};

function versionOf(stored: unknown): number {
  if (typeof stored === "object" && stored !== null && "v" in stored && typeof stored.v === "number") return stored.v;
  return 1;
}

/** The state to store: the deck lives in the setup, so each command writes a few KB, not 40. */
export function encodeSnapshot(state: SessionState): string {
  return JSON.stringify({ v: SNAPSHOT_VERSION, state: { ...state, engine: { ...state.engine, clueCards: [] } } });
}

export function decodeSnapshot(json: string, setup: SessionSetup, where: string): SessionState {
  let stored: unknown = JSON.parse(json);
  for (let version = versionOf(stored); version < SNAPSHOT_VERSION; version++) {
    const migrate = MIGRATIONS[version];
    if (!migrate) throw new SnapshotError(`${where}: no migration from snapshot version ${version}`);
    stored = migrate(stored);
  }
  const version = versionOf(stored);
  if (version !== SNAPSHOT_VERSION)
    throw new SnapshotError(`${where}: snapshot version ${version} is newer than this server (${SNAPSHOT_VERSION}): update Clue Spin`);
  const parsed = z
    .object({ v: z.literal(SNAPSHOT_VERSION), state: sessionStateSchema })
    .strict()
    .safeParse(stored);
  if (!parsed.success) throw new SnapshotError(`${where}: the stored snapshot does not fit: ${describe(parsed.error)}`);
  const state: SessionState = parsed.data.state;
  return { ...state, engine: { ...state.engine, clueCards: setup.deck } };
}

export function decodeSetup(json: string, where: string): SessionSetup {
  const parsed = setupSchema.safeParse(JSON.parse(json));
  if (!parsed.success) throw new SnapshotError(`${where}: the stored setup does not fit: ${describe(parsed.error)}`);
  return parsed.data;
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join(".") || "(top)"}: ${issue.message}` : "unknown problem";
}
