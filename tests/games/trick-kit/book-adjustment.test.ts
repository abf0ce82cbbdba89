import { describe, expect, it } from "vitest";
import { bookAdjustment, type LedgerEntry } from "@/lib/games/trick-kit/score-rules";
import type { Pair, TableTeam } from "@/lib/games/trick-kit/teams";

/** [C3-2.5] The moderator's correction as every Combo 3 engine books it (their own tests play it through each game). */
describe("[C3-2.5] a moderator's correction, booked", () => {
  const table = () => ({
    teams: [
      { id: "t1", name: "Eagles", players: 2 },
      { id: "t2", name: "Owls", players: 2 },
    ] as Pair<TableTeam>,
    adjustments: [{ side: 1, amount: 10, reason: "won", kind: "game" }] as LedgerEntry[],
  });
  const points = (state: ReturnType<typeof table>): Pair<number> => [
    state.adjustments.filter((entry) => entry.side === 0).reduce((sum, entry) => sum + entry.amount, 0),
    state.adjustments.filter((entry) => entry.side === 1).reduce((sum, entry) => sum + entry.amount, 0),
  ];

  it("[C3-2.5] is written in the ledger on the team's side, and its event tells the new total", () => {
    const state = table();
    const event = bookAdjustment(state, { teamId: "t2", amount: -3, reason: "Peeked at a card" }, points);
    expect(state.adjustments.at(-1)).toEqual({ side: 1, amount: -3, reason: "Peeked at a card", kind: "adjustment" });
    expect(event).toEqual({ type: "scoreAdjusted", teamId: "t2", amount: -3, reason: "Peeked at a card", total: 7 });
    const first = bookAdjustment(state, { teamId: "t1", amount: 2, reason: "Good sportsmanship" }, points);
    expect(first.total).toBe(2);
    expect(points(state)).toEqual([2, 7]);
  });

  it("[C3-2.5] a team not at this table is a mistake of the caller (each engine refuses it first), and books nothing", () => {
    const state = table();
    expect(() => bookAdjustment(state, { teamId: "ghost", amount: 1, reason: "?" }, points)).toThrow(/ghost/);
    expect(state.adjustments).toHaveLength(1);
  });
});
