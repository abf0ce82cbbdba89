import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseFlood } from "@/lib/server/edge-guard";

/** A real HTTP server wired like server.ts: the guard first, then the app (here a plain 200). */
let server: http.Server;
let port = 0;
let reachedApp = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (refuseFlood(req, res, req.socket.remoteAddress ?? "unknown", Date.now())) return;
    reachedApp++;
    res.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, from: string): Promise<{ status: number; body: string; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method: "POST", localAddress: from, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, retryAfter: res.headers["retry-after"] as string | undefined }));
    });
    req.on("error", reject);
    req.end("{}");
  });
}

describe("[FLOOD] one device's flood is refused before the app handles it", () => {
  it("[FLOOD-1] a device gets a burst of API requests, then 429 with Retry-After, and the refused ones never reach the app", async () => {
    const before = reachedApp;
    const replies = [];
    for (let i = 0; i < 70; i++) replies.push(await get("/api/games/x/commands", "127.88.0.1"));
    const refused = replies.filter((r) => r.status === 429);
    expect(replies.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(60);
    expect(refused.length).toBeGreaterThan(0);
    expect(reachedApp - before).toBe(70 - refused.length);
    expect(JSON.parse(refused[0]!.body)).toEqual({ error: { code: "rate/too_many", message: expect.stringMatching(/^Too many requests: wait \d+ s and try again\.$/) } });
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThan(0);
  });

  it("[FLOOD-2] other devices, pages and the computer running Clue Spin are not held back by one device's flood", async () => {
    for (let i = 0; i < 70; i++) await get("/api/join", "127.88.0.2");
    expect((await get("/api/join", "127.88.0.3")).status).toBe(200);
    expect((await get("/play/some-game", "127.88.0.2")).status).toBe(200);
    const fromThisMachine = [];
    for (let i = 0; i < 80; i++) fromThisMachine.push((await get("/api/join", "127.0.0.1")).status);
    expect(fromThisMachine.every((status) => status === 200)).toBe(true);
  });
});
