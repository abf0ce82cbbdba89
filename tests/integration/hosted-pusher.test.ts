import { afterAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "./server-process";
import { call, channelFor, command, connectLive, createGame, join } from "./clients";

/**
 * [HOSTED] With PUSHER_* set, the app publishes through the official `pusher` SDK instead of its
 * own relay, with no other change. The "hosted" side here is a second Clue Spin server's built-in
 * relay (it speaks the same signed HTTP events API as Pusher Channels and Soketi).
 */
const credentials = { PUSHER_APP_ID: "classroom-42", PUSHER_KEY: "district-key", PUSHER_SECRET: "district-secret-0123456789" };
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

describe("[HOSTED] publishing through the pusher SDK", () => {
  it("[HOSTED-1] commands on the app reach pusher-js clients connected to the other Pusher-protocol server", async () => {
    const relay = await startServer({ env: credentials });
    servers.push(relay);
    const app = await startServer({
      env: { ...credentials, PUSHER_HOST: "127.0.0.1", PUSHER_PORT: String(relay.port), PUSHER_USE_TLS: "false" },
    });
    servers.push(app);

    const config = (await call(app.baseUrl, "GET", "/api/realtime")).json;
    expect(config).toMatchObject({ type: "hosted", key: credentials.PUSHER_KEY, wsHost: "127.0.0.1", wsPort: relay.port, forceTLS: false });

    const game = await createGame(app.baseUrl);
    const player = await join(app.baseUrl, game.code, "Ann");
    await command(app.baseUrl, game.gameId, "player", player.token, { type: "chooseTeam", teamId: "t1" });
    // Clients get their config and channel authorization from the app, and their socket from the relay.
    const phone = await connectLive(app.baseUrl, [channelFor.team(game.gameId, "t1")], { as: "player", token: player.token });
    const board = await connectLive(app.baseUrl, [channelFor.board(game.gameId)]);
    expect((phone.pusher as any).config.wsPort ?? (phone.pusher as any).options?.wsPort).toBe(relay.port);

    const started = await command(app.baseUrl, game.gameId, "moderator", game.moderatorToken, { type: "startGame" });
    expect(started.status).toBe(200);
    await phone.waitForVersion(started.json.version);
    await board.waitForVersion(started.json.version);
    expect(phone.received.at(-1)!.view.game.audience).toBe("team");
    phone.disconnect();
    board.disconnect();
  }, 60_000);
});
