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

export function toResponse<T>(reply: Reply<T>, init: { headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("cache-control", "no-store");
  if (reply.ok) return Response.json(reply.body, { status: reply.status, headers });
  if (reply.retryAfterSeconds !== undefined) headers.set("retry-after", String(reply.retryAfterSeconds));
  return Response.json(errorBody(reply), { status: reply.status, headers });
}

const MAX_BODY_BYTES = 16 * 1024;

/** Reads a JSON body of at most `maxBytes`, never trusting Content-Length alone. */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Reply<unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    return fail(415, "input/not_json", "Send the request as JSON (Content-Type: application/json).");
  }
  const bytes = await readBodyBytes(request, maxBytes, `The request is too large: keep it under ${maxBytes} bytes.`);
  if (!bytes.ok) return bytes;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.body);
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
