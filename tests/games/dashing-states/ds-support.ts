import { dashingStates, type DashingEvent, type DashingState } from "@/lib/games/dashing-states";
import { compareForRace } from "@/lib/games/dashing-states/race";
import type { DealtCard, Race } from "@/lib/games/dashing-states/state";
import type { GameActor, Seating } from "@/lib/games/module";
import { stateOf } from "@/lib/games/trick-kit/cards";
import type { Side } from "@/lib/games/trick-kit/teams";
import { MODERATOR, Table } from "../support";

/** Red has three members (left, middle, right), Blue two. */
export const DS_SEATING: Seating = {
  teams: [
    {
      id: "red",
      name: "Red",
      players: 3,
      members: [
        { id: "ana", name: "Ana" },
        { id: "ben", name: "Ben" },
        { id: "cy", name: "Cy" },
      ],
    },
    {
      id: "blue",
      name: "Blue",
      players: 2,
      members: [
        { id: "dee", name: "Dee" },
        { id: "eli", name: "Eli" },
      ],
    },
  ],
};

export const MEMBERS: Record<Side, string[]> = { 0: ["ana", "ben", "cy"], 1: ["dee", "eli"] };
export const teamActor = (side: Side, playerId?: string): GameActor => ({
  role: "team",
  teamId: side === 0 ? "red" : "blue",
  ...(playerId ? { playerId } : {}),
});

export type DashingTable = Table<DashingState, DashingEvent>;

export function dashing(setup: Record<string, unknown> = {}, seed = 1, seating: Seating = DS_SEATING): DashingTable {
  return Table.start<DashingState, DashingEvent>(dashingStates, setup, seed, seating);
}

export const raceOf = (table: DashingTable): Race => {
  const race = table.state.races.at(-1);
  if (!race) throw new Error("no race");
  return race;
};

/** Answers the count and turns race 1's cards. */
export function toRace(table: DashingTable, plunging: [boolean, boolean] = [false, false]): void {
  table.run(teamActor(0), { type: plunging[0] ? "geoPlunge" : "declineGeoPlunge" });
  table.run(teamActor(1), { type: plunging[1] ? "geoPlunge" : "declineGeoPlunge" });
  table.run(MODERATOR, { type: "reveal" }, raceOf(table).revealAt);
}

/** The team's cards sorted for the race: the first six make the row, the last is the unused card. */
export function sortedCards(table: DashingTable, side: Side): DealtCard[] {
  const race = raceOf(table);
  return [...race.teams[side].cards].sort((a, b) => compareForRace(race.kind, a.code, b.code));
}

/** Lays the team's row in order (or `row` as given) and turns the rest face-down. */
export function layOut(table: DashingTable, side: Side, row: DealtCard[] = sortedCards(table, side).slice(0, 6)): void {
  const race = raceOf(table);
  row.forEach((card, slot) => table.run(teamActor(side, MEMBERS[side][0]), { type: "arrange", card: card.id, to: { slot } }));
  const unused = race.teams[side].cards.find((card) => !row.some((placed) => placed.id === card.id));
  if (unused) table.run(teamActor(side), { type: "arrange", card: unused.id, to: "faceDown" });
}

export function shout(table: DashingTable, side: Side, pressedAt?: number, at?: number): void {
  const now = at ?? table.now + 100;
  table.run(teamActor(side), { type: "shout", pressedAt: pressedAt ?? now }, now);
}

/** Closes the judging window at its end. */
export function closeShouts(table: DashingTable): void {
  table.run(MODERATOR, { type: "closeShouts" }, raceOf(table).windowClosesAt ?? table.now);
}

export function rightAnswer(table: DashingTable, code: string): { name: string; detail: string } {
  const state = stateOf(code);
  return { name: state.name, detail: raceOf(table).kind === "statehood" ? String(state.statehood.rank) : state.capital };
}

/** Every member of the identifying team answers their cards: right, or wrong on the card in `wrongSlot`. */
export function identify(table: DashingTable, side: Side, wrongSlot: number | null = null): void {
  const identification = raceOf(table).identifications.find((entry) => entry.side === side);
  if (!identification) throw new Error("not identifying");
  for (const answerer of identification.answerers) {
    for (const slot of answerer.slots) {
      const card = identification.row[slot] as DealtCard;
      const answer = slot === wrongSlot ? { name: "Atlantis", detail: "Nowhere" } : rightAnswer(table, card.code);
      if (table.state.phase.type !== "identifying") return;
      table.run(teamActor(side, answerer.playerId ?? undefined), { type: "answer", card: card.id, ...answer });
    }
  }
}

/** A whole race won by `side` (it shouts first with a right row and identifies every card). */
export function winRace(table: DashingTable, side: Side): void {
  layOut(table, side);
  shout(table, side);
  closeShouts(table);
  identify(table, side);
}

/** Deals and turns the next race. */
export function nextRace(table: DashingTable): void {
  table.run(MODERATOR, { type: "nextRace" });
  table.run(MODERATOR, { type: "reveal" }, raceOf(table).revealAt);
}
