import type { RanksBattle } from "@/lib/games/play-the-ranks/battle";
import { ALL_CARDS, type CardCode } from "@/lib/games/trick-kit/cards";
import { POWER_CARD_IDS } from "@/lib/games/trick-kit/power-cards";
import { explainRanksTrick, resolveRanksTrick } from "@/lib/games/trick-kit/ranks";
import type { Pair, Side } from "@/lib/games/trick-kit/teams";
import type { GameRules } from "./random-play";

/**
 * Puts a Play the Ranks battle into a position a test needs (the hands of the text's examples),
 * keeping every card in exactly one place: the decks are rebuilt from what is left.
 * Tests then drive the position through the module's `apply`, like any phone would.
 */
export interface RanksRig {
  hands: Pair<CardCode[]>;
  powers?: Pair<string[]>;
  /** Face-up Power cards setting the bases, first one first. */
  bases: string[];
  ordered?: boolean;
  lead: Side;
  /** Tricks already played (made of filler cards, side 0 leading size), so the next trick is `tricks + 1`. */
  tricks?: number;
  burCards?: CardCode[];
  cardsTeam?: Side | null;
  geoStar?: string | null;
  /** Power cards kept out of the deck (e.g. Combo 3's version card). */
  powersOut?: string[];
}

export function rigRanksBattle(battle: RanksBattle, rig: RanksRig): RanksBattle {
  const powers: Pair<string[]> = rig.powers ?? [[], []];
  const used = new Set<string>([...rig.hands[0], ...rig.hands[1]]);
  if (used.size !== rig.hands[0].length + rig.hands[1].length) throw new Error("rig: a card is in two places");
  if ((rig.burCards ?? []).some((code) => !used.has(code))) throw new Error("rig: BUR cards belong in the Cards Team's hand");
  const filler = ALL_CARDS.filter((code) => !used.has(code));
  const next: RanksBattle = structuredClone(battle);
  next.hands = [[...rig.hands[0]], [...rig.hands[1]]];
  next.powers = [[...powers[0]], [...powers[1]]];
  next.discards = [[], []];
  next.discardsTurned = false;
  next.pulledPowers = [];
  next.basePowers = [...rig.bases];
  next.ordered = rig.ordered ?? true;
  next.setAsidePowers = [];
  next.cardsTeam = rig.cardsTeam ?? null;
  next.burCards = [...(rig.burCards ?? [])];
  next.burCount = rig.burCards?.length ?? 2;
  next.pulledBy = null;
  next.geoStar = rig.geoStar ?? null;
  next.firstLead = rig.lead;
  next.tricks = [];
  next.won = [0, 0];
  for (let i = 0; i < (rig.tricks ?? 0); i++) {
    const [leadCard, followCard] = [filler.shift() as CardCode, filler.shift() as CardCode];
    const base = 1;
    const lead = { side: 0 as Side, card: leadCard, power: null, category: "size" as const, base: base as 1 };
    const follow = { side: 1 as Side, card: followCard, power: null, changeBase: false };
    const outcome = resolveRanksTrick(lead, follow, { kind: "best-three" });
    next.tricks.push({
      number: i + 1,
      lead: { ...lead, announcement: { star: "stateName", text: leadCard } },
      follow,
      outcome,
      explanation: explainRanksTrick(lead, follow, outcome, (side) => (side === 0 ? "Red" : "Blue")),
    });
    next.won[outcome.winner] += 1;
  }
  next.deck = filler;
  const powersUsed = new Set([...powers[0], ...powers[1], ...rig.bases, ...(rig.geoStar ? [rig.geoStar] : []), ...(rig.powersOut ?? [])]);
  next.powerDeck = POWER_CARD_IDS.filter((id) => !powersUsed.has(id));
  next.step = { type: "leading", lead: rig.lead };
  return next;
}

/** What each audience may not see of a battle right now (PTR-12). */
export function ranksHidden(battle: RanksBattle, teamIds: [string, string]): ReturnType<GameRules<unknown>["hidden"]> {
  const publicCards = new Set([...battle.burCards, ...(battle.discardsTurned ? [...battle.discards[0], ...battle.discards[1]] : [])]);
  const step = battle.step;
  const led = step.type === "following" ? { side: step.lead, card: step.led.card } : null;
  const secretOf = (side: Side): string[] => [
    ...battle.hands[side],
    ...battle.discards[side],
    ...(led && led.side === side ? [led.card] : []),
  ];
  const notPublic = (cards: string[]): string[] => cards.filter((code) => !publicCards.has(code));
  return {
    board: {
      cards: notPublic([...battle.deck, ...secretOf(0), ...secretOf(1)]),
      powers: [...battle.powerDeck, ...battle.powers[0], ...battle.powers[1], ...battle.pulledPowers],
    },
    team: {
      [teamIds[0]]: {
        cards: notPublic([...battle.deck, ...secretOf(1)]),
        powers: [...battle.powerDeck, ...battle.powers[1], ...battle.pulledPowers],
      },
      [teamIds[1]]: {
        cards: notPublic([...battle.deck, ...secretOf(0)]),
        powers: [...battle.powerDeck, ...battle.powers[0], ...battle.pulledPowers],
      },
    },
  };
}

/** Card codes an event names (the first-lead draw excepted: those cards went back into the deck). */
export function cardsNamedIn(events: unknown[]): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string): void => {
    if (typeof value === "string" && ["card", "leadCard", "followCard", "cards"].includes(key)) found.push(value);
    if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value !== null && typeof value === "object") for (const [field, inner] of Object.entries(value)) walk(inner, field);
  };
  for (const event of events) if ((event as { type: string }).type !== "firstLeadDrawn") walk(event, "");
  return found;
}
