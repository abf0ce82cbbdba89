/**
 * Behind a load balancer (a real HAProxy), every connection comes from the balancer. The server must
 * then take the device from the X-Forwarded-For entry the balancer adds, and only from a balancer
 * it was told to trust: otherwise every phone would look like the teacher's computer, or a phone
 * could claim to be it.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalBalancer, type LocalBalancer } from "../../scripts/local/haproxy";
import { startServer, type ServerProcess } from "./server-process";

let trusting: ServerProcess;
let balancer: LocalBalancer;

beforeAll(async () => {
  trusting = await startServer({ env: { TRUSTED_PROXIES: "127.0.0.1", DEVICE_API_BURST: "10", DEVICE_API_PER_SECOND: "1" } });
  // Resolves once the balancer's health check found the server up.
  balancer = await startLocalBalancer({ servers: [trusting.port] });
});
afterAll(async () => {
  await balancer.stop();
  await trusting.stop();
});

/** A GET from `from` (127.0.0.1 is the teacher's computer; any other 127.x.y.z a phone), with extra headers. */
function get(port: number, target: string, from: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: target, method: "GET", headers, localAddress: from }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("[PROXY] behind a trusted load balancer", () => {
  it("[PROXY-1] a phone through the balancer is a phone (teacher-only pages refused); the teacher's computer through it is the teacher's; a phone's own X-Forwarded-For claiming to be the teacher's computer changes nothing", async () => {
    expect((await get(balancer.port, "/api/decks", "127.0.0.1")).status).toBe(200);
    const phone = await get(balancer.port, "/api/decks", "127.63.0.1");
    expect(phone.status).toBe(403);
    expect(phone.body).toContain("auth/teacher_only");
    expect((await get(balancer.port, "/api/decks", "127.63.0.2", { "x-forwarded-for": "127.0.0.1" })).status).toBe(403);
  });

  it("[PROXY-2] each device behind the balancer has its own request budget: one phone's flood is refused, the next phone is served", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await get(balancer.port, "/api/health", "127.63.1.1")).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10)).toContain(429);
    expect((await get(balancer.port, "/api/health", "127.63.1.2")).status).toBe(200);
  });

  it("[PROXY-3] straight to the server, X-Forwarded-For from a phone is never read: a phone claiming to be the teacher's computer is refused", async () => {
    const direct = await get(trusting.port, "/api/decks", "127.63.2.1", { "x-forwarded-for": "127.0.0.1" });
    expect(direct.status).toBe(403);
  });
});
