import { parseCsv } from "@/lib/content/deck-io/csv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, call, command, join, view } from "./clients";
import { startServer, type ServerProcess } from "./server-process";

/**
 * [RESULTS-ROUTE] A class session's results on the real server (production build, real SQLite): the
 * moderator gets them as JSON for the console and as CSV and JSON downloads; a student's key and no
 * key are refused; a bad format says which to ask for.
 */
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const results = (gameId: string, query: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/api/games/${gameId}/results${query}`, { headers });

describe("[RESULTS-ROUTE] /api/games/<id>/results", () => {
  it("[RESULTS-ROUTE-1] JSON and CSV for the moderator only, with content types and file names; numbers as numbers", async () => {
    const created = await call(server.baseUrl, "POST", "/api/games", { game: "border-zap", targetPoints: 4, seed: 77 });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { gameId, code, moderatorToken } = created.json as { gameId: string; code: string; moderatorToken: string };
    const mod = (body: Record<string, unknown>) => command(server.baseUrl, gameId, "moderator", moderatorToken, body);
    const phones = [];
    for (let i = 0; i < 4; i++) phones.push(await join(server.baseUrl, code, `Student ${i + 1}`));
    expect((await mod({ type: "seatTables" })).status).toBe(200);

    // Before the start: nothing to add up, said in a sentence.
    const early = await results(gameId, "", bearer(moderatorToken));
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toMatch(/Start the games first/);

    expect((await mod({ type: "startGame" })).status).toBe(200);
    // The phones play whatever their views allow until a team has won a border battle's points.
    type Results = { results: { games: { tables: { teams: { teamId: string; points: number }[] }[] }[] } };
    let leader: { teamId: string; points: number } | undefined;
    for (let round = 0; round < 300 && !leader; round++) {
      for (const phone of phones) {
        const own = await view(server.baseUrl, gameId, "player", phone.token);
        const move = (own.actions.allowed as Record<string, unknown>[])[0];
        if (move) await command(server.baseUrl, gameId, "player", phone.token, move, { baseVersion: own.version });
      }
      const now = (await (await results(gameId, "", bearer(moderatorToken))).json()) as Results;
      leader = now.results.games[0]!.tables[0]!.teams.find((team) => team.points >= 2);
    }
    // A correction that takes points away: a negative number in the downloads.
    const corrected = await mod({
      type: "atTable",
      table: "T1",
      command: { type: "adjustScore", teamId: leader!.teamId, amount: -2, reason: "=1+1" },
    });
    expect(corrected.status, JSON.stringify(corrected.json)).toBe(200);

    const forConsole = await results(gameId, "", bearer(moderatorToken));
    expect(forConsole.status).toBe(200);
    expect(forConsole.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await forConsole.json()) as {
      version: number;
      results: { games: { tables: { teams: { adjustments: number }[]; battles: { tricks: unknown[] }[] }[] }[]; students: unknown[] };
    };
    expect(body.results.students).toHaveLength(4);
    expect(body.results.games[0]!.tables[0]!.battles.flatMap((b) => b.tricks).length).toBeGreaterThanOrEqual(4);

    const json = await results(gameId, "?format=json", bearer(moderatorToken));
    expect(json.status).toBe(200);
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(json.headers.get("content-disposition")).toMatch(new RegExp(`attachment; filename="border-zap-${code}-.*-results\\.json"`));
    expect(JSON.parse(await json.text())).toEqual(body.results);

    for (const file of ["teams.csv", "students.csv", "battles.csv", "tricks.csv"]) {
      const csv = await results(gameId, `?format=${file}`, bearer(moderatorToken));
      expect(csv.status, file).toBe(200);
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(csv.headers.get("content-disposition")).toContain(`-results-${file}"`);
      const parsed = parseCsv((await csv.text()).replace(/^\uFEFF/, ""));
      if (!parsed.ok) throw new Error(`${file} does not parse`);
      const rows = parsed.records;
      expect(rows.length, file).toBeGreaterThan(1);
      if (file === "teams.csv") {
        const adjusted = rows.find((row) => row.includes("yes") || row.includes("no"))!;
        const column = rows[0]!.indexOf("Of which adjustments");
        const all = rows.slice(1).map((row) => row[column]);
        expect(all).toContain("-2");
        for (const row of rows.slice(1))
          for (const name of ["Points", "Battles won", "Tricks won"]) expect(row[rows[0]!.indexOf(name)]).toMatch(/^-?\d+$/);
        expect(adjusted).toBeTruthy();
      }
      if (file === "tricks.csv") expect(rows[1]![rows[0]!.indexOf("Why")]!.length).toBeGreaterThan(10);
    }

    const bad = await results(gameId, "?format=xlsx", bearer(moderatorToken));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(
      /Choose one of \?format=json, \?format=teams\.csv/,
    );
    // A name every object inherits is not a file: the same sentence, not a crash.
    for (const inherited of ["constructor", "toString", "__proto__"]) {
      const odd = await results(gameId, `?format=${inherited}`, bearer(moderatorToken));
      expect(odd.status, inherited).toBe(400);
    }

    // A student's key is refused, and so is no key at all: the results name every student.
    for (const headers of [bearer(phones[0]!.token), {}]) {
      const refused = await results(gameId, "?format=students.csv", headers);
      expect(refused.status).toBe(401);
      expect(await refused.text()).not.toContain("Student 1");
    }
  });

  it("[RESULTS-ROUTE-2] a clue game has no such results: the route says where to look", async () => {
    const created = await call(server.baseUrl, "POST", "/api/games", {
      teams: [
        { name: "Red", colour: "red" },
        { name: "Blue", colour: "blue" },
      ],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { gameId, moderatorToken } = created.json as { gameId: string; moderatorToken: string };
    const response = await results(gameId, "", bearer(moderatorToken));
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("game/no_results");
  });
});
