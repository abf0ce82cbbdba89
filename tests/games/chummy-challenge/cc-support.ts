import { chummyChallenge, type ChummyEvent, type ChummyState } from "@/lib/games/chummy-challenge";
import { questionWords } from "@/lib/games/chummy-challenge/engine";
import type { GameActor, Seating } from "@/lib/games/module";
import type { Side } from "@/lib/games/trick-kit/teams";
import { MODERATOR, Table } from "../support";

/** Red has three members, Blue two, so the GeoPlunger rules (CC-3, Ruling CC-R1) have something to check. */
export const CC_SEATING: Seating = {
  teams: [
    {
      id: "red",
      name: "Red",
      players: 3,
      members: [
        { id: "r1", name: "Ana" },
        { id: "r2", name: "Ben" },
        { id: "r3", name: "Cai" },
      ],
    },
    {
      id: "blue",
      name: "Blue",
      players: 2,
      members: [
        { id: "b1", name: "Dee" },
        { id: "b2", name: "Eli" },
      ],
    },
  ],
};

export type ChummyTable = Table<ChummyState, ChummyEvent>;

export const member = (side: Side, playerId: string): GameActor => ({ role: "team", teamId: side === 0 ? "red" : "blue", playerId });

export function chummyTable(setup: Record<string, unknown> = {}, seed = 1, seating: Seating = CC_SEATING): ChummyTable {
  return Table.start<ChummyState, ChummyEvent>(chummyChallenge, setup, seed, seating);
}

/** Both teams answer the count. */
export function counted(plunging: [boolean, boolean] = [false, false], seed = 1): ChummyTable {
  const table = chummyTable({}, seed);
  table.run(member(0, "r1"), { type: plunging[0] ? "standUp" : "staySeated" });
  table.run(member(1, "b1"), { type: plunging[1] ? "standUp" : "staySeated" });
  return table;
}

/** Names the two GeoPlungers; the question is drawn. */
export function name(table: ChummyTable, red: string, blue: string): void {
  table.run(member(0, red), { type: "nameGeoPlunger", playerId: red });
  table.run(member(1, blue), { type: "nameGeoPlunger", playerId: blue });
}

/** Puts a chosen question in play (the draw is seeded; the examples need the text's card). */
export function rig(table: ChummyTable, questionId: string): void {
  const phase = table.state.phase;
  if (phase.type !== "asking") throw new Error(phase.type);
  const colour = questionId.endsWith("-red") ? "red" : "blue";
  table.state = {
    ...table.state,
    phase: { ...phase, asked: { ...phase.asked, questionId, colour, cardId: questionId.replace(/-(red|blue)$/, "") } },
  };
}

/** The wake's next command, sent at its time. */
export function wake(table: ChummyTable): void {
  const next = chummyChallenge.status(table.state).wake;
  if (!next) throw new Error("no wake");
  table.run(MODERATOR, next.command, next.at);
}

/** Reads `count` words by the wake. */
export function readWords(table: ChummyTable, count: number): void {
  for (let i = 0; i < count; i++) wake(table);
}

export function wordsOf(table: ChummyTable): string[] {
  const phase = table.state.phase;
  if (phase.type !== "asking" && phase.type !== "buzzed" && phase.type !== "answering") throw new Error(phase.type);
  return questionWords(phase.asked.questionId);
}

/** A challenge from naming to the reveal: `side` buzzes after 3 words and answers `text`. */
export function challenge(
  table: ChummyTable,
  geoPlungers: [string, string],
  side: Side,
  text: string,
  questionId = "challenge-01-blue",
): void {
  name(table, geoPlungers[0], geoPlungers[1]);
  rig(table, questionId);
  readWords(table, 3);
  const buzzer = geoPlungers[side];
  table.run(member(side, buzzer), { type: "buzz", pressedAt: table.now }, table.now + 10);
  wake(table);
  table.run(member(side, buzzer), { type: "answer", text }, table.now + 2_000);
}

/** The reveal's end. */
export function endReveal(table: ChummyTable): void {
  if (table.state.phase.type !== "reveal") throw new Error(table.state.phase.type);
  wake(table);
}
