import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { BorderZapState } from "@/lib/games/border-zap";
import { decodeRoom } from "@/lib/session/snapshot";
import type { SessionActor, SessionState } from "@/lib/session/state";
import { Room, tableRoomSetup } from "@/tests/support/table-room";
import type { StoredFixture } from "@/tests/support/stored-room";

/**
 * [BZ-3.5] Through the session, as the server plays a room: a Border Zap room stored in the middle
 * of Step 1 by the code before the look (tests/fixtures/stored/snapshot4-rules4-mid-step-1.border-zap.json,
 * one team's first trade picked) goes on by its own rules, while a room created now waits for the look.
 */
const FIXTURE = JSON.parse(
  readFileSync(new URL("../../fixtures/stored/snapshot4-rules4-mid-step-1.border-zap.json", import.meta.url), "utf8"),
) as StoredFixture;

const engineOf = (state: SessionState): BorderZapState => state.tables[0]?.engine as BorderZapState;
const battleOf = (state: SessionState) => engineOf(state).phase.battle;

/** A phone of the team, as the session knows its seats. */
const phoneOf = (state: SessionState, teamId: string): SessionActor => {
  const seat = state.seats.find((candidate) => candidate.teamId === teamId);
  if (!seat) throw new Error(`nobody on ${teamId}`);
  return { role: "player", playerId: seat.id };
};

/** The team at the table that has not picked its first trade yet, and one card of its hand. */
function teamStillPicking(state: SessionState): { teamId: string; card: string } {
  const battle = battleOf(state);
  if (battle.step.type !== "trading") throw new Error(battle.step.type);
  const side = battle.step.picks[0] === null ? 0 : 1;
  return { teamId: engineOf(state).teams[side].id, card: battle.hands[side][0] as string };
}

describe("[BZ-3] Step 1 in stored and new rooms", () => {
  it("[BZ-3.5] a room stored mid-Step 1 before the look deals Step 2 with the second trade pick; a room created now waits for both teams to look", async () => {
    const { setup, state } = decodeRoom(FIXTURE.setup, FIXTURE.snapshot, "mid-step-1 fixture");
    expect(setup.gameSetup).toEqual({ targetPoints: 15 });
    expect(battleOf(state).step).toMatchObject({ type: "trading", round: 1 });
    const stored = new Room(setup);
    stored.state = state;
    const last = teamStillPicking(state);
    stored.do(phoneOf(state, last.teamId), { type: "trade", card: last.card });
    expect(battleOf(stored.state).step).toEqual({ type: "trading", round: 2, picks: [null, null] });
    expect(battleOf(stored.state).setAside.map((cards) => cards.length)).toEqual([3, 3]);

    const fresh = new Room(await tableRoomSetup({ game: "border-zap" }, FIXTURE.log.length));
    expect(fresh.setup.gameSetup).toEqual({ targetPoints: 15, rulesVersion: 2 });
    fresh.join(4);
    fresh.do({ role: "moderator" }, { type: "seatTables" });
    fresh.do({ role: "moderator" }, { type: "startGame" });
    for (let pick = 0; pick < 2; pick++) {
      const next = teamStillPicking(fresh.state);
      fresh.do(phoneOf(fresh.state, next.teamId), { type: "trade", card: next.card });
    }
    expect(battleOf(fresh.state).step.type).toBe("looking");
    const [first, second] = engineOf(fresh.state).teams;
    fresh.do(phoneOf(fresh.state, first.id), { type: "setAside" });
    expect(battleOf(fresh.state).step.type).toBe("looking");
    expect(fresh.try(phoneOf(fresh.state, first.id), { type: "setAside" })?.message).toBe(
      `Your 3 cards already lie face-down; wait for ${second.name} to finish looking at theirs.`,
    );
    fresh.do(phoneOf(fresh.state, second.id), { type: "setAside" });
    expect(battleOf(fresh.state).step).toEqual({ type: "trading", round: 2, picks: [null, null] });
  });
});
