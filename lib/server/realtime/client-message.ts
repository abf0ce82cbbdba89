// Turns a raw text frame from a client into a typed message; never throws.

export type ClientMessage =
  | { type: "subscribe"; channel: string; auth?: string; channelData?: string }
  | { type: "unsubscribe"; channel: string }
  | { type: "ping" }
  | { type: "pong" }
  | { type: "client-event"; event: string; channel?: string }
  | { type: "unknown"; event: string }
  | { type: "malformed"; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function tryParseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** pusher-js sends `data` as an object; other clients send it JSON-encoded. Accept both. */
function normalizeData(data: unknown): Record<string, unknown> | null {
  if (isRecord(data)) return data;
  if (typeof data === "string") {
    const parsed = tryParseJson(data);
    if (parsed.ok && isRecord(parsed.value)) return parsed.value;
  }
  return null;
}

function optionalString(value: unknown): string | undefined | null {
  if (value === undefined || value === null) return undefined;
  return typeof value === "string" ? value : null;
}

export function parseClientMessage(text: string): ClientMessage {
  const parsed = tryParseJson(text);
  if (!parsed.ok) return { type: "malformed", reason: "Message is not valid JSON" };
  const message = parsed.value;
  if (!isRecord(message)) return { type: "malformed", reason: "Message must be a JSON object" };
  const event = message.event;
  if (typeof event !== "string" || event.length === 0) {
    return { type: "malformed", reason: "Message needs a string 'event' field" };
  }

  switch (event) {
    case "pusher:ping":
      return { type: "ping" };
    case "pusher:pong":
      return { type: "pong" };
    case "pusher:subscribe": {
      const data = normalizeData(message.data);
      if (!data || typeof data.channel !== "string") {
        return { type: "malformed", reason: "pusher:subscribe needs data.channel" };
      }
      const auth = optionalString(data.auth);
      const channelData = optionalString(data.channel_data);
      if (auth === null || channelData === null) {
        return { type: "malformed", reason: "auth and channel_data must be strings" };
      }
      return { type: "subscribe", channel: data.channel, auth, channelData };
    }
    case "pusher:unsubscribe": {
      const data = normalizeData(message.data);
      if (!data || typeof data.channel !== "string") {
        return { type: "malformed", reason: "pusher:unsubscribe needs data.channel" };
      }
      return { type: "unsubscribe", channel: data.channel };
    }
    default:
      if (event.startsWith("client-")) {
        return {
          type: "client-event",
          event,
          channel: typeof message.channel === "string" ? message.channel : undefined,
        };
      }
      return { type: "unknown", event };
  }
}
