import { pathToFileURL } from "node:url";
import type { ClueCard } from "../lib/content/clue-card";
import {
  applyCommand,
  applyParsedCommand,
  beginGame,
  commandSchema,
  drawCardById,
  type Command,
  type GameSetup,
  type GameState,
} from "@/lib/games/clue-spin/engine";
import { gameModule } from "@/lib/games/registry";

/** The game as the platform begins it (the engine has no state before the start). */
function begun(setup: GameSetup): GameState {
  const result = beginGame(setup.settings, setup.seed, setup.deck);
  if (!result.ok) throw new Error(result.violation.message);
  return result.state;
}

interface LoggedCommand {
  command: Command;
  now: number;
}

/** The engine's part of an undo: the platform replays the room's log, each game command through `applyCommand`. */
function replay(setup: GameSetup, log: readonly LoggedCommand[]): GameState {
  let state = begun(setup);
  for (const entry of log) {
    const result = applyCommand(state, entry.command, { now: entry.now });
    if (!result.ok) throw new Error(`replay rejected ${entry.command.type}: ${result.violation.message}`);
    state = result.state;
  }
  return state;
}

/**
 * Engine throughput: commands per second through `applyCommand` in a long six-team game; the
 * engine's whole work for a command as the server asks for it (below); and the time to rebuild a
 * game from 500 logged commands (what an undo costs the server).
 */
const DECK_SIZE = 284;

function syntheticDeck(): ClueCard[] {
  return Array.from({ length: DECK_SIZE }, (_, index) => ({
    id: `bench-${index}`,
    kind: "custom" as const,
    question: `Benchmark question number ${index}: which place am I?`,
    clues: [1, 2, 3, 4, 5, 6].map((clue) => `Clue ${clue} for card ${index}, a sentence about as long as a real one.`) as ClueCard["clues"],
    answer: `Answer ${index}`,
    alternatives: [`Alternative ${index}`],
    sourceState: null,
  }));
}

const MODERATOR = { role: "moderator" } as const;

/** A fixed policy that exercises every kind of turn: answer, sell, pass, bid, judge right and wrong. */
function nextCommand(state: GameState, step: number): Command {
  const phase = state.phase;
  const teamActor = (teamId: string) => ({ role: "team" as const, teamId });
  switch (phase.type) {
    case "first-spin":
    case "turn-start":
      return { type: "spin", actor: MODERATOR };
    case "draw-card": {
      const effect = drawCardById(phase.drawCardId).effect;
      const opponentId = state.teams.find((team) => team.id !== phase.teamId)?.id;
      return effect.type === "bidAgainstChosen"
        ? { type: "applyDrawCard", actor: teamActor(phase.teamId), opponentId }
        : { type: "applyDrawCard", actor: teamActor(phase.teamId) };
    }
    case "answer-or-sell":
      if (phase.pending) return { type: "judge", actor: MODERATOR, correct: step % 3 === 0 };
      if (phase.play.cluesRead < 2) return { type: "nextClue", actor: teamActor(phase.teamId) };
      if (phase.play.cluesRead === 2 && step % 2 === 0) return { type: "sell", actor: teamActor(phase.teamId) };
      return { type: "answer", actor: teamActor(phase.teamId), text: "Answr 12" };
    case "sale-offers": {
      const buyer = state.teams.find((team) => team.id !== phase.sellerId && team.points >= phase.price);
      if (buyer && !phase.offers.includes(buyer.id)) return { type: "offerToBuy", actor: teamActor(buyer.id) };
      const first = phase.offers[0];
      return first
        ? { type: "acceptOffer", actor: teamActor(phase.sellerId), buyerId: first }
        : { type: "declineOffers", actor: teamActor(phase.sellerId) };
    }
    case "buyer-answering":
    case "bid-answering":
    case "final-question":
      return phase.pending
        ? { type: "judge", actor: MODERATOR, correct: step % 2 === 0 }
        : { type: "answer", actor: MODERATOR, text: "Answer 3" };
    case "playoff":
      if (phase.pending) return { type: "judge", actor: MODERATOR, correct: step % 5 === 0 };
      return step % 2 === 0
        ? { type: "pass", actor: teamActor(phase.currentTeamId) }
        : { type: "answer", actor: teamActor(phase.currentTeamId) };
    case "bid-bidding":
      return phase.bids.length === 0
        ? { type: "bid", actor: teamActor(phase.toBidId), clues: 4 }
        : { type: "stopBidding", actor: teamActor(phase.toBidId) };
    case "finished":
      throw new Error("the benchmark game must not finish");
  }
}

function playCommands(setup: GameSetup, count: number): LoggedCommand[] {
  let state = begun(setup);
  const log: LoggedCommand[] = [];
  for (let step = 0; step < count; step++) {
    const command = nextCommand(state, step);
    const result = applyCommand(state, command, { now: step });
    if (!result.ok) throw new Error(`benchmark command rejected: ${result.violation.message}`);
    state = result.state;
    log.push({ command, now: step });
  }
  return log;
}

export interface EngineBenchResult {
  /**
   * Steady: V8 keeps optimizing the reducer for about 60,000 runs of it (in one process, game after
   * game, the figure rose from 14k to 142k over twenty games), so 20 games are played first, then the
   * median of 5 windows of 5 games each (a window of one game swung 55k–147k on its garbage
   * collections). A server runs the reducer about 32 times per command it serves (2 teams; 65 with
   * 6), once per candidate its legal actions judge, most of them refused: 60,000 runs come within a
   * few thousand commands, though on other paths than the bench's accepted commands. Each
   * command is chosen by the bench's policy and parsed from untrusted JSON by `applyCommand`, so this
   * counts the policy and the parse as well as the rules.
   */
  steadyCommandsPerSecond: number;
  /** After one whole game, the median of 5 single games: how this figure was read on 27 Nov 2026, before V8 is done. */
  oneGameWarmCommandsPerSecond: number;
  /**
   * The reducer alone as the server calls it: a logged game's commands, parsed beforehand (the
   * command path parses a command once, at the edge, and its CPU per command counts that), applied
   * through `applyParsedCommand`. Warm, median of 5.
   */
  parsedCommandsPerSecond: number;
  /** The first timed game after 200 commands of warm-up, while V8 still compiles: how this figure was read until 27 Nov 2026. */
  firstGameCommandsPerSecond: number;
  replay500Ms: number;
  /** The engine's whole work for one command as the server asks for it; see `serverCommandRate`. */
  serverCommand: { teams: number; judgedPerViewPerSecond: number; judgedOncePerSecond: number };
}

const TIMED_COMMANDS = 3_000;

/**
 * The process's CPU time, not the clock: the engine is one thread's work, and on a machine shared
 * with other jobs the clock counts their turns too (on an idle machine the two agree).
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function commandsPerSecond(setup: GameSetup, games = 1): number {
  const started = cpuMs();
  for (let game = 0; game < games; game++) playCommands(setup, TIMED_COMMANDS);
  return Math.round(((games * TIMED_COMMANDS) / (cpuMs() - started)) * 1000);
}

/** Games played before the steady figure, and games per timed window (see `commandsPerSecond` above). */
const STEADY_WARM_UP_GAMES = 20;
const STEADY_WINDOW_GAMES = 5;

function parsedCommandsPerSecond(setup: GameSetup, log: readonly LoggedCommand[]): number {
  const parsed = log.map(({ command, now }) => ({ command: commandSchema.parse(command), now }));
  let state = begun(setup);
  const started = cpuMs();
  for (const { command, now } of parsed) {
    const result = applyParsedCommand(state, command, { now });
    if (!result.ok) throw new Error(`benchmark command rejected: ${result.violation.message}`);
    state = result.state;
  }
  return Math.round((parsed.length / (cpuMs() - started)) * 1000);
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * After every command the server asks the game's module (through the registry, as the platform
 * does) for the status (whom it waits on), the moderator's, the board's and each team's view, and
 * the moderator's and each team's legal actions; each legal action is the reducer run on one
 * candidate. "Judged once": every question is about the one new state object, so a candidate is
 * judged once per command. "Judged per view": each question gets its own copy of the state, so
 * nothing is shared between them (the status, each team's view and the moderator's each judge
 * their candidates again), which is what the clue game did until 27 Nov 2026.
 */
function serverCommandRate(setup: GameSetup, log: readonly LoggedCommand[], sharing: "once" | "per-view"): number {
  const game = gameModule("clue-spin");
  if (!game) throw new Error("the clue game is not registered");
  const teamIds = setup.settings.teams.map((team) => team.id);
  const own = (state: GameState): unknown => (sharing === "once" ? state : { ...state });
  let state = begun(setup);
  const started = cpuMs();
  for (const { command, now } of log) {
    const { actor, ...body } = command;
    const parsed = game.commandSchema.safeParse(body);
    if (!parsed.success) throw new Error(`benchmark command not understood: ${command.type}`);
    const applied = game.apply(state, parsed.data, actor, now);
    if (!applied.ok) throw new Error(`benchmark command rejected: ${applied.violation.message}`);
    state = applied.state as GameState;
    game.status(own(state));
    game.describe(applied.events, state);
    game.views.board(own(state));
    const moderator = own(state);
    game.views.moderator(moderator);
    game.legalActions(moderator, { role: "moderator" });
    for (const teamId of teamIds) {
      const team = own(state);
      game.views.team(team, teamId);
      game.legalActions(team, { role: "team", teamId });
    }
  }
  return Math.round((log.length / (cpuMs() - started)) * 1000);
}

export function runEngineBench(): EngineBenchResult {
  const setup: GameSetup = {
    settings: {
      teams: Array.from({ length: 6 }, (_, index) => ({ id: `t${index}`, name: `Team ${index}`, players: 4 })),
      targetPoints: 1000,
    },
    seed: 12345,
    deck: syntheticDeck(),
  };
  playCommands(setup, 200); // the old warm-up
  const firstGameCommandsPerSecond = commandsPerSecond(setup);
  playCommands(setup, TIMED_COMMANDS); // a whole game more: the code the server runs minutes into a lesson
  const oneGameWarm = Array.from({ length: 5 }, () => commandsPerSecond(setup));
  for (let game = 0; game < STEADY_WARM_UP_GAMES; game++) playCommands(setup, TIMED_COMMANDS);
  const steady = Array.from({ length: 5 }, () => commandsPerSecond(setup, STEADY_WINDOW_GAMES));

  const log = playCommands(setup, TIMED_COMMANDS);
  parsedCommandsPerSecond(setup, log);
  const parsedRuns = Array.from({ length: 5 }, () => parsedCommandsPerSecond(setup, log));
  const replayLog = log.slice(0, 500);
  replay(setup, replayLog);
  const runs = 5;
  const replayStarted = cpuMs();
  for (let run = 0; run < runs; run++) replay(setup, replayLog);
  const replay500Ms = (cpuMs() - replayStarted) / runs;

  // A 600-command stretch, each way three times in turn (so a burst of load elsewhere hits both alike).
  const serverLog = log.slice(0, 600);
  serverCommandRate(setup, serverLog, "once");
  serverCommandRate(setup, serverLog, "per-view");
  const once: number[] = [];
  const perView: number[] = [];
  for (let round = 0; round < 3; round++) {
    perView.push(serverCommandRate(setup, serverLog, "per-view"));
    once.push(serverCommandRate(setup, serverLog, "once"));
  }

  return {
    steadyCommandsPerSecond: median(steady),
    oneGameWarmCommandsPerSecond: median(oneGameWarm),
    parsedCommandsPerSecond: median(parsedRuns),
    firstGameCommandsPerSecond,
    replay500Ms: Math.round(replay500Ms * 10) / 10,
    serverCommand: { teams: setup.settings.teams.length, judgedPerViewPerSecond: median(perView), judgedOncePerSecond: median(once) },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(runEngineBench()));
}
