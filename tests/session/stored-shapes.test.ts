import { describe, expect, it } from "vitest";
import { GAME_IDS } from "@/lib/games/registry";
import { gameExportCsv, gameExportJson, logLines, type ExportableGame } from "@/lib/server/game-export";
import type { LogEntryInput } from "@/lib/session/log";
import { effectiveCommands, planUndo, replay, type LoggedCommand } from "@/lib/session/replay";
import type { SessionEvent } from "@/lib/session/session";
import { decodeRoom, SETUP_VERSION, SNAPSHOT_VERSION } from "@/lib/session/snapshot";
import { SESSION_RULES_VERSION, type SessionActor, type SessionSetup, type SessionState } from "@/lib/session/state";
import { storedFixtures, type StoredCommandRow, type StoredFixture } from "../support/stored-room";

/**
 * [STORED] Every room an earlier version stored still opens, replays and exports the same. Each
 * fixture in tests/fixtures/stored/ was written by the code of the commit it names (the generators
 * are in tests/fixtures/stored/make/, run inside a worktree of that commit): exactly what that
 * commit's server put in the database, the setup string, the snapshot string after the last
 * command, and the command log's rows (actor, body, result with its events, time). Never edit a
 * fixture by hand: make a new one with the generator.
 */
const FIXTURES = storedFixtures();

const loggedOf = (row: StoredCommandRow): LoggedCommand => ({
  actor: JSON.parse(row.actor) as SessionActor,
  command: JSON.parse(row.body) as Record<string, unknown>,
  at: Date.parse(row.at),
});

/** The export route's log (app/api/games/[gameId]/log/load-log.ts storedLog): each command with the events its stored result kept. */
const entryOf = (row: StoredCommandRow): LogEntryInput => {
  const result = JSON.parse(row.result) as { events?: SessionEvent[] };
  return { ...loggedOf(row), seq: row.seq, events: Array.isArray(result.events) ? result.events : [] };
};

const PAUSES = new Set(["pause", "pauseTable"]);
const RESUMES = new Set(["resume", "resumeTable"]);

/** Whether the log leaves its (one paused) table paused: its last pause or resume was a pause. */
function leftPaused(log: readonly StoredCommandRow[]): boolean {
  const last = [...log].reverse().find((row) => PAUSES.has(row.type) || RESUMES.has(row.type));
  return last !== undefined && PAUSES.has(last.type);
}

/**
 * Known, explained differences between a replay on main's code and what an earlier commit stored.
 *
 * - Team channel epochs (`teamEpochs`) were a counter per team until 275df18 and are the room
 *   version at which the team's channel was last renamed since (channel-epochs.ts): a replay on
 *   main computes the new meaning, while a loaded room goes on from the stored counters. Only the
 *   channel's name depends on it, and a room goes on from what it stored.
 * - The clue engine's `revision` counts the engine commands it accepted. Until 4945fb9 its own
 *   `pause` and `resume` were engine commands; on main they pause the room's table, so the replay's
 *   revision is lower by exactly the number of legacy pauses and resumes still in effect.
 * - The clue engine's ledger keeps each point move's reason in words, and 577f5fc reworded them
 *   ("Correct answer after clue 1 (Answer or Sell)" became "Right answer after clue 1"): a replay
 *   on main words the same moves the new way. The points, teams and clues of each entry still match.
 */
const EPOCHS_AS_COUNTERS = new Set([
  "09b26b8c9f89a5fb347c050ce2cc63e33cb7c63f",
  "6a30a5eb84b68daec1e7f8f38f91ca871627483e",
  "d9550ec32f49ffe446ba33fe0a43e8eb2642bfdd",
  "8119a32ae52a4f4885419c8476972120a46296da",
  "18f18d9509dc1cb09d6e27c5dd84a2313769cd30",
]);
const ENGINE_PAUSE = new Set([...EPOCHS_AS_COUNTERS, "8b763b664fb4d7beff649d449db943120e2d2f56"]);
const LEDGER_OLD_WORDS = new Set([...EPOCHS_AS_COUNTERS].filter((commit) => !commit.startsWith("18f18d9")));

type Ledger = { ledger?: { reason?: string }[] } | null;

function normalised(replayed: SessionState, stored: SessionState, fixture: StoredFixture, setup: SessionSetup): SessionState {
  let state = replayed;
  if (EPOCHS_AS_COUNTERS.has(fixture.commit)) state = { ...state, teamEpochs: stored.teamEpochs };
  if (ENGINE_PAUSE.has(fixture.commit) && state.game === "clue-spin") {
    const legacyPauses = effectiveCommands(setup, fixture.log.map(loggedOf)).filter(
      (entry) => entry.command.type === "pause" || entry.command.type === "resume",
    ).length;
    state = {
      ...state,
      tables: state.tables.map((table) => {
        const engine = table.engine as { revision?: number } | null;
        if (engine?.revision === undefined) return table;
        return { ...table, engine: { ...engine, revision: engine.revision + legacyPauses } };
      }),
    };
  }
  if (LEDGER_OLD_WORDS.has(fixture.commit)) {
    state = {
      ...state,
      tables: state.tables.map((table, t) => {
        const engine = table.engine as Ledger;
        const words = (stored.tables[t]?.engine as Ledger)?.ledger;
        if (!engine?.ledger || !words) return table;
        return { ...table, engine: { ...engine, ledger: engine.ledger.map((entry, i) => ({ ...entry, reason: words[i]?.reason })) } };
      }),
    };
  }
  return state;
}

const rawVersion = (json: string): number => {
  const v = (JSON.parse(json) as { v?: unknown }).v;
  return typeof v === "number" ? v : 1;
};
const rawRulesVersion = (json: string): number => {
  const stored = JSON.parse(json) as { v?: number; state?: { rulesVersion?: number }; rulesVersion?: number };
  return (stored.v === undefined ? stored.rulesVersion : stored.state?.rulesVersion) ?? 1;
};

describe("[STORED] rooms stored by every earlier version", () => {
  it("has fixtures", () => {
    expect(FIXTURES.length).toBeGreaterThan(0);
  });

  for (const [name, fixture] of FIXTURES) {
    it(`[STORED-1] ${name}: opens, replays and exports the same`, () => {
      expect(fixture.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(fixture.madeBy).toMatch(/^tests\/fixtures\/stored\/make\/.+\.ts$/);

      // Opens: the setup and the snapshot read back through every migration and schema, as the server loads a room
      // (the setup carries the rules the room was played under, so its replay keeps them).
      const { setup, state: stored } = decodeRoom(fixture.setup, fixture.snapshot, name);
      expect(stored.game).toBe(setup.game);
      if (leftPaused(fixture.log)) expect(stored.tables.map((table) => table.paused)).toContain(true);
      else expect(stored.tables.every((table) => !table.paused)).toBe(true);

      // Replays: the stored log on the stored setup rebuilds the stored room exactly.
      const log = fixture.log.map(loggedOf);
      expect(fixture.log.map((row) => row.seq)).toEqual(fixture.log.map((_, i) => i + 1));
      expect(normalised(replay(setup, log), stored, fixture, setup)).toEqual(stored);

      // Exports: JSON and CSV build, and name every logged command in order.
      const game: ExportableGame = {
        id: "stored",
        code: "ABC123",
        createdAt: Date.parse(fixture.log[0]?.at ?? "2026-11-22"),
        setup,
        state: stored,
      };
      const entries = fixture.log.map(entryOf);
      const types = fixture.log.map((row) => row.type);
      const json = JSON.parse(JSON.stringify(gameExportJson(game, entries))) as { commands: { seq: number; command: { type: string } }[] };
      expect(json.commands.map((command) => command.command.type)).toEqual(types);
      expect(logLines(game, entries).map((line) => line.type)).toEqual(types);
      const csv = gameExportCsv(game, entries).trimEnd().split("\r\n");
      expect(csv).toHaveLength(fixture.log.length + 1);
      csv.slice(1).forEach((line, i) => expect(line.startsWith(`${String(i + 1)},`) && line.includes(`,${types[i] ?? "?"},`)).toBe(true));

      // Undo: the room's last command, and each table's, can be taken back on main's code.
      const undone = planUndo(setup, log);
      expect(undone.ok).toBe(true);
      for (const table of stored.tables) {
        if (table.engine !== null && stored.tables.length > 1) expect(planUndo(setup, log, table.id).ok).toBe(true);
      }
    });
  }

  it("[STORED-ALL] the fixtures cover every snapshot, setup and rules version and every game", () => {
    const covered = (of: (fixture: StoredFixture) => number | string) => [...new Set(FIXTURES.map(([, fixture]) => of(fixture)))].sort();
    const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(covered((f) => rawVersion(f.snapshot))).toEqual(upTo(SNAPSHOT_VERSION));
    expect(covered((f) => rawVersion(f.setup))).toEqual(upTo(SETUP_VERSION));
    expect(covered((f) => rawRulesVersion(f.snapshot))).toEqual(upTo(SESSION_RULES_VERSION));
    const games = covered((f) => (JSON.parse(f.setup) as { game?: string }).game ?? "clue-spin");
    expect(games).toEqual([...GAME_IDS].sort());
  });
});
