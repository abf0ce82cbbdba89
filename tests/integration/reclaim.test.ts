import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, channelFor, clientId, command, connectLive, createGame, credential, join, view } from "./clients";
import { playUntilFinished, type Seat } from "./driver";
import { startServer, type ServerProcess } from "./server-process";

/**
 * Nobody is left stranded: a student whose phone lost its join key (a new phone, cleared cookies)
 * asks for their seat by name and the moderator confirms it; a finished game can be reopened by undo.
 */
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const askForSeat = (code: string, name: string, token: string) =>
  call(server.baseUrl, "POST", "/api/join", { code, name, credential: token, clientId: clientId(), reclaim: true });

describe("[RECLAIM] a student gets their own seat back", () => {
  it("[RECLAIM-1] the same name is refused as taken; asking for the seat waits for the moderator; yes gives the new phone the seat and kills the old key", async () => {
    const game = await createGame(server.baseUrl, { seed: 4 });
    const fatima = await join(server.baseUrl, game.code, "Fatima");
    await command(server.baseUrl, game.gameId, "player", fatima.token, { type: "chooseTeam", teamId: "t2" });
    await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" });
    const before = await view(server.baseUrl, game.gameId, "player", fatima.token);

    // Her phone lost its key: joining again under her name is refused, never "Fatima 2".
    const newPhone = credential();
    const again = await call(server.baseUrl, "POST", "/api/join", {
      code: game.code,
      name: "fatima",
      credential: newPhone,
      clientId: clientId(),
    });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("rule/name_taken");
    expect((await askForSeat(game.code, "Nobody Here", newPhone)).json.error.code).toBe("input/no_such_player");

    const asked = await askForSeat(game.code, "fatima", newPhone);
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    expect(asked.json.claimId).toEqual(expect.any(String));
    const waiting = await call(server.baseUrl, "GET", `/api/games/${game.gameId}?as=player`, undefined, {
      authorization: `Bearer ${newPhone}`,
    });
    expect(waiting.status).toBe(401);
    expect(waiting.json.error.code).toBe("auth/claim_pending");
    // A phone cannot answer its own request, nor send a claim through the command route.
    expect(
      (
        await command(server.baseUrl, game.gameId, "player", fatima.token, {
          type: "answerClaim",
          claimId: asked.json.claimId,
          grant: true,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await command(server.baseUrl, game.gameId, "player", fatima.token, {
          type: "claimSeat",
          claimId: "x".repeat(10),
          playerId: fatima.playerId,
        })
      ).status,
    ).toBe(400);

    const moderator = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    expect(moderator.claims).toEqual([
      expect.objectContaining({ id: asked.json.claimId, playerId: fatima.playerId, name: "Fatima", teamId: "t2" }),
    ]);
    expect((await view(server.baseUrl, game.gameId, "board")).claims).toBeUndefined();

    const granted = await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, {
      type: "answerClaim",
      claimId: asked.json.claimId,
      grant: true,
    });
    expect(granted.status, JSON.stringify(granted.json)).toBe(200);
    const back = await view(server.baseUrl, game.gameId, "player", newPhone);
    expect(back.teamId).toBe("t2");
    expect(
      back.teams.flatMap((team: { players: { id: string }[] }) => team.players).filter((p: { id: string }) => p.id === fatima.playerId),
    ).toHaveLength(1);
    expect(back.teamChannel).not.toBe(before.teamChannel);
    const old = await call(server.baseUrl, "GET", `/api/games/${game.gameId}?as=player`, undefined, {
      authorization: `Bearer ${fatima.token}`,
    });
    expect(old.status).toBe(401);
    // The new phone hears the team's channel; the old key cannot subscribe to it.
    const ear = await connectLive(server.baseUrl, [back.teamChannel], { as: "player", token: newPhone });
    ear.disconnect();
    await expect(connectLive(server.baseUrl, [back.teamChannel], { as: "player", token: fatima.token })).rejects.toThrow(/subscription/);
    expect((await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken)).claims).toEqual([]);
  });

  it("[RECLAIM-2] a refused request leaves the seat with the first phone, and the asking phone is told to join with its own name", async () => {
    const game = await createGame(server.baseUrl, { seed: 5 });
    const sam = await join(server.baseUrl, game.code, "Sam");
    const prankster = credential();
    const asked = await askForSeat(game.code, "Sam", prankster);
    expect(asked.status).toBe(200);
    const refused = await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, {
      type: "answerClaim",
      claimId: asked.json.claimId,
      grant: false,
    });
    expect(refused.status).toBe(200);
    const after = await call(server.baseUrl, "GET", `/api/games/${game.gameId}?as=player`, undefined, {
      authorization: `Bearer ${prankster}`,
    });
    expect(after.status).toBe(401);
    expect(after.json.error.code).toBe("auth/invalid");
    expect((await view(server.baseUrl, game.gameId, "player", sam.token)).status).toBe("lobby");
    // The refused phone may still join as itself.
    expect((await join(server.baseUrl, game.code, "Not Sam", prankster)).playerId).toEqual(expect.any(String));
  });
});

describe("[UNDO-FINAL] a finished game can be reopened", () => {
  it("[UNDO-FINAL-1] undo after the final judgement reopens the final question; judging again finishes the game", async () => {
    const game = await createGame(server.baseUrl, { targetPoints: 15, seed: 8 });
    const seats: Seat[] = [];
    for (const teamId of ["t1", "t2", "t3", "t4"]) {
      const phone = await join(server.baseUrl, game.code, `Phone ${teamId}`);
      await command(server.baseUrl, game.gameId, "player", phone.token, { type: "chooseTeam", teamId });
      seats.push({ teamId, token: phone.token, playerId: phone.playerId });
    }
    await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" });
    const board = await connectLive(server.baseUrl, [channelFor.board(game.gameId)]);
    const { winner } = await playUntilFinished(server.baseUrl, game.gameId, game.moderatorToken, seats);
    expect(winner).not.toBeNull();
    const finished = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    expect(finished.status).toBe("finished");

    const undone = await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "undo" });
    expect(undone.status, JSON.stringify(undone.json)).toBe(200);
    const reopened = await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken);
    expect(reopened.status).toBe("playing");
    expect(reopened.game.phase.type).not.toBe("finished");
    await board.waitForVersion(reopened.version);
    board.disconnect();

    const { winner: again } = await playUntilFinished(server.baseUrl, game.gameId, game.moderatorToken, seats);
    expect(again).not.toBeNull();
    expect((await view(server.baseUrl, game.gameId, "moderator", game.moderatorToken)).status).toBe("finished");
  }, 120_000);
});
