import { pathToFileURL } from "node:url";
import type { ClueCard } from "../lib/content/clue-card";
import { applyCommand, beginGame, drawCardById, type Command, type GameSetup, type GameState } from "@/lib/games/clue-spin/engine";

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
 * Engine throughput: commands per second through `applyCommand` in a long six-team game, and the
 * time to rebuild a game from 500 logged commands (what an undo costs the server).
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

export function runEngineBench(): { commandsPerSecond: number; replay500Ms: number } {
  const setup: GameSetup = {
    settings: {
      teams: Array.from({ length: 6 }, (_, index) => ({ id: `t${index}`, name: `Team ${index}`, players: 4 })),
      targetPoints: 1000,
    },
    seed: 12345,
    deck: syntheticDeck(),
  };
  playCommands(setup, 200); // warm-up
  const count = 3_000;
  const started = performance.now();
  const log = playCommands(setup, count);
  const elapsed = performance.now() - started;

  const replayLog = log.slice(0, 500);
  replay(setup, replayLog);
  const runs = 5;
  const replayStarted = performance.now();
  for (let run = 0; run < runs; run++) replay(setup, replayLog);
  const replay500Ms = (performance.now() - replayStarted) / runs;

  return { commandsPerSecond: Math.round((count / elapsed) * 1000), replay500Ms: Math.round(replay500Ms * 10) / 10 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(runEngineBench()));
}
