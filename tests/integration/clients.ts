/** Real HTTP and real pusher-js clients for the integration tests: a moderator, players, a board. */
import { randomBytes, randomUUID } from "node:crypto";
import PusherClient from "pusher-js";
import { pusherClientOptions, type ClientConnectionConfig } from "@/lib/shared/realtime-client-config";
import { channelFor } from "@/lib/shared/channels";

export interface HttpResult {
  status: number;
  json: any;
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<HttpResult> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const clientId = () => randomUUID();
export const credential = () => randomBytes(32).toString("base64url");

export interface GameHandle {
  gameId: string;
  code: string;
  moderatorToken: string;
}

export async function createGame(baseUrl: string, body: Record<string, unknown> = {}): Promise<GameHandle> {
  const result = await call(baseUrl, "POST", "/api/games", {
    teams: [
      { name: "Eagles", colour: "red" },
      { name: "Owls", colour: "blue" },
      { name: "Foxes", colour: "green" },
      { name: "Bears", colour: "orange" },
    ],
    seed: 7,
    ...body,
  });
  if (result.status !== 201) throw new Error(`create failed: ${result.status} ${JSON.stringify(result.json)}`);
  return result.json;
}

export async function join(
  baseUrl: string,
  code: string,
  name: string,
  token = credential(),
): Promise<{ playerId: string; token: string; gameId: string }> {
  const result = await call(baseUrl, "POST", "/api/join", { code, name, credential: token, clientId: clientId() });
  if (result.status !== 200) throw new Error(`join failed: ${result.status} ${JSON.stringify(result.json)}`);
  return { playerId: result.json.playerId, gameId: result.json.gameId, token };
}

export async function command(
  baseUrl: string,
  gameId: string,
  as: "moderator" | "player",
  token: string,
  cmd: Record<string, unknown>,
  extra: { clientId?: string; baseVersion?: number; tableVersion?: number } = {},
): Promise<HttpResult> {
  return call(
    baseUrl,
    "POST",
    `/api/games/${gameId}/commands?as=${as}`,
    {
      clientId: extra.clientId ?? clientId(),
      command: cmd,
      ...(extra.baseVersion === undefined ? {} : { baseVersion: extra.baseVersion }),
      ...(extra.tableVersion === undefined ? {} : { tableVersion: extra.tableVersion }),
    },
    bearer(token),
  );
}

/**
 * A command sent as a person's phone sends it: a phone told "too many requests" waits the time it was
 * given and sends the same command again (same clientId), as a student shown that message does. For tests that play a whole
 * game faster than any person presses; the refusal itself is tested where the limit is.
 */
export async function commandAtHumanPace(
  baseUrl: string,
  gameId: string,
  as: "moderator" | "player",
  token: string,
  cmd: Record<string, unknown>,
  extra: { clientId?: string; baseVersion?: number; tableVersion?: number } = {},
): Promise<HttpResult> {
  const id = extra.clientId ?? clientId();
  for (let attempt = 0; ; attempt++) {
    const result = await command(baseUrl, gameId, as, token, cmd, { ...extra, clientId: id });
    if (result.status !== 429 || result.json?.error?.code !== "rate/too_many" || attempt >= 5) return result;
    await new Promise((resolve) => setTimeout(resolve, (result.json.error.retryAfterSeconds ?? 1) * 1000));
  }
}

export async function view(baseUrl: string, gameId: string, as: "moderator" | "player" | "board", token?: string): Promise<any> {
  const result = await call(baseUrl, "GET", `/api/games/${gameId}?as=${as}`, undefined, token ? bearer(token) : {});
  if (result.status !== 200) throw new Error(`view failed: ${result.status} ${JSON.stringify(result.json)}`);
  return result.json.view;
}

/** A screen's real-time connection: pusher-js over the server's own endpoint, every frame kept. */
export interface LiveClient {
  pusher: PusherClient;
  /** Latest version seen per channel. */
  latest: Map<string, number>;
  /** Every raw frame the socket received, for secrecy checks. */
  frames: string[];
  /**
   * Every view event: its view, or `unchanged` (the same view as at the previous version), or a
   * patch to the previous version's view (the board's and console's at a class's tables), or only
   * its version; `bytes`: the event's data as sent.
   */
  received: { channel: string; version: number; view: any; unchanged?: true; patch?: any; bytes: number }[];
  waitForVersion(version: number, timeoutMs?: number): Promise<void>;
  disconnect(): void;
}

export async function connectLive(
  baseUrl: string,
  channels: string[],
  auth?: { as: "moderator" | "player"; token: string },
): Promise<LiveClient> {
  const config = (await call(baseUrl, "GET", "/api/realtime")).json as ClientConnectionConfig;
  const url = new URL(baseUrl);
  const options = pusherClientOptions(config, { hostname: url.hostname, port: url.port, protocol: url.protocol });
  const pusher = new PusherClient(config.key, {
    ...options,
    channelAuthorization: {
      endpoint: `${baseUrl}/api/pusher/auth?as=${auth?.as ?? "player"}`,
      transport: "ajax",
      headers: auth ? bearer(auth.token) : {},
    },
  });
  const frames: string[] = [];
  const latest = new Map<string, number>();
  const received: LiveClient["received"] = [];
  const waiters: (() => void)[] = [];
  pusher.connection.bind("message", (message: unknown) => frames.push(JSON.stringify(message)));
  // Like the screens: after any reconnect, fetch the whole view once to catch up on what was missed.
  let connectedBefore = false;
  pusher.connection.bind("state_change", ({ current }: { current: string }) => {
    if (current !== "connected") return;
    if (connectedBefore) {
      const gameId = channels[0]!.match(/game-([0-9a-f-]{36})/)?.[1];
      if (gameId) {
        void view(baseUrl, gameId, auth?.as ?? "board", auth?.token)
          .then((fetched) => {
            for (const name of channels) latest.set(name, Math.max(latest.get(name) ?? -1, fetched.version));
            for (const wake of waiters.splice(0)) wake();
          })
          .catch(() => undefined);
      }
    }
    connectedBefore = true;
  });
  const subscribed = channels.map(
    (name) =>
      new Promise<void>((resolve, reject) => {
        const channel = pusher.subscribe(name);
        channel.bind("pusher:subscription_succeeded", () => resolve());
        channel.bind("pusher:subscription_error", (error: unknown) =>
          reject(new Error(`subscription to ${name} failed: ${JSON.stringify(error)}`)),
        );
        channel.bind("view", (data: { version: number; view?: unknown; unchanged?: true; patch?: unknown }) => {
          latest.set(name, Math.max(latest.get(name) ?? -1, data.version));
          received.push({
            channel: name,
            version: data.version,
            view: data.view,
            ...(data.unchanged ? { unchanged: true } : {}),
            ...(data.patch ? { patch: data.patch } : {}),
            bytes: Buffer.byteLength(JSON.stringify(data)),
          });
          for (const wake of waiters.splice(0)) wake();
        });
      }),
  );
  await Promise.all(subscribed);
  const minLatest = () => Math.min(...channels.map((c) => latest.get(c) ?? -1));
  return {
    pusher,
    latest,
    frames,
    received,
    async waitForVersion(version, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (minLatest() < version) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for version ${version}; have ${JSON.stringify([...latest])}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    disconnect: () => pusher.disconnect(),
  };
}

export { channelFor };
