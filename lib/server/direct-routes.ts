import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { setDirectRoutes } from "./direct-routes-slot";
import { flagPicture } from "./flag-pictures";
import { clockRoute, commandRoute, serverTiming, viewRoute } from "./game-routes";
import { fail, MAX_BODY_BYTES, notJsonType, ok, parseJsonBytes, replyParts, tooLargeMessage, type Reply } from "./replies";
import type { RequestHead } from "./request-head";

/**
 * The command route, the view fetch and the phones' clock pings (and the flag pictures, for their compression), served by server.ts straight from Node's request, through
 * the same functions as Next's route handlers (game-routes.ts). Every press and every screen's fetch
 * comes this way, and Next's request handling (its router, a web Request, streamed Response) cost
 * more CPU than the command itself. The door (rate limits, sizes, hosts) and the security headers
 * are applied by server.ts before either way.
 */
const COMMANDS = /^\/api\/games\/([^/]+)\/commands$/;
const VIEW = /^\/api\/games\/([^/]+)$/;
const CLOCK = /^\/api\/games\/([^/]+)\/clock$/;
const FLAG = /^\/api\/flags\/([^/]+)$/;

export function installDirectRoutes(): void {
  setDirectRoutes(serveDirect);
}

function serveDirect(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const pathname = query < 0 ? url : url.slice(0, query);
  const flag = req.method === "GET" ? FLAG.exec(pathname) : null;
  // Served here so it can be sent gzip-compressed: Next drops a route's Content-Encoding.
  if (flag) {
    const picture = flagPicture(decodedSegment(flag[1] ?? ""), req.headers["accept-encoding"] ?? null);
    res.writeHead(picture.status, { ...picture.headers, "content-length": picture.body.length });
    res.end(picture.body);
    return true;
  }
  const post = req.method === "POST" ? COMMANDS.exec(pathname) : null;
  const clock = req.method === "POST" && !post ? CLOCK.exec(pathname) : null;
  const get = req.method === "GET" ? VIEW.exec(pathname) : null;
  const match = post ?? clock ?? get;
  if (!match) return false;
  const gameId = decodedSegment(match[1] ?? "");
  const search = new URLSearchParams(query < 0 ? "" : url.slice(query + 1));
  const head = nodeHead(req);
  const started = performance.now();
  const route = post ? "command" : clock ? "clock" : "view";
  const readBody = () => readNodeJsonBody(req);
  const reply: Promise<Reply<unknown>> =
    route === "command"
      ? commandRoute({ gameId, search, head, readBody, now: Date.now })
      : route === "clock"
        ? clockRoute({ gameId, search, head, readBody, now: Date.now })
        : viewRoute({ gameId, search, head });
  reply.then(
    (answer) => send(res, answer, [["server-timing", serverTiming(started, "direct", route)]]),
    (error: unknown) => {
      console.error(`${req.method} ${pathname} failed:`, error);
      if (res.headersSent || res.destroyed) return;
      res.statusCode = 500;
      res.end();
    },
  );
  return true;
}

/** Like Next's params: a segment that does not decode matches no game (checkGameId answers 404). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function nodeHead(req: IncomingMessage): RequestHead {
  return {
    headers: {
      get(name: string): string | null {
        const value = req.headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(", ") : value;
      },
    },
  };
}

/** readJsonBody's rules on a Node request: JSON only, at most MAX_BODY_BYTES, never trusting Content-Length alone. */
function readNodeJsonBody(req: IncomingMessage): Promise<Reply<unknown>> {
  const notJson = notJsonType(req.headers["content-type"] ?? null);
  if (notJson) return Promise.resolve(notJson);
  const tooLarge = () => fail(413, "input/too_large", tooLargeMessage(MAX_BODY_BYTES));
  if (Number(req.headers["content-length"] ?? "0") > MAX_BODY_BYTES) return Promise.resolve(tooLarge());
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > MAX_BODY_BYTES) {
        finish(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(ok(Buffer.concat(chunks)));
    const onError = () => finish(fail(400, "input/empty", "The request has no body."));
    function finish(result: Reply<Buffer>) {
      req.off("data", onData).off("end", onEnd).off("error", onError);
      resolve(result.ok ? parseJsonBytes(result.body) : result);
    }
    req.on("data", onData).on("end", onEnd).on("error", onError);
  });
}

function send(res: ServerResponse, reply: Reply<unknown>, extra: [string, string][]): void {
  if (res.headersSent || res.destroyed) return;
  const parts = replyParts(reply);
  res.statusCode = parts.status;
  for (const [name, value] of [...parts.headers, ...extra]) res.setHeader(name, value);
  res.setHeader("content-length", Buffer.byteLength(parts.json));
  res.end(parts.json);
}
