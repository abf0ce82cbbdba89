import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import PusherSdk from "pusher";
import { sdkPublisher } from "@/lib/server/realtime/publisher";
import { RealtimeLimitError } from "@/lib/server/realtime/protocol";
import { APP, eventually, nextEvent, recordEvents, startTestServer, subscribed, type TestServer } from "./harness";

let server: TestServer;

function sdkFor(target: TestServer, secret: string = APP.secret): PusherSdk {
  return new PusherSdk({
    appId: APP.appId,
    key: APP.key,
    secret,
    host: "127.0.0.1",
    port: String(target.port),
    useTLS: false,
  });
}

async function rejection(promise: Promise<unknown>): Promise<{ status?: number; body?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { status?: number; body?: string };
  }
  throw new Error("expected the request to be refused");
}

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

describe("the official pusher SDK against the built-in REST API", () => {
  it("[RT-4] trigger and triggerBatch reach pusher-js subscribers", async () => {
    const client = await server.connectClient();
    const lobby = await subscribed(client, "lobby");
    const game = await subscribed(client, "game-42");
    const sdk = sdkFor(server);

    const onLobby = nextEvent(lobby, "announce");
    const onGame = nextEvent(game, "announce");
    const response = await sdk.trigger(["lobby", "game-42"], "announce", { text: "Spin!" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await onLobby).toEqual({ text: "Spin!" });
    expect(await onGame).toEqual({ text: "Spin!" });

    const first = nextEvent(game, "clue");
    const second = nextEvent(lobby, "score");
    await sdk.triggerBatch([
      { channel: "game-42", name: "clue", data: { number: 1 } },
      { channel: "lobby", name: "score", data: "Owls 10" },
    ]);
    expect(await first).toEqual({ number: 1 });
    expect(await second).toBe("Owls 10");
  });

  it("[RT-4] socket_id excludes the sender", async () => {
    const sender = await server.connectClient();
    const other = await server.connectClient();
    const senderEvents = recordEvents(await subscribed(sender, "game-42"));
    const otherChannel = await subscribed(other, "game-42");

    const received = nextEvent(otherChannel, "buzz");
    await sdkFor(server).trigger("game-42", "buzz", {}, { socket_id: sender.connection.socket_id });
    await received;
    const marker = nextEvent(otherChannel, "marker");
    await server.publisher.publish(["game-42"], "marker", {});
    await marker;
    await eventually(() => senderEvents.length > 0, 5000, "sender to get the marker");
    expect(senderEvents.map((entry) => entry.event)).toEqual(["marker"]);
  });

  it("[RT-4] a bad signature or a stale timestamp gets 401 and delivers nothing", async () => {
    const client = await server.connectClient();
    const events = recordEvents(await subscribed(client, "game-42"));

    const forged = await rejection(sdkFor(server, "wrong-secret").trigger("game-42", "cheat", { points: 55 }));
    expect(forged.status).toBe(401);

    // The SDK signs with the current clock; pretend it ran 11 minutes ago.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() - 11 * 60 * 1000);
    const stalePromise = sdkFor(server).trigger("game-42", "cheat", { points: 55 });
    vi.useRealTimers();
    const stale = await rejection(stalePromise);
    expect(stale.status).toBe(401);
    expect(stale.body).toMatch(/timestamp/i);

    const tampered = await fetch(
      // A body that does not match its signed body_md5.
      `http://127.0.0.1:${server.port}/apps/${APP.appId}/events?${
        new URL(
          `http://x/?${sdkFor(server).createSignedQueryString({
            method: "POST",
            path: `/apps/${APP.appId}/events`,
            body: JSON.stringify({ name: "ok", data: "{}", channels: ["game-42"] }),
          })}`,
        ).searchParams
      }`,
      { method: "POST", body: JSON.stringify({ name: "cheat", data: "{}", channels: ["game-42"] }) },
    );
    expect(tampered.status).toBe(401);

    const marker = nextEvent(client.channel("game-42"), "marker");
    await server.publisher.publish(["game-42"], "marker", {});
    await marker;
    expect(events.map((entry) => entry.event)).toEqual(["marker"]);
  });

  it("[RT-4] refuses oversized events (413), oversized batches (400) and unknown apps (404)", async () => {
    const sdk = sdkFor(server);
    const oversized = await rejection(sdk.trigger("game-42", "big", "x".repeat(10 * 1024 + 1)));
    expect(oversized.status).toBe(413);

    const eleven = Array.from({ length: 11 }, (_, index) => ({ channel: "game-42", name: "e", data: String(index) }));
    expect((await rejection(sdk.triggerBatch(eleven))).status).toBe(400);

    const otherApp = new PusherSdk({ appId: "other", key: APP.key, secret: APP.secret, host: "127.0.0.1", port: String(server.port) });
    expect((await rejection(otherApp.trigger("game-42", "e", {}))).status).toBe(404);
  });

  it("[RT-4] GET /channels reports occupied channels and presence user counts", async () => {
    server.setAuthDecision((socketId, channel) => server.publisher.authorize(socketId, channel, { user_id: socketId }));
    const auth = { channelAuthorization: { endpoint: server.authEndpoint, transport: "ajax" as const } };
    const first = await server.connectClient(auth);
    const second = await server.connectClient(auth);
    await subscribed(first, "presence-game-1");
    await subscribed(second, "presence-game-1");
    await subscribed(first, "lobby");

    const sdk = sdkFor(server);
    const all = await (await sdk.get({ path: "/channels" })).json();
    expect(all).toEqual({ channels: { "presence-game-1": {}, lobby: {} } });

    const presence = await (await sdk.get({ path: "/channels", params: { filter_by_prefix: "presence-", info: "user_count" } })).json();
    expect(presence).toEqual({ channels: { "presence-game-1": { user_count: 2 } } });

    const users = await (await sdk.get({ path: "/channels/presence-game-1/users" })).json();
    expect((users as { users: Array<{ id: string }> }).users.map((user) => user.id).sort()).toEqual(
      [first.connection.socket_id, second.connection.socket_id].sort(),
    );
  });

  it("[RT-4] sdkPublisher splits 150 channels into triggers of at most 100 and batches into tens", async () => {
    const client = await server.connectClient();
    const channelNames = Array.from({ length: 150 }, (_, index) => `table-${index}`);
    const firstChannel = await subscribed(client, "table-0");
    const lastChannel = await subscribed(client, "table-149");
    const publisher = sdkPublisher(sdkFor(server), { key: APP.key, cluster: "mt1", forceTLS: false });

    const atFirst = nextEvent(firstChannel, "reset");
    const atLast = nextEvent(lastChannel, "reset");
    await publisher.publish(channelNames, "reset", { round: 1 });
    expect(await atFirst).toEqual({ round: 1 });
    expect(await atLast).toEqual({ round: 1 });

    const seen = recordEvents(firstChannel);
    await publisher.publishBatch(Array.from({ length: 25 }, (_, index) => ({ channel: "table-0", event: "step", data: { index } })));
    await eventually(() => seen.length === 25, 5000, "25 batched events");
    expect(seen.map((entry) => (entry.data as { index: number }).index)).toEqual(Array.from({ length: 25 }, (_, index) => index));

    await expect(publisher.publish(["table-0"], "big", "x".repeat(10 * 1024 + 1))).rejects.toBeInstanceOf(RealtimeLimitError);
  });
});
