// Pusher Channels protocol 7: limits, error codes and frame encoding shared by the
// built-in relay and the publishers. Limits match hosted Pusher so the app can move there.

export const PROTOCOL_VERSION = 7;

export const LIMITS = {
  /** Hosted Pusher refuses event payloads over 10 KB. */
  eventDataBytes: 10 * 1024,
  channelNameChars: 164,
  eventNameChars: 200,
  channelsPerTrigger: 100,
  eventsPerBatch: 10,
  presenceMembers: 100,
  presenceUserIdChars: 128,
  presenceUserInfoBytes: 1024,
  /** Largest client frame we parse; bigger ones get a pusher:error and are dropped. */
  clientMessageBytes: 10 * 1024,
  /** Frames above this are cut off by ws itself (close 1009) before we buffer them. */
  clientFrameHardBytes: 64 * 1024,
  /** A batch of 10 full events plus channel lists fits comfortably. */
  restBodyBytes: 256 * 1024,
  restTimestampSkewSeconds: 600,
  /** A client this far behind on reads is dropped rather than buffered without bound. */
  socketBufferedBytes: 1024 * 1024,
} as const;

/**
 * Codes sent in `pusher:error` frames and as WebSocket close codes. 4000–4299 follow
 * Pusher's table (pusher-js maps close codes in that range to refuse/backoff/retry).
 * 4400+ are our own codes for rejected client messages; they never close the socket.
 */
export const ERROR_CODES = {
  appKeyUnknown: 4001,
  invalidVersion: 4006,
  unsupportedProtocol: 4007,
  noProtocolVersion: 4008,
  unauthorized: 4009,
  overCapacity: 4100,
  serverShuttingDown: 4200,
  pongNotReceived: 4201,
  clientEventsDisabled: 4301,
  malformedMessage: 4400,
  messageTooLarge: 4401,
  unknownEvent: 4402,
  invalidChannel: 4403,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Thrown when an event or channel list breaks a protocol limit. */
export class RealtimeLimitError extends Error {
  constructor(
    message: string,
    readonly reason: "invalid-channel" | "invalid-event" | "too-many-channels" | "too-many-events" | "data-too-large",
  ) {
    super(message);
    this.name = "RealtimeLimitError";
  }
}

/** Pusher event data travels as a string; objects are JSON-encoded once. */
export function serializeEventData(data: unknown): string {
  if (typeof data === "string") return data;
  // JSON.stringify(undefined) is undefined (its type says string); Pusher still needs a string.
  const json = JSON.stringify(data) as string | undefined;
  return json ?? "null";
}

export function encodeFrame(event: string, data: unknown, channel?: string): string {
  const frame: { event: string; channel?: string; data: unknown } = { event, data };
  if (channel !== undefined) frame.channel = channel;
  return JSON.stringify(frame);
}

export function errorFrame(code: ErrorCode, message: string): string {
  return encodeFrame("pusher:error", { code, message });
}
