// Pure checks on names and payloads, shared by the socket side, the REST side and publishers.
import { LIMITS, RealtimeLimitError, serializeEventData } from "./protocol";

export type ChannelKind = "public" | "private" | "presence" | "encrypted";

const CHANNEL_NAME_PATTERN = /^[A-Za-z0-9_\-=@,.;]+$/;
const SOCKET_ID_PATTERN = /^\d+\.\d+$/;

export function channelKind(channel: string): ChannelKind {
  if (channel.startsWith("private-encrypted-")) return "encrypted";
  if (channel.startsWith("private-")) return "private";
  if (channel.startsWith("presence-")) return "presence";
  return "public";
}

/** Returns why the name is not a valid Pusher channel name, or null when it is. */
export function channelNameProblem(channel: unknown): string | null {
  if (typeof channel !== "string" || channel.length === 0) return "Channel name must be a non-empty string";
  if (channel.length > LIMITS.channelNameChars) {
    return `Channel name longer than ${LIMITS.channelNameChars} characters`;
  }
  if (!CHANNEL_NAME_PATTERN.test(channel)) {
    return "Channel name may only contain A-Z a-z 0-9 _ - = @ , . ;";
  }
  return null;
}

function eventNameProblem(event: unknown): string | null {
  if (typeof event !== "string" || event.length === 0) return "Event name must be a non-empty string";
  if (event.length > LIMITS.eventNameChars) return `Event name longer than ${LIMITS.eventNameChars} characters`;
  return null;
}

export function isSocketId(value: unknown): value is string {
  return typeof value === "string" && SOCKET_ID_PATTERN.test(value);
}

export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

/**
 * Validates one server event (any number of channels) and returns its serialized data.
 * Throws RealtimeLimitError so callers on every path (in-process, REST, SDK) refuse alike.
 */
export function prepareServerEvent(channels: readonly string[], event: string, data: unknown): string {
  if (channels.length === 0) throw new RealtimeLimitError("At least one channel is required", "invalid-channel");
  if (channels.length > LIMITS.channelsPerTrigger) {
    throw new RealtimeLimitError(`At most ${LIMITS.channelsPerTrigger} channels per event, got ${channels.length}`, "too-many-channels");
  }
  for (const channel of channels) {
    const problem = channelNameProblem(channel);
    if (problem) throw new RealtimeLimitError(`${problem}: ${JSON.stringify(channel)}`, "invalid-channel");
  }
  const eventProblem = eventNameProblem(event);
  if (eventProblem) throw new RealtimeLimitError(eventProblem, "invalid-event");
  const serialized = serializeEventData(data);
  const bytes = utf8Bytes(serialized);
  if (bytes > LIMITS.eventDataBytes) {
    throw new RealtimeLimitError(`Event data is ${bytes} bytes; the limit is ${LIMITS.eventDataBytes}`, "data-too-large");
  }
  return serialized;
}
