import { describe, expect, it } from "vitest";
import { createRoundTrips } from "@/lib/server/device-round-trips";
import { ECHO_MAX_AGE_MS, issueEcho, roundTripOf } from "@/lib/server/press-echo";
import { acceptedPressStamp, PRESS_SLACK_MS, withAcceptedPressStamp, withoutPressStamp } from "@/lib/server/press-stamps";

/**
 * [FAIR-CLAMP] The press stamp the server stores for a press-stamped command: never after the
 * arrival, never earlier than the device's measured round trip (plus the slack) or the game's
 * `maxLeadMs` before it, and the arrival itself when nothing was measured or the stamp is no number.
 */
const now = 1_800_000_000_000;
const maxLeadMs = 800;

describe("[FAIR-CLAMP] the accepted press stamp", () => {
  it("[FAIR-CLAMP-1] a stamp within the device's measured bound is kept as claimed", () => {
    expect(acceptedPressStamp(now - 40, now, 60, maxLeadMs)).toBe(now - 40);
    expect(acceptedPressStamp(now - 60 - PRESS_SLACK_MS, now, 60, maxLeadMs)).toBe(now - 60 - PRESS_SLACK_MS);
  });

  it("[FAIR-CLAMP-2] never later than the arrival (a phone whose clock runs ahead)", () => {
    expect(acceptedPressStamp(now + 500, now, 60, maxLeadMs)).toBe(now);
  });

  it("[FAIR-CLAMP-3] never earlier than the shortest measured round trip plus the slack", () => {
    expect(acceptedPressStamp(now - 5_000, now, 60, maxLeadMs)).toBe(now - 60 - PRESS_SLACK_MS);
    expect(acceptedPressStamp(now - 61 - PRESS_SLACK_MS, now, 60, maxLeadMs)).toBe(now - 60 - PRESS_SLACK_MS);
  });

  it("[FAIR-CLAMP-4] never earlier than the game's maxLeadMs, whatever the device measured", () => {
    expect(acceptedPressStamp(now - 5_000, now, 3_000, maxLeadMs)).toBe(now - maxLeadMs);
    expect(acceptedPressStamp(now - 5_000, now, 3_000, 0)).toBe(now);
  });

  it("[FAIR-CLAMP-5] with no measurement for the device, the arrival itself", () => {
    expect(acceptedPressStamp(now - 10, now, null, maxLeadMs)).toBe(now);
  });

  it("[FAIR-CLAMP-6] a missing or non-number stamp is the arrival", () => {
    for (const claimed of [undefined, null, "1800000000000", Number.NaN, Number.POSITIVE_INFINITY, -Infinity, {}, [now - 10]])
      expect(acceptedPressStamp(claimed, now, 60, maxLeadMs), JSON.stringify(claimed)).toBe(now);
  });

  it("[FAIR-CLAMP-7] only the game's press-stamped commands are stamped, at a table too; others are left as sent", () => {
    const stamps = { commands: ["shout"], maxLeadMs };
    expect(withAcceptedPressStamp({ type: "shout", pressedAt: now - 5_000 }, stamps, 60, now)).toEqual({
      type: "shout",
      pressedAt: now - 60 - PRESS_SLACK_MS,
    });
    expect(withAcceptedPressStamp({ type: "shout" }, stamps, 60, now)).toEqual({ type: "shout", pressedAt: now });
    expect(withAcceptedPressStamp({ type: "play", pressedAt: 1 }, stamps, 60, now)).toEqual({ type: "play", pressedAt: 1 });
    expect(withAcceptedPressStamp({ type: "shout", pressedAt: 1 }, undefined, 60, now)).toEqual({ type: "shout", pressedAt: 1 });
    expect(withAcceptedPressStamp({ type: "atTable", table: "T1", command: { type: "shout", pressedAt: 1 } }, stamps, null, now)).toEqual({
      type: "atTable",
      table: "T1",
      command: { type: "shout", pressedAt: now },
    });
    expect(withoutPressStamp({ type: "shout", pressedAt: now, group: 2 }, stamps)).toEqual({ type: "shout", group: 2 });
  });
});

describe("[FAIR-ECHO] the clock route's signed echo", () => {
  const ada = { gameId: "g1", playerId: "ada" };
  it("[FAIR-ECHO-1] measures its own device's round trip from the server's clock", () => {
    expect(roundTripOf(issueEcho(ada, now), ada, now + 42)).toBe(42);
  });
  it("[FAIR-ECHO-2] another device's, another game's, a forged, a stale or a future echo measures nothing", () => {
    const echo = issueEcho(ada, now);
    expect(roundTripOf(echo, { gameId: "g1", playerId: "bo" }, now + 42)).toBeNull();
    expect(roundTripOf(echo, { gameId: "g2", playerId: "ada" }, now + 42)).toBeNull();
    const [issued, mac] = echo.split(".");
    expect(roundTripOf(`${(now - 500).toString(36)}.${mac}`, ada, now + 42)).toBeNull();
    expect(roundTripOf(`${issued}.${"A".repeat(22)}`, ada, now + 42)).toBeNull();
    expect(roundTripOf(echo, ada, now + ECHO_MAX_AGE_MS + 1)).toBeNull();
    expect(roundTripOf(echo, ada, now - 1)).toBeNull();
    for (const junk of [undefined, 42, "", "x.y", `${echo}x`, { echo }]) expect(roundTripOf(junk, ada, now + 42)).toBeNull();
  });
});

describe("[FAIR-RTT] the measured round trips kept per device", () => {
  const limits = { samplesPerDevice: 3, recentMs: 1_000, idleMs: 5_000, maxDevices: 2 };
  it("[FAIR-RTT-1] the shortest recent sample counts; older ones are left out", () => {
    const trips = createRoundTrips(limits);
    trips.record("a", 80, 0);
    trips.record("a", 30, 100);
    trips.record("a", 50, 900);
    expect(trips.shortest("a", 1_000)).toBe(30);
    expect(trips.shortest("a", 1_200)).toBe(50);
    expect(trips.shortest("a", 2_000)).toBeNull();
    expect(trips.shortest("nobody", 0)).toBeNull();
  });
  it("[FAIR-RTT-2] memory stays bounded: a few samples a device, idle devices forgotten, the least recently measured first", () => {
    const trips = createRoundTrips(limits);
    for (let i = 0; i < 10; i++) trips.record("a", 10 + i, i);
    expect(trips.shortest("a", 10)).toBe(17);
    trips.record("b", 20, 10);
    trips.record("a", 40, 11);
    trips.record("c", 20, 12);
    expect(trips.size()).toBe(2);
    expect(trips.shortest("b", 12)).toBeNull();
    expect(trips.shortest("a", 12)).toBe(18);
    trips.record("d", 20, 6_000);
    expect(trips.size()).toBe(1);
  });
});
