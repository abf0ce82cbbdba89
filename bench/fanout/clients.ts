/**
 * The receiving side of the fan-out bench, in its own process: many clients of one kind, each
 * stamping the monotonic time at which its library hands it an event. Per sequence number it
 * keeps how many clients got it and when the last one did.
 */
import { createRequire } from "node:module";
import PusherNodeClient from "pusher-js";
import { io as socketIo, type Socket } from "socket.io-client";
import { WebSocket } from "ws";
import { pusherClientOptions } from "@/lib/shared/realtime-client-config";
import { collectGarbage, serveRequests } from "../lib/ipc";
import { monotonicNs } from "../lib/stats";
import { versionIn } from "../lib/view-payload";
import { channelOf, RELAY_APP, type ClientKind } from "./systems";

/**
 * pusher-js in the build browsers run (the web-worker one, which needs no DOM) over a standard
 * WebSocket from `ws`, measured next to the package's Node entry (which talks through
 * faye-websocket): the two differ in client-side cost, which the relay does not control.
 */
function browserPusherJs(): typeof PusherNodeClient {
  const globals = globalThis as unknown as { self?: unknown; WebSocket?: unknown };
  globals.self ??= globalThis;
  globals.WebSocket ??= WebSocket;
  return createRequire(import.meta.url)("pusher-js/dist/worker/pusher.worker.js") as typeof PusherNodeClient;
}

const receipts = new Map<number, { count: number; lastNs: bigint }>();
function received(sequence: number): void {
  const now = monotonicNs();
  const entry = receipts.get(sequence);
  if (entry) {
    entry.count++;
    if (now > entry.lastNs) entry.lastNs = now;
  } else receipts.set(sequence, { count: 1, lastNs: now });
}

type Closer = () => void;
const closers: Closer[] = [];

function connectOne(kind: ClientKind, port: number, game: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} client for game ${game} did not get ready in 60 s`)), 60_000);
    const ready = () => {
      clearTimeout(timer);
      resolve();
    };
    switch (kind) {
      case "pusher-js":
      case "pusher-js-web": {
        const options = pusherClientOptions(
          { type: "same-origin", key: RELAY_APP.key },
          { hostname: "127.0.0.1", port: String(port), protocol: "http:" },
        );
        const Client = kind === "pusher-js-web" ? browserPusherJs() : PusherNodeClient;
        const client = new Client(RELAY_APP.key, options);
        const channel = client.subscribe(channelOf(game));
        channel.bind("pusher:subscription_succeeded", ready);
        channel.bind("view", (data: { version: number }) => received(data.version));
        closers.push(() => client.disconnect());
        return;
      }
      case "pusher-raw": {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${RELAY_APP.key}?protocol=7&client=bench&version=1`, {
          perMessageDeflate: false,
        });
        let subscribed = false;
        ws.on("message", (buffer: Buffer) => {
          if (subscribed) {
            received(versionIn(buffer.toString("utf8", 0, 200)));
            return;
          }
          const frame = JSON.parse(buffer.toString("utf8")) as { event: string };
          if (frame.event === "pusher:connection_established")
            ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: channelOf(game) } }));
          else if (frame.event === "pusher_internal:subscription_succeeded") {
            subscribed = true;
            ready();
          }
        });
        ws.on("error", reject);
        closers.push(() => ws.terminate());
        return;
      }
      case "ws": {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/?game=${game}`, { perMessageDeflate: false });
        let subscribed = false;
        ws.on("message", (buffer: Buffer) => {
          if (subscribed) received(versionIn(buffer.toString("utf8", 0, 200)));
          else {
            subscribed = true;
            ready();
          }
        });
        ws.on("error", reject);
        closers.push(() => ws.terminate());
        return;
      }
      case "socketio-client": {
        const socket: Socket = socketIo(`http://127.0.0.1:${port}`, {
          transports: ["websocket"],
          query: { game: String(game) },
          reconnection: false,
          forceNew: true,
        });
        socket.once("ready", ready);
        socket.on("view", (data: string) => received(versionIn(data)));
        socket.on("connect_error", reject);
        closers.push(() => socket.disconnect());
        return;
      }
    }
  });
}

serveRequests(async (message) => {
  switch (message.type) {
    case "connect": {
      const { kind, port, games } = message as unknown as { kind: ClientKind; port: number; games: number[] };
      // A few hundred handshakes in flight at a time: faster than one by one, gentler than all at once.
      for (let start = 0; start < games.length; start += 200) {
        await Promise.all(games.slice(start, start + 200).map((game) => connectOne(kind, port, game)));
      }
      return { connected: games.length, rssBytes: process.memoryUsage().rss };
    }
    case "collect": {
      const out = [...receipts].map(([sequence, entry]) => [sequence, entry.count, String(entry.lastNs)] as const);
      receipts.clear();
      return out;
    }
    case "close": {
      for (const close of closers.splice(0)) close();
      return true;
    }
    case "gc":
      collectGarbage();
      return true;
    default:
      throw new Error(`unknown request ${String(message.type)}`);
  }
});
