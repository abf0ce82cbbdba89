// The HTTP half of the relay: the REST endpoints the official `pusher` SDK calls
// (POST /apps/:id/events, POST /apps/:id/batch_events, GET /apps/:id/channels…).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ChannelDirectory } from "./channel-directory";
import type { SharedEvent } from "./cluster-message";
import { LIMITS, RealtimeLimitError } from "./protocol";
import { verifyRestRequest, type AppCredentials } from "./signing";
import { channelKind, isSocketId, prepareServerEvent } from "./validation";

const REST_PATH_PREFIX = "/apps/";

export interface RestApiDependencies {
  appId: string;
  credentials: AppCredentials;
  /** Answers the channel queries: this server's channels, or every server's on a cluster. */
  channels: ChannelDirectory;
  /** Fans out already-validated, already-serialized events (a batch in one call, in its order). */
  deliver(events: readonly SharedEvent[]): void;
}

type Route =
  | { type: "events" }
  | { type: "batch-events" }
  | { type: "channels" }
  | { type: "channel"; channel: string }
  | { type: "channel-users"; channel: string }
  | { type: "not-found" };

type Reply = { status: number; body: unknown };

class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function exhaustiveSwitchError(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}

export function createRestApi(deps: RestApiDependencies): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const url = new URL(req.url ?? "/", "http://relay.invalid");
    if (!url.pathname.startsWith(REST_PATH_PREFIX)) return false;
    respond(req, res, url, deps).catch((error: unknown) => {
      const status = error instanceof HttpProblem ? error.status : 500;
      const message = error instanceof HttpProblem ? error.message : "Internal error";
      sendText(res, status, message);
    });
    return true;
  };
}

async function respond(req: IncomingMessage, res: ServerResponse, url: URL, deps: RestApiDependencies) {
  const route = matchRoute(url.pathname, deps.appId);
  if (route.type === "not-found") throw new HttpProblem(404, "Not found");
  const expectedMethod = route.type === "events" || route.type === "batch-events" ? "POST" : "GET";
  if (req.method !== expectedMethod) throw new HttpProblem(405, `Use ${expectedMethod}`);

  const body = await readBody(req, LIMITS.restBodyBytes);
  const verdict = verifyRestRequest(
    deps.credentials,
    { method: expectedMethod, path: url.pathname, query: url.searchParams, body },
    Math.floor(Date.now() / 1000),
  );
  if (verdict.type === "rejected") throw new HttpProblem(verdict.status, verdict.message);

  const reply = await handleRoute(route, body, url.searchParams, deps);
  sendJson(res, reply.status, reply.body);
}

async function handleRoute(
  route: Exclude<Route, { type: "not-found" }>,
  body: string,
  query: URLSearchParams,
  deps: RestApiDependencies,
): Promise<Reply> {
  switch (route.type) {
    case "events":
      return triggerEvent(parseJsonObject(body), deps);
    case "batch-events":
      return triggerBatch(parseJsonObject(body), deps);
    case "channels":
      return listChannels(query, deps.channels);
    case "channel":
      return describeChannel(route.channel, query, deps.channels);
    case "channel-users":
      return listUsers(route.channel, deps.channels);
    default:
      return exhaustiveSwitchError(route);
  }
}

function matchRoute(pathname: string, appId: string): Route {
  const segments = pathname.slice(REST_PATH_PREFIX.length).split("/");
  const [id, resource, channelSegment, tail, ...rest] = segments;
  if (id !== appId || rest.length > 0) return { type: "not-found" };
  if (resource === "events" && channelSegment === undefined) return { type: "events" };
  if (resource === "batch_events" && channelSegment === undefined) return { type: "batch-events" };
  if (resource !== "channels") return { type: "not-found" };
  if (channelSegment === undefined) return { type: "channels" };
  const channel = safeDecode(channelSegment);
  if (channel === null) return { type: "not-found" };
  if (tail === undefined) return { type: "channel", channel };
  if (tail === "users") return { type: "channel-users", channel };
  return { type: "not-found" };
}

function triggerEvent(body: Record<string, unknown>, deps: RestApiDependencies): Reply {
  const channels = body.channels ?? (body.channel === undefined ? undefined : [body.channel]);
  if (!Array.isArray(channels) || !channels.every((channel) => typeof channel === "string")) {
    throw new HttpProblem(400, "channels must be an array of channel names");
  }
  const event = prepareEvent(channels, body.name, body.data, body.socket_id);
  deps.deliver([{ channels, event: event.name, data: event.data, ...excluding(event.excludeSocketId) }]);
  return { status: 200, body: {} };
}

function triggerBatch(body: Record<string, unknown>, deps: RestApiDependencies): Reply {
  const batch = body.batch;
  if (!Array.isArray(batch)) throw new HttpProblem(400, "batch must be an array");
  if (batch.length > LIMITS.eventsPerBatch) {
    throw new HttpProblem(400, `At most ${LIMITS.eventsPerBatch} events per batch, got ${batch.length}`);
  }
  // Validate the whole batch first so a bad entry delivers nothing.
  const prepared = batch.map((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) throw new HttpProblem(400, "batch entries must be objects");
    const item = entry as Record<string, unknown>;
    if (typeof item.channel !== "string") throw new HttpProblem(400, "batch entries need a channel");
    const event = prepareEvent([item.channel], item.name, item.data, item.socket_id);
    return { channels: [item.channel], event: event.name, data: event.data, ...excluding(event.excludeSocketId) };
  });
  deps.deliver(prepared);
  return { status: 200, body: {} };
}

const excluding = (socketId: string | undefined) => (socketId === undefined ? {} : { excludeSocketId: socketId });

function prepareEvent(channels: string[], name: unknown, data: unknown, socketId: unknown) {
  if (typeof name !== "string") throw new HttpProblem(400, "name must be a string");
  if (typeof data !== "string") throw new HttpProblem(400, "data must be a string");
  if (socketId !== undefined && !isSocketId(socketId)) throw new HttpProblem(400, "socket_id is invalid");
  try {
    return { name, data: prepareServerEvent(channels, name, data), excludeSocketId: socketId };
  } catch (error) {
    if (error instanceof RealtimeLimitError) {
      throw new HttpProblem(error.reason === "data-too-large" ? 413 : 400, error.message);
    }
    throw error;
  }
}

function requestedInfo(query: URLSearchParams): Set<string> {
  return new Set((query.get("info") ?? "").split(",").filter((attribute) => attribute.length > 0));
}

async function listChannels(query: URLSearchParams, directory: ChannelDirectory): Promise<Reply> {
  const prefix = query.get("filter_by_prefix") ?? "";
  const info = requestedInfo(query);
  const wantsUserCount = info.has("user_count");
  if (wantsUserCount && !prefix.startsWith("presence-")) {
    throw new HttpProblem(400, "user_count is only available with filter_by_prefix=presence-");
  }
  const channels: Record<string, { user_count?: number }> = {};
  for (const summary of await directory.summaries(prefix)) {
    channels[summary.name] = wantsUserCount && summary.userCount !== null ? { user_count: summary.userCount } : {};
  }
  return { status: 200, body: { channels } };
}

async function describeChannel(channel: string, query: URLSearchParams, directory: ChannelDirectory): Promise<Reply> {
  const info = requestedInfo(query);
  if (info.has("user_count") && channelKind(channel) !== "presence") {
    throw new HttpProblem(400, "user_count is only available for presence channels");
  }
  const summary = await directory.summary(channel);
  const description: { occupied: boolean; subscription_count?: number; user_count?: number } = {
    occupied: summary !== null,
  };
  if (info.has("subscription_count")) description.subscription_count = summary?.subscriptionCount ?? 0;
  if (info.has("user_count")) description.user_count = summary?.userCount ?? 0;
  return { status: 200, body: description };
}

async function listUsers(channel: string, directory: ChannelDirectory): Promise<Reply> {
  if (channelKind(channel) !== "presence") throw new HttpProblem(400, "Only presence channels have users");
  const ids = await directory.presenceUserIds(channel);
  return { status: 200, body: { users: ids.map((id) => ({ id })) } };
}

function parseJsonObject(body: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new HttpProblem(400, "Body is not valid JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new HttpProblem(400, "Body must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}

/** Reads the body up to `limit` bytes; larger bodies are drained (up to a cap) and refused with 413. */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) chunks.push(chunk);
      // Draining lets the client read our 413; beyond this it is not a confused client.
      else if (received > limit * 8) req.destroy();
    });
    req.on("end", () => {
      if (received > limit) reject(new HttpProblem(413, `Body larger than ${limit} bytes`));
      else resolve(Buffer.concat(chunks).toString("utf8"));
    });
    req.on("error", reject);
    // After a destroy no "end" comes; settling here keeps the promise from dangling.
    req.on("close", () => reject(new HttpProblem(400, "Request aborted")));
  });
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

function sendText(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
  res.end(`${message}\n`);
}
