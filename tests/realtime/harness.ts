// Real servers and real clients for the relay tests: an http.Server on port 0 with the relay
// mounted as server.ts will mount it, pusher-js (Node build) clients and raw `ws` sockets.
import http from "node:http";
import type { AddressInfo } from "node:net";
import PusherClient from "pusher-js";
import type { Channel, Options } from "pusher-js";
import { WebSocket, type ClientOptions } from "ws";
import { pusherClientOptions } from "@/lib/shared/realtime-client-config";
import { builtInPublisher, type Publisher } from "@/lib/server/realtime/publisher";
import { createRelay, type Relay, type RelayOptions } from "@/lib/server/realtime/relay";
import type { ChannelAuthorization } from "@/lib/server/realtime/signing";
import { textOf } from "@/tests/support/ws-text";

export const APP = { appId: "test-app", key: "test-key", secret: "test-secret" } as const;

/** Decides who may subscribe, like the app's /api/pusher/auth route. */
export type AuthDecision = (socketId: string, channel: string) => ChannelAuthorization | null;

export interface TestServer {
  relay: Relay;
  publisher: Publisher;
  port: number;
  authEndpoint: string;
  setAuthDecision(decide: AuthDecision): void;
  connectClient(extra?: Partial<Options>): Promise<PusherClient>;
  openRawSocket(path?: string, options?: ClientOptions): Promise<RawSocket>;
  close(): Promise<void>;
}

export async function startTestServer(options: Partial<RelayOptions> = {}): Promise<TestServer> {
  const relay = createRelay({ ...APP, ...options });
  const publisher = builtInPublisher(relay);
  let decide: AuthDecision = () => null;

  const server = http.createServer((req, res) => {
    if (req.url === "/pusher/auth" && req.method === "POST") {
      void serveAuth(req, res, decide);
      return;
    }
    if (relay.handleHttp(req, res)) return;
    res.writeHead(404).end();
  });
  server.on("upgrade", (req, socket, head) => {
    if (!relay.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  const clients: PusherClient[] = [];
  const rawSockets: RawSocket[] = [];

  return {
    relay,
    publisher,
    port,
    authEndpoint: `http://127.0.0.1:${port}/pusher/auth`,
    setAuthDecision(next) {
      decide = next;
    },
    async connectClient(extra = {}) {
      const base = pusherClientOptions(publisher.clientConfig(), {
        hostname: "127.0.0.1",
        port: String(port),
        protocol: "http:",
      });
      const client = new PusherClient(APP.key, { ...base, ...extra });
      clients.push(client);
      await waitForConnected(client);
      return client;
    },
    async openRawSocket(path = `/app/${APP.key}?protocol=7&client=raw&version=1`, socketOptions) {
      const raw = await RawSocket.open(`ws://127.0.0.1:${port}${path}`, socketOptions);
      rawSockets.push(raw);
      return raw;
    },
    async close() {
      for (const client of clients) client.disconnect();
      for (const raw of rawSockets) raw.ws.terminate();
      await relay.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function serveAuth(req: http.IncomingMessage, res: http.ServerResponse, decide: AuthDecision) {
  let body = "";
  for await (const chunk of req) body += String(chunk);
  const form = new URLSearchParams(body);
  const authorization = decide(form.get("socket_id") ?? "", form.get("channel_name") ?? "");
  if (!authorization) {
    res.writeHead(403, { "content-type": "application/json" }).end(JSON.stringify({ error: "forbidden" }));
    return;
  }
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(authorization));
}

export function waitForConnected(client: PusherClient, timeoutMs = 5000): Promise<void> {
  if (client.connection.state === "connected") return Promise.resolve();
  return withTimeout(
    new Promise<void>((resolve) => client.connection.bind("connected", () => resolve())),
    timeoutMs,
    "pusher-js did not connect",
  );
}

/** Resolves with the data of the next `event` on the channel. */
export function nextEvent<T = unknown>(channel: Channel, event: string, timeoutMs = 5000): Promise<T> {
  return withTimeout(
    new Promise<T>((resolve) => {
      const handler = (data: T) => {
        channel.unbind(event, handler);
        resolve(data);
      };
      channel.bind(event, handler);
    }),
    timeoutMs,
    `no ${event} on ${channel.name}`,
  );
}

export async function subscribed(client: PusherClient, channelName: string): Promise<Channel> {
  const channel = client.subscribe(channelName);
  await nextEvent(channel, "pusher:subscription_succeeded");
  return channel;
}

/** Records every event a channel receives (including pusher:* ones) in arrival order. */
export function recordEvents(channel: Channel): Array<{ event: string; data: unknown }> {
  const seen: Array<{ event: string; data: unknown }> = [];
  channel.bind_global((event: string, data: unknown) => seen.push({ event, data }));
  return seen;
}

export async function eventually(check: () => boolean, timeoutMs = 5000, what = "condition"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function withTimeout<T>(promise: Promise<T>, timeoutMs: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out: ${message}`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface Frame {
  event: string;
  channel?: string;
  data: unknown;
}

/** A bare protocol client, for sending what pusher-js never would. */
export class RawSocket {
  private readonly frames: Frame[] = [];
  private readonly waiters: Array<() => void> = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      this.frames.push(JSON.parse(textOf(data)) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    ws.on("error", () => {});
  }

  static open(url: string, options?: ClientOptions): Promise<RawSocket> {
    const ws = new WebSocket(url, options);
    const raw = new RawSocket(ws);
    return withTimeout(
      new Promise<RawSocket>((resolve, reject) => {
        ws.once("open", () => resolve(raw));
        ws.once("error", reject);
      }),
      5000,
      `open ${url}`,
    );
  }

  send(message: unknown): void {
    this.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** Removes and returns the first received frame matching `predicate`, waiting if needed. */
  async next(predicate: (frame: Frame) => boolean, timeoutMs = 5000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex(predicate);
      if (index >= 0) return this.frames.splice(index, 1)[0] as Frame;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`No matching frame; received: ${JSON.stringify(this.frames)}`);
      await withTimeout(new Promise<void>((resolve) => this.waiters.push(resolve)), remaining, "frame").catch(() => undefined);
    }
  }

  nextEvent(event: string, timeoutMs?: number): Promise<Frame> {
    return this.next((frame) => frame.event === event, timeoutMs);
  }

  received(event: string): Frame[] {
    return this.frames.filter((frame) => frame.event === event);
  }

  /** The socket id from pusher:connection_established. */
  async socketId(): Promise<string> {
    const frame = await this.next((candidate) => candidate.event === "pusher:connection_established");
    // Put it back so repeated calls keep working.
    this.frames.unshift(frame);
    return (JSON.parse(String(frame.data)) as { socket_id: string }).socket_id;
  }
}

/** A frame's data, decoded when it travels as a JSON string. */
export function parseData(frame: Frame): any {
  return typeof frame.data === "string" ? JSON.parse(frame.data) : frame.data;
}
