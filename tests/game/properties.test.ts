import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyCommand,
  beginGame,
  type Command,
  decidingTeam,
  judgedTeamActions,
  legalActions,
  viewFor,
  waitingFor,
  type Actor,
  type GameEvent,
  type GameSetup,
  type GameState,
} from "@/lib/games/clue-spin/engine";
import { FIXTURE_DECK, teamsOfSize } from "./fixtures";
import { begun, ledgerNet, MODERATOR, replay, undoLast, type LoggedCommand } from "./helpers";
import { propertySettings } from "@/tests/support/property";

/**
 * Random games: each step either takes a legal action of a random actor (so games get far) or
 * throws a random, usually illegal, command at the engine.
 */
const TEXTS = ["", "Texas", "texsa", "St Paul", "Chicago", "nowhere at all", "the big easy"];
const COMMAND_TYPES = [
  "spin",
  "applyDrawCard",
  "nextClue",
  "repeatClue",
  "answer",
  "pass",
  "sell",
  "offerToBuy",
  "withdrawOffer",
  "acceptOffer",
  "declineOffers",
  "bid",
  "stopBidding",
  "playSavedCard",
  "judge",
  "adjustPoints",
  "skipCard",
] as const;

const stepArbitrary = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant("legal" as const),
      awaited: fc.boolean(),
      actor: fc.nat(),
      pick: fc.nat(),
      text: fc.constantFrom(...TEXTS),
      correct: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("random" as const),
      type: fc.constantFrom(...COMMAND_TYPES),
      actor: fc.nat(),
      team: fc.nat(),
      number: fc.integer({ min: -3, max: 8 }),
      card: fc.integer({ min: 1, max: 28 }),
      text: fc.constantFrom(...TEXTS),
      correct: fc.boolean(),
      behalf: fc.boolean(),
    }),
  },
);
type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
type Step = ValueOf<typeof stepArbitrary>;

const gameArbitrary = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  teamSizes: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 2, maxLength: 6 }),
  // Low targets let random games reach final questions and wins.
  targetPoints: fc.integer({ min: 14, max: 55 }),
  steps: fc.array(stepArbitrary, { minLength: 20, maxLength: 250, size: "max" }),
});

function actorsOf(state: GameState): Actor[] {
  return [
    { role: "moderator" },
    ...state.teams.map((team): Actor => ({ role: "team", teamId: team.id })),
    { role: "team", teamId: "ghost" },
  ];
}

function pickAt<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error("empty");
  return item;
}

function randomCommand(state: GameState, step: Extract<Step, { kind: "random" }>): Record<string, unknown> {
  const teamId = pickAt([...state.teams.map((team) => team.id), "ghost"], step.team);
  const cardId = `d${String(step.card).padStart(2, "0")}`;
  const base: Record<string, unknown> = { type: step.type, actor: pickAt(actorsOf(state), step.actor) };
  if (step.behalf) base.onBehalfOf = teamId;
  switch (step.type) {
    case "applyDrawCard":
      return { ...base, opponentId: teamId };
    case "repeatClue":
      return { ...base, clueNumber: step.number };
    case "answer":
      return { ...base, text: step.text };
    case "acceptOffer":
      return { ...base, buyerId: teamId };
    case "bid":
      return { ...base, clues: step.number };
    case "playSavedCard":
      return { ...base, cardId, clueNumber: step.number };
    case "judge":
      return { type: "judge", actor: base.actor, correct: step.correct };
    case "adjustPoints":
      return { type: "adjustPoints", actor: base.actor, teamId, amount: step.number * 3, reason: "random" };
    default:
      return base;
  }
}

function commandFor(state: GameState, step: Step): Record<string, unknown> | null {
  if (step.kind === "random") return randomCommand(state, step);
  // Mostly the actor the game waits on (so games get far), sometimes anyone (interjections).
  const actor = (step.awaited ? waitingFor(state) : null) ?? pickAt(actorsOf(state).slice(0, -1), step.actor);
  // Adjustments are left to the random steps: as legal picks they would crowd out play
  // (and free points would keep teams away from zero, where the bank rules matter).
  const actions = legalActions(state, actor).filter((action) => action.type !== "adjustPoints");
  if (actions.length === 0) return null;
  const action = pickAt(actions, step.pick);
  if (action.type === "answer") return { ...action, text: step.text, actor };
  if (action.type === "judge") return { ...action, correct: step.correct, actor };
  return { ...action, actor };
}

/** Random games are heavy on a busy 2-core machine; the suite's 30 s default is too tight. */
const PROPERTY_TIMEOUT_MS = 300_000;

const INTERJECTIONS = new Set(["offerToBuy", "withdrawOffer", "playSavedCard"]);

interface RunResult {
  setup: GameSetup;
  log: LoggedCommand[];
  state: GameState;
}

/**
 * States are shared between versions (the reducer copies only what it changes), so a state the
 * engine has returned must never be written again: frozen, any such write throws.
 */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const field of Object.values(value)) deepFreeze(field);
  }
  return value;
}

/** Plays the steps and checks every invariant after every command. */
function runGame(input: ValueOf<typeof gameArbitrary>): RunResult {
  const setup: GameSetup = {
    settings: { teams: teamsOfSize(input.teamSizes), targetPoints: input.targetPoints },
    seed: input.seed,
    deck: FIXTURE_DECK,
  };
  let state = deepFreeze(must(beginGame(setup.settings, setup.seed, setup.deck)));
  const log: LoggedCommand[] = [];
  let now = 1;
  for (const step of input.steps) {
    const command = commandFor(state, step);
    if (!command) continue;
    now += 1;
    const before = JSON.stringify(state);
    const result = applyCommand(state, command, { now });
    if (!result.ok) {
      // A rejected command changes nothing: same object, same content.
      expect(step.kind, `legal action rejected: ${JSON.stringify(command)} → ${result.violation.message}`).toBe("random");
      expect(result.state).toBe(state);
      expect(JSON.stringify(state)).toBe(before);
      expect(result.violation.code).toMatch(/^rule\//);
      continue;
    }
    const previous = state;
    // Accepted commands never touch the state they were given either (snapshots stay valid).
    expect(JSON.stringify(previous)).toBe(before);
    state = deepFreeze(result.state);
    log.push({ command: command as Command, now });
    checkInvariants(previous, state, result.events);
  }
  return { setup, log, state };
}

function must(result: { ok: true; state: GameState } | { ok: false; violation: { message: string } }): GameState {
  if (!result.ok) throw new Error(result.violation.message);
  return result.state;
}

function checkInvariants(previous: GameState, state: GameState, events: GameEvent[]): void {
  // Points never negative; scores always equal start points plus the ledger.
  for (const team of state.teams) {
    expect(team.points).toBeGreaterThanOrEqual(0);
    expect(team.points).toBe(team.startPoints + ledgerNet(state, team.id));
  }
  // The ledger entries of this command are exactly the score changes of this command.
  for (const team of state.teams) {
    const moved = events.reduce(
      (sum, event) =>
        event.type === "pointsMoved"
          ? sum + (event.entry.to === team.id ? event.entry.amount : 0) - (event.entry.from === team.id ? event.entry.amount : 0)
          : sum,
      0,
    );
    const before = previous.teams.find((candidate) => candidate.id === team.id)?.points ?? 0;
    expect(team.points - before).toBe(moved);
  }
  // Exactly one team acts at a time: apart from interjections, only the deciding team has actions.
  const deciding = decidingTeam(state.phase);
  for (const team of state.teams) {
    const own = legalActions(state, { role: "team", teamId: team.id }).filter((action) => !INTERJECTIONS.has(action.type));
    if (team.id !== deciding) expect(own, `team ${team.id} may act while ${deciding} decides`).toEqual([]);
  }
  const awaiting = waitingFor(state);
  if (state.phase.type !== "finished") expect(awaiting).not.toBeNull();
  // No answer text on the board while its card is on the table.
  const phase = state.phase;
  if ("play" in phase) {
    const card = state.clueCards[phase.play.cardIndex];
    const board = JSON.stringify(viewFor(state, "board"));
    for (const secret of [card?.answer ?? "", ...(card?.alternatives ?? [])]) expect(board).not.toContain(secret);
    card?.clues.forEach((clue, index) => {
      if (!phase.play.shownClues.includes(index + 1)) expect(board).not.toContain(clue);
    });
  }
}

describe("[PROPERTY] random legal and illegal command sequences", () => {
  it(
    "[PROPERTY-1] points never negative, ledger equals score changes, one team acts at a time, rejections change nothing, no leaks",
    () => {
      fc.assert(
        fc.property(gameArbitrary, (input) => {
          runGame(input);
        }),
        propertySettings("PROPERTY-1", 60, 300),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "[PROPERTY-2] replaying the accepted commands from the seed reproduces the state; JSON round-trips",
    () => {
      fc.assert(
        fc.property(gameArbitrary, (input) => {
          const { setup, log, state } = runGame(input);
          expect(replay(setup, log)).toEqual(state);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        }),
        propertySettings("PROPERTY-2/3", 25, 120),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "[MOD-6] a team's decision the moderator sends on its behalf gets the team's own verdict in every position, so the engine judges each candidate once for both",
    () => {
      fc.assert(
        fc.property(gameArbitrary, (input) => {
          const { setup, log } = runGame(input);
          let state = begun(setup);
          for (const entry of [...log, null]) {
            const forTeams = state.teams.flatMap((team) =>
              judgedTeamActions(state, team.id).map((verdict) => {
                const sent = applyCommand(state, { ...verdict.command, actor: MODERATOR, onBehalfOf: team.id }, { now: 0 });
                const asTeam = verdict.allowed ? { allowed: true } : { allowed: false, code: verdict.code, reason: verdict.reason };
                const asModerator = sent.ok
                  ? { allowed: true }
                  : { allowed: false, code: sent.violation.code, reason: sent.violation.message };
                expect(asModerator, `${JSON.stringify(verdict.command)} for ${team.id}`).toEqual(asTeam);
                return sent.ok ? [{ ...verdict.command, onBehalfOf: team.id }] : [];
              }),
            );
            const moderator = legalActions(state, MODERATOR);
            expect(moderator.slice(moderator.length - forTeams.flat().length)).toEqual(forTeams.flat());
            if (!entry) break;
            const next = applyCommand(state, entry.command, { now: entry.now });
            if (!next.ok) throw new Error(next.violation.message);
            state = next.state;
          }
        }),
        propertySettings("MOD-6", 10, 40),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "[PROPERTY-3] undo then redo returns the same state",
    () => {
      fc.assert(
        fc.property(gameArbitrary, (input) => {
          const { setup, log, state } = runGame(input);
          const last = log.at(-1);
          const undone = undoLast(setup, log);
          if (!undone || !last || !("command" in last)) throw new Error("nothing to undo");
          const redone = applyCommand(undone.state, last.command, { now: last.now });
          expect(redone.ok).toBe(true);
          expect(redone.state).toEqual(state);
        }),
        propertySettings("PROPERTY-2/3", 25, 120),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
