import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "./server-process";
import { call, command, connectLive, createGame, join, view } from "./clients";

/**
 * [AUTHZ] Every command from every role: only the allowed ones get past authorization. A command
 * that passes authorization may still break a rule (409); one that does not gets 401 or 403 and
 * changes nothing.
 */
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const LOBBY = {
  chooseTeam: { type: "chooseTeam", teamId: "t1" },
  renamePlayer: (playerId: string) => ({ type: "renamePlayer", playerId, name: "Renamed" }),
  movePlayer: (playerId: string) => ({ type: "movePlayer", playerId, teamId: "t2" }),
  removePlayer: (playerId: string) => ({ type: "removePlayer", playerId }),
  lockJoining: { type: "lockJoining", locked: true },
  startGame: { type: "startGame" },
  undo: { type: "undo" },
  endGame: { type: "endGame" },
};
const GAME_TEAM = [
  "spin",
  "applyDrawCard",
  "nextClue",
  "answer",
  "pass",
  "sell",
  "offerToBuy",
  "withdrawOffer",
  "declineOffers",
  "stopBidding",
].map((type) => ({ type }));
const GAME_TEAM_ARGS = [
  { type: "repeatClue", clueNumber: 1 },
  { type: "acceptOffer", buyerId: "t2" },
  { type: "bid", clues: 3 },
  { type: "playSavedCard", cardId: "x1" },
];
const GAME_MODERATOR = [
  { type: "judge", correct: true },
  { type: "adjustPoints", teamId: "t1", amount: 2, reason: "test" },
  { type: "skipCard" },
  { type: "pause" },
  { type: "resume" },
];

type Who = "moderator" | "player" | "other-player" | "no credential" | "other game's moderator";

describe("[AUTHZ] role × command matrix", () => {
  it("[AUTHZ-1] players cannot issue moderator commands; nobody without a credential can issue anything; only the moderator acts for another team", async () => {
    const game = await createGame(server.baseUrl);
    const other = await createGame(server.baseUrl);
    const alice = await join(server.baseUrl, game.code, "Alice");
    const bob = await join(server.baseUrl, game.code, "Bob");
    await command(server.baseUrl, game.gameId, "player", alice.token, { type: "chooseTeam", teamId: "t1" });
    await command(server.baseUrl, game.gameId, "player", bob.token, { type: "chooseTeam", teamId: "t2" });

    const tokenOf: Record<Who, { as: "moderator" | "player"; token: string }> = {
      moderator: { as: "moderator", token: game.moderatorToken },
      player: { as: "player", token: alice.token },
      "other-player": { as: "player", token: bob.token },
      "no credential": { as: "player", token: "" },
      "other game's moderator": { as: "moderator", token: other.moderatorToken },
    };
    const send = (who: Who, cmd: Record<string, unknown>) =>
      tokenOf[who].token
        ? command(server.baseUrl, game.gameId, tokenOf[who].as, tokenOf[who].token, cmd)
        : call(server.baseUrl, "POST", `/api/games/${game.gameId}/commands?as=player`, {
            clientId: `nocred-${Math.random().toString(36).slice(2, 12)}`,
            command: cmd,
          });

    const moderatorOnly = [
      LOBBY.movePlayer(bob.playerId),
      LOBBY.removePlayer(bob.playerId),
      LOBBY.lockJoining,
      LOBBY.startGame,
      LOBBY.undo,
      LOBBY.endGame,
      ...GAME_MODERATOR,
    ];
    const everyCommand = [LOBBY.chooseTeam, LOBBY.renamePlayer(bob.playerId), ...moderatorOnly, ...GAME_TEAM, ...GAME_TEAM_ARGS];

    const before = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    for (const cmd of everyCommand) {
      for (const who of ["no credential", "other game's moderator"] as Who[]) {
        const result = await send(who, cmd);
        expect(result.status, `${who} ${cmd.type}`).toBe(401);
      }
      if (moderatorOnly.includes(cmd)) {
        const result = await send("player", cmd);
        expect(result.status, `player ${cmd.type}`).toBe(403);
        expect(result.json.error.message).toMatch(/moderator/i);
      }
    }
    // A player renames only themselves, and never plays for another team.
    expect((await send("player", LOBBY.renamePlayer(bob.playerId))).status).toBe(403);
    expect((await send("player", { type: "spin", onBehalfOf: "t2" })).status).toBe(403);
    // The moderator does not choose a team for itself (it moves players instead).
    expect((await send("moderator", LOBBY.chooseTeam)).status).toBe(403);
    const after = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    expect(after.version).toBe(before.version);

    // What each role may do passes authorization (it may still be refused by a rule: 409).
    for (const cmd of moderatorOnly.filter((c) => c.type !== "endGame" && c.type !== "removePlayer")) {
      const result = await send("moderator", cmd);
      expect([200, 409], `moderator ${cmd.type}: ${JSON.stringify(result.json)}`).toContain(result.status);
    }
    for (const cmd of [...GAME_TEAM, ...GAME_TEAM_ARGS]) {
      const result = await send("player", cmd);
      expect([200, 409], `player ${cmd.type}: ${JSON.stringify(result.json)}`).toContain(result.status);
    }
  });

  it("[AUTHZ-2] private channels: the moderator channel for the moderator only, a team channel for its own players", async () => {
    const game = await createGame(server.baseUrl);
    const alice = await join(server.baseUrl, game.code, "Alice");
    await command(server.baseUrl, game.gameId, "player", alice.token, { type: "chooseTeam", teamId: "t1" });
    const ask = (as: string, token: string | null, channel: string) =>
      fetch(`${server.baseUrl}/api/pusher/auth?as=${as}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: new URLSearchParams({ socket_id: "123.456", channel_name: channel }).toString(),
      }).then((r) => r.status);
    const moderatorChannel = `private-game-${game.gameId}-moderator`;
    const t1 = `private-game-${game.gameId}-team-t1`;
    const t2 = `private-game-${game.gameId}-team-t2`;
    expect(await ask("moderator", game.moderatorToken, moderatorChannel)).toBe(200);
    expect(await ask("moderator", game.moderatorToken, t2)).toBe(200);
    expect(await ask("player", alice.token, moderatorChannel)).toBe(403);
    expect(await ask("player", alice.token, t1)).toBe(200);
    expect(await ask("player", alice.token, t2)).toBe(403);
    expect(await ask("player", null, t1)).toBe(401);
    expect(await ask("player", alice.token, `presence-game-${game.gameId}`)).toBe(200);
  });

  it("[AUTHZ-3] a player moved off a team stops hearing that team: its channel is renamed and the old name goes quiet", async () => {
    const game = await createGame(server.baseUrl);
    const alice = await join(server.baseUrl, game.code, "Alice");
    const bob = await join(server.baseUrl, game.code, "Bob");
    await command(server.baseUrl, game.gameId, "player", alice.token, { type: "chooseTeam", teamId: "t1" });
    await command(server.baseUrl, game.gameId, "player", bob.token, { type: "chooseTeam", teamId: "t1" });
    const old = `private-game-${game.gameId}-team-t1`;
    const aliceEars = await connectLive(server.baseUrl, [old], { as: "player", token: alice.token });
    const moved = await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, {
      type: "movePlayer",
      playerId: alice.playerId,
      teamId: "t2",
    });
    expect(moved.status).toBe(200);
    const bobView = await view(server.baseUrl, game.gameId, "player", bob.token);
    // The new name is the room's version at the move (5): never used before, never used again.
    expect(bobView.teamChannel).toBe(`${old}-e5`);
    const ask = (token: string, channel: string) =>
      fetch(`${server.baseUrl}/api/pusher/auth?as=player`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${token}` },
        body: new URLSearchParams({ socket_id: "123.456", channel_name: channel }).toString(),
      }).then((r) => r.status);
    expect(await ask(alice.token, `${old}-e5`)).toBe(403);
    expect(await ask(bob.token, `${old}-e5`)).toBe(200);
    expect(await ask(bob.token, old)).toBe(403);
    // Team 1 keeps playing; nothing more arrives on the channel Alice still holds.
    const heardBefore = aliceEars.received.length;
    const next = await command(server.baseUrl, game.gameId, "player", bob.token, {
      type: "renamePlayer",
      playerId: bob.playerId,
      name: "Robert",
    });
    expect(next.status).toBe(200);
    const bobEars = await connectLive(server.baseUrl, [bobView.teamChannel], { as: "player", token: bob.token });
    await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "lockJoining", locked: true });
    await bobEars.waitForVersion(Number(next.json.version) + 1);
    expect(aliceEars.received.slice(heardBefore).filter((r) => r.version > moved.json.version)).toEqual([]);
    aliceEars.disconnect();
    bobEars.disconnect();
  });
});
