import { afterAll, beforeAll, describe, expect, it } from "vitest";
import PusherSdk from "pusher";
import type PusherClient from "pusher-js";
import type { Channel } from "pusher-js";
import { APP, eventually, recordEvents, startTestServer, subscribed, type TestServer } from "./harness";

const CLASS_SIZE = 30;
const EVENTS = 40;

let server: TestServer;
let clients: PusherClient[];
let channels: Channel[];

beforeAll(async () => {
  server = await startTestServer();
  clients = await Promise.all(Array.from({ length: CLASS_SIZE }, () => server.connectClient()));
  channels = await Promise.all(clients.map((client) => subscribed(client, "game-FANOUT")));
});

afterAll(async () => {
  await server.close();
});

function sequenceNumbers(log: Array<{ event: string; data: unknown }>): number[] {
  return log.filter((entry) => entry.event === "seq").map((entry) => (entry.data as { n: number }).n);
}

describe("fan-out", () => {
  it(`[RT-8] ${CLASS_SIZE} clients each receive every in-process event, in order`, async () => {
    expect(server.relay.stats()).toEqual({ connections: CLASS_SIZE, channels: 1, subscriptions: CLASS_SIZE });
    const logs = channels.map((channel) => recordEvents(channel));
    for (let n = 0; n < EVENTS; n += 1) {
      expect(server.relay.publish(["game-FANOUT"], "seq", { n })).toBe(CLASS_SIZE);
    }
    await eventually(() => logs.every((log) => log.length === EVENTS), 10_000, "all events everywhere");
    const expected = Array.from({ length: EVENTS }, (_, n) => n);
    for (const log of logs) expect(sequenceNumbers(log)).toEqual(expected);
    for (const channel of channels) channel.unbind_global();
  });

  it(`[RT-8] ${CLASS_SIZE} clients each receive every SDK-triggered event, in order`, async () => {
    const sdk = new PusherSdk({ ...APP, host: "127.0.0.1", port: String(server.port), useTLS: false });
    const logs = channels.map((channel) => recordEvents(channel));
    // Awaiting each trigger is how a server handler would send consecutive game events.
    for (let n = 0; n < EVENTS; n += 1) await sdk.trigger("game-FANOUT", "seq", { n });
    await eventually(() => logs.every((log) => log.length === EVENTS), 10_000, "all events everywhere");
    const expected = Array.from({ length: EVENTS }, (_, n) => n);
    for (const log of logs) expect(sequenceNumbers(log)).toEqual(expected);
  });
});
