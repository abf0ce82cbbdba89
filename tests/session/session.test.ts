import { describe, expect, it } from "vitest";
import { clueEngine, clueRoomSetup } from "../support/clue-room";
import { advanceTeamEpochs } from "@/lib/session/channel-epochs";
import { planUndo, replay, type LoggedCommand } from "@/lib/session/replay";
import { applySessionCommand, authorize, createSession, parseCommand } from "@/lib/session/session";
import type { SessionActor, SessionState } from "@/lib/session/state";
import { sessionView } from "@/lib/session/views";
import { FIXTURE_DECK } from "../game/fixtures";

const setup = clueRoomSetup(
  {
    teams: [
      { name: "Eagles", colour: "red" },
      { name: "Owls", colour: "blue", players: 3 },
    ],
    seed: 5,
  },
  5,
  FIXTURE_DECK,
);
const moderator: SessionActor = { role: "moderator" };
const guest: SessionActor = { role: "guest" };
const player = (playerId: string): SessionActor => ({ role: "player", playerId });

/** Runs commands through parse → authorize → apply, as the server does, keeping the log. */
function run(commands: [SessionActor, Record<string, unknown>][]) {
  let state: SessionState = createSession(setup);
  const log: LoggedCommand[] = [];
  const failures: string[] = [];
  commands.forEach(([actor, command], i) => {
    const parsed = parseCommand(command);
    if (!parsed.ok) return void failures.push(parsed.failure.code);
    const denied = authorize(state, actor, parsed.parsed);
    if (denied) return void failures.push(denied.code);
    const result = applySessionCommand(state, actor, parsed.parsed, 1000 + i, setup);
    if (!result.ok) return void failures.push(result.failure.code);
    log.push({ actor, command, at: 1000 + i });
    // The command path moves the team channels' epochs on after every accepted command; so does this.
    state = advanceTeamEpochs(state, result.state, log.length, result.events).state;
  });
  return { state, log, failures };
}

function parsed(command: Record<string, unknown>) {
  const result = parseCommand(command);
  if (!result.ok) throw new Error(result.failure.message);
  return result.parsed;
}

const join = (id: string, name: string): [SessionActor, Record<string, unknown>] => [guest, { type: "joinGame", playerId: id, name }];

describe("the session: who is in the room, around the engine", () => {
  it("[LOBBY-1] students join, pick a team, and the moderator moves, renames and removes them", () => {
    const { state, failures } = run([
      join("p1", "Sam"),
      join("p2", "Sam K"),
      [player("p1"), { type: "chooseTeam", teamId: "t1" }],
      [player("p2"), { type: "chooseTeam", teamId: "t1" }],
      [moderator, { type: "movePlayer", playerId: "p2", teamId: "t2" }],
      [moderator, { type: "renamePlayer", playerId: "p1", name: "  Samuel  " }],
      join("p3", "Kim"),
      [moderator, { type: "removePlayer", playerId: "p3" }],
    ]);
    expect(failures).toEqual([]);
    expect(state.seats).toEqual([
      { id: "p1", name: "Samuel", teamId: "t1" },
      { id: "p2", name: "Sam K", teamId: "t2" },
    ]);
  });

  it("[LOBBY-8] a name that is, or looks like, another player's or a team's is refused with the reason; nothing changes", () => {
    const greekO = "B\u03BFb";
    const { state, failures } = run([
      join("p1", "Bob"),
      join("p2", "bob"),
      join("p3", greekO),
      join("p4", "Owls"),
      join("p5", "José"),
      join("p6", "Jose"),
      [moderator, { type: "renamePlayer", playerId: "p5", name: "B\u043Eb" }],
      [player("p6"), { type: "renamePlayer", playerId: "p6", name: "jose" }],
    ]);
    expect(failures).toEqual(["rule/name_taken", "rule/name_confusable", "rule/name_confusable", "rule/name_confusable"]);
    expect(state.seats.map((s) => s.name)).toEqual(["Bob", "José", "jose"]);
    const refused = applySessionCommand(state, { role: "guest" }, parsed({ type: "joinGame", playerId: "p9", name: greekO }), 0, setup);
    expect(refused.ok ? "" : refused.failure.message).toMatch(/looks just like Bob's/);
  });

  it("[LOBBY-9] games created before rules version 2 replay as they were played: a second Sam became Sam 2", () => {
    const legacy = { ...createSession(setup), rulesVersion: undefined };
    const first = applySessionCommand(legacy, { role: "guest" }, parsed({ type: "joinGame", playerId: "p1", name: "Sam" }), 0, setup);
    if (!first.ok) throw new Error(first.failure.message);
    const second = applySessionCommand(first.state, { role: "guest" }, parsed({ type: "joinGame", playerId: "p2", name: "Sam" }), 0, setup);
    expect(second.ok && second.state.seats.map((s) => s.name)).toEqual(["Sam", "Sam 2"]);
  });

  it("[LOBBY-2] a locked game refuses new players; players cannot lock, move or start", () => {
    const { failures } = run([
      join("p1", "Ann"),
      [player("p1"), { type: "lockJoining", locked: true }],
      [player("p1"), { type: "startGame" }],
      [player("p1"), { type: "movePlayer", playerId: "p1", teamId: "t2" }],
      [moderator, { type: "lockJoining", locked: true }],
      join("p2", "Bo"),
    ]);
    expect(failures).toEqual(["auth/not_allowed", "auth/not_allowed", "auth/not_allowed", "rule/joining_locked"]);
  });

  it("[LOBBY-3] starting sizes the teams from who joined and what the teacher declared ([SETUP] short team +3)", () => {
    const { state, failures } = run([
      join("p1", "Ann"),
      [player("p1"), { type: "chooseTeam", teamId: "t1" }],
      [moderator, { type: "startGame" }],
    ]);
    expect(failures).toEqual([]);
    expect(state.status).toBe("playing");
    // Owls were declared with 3 players, Eagles have 1 phone: Eagles are short and get 3 more.
    expect(clueEngine(state).teams.map((t) => [t.id, t.players, t.points])).toEqual([
      ["t1", 1, 13],
      ["t2", 3, 10],
    ]);
    expect(
      run([
        [moderator, { type: "startGame" }],
        [moderator, { type: "startGame" }],
      ]).failures,
    ).toEqual(["rule/already_started"]);
  });

  it("[LOBBY-4] a player without a team, or a guest, cannot play; a player never acts for another team", () => {
    const { failures } = run([
      join("p1", "Ann"),
      [moderator, { type: "startGame" }],
      [player("p1"), { type: "spin" }],
      [guest, { type: "spin" }],
      [moderator, { type: "movePlayer", playerId: "p1", teamId: "t1" }],
      [player("p1"), { type: "spin", onBehalfOf: "t2" }],
      [player("p1"), { type: "judge", correct: true }],
    ]);
    expect(failures).toEqual(["auth/not_allowed", "auth/not_allowed", "auth/not_allowed", "auth/not_allowed"]);
  });

  it("[MOD-UNDO] undo gives exactly the state as if the last command had never been issued, and never undoes a join", () => {
    const commands: [SessionActor, Record<string, unknown>][] = [
      join("p1", "Ann"),
      [player("p1"), { type: "chooseTeam", teamId: "t1" }],
      [moderator, { type: "startGame" }],
      [moderator, { type: "pause" }],
    ];
    const full = run(commands);
    const withoutPause = run(commands.slice(0, 3));
    const undone = planUndo(setup, full.log);
    expect(undone.ok && undone.state).toEqual(withoutPause.state);
    // Stored with the log, an undo replays to the same state.
    expect(replay(setup, [...full.log, { actor: moderator, command: { type: "undo" }, at: 9 }])).toEqual(withoutPause.state);
    // Undo skips over a late join and takes back the command before it.
    const late = run([...commands, join("p2", "Late")]);
    const undoneLate = planUndo(setup, late.log);
    expect(undoneLate.ok && undoneLate.state.seats.map((s) => s.id)).toEqual(["p1", "p2"]);
    expect(undoneLate.ok && clueEngine(undoneLate.state).phase.type).not.toBe("paused");
    expect(planUndo(setup, []).ok).toBe(false);
  });

  it("[VIEW-ROOM] the board's and a team's views never carry the moderator's secrets", () => {
    const { state } = run([join("p1", "Ann"), [player("p1"), { type: "chooseTeam", teamId: "t1" }], [moderator, { type: "startGame" }]]);
    const meta = { gameId: "g", code: "ABC234", version: 3 };
    const board = JSON.stringify(sessionView(state, meta, { type: "board" }));
    const team = JSON.stringify(sessionView(state, meta, { type: "team", teamId: "t1" }));
    for (const text of [board, team]) {
      expect(text).not.toContain('"secret"');
      for (const card of FIXTURE_DECK) expect(text).not.toContain(card.clues[5]);
    }
    expect(JSON.stringify(sessionView(state, meta, { type: "moderator" }))).toContain('"secret"');
  });

  it("[INPUT-SESSION] a client may not choose its actor, and names are cleaned", () => {
    expect(parseCommand({ type: "spin", actor: { role: "moderator" } })).toMatchObject({
      ok: false,
      failure: { code: "input/actor_not_allowed" },
    });
    expect(parseCommand({ type: "renamePlayer", playerId: "p1", name: "\u0000\u202eAnn\u0007" })).toMatchObject({
      ok: true,
      parsed: { command: { name: "Ann" } },
    });
    expect(parseCommand({ type: "renamePlayer", playerId: "p1", name: "   " }).ok).toBe(false);
  });
});

describe("[CLAIM] a student back on a phone that lost its join key asks for their seat; the moderator answers", () => {
  const seated = [join("p1", "Fatima"), [player("p1"), { type: "chooseTeam", teamId: "t1" }], [moderator, { type: "startGame" }]] as [
    SessionActor,
    Record<string, unknown>,
  ][];

  it("[CLAIM-1] a request names a seat; only the moderator answers; two requests for one seat stay apart, each with its device", () => {
    const { state, failures } = run([
      ...seated,
      [guest, { type: "claimSeat", claimId: "c1", playerId: "p1", device: { address: "10.0.0.7", known: "seat" } }],
      [guest, { type: "claimSeat", claimId: "c2", playerId: "p1", device: { address: "10.0.0.9", known: "other" } }],
      [guest, { type: "claimSeat", claimId: "c3", playerId: "nobody" }],
      [player("p1"), { type: "answerClaim", claimId: "c2", grant: true }],
      [player("p1"), { type: "claimSeat", claimId: "c4", playerId: "p1" }],
    ]);
    expect(failures).toEqual(["input/unknown_player", "auth/not_allowed", "auth/not_allowed"]);
    expect(state.claims?.map((claim) => [claim.id, claim.playerId])).toEqual([
      ["c1", "p1"],
      ["c2", "p1"],
    ]);
    const view = sessionView(state, { gameId: "g", code: "ABC234", version: 1 }, { type: "moderator" });
    expect(view.claims).toEqual([
      {
        id: "c1",
        playerId: "p1",
        name: "Fatima",
        teamId: "t1",
        at: 1003,
        requestCode: "C1",
        address: "10.0.0.7",
        device: "seat",
        rivals: 1,
      },
      {
        id: "c2",
        playerId: "p1",
        name: "Fatima",
        teamId: "t1",
        at: 1004,
        requestCode: "C2",
        address: "10.0.0.9",
        device: "other",
        rivals: 1,
      },
    ]);
    expect(sessionView(state, { gameId: "g", code: "ABC234", version: 1 }, { type: "board" }).claims).toBeUndefined();
    // A game made before rules 3 replays as it was played: the newer request replaced the older.
    const legacy = { ...createSession(setup), rulesVersion: 2 };
    const first = applySessionCommand(legacy, guest, parsed({ type: "joinGame", playerId: "p1", name: "Fatima" }), 1, setup);
    if (!first.ok) throw new Error(first.failure.message);
    const asked = [1, 2].reduce((room, n) => {
      const next = applySessionCommand(room, guest, parsed({ type: "claimSeat", claimId: `c${n}`, playerId: "p1" }), 1 + n, setup);
      if (!next.ok) throw new Error(next.failure.message);
      return next.state;
    }, first.state);
    expect(asked.claims?.map((claim) => claim.id)).toEqual(["c2"]);
  });

  it("[CLAIM-2] a granted request renames the team's channel (the lost phone stops hearing it); a refused one changes nothing else; neither is undone", () => {
    const asked = run([...seated, [guest, { type: "claimSeat", claimId: "c1", playerId: "p1" }]]);
    const granted = run([
      ...seated,
      [guest, { type: "claimSeat", claimId: "c1", playerId: "p1" }],
      [moderator, { type: "answerClaim", claimId: "c1", grant: true }],
    ]);
    expect(granted.failures).toEqual([]);
    expect(granted.state.claims).toEqual([]);
    // The grant is version 5: the team's channel is renamed to it, a name never used before.
    expect(asked.state.teamEpochs.t1).toBeUndefined();
    expect(granted.state.teamEpochs.t1).toBe(5);
    expect(granted.state.seats).toEqual(asked.state.seats);
    const refused = run([
      ...seated,
      [guest, { type: "claimSeat", claimId: "c1", playerId: "p1" }],
      [moderator, { type: "answerClaim", claimId: "c1", grant: false }],
    ]);
    expect({ ...refused.state, claims: undefined }).toEqual({ ...asked.state, claims: undefined });
    expect(refused.state.claims).toEqual([]);
    // Undo skips seat requests and answers: it takes back the start, not the grant.
    const undone = planUndo(setup, granted.log);
    expect(undone.ok && undone.state.status).toBe("lobby");
    expect(undone.ok && undone.state.claims).toEqual([]);
    expect(run([...seated, [moderator, { type: "answerClaim", claimId: "zz", grant: true }]]).failures).toEqual(["rule/no_such_claim"]);
  });
});
