import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { borderUp, type BorderUpState } from "@/lib/games/border-up";
import type { GameActor } from "@/lib/games/module";
import type { CardCode } from "@/lib/games/trick-kit/cards";
import type { Side } from "@/lib/games/trick-kit/teams";
import type { SessionActor, SessionState } from "@/lib/session/state";
import { sessionView, type SessionAudience } from "@/lib/session/views";
import { Room, tableRoomSetup } from "@/tests/support/table-room";
import { propertySettings } from "../support";
import { cardTwins, type HiddenPlace } from "./card-twins";
import { expectTwinSecret, received, seeded, Tally, type Audience, type Twin } from "./secrecy";

/**
 * [SECRECY-BU-…] Border-Up at two tables of a class session: before "Ready, Set, GeoPlunge!" nobody
 * may tell a dealt card from another (not even its own team); in the race only the team itself may
 * see its cards and arrangement (not the other team, the other table, the board, the moderator or an
 * unseated phone); after the judging only the groups shown become public. Checked by twins: the same
 * position with two hidden cards swapped must reach every other screen byte for byte the same.
 */
const MOD: SessionActor = { role: "moderator" };
const META = { gameId: "00000000-0000-4000-8000-000000000000", code: "ABC234", version: 1 };

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

/** The dealt cards no one else may see: a team's hand, less the groups it showed once they are judged. */
function hiddenPlaces(state: BorderUpState): HiddenPlace[] {
  if (!state.hands) return [];
  const phase = state.phase;
  const shown = new Set(
    phase.type === "over" ? phase.result.judged.flatMap((entry) => entry.groups.flatMap((group) => [...group.cards])) : [],
  );
  const faceUp = phase.type === "racing" || (phase.type === "over" && phase.race !== null);
  return ([0, 1] as Side[]).map((side) => {
    const teamId = state.teams[side].id;
    return {
      kind: "hand",
      name: `hand:${teamId}`,
      codes: state.hands![side].filter((code) => !shown.has(code)),
      maySee: faceUp ? [teamId] : [],
      mustSee: faceUp ? [teamId] : [],
    };
  });
}

/** The same position with cards a and b trading places everywhere a team holds them. */
function swapped(state: BorderUpState, a: CardCode, b: CardCode): BorderUpState {
  const swap = (value: unknown): unknown => {
    if (value === a) return b;
    if (value === b) return a;
    if (Array.isArray(value)) return value.map(swap);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, swap(item)]));
    return value;
  };
  return { ...state, hands: swap(state.hands) as BorderUpState["hands"], phase: swap(state.phase) as BorderUpState["phase"] };
}

const withEngine = (state: SessionState, index: number, engine: unknown): SessionState => ({
  ...state,
  tables: state.tables.map((table, i) => (i === index ? { ...table, engine } : table)),
});

/** A random race: the count, the timer's reveal, teammates' moves, shouts, the judging; `visit` after every accepted command. */
function race(start: BorderUpState, random: () => number, moves: number, visit: (state: BorderUpState) => void): BorderUpState {
  let state = start;
  let now = state.clock;
  const apply = (actor: GameActor, command: unknown, at: number) => {
    const result = borderUp.apply(state, command as never, actor, at);
    if (result.ok) {
      state = result.state;
      visit(state);
    }
  };
  const teams: GameActor[] = state.teams.map((team) => ({ role: "team", teamId: team.id }));
  visit(state);
  for (const actor of teams) apply(actor, { type: random() < 0.5 ? "standUp" : "staySeated" }, (now += 500));
  for (let i = 0; i < moves && !borderUp.status(state).over; i++) {
    now += 50 + Math.floor(random() * 900);
    const wake = borderUp.status(state).wake;
    if (wake && now >= wake.at) {
      apply({ role: "moderator" }, wake.command, now);
      continue;
    }
    const side = random() < 0.5 ? 0 : 1;
    const actions = borderUp.legalActions(state, teams[side]!).filter((action) => action.allowed);
    if (actions.length === 0) continue;
    const shouts = actions.filter((action) => action.command.type === "geoPlunge" || action.command.type === "threeOPlunge");
    const pick =
      shouts.length > 0 && random() < 0.15
        ? shouts
        : actions.filter((action) => action.command.type === "place" || action.command.type === "unplace");
    const chosen = pick[Math.floor(random() * pick.length)];
    if (!chosen) continue;
    const command =
      chosen.command.type === "place" ? { ...chosen.command, card: state.hands![side][Math.floor(random() * 18)] } : chosen.command;
    apply(teams[side]!, command, now);
  }
  return state;
}

describe("[SECRECY-BU] Border-Up's dealt cards", () => {
  it("[SECRECY-BU-1] before the reveal nobody tells dealt cards apart; in the race only the team itself; after the judging only the groups shown are public", async () => {
    const tally = new Tally();
    const phases = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const room = new Room(await tableRoomSetup({ game: "border-up" }, seed));
        room.join(8);
        room.do(MOD, { type: "seatTables", tables: 2 });
        room.do(MOD, { type: "startGame" });
        const [first, second] = room.state.tables.map((table) => table.engine as BorderUpState);
        if (!first || !second) throw new Error("two tables");
        const random = seeded(seed ^ 0xb0de);
        const firstAt = race(first, random, 40 + Math.floor(random() * 80), () => undefined);
        const audiences = sessionAudiences(room.state);
        race(second, random, 60 + Math.floor(random() * 80), (secondAt) => {
          phases.add(secondAt.phase.type);
          const session = withEngine(withEngine(room.state, 0, firstAt), 1, secondAt);
          const original = received(audiences, session);
          ([firstAt, secondAt] as const).forEach((engine, index) => {
            for (const twin of cardTwins(hiddenPlaces(engine), random, 3, (a, b) => swapped(engine, a, b))) {
              const inSession: Twin<SessionState> = {
                ...twin,
                kind: `${twin.kind}@table`,
                detail: `table ${index + 1}: ${twin.detail}`,
                state: withEngine(session, index, twin.state),
              };
              expectTwinSecret(audiences, original, inSession, tally);
            }
          });
        });
      }),
      { ...propertySettings("secrecy border-up", 8, 32), endOnFailure: true },
    );
    console.info(`[secrecy] ${tally.summary()}`);
    expect([...phases].sort()).toEqual(["counting", "over", "racing", "ready-set"]);
    expect(tally.controls.get("hand<->hand@table") ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
