import { stateIq, type StateIqEvent, type StateIqState } from "@/lib/games/state-iq";
import type { StateIqTeamView } from "@/lib/games/state-iq/views";
import type { GameActor, Seating } from "@/lib/games/module";
import { CLUE_CARD_IDS } from "@/lib/games/state-iq/engine";
import type { Side } from "@/lib/games/trick-kit/teams";
import { MODERATOR, SEATING, Table } from "../support";

export type SiqTable = Table<StateIqState, StateIqEvent>;

export const side = (teamId: string): Side => (teamId === "red" ? 0 : 1);
export const actor = (s: Side): GameActor => ({ role: "team", teamId: s === 0 ? "red" : "blue" });

export function stateIqTable(setup: Record<string, unknown> = {}, seed = 1, seating: Seating = SEATING): SiqTable {
  return Table.start<StateIqState, StateIqEvent>(stateIq, setup, seed, seating);
}

/**
 * A table whose shuffles are set for a test: the hidden cards, the Power card on top (its order is
 * what the test reads) and the Clue cards on top, in order. The deck is only ever dealt from, so
 * putting chosen cards on top is the same game a lucky shuffle would give.
 */
export function rigged(options: {
  hidden?: [string, string];
  power?: string;
  clues?: string[];
  first?: Side;
  seed?: number;
  setup?: Record<string, unknown>;
  seating?: Seating;
}): SiqTable {
  const table = stateIqTable(options.setup ?? {}, options.seed ?? 1, options.seating ?? SEATING);
  const state = table.state;
  if (options.hidden) state.hidden = [...options.hidden];
  if (options.power) state.powerDeck = [options.power, ...state.powerDeck.filter((id) => id !== options.power)];
  if (options.clues) state.clueDeck = [...options.clues, ...CLUE_CARD_IDS.filter((id) => !options.clues?.includes(id))];
  if (options.first !== undefined) state.draw = { ...state.draw, first: options.first };
  return table;
}

/** Both teams answer the count (no GeoPlunging by default): the Power card turns and guess 1's clue follows. */
export function toGuessing(table: SiqTable, plunging: [boolean, boolean] = [false, false]): void {
  table.run(actor(0), { type: plunging[0] ? "geoPlunge" : "declineGeoPlunge" });
  table.run(actor(1), { type: plunging[1] ? "geoPlunge" : "declineGeoPlunge" });
}

export function guesser(table: SiqTable): Side {
  const round = table.state.rounds.at(-1);
  if (!round) throw new Error("no round");
  return round.guesser;
}

export const holder = (table: SiqTable): Side => (guesser(table) === 0 ? 1 : 0);

/** Whatever clue is being chosen now is chosen (the first option, its first pick), so the guess can follow. */
export function chooseAnyClue(table: SiqTable): void {
  const phase = table.state.phase.type;
  if (phase === "giving") {
    const view = table.team(holder(table) === 0 ? "red" : "blue") as StateIqTeamView;
    const first = view.giving?.[0];
    if (!first) throw new Error("no Type A choice");
    table.run(actor(holder(table)), { type: "giveClue", option: first.option, pick: first.choices[0]?.pick ?? [] });
  } else if (phase === "asking") {
    const view = table.team(guesser(table) === 0 ? "red" : "blue") as StateIqTeamView;
    table.run(actor(guesser(table)), { type: "askClue", option: view.asking?.[0]?.option });
  }
}

/** The current guessing team chooses any clue then guesses `text`. */
export function guess(table: SiqTable, text: string): StateIqEvent[] {
  chooseAnyClue(table);
  return table.run(actor(guesser(table)), { type: "guess", state: text });
}

export function targetCode(table: SiqTable): string {
  return table.state.hidden[holder(table)];
}

export { MODERATOR };
