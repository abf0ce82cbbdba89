/**
 * Every answer the API gives a client. Errors carry a stable code and a sentence a person
 * understands; the HTTP status says whose problem it is (400 input, 401 who, 403 may not,
 * 404 no such game, 409 rule, 413 too big, 429 slow down).
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

export interface ErrorReply {
  ok: false;
  status: ErrorStatus;
  code: string;
  message: string;
  retryAfterSeconds?: number;
}

export interface OkReply<T> {
  ok: true;
  status: 200 | 201;
  body: T;
}

export type Reply<T> = OkReply<T> | ErrorReply;

export function fail(status: ErrorStatus, code: string, message: string, extra: { retryAfterSeconds?: number } = {}): ErrorReply {
  return { ok: false, status, code, message, ...extra };
}

export function ok<T>(body: T, status: 200 | 201 = 200): OkReply<T> {
  return { ok: true, status, body };
}

/** Every rate limit answers the same way: how long to wait, in a sentence and in Retry-After. */
export function tooManyRequests(retryAfterSeconds: number): ErrorReply {
  return fail(429, "rate/too_many", `Too many requests: wait ${retryAfterSeconds} s and try again.`, { retryAfterSeconds });
}

/** The JSON body of an error answer. */
export function errorBody(reply: ErrorReply): { error: { code: string; message: string } } {
  return { error: { code: reply.code, message: reply.message } };
}

/** An answer as HTTP: its status, its headers besides the caller's, and its JSON. */
export function replyParts<T>(reply: Reply<T>): { status: number; headers: [string, string][]; json: string } {
  const headers: [string, string][] = [
    ["cache-control", "no-store"],
    ["content-type", "application/json"],
  ];
  if (reply.ok) return { status: reply.status, headers, json: JSON.stringify(reply.body) };
  if (reply.retryAfterSeconds !== undefined) headers.push(["retry-after", String(reply.retryAfterSeconds)]);
  return { status: reply.status, headers, json: JSON.stringify(errorBody(reply)) };
}

export function toResponse<T>(reply: Reply<T>, init: { headers?: HeadersInit } = {}): Response {
  const parts = replyParts(reply);
  const headers = new Headers(init.headers);
  for (const [name, value] of parts.headers) headers.set(name, value);
  return new Response(parts.json, { status: parts.status, headers });
}

export const MAX_BODY_BYTES = 16 * 1024;

/** Reads a JSON body of at most `maxBytes`, never trusting Content-Length alone. */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Reply<unknown>> {
  const notJson = notJsonType(request.headers.get("content-type"));
  if (notJson) return notJson;
  const bytes = await readBodyBytes(request, maxBytes, tooLargeMessage(maxBytes));
  if (!bytes.ok) return bytes;
  return parseJsonBytes(bytes.body);
}

export function notJsonType(contentType: string | null): ErrorReply | null {
  if (/^application\/json\b/i.test(contentType ?? "")) return null;
  return fail(415, "input/not_json", "Send the request as JSON (Content-Type: application/json).");
}

export const tooLargeMessage = (maxBytes: number) => `The request is too large: keep it under ${maxBytes} bytes.`;

/** The JSON of a body already read (and held to its size limit). */
export function parseJsonBytes(bytes: Uint8Array): Reply<unknown> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return fail(400, "input/not_utf8", "The request is not valid UTF-8 text.");
  }
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return fail(400, "input/bad_json", "The request is not valid JSON.");
  }
}

/** Reads a body of at most `maxBytes`, stopping as soon as it is over (never trusting Content-Length alone). */
export async function readBodyBytes(request: Request, maxBytes: number, tooLargeMessage: string): Promise<Reply<Uint8Array<ArrayBuffer>>> {
  const tooLarge = () => fail(413, "input/too_large", tooLargeMessage);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return tooLarge();
  if (!request.body) return fail(400, "input/empty", "The request has no body.");
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return tooLarge();
    }
    chunks.push(value);
  }
  return ok(new Uint8Array(Buffer.concat(chunks)));
}
