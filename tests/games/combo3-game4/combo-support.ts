import { combo3Game4, type Combo3Game4Event, type Combo3Game4State } from "@/lib/games/combo3-game4";
import type { ComboPlay } from "@/lib/games/combo3-game4/engine";
import type { ZapBattle } from "@/lib/games/border-zap/battle";
import type { RanksBattle } from "@/lib/games/play-the-ranks/battle";
import type { CardCode } from "@/lib/games/trick-kit/cards";
import type { Pair, Side } from "@/lib/games/trick-kit/teams";
import { rigZapBattle } from "../border-zap/zap-support";
import { rigRanksBattle, type RanksRig } from "../ranks-rig";
import { actorOf, Table } from "../support";

export type ComboTable = Table<Combo3Game4State, Combo3Game4Event>;

export function combo(setup: Record<string, unknown> = {}, seed = 1): ComboTable {
  return Table.start<Combo3Game4State, Combo3Game4Event>(combo3Game4, setup, seed);
}

export const playOf = (table: ComboTable): ComboPlay => table.state.phase.play;

export function ranksOf(table: ComboTable): RanksBattle {
  const play = playOf(table);
  if (play.kind !== "ranks") throw new Error("not a Play the Ranks game");
  return play.battle;
}

export function zapOfTable(table: ComboTable): ZapBattle {
  const play = playOf(table);
  if (play.kind !== "zap") throw new Error("not a Border Zap game");
  return play.battle;
}

/** A PTR1/PTR2 game past the GeoPlunging count, at the given position. */
export function riggedCombo(version: "PTR1" | "PTR2", rig: RanksRig, plunging: Pair<boolean> = [false, false]): ComboTable {
  const table = combo({ version }, 1);
  const battle = rigRanksBattle(ranksOf(table), rig);
  table.state = { ...table.state, geoPlunging: plunging, phase: { type: "playing", play: { kind: "ranks", battle } } };
  return table;
}

/** A PTB game past the GeoPlunging count, at its first trick. */
export function riggedComboZap(hands: Pair<CardCode[]>, lead: Side, plunging: Pair<boolean> = [false, false]): ComboTable {
  const table = combo({ version: "PTB" }, 1);
  const battle = rigZapBattle(zapOfTable(table), hands, lead);
  table.state = { ...table.state, geoPlunging: plunging, phase: { type: "playing", play: { kind: "zap", battle } } };
  return table;
}

/** Both teams discard their first card(s) until the GeoPlunging count opens. */
export function discardToWindow(table: ComboTable): void {
  for (const side of [0, 1] as Side[]) {
    const play = playOf(table);
    const keep = play.kind === "ranks" ? 8 : 6;
    const hand = () => (playOf(table).battle as { hands: Pair<CardCode[]> }).hands[side];
    while (hand().length > keep) table.run(actorOf(side), { type: "discard", card: hand()[0] });
  }
}

/** PTB: trade first cards twice. */
export function tradeTwice(table: ComboTable): void {
  for (let round = 0; round < 2; round++) {
    for (const side of [0, 1] as Side[]) table.run(actorOf(side), { type: "trade", card: zapOfTable(table).hands[side][0] });
  }
}
