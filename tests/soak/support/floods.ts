/**
 * One device's floods of every kind of traffic the door limits: API commands, page requests,
 * WebSocket connections, channel subscriptions and half-open connections. Each flood runs while
 * another game plays, and reports that game's command → all-screens latency during it.
 */
import net from "node:net";
import { randomUUID } from "node:crypto";
import WebSocket from "ws";
import { sendCommand, type LiveGame } from "./game";
import { deviceAddress, request } from "./http";
import { textOf } from "@/tests/support/ws-text";

export type FloodKind = "commands" | "pages" | "sockets" | "subscriptions" | "half-open" | "renames";
export const FLOOD_KINDS: readonly FloodKind[] = ["commands", "pages", "sockets", "subscriptions", "half-open", "renames"];
/** Floods sent by a phone seated in the game it slows (a classmate), not from a game of its own. */
export const CLASSMATE_FLOODS: readonly FloodKind[] = ["renames"];

export interface FloodCounts {
  /** Requests, connections or subscriptions the attacker tried. */
  tried: number;
  /** Refused by the door: 429s, dropped connections, subscription errors, sockets closed by the head timeout. */
  refused: number;
  accepted: number;
  serverErrors: number;
}

export interface Flood {
  stop(): Promise<FloodCounts>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a flood of `kind` from one device address; it runs until stopped. */
export function startFlood(
  kind: FloodKind,
  options: { baseUrl: string; attacker: LiveGame; concurrency: number; relayKey: string; address?: string },
): Flood {
  const address = options.address ?? deviceAddress(4_000_000 + FLOOD_KINDS.indexOf(kind));
  const counts: FloodCounts = { tried: 0, refused: 0, accepted: 0, serverErrors: 0 };
  let flooding = true;
  // A function, not a variable read: stop() clears the flag while the loops await.
  const stillFlooding = () => flooding;
  const held: { close(): void }[] = [];
  const port = new URL(options.baseUrl).port;
  const loops = Array.from({ length: options.concurrency }, async () => {
    while (stillFlooding()) {
      switch (kind) {
        case "commands": {
          const phone = options.attacker.phones[0]!;
          const { reply } = await sendCommand(options.baseUrl, options.attacker, { role: "player", phone }, { type: "spin" });
          tally(counts, reply.status);
          break;
        }
        case "renames": {
          // A classmate renaming itself in a loop: the phone's own game is the one measured.
          const phone = options.attacker.phones.at(-1)!;
          const { reply } = await sendCommand(
            options.baseUrl,
            options.attacker,
            { role: "player", phone },
            { type: "renamePlayer", playerId: phone.playerId, name: `Renamer ${counts.tried % 1000}` },
          );
          tally(counts, reply.status);
          break;
        }
        case "pages": {
          // The heaviest public page (over half a megabyte) and a light one, as fast as they come back.
          const path = counts.tried % 4 === 0 ? "/states" : "/join";
          const reply = await request(options.baseUrl, "GET", path, { from: address }).catch(() => ({ status: 0 }));
          tally(counts, reply.status);
          break;
        }
        case "sockets": {
          const socket = await openRelaySocket(port, options.relayKey, address);
          counts.tried++;
          if (socket) {
            counts.accepted++;
            held.push({ close: () => socket.terminate() });
          } else {
            counts.refused++;
            await sleep(5);
          }
          break;
        }
        case "subscriptions": {
          const socket = await openRelaySocket(port, options.relayKey, address);
          if (!socket) {
            await sleep(20);
            break;
          }
          held.push({ close: () => socket.terminate() });
          socket.on("message", (data) => {
            const event = /"event":"([^"]+)"/.exec(textOf(data))?.[1];
            if (event === "pusher_internal:subscription_succeeded") counts.accepted++;
            if (event === "pusher:subscription_error") counts.refused++;
          });
          for (let i = 0; i < 2000 && stillFlooding() && socket.readyState === WebSocket.OPEN; i++) {
            socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: `game-${randomUUID()}-board` } }));
            counts.tried++;
            if (i % 50 === 49) await sleep(1);
          }
          break;
        }
        case "half-open": {
          const socket = net.connect({ host: "127.0.0.1", port: Number(port), localAddress: address });
          counts.tried++;
          const openedAt = performance.now();
          socket.on("error", () => undefined);
          socket.on("close", () => {
            // Closed within a moment: dropped at the door; later: closed by the head timeout.
            if (performance.now() - openedAt < 500) counts.refused++;
            else counts.accepted++;
          });
          held.push({ close: () => socket.destroy() });
          await sleep(1);
          break;
        }
      }
    }
  });
  return {
    async stop() {
      flooding = false;
      await Promise.all(loops);
      for (const connection of held) connection.close();
      return counts;
    },
  };
}

function tally(counts: FloodCounts, status: number): void {
  counts.tried++;
  if (status === 429 || status === 0) counts.refused++;
  else if (status >= 500) counts.serverErrors++;
  else counts.accepted++;
}

/** A Pusher-protocol socket from `address`, or null when the door refuses it. */
function openRelaySocket(port: string, key: string, address: string): Promise<WebSocket | null> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7`, { localAddress: address });
    const timer = setTimeout(() => {
      ws.terminate();
      resolve(null);
    }, 5000);
    ws.on("unexpected-response", () => {
      clearTimeout(timer);
      ws.terminate();
      resolve(null);
    });
    ws.on("error", () => {
      clearTimeout(timer);
      resolve(null);
    });
    ws.on("message", (data) => {
      if (textOf(data).includes("pusher:connection_established")) {
        clearTimeout(timer);
        resolve(ws);
      }
    });
  });
}
