import type { Pair, Side } from "../trick-kit/teams";

/**
 * Fair shouts (a ruling shared by Combo 3's races and Chummy Challenge's buzzer): shouts are ordered
 * by when they were pressed, not by when they reached the server.
 *
 * Each phone measures its clock's offset to the server (a few pings, as NTP does) and stamps a press
 * in server time (`pressedAt`). The platform accepts a stamp only within what it can check for that
 * device (no later than the command's arrival, no earlier than the arrival less the device's
 * measured round trip, and never more than `MAX_PRESS_LEAD_MS` before it) and stores the stamp it
 * accepted with the command, so a replay judges the same. The engine clamps again, so a command
 * without a platform (a test, a replay of an old build) is judged by the same bounds.
 *
 * Because a press made earlier may arrive later, the first shout to arrive opens a short judging
 * window (`SHOUT_WINDOW_MS`): shouts arriving inside it are ordered by press time; presses closer
 * than `SAME_TIME_MARGIN_MS` are "at the same time".
 */
export const MAX_PRESS_LEAD_MS = 800;
export const SHOUT_WINDOW_MS = MAX_PRESS_LEAD_MS + 200;
export const SAME_TIME_MARGIN_MS = 100;

/** A press as the engine keeps it. */
export interface Press {
  side: Side;
  /** Server-clock ms the press was made, as accepted. */
  pressedAt: number;
  /** Server-clock ms the command arrived (the `now` it was applied at). */
  receivedAt: number;
}

/** The press time the engine judges by: the stamp, kept within the bound of the arrival time. */
export function acceptedPressTime(claimed: number | undefined, receivedAt: number): number {
  if (claimed === undefined || !Number.isFinite(claimed)) return receivedAt;
  return Math.min(receivedAt, Math.max(receivedAt - MAX_PRESS_LEAD_MS, claimed));
}

/** When a judging window opened by a first shout arriving at `firstReceivedAt` closes. */
export function shoutWindowCloses(firstReceivedAt: number): number {
  return firstReceivedAt + SHOUT_WINDOW_MS;
}

export type ShoutOrder =
  /** One team pressed first by more than the margin (`gapMs` null: the other team did not press in the window). */
  | { kind: "first"; side: Side; gapMs: number | null }
  /** Both pressed within the margin of each other. */
  | { kind: "same-time"; gapMs: number };

/** The order of the presses received in a judging window (one press per team; at least one). */
export function orderShouts(presses: readonly Press[]): ShoutOrder {
  const bySide: Pair<Press | undefined> = [presses.find((p) => p.side === 0), presses.find((p) => p.side === 1)];
  const [a, b] = bySide;
  if (!a || !b) {
    const only = a ?? b;
    if (!only) throw new Error("orderShouts needs at least one press");
    return { kind: "first", side: only.side, gapMs: null };
  }
  const gapMs = Math.abs(a.pressedAt - b.pressedAt);
  if (gapMs < SAME_TIME_MARGIN_MS) return { kind: "same-time", gapMs };
  return { kind: "first", side: a.pressedAt < b.pressedAt ? 0 : 1, gapMs };
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** For the board after each race: "Team Red 0.21 s before Team Blue", with the margin when it was a tie. */
export function describeShoutOrder(order: ShoutOrder, names: Pair<string>): string {
  if (order.kind === "same-time") {
    return `${names[0]} and ${names[1]} at the same time (${seconds(order.gapMs)} apart; closer than ${seconds(SAME_TIME_MARGIN_MS)} counts as the same time)`;
  }
  const first = names[order.side];
  const second = names[order.side === 0 ? 1 : 0];
  if (order.gapMs === null) return `${first} first; ${second} did not shout within ${seconds(SHOUT_WINDOW_MS)}`;
  return `${first} ${seconds(order.gapMs)} before ${second}`;
}
