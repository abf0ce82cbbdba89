import { describe, expect, it } from "vitest";
import { encodeClusterMessage, parseClusterMessage, type ClusterMessage } from "@/lib/server/realtime/cluster-message";
import { LIMITS } from "@/lib/server/realtime/protocol";

const valid: ClusterMessage[] = [
  {
    type: "events",
    from: "host:12:ab",
    events: [
      { channels: ["game-1", "private-game-1-moderator"], event: "view", data: '{"version":3}' },
      { channels: ["private-game-1-team-t1"], event: "view", data: "{}", excludeSocketId: "123.456" },
    ],
  },
  { type: "retire", from: "host:12:ab", channels: ["private-game-1-team-t2"] },
  { type: "member-added", from: "b", channel: "presence-game-1", userId: "p1", info: { name: "Ana" }, excludeSocketId: "1.2" },
  { type: "member-added", from: "b", channel: "presence-game-1", userId: "moderator", info: null },
  { type: "member-removed", from: "b", channel: "presence-game-1", userId: "p1" },
];

function reasonFor(message: unknown): string {
  const parsed = parseClusterMessage(typeof message === "string" ? message : JSON.stringify(message));
  if (parsed.type === "valid") throw new Error(`accepted: ${JSON.stringify(parsed.message)}`);
  return parsed.reason;
}

describe("[FANOUT-MSG] what servers tell each other through Redis, checked on receipt", () => {
  it("[FANOUT-MSG-1] every message a server sends reads back as the same message", () => {
    for (const message of valid) {
      expect(parseClusterMessage(encodeClusterMessage(message))).toEqual({ type: "valid", message });
    }
  });

  it("[FANOUT-MSG-2] text that is not a JSON object is invalid, with the reason", () => {
    expect(reasonFor("{not json")).toBe("not JSON");
    expect(reasonFor("[1,2]")).toBe("message must be an object");
    expect(reasonFor("null")).toBe("message must be an object");
    expect(reasonFor('"events"')).toBe("message must be an object");
  });

  it("[FANOUT-MSG-3] an unknown or missing type is invalid", () => {
    expect(reasonFor({ type: "shutdown", from: "a" })).toBe('unknown type "shutdown"');
    expect(reasonFor({ from: "a", events: [] })).toBe("unknown type undefined");
  });

  it("[FANOUT-MSG-4] events: names, data and sizes obey the relay's own limits", () => {
    const event = valid[0]!.type === "events" ? valid[0]!.events[0]! : null;
    const withEvent = (change: Record<string, unknown>) => ({ type: "events", from: "a", events: [{ ...event, ...change }] });
    expect(reasonFor({ type: "events", from: "a", events: [] })).toBe("events must be a non-empty array");
    expect(reasonFor(withEvent({ channels: ["bad channel!"] }))).toMatch(/^events\[0\]\.channels\[0\]: Channel name may only contain/);
    expect(reasonFor(withEvent({ channels: "game-1" }))).toBe("events[0].channels must be an array");
    expect(reasonFor(withEvent({ channels: [] }))).toBe("events[0]: At least one channel is required");
    expect(reasonFor(withEvent({ event: "" }))).toBe("events[0].event must be a non-empty string");
    expect(reasonFor(withEvent({ data: { version: 3 } }))).toBe("events[0].data must be a string");
    expect(reasonFor(withEvent({ data: "x".repeat(LIMITS.eventDataBytes + 1) }))).toMatch(/^events\[0\]: Event data is 10241 bytes/);
    expect(reasonFor(withEvent({ excludeSocketId: "me" }))).toBe("excludeSocketId is not a socket id");
    expect(reasonFor({ ...withEvent({}), from: "" })).toBe("from must be a non-empty string");
    expect(reasonFor({ ...withEvent({}), from: 7 })).toBe("from must be a non-empty string");
  });

  it("[FANOUT-MSG-5] presence messages name a presence channel and a user id within Pusher's limits", () => {
    const added = { type: "member-added", from: "a", channel: "presence-game-1", userId: "p1", info: {} };
    expect(reasonFor({ ...added, channel: "private-game-1-moderator" })).toBe("channel must be a presence channel");
    expect(reasonFor({ ...added, userId: "" })).toBe("userId must be a non-empty string");
    expect(reasonFor({ ...added, userId: "u".repeat(LIMITS.presenceUserIdChars + 1) })).toBe("userId is longer than 128 characters");
    const { info: _dropped, ...withoutInfo } = added;
    expect(reasonFor(withoutInfo)).toBe("info is missing");
    expect(reasonFor({ ...added, info: { bio: "b".repeat(LIMITS.presenceUserInfoBytes) } })).toBe("info is larger than 1024 bytes");
    expect(reasonFor({ type: "member-removed", from: "a", channel: "game-1", userId: "p1" })).toBe("channel must be a presence channel");
    expect(reasonFor({ type: "retire", from: "a", channels: [] })).toBe("channels must be a non-empty array");
  });

  it("[FANOUT-MSG-6] nothing thrown for any input, however odd", () => {
    const odd = [
      "",
      "0",
      "true",
      "{}",
      '{"type":null}',
      '{"type":"events","events":[null]}',
      '{"type":"events","from":"a","events":[7]}',
      "\u0000",
    ];
    for (const text of odd) expect(parseClusterMessage(text).type).toBe("invalid");
    expect(parseClusterMessage(" ".repeat(4 * 1024 * 1024 + 1))).toEqual({ type: "invalid", reason: "larger than 4194304 bytes" });
  });
});
