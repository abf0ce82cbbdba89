import { expect } from "vitest";
import { borderZap, type BorderZapState } from "@/lib/games/border-zap";
import type { ZapBattle } from "@/lib/games/border-zap/battle";
import { combo3Game4, type Combo3Game4State } from "@/lib/games/combo3-game4";
import { playTheRanks, type PlayTheRanksState } from "@/lib/games/play-the-ranks";
import type { RanksBattle } from "@/lib/games/play-the-ranks/battle";
import { ALL_CARDS } from "@/lib/games/trick-kit/cards";
import { POWER_CARD_IDS } from "@/lib/games/trick-kit/power-cards";
import type { Pair, TableTeam } from "@/lib/games/trick-kit/teams";
import { cardPlaces, powerPlaces } from "../play-the-ranks/ptr";
import type { AnyModule } from "../support";
import { ranksPlaces, swapInRanks, swapInZap, zapPlaces, type HiddenPlace } from "./card-twins";

/** The three card games as the secrecy properties see them: where their hidden cards lie, and a swap. */
interface AtTable {
  teams: Pair<TableTeam>;
}

const teamIdsOf = (state: AtTable): Pair<string> => [state.teams[0].id, state.teams[1].id];

const sorted = (codes: readonly string[]): string[] => [...codes].sort();

/** The twin is a position of the same game: every GeoPlunge card and Power card still in exactly one place. */
function expectRanksWhole(battle: RanksBattle, powersOut: readonly string[]): void {
  expect(sorted(cardPlaces(battle))).toEqual(sorted(ALL_CARDS));
  expect(sorted([...powerPlaces(battle), ...powersOut])).toEqual(sorted(POWER_CARD_IDS));
}

function expectZapWhole(battle: ZapBattle): void {
  const step = battle.step;
  const places = [
    ...battle.deck,
    ...battle.hands.flat(),
    ...battle.setAside.flat(),
    ...battle.discards.flat(),
    ...battle.tricks.flatMap((trick) => [trick.lead, trick.follow]),
    ...(step.type === "following" ? [step.led] : []),
  ];
  expect(sorted(places)).toEqual(sorted(ALL_CARDS));
}

export interface CardGame<S> {
  mod: AnyModule;
  /** The hidden places of a position and the position with two codes swapped. */
  places(state: S): HiddenPlace[];
  swap(state: S, a: string, b: string): S;
}

const ranksGame = <S extends AtTable>(
  mod: AnyModule,
  battleOf: (state: S) => RanksBattle,
  withBattle: (state: S, battle: RanksBattle) => S,
  powersOut: (state: S) => string[] = () => [],
): CardGame<S> => ({
  mod,
  places: (state) => ranksPlaces(battleOf(state), teamIdsOf(state)),
  swap: (state, a, b) => {
    const battle = swapInRanks(battleOf(state), a, b);
    expectRanksWhole(battle, powersOut(state));
    return withBattle(state, battle);
  },
});

const zapGame = <S extends AtTable>(
  mod: AnyModule,
  battleOf: (state: S) => ZapBattle,
  withBattle: (state: S, battle: ZapBattle) => S,
): CardGame<S> => ({
  mod,
  places: (state) => zapPlaces(battleOf(state), teamIdsOf(state)),
  swap: (state, a, b) => {
    const battle = swapInZap(battleOf(state), a, b);
    expectZapWhole(battle);
    return withBattle(state, battle);
  },
});

export const PTR = ranksGame<PlayTheRanksState>(
  playTheRanks,
  (state) => state.phase.battle,
  (state, battle) => ({ ...state, phase: { ...state.phase, battle } }),
);

export const BZ = zapGame<BorderZapState>(
  borderZap,
  (state) => state.phase.battle,
  (state, battle) => ({ ...state, phase: { ...state.phase, battle } }),
);

const comboRanks = ranksGame<Combo3Game4State>(
  combo3Game4,
  (state) => state.phase.play.battle as RanksBattle,
  (state, battle) => ({ ...state, phase: { ...state.phase, play: { kind: "ranks", battle } } }),
  // C3-3: the Power card that named the version stays face-up beside the table.
  (state) => (state.versionCard === null ? [] : [state.versionCard]),
);
const comboZap = zapGame<Combo3Game4State>(
  combo3Game4,
  (state) => state.phase.play.battle as ZapBattle,
  (state, battle) => ({ ...state, phase: { ...state.phase, play: { kind: "zap", battle } } }),
);
export const C3: CardGame<Combo3Game4State> = {
  mod: combo3Game4,
  places: (state) => (state.phase.play.kind === "ranks" ? comboRanks : comboZap).places(state),
  swap: (state, a, b) => (state.phase.play.kind === "ranks" ? comboRanks : comboZap).swap(state, a, b),
};
