import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Seating } from "@/lib/games/module";
import type { Pair, TableTeam } from "@/lib/games/trick-kit/teams";
import type { SessionActor, SessionState } from "@/lib/session/state";
import { sessionView, type SessionAudience } from "@/lib/session/views";
import { Room, tableRoomSetup } from "@/tests/support/table-room";
import { propertySettings } from "../support";
import { BZ, C3, PTR, type CardGame } from "./card-games";
import { cardTwins } from "./card-twins";
import { expectTwinSecret, playAndVisit, received, seeded, Tally, type Audience, type Twin } from "./secrecy";

/**
 * [SECRECY-TABLES-…] A class session seated at two tables of a card game, as the session reducer
 * seats and starts it. Whatever is hidden at one table (even what that table's own teams may see)
 * must not reach the other table's phones; the class board, the moderator and phones still waiting
 * for a seat must not see it either. The screens compared are the session's whole views
 * (`sessionView`: the room around every table's game view, and a phone's actions).
 */
const MOD: SessionActor = { role: "moderator" };
const META = { gameId: "00000000-0000-4000-8000-000000000000", code: "ABC234", version: 1 };
const TIMEOUT = 120_000;
const TWINS_PER_TABLE = 3;

interface Engine {
  teams: Pair<TableTeam>;
}

const GAMES: Record<string, { request: Record<string, unknown>; game: CardGame<Engine> }> = {
  "play-the-ranks": { request: { game: "play-the-ranks", level: 3 }, game: PTR },
  "play-the-ranks-4": { request: { game: "play-the-ranks", level: 4 }, game: PTR },
  "border-zap": { request: { game: "border-zap" }, game: BZ },
  "combo3-game4": { request: { game: "combo3-game4" }, game: C3 },
};

/** Every screen of the room: the class board, the moderator, a phone without a seat, and each team's phones. */
function sessionAudiences(state: SessionState): Audience<SessionState>[] {
  const of = (name: string, audience: SessionAudience): Audience<SessionState> => ({
    name,
    receives: (session) => sessionView(session, META, audience),
  });
  return [
    of("board", { type: "board" }),
    of("moderator", { type: "moderator" }),
    of("unseated", { type: "unseated" }),
    ...state.teams.map((team) => of(team.id, { type: "team", teamId: team.id })),
  ];
}

const withEngine = (state: SessionState, index: number, engine: unknown): SessionState => ({
  ...state,
  tables: state.tables.map((table, i) => (i === index ? { ...table, engine } : table)),
});

const seatingOf = (engine: Engine): Seating => ({ teams: engine.teams.map((team) => ({ ...team })) });

const stepsArbitrary = fc.array(fc.record({ actor: fc.nat(), pick: fc.nat(), wait: fc.integer({ min: 1, max: 2_500 }) }), {
  minLength: 10,
  maxLength: 80,
  size: "max",
});

describe("[SECRECY] a table's hidden cards stay at that table", () => {
  it(
    "[SECRECY-TABLES-1] swapping hidden cards at one table changes nothing the other table's teams, the class board, the moderator or an unseated phone receive",
    async () => {
      const tally = new Tally();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...Object.keys(GAMES)),
          fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          stepsArbitrary,
          stepsArbitrary,
          async (key, seed, firstSteps, secondSteps) => {
            const { request, game } = GAMES[key] ?? { request: {}, game: PTR };
            const room = new Room(await tableRoomSetup(request, seed));
            room.join(8);
            room.do(MOD, { type: "seatTables", tables: 2 });
            room.do(MOD, { type: "startGame" });
            expect(room.state.tables.length).toBe(2);
            const skip = (command: unknown): boolean => (command as { type: string }).type === "adjustScore";
            const [first, second] = room.state.tables.map((table) => table.engine as Engine);
            if (first === undefined || second === undefined) throw new Error("two tables");
            // The first table plays on to a random position; then, at every position of the second table's play, both are checked.
            const firstAt = playAndVisit<Engine>(game.mod, first, seatingOf(first), firstSteps, () => undefined, { skip });
            const random = seeded(seed ^ 0x7ab1e);
            const audiences = sessionAudiences(room.state);
            playAndVisit<Engine>(
              game.mod,
              second,
              seatingOf(second),
              secondSteps,
              (secondAt) => {
                const session = withEngine(withEngine(room.state, 0, firstAt), 1, secondAt);
                const original = received(audiences, session);
                ([firstAt, secondAt] as const).forEach((engine, index) => {
                  const twins = cardTwins(game.places(engine), random, TWINS_PER_TABLE, (a, b) => game.swap(engine, a, b));
                  for (const twin of twins) {
                    const inSession: Twin<SessionState> = {
                      ...twin,
                      kind: `${twin.kind}@table`,
                      detail: `table ${index + 1}: ${twin.detail}`,
                      state: withEngine(session, index, twin.state),
                    };
                    expectTwinSecret(audiences, original, inSession, tally);
                  }
                });
              },
              { skip },
            );
          },
        ),
        // No shrinking: each try seats and starts a room, and minutes of it add nothing to the message,
        // which already names the table, the swap and where the bytes differ.
        { ...propertySettings("secrecy tables", 12, 48), endOnFailure: true },
      );
      console.info(`[secrecy] ${tally.summary()}`);
      expect(tally.missing(["deck<->hand@table", "hand<->hand@table", "discards<->hand@table"])).toEqual([]);
      expect(tally.controls.get("hand<->hand@table") ?? 0).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});
