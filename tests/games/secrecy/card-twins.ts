import type { ZapBattle } from "@/lib/games/border-zap/battle";
import type { RanksBattle } from "@/lib/games/play-the-ranks/battle";
import type { CardCode } from "@/lib/games/trick-kit/cards";
import { geoStarOf } from "@/lib/games/trick-kit/power-cards";
import type { Pair, Side } from "@/lib/games/trick-kit/teams";
import { pickWith, type Twin } from "./secrecy";

/**
 * Hidden places of the card games' battles and twins that swap cards between them. A place lists
 * only the cards it holds face-down: a card the rules have shown (a BUR card in the Cards Team's
 * hand, a turned discard, Step 3's face-up card, a lead announced by its state name) is never swapped.
 * GeoPlunge card codes ("TX") and Power card ids ("P07") never coincide, so one renaming serves both.
 */
export interface HiddenPlace {
  /** For the tally: "deck", "hand", "discards", "setAside", "led", "powerDeck", "powers", "pulledPowers". */
  kind: string;
  /** For messages: e.g. "hand:red". */
  name: string;
  codes: CardCode[];
  /** Audiences the rules let see this place. */
  maySee: string[];
  /** Audiences whose screens show this place (a swap here must change what they receive). */
  mustSee: string[];
  /** Only cards for which this holds may be swapped into this place (a face-down lead keeps its announcement). */
  accepts?: (code: CardCode) => boolean;
}

const sides: Side[] = [0, 1];

/** What each team and nobody may see of a Play the Ranks battle (PTR-12), with the cards now in each place. */
export function ranksPlaces(battle: RanksBattle, teamIds: Pair<string>): HiddenPlace[] {
  const shown = new Set<CardCode>(battle.burCards);
  // Level 3 Step 2 turns the first discard of each team face-up; any later discard stays face-down.
  if (battle.discardsTurned) for (const side of sides) for (const code of battle.discards[side].slice(0, 1)) shown.add(code);
  const hidden = (codes: readonly CardCode[]): CardCode[] => codes.filter((code) => !shown.has(code));
  const places: HiddenPlace[] = [{ kind: "deck", name: "deck", codes: [...battle.deck], maySee: [], mustSee: [] }];
  for (const side of sides) {
    const team = teamIds[side];
    places.push(
      { kind: "hand", name: `hand:${team}`, codes: hidden(battle.hands[side]), maySee: [team], mustSee: [team] },
      {
        kind: "discards",
        name: `discards:${team}`,
        codes: hidden(battle.discardsTurned ? battle.discards[side].slice(1) : battle.discards[side]),
        maySee: [team],
        mustSee: [],
      },
      { kind: "powers", name: `powers:${team}`, codes: [...battle.powers[side]], maySee: [team], mustSee: [team] },
    );
  }
  places.push(
    { kind: "powerDeck", name: "powerDeck", codes: [...battle.powerDeck], maySee: [], mustSee: [] },
    { kind: "pulledPowers", name: "pulledPowers", codes: [...battle.pulledPowers], maySee: [], mustSee: [] },
  );
  const step = battle.step;
  if (step.type === "following") {
    // A face-down lead shows what was announced: only a card with the same announcement could lie there.
    const { star, text } = step.led.announcement;
    const leader = teamIds[step.lead];
    places.push({
      kind: "led",
      name: `led:${leader}`,
      codes: [step.led.card],
      maySee: [leader],
      mustSee: [leader],
      accepts: (code) => !code.startsWith("P") && geoStarOf(star, code) === text,
    });
  }
  return places;
}

/** A Play the Ranks battle with two hidden codes swapped wherever they lie. */
export function swapInRanks(battle: RanksBattle, a: CardCode, b: CardCode): RanksBattle {
  const next = structuredClone(battle);
  const swap = swapper(a, b);
  next.deck = next.deck.map(swap);
  next.hands = [next.hands[0].map(swap), next.hands[1].map(swap)];
  next.discards = [next.discards[0].map(swap), next.discards[1].map(swap)];
  next.powerDeck = next.powerDeck.map(swap);
  next.powers = [next.powers[0].map(swap), next.powers[1].map(swap)];
  next.pulledPowers = next.pulledPowers.map(swap);
  if (next.step.type === "following") next.step.led.card = swap(next.step.led.card);
  return next;
}

/** What each team and nobody may see of a Border Zap battle (BZ-8). */
export function zapPlaces(battle: ZapBattle, teamIds: Pair<string>): HiddenPlace[] {
  // Step 3's face-up cards stay public after they join a hand or are discarded; a lead is announced by its name.
  const shown = new Set(battle.faceUp.filter((code): code is CardCode => code !== null));
  const hidden = (codes: readonly CardCode[]): CardCode[] => codes.filter((code) => !shown.has(code));
  const places: HiddenPlace[] = [{ kind: "deck", name: "deck", codes: [...battle.deck], maySee: [], mustSee: [] }];
  // BZ-3.3: a hand while its team looks at it (the received card marked) is its own kind, so the tally shows the look was reached.
  const handKind = battle.step.type === "looking" ? "hand-looking" : "hand";
  for (const side of sides) {
    const team = teamIds[side];
    places.push(
      { kind: handKind, name: `hand:${team}`, codes: hidden(battle.hands[side]), maySee: [team], mustSee: [team] },
      // BZ Step 2: "not even their own team may look" at the first three cards.
      { kind: "setAside", name: `setAside:${team}`, codes: hidden(battle.setAside[side]), maySee: [], mustSee: [] },
      { kind: "discards", name: `discards:${team}`, codes: hidden(battle.discards[side]), maySee: [team], mustSee: [] },
    );
  }
  return places;
}

/** A Border Zap battle with two hidden codes swapped wherever they lie (a trade pick and a received card follow their card). */
export function swapInZap(battle: ZapBattle, a: CardCode, b: CardCode): ZapBattle {
  const next = structuredClone(battle);
  const swap = swapper(a, b);
  next.deck = next.deck.map(swap);
  next.hands = [next.hands[0].map(swap), next.hands[1].map(swap)];
  next.setAside = [next.setAside[0].map(swap), next.setAside[1].map(swap)];
  next.discards = [next.discards[0].map(swap), next.discards[1].map(swap)];
  const step = next.step;
  if (step.type === "trading") step.picks = [swapMaybe(step.picks[0], swap), swapMaybe(step.picks[1], swap)];
  if (step.type === "looking") step.received = [swap(step.received[0]), swap(step.received[1])];
  return next;
}

const swapper =
  (a: CardCode, b: CardCode) =>
  (code: CardCode): CardCode =>
    code === a ? b : code === b ? a : code;

const swapMaybe = (code: CardCode | null, swap: (code: CardCode) => CardCode): CardCode | null => (code === null ? null : swap(code));

const isPower = (code: CardCode): boolean => /^P\d\d$/.test(code);

/**
 * Twins of one position: for up to `limit` pairs of hidden places (a place with itself too: the
 * order of a deck or a hand), picked at random, a random card of one swapped with a random card of
 * the other, of the same sort (GeoPlunge or Power). Pairs with a place that accepts only some cards
 * (a face-down lead) are rare, so they are always taken. `rebuild` puts the swap into the game's state.
 */
export function cardTwins<S>(
  places: readonly HiddenPlace[],
  random: () => number,
  limit: number,
  rebuild: (a: CardCode, b: CardCode) => S,
): Twin<S>[] {
  const pairs = places
    .flatMap((first, i) => places.slice(i).map((second): [HiddenPlace, HiddenPlace] => [first, second]))
    .filter(([first, second]) => (first === second ? first.codes.length >= 2 : first.codes.length > 0 && second.codes.length > 0));
  const rare = pairs.filter(([first, second]) => first.accepts !== undefined || second.accepts !== undefined);
  const common = pairs.filter((pair) => !rare.includes(pair));
  const chosen: [HiddenPlace, HiddenPlace][] = [...rare];
  while (chosen.length < rare.length + limit && common.length > 0) chosen.push(...common.splice(Math.floor(random() * common.length), 1));
  const twins: Twin<S>[] = [];
  for (const [first, second] of chosen) {
    const candidates = first.codes.flatMap((a) =>
      second.codes
        .filter((b) => b !== a && isPower(a) === isPower(b))
        .filter((b) => (first.accepts?.(b) ?? true) && (second.accepts?.(a) ?? true))
        .map((b): [CardCode, CardCode] => [a, b]),
    );
    if (candidates.length === 0) continue;
    const [a, b] = pickWith(random, candidates);
    const kind = [first.kind, second.kind].sort().join("<->");
    const maySee = [...new Set([...first.maySee, ...second.maySee])];
    // Within one place a swap changes only the order, which a screen showing that place shows too.
    const mustSee = [...new Set([...first.mustSee, ...second.mustSee])];
    twins.push({ kind, detail: `${a} (${first.name}) <-> ${b} (${second.name})`, state: rebuild(a, b), maySee, mustSee });
  }
  return twins;
}
