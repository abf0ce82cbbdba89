/**
 * The publishing side of the fan-out bench, in its own process: an HTTP server on loopback with
 * one of the three systems mounted, publishing on a schedule and stamping each publish.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Server as SocketIoServer } from "socket.io";
import { WebSocketServer, type WebSocket } from "ws";
import { createRelay } from "@/lib/server/realtime/relay";
import { encodeFrame } from "@/lib/server/realtime/protocol";
import { collectGarbage, serveRequests } from "../lib/ipc";
import { monotonicNs } from "../lib/stats";
import { eventData, realisticViewJson } from "../lib/view-payload";
import { channelOf, RELAY_APP, type FanoutSystem } from "./systems";

const system = process.argv[2] as FanoutSystem;
const viewJson = realisticViewJson();

type Publish = (game: number, data: string) => void;

function mount(server: http.Server): { publish: Publish; connections: () => number } {
  switch (system) {
    case "relay": {
      const relay = createRelay({ ...RELAY_APP, maxConnections: 50_000 });
      server.on("upgrade", (req, socket, head) => {
        if (!relay.handleUpgrade(req, socket, head)) socket.destroy();
      });
      return { publish: (game, data) => void relay.publish([channelOf(game)], "view", data), connections: () => relay.stats().connections };
    }
    case "ws": {
      // The floor: the same frame bytes, written to each socket of the game, nothing else.
      const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, clientTracking: false });
      const games = new Map<number, Set<WebSocket>>();
      let connections = 0;
      server.on("upgrade", (req, socket, head) => {
        const game = Number(new URL(req.url ?? "/", "http://x").searchParams.get("game"));
        wss.handleUpgrade(req, socket, head, (ws) => {
          connections++;
          const members = games.get(game) ?? new Set();
          games.set(game, members);
          members.add(ws);
          ws.on("error", () => {});
          ws.on("close", () => (members.delete(ws), connections--));
          ws.send('{"event":"ready"}');
        });
      });
      return {
        publish(game, data) {
          const frame = Buffer.from(encodeFrame("view", data, channelOf(game)));
          for (const ws of games.get(game) ?? []) ws.send(frame, { binary: false });
        },
        connections: () => connections,
      };
    }
    case "socketio": {
      const io = new SocketIoServer(server, { transports: ["websocket"], perMessageDeflate: false, httpCompression: false });
      io.on("connection", (socket) => {
        void socket.join(channelOf(Number(socket.handshake.query.game)));
        socket.emit("ready");
      });
      return { publish: (game, data) => void io.to(channelOf(game)).emit("view", data), connections: () => io.engine.clientsCount };
    }
  }
}

const server = http.createServer((_req, res) => res.writeHead(404).end());
const mounted = mount(server);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

serveRequests(async (message) => {
  switch (message.type) {
    case "port":
      return { port: (server.address() as AddressInfo).port, viewBytes: viewJson.length };
    case "connections":
      return mounted.connections();
    case "run": {
      // Publishes `count` events, game after game, one every `intervalMs` on average, and returns
      // the monotonic time of each publish (index = sequence number - firstSequence).
      const { games, count, intervalMs, firstSequence } = message as unknown as {
        games: number;
        count: number;
        intervalMs: number;
        firstSequence: number;
      };
      const stamps: string[] = [];
      const start = monotonicNs();
      for (let i = 0; i < count; i++) {
        const due = start + BigInt(Math.round(i * intervalMs * 1e6));
        // Sleep until due (timers are ms-grained); a late publish is simply stamped when it happens.
        const waitMs = Number(due - monotonicNs()) / 1e6;
        if (waitMs > 1) await new Promise((resolve) => setTimeout(resolve, Math.floor(waitMs)));
        else if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
        const sequence = firstSequence + i;
        const data = eventData(i % games, sequence, viewJson);
        stamps.push(String(monotonicNs()));
        mounted.publish(i % games, data);
      }
      return stamps;
    }
    case "usage":
      return { rssBytes: process.memoryUsage().rss, cpu: process.cpuUsage() };
    case "gc":
      collectGarbage();
      return true;
    default:
      throw new Error(`unknown request ${String(message.type)}`);
  }
});
