// HMAC-SHA256 signatures exactly as the official `pusher` SDK and pusher-js expect them.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { LIMITS } from "./protocol";

export interface AppCredentials {
  readonly key: string;
  readonly secret: string;
}

export interface PresenceMemberData {
  user_id: string | number;
  user_info?: Record<string, unknown>;
}

/** What an auth endpoint returns to pusher-js for a private or presence channel. */
export interface ChannelAuthorization {
  auth: string;
  channel_data?: string;
}

function hmacSha256Hex(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text, "utf8").digest("hex");
}

function md5Hex(text: string): string {
  return createHash("md5").update(text, "utf8").digest("hex");
}

function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

function channelSigningText(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
}

export function signChannel(
  credentials: AppCredentials,
  socketId: string,
  channel: string,
  presenceData?: PresenceMemberData,
): ChannelAuthorization {
  const channelData = presenceData === undefined ? undefined : JSON.stringify(presenceData);
  const signature = hmacSha256Hex(credentials.secret, channelSigningText(socketId, channel, channelData));
  const auth = `${credentials.key}:${signature}`;
  return channelData === undefined ? { auth } : { auth, channel_data: channelData };
}

export function verifyChannelAuth(
  credentials: AppCredentials,
  socketId: string,
  channel: string,
  auth: string | undefined,
  channelData: string | undefined,
): boolean {
  if (auth === undefined) return false;
  const separator = auth.indexOf(":");
  if (separator < 0) return false;
  const key = auth.slice(0, separator);
  const signature = auth.slice(separator + 1);
  const expected = hmacSha256Hex(credentials.secret, channelSigningText(socketId, channel, channelData));
  // Check both halves without short-circuiting on the key, so timing reveals nothing.
  const keyMatches = constantTimeEqual(key, credentials.key);
  const signatureMatches = constantTimeEqual(signature, expected);
  return keyMatches && signatureMatches;
}

export type RestVerdict = { type: "accepted" } | { type: "rejected"; status: 401; message: string };

/**
 * Checks a REST call signed like the `pusher` SDK does: the signature covers
 * "METHOD\nPATH\nk1=v1&k2=v2…" with every query parameter except auth_signature,
 * keys lower-cased and sorted, values unescaped.
 */
export function verifyRestRequest(
  credentials: AppCredentials,
  request: { method: string; path: string; query: URLSearchParams; body: string },
  nowSeconds: number,
): RestVerdict {
  const reject = (message: string): RestVerdict => ({ type: "rejected", status: 401, message });
  const query = request.query;
  if (query.get("auth_key") !== credentials.key) return reject("Unknown auth_key");
  if (query.get("auth_version") !== "1.0") return reject("auth_version must be 1.0");
  const timestampText = query.get("auth_timestamp") ?? "";
  const timestamp = /^\d+$/.test(timestampText) ? Number(timestampText) : Number.NaN;
  if (!Number.isFinite(timestamp)) return reject("Missing or invalid auth_timestamp");
  if (Math.abs(nowSeconds - timestamp) > LIMITS.restTimestampSkewSeconds) {
    return reject(`Timestamp expired: ${timestamp} is more than ${LIMITS.restTimestampSkewSeconds}s from server time ${nowSeconds}`);
  }
  if (request.body.length > 0) {
    const bodyMd5 = query.get("body_md5");
    if (bodyMd5 === null || !constantTimeEqual(bodyMd5, md5Hex(request.body))) {
      return reject("body_md5 does not match the request body");
    }
  }
  const signature = query.get("auth_signature");
  if (signature === null) return reject("Missing auth_signature");

  const pairs: Array<[string, string]> = [];
  for (const [name, value] of query) {
    if (name !== "auth_signature") pairs.push([name.toLowerCase(), value]);
  }
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonicalQuery = pairs.map(([name, value]) => `${name}=${value}`).join("&");
  const expected = hmacSha256Hex(credentials.secret, `${request.method.toUpperCase()}\n${request.path}\n${canonicalQuery}`);
  if (!constantTimeEqual(signature, expected)) return reject("Invalid signature");
  return { type: "accepted" };
}
