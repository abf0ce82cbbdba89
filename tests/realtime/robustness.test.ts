import { afterEach, describe, expect, it } from "vitest";
import { RealtimeLimitError } from "@/lib/server/realtime/protocol";
import { APP, eventually, nextEvent, parseData, startTestServer, subscribed, type RawSocket, type TestServer } from "./harness";

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function errorCodeAfter(raw: RawSocket, send: () => void): Promise<number> {
  send();
  return parseData(await raw.nextEvent("pusher:error")).code;
}

async function pongAfterPing(raw: RawSocket): Promise<void> {
  raw.send({ event: "pusher:ping", data: {} });
  await raw.nextEvent("pusher:pong");
}

describe("bad input does not hurt the relay", () => {
  it("[RT-5] malformed, oversized, unknown and client events get pusher:error; others keep working", async () => {
    server = await startTestServer();
    const bystander = await server.connectClient();
    const bystanderChannel = await subscribed(bystander, "game-42");
    const raw = await server.openRawSocket();
    await raw.socketId();

    expect(await errorCodeAfter(raw, () => raw.send("this is not json"))).toBe(4400);
    expect(await errorCodeAfter(raw, () => raw.send("[1,2,3]"))).toBe(4400);
    expect(await errorCodeAfter(raw, () => raw.send({ data: {} }))).toBe(4400);
    expect(await errorCodeAfter(raw, () => raw.send({ event: "pusher:subscribe", data: "{" }))).toBe(4400);
    expect(await errorCodeAfter(raw, () => raw.ws.send(Buffer.from([1, 2, 3]), { binary: true }))).toBe(4400);
    expect(await errorCodeAfter(raw, () => raw.send({ event: "pusher:teleport", data: {} }))).toBe(4402);
    expect(await errorCodeAfter(raw, () => raw.send({ event: "client-answer", channel: "game-42", data: { a: 1 } }))).toBe(4301);
    expect(await errorCodeAfter(raw, () => raw.send({ event: "pusher:subscribe", data: { channel: "x".repeat(20_000) } }))).toBe(4401);
    // Still connected and answering after all of that.
    await pongAfterPing(raw);

    // A frame beyond the hard cap is cut off by the WebSocket layer (1009), not buffered.
    const flooder = await server.openRawSocket();
    flooder.send("y".repeat(200_000));
    expect((await flooder.closed).code).toBe(1009);

    const received = nextEvent(bystanderChannel, "still-alive");
    await server.publisher.publish(["game-42"], "still-alive", { ok: true });
    expect(await received).toEqual({ ok: true });
    await pongAfterPing(raw);
  });

  it("[RT-5] pusher-js's own client events are refused", async () => {
    server = await startTestServer();
    server.setAuthDecision((socketId, channel) => server!.publisher.authorize(socketId, channel));
    const client = await server.connectClient({
      channelAuthorization: { endpoint: server.authEndpoint, transport: "ajax" },
    });
    const channel = await subscribed(client, "private-team-1");
    const error = new Promise<{ data: { code: number } }>((resolve) =>
      client.connection.bind("error", (event: { data: { code: number } }) => resolve(event)),
    );
    channel.trigger("client-typing", { who: "Ana" });
    expect((await error).data.code).toBe(4301);
    expect(client.connection.state).toBe("connected");
  });

  it("[RT-5] handshakes with a wrong key or protocol are closed with Pusher's codes", async () => {
    server = await startTestServer();
    const wrongKey = await server.openRawSocket("/app/someone-else?protocol=7");
    expect(parseData(await wrongKey.nextEvent("pusher:error")).code).toBe(4001);
    expect((await wrongKey.closed).code).toBe(4001);

    const noProtocol = await server.openRawSocket(`/app/${APP.key}`);
    expect((await noProtocol.closed).code).toBe(4008);
    const oldProtocol = await server.openRawSocket(`/app/${APP.key}?protocol=5`);
    expect((await oldProtocol.closed).code).toBe(4007);
    expect(server.relay.stats().connections).toBe(0);
  });
});

describe("limits", () => {
  it("[RT-6] events over 10 KB are refused; exactly 10 KB is delivered", async () => {
    server = await startTestServer();
    const client = await server.connectClient();
    const channel = await subscribed(client, "game-42");

    const atLimit = "a".repeat(10 * 1024 - 2); // JSON string quotes make it exactly 10 KB
    const received = nextEvent(channel, "big");
    expect(server.relay.publish(["game-42"], "big", atLimit)).toBe(1);
    // Multi-byte characters count as bytes, not characters.
    expect(() => server!.relay.publish(["game-42"], "big", "é".repeat(5 * 1024 + 1))).toThrow(RealtimeLimitError);
    await expect(server.publisher.publish(["game-42"], "big", { text: "a".repeat(10 * 1024) })).rejects.toMatchObject({
      reason: "data-too-large",
    });
    expect(await received).toBe(atLimit);
  });

  it("[RT-6] channel names must be 1–164 characters of A-Z a-z 0-9 _ - = @ , . ;", async () => {
    server = await startTestServer();
    const longest = `game-${"x".repeat(159)}`;
    expect(longest).toHaveLength(164);
    const relay = server.relay;
    expect(relay.publish([longest, "a_b-c=d@e,f.g;h"], "ok", {})).toBe(0);
    for (const bad of [`${longest}y`, "", "has space", "emoji-🎲", "slash/name", "#server-to-user-1"]) {
      expect(() => relay.publish([bad], "ok", {})).toThrow(RealtimeLimitError);
    }
    expect(() =>
      relay.publish(
        Array.from({ length: 101 }, (_, index) => `c${index}`),
        "ok",
        {},
      ),
    ).toThrow(/100 channels/);
    expect(() => relay.publish([], "ok", {})).toThrow(RealtimeLimitError);
    expect(() => relay.publish(["ok"], "", {})).toThrow(RealtimeLimitError);

    const raw = await server.openRawSocket();
    await raw.socketId();
    raw.send({ event: "pusher:subscribe", data: { channel: `${longest}y` } });
    const refused = await raw.nextEvent("pusher:subscription_error");
    expect(parseData(refused)).toMatchObject({ type: "InvalidChannel", code: 4403 });
    raw.send({ event: "pusher:subscribe", data: { channel: longest } });
    expect((await raw.nextEvent("pusher_internal:subscription_succeeded")).channel).toBe(longest);
  });
});

describe("liveness", () => {
  it("[RT-7] idle sockets are pinged; one that never answers is terminated and cleaned up", async () => {
    server = await startTestServer({ timings: { activityTimeoutSeconds: 1, pongTimeoutMs: 300, sweepIntervalMs: 50 } });
    // autoPong off: this peer ignores both protocol-level and WebSocket-level pings.
    const silent = await server.openRawSocket(undefined, { autoPong: false });
    const handshake = parseData(await silent.nextEvent("pusher:connection_established"));
    expect(handshake.activity_timeout).toBe(1);
    silent.send({ event: "pusher:subscribe", data: { channel: "game-42" } });
    await silent.nextEvent("pusher_internal:subscription_succeeded");
    expect(server.relay.stats()).toEqual({ connections: 1, channels: 1, subscriptions: 1 });

    await silent.nextEvent("pusher:ping", 3000);
    const closed = await silent.closed;
    expect(closed.code).toBe(1006);
    await eventually(() => server!.relay.stats().connections === 0, 2000, "cleanup");
    expect(server.relay.stats()).toEqual({ connections: 0, channels: 0, subscriptions: 0 });
  });

  it("[RT-7] pusher-js answers pings and stays connected; disconnecting returns stats to zero", async () => {
    server = await startTestServer({ timings: { activityTimeoutSeconds: 1, pongTimeoutMs: 300, sweepIntervalMs: 50 } });
    const client = await server.connectClient();
    const channel = await subscribed(client, "game-42");
    const socketId = client.connection.socket_id;
    let keepAlives = 0;
    client.connection.bind("message", (message: { event?: string }) => {
      if (message.event === "pusher:ping" || message.event === "pusher:pong") keepAlives++;
    });

    // Two idle periods, each ended by a keep-alive exchange (whichever side pinged first): events, not a timer.
    await eventually(() => keepAlives >= 2, 10_000, "two keep-alive exchanges");
    expect(client.connection.state).toBe("connected");
    expect(client.connection.socket_id).toBe(socketId);
    const received = nextEvent(channel, "after-idle");
    await server.publisher.publish(["game-42"], "after-idle", 1);
    expect(await received).toBe(1);

    const raw = await server.openRawSocket();
    await pongAfterPing(raw);
    raw.ws.close();
    client.disconnect();
    await eventually(() => server!.relay.stats().connections === 0, 2000, "cleanup");
    expect(server.relay.stats()).toEqual({ connections: 0, channels: 0, subscriptions: 0 });
  });

  it("[RT-7] close() ends every connection with a reconnect code and refuses new ones", async () => {
    server = await startTestServer();
    const raw = await server.openRawSocket();
    await raw.socketId();
    await server.relay.close();
    expect((await raw.closed).code).toBe(4200);
    expect(server.relay.stats().connections).toBe(0);
    await expect(server.openRawSocket()).rejects.toThrow();
  });
});
