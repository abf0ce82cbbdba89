/**
 * Per device (a player of a game), the round trips the server measured with the clock route's
 * echoes: how early a press stamp from that device can be believed. In memory on purpose, like the
 * rate limits: one classroom server, and a restart only means each phone's next round of pings
 * (every 30 s) measures again; until then its presses are judged by their arrival.
 *
 * Bounded: a few recent samples per device, idle devices forgotten, and at most `maxDevices` kept
 * (the least recently measured go first).
 */
export interface RoundTrips {
  record(device: string, roundTripMs: number, now: number): void;
  /** The shortest round trip measured in the last `recentMs`, or null when there is none. */
  shortest(device: string, now: number): number | null;
  size(): number;
}

export interface RoundTripLimits {
  /** Samples kept per device: a phone sends up to 4 measured pings every 30 s. */
  samplesPerDevice: number;
  /** Older samples no longer speak for the device (its Wi-Fi may have changed). */
  recentMs: number;
  /** Devices not measured for this long are forgotten. */
  idleMs: number;
  maxDevices: number;
}

export const ROUND_TRIP_LIMITS: RoundTripLimits = { samplesPerDevice: 12, recentMs: 90_000, idleMs: 10 * 60_000, maxDevices: 20_000 };

interface Samples {
  /** Oldest first. */
  list: { roundTripMs: number; at: number }[];
  lastAt: number;
}

export function createRoundTrips(limits: RoundTripLimits = ROUND_TRIP_LIMITS): RoundTrips {
  // Map keeps insertion order, and a device is re-inserted at each sample: the first is the least recently measured.
  const devices = new Map<string, Samples>();
  const forgetIdle = (now: number) => {
    for (const [device, samples] of devices) {
      if (devices.size <= limits.maxDevices && samples.lastAt >= now - limits.idleMs) break;
      devices.delete(device);
    }
  };
  return {
    record(device, roundTripMs, now) {
      const samples = devices.get(device) ?? { list: [], lastAt: now };
      devices.delete(device);
      samples.list.push({ roundTripMs, at: now });
      if (samples.list.length > limits.samplesPerDevice) samples.list.shift();
      samples.lastAt = now;
      devices.set(device, samples);
      forgetIdle(now);
    },
    shortest(device, now) {
      let best: number | null = null;
      for (const sample of devices.get(device)?.list ?? []) {
        if (sample.at < now - limits.recentMs) continue;
        if (best === null || sample.roundTripMs < best) best = sample.roundTripMs;
      }
      return best;
    },
    size: () => devices.size,
  };
}

/** The server's one store, in a global slot: the clock route and the command path may be loaded as separate copies of this module. */
const SLOT = Symbol.for("clue-spin.device-round-trips");
type Holder = typeof globalThis & { [SLOT]?: RoundTrips };

export function deviceRoundTrips(): RoundTrips {
  const holder = globalThis as Holder;
  holder[SLOT] ??= createRoundTrips();
  return holder[SLOT];
}

export const deviceKey = (gameId: string, playerId: string) => `${gameId}:${playerId}`;
