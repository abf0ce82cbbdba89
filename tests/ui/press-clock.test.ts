import { describe, expect, it } from "vitest";
import { bestSample, measureRound, PINGS_PER_ROUND, serverNowFrom, type ClockPing } from "@/lib/client/press-clock";

/**
 * [PRESS-CLOCK] The phone's press clock (lib/client/press-clock.ts) in a scripted network: the
 * server's clock runs 5 s ahead of the phone's, and each ping's way there and back is given, so the
 * offset it should find is known. (On the real server with a delaying proxy: [FAIR-PRESS-*].)
 */
function scripted(delays: [number, number][], serverAheadMs = 5_000) {
  let phoneNow = 1_000_000;
  const sentEchoes: (string | undefined)[] = [];
  let n = 0;
  const clocks = { elapsed: () => phoneNow, wall: () => phoneNow };
  const ping: ClockPing = async (body) => {
    sentEchoes.push(body.echo);
    const [there, back] = delays[n] ?? [10, 10];
    n++;
    phoneNow += there;
    const serverTime = phoneNow + serverAheadMs;
    phoneNow += back;
    return Promise.resolve({ serverTime, echo: `echo-${n}` });
  };
  return { ping, clocks, sentEchoes };
}

describe("[PRESS-CLOCK] the phone's press clock", () => {
  it("[PRESS-CLOCK-1] trusts the ping with the shortest round trip, and sends each echo back with the next ping", async () => {
    // Lopsided delays bias a ping's offset by half the difference; the shortest round trip here is even.
    const { ping, clocks, sentEchoes } = scripted([
      [200, 20],
      [15, 15],
      [90, 10],
      [40, 40],
      [300, 300],
    ]);
    const sample = await measureRound(ping, clocks);
    expect(sample).toEqual({ offsetMs: 5_000, rttMs: 30 });
    expect(sentEchoes).toEqual([undefined, "echo-1", "echo-2", "echo-3", "echo-4"]);
    expect(sentEchoes).toHaveLength(PINGS_PER_ROUND);
    expect(serverNowFrom(sample, () => 2_000)).toBe(7_000);
  });

  it("[PRESS-CLOCK-2] stops at a ping that gets no answer and keeps what it measured; none: its own clock", async () => {
    let calls = 0;
    const failing: ClockPing = () => Promise.resolve(++calls === 2 ? null : { serverTime: 5_000 + calls, echo: "" });
    const clocks = { elapsed: () => 0, wall: () => 0 };
    expect(await measureRound(failing, clocks)).toEqual({ offsetMs: 5_001, rttMs: 0 });
    expect(calls).toBe(2);
    const throwing: ClockPing = () => Promise.reject(new Error("offline"));
    expect(await measureRound(throwing, clocks)).toBeNull();
    expect(serverNowFrom(null, () => 1234)).toBe(1234);
    expect(bestSample([])).toBeNull();
  });
});
