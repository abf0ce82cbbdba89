/**
 * The least a command could cost a Node server on this machine (bench/bare-floor.ts runs it in its
 * own process): one HTTP POST with a JSON body read and parsed, one SQLite transaction in WAL mode
 * (the command appended, its table's row and the game's row written, as the commit trigger does),
 * a 4 KB view encoded, one WebSocket frame sent in the Pusher protocol's shape (event data as a
 * string), and a JSON reply. No authentication, no rules, no views worked out: what is left of the
 * app's CPU per command once everything it adds is taken away.
 */
import http from "node:http";
import Database from "better-sqlite3";
import { WebSocketServer, type WebSocket } from "ws";

const [dbFile, viewJson] = [process.argv[2], process.env.BARE_FLOOR_VIEW];
if (!dbFile || !viewJson) throw new Error("usage: bare-floor-server <database file>, with BARE_FLOOR_VIEW set to a view's JSON");
const view = JSON.parse(viewJson) as Record<string, unknown>;

const db = new Database(dbFile);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = NORMAL");
db.exec(`
  CREATE TABLE IF NOT EXISTS command (game TEXT NOT NULL, seq INTEGER NOT NULL, client TEXT NOT NULL, body TEXT NOT NULL, at TEXT NOT NULL, PRIMARY KEY (game, seq));
  CREATE UNIQUE INDEX IF NOT EXISTS command_client ON command (game, client);
  CREATE TABLE IF NOT EXISTS table_row (game TEXT PRIMARY KEY, json TEXT NOT NULL, version INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS game (id TEXT PRIMARY KEY, version INTEGER NOT NULL, updated TEXT NOT NULL);
`);
const append = db.prepare("INSERT INTO command (game, seq, client, body, at) VALUES (?, ?, ?, ?, ?)");
const storeTable = db.prepare(
  "INSERT INTO table_row (game, json, version) VALUES (?, ?, ?) ON CONFLICT (game) DO UPDATE SET json = excluded.json, version = excluded.version",
);
const storeGame = db.prepare(
  "INSERT INTO game (id, version, updated) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET version = excluded.version, updated = excluded.updated",
);
const commit = db.transaction((version: number, clientId: string, body: string, at: string, tableJson: string) => {
  append.run("g", version, clientId, body, at);
  storeTable.run("g", tableJson, version);
  storeGame.run("g", version, at);
});

const sockets = new WebSocketServer({ noServer: true });
let screen: WebSocket | null = null;
let version = 0;

const server = http.createServer((request, response) => {
  if (request.method === "GET") {
    response.end(JSON.stringify(process.cpuUsage()));
    return;
  }
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { clientId: string; command: unknown };
    version += 1;
    commit(version, body.clientId, JSON.stringify(body.command), new Date().toISOString(), JSON.stringify(view.game));
    const data = JSON.stringify({ gameId: "g", version, view: { ...view, version } });
    screen?.send(JSON.stringify({ event: "view", channel: "private-g", data }));
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ version, events: [] }));
  });
});
server.on("upgrade", (request, socket, head) => sockets.handleUpgrade(request, socket, head, (ws) => (screen = ws)));
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`${typeof address === "object" && address ? address.port : 0}\n`);
});
