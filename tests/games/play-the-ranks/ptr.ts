import { playTheRanks, type PlayTheRanksEvent, type PlayTheRanksState } from "@/lib/games/play-the-ranks";
import type { RanksBattle } from "@/lib/games/play-the-ranks/battle";
import { STATES } from "@/lib/content/state-data";
import type { CardCode, Category } from "@/lib/games/trick-kit/cards";
import { POWER_CARDS, type Base } from "@/lib/games/trick-kit/power-cards";
import { resolveRanksTrick, type Protection } from "@/lib/games/trick-kit/ranks";
import { other, type Side } from "@/lib/games/trick-kit/teams";
import { rigRanksBattle, type RanksRig } from "../ranks-rig";
import { actorOf, Table } from "../support";

export type PtrTable = Table<PlayTheRanksState, PlayTheRanksEvent>;

export function ptr(setup: Record<string, unknown> = { level: 3 }, seed = 1): PtrTable {
  return Table.start<PlayTheRanksState, PlayTheRanksEvent>(playTheRanks, setup, seed);
}

export const battleOf = (table: PtrTable): RanksBattle => table.state.phase.battle;

/** A Play the Ranks table put into a position (see ranks-rig.ts). */
export function rigged(setup: Record<string, unknown>, rig: RanksRig, seed = 1): PtrTable {
  const table = ptr(setup, seed);
  table.state = { ...table.state, phase: { type: "battle", battle: rigRanksBattle(battleOf(table), rig) } };
  return table;
}

/** The Power card with this base and category (the deck has exactly one). */
export function power(base: Base, category: Category): string {
  const card = POWER_CARDS.find((candidate) => candidate.base === base && candidate.category === category);
  if (!card) throw new Error(`no Power card ${base} ${category}`);
  return card.id;
}

/** The card with this rank in this category. */
export function cardWithRank(category: Category, rank: number): CardCode {
  const field = category === "size" ? "area" : category;
  const state = STATES.find((candidate) => candidate[field].rank === rank);
  if (!state) throw new Error(`no card with ${category} rank ${rank}`);
  return state.code;
}

/**
 * Plays one trick (no Power cards) so that `winner` takes it: searches the hands for a lead card,
 * a category and a follow card that give that result at the trick's base.
 */
export function playTrickWonBy<T extends { run(actor: ReturnType<typeof actorOf>, command: unknown): unknown }>(
  table: T,
  winner: Side,
  protection: Protection = { kind: "best-three" },
  battleIn: (table: T) => RanksBattle = (t) => battleOf(t as unknown as PtrTable),
): void {
  const battle = battleIn(table);
  const step = battle.step;
  if (step.type !== "leading") throw new Error(`not leading: ${step.type}`);
  const lead = step.lead;
  const base = (
    battle.ordered
      ? battle.tricks.length < battle.rules.firstBaseTricks
        ? battle.basePowers[0]
        : battle.basePowers[1]
      : battle.basePowers[0]
  ) as string;
  const baseNumber = POWER_CARDS.find((card) => card.id === base)?.base as Base;
  for (const leadCard of battle.hands[lead]) {
    const partner = PARTNERS.get(leadCard);
    const follows = partner !== undefined && battle.hands[other(lead)].includes(partner) ? [partner] : battle.hands[other(lead)];
    for (const category of ["size", "statehood", "population"] as const) {
      for (const followCard of follows) {
        const outcome = resolveRanksTrick(
          { side: lead, card: leadCard, power: null, category, base: baseNumber },
          { side: other(lead), card: followCard, power: null, changeBase: false },
          protection,
        );
        if (outcome.winner !== winner) continue;
        const chooses =
          battle.rules.leadChoosesBase && new Set(battle.basePowers.map((id) => POWER_CARDS.find((c) => c.id === id)?.base)).size === 2;
        table.run(actorOf(lead), { type: "lead", card: leadCard, category, ...(chooses ? { base: baseNumber } : {}) });
        table.run(actorOf(other(lead)), { type: "follow", card: followCard });
        return;
      }
    }
  }
  throw new Error(`no way for side ${winner} to win trick ${battle.tricks.length + 1}`);
}

/** Every GeoPlunge card's place in a battle; each of the 50 must appear exactly once. */
export function cardPlaces(battle: RanksBattle): string[] {
  const step = battle.step;
  return [
    ...battle.deck,
    ...battle.hands[0],
    ...battle.hands[1],
    ...battle.discards[0],
    ...battle.discards[1],
    ...battle.tricks.flatMap((trick) => [trick.lead.card, trick.follow.card]),
    ...(step.type === "following" ? [step.led.card] : []),
  ];
}

/** Every Power card's place in a battle (Combo 3's version card aside); each appears exactly once. */
export function powerPlaces(battle: RanksBattle): string[] {
  const step = battle.step;
  return [
    ...battle.powerDeck,
    ...battle.powers[0],
    ...battle.powers[1],
    ...battle.basePowers,
    ...battle.setAsidePowers,
    ...battle.pulledPowers,
    ...(battle.geoStar ? [battle.geoStar] : []),
    ...battle.tricks.flatMap((trick) => [trick.lead.power, trick.follow.power].filter((id): id is string => id !== null)),
    ...(step.type === "following" && step.led.power !== null ? [step.led.power] : []),
  ];
}

/** Plays the tricks so that they go to the given sides in order. */
export function playTricks<T extends { run(actor: ReturnType<typeof actorOf>, command: unknown): unknown }>(
  table: T,
  winners: Side[],
  battleIn?: (table: T) => RanksBattle,
): void {
  for (const winner of winners) playTrickWonBy(table, winner, { kind: "best-three" }, battleIn);
}

/**
 * Pairs of an early small state and a late large one: at the base of 1 the first wins on statehood
 * and the second on size, so whoever leads can hand the trick to either team by the category.
 */
const PAIRS: [string, string][] = [
  ["DE", "TX"],
  ["RI", "AK"],
  ["CT", "CA"],
  ["NJ", "MT"],
  ["MA", "NM"],
  ["MD", "AZ"],
  ["NH", "NV"],
  ["VT", "CO"],
];
const PARTNERS = new Map(
  PAIRS.flatMap(([a, b]): [string, string][] => [
    [a, b],
    [b, a],
  ]),
);

/** Red and Blue hands of eight with base 1 for all tricks and no Power cards: any trick result can be arranged. */
export const FLOW_RIG: RanksRig = {
  hands: [PAIRS.map(([red]) => red), PAIRS.map(([, blue]) => blue)],
  bases: [power(1, "size"), power(1, "statehood")],
  lead: 0,
};
