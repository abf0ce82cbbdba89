import { borderZap, type BorderZapEvent, type BorderZapState } from "@/lib/games/border-zap";
import type { ZapBattle } from "@/lib/games/border-zap/battle";
import { zapOf } from "@/lib/games/border-zap/zap";
import { ALL_CARDS, type CardCode } from "@/lib/games/trick-kit/cards";
import type { Pair, Side } from "@/lib/games/trick-kit/teams";
import { actorOf, Table, type AnyModule } from "../support";

export type ZapTable = Table<BorderZapState, BorderZapEvent>;

export function zapGame(setup: Record<string, unknown> = {}, seed = 1): ZapTable {
  return Table.start<BorderZapState, BorderZapEvent>(borderZap, setup, seed);
}

export const zapBattleOf = (table: ZapTable): ZapBattle => table.state.phase.battle;

/** A zap battle at its first trick with the given hands; every other card goes back to the deck. */
export function rigZapBattle(battle: ZapBattle, hands: Pair<CardCode[]>, lead: Side): ZapBattle {
  const used = new Set([...hands[0], ...hands[1]]);
  if (used.size !== hands[0].length + hands[1].length) throw new Error("rig: a card is in two hands");
  const next = structuredClone(battle);
  next.hands = [[...hands[0]], [...hands[1]]];
  next.setAside = [[], []];
  next.discards = [[], []];
  next.faceUp = [null, null];
  next.tricks = [];
  next.won = [0, 0];
  next.firstLead = lead;
  next.deck = ALL_CARDS.filter((code) => !used.has(code));
  next.step = { type: "leading", lead };
  return next;
}

export function riggedZap(hands: Pair<CardCode[]>, lead: Side, setup: Record<string, unknown> = {}): ZapTable {
  const table = zapGame(setup);
  table.state = { ...table.state, phase: { type: "battle", battle: rigZapBattle(zapBattleOf(table), hands, lead) } };
  return table;
}

/**
 * Six pairs that zap each other (a shared border or a common neighbour) and cross pairs that do not:
 * with them any order of trick winners can be arranged.
 */
export const ZAP_HANDS: Pair<CardCode[]> = [
  ["UT", "WA", "ME", "FL", "NV", "MI"],
  ["TX", "OR", "NH", "GA", "AZ", "OH"],
];

/** Plays tricks so they go to `winners` in order: the follow card zaps exactly when the follower must win. */
export function playZapTricks(
  table: { state: { phase: { battle: ZapBattle } }; run(actor: ReturnType<typeof actorOf>, command: unknown): unknown },
  winners: Side[],
): void {
  const battle = table.state.phase.battle;
  if (battle.step.type !== "leading") throw new Error(battle.step.type);
  const plan = findPlan(battle.hands, battle.step.lead, winners);
  if (!plan) throw new Error(`no way to play ${winners.join("")}`);
  for (const trick of plan) {
    table.run(actorOf(trick.lead), { type: "lead", card: trick.leadCard });
    table.run(actorOf(trick.lead === 0 ? 1 : 0), { type: "follow", card: trick.followCard });
  }
}

/** The same for Combo 3's PTB, whose battle lives in `phase.play`. */
export function playComboZapTricks(table: Table<{ phase: { play: { kind: string; battle: unknown } } }>, winners: Side[]): void {
  const adapter = {
    state: { phase: { battle: table.state.phase.play.battle as ZapBattle } },
    run: (actor: ReturnType<typeof actorOf>, command: unknown) => {
      table.run(actor, command);
      adapter.state.phase.battle = table.state.phase.play.battle as ZapBattle;
    },
  };
  playZapTricks(adapter, winners);
}

interface PlannedTrick {
  lead: Side;
  leadCard: CardCode;
  followCard: CardCode;
}

function findPlan(hands: Pair<CardCode[]>, lead: Side, winners: Side[]): PlannedTrick[] | null {
  const [winner, ...rest] = winners;
  if (winner === undefined) return [];
  const follow: Side = lead === 0 ? 1 : 0;
  for (const leadCard of hands[lead]) {
    for (const followCard of hands[follow]) {
      if ((zapOf(leadCard, followCard) !== null) !== (winner === follow)) continue;
      const left: Pair<CardCode[]> = [
        hands[0].filter((code) => code !== leadCard && code !== followCard),
        hands[1].filter((code) => code !== leadCard && code !== followCard),
      ];
      const plan = findPlan(left, winner, rest);
      if (plan) return [{ lead, leadCard, followCard }, ...plan];
    }
  }
  return null;
}

export type { AnyModule };
