import { z } from "zod";
import { DEFAULT_GAME_ID, gameModule } from "@/lib/games/registry";
import { MAIN_TABLE, type SessionSetup, type SessionState, type TableState } from "./state";

/**
 * A room as it is stored: its setup (once) and a snapshot of its state after every command. Both
 * are read back through schemas (the room's here, each table's game through its module's), and
 * both carry a version, so that a change of shape comes with a migration from every earlier
 * version (`SNAPSHOT_MIGRATIONS`, `SETUP_MIGRATIONS`), never a silent misread.
 *
 * Snapshot 1: the clue game's bare session state. 2: `{ v: 2, state }`. 3: the room holds tables
 * (`state.tables`) and names its game (`state.game`). 4: the tables are stored apart, one row each
 * (`{ v: 1, table }`, so a move writes its own table only); the room's row names them in order
 * (`state.tableIds`). The whole room in one string (`encodeSnapshot`, for tests and fixtures) is
 * the room's row with its tables' rows under `tables`.
 * Snapshots 3 and 4 may also hold `current` (the setup of a room's later game) and `played` (who won
 * each earlier game): both optional, missing in every room stored before, which read as a room in
 * its first game (its setup is the stored setup) with none played.
 * Setup 1: the clue game's setup (teams, targetPoints, clueValues, seed, deck). 2: `{ v: 2, game,
 * teams, seed, gameSetup }`.
 */
export const SNAPSHOT_VERSION = 4;
export const TABLE_ROW_VERSION = 1;
export const SETUP_VERSION = 2;

const teamMeta = z
  .object({ id: z.string().min(1), name: z.string(), colour: z.string(), declaredPlayers: z.number().int().min(0) })
  .strict();

const tableSchema = z
  .object({ id: z.string().min(1), teamIds: z.array(z.string().min(1)), engine: z.unknown(), paused: z.boolean(), over: z.boolean() })
  .strict();

const tableRowSchema = z.object({ v: z.literal(TABLE_ROW_VERSION), table: tableSchema }).strict();

const roomSchema = z
  .object({
    rulesVersion: z.number().int().min(1).optional(),
    game: z.string().min(1),
    status: z.enum(["lobby", "playing", "finished", "ended"]),
    joinLocked: z.boolean(),
    teams: z.array(teamMeta),
    seats: z.array(z.object({ id: z.string().min(1), name: z.string(), teamId: z.string().nullable() }).strict()),
    teamEpochs: z.record(z.string(), z.number().int().min(0)),
    tableIds: z.array(z.string().min(1)),
    claims: z
      .array(
        z
          .object({
            id: z.string().min(1),
            playerId: z.string().min(1),
            at: z.number(),
            device: z
              .object({ address: z.string(), known: z.enum(["seat", "other"]) })
              .strict()
              .optional(),
          })
          .strict(),
      )
      .optional(),
    current: z.object({ seed: z.number().int(), gameSetup: z.unknown() }).strict().optional(),
    played: z
      .array(
        z
          .object({
            game: z.string().min(1),
            outcome: z.enum(["finished", "ended", "not-started"]),
            winners: z.array(z.string()),
            tables: z.array(z.object({ id: z.string().min(1), teamIds: z.array(z.string()), winners: z.array(z.string()) }).strict()),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();

const setupSchema = z
  .object({
    v: z.literal(SETUP_VERSION),
    game: z.string().min(1),
    teams: z.array(teamMeta),
    seed: z.number().int(),
    gameSetup: z.unknown(),
  })
  .strict();

export class SnapshotError extends Error {}

type Stored = Record<string, unknown>;
const asRecord = (value: unknown): Stored =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Stored) : {};

/** Each entry lifts a stored snapshot of version `n` to version `n + 1`. */
const SNAPSHOT_MIGRATIONS: Record<number, (stored: unknown) => unknown> = {
  // Rooms stored before team channels had epochs had none: every channel still had its first name.
  1: (state) => ({ v: 2, state: { teamEpochs: {}, ...asRecord(state) } }),
  2: (stored) => {
    const { engine, ...room } = asRecord(asRecord(stored).state);
    const teams = Array.isArray(room.teams) ? (room.teams as { id: string }[]) : [];
    const table: TableState = {
      id: MAIN_TABLE,
      teamIds: teams.map((team) => team.id),
      engine,
      paused: false,
      over: room.status === "finished",
    };
    return { v: 3, state: { ...room, game: DEFAULT_GAME_ID, tables: [table] } };
  },
  // The tables leave the room's row for rows of their own.
  3: (stored) => {
    const { tables, ...room } = asRecord(asRecord(stored).state);
    const list = Array.isArray(tables) ? (tables as unknown[]) : [];
    return {
      v: 4,
      state: { ...room, tableIds: list.map((table) => asRecord(table).id) },
      tables: list.map((table) => ({ v: TABLE_ROW_VERSION, table })),
    };
  },
};

/** Each entry lifts a stored setup of version `n` to version `n + 1`. */
const SETUP_MIGRATIONS: Record<number, (stored: unknown) => unknown> = {
  1: (stored) => {
    const { teams, seed, targetPoints, clueValues, deck } = asRecord(stored);
    return { v: 2, game: DEFAULT_GAME_ID, teams, seed, gameSetup: { targetPoints, clueValues, deck } };
  },
};

function versionOf(stored: unknown): number {
  const v = asRecord(stored).v;
  return typeof v === "number" ? v : 1;
}

function migrated(
  stored: unknown,
  current: number,
  migrations: Record<number, (stored: unknown) => unknown>,
  what: string,
  where: string,
): unknown {
  let value = stored;
  for (let version = versionOf(value); version < current; version++) {
    const migrate = migrations[version];
    if (!migrate) throw new SnapshotError(`${where}: no migration from ${what} version ${version}`);
    value = migrate(value);
  }
  const version = versionOf(value);
  if (version !== current)
    throw new SnapshotError(`${where}: ${what} version ${version} is newer than this server (${current}): update Clue Spin`);
  return value;
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join(".") || "(top)"}: ${issue.message}` : "unknown problem";
}

function moduleFor(game: string, where: string) {
  const module = gameModule(game);
  if (!module) throw new SnapshotError(`${where}: this server does not know the game "${game}"`);
  return module;
}

type RoomPart = Omit<SessionState, "tables">;

/** A table as stored: its game as its module compacts it (the clue game leaves its deck in the setup). */
function storedTable(module: ReturnType<typeof moduleFor>, table: TableState): TableState {
  return table.engine === null || !module.storage ? table : { ...table, engine: module.storage.compact(table.engine) };
}

function roomRow(state: SessionState): { v: number; state: RoomPart & { tableIds: string[] } } {
  const { tables, ...room } = state;
  return { v: SNAPSHOT_VERSION, state: { ...room, tableIds: tables.map((table) => table.id) } };
}

/** The room's own row: everything but its tables' games, which are stored apart (`encodeTableRow`). */
export function encodeRoomRow(state: SessionState): string {
  return JSON.stringify(roomRow(state));
}

/** One table's row. */
export function encodeTableRow(game: string, table: TableState): string {
  return JSON.stringify({ v: TABLE_ROW_VERSION, table: storedTable(moduleFor(game, "snapshot"), table) });
}

/** The whole room in one string: the room's row with its tables' rows, in order. */
export function encodeSnapshot(state: SessionState): string {
  const module = moduleFor(state.game, "snapshot");
  return JSON.stringify({
    ...roomRow(state),
    tables: state.tables.map((table) => ({ v: TABLE_ROW_VERSION, table: storedTable(module, table) })),
  });
}

/** The room's row and its tables' rows (in any order) as they were read from the database, as one string in `encodeSnapshot`'s shape. */
export function joinStoredRoom(roomJson: string, tableJsons: readonly string[]): string {
  const room = asRecord(JSON.parse(roomJson));
  const ids = asRecord(room.state).tableIds;
  const rows = tableJsons.map((json) => JSON.parse(json) as unknown);
  const order = (row: unknown) => (Array.isArray(ids) ? ids.indexOf(asRecord(asRecord(row).table).id) : 0);
  return JSON.stringify({ ...room, tables: rows.sort((a, b) => order(a) - order(b)) });
}

/** Whether a stored room's row predates table rows: its tables are still inside it, to be stored apart. */
export function storedBeforeTableRows(roomJson: string): boolean {
  return versionOf(JSON.parse(roomJson) as unknown) < SNAPSHOT_VERSION;
}

/**
 * A stored room's state: its row (of any snapshot version) and, from snapshot 4 on, its tables' rows
 * (`tableRows`, in any order; an older row holds its tables itself, and a whole-room string holds them
 * under `tables`).
 */
export function decodeSnapshot(json: string, setup: SessionSetup, where: string, tableRows: readonly string[] = []): SessionState {
  const stored = migrated(JSON.parse(json) as unknown, SNAPSHOT_VERSION, SNAPSHOT_MIGRATIONS, "snapshot", where);
  const parsed = z
    .object({ v: z.literal(SNAPSHOT_VERSION), state: roomSchema, tables: z.array(z.unknown()).optional() })
    .strict()
    .safeParse(stored);
  if (!parsed.success) throw new SnapshotError(`${where}: the stored snapshot does not fit: ${describe(parsed.error)}`);
  const { tableIds, ...room } = parsed.data.state;
  const byId = new Map<string, TableState>();
  for (const raw of parsed.data.tables ?? tableRows.map((row) => JSON.parse(row) as unknown)) {
    const row = tableRowSchema.safeParse(raw);
    if (!row.success) throw new SnapshotError(`${where}: a stored table does not fit: ${describe(row.error)}`);
    byId.set(row.data.table.id, row.data.table);
  }
  const module = moduleFor(room.game, where);
  // A room's later game keeps its setup in the room (see `current`); its first game's is the stored setup.
  let gameSetup = setup.gameSetup;
  if (room.current) {
    const current = module.setupSchema.safeParse(room.current.gameSetup);
    if (!current.success)
      throw new SnapshotError(`${where}: the stored setup of the room's current game does not fit: ${describe(current.error)}`);
    gameSetup = current.data;
  }
  const tables = tableIds.map((id) => {
    const table = byId.get(id);
    if (!table) throw new SnapshotError(`${where}: the stored table ${id} is missing`);
    if (table.engine === null) return { ...table, engine: null };
    const upgraded = module.storage?.upgrade?.(table.engine) ?? { state: table.engine, paused: false };
    // A table stored before its start by a game that kept a state there has none now.
    if (upgraded.state === null) return { ...table, engine: null, paused: table.paused || upgraded.paused };
    let engine: unknown = upgraded.state;
    if (module.stateSchema) {
      const checked = module.stateSchema.safeParse(engine);
      if (!checked.success)
        throw new SnapshotError(`${where}: the stored game at table ${table.id} does not fit: ${describe(checked.error)}`);
      engine = checked.data;
    }
    return {
      ...table,
      paused: table.paused || upgraded.paused,
      engine: module.storage ? module.storage.restore(engine, gameSetup) : engine,
    };
  });
  // A room stored before rules had versions played rules 1.
  return {
    ...room,
    rulesVersion: room.rulesVersion ?? 1,
    tables,
    ...(room.current ? { current: { ...room.current, gameSetup } } : {}),
  };
}

/** A stored room: its setup (carrying the rules it was played under, so a replay keeps them) and its state. */
export function decodeRoom(
  setupJson: string,
  snapshotJson: string,
  where: string,
  tableRows: readonly string[] = [],
): { setup: SessionSetup; state: SessionState } {
  const decoded = decodeSetup(setupJson, where);
  const state = decodeSnapshot(snapshotJson, decoded, where, tableRows);
  return { setup: { ...decoded, rulesVersion: state.rulesVersion }, state };
}

export function encodeSetup(setup: SessionSetup): string {
  // The rules a room plays are its snapshot's; the setup keeps what the teacher chose.
  const { rulesVersion: _rules, ...stored } = setup;
  return JSON.stringify({ v: SETUP_VERSION, ...stored });
}

export function decodeSetup(json: string, where: string): SessionSetup {
  const stored = migrated(JSON.parse(json) as unknown, SETUP_VERSION, SETUP_MIGRATIONS, "setup", where);
  const parsed = setupSchema.safeParse(stored);
  if (!parsed.success) throw new SnapshotError(`${where}: the stored setup does not fit: ${describe(parsed.error)}`);
  const { v: _version, ...setup } = parsed.data;
  const module = moduleFor(setup.game, where);
  const gameSetup = module.setupSchema.safeParse(setup.gameSetup);
  if (!gameSetup.success) throw new SnapshotError(`${where}: the stored setup does not fit: gameSetup.${describe(gameSetup.error)}`);
  return { ...setup, gameSetup: gameSetup.data };
}
