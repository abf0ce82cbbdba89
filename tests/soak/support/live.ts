/**
 * A screen as the app runs it (lib/client/use-live-view.ts): a real pusher-js connection to the
 * server's own endpoint, the view fetched over HTTP first and again after every reconnect or gap,
 * and versions that only go up. Records when each version first reached the screen.
 */
import PusherClient from "pusher-js";
import { pusherClientOptions } from "@/lib/shared/realtime-client-config";
import { bearer, request } from "./http";

export type ScreenRole = "moderator" | "player" | "board";

export interface Screen {
  role: ScreenRole;
  gameId: string;
  teamId: string | null;
  version: number;
  view: any;
  /** performance.now() when each version was first held. */
  heldAt: Map<number, number>;
  fetches: number;
  reconnects: number;
  /** Subscriptions (re)confirmed by the server, and refused ones (a refused one is not retried by pusher-js). */
  subscribed: number;
  subscriptionErrors: string[];
  pusher: PusherClient;
  presenceMembers(): string[];
  refresh(): Promise<void>;
  waitForVersion(version: number, timeoutMs?: number): Promise<void>;
  close(): void;
}

export interface ScreenOptions {
  baseUrl: string;
  gameId: string;
  role: ScreenRole;
  token?: string;
  teamId?: string | null;
  /** Where the WebSocket goes (a fault-injecting proxy, say); defaults to the server itself. */
  wsPort?: number;
  presence?: boolean;
  from?: string;
}

const channelsFor = (gameId: string, role: ScreenRole, teamId: string | null) =>
  role === "moderator"
    ? [`private-game-${gameId}-moderator`]
    : role === "board"
      ? [`game-${gameId}-board`]
      : teamId
        ? [`private-game-${gameId}-team-${teamId}`]
        : [`game-${gameId}-board`];

export async function openScreen(options: ScreenOptions): Promise<Screen> {
  const { baseUrl, gameId, role } = options;
  const url = new URL(baseUrl);
  const authAs = role === "board" ? "player" : role;
  const headers = options.token ? bearer(options.token) : {};
  const pusher = new PusherClient("clue-spin", {
    ...pusherClientOptions(
      { type: "same-origin", key: "clue-spin" },
      { hostname: url.hostname, port: String(options.wsPort ?? url.port), protocol: "http:" },
    ),
    channelAuthorization: {
      endpoint: "unused",
      transport: "ajax",
      customHandler: (params, callback) => {
        const form = new URLSearchParams({ socket_id: params.socketId, channel_name: params.channelName }).toString();
        request(baseUrl, "POST", `/api/pusher/auth?as=${authAs}`, {
          body: form,
          headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
          from: options.from,
        })
          .then((reply) =>
            reply.status === 200 ? callback(null, reply.json) : callback(new Error(`auth ${reply.status}: ${reply.text}`), null),
          )
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
      },
    },
  });
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  let inflight: Promise<void> | null = null;
  let again = false;
  // A function, not a variable read: another refresh sets the flag while this one awaits.
  const askedAgain = () => again;
  const screen: Screen = {
    role,
    gameId,
    teamId: options.teamId ?? null,
    version: -1,
    view: null,
    heldAt: new Map(),
    fetches: 0,
    reconnects: 0,
    subscribed: 0,
    subscriptionErrors: [],
    pusher,
    presenceMembers() {
      const members: string[] = [];
      const channel = pusher.channel(`presence-game-${gameId}`) as any;
      channel?.members?.each((m: { id: string }) => members.push(m.id));
      return members;
    },
    refresh() {
      // A fetch asked for while one is under way may be about a newer version than that one
      // will bring back: run one more after it.
      if (inflight) {
        again = true;
        return inflight;
      }
      inflight = (async () => {
        do {
          again = false;
          try {
            screen.fetches++;
            const reply = await request(baseUrl, "GET", `/api/games/${gameId}?as=${role}`, { headers, from: options.from });
            if (reply.status === 200) accept(reply.json.view);
          } catch {
            // The server may be down (a crash test); the next reconnect fetches again.
          }
        } while (askedAgain());
        inflight = null;
      })();
      return inflight;
    },
    async waitForVersion(version, timeoutMs = 30_000) {
      const deadline = performance.now() + timeoutMs;
      while (screen.version < version) {
        const left = deadline - performance.now();
        if (left <= 0) throw new Error(`${role} screen of ${gameId} stuck at version ${screen.version}, wanted ${version}`);
        await new Promise<void>((resolve) => {
          const done = () => {
            waiters.delete(done);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(done, Math.min(left, 500));
          waiters.add(done);
        });
      }
    },
    close() {
      pusher.disconnect();
    },
  };
  function accept(view: any) {
    if (!view || typeof view.version !== "number" || view.version <= screen.version) return;
    screen.version = view.version;
    screen.view = view;
    if (!screen.heldAt.has(view.version)) screen.heldAt.set(view.version, performance.now());
    wake();
  }
  const handler = (data: { gameId: string; version: number; view?: any }) => {
    if (data.gameId !== gameId) return;
    if (data.view && data.version === screen.version + 1) accept(data.view);
    else if (data.version > screen.version) void screen.refresh();
  };
  let wasConnected = false;
  const connected = new Promise<void>((resolve) => {
    pusher.connection.bind("state_change", ({ current }: { current: string }) => {
      if (current !== "connected") return;
      if (wasConnected) {
        screen.reconnects++;
        void screen.refresh();
      }
      wasConnected = true;
      resolve();
    });
  });
  await screen.refresh();
  const subscriptions = channelsFor(gameId, role, screen.teamId).map(
    (name) =>
      new Promise<void>((resolve, reject) => {
        const channel = pusher.subscribe(name);
        channel.bind("view", handler);
        channel.bind("pusher:subscription_succeeded", () => {
          screen.subscribed++;
          // After a reconnect the channel is subscribed again only after the first fetch; an event
          // published in between would be missed, so fetch once more now that events flow.
          if (wasConnected) void screen.refresh();
          resolve();
        });
        channel.bind("pusher:subscription_error", (error: unknown) => {
          screen.subscriptionErrors.push(JSON.stringify(error));
          reject(new Error(`subscribe ${name}: ${JSON.stringify(error)}`));
        });
      }),
  );
  if (options.presence && role !== "board") {
    subscriptions.push(
      new Promise<void>((resolve, reject) => {
        const channel = pusher.subscribe(`presence-game-${gameId}`);
        channel.bind("pusher:subscription_succeeded", () => resolve());
        channel.bind("pusher:subscription_error", (error: unknown) => reject(new Error(`presence: ${JSON.stringify(error)}`)));
      }),
    );
  }
  await connected;
  await Promise.all(subscriptions);
  // Events published between the first fetch and the subscription would be missed without this.
  await screen.refresh();
  return screen;
}
