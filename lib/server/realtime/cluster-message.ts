// What the servers of one deployment tell each other through Redis, and the check every server
// makes on what it hears: a message that is not exactly one of these is dropped, never acted on.
import { LIMITS, RealtimeLimitError } from "./protocol";
import { channelKind, channelNameProblem, isSocketId, prepareServerEvent, utf8Bytes } from "./validation";

/** One event as the relay delivers it: its data already serialized, as it travels in frames. */
export interface SharedEvent {
  channels: string[];
  event: string;
  data: string;
  excludeSocketId?: string;
}

export type ClusterMessage =
  /** Events a server delivered to its own sockets, for the others' sockets, in that server's order. */
  | { type: "events"; from: string; events: SharedEvent[] }
  /** Channels whose every subscriber, on every server, is dropped. */
  | { type: "retire"; from: string; channels: string[] }
  /** A user who was on no server's socket of a presence channel is now on one. */
  | { type: "member-added"; from: string; channel: string; userId: string; info: unknown; excludeSocketId?: string }
  /** A presence channel's user whose last socket on any server left (or whose server died). */
  | { type: "member-removed"; from: string; channel: string; userId: string };

export type ParsedClusterMessage = { type: "valid"; message: ClusterMessage } | { type: "invalid"; reason: string };

/** Far above anything a server sends (a batch of views for 30 tables is about 300 KB); a bound all the same. */
export const MAX_CLUSTER_MESSAGE_BYTES = 4 * 1024 * 1024;
const MAX_SERVER_ID_CHARS = 200;

class Invalid extends Error {}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Invalid(`${what} must be an object`);
  return value as Record<string, unknown>;
}

function text(value: unknown, what: string): string {
  if (typeof value !== "string" || value.length === 0) throw new Invalid(`${what} must be a non-empty string`);
  return value;
}

function channelName(value: unknown, what: string): string {
  const problem = channelNameProblem(value);
  if (problem) throw new Invalid(`${what}: ${problem}`);
  return value as string;
}

function presenceChannel(value: unknown): string {
  const channel = channelName(value, "channel");
  if (channelKind(channel) !== "presence") throw new Invalid("channel must be a presence channel");
  return channel;
}

function userId(value: unknown): string {
  const id = text(value, "userId");
  if (id.length > LIMITS.presenceUserIdChars) throw new Invalid(`userId is longer than ${LIMITS.presenceUserIdChars} characters`);
  return id;
}

function optionalSocketId(value: unknown): { excludeSocketId?: string } {
  if (value === undefined) return {};
  if (!isSocketId(value)) throw new Invalid("excludeSocketId is not a socket id");
  return { excludeSocketId: value };
}

function sender(value: unknown): string {
  const from = text(value, "from");
  if (from.length > MAX_SERVER_ID_CHARS) throw new Invalid("from is too long for a server id");
  return from;
}

function sharedEvent(value: unknown, index: number): SharedEvent {
  const item = record(value, `events[${index}]`);
  if (!Array.isArray(item.channels)) throw new Invalid(`events[${index}].channels must be an array`);
  const channels = item.channels.map((channel, i) => channelName(channel, `events[${index}].channels[${i}]`));
  const event = text(item.event, `events[${index}].event`);
  if (typeof item.data !== "string") throw new Invalid(`events[${index}].data must be a string`);
  try {
    // The same limits as an event published here: a peer never sends more than its own relay allows.
    prepareServerEvent(channels, event, item.data);
  } catch (error) {
    if (error instanceof RealtimeLimitError) throw new Invalid(`events[${index}]: ${error.message}`);
    throw error;
  }
  return { channels, event, data: item.data, ...optionalSocketId(item.excludeSocketId) };
}

function checked(value: Record<string, unknown>): ClusterMessage {
  const type = value.type;
  switch (type) {
    case "events": {
      if (!Array.isArray(value.events) || value.events.length === 0) throw new Invalid("events must be a non-empty array");
      return { type, from: sender(value.from), events: value.events.map(sharedEvent) };
    }
    case "retire": {
      if (!Array.isArray(value.channels) || value.channels.length === 0) throw new Invalid("channels must be a non-empty array");
      return { type, from: sender(value.from), channels: value.channels.map((channel, i) => channelName(channel, `channels[${i}]`)) };
    }
    case "member-added": {
      if (!("info" in value)) throw new Invalid("info is missing");
      if (utf8Bytes(JSON.stringify(value.info)) > LIMITS.presenceUserInfoBytes) {
        throw new Invalid(`info is larger than ${LIMITS.presenceUserInfoBytes} bytes`);
      }
      return {
        type,
        from: sender(value.from),
        channel: presenceChannel(value.channel),
        userId: userId(value.userId),
        info: value.info,
        ...optionalSocketId(value.excludeSocketId),
      };
    }
    case "member-removed":
      return { type, from: sender(value.from), channel: presenceChannel(value.channel), userId: userId(value.userId) };
    default:
      throw new Invalid(`unknown type ${JSON.stringify(type)}`);
  }
}

/** Never throws: what is not a message this version sends comes back as `invalid` with the reason. */
export function parseClusterMessage(raw: string): ParsedClusterMessage {
  if (Buffer.byteLength(raw) > MAX_CLUSTER_MESSAGE_BYTES)
    return { type: "invalid", reason: `larger than ${MAX_CLUSTER_MESSAGE_BYTES} bytes` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { type: "invalid", reason: "not JSON" };
  }
  try {
    return { type: "valid", message: checked(record(parsed, "message")) };
  } catch (error) {
    if (error instanceof Invalid) return { type: "invalid", reason: error.message };
    throw error;
  }
}

export function encodeClusterMessage(message: ClusterMessage): string {
  return JSON.stringify(message);
}
