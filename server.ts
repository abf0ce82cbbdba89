/**
 * The one way Clue Spin runs: a Node HTTP server that hosts Next.js and, on the same port, the
 * real-time endpoint (WebSockets cannot be served by `next start` alone).
 */
import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { Duplex } from "node:stream";
import next from "next";
import { EnvError, parseEnv } from "./lib/server/env";
import { migrateDatabase } from "./lib/server/db/migrate";
import { prepareDb } from "./lib/server/db/client";
import { studentAddressLines, urlsToOpen } from "./lib/server/lan";
import { startRealtime } from "./lib/server/realtime-host";
import { createDoor } from "./lib/server/door/requests";
import { guardConnections } from "./lib/server/door/connections";
import { installDoorStats } from "./lib/server/door/door-stats";
import { applyHeaders, pictureHeaders, securityHeaders, servesPicture } from "./lib/server/door/security-headers";
import { PEER_HEADER } from "./lib/server/peer";
import { deleteOldGames, deleteUnstartedGames } from "./lib/server/retention";
import { pairingUrls, startPairing } from "./lib/server/pairing-secret";
import { directRoutes } from "./lib/server/direct-routes-slot";

/** The address this computer reaches its own server on. */
function loopbackFor(host: string): string {
  if (host === "0.0.0.0" || host === "localhost") return "127.0.0.1";
  if (host === "::") return "[::1]";
  return host.includes(":") ? `[${host}]` : host;
}

export async function main(argv: string[] = process.argv.slice(2)): Promise<Server> {
  const dev = argv.includes("--dev");
  let env;
  try {
    env = parseEnv({ ...process.env, NODE_ENV: dev ? "development" : process.env.NODE_ENV });
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // tsx turns on Node's source maps for the TypeScript it compiles. Left on in production, Node also
  // parses and keeps the maps of every Next.js chunk the server loads (about 28 MB of them), which
  // every full garbage collection then walks: a quiet class's server paid for that at every move.
  if (!dev) process.setSourceMapsEnabled(false);
  migrateDatabase(env);
  await prepareDb();

  // Next listens for upgrades on whatever server it is given and closes the ones it does not own,
  // so it gets a private emitter and only the upgrades the real-time endpoint does not claim.
  const upgradesForNext = new EventEmitter();
  const app = next({ dev, dir: process.cwd(), hostname: "localhost", port: env.PORT, httpServer: upgradesForNext as unknown as Server });
  const handle = app.getRequestHandler();
  await app.prepare();

  const realtime = startRealtime(process.env, { maxSubscriptionsPerSocket: env.SOCKET_MAX_SUBSCRIPTIONS });
  const door = createDoor({ limits: env, allowedHosts: env.ALLOWED_HOSTS });
  const headers = securityHeaders({ dev, extraConnect: realtime.connectSources });
  const headersForPictures = pictureHeaders(headers);
  // Checked every second so that a connection that never finishes its request head is closed
  // HEADERS_TIMEOUT_MS after it opened (Node checks every 30 s by default).
  const server = createServer(
    { connectionsCheckingInterval: 1_000, headersTimeout: env.HEADERS_TIMEOUT_MS, requestTimeout: env.REQUEST_TIMEOUT_MS },
    (req, res) => {
      applyHeaders(res, servesPicture(req.url) ? headersForPictures : headers);
      if (door.screenRequest(req, res, Date.now())) return;
      if (realtime.handleHttp(req, res)) return;
      // Rate limits and "this computer" key on the peer address; never trust a client-sent copy.
      req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "unknown";
      if (env.DIRECT_ROUTES === "on" && directRoutes()?.(req, res)) return;
      void handle(req, res);
    },
  );
  const connections = guardConnections(server, {
    headTimeoutMs: env.HEADERS_TIMEOUT_MS,
    perDevice: env.DEVICE_MAX_CONNECTIONS,
    halfOpenPerDevice: env.DEVICE_MAX_HALF_OPEN,
    total: env.MAX_CONNECTIONS,
  });
  installDoorStats(() => connections.stats());
  // Phones reuse their connections between presses; a short idle timeout makes a press race the
  // server's close of that connection ("socket hang up"). Node's default is 5 s.
  server.keepAliveTimeout = 65_000;
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (door.screenUpgrade(req, socket, Date.now())) return;
    if (realtime.handleUpgrade(req, socket, head)) return;
    upgradesForNext.emit("upgrade", req, socket, head);
  });

  // A deep accept queue (the kernel caps it at somaxconn): a burst of connections waits to be
  // accepted and checked at the door instead of timing out in SYN retransmits (Node's default is 511).
  await new Promise<void>((resolve) => server.listen({ port: env.PORT, host: env.HOST, backlog: 4096 }, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const urls = urlsToOpen(env.HOST, port);
  // Loads the route modules now (they put the direct routes in place) rather than at the first
  // student's press. Not awaited: until they are in place, Next serves those routes the same way.
  void fetch(new URL("/api/health", `http://${loopbackFor(env.HOST)}:${port}`), { signal: AbortSignal.timeout(120_000) }).catch(
    (error: unknown) => console.error("warming up the routes failed (the first requests load them):", error),
  );
  console.log(`Clue Spin is running${dev ? " (development)" : ""}.`);
  console.log(`  On this computer:   ${urls.local}`);
  for (const line of studentAddressLines(urls)) console.log(line);
  // Like Jupyter's token URL: opening it on another device makes that device a teacher's.
  const pairing = pairingUrls(startPairing(), urls);
  console.log(`  Teacher's link:     ${pairing[0]}`);
  console.log("  (Open the teacher's link on another laptop or tablet to host games and edit decks there; keep it from students.)");
  console.log(`READY ${port}`);

  // Finished games are kept GAME_RETENTION_DAYS for reading and export, then deleted.
  const sweep = () =>
    Promise.all([deleteOldGames(env.GAME_RETENTION_DAYS, Date.now()), deleteUnstartedGames(Date.now())]).then(
      ([finished, unstarted]) => {
        if (finished > 0) console.log(`Deleted ${finished} finished game(s) older than ${env.GAME_RETENTION_DAYS} days.`);
        if (unstarted > 0) console.log(`Deleted ${unstarted} game(s) created more than a day ago and never started.`);
      },
      (error: unknown) => console.error("retention sweep failed:", error),
    );
  void sweep();
  setInterval(() => void sweep(), 60 * 60 * 1000).unref();

  const stop = () => {
    void realtime.close();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return server;
}

void main();
