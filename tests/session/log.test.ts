import { describe, expect, test } from "vitest";
import type { GameEvent, GameState } from "@/lib/games/clue-spin/engine";
import { clueSpin } from "@/lib/games/clue-spin";
import { defineGame } from "@/lib/games/registry";
import { describeClueEvents } from "@/lib/games/clue-spin/describe";
import { describeEvents, describeLog, undoneSeqs, type LogEntryInput } from "@/lib/session/log";
import { applySessionCommand, createSession, parseCommand, type SessionEvent } from "@/lib/session/session";
import type { SessionActor, SessionState } from "@/lib/session/state";
import { FIXTURE_DECK } from "../game/fixtures";
import { clueEngine, clueRoomSetup } from "../support/clue-room";

const TEAMS = [
  { id: "t1", name: "Owls" },
  { id: "t2", name: "Eagles" },
  { id: "t3", name: "Hawks" },
];
const names = {
  team: (id: string) => TEAMS.find((t) => t.id === id)?.name ?? "?",
  player: (id: string) => (id === "p1" ? "Sam" : "?"),
};
const MOD: SessionActor = { role: "moderator" };
/** The clue game's sentences for one command's events (what the log asks the module for). */
const clueLines = (events: GameEvent[]) =>
  describeEvents(events, names, { type: "test" }, (game) => describeClueEvents(game as GameEvent[], names));
/** A real clue table with these teams, for the module's own naming. */
const started = clueSpin.start(
  { targetPoints: 55, clueValues: [10, 9, 8, 7, 6, 5], deck: FIXTURE_DECK },
  { teams: TEAMS.map((team) => ({ ...team, players: 1 })) },
  1,
  0,
);
if (!started.ok) throw new Error(started.violation.message);
const table: GameState = started.state;
const clueLog = { module: clueSpin as never, stateAt: () => table };

function entry(seq: number, command: Record<string, unknown>, events: SessionEvent[], actor: SessionActor = MOD): LogEntryInput {
  return { seq, at: 1_000 * seq, actor, command, events };
}

describe("game log sentences", () => {
  test("[LOG-1] a spin names the team, the number and what it means", () => {
    expect(clueLines([{ type: "spun", teamId: "t1", value: 3, outcome: "playoff" }])).toEqual(["Owls spun 3: Playoff"]);
    expect(clueLines([{ type: "spun", teamId: "t2", value: 6, outcome: "bid" }])).toEqual(["Eagles spun 6: Bid"]);
  });

  test("[LOG-2] a judgement carries the points it moved, seen from the answering team", () => {
    const correct: GameEvent[] = [
      { type: "answerJudged", teamId: "t2", correct: true },
      {
        type: "pointsMoved",
        entry: { seq: 1, from: "bank", to: "t2", amount: 9, kind: "answer", reason: "Correct answer after clue 2", at: 0 },
      },
      { type: "cardRevealed", outcome: "correct", teamId: "t2" },
      { type: "turnEnded", teamId: "t2" },
      { type: "turnStarted", teamId: "t3", turnNumber: 5, extraTurn: false },
    ];
    expect(clueLines(correct)).toEqual(["Eagles answered correctly: +9 from the bank", "Turn 5: Hawks"]);

    const lostBid: GameEvent[] = [
      { type: "answerJudged", teamId: "t1", correct: false },
      { type: "pointsMoved", entry: { seq: 2, from: "t1", to: "t3", amount: 11, kind: "bid", reason: "Bid lost", at: 0 } },
    ];
    expect(clueLines(lostBid)).toEqual(["Owls answered incorrectly: −11 to Hawks"]);
    expect(clueLines([{ type: "answerJudged", teamId: "t3", correct: false }])).toEqual(["Hawks answered incorrectly"]);
  });

  test("[LOG-3] a moderator's adjustment reads as an adjustment with its reason", () => {
    const down: GameEvent = {
      type: "pointsMoved",
      entry: { seq: 3, from: "t1", to: "bank", amount: 2, kind: "adjustment", reason: "Shouted out", at: 0 },
    };
    const up: GameEvent = {
      type: "pointsMoved",
      entry: { seq: 4, from: "bank", to: "t2", amount: 5, kind: "adjustment", reason: "Scoring slip", at: 0 },
    };
    expect(clueLines([down, up])).toEqual(["Points adjusted for Owls: −2 (Shouted out)", "Points adjusted for Eagles: +5 (Scoring slip)"]);
  });

  test("[LOG-4] lines say who acted, including the moderator playing for a team without phones", () => {
    const lines = describeLog(
      [
        entry(1, { type: "joinGame", playerId: "p1", name: "Sam" }, [{ type: "playerJoined", playerId: "p1" }], { role: "guest" }),
        entry(2, { type: "chooseTeam", teamId: "t2" }, [{ type: "playerMoved", playerId: "p1" }], { role: "player", playerId: "p1" }),
        entry(3, { type: "movePlayer", playerId: "p1", teamId: "t3" }, [{ type: "playerMoved", playerId: "p1" }]),
        entry(4, { type: "movePlayer", playerId: "p1", teamId: null }, [{ type: "playerMoved", playerId: "p1" }]),
        entry(5, { type: "spin", onBehalfOf: "t1" }, [
          { type: "spun", teamId: "t1", value: 1, outcome: "answer-or-sell" },
          { type: "clueRead", clueNumber: 1, value: 10 },
        ]),
      ],
      TEAMS,
      clueLog,
    );
    expect(lines.map((l) => [l.by, l.sentences])).toEqual([
      ["Sam", ["Sam joined"]],
      ["Sam", ["Sam joined Eagles"]],
      ["Moderator", ["Sam was moved to Hawks"]],
      ["Moderator", ["Sam was taken off their team"]],
      ["Moderator for Owls", ["Owls spun 1: Answer or Sell", "Clue 1 read (worth 10)"]],
    ]);
  });

  test("[LOG-5] a rename names the player before and after, and later lines use the new name", () => {
    const lines = describeLog(
      [
        entry(1, { type: "joinGame", playerId: "p1", name: "Sam" }, [{ type: "playerJoined", playerId: "p1" }], { role: "guest" }),
        entry(2, { type: "renamePlayer", playerId: "p1", name: "Samira" }, [{ type: "playerRenamed", playerId: "p1" }]),
        entry(3, { type: "removePlayer", playerId: "p1" }, [{ type: "playerRemoved", playerId: "p1" }]),
      ],
      TEAMS,
      clueLog,
    );
    expect(lines.map((l) => l.sentences[0])).toEqual(["Sam joined", "Sam is now called Samira", "Samira was removed from the game"]);
  });

  test("[LOG-6] undo marks the command it took back, skipping joins as the server does", () => {
    const log = [
      { seq: 1, command: { type: "spin" } },
      { seq: 2, command: { type: "nextClue" } },
      { seq: 3, command: { type: "joinGame" } },
      { seq: 4, command: { type: "undo" } },
      { seq: 5, command: { type: "undo" } },
    ];
    expect([...undoneSeqs(log)].sort()).toEqual([1, 2]);
    const lines = describeLog(
      log.map((l) => entry(l.seq, l.command, [])),
      TEAMS,
      clueLog,
    );
    expect(lines.find((l) => l.seq === 4)?.sentences).toEqual(["The moderator undid the last action"]);
    expect(lines.filter((l) => l.undone).map((l) => l.seq)).toEqual([1, 2]);
  });
});

describe("game log of a real session", () => {
  const setup = clueRoomSetup(
    {
      teams: [
        { name: "Owls", colour: "red" },
        { name: "Eagles", colour: "blue" },
      ],
    },
    11,
    FIXTURE_DECK,
  );

  /** Plays commands through the real session reducer, keeping the log the server would store. */
  function play(commands: { actor: SessionActor; command: Record<string, unknown> }[]): { state: SessionState; log: LogEntryInput[] } {
    let state = createSession(setup);
    const log: LogEntryInput[] = [];
    for (const { actor, command } of commands) {
      const parsed = parseCommand(command);
      if (!parsed.ok) throw new Error(parsed.failure.message);
      const result = applySessionCommand(state, actor, parsed.parsed, 1_000 * (log.length + 1), setup);
      if (!result.ok) throw new Error(`${String(command.type)}: ${result.failure.message}`);
      state = result.state;
      log.push(entry(log.length + 1, command, result.events, actor));
    }
    return { state, log };
  }

  test("[LOG-7] every accepted command of a played opening reads as sentences naming real teams", () => {
    const opening: { actor: SessionActor; command: Record<string, unknown> }[] = [
      { actor: { role: "guest" }, command: { type: "joinGame", playerId: "p1", name: "Sam" } },
      { actor: MOD, command: { type: "movePlayer", playerId: "p1", teamId: "t1" } },
      { actor: MOD, command: { type: "startGame" } },
    ];
    let { state } = play(opening);
    // Spin for whichever team the game waits on until a turn has started, then play the card out.
    const followUps: { actor: SessionActor; command: Record<string, unknown> }[] = [...opening];
    for (let guard = 0; guard < 12 && clueEngine(state).phase.type === "first-spin"; guard++) {
      followUps.push({ actor: MOD, command: { type: "spin", onBehalfOf: waitingTeam(state) } });
      ({ state } = play(followUps));
    }
    expect(clueEngine(state).phase.type).toBe("turn-start");
    followUps.push({ actor: MOD, command: { type: "spin", onBehalfOf: waitingTeam(state) } });
    const { log } = play(followUps);

    const played = play(followUps).state;
    const lines = describeLog(log, setup.teams, { module: defineGame(clueSpin), stateAt: () => clueEngine(played) });
    expect(lines).toHaveLength(log.length);
    for (const line of lines) {
      expect(line.sentences.length, `command ${line.type} has no sentence`).toBeGreaterThan(0);
      for (const sentence of line.sentences) expect(sentence).not.toMatch(/undefined|A team|A student|\?/);
    }
    const spinLine = lines.at(-1)!;
    const spun = (log.at(-1)!.events as GameEvent[]).find((e) => e.type === "spun");
    expect(spun?.type).toBe("spun");
    if (spun?.type === "spun")
      expect(spinLine.sentences[0]).toBe(`${spun.teamId === "t1" ? "Owls" : "Eagles"} spun ${spun.value}: ${labelFor(spun.value)}`);
    expect(lines[2]!.sentences[0]).toBe("The game started: every team spins for the first turn");
  });

  function waitingTeam(state: SessionState): string {
    const phase = clueEngine(state).phase;
    if (phase.type === "first-spin") return phase.contenders.find((id) => !phase.spins.some((s) => s.teamId === id))!;
    if (phase.type === "turn-start") return phase.teamId;
    throw new Error(`not waiting on a spin: ${phase.type}`);
  }

  function labelFor(value: number): string {
    return { 1: "Answer or Sell", 2: "Draw a Card", 3: "Playoff", 4: "Answer or Sell", 5: "Draw a Card", 6: "Bid" }[value]!;
  }
});
