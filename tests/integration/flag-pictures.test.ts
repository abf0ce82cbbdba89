import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PICTURE_CSP } from "@/lib/server/door/security-headers";
import { FLAG_FACTS, flagAssetId, flagClue, sha256Hex } from "@/lib/content/flags";
import { startServer, type ServerProcess } from "./server-process";

/**
 * [FLAGS-ROUTE] GET /api/flags/<assetId> on the real server (production build, the door in front):
 * the reviewed bytes with their headers for a flag State IQ shows, 404 for everything else.
 */
let server: ServerProcess;
beforeAll(async () => {
  // A small API budget per device so the door's limit is reached in a few requests.
  server = await startServer({ env: { DEVICE_API_BURST: "10", DEVICE_API_PER_SECOND: "1" } });
});
afterAll(async () => {
  await server.stop();
});

interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

/** The request as a browser sends it, from `from` (127.0.0.1 is the teacher's computer; any other 127.x.y.z a phone). */
function get(target: string, options: { from?: string; headers?: Record<string, string>; port?: number } = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: options.port ?? server.port,
        path: target,
        method: "GET",
        headers: options.headers,
        localAddress: options.from ?? "127.0.0.1",
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

let nextPhone = 1;
const phone = () => `127.61.0.${nextPhone++}`;
const fileBytes = (code: string) => fs.readFileSync(path.join(process.cwd(), "content", "flags", `${code}.svg`));
const SHOWN = FLAG_FACTS.filter((flag) => flagClue(flag.code).shown);
const NEVER_SHOWN = FLAG_FACTS.filter((flag) => !flagClue(flag.code).shown);

function expectNotFound(reply: RawReply, what: string): void {
  expect(reply.status, what).toBe(404);
  expect(reply.headers["content-type"], what).toMatch(/^application\/json/);
  expect(reply.headers["cache-control"], what).toBe("no-store");
  const body = JSON.parse(reply.body.toString("utf8")) as { error: { code: string; message: string } };
  expect(body.error.code, what).toBe("flag/not_found");
  // A refusal is under the picture's policy too: nothing at this address may run.
  expect(reply.headers["content-security-policy"], what).toBe(PICTURE_CSP);
  expect(body.error.message, what).toMatch(/fetched by the 16-character id a game gives it, never by a state's name or postal code/);
  expect(reply.body.toString("utf8"), what).not.toMatch(/<svg/);
}

describe("[FLAGS-ROUTE] the flags State IQ shows, by asset id only", () => {
  it("[FLAGS-ROUTE-1] a shown flag's id gives its reviewed bytes, as SVG, cached a year, with a policy that runs nothing; gzip when asked", async () => {
    expect(SHOWN).toHaveLength(22);
    for (const flag of SHOWN) {
      const id = flagAssetId(flag.code);
      const plain = await get(`/api/flags/${id}`, { from: phone() });
      expect(plain.status, flag.code).toBe(200);
      expect(plain.headers["content-type"], flag.code).toBe("image/svg+xml; charset=utf-8");
      expect(plain.headers["cache-control"], flag.code).toBe("public, max-age=31536000, immutable");
      expect(plain.headers["content-encoding"], flag.code).toBeUndefined();
      expect(plain.body.equals(fileBytes(flag.code)), flag.code).toBe(true);
      expect(sha256Hex(plain.body), flag.code).toBe(flag.sha256);
      // One policy, the flag's own (the server's page policy allows inline scripts, which an SVG must not get).
      const policies = plain.rawHeaders.filter(
        (_, index) => index % 2 === 0 && plain.rawHeaders[index]?.toLowerCase() === "content-security-policy",
      );
      expect(policies, flag.code).toHaveLength(1);
      const csp = String(plain.headers["content-security-policy"]);
      expect(csp).toBe(PICTURE_CSP);
      expect(csp).toMatch(/(^|; )default-src 'none'(;|$)/);
      expect(csp).toMatch(/(^|; )sandbox(;|$)/);
      expect(csp).not.toMatch(/script-src|unsafe-eval/);
      expect(plain.headers["x-content-type-options"]).toBe("nosniff");
      expect(plain.headers["cross-origin-resource-policy"]).toBe("same-origin");

      const zipped = await get(`/api/flags/${id}`, { from: phone(), headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(zipped.status, flag.code).toBe(200);
      expect(zipped.headers["content-encoding"], flag.code).toBe("gzip");
      expect(zipped.headers.vary, flag.code).toMatch(/accept-encoding/i);
      expect(gunzipSync(zipped.body).equals(fileBytes(flag.code)), flag.code).toBe(true);
    }
    // The biggest shown flag, Pennsylvania's, reaches a phone in less than half its size.
    const pa = await get(`/api/flags/${flagAssetId("PA")}`, { headers: { "accept-encoding": "gzip" } });
    expect(pa.body.length).toBeLessThan(fileBytes("PA").length / 2);
  });

  it("[FLAGS-ROUTE-2] never by a postal code, a state's name, the whole hash, another spelling of the id or a path trick: 404 saying how flags are fetched", async () => {
    const pa = flagAssetId("PA");
    const { sha256 } = FLAG_FACTS.find((flag) => flag.code === "PA") ?? { sha256: "" };
    const tries = [
      "PA",
      "pa",
      "PA.svg",
      "Pennsylvania",
      "pennsylvania",
      "New%20Jersey",
      sha256,
      pa.toUpperCase(),
      `${pa}.svg`,
      `${pa}0`,
      pa.slice(0, 15),
      "0000000000000000",
      "..%2F..%2Fcontent%2Fflags%2FPA.svg",
      "%2e%2e%2fcontent%2fflags.json",
      `${pa}%00`,
      ` ${pa}`.replace(" ", "%20"),
    ];
    for (const attempt of tries) expectNotFound(await get(`/api/flags/${attempt}`, { from: phone() }), attempt);
    // A path that leaves the route is not a flag either.
    const escaped = await get(`/api/flags/../../content/flags/PA.svg`, { from: phone() });
    expect(escaped.body.toString("utf8")).not.toMatch(/<svg/);
  });

  it("[FLAGS-ROUTE-3] FLAGS-ROUTE ruling: a flag that gives its state away is not served even by its id, since no game shows it", async () => {
    expect(NEVER_SHOWN).toHaveLength(28);
    for (const flag of NEVER_SHOWN) expectNotFound(await get(`/api/flags/${flagAssetId(flag.code)}`, { from: phone() }), flag.code);
  });

  it("[FLAGS-ROUTE-4] the door's API budget per device holds for flags too: a phone that floods is refused, the teacher's computer is not", async () => {
    const id = flagAssetId("AK");
    const flooder = phone();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await get(`/api/flags/${id}`, { from: flooder })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toContain(429);
    const refused = await get(`/api/flags/${id}`, { from: flooder });
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(JSON.parse(refused.body.toString("utf8")).error.code).toBe("rate/too_many");
    // Another phone and the teacher's own computer are not held back by it.
    expect((await get(`/api/flags/${id}`, { from: phone() })).status).toBe(200);
    for (let i = 0; i < 14; i++) expect((await get(`/api/flags/${id}`)).status).toBe(200);
  });

  it("[FLAGS-ROUTE-5] with DIRECT_ROUTES=off, Next's route answers the same: the same bytes, uncompressed, and the same refusals", async () => {
    const viaNext = await startServer({ env: { DIRECT_ROUTES: "off" } });
    try {
      const fetchFrom = (base: ServerProcess, target: string) => get(target, { port: base.port, headers: { "accept-encoding": "gzip" } });
      const id = flagAssetId("MS");
      const next = await fetchFrom(viaNext, `/api/flags/${id}`);
      expect(next.status).toBe(200);
      expect(next.headers["content-encoding"]).toBeUndefined();
      expect(next.body.equals(fileBytes("MS"))).toBe(true);
      const direct = await fetchFrom(server, `/api/flags/${id}`);
      expect(gunzipSync(direct.body).equals(next.body)).toBe(true);
      for (const name of ["content-type", "cache-control", "content-security-policy", "cross-origin-resource-policy"])
        expect(next.headers[name], name).toBe(direct.headers[name]);
      expectNotFound(await fetchFrom(viaNext, "/api/flags/MS"), "MS via Next");
      expectNotFound(await fetchFrom(viaNext, `/api/flags/${flagAssetId("KS")}`), "KS via Next");
    } finally {
      await viaNext.stop();
    }
  });
});
