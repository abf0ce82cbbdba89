import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { ZodType } from "zod";
import { playTheRanksTable } from "@/app/games/play-the-ranks/table-parts";
import type { TableGameView } from "@/app/games/_tables/table-game";
import { GAME_IDS, gameModule, isTableGame } from "@/lib/games/registry";
import type { SessionActor } from "@/lib/session/state";
import { sessionView } from "@/lib/session/views";
import type { TablesBoardView, TablesTeamView } from "@/lib/shared/room-views";
import { capitalRaceTable } from "../fixtures/seam-game/capital-race/app/table-parts";
import { capitalRace, type CapitalRaceCommand } from "../fixtures/seam-game/capital-race/lib";
import { Room, tableRoomSetup } from "../support/table-room";

/**
 * [SEAM-LIST] docs/architecture.md's "What a new game adds" is the whole diff a new game makes
 * outside tests/, docs/ and content/: its folders, the registry's line and the screen map's line.
 *
 * The proof is a game written from that list alone: Capital Race (tests/fixtures/seam-game/), a
 * game at tables of two teams with no cards and no tricks, registered here exactly as the registry's
 * one line would (`defineGame` into the list `gameModule` reads) and played through the real session
 * reducer, its views and its table parts.
 */
vi.mock("@/lib/games/registry", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/games/registry")>();
  const { capitalRace: fixture } = await import("../fixtures/seam-game/capital-race/lib");
  const added = real.defineGame(fixture);
  return {
    ...real,
    GAME_IDS: [...real.GAME_IDS, added.id],
    gameModule: (id: string) => (id === added.id ? added : real.gameModule(id)),
    listGames: () => [...real.listGames(), { id: added.id, title: added.title, teams: added.teams }],
  };
});

const root = path.resolve(import.meta.dirname, "..", "..");
const FIXTURE = "tests/fixtures/seam-game/capital-race";
const MODERATOR: SessionActor = { role: "moderator" };
const META = { gameId: "00000000-0000-4000-8000-000000000000", code: "ABCDEF", version: 1 };
const REGISTERED = GAME_IDS.filter((id) => id !== capitalRace.id);

const tracked = (): string[] => execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
/** Code without its comments, so a comment that gives an id as an example is not a reference. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

/**
 * Files outside the list that name a game today, each with why: what is left of the clue game from
 * before the seam (issue 19), the app's own name, and the benchmarks that measure named games. The
 * list may only shrink; a new game must add nothing to it.
 */
const NAMED_OUTSIDE_THE_LIST: Record<string, string> = {
  "app/_components/spinner.tsx": "the clue game's spinner, drawn only by its board",
  "app/decks/card-form.tsx": "the teacher's decks hold the clue game's cards",
  "app/decks/card-preview.tsx": "the teacher's decks hold the clue game's cards",
  "app/join/join-form.tsx": "borrows the clue engine's exhaustive-switch helper",
  "lib/ui/point-news.ts": "the clue game's point lines for its board and phone",
  "lib/ui/view-changes.ts": "the clue game's view changes for its board and phone",
  "lib/games/trick-kit/deal.ts": "the trick kit shuffles with the clue engine's seeded generator",
  "lib/server/realtime/realtime-from-env.ts": "the app's name (Clue Spin) as the Pusher app id, not the game",
  "eslint.config.mjs": "the app's name as the lint plugin's",
  "package.json": "the app's name",
  "package-lock.json": "the app's name",
  "bench/class-session.ts": "a benchmark measures named games",
  "bench/engine.ts": "a benchmark measures named games",
  "bench/lib/view-payload.ts": "a benchmark measures named games",
  "bench/game-lengths.ts": "a benchmark measures named games",
};

/** The command types a game's schema accepts (a discriminated union of `type` literals, or one such object). */
function commandTypes(schema: ZodType): string[] {
  const literal = (option: unknown): string[] => {
    const type = (option as { shape?: { type?: { value?: unknown } } }).shape?.type?.value;
    return typeof type === "string" ? [type] : [];
  };
  const options = (schema as unknown as { options?: unknown[] }).options;
  return options ? options.flatMap(literal) : literal(schema);
}

describe("[SEAM-LIST] the files a new game adds are the whole diff", () => {
  it("[SEAM-LIST-1] outside tests/, docs/ and content/, a registered game is named only by its own folders, the registry and the screen map", () => {
    const mine = (file: string, id: string) => file.startsWith(`lib/games/${id}/`) || file.startsWith(`app/games/${id}/`);
    const list = new Set(["lib/games/registry.ts", "app/games/screens.ts"]);
    const found: string[] = [];
    const files = tracked().filter((file) => /\.(?:ts|tsx|mjs|js|json)$/.test(file) && !/^(?:tests|docs|content)\//.test(file));
    for (const file of files) {
      if (list.has(file) || file in NAMED_OUTSIDE_THE_LIST) continue;
      const text = code(read(file));
      for (const id of REGISTERED) {
        if (mine(file, id) || REGISTERED.some((other) => mine(file, other))) continue;
        if (new RegExp(`["'\`]${id}["'\`]|/${id}(?:/|["'])`).test(text)) found.push(`${file} names ${id}`);
      }
    }
    expect(found).toEqual([]);
    for (const id of REGISTERED) {
      expect(read("lib/games/registry.ts"), id).toMatch(new RegExp(`from "\\./${id}"`));
      expect(read("app/games/screens.ts"), id).toMatch(new RegExp(`"${id}":`));
    }
  });

  it("[SEAM-LIST-2] shared code names no game's command type: the trick games' vocabulary lives in app/games/_tables/trick/", () => {
    const types = new Set(
      REGISTERED.map((id) => gameModule(id)!)
        .filter(isTableGame)
        .flatMap((game) => commandTypes(game.commandSchema)),
    );
    expect(types.size, "the table games' command types are read from their schemas").toBeGreaterThan(5);
    const shared = tracked().filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        /^(?:app\/games\/_tables|app\/_components|app\/host|app\/board|app\/play|app\/join|app\/api|lib\/session|lib\/server|lib\/shared|lib\/client|lib\/ui)\//.test(
          file,
        ) &&
        !file.startsWith("app/games/_tables/trick/"),
    );
    const found: string[] = [];
    for (const file of shared) {
      const text = code(read(file));
      for (const type of types) if (new RegExp(`["'\`]${type}["'\`]`).test(text)) found.push(`${file}: "${type}"`);
    }
    expect(found).toEqual([]);
  });

  it("[SEAM-LIST-3] a game written from the list alone imports only the seam: no trick kit, no other game", () => {
    const allowed = [
      /^react$/,
      /^zod$/,
      /^\.\.?\//,
      /^@\/lib\/games\/module$/,
      /^@\/app\/games\/_tables\/(?:table-game|summary|team-look|form-look|screens)$/,
    ];
    const found: string[] = [];
    const files = fs.readdirSync(path.join(root, FIXTURE), { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      for (const [, from] of read(path.join(FIXTURE, file)).matchAll(/from "([^"]+)"/g)) {
        if (!allowed.some((pattern) => pattern.test(from!))) found.push(`${file}: ${from}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("[SEAM-LIST-4] that game plays a class at tables through the real session reducer, its views keep the answer from the board, and the shared table parts read it", async () => {
    const room = new Room(await tableRoomSetup({ game: capitalRace.id, rounds: 3 }, 11));
    room.join(8);
    room.do(MODERATOR, { type: "seatTables", tables: 2 });
    room.do(MODERATOR, { type: "startGame" });
    const teamView = (teamId: string) =>
      sessionView(room.state, META, { type: "team", teamId }) as TablesTeamView<TableGameView, CapitalRaceCommand>;
    const boardView = () => sessionView(room.state, META, { type: "board" }) as TablesBoardView<TableGameView>;
    const answers = room.state.tables.map((table) => {
      const setup = capitalRace.setupSchema.parse(room.setup.gameSetup);
      return { table: table.id, capitals: setup.questions.map((question) => question.capital) };
    });
    expect(answers).toHaveLength(2);
    const capitals = answers[0]!.capitals;

    // The board shows each table's state and choices, never the answer.
    const board = boardView();
    for (const entry of board.tableViews) {
      const summary = capitalRaceTable.summary(entry.game!);
      expect(summary.round).toBe("Round 1 of 3");
      expect(summary.waiting.teamIds).toHaveLength(2);
      expect(JSON.stringify(entry.game)).not.toContain(`"answer"`);
    }

    // Table 1: its first team presses a wrong capital (locked out), then its other team the right one.
    const [first, second] = room.state.tables[0]!.teamIds as [string, string];
    const wrong = teamView(first).actions.allowed.find((command) => command.type === "press" && command.capital !== capitals[0])!;
    room.do(room.playerOn(first), wrong);
    expect(capitalRaceTable.yourMove(teamView(first).game!)).toBeNull();
    expect(teamView(first).actions.allowed).toEqual([]);
    expect(room.try(room.playerOn(first), { type: "press", capital: capitals[0] })?.message).toMatch(/wrong capital this round/);
    room.do(room.playerOn(second), { type: "press", capital: capitals[0] });
    expect(capitalRaceTable.summary(boardView().tableViews[0]!.game!).teams.find((team) => team.id === second)?.points).toBe(1);

    // The phone's panel is the game's own, rendered from the team's real view: a button per capital it may press.
    const html = renderToStaticMarkup(
      capitalRaceTable.Play({ view: { ...teamView(second), game: teamView(second).game! }, busy: null, send: () => Promise.resolve(true) }),
    );
    for (const command of teamView(second).actions.allowed)
      if (command.type === "press") expect(html).toContain(`>${command.capital}</button>`);

    // The moderator's own command (skip a round) through the platform's atTable; the rest by presses until the table is over.
    room.do(MODERATOR, { type: "atTable", table: room.state.tables[0]!.id, command: { type: "skipRound" } });
    room.do(room.playerOn(first), { type: "press", capital: capitals[2] });
    expect(room.state.tables[0]!.over).toBe(true);
    expect(capitalRaceTable.summary(boardView().tableViews[0]!.game!).winnerId).toBeNull();
    expect(room.try(room.playerOn(second), { type: "press", capital: capitals[2] })).not.toBeNull();

    // A view of another game is refused at the door, loudly.
    expect(() => playTheRanksTable.summary(boardView().tableViews[0]!.game!)).toThrow(/reached another game's screens/);
  });
});
