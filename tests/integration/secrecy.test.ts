import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "./server-process";
import { channelFor, command, connectLive, createGame, join, view, type LiveClient } from "./clients";
import { playUntilFinished, type Seat } from "./driver";

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

describe("[SECRET] answers never travel to screens that may not see them", () => {
  it("[SECRET-1] every frame sent to the board and the phones through a whole game is free of unrevealed answers and unread clues", async () => {
    const game = await createGame(server.baseUrl, { targetPoints: 25, seed: 11 });
    const seats: Seat[] = [];
    for (const teamId of ["t1", "t2", "t3", "t4"]) {
      const player = await join(server.baseUrl, game.code, `Phone ${teamId}`);
      await command(server.baseUrl, game.gameId, "player", player.token, { type: "chooseTeam", teamId });
      seats.push({ teamId, token: player.token, playerId: player.playerId });
    }
    const board = await connectLive(server.baseUrl, [channelFor.board(game.gameId)]);
    const phones: LiveClient[] = await Promise.all(
      seats.map((seat) => connectLive(server.baseUrl, [channelFor.team(game.gameId, seat.teamId)], { as: "player", token: seat.token })),
    );
    await command(server.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" });

    // The moderator's view at each version is the ground truth of what is secret at that moment.
    const secretAt = new Map<number, { answer: string; alternatives: string[]; unread: string[]; pendingText: string | null }>();
    const { winner } = await playUntilFinished(server.baseUrl, game.gameId, game.moderatorToken, seats, {
      onModeratorView: (moderator) => {
        const secret = moderator.game.secret;
        if (!secret) return;
        const shown = new Set((moderator.game.card?.shownClues ?? []).map((c: { text: string }) => c.text));
        const read: number = moderator.game.card?.cluesRead ?? 0;
        secretAt.set(moderator.version, {
          answer: secret.answer,
          alternatives: secret.alternatives,
          unread: secret.clues.filter((text: string, i: number) => i >= read && !shown.has(text)),
          pendingText: secret.pendingAnswer?.text ?? null,
        });
      },
    });
    expect(winner).not.toBeNull();
    const final = await view(server.baseUrl, game.gameId, "board");
    await board.waitForVersion(final.version);
    for (const phone of phones) await phone.waitForVersion(final.version);

    let checked = 0;
    const screens: [string, LiveClient, string | null][] = [
      ["board", board, null],
      ...phones.map((p, i): [string, LiveClient, string | null] => [`phone ${seats[i]!.teamId}`, p, seats[i]!.teamId]),
    ];
    for (const [name, client, teamId] of screens) {
      expect(client.frames.length).toBeGreaterThan(10);
      for (const frame of client.received) {
        const secret = secretAt.get(frame.version);
        if (!secret || !frame.view) continue;
        // A team may see its own typed answer; everything else is checked.
        const { reveal: _reveal, myPendingAnswer: _own, ...rest } = frame.view.game;
        // A card counts as revealed only once it is off the table.
        if (frame.view.game.card === null && frame.view.game.reveal) continue;
        const text = JSON.stringify({ ...frame.view, game: rest }).toLowerCase();
        for (const word of [secret.answer, ...secret.alternatives]) {
          expect(text.includes(word.toLowerCase()), `${name} saw the answer "${word}" at version ${frame.version}`).toBe(false);
        }
        for (const clue of secret.unread)
          expect(text.includes(clue.toLowerCase()), `${name} saw an unread clue at version ${frame.version}`).toBe(false);
        // A typed answer is seen only by its own team (and the moderator).
        if (secret.pendingText && frame.view.game.card?.answerPendingBy !== teamId) {
          expect(text.includes(`"${secret.pendingText.toLowerCase()}"`), `${name} saw another team's typed answer`).toBe(false);
        }
        checked++;
      }
      // Raw frames too: nothing outside the view events carries the moderator's secrets.
      const raw = client.frames.join("\n");
      expect(raw).not.toContain('"secret"');
      expect(raw).not.toContain("pendingAnswer");
    }
    expect(checked).toBeGreaterThan(50);
    [board, ...phones].forEach((c) => c.disconnect());
  }, 90_000);
});
