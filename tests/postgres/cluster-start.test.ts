/**
 * `npm run cluster` as a teacher or an IT person would try it: PostgreSQL, Redis, two servers and
 * HAProxy on this machine. A game played through the balancer reaches boards connected straight to
 * each server, and every command is stored once in PostgreSQL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelFor, command, connectLive, createGame, join, view, type LiveClient } from "../integration/clients";
import { playUntilFinished, type Seat } from "../integration/driver";

const root = path.resolve(import.meta.dirname, "..", "..");
let cluster: ChildProcess;
let output = "";
let balancer = "";
let servers: string[] = [];

beforeAll(async () => {
  cluster = spawn(process.execPath, ["--import", "tsx", "scripts/cluster.ts", "--servers", "2", "--port", "0"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [cluster.stdout!, cluster.stderr!]) stream.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const ports = await new Promise<number[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the cluster did not start in 150 s:\n${output}`)), 150_000);
    cluster.stdout!.on("data", () => {
      const ready = /CLUSTER READY ([\d ]+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!.trim().split(" ").map(Number));
      }
    });
    cluster.once("exit", (code) => reject(new Error(`the cluster exited with ${code}:\n${output}`)));
  });
  const [front, ...behind] = ports;
  balancer = `http://127.0.0.1:${front}`;
  servers = behind.map((port) => `http://127.0.0.1:${port}`);
}, 180_000);

afterAll(async () => {
  if (cluster.exitCode === null && cluster.signalCode === null) {
    const exited = new Promise((resolve) => cluster.once("exit", resolve));
    cluster.kill("SIGTERM");
    await exited;
  }
}, 60_000);

describe("[CLUSTER-START] npm run cluster", () => {
  it("[CLUSTER-START-1] two servers behind HAProxy on PostgreSQL and Redis: a game played through the balancer reaches a board on each server; Ctrl-C stops everything", async () => {
    expect(servers).toHaveLength(2);
    expect(output).toContain("running on 2 servers behind HAProxy");
    const game = await createGame(balancer, {
      targetPoints: 15,
      teams: [
        { name: "Eagles", colour: "red" },
        { name: "Owls", colour: "blue" },
      ],
    });
    const boards: LiveClient[] = await Promise.all(servers.map((server) => connectLive(server, [channelFor.board(game.gameId)])));
    const seats: Seat[] = [];
    for (const teamId of ["t1", "t2"]) {
      const player = await join(balancer, game.code, `Phone ${teamId}`);
      expect((await command(balancer, game.gameId, "player", player.token, { type: "chooseTeam", teamId })).status).toBe(200);
      seats.push({ teamId, token: player.token, playerId: player.playerId });
    }
    expect((await command(balancer, game.gameId, "moderator", game.moderatorToken, { type: "startGame" })).status).toBe(200);
    const { winner } = await playUntilFinished(balancer, game.gameId, game.moderatorToken, seats);
    expect(winner).toMatch(/^t[12]$/);
    const final = (await view(balancer, game.gameId, "board")).version as number;
    for (const board of boards) await board.waitForVersion(final, 20_000);
    for (const server of servers) expect((await view(server, game.gameId, "board")).version).toBe(final);
    boards.forEach((board) => board.disconnect());

    // Ctrl-C: the balancer and both servers stop, and the script exits cleanly.
    const exited = new Promise<number | null>((resolve) => cluster.once("exit", resolve));
    cluster.kill("SIGINT");
    expect(await exited).toBe(0);
    for (const url of [balancer, ...servers]) await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  }, 180_000);
});
