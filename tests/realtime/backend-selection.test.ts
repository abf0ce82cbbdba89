import { afterEach, describe, expect, it } from "vitest";
import PusherClient from "pusher-js";
import { pusherClientOptions } from "@/lib/shared/realtime-client-config";
import { realtimeFromEnv } from "@/lib/server/realtime/realtime-from-env";
import { installRealtime, installedRealtime, uninstallRealtime } from "@/lib/server/realtime/shared-realtime";
import { APP, nextEvent, startTestServer, subscribed, waitForConnected, type TestServer } from "./harness";

let server: TestServer | undefined;

afterEach(async () => {
  uninstallRealtime();
  await server?.close();
  server = undefined;
});

describe("choosing and describing the real-time backend", () => {
  it("[RT-1] the built-in backend tells the page to connect back to its own host and port", () => {
    const setup = realtimeFromEnv({});
    expect(setup.type).toBe("built-in");
    const config = setup.publisher.clientConfig();
    expect(config).toEqual({ type: "same-origin", key: "clue-spin" });

    expect(pusherClientOptions(config, { hostname: "192.168.1.20", port: "3000", protocol: "http:" })).toEqual({
      cluster: "mt1",
      wsHost: "192.168.1.20",
      wsPort: 3000,
      wssPort: 3000,
      forceTLS: false,
      enabledTransports: ["ws"],
      disableStats: true,
    });
    const behindTls = pusherClientOptions(config, { hostname: "quiz.school.example", port: "", protocol: "https:" });
    expect(behindTls).toMatchObject({ wsPort: 443, wssPort: 443, forceTLS: true });
    if (setup.type === "built-in") void setup.relay.close();
  });

  it("[RT-4] with PUSHER_HOST set, events go through the official SDK and reach pusher-js via the hosted config", async () => {
    server = await startTestServer();
    const setup = realtimeFromEnv({
      PUSHER_APP_ID: APP.appId,
      PUSHER_KEY: APP.key,
      PUSHER_SECRET: APP.secret,
      PUSHER_HOST: "127.0.0.1",
      PUSHER_PORT: String(server.port),
    });
    expect(setup.type).toBe("sdk");
    installRealtime(setup);
    const { publisher } = installedRealtime();
    const config = publisher.clientConfig();
    expect(config).toEqual({
      type: "hosted",
      key: APP.key,
      cluster: "mt1",
      wsHost: "127.0.0.1",
      wsPort: server.port,
      forceTLS: false,
    });

    // A browser following the hosted config lands on the (Pusher-compatible) server.
    const client = new PusherClient(APP.key, pusherClientOptions(config, { hostname: "ignored", port: "1", protocol: "http:" }));
    try {
      await waitForConnected(client);
      const channel = await subscribed(client, "game-ENV");
      const received = nextEvent(channel, "hello");
      await publisher.publish(["game-ENV"], "hello", { via: "sdk" });
      expect(await received).toEqual({ via: "sdk" });
    } finally {
      client.disconnect();
    }
  });

  it("[RT-4] a half-configured hosted setup is refused at startup", () => {
    expect(() => realtimeFromEnv({ PUSHER_CLUSTER: "eu", PUSHER_KEY: "k" })).toThrow(/PUSHER_APP_ID/);
    expect(() =>
      realtimeFromEnv({ PUSHER_HOST: "soketi", PUSHER_PORT: "http", PUSHER_APP_ID: "1", PUSHER_KEY: "k", PUSHER_SECRET: "s" }),
    ).toThrow(/PUSHER_PORT/);
    expect(() => installedRealtime()).toThrow(/not installed/);
  });
});
