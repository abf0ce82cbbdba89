import { cardName, rankOf, removeCard, type CardCode, type Category } from "../trick-kit/cards";
import { dealEach, take } from "../trick-kit/deal";
import { exhaustiveSwitchError } from "../trick-kit/exhaustive";
import { geoStarOf, powerCard, starLabel, type Base, type StarArea } from "../trick-kit/power-cards";
import {
  burFor,
  explainRanksTrick,
  resolveRanksTrick,
  type Protection,
  type RanksFollow,
  type RanksLead,
  type RanksTrickOutcome,
} from "../trick-kit/ranks";
import { tricksWinner } from "../trick-kit/score-rules";
import { other, type Pair, type Side, type TableTeam } from "../trick-kit/teams";
import { violation, type CardGameViolation } from "../trick-kit/violations";
import type { RanksBattleCommand } from "./commands";
import { TRICKS_PER_BATTLE } from "./numbers";

/**
 * One Play the Ranks battle (a Level 3 or Level 4 state ranking battle, or Combo 3's PTR1/PTR2
 * game) as a pure state machine. The modules wrap it: play-the-ranks plays battles to 15 points,
 * combo3-game4 plays one and scores it the Combo 3 way. Rule IDs are in docs/rules/play-the-ranks.md.
 */
export type RanksKind = "level3" | "level4" | "ptr1" | "ptr2";

export interface RanksRules {
  kind: RanksKind;
  /** Tricks played with the first Power card's base: 4 in Level 3 and 4, 3 in PTR1/PTR2. */
  firstBaseTricks: number;
  /** The lead team announces the base on each trick (Level 3 and 4 variations, PTR2). */
  leadChoosesBase: boolean;
  /** Level 3 Step 2: the turned discards decide who leads the first trick. */
  firstLeadByDiscards: boolean;
  /** Combo 3: stop before the first trick so the table can decide who is GeoPlunging. */
  holdBeforeTricks: boolean;
}

export { TRICKS_PER_BATTLE };
const CARDS_DEALT = 9;
const POWER_CARDS_DEALT = 2;
const HAND_SIZE = 8;
const DEFAULT_BUR_CARDS = 2;
/** "The first team to win 5 tricks wins"; "if a team wins 6 tricks before all the tricks have been played, the battle ends early". */
const TRICKS_FOR_BONUS = 6;

/** What the lead team says aloud: the state name (Level 3, PTR) or the GeoStar (Level 4). */
export interface Announcement {
  star: StarArea;
  text: string;
}

export interface LedCard {
  card: CardCode;
  category: Category;
  base: Base;
  power: string | null;
  announcement: Announcement;
}

export interface RanksTrick {
  number: number;
  lead: RanksLead & { announcement: Announcement };
  follow: RanksFollow;
  outcome: RanksTrickOutcome;
  explanation: string;
}

export type BattleEnd = "tricks" | "last-trick" | "early" | "power-forfeit";

export interface RanksBattleResult {
  winner: Side;
  tricks: Pair<number>;
  bonus: boolean;
  how: BattleEnd;
  /** Teams that did not play both Power cards in a battle that went the distance (PTR-6.4). */
  failedPowers: Side[];
}

export type RanksStep =
  | { type: "choosing-role"; side: Side }
  | { type: "answering-call"; side: Side }
  | { type: "final-call"; side: Side }
  | { type: "call-pick"; side: Side }
  | { type: "discarding" }
  | { type: "pulling-power"; side: Side }
  | { type: "ready"; lead: Side }
  | { type: "leading"; lead: Side }
  | { type: "following"; lead: Side; led: LedCard }
  | { type: "done"; result: RanksBattleResult };

export interface RanksBattle {
  rules: RanksRules;
  number: number;
  /** Undealt GeoPlunge cards, top first (secret). */
  deck: CardCode[];
  /** Undealt Power cards, top first (secret). */
  powerDeck: string[];
  hands: Pair<CardCode[]>;
  powers: Pair<string[]>;
  /** Face-down discards (secret unless `discardsTurned`). */
  discards: Pair<CardCode[]>;
  discardsTurned: boolean;
  /** Power cards discarded face-down after Pulling the Power (secret). */
  pulledPowers: string[];
  /** Face-up Power cards that set the bases: [first, second] once ordered. */
  basePowers: string[];
  ordered: boolean;
  /** Face-up Power cards taken off the table (Level 4 Step 2 extras and the Call Team's removal). */
  setAsidePowers: string[];
  /** Level 4: the Cards Team's side, once Step 2 is settled. */
  cardsTeam: Side | null;
  burCount: number;
  burCards: CardCode[];
  pulledBy: Side | null;
  /** Level 4 Step 7: the Power card whose Star Area names the GeoStar. */
  geoStar: string | null;
  /** Lead team of the first trick; null until Level 3's turned discards decide it. */
  firstLead: Side | null;
  tricks: RanksTrick[];
  won: Pair<number>;
  step: RanksStep;
}

export type RanksBattleEvent =
  | { type: "battleDealt"; battle: number; cards: number; powerCards: number }
  | { type: "basesTurned"; first: string; second: string; firstBaseTricks: number; leadChooses: boolean }
  | { type: "powerCardsTurned"; kept: string[]; setAside: string[] }
  | { type: "roleChosen"; teamId: string; role: "cards" | "call" }
  | { type: "burUpped"; teamId: string; burCards: number }
  | { type: "rolesSettled"; cardsTeamId: string; callTeamId: string; burCards: number }
  | { type: "powerCardRemoved"; teamId: string; removed: string; first: string | null; second: string | null }
  | { type: "burDealt"; teamId: string; cards: CardCode[]; bur: { base: Base; rank: number | null }[] }
  | { type: "discarded"; teamId: string; cardsLeft: number }
  | { type: "discardsTurned"; cards: { teamId: string; card: CardCode }[]; leadTeamId: string }
  | { type: "powerPulled"; teamId: string }
  | { type: "powerKept"; teamId: string }
  | { type: "geoStarTurned"; powerCard: string; star: StarArea }
  | { type: "tricksBegin"; leadTeamId: string }
  | { type: "leadPlayed"; trick: number; teamId: string; announcement: Announcement; category: Category; base: Base; power: string | null }
  | { type: "trickWon"; trick: number; teamId: string; leadCard: CardCode; followCard: CardCode; explanation: string }
  | {
      type: "battleEnded";
      battle: number;
      winnerId: string;
      tricks: Pair<number>;
      bonus: boolean;
      how: BattleEnd;
      failedPowerTeamIds: string[];
    };

export interface BattleContext {
  teams: Pair<TableTeam>;
  events: RanksBattleEvent[];
}

const teamName = (teams: Pair<TableTeam>, side: Side): string => teams[side].name;

// ---- Start -------------------------------------------------------------------------------------

/**
 * Deals a battle from shuffled decks: 9 GeoPlunge cards and 2 Power cards to each team, then turns
 * Power cards face-up: two (Level 3, PTR) or until three show different left-corner numbers (Level 4).
 */
export function startRanksBattle(
  input: { rules: RanksRules; number: number; deck: CardCode[]; powerDeck: string[]; firstLead: Side | null },
  ctx: BattleContext,
): RanksBattle {
  const { rules } = input;
  const [hands, deck] = dealEach(input.deck, CARDS_DEALT);
  const [powers, powerDeck] = dealEach(input.powerDeck, POWER_CARDS_DEALT);
  const battle: RanksBattle = {
    rules,
    number: input.number,
    deck,
    powerDeck,
    hands,
    powers,
    discards: [[], []],
    discardsTurned: false,
    pulledPowers: [],
    basePowers: [],
    ordered: false,
    setAsidePowers: [],
    cardsTeam: null,
    burCount: DEFAULT_BUR_CARDS,
    burCards: [],
    pulledBy: null,
    geoStar: null,
    firstLead: input.firstLead,
    tricks: [],
    won: [0, 0],
    step: { type: "discarding" },
  };
  ctx.events.push({ type: "battleDealt", battle: input.number, cards: CARDS_DEALT, powerCards: POWER_CARDS_DEALT });
  if (rules.kind === "level4") {
    turnThreeBases(battle, ctx);
    if (input.firstLead === null) throw new Error("Level 4 needs the first-trick lead team before the deal");
    battle.step = { type: "choosing-role", side: input.firstLead };
  } else {
    const [turned, rest] = take(battle.powerDeck, 2);
    battle.powerDeck = rest;
    battle.basePowers = turned;
    battle.ordered = true;
    const [first, second] = turned as [string, string];
    ctx.events.push({ type: "basesTurned", first, second, firstBaseTricks: rules.firstBaseTricks, leadChooses: leadChoosesBase(battle) });
  }
  return battle;
}

/** PTR-10.2: turn Power cards until three show different left-corner numbers; the first of each base stays. */
function turnThreeBases(battle: RanksBattle, ctx: BattleContext): void {
  const kept: string[] = [];
  const setAside: string[] = [];
  let deck = battle.powerDeck;
  while (kept.length < 3) {
    const [top, ...rest] = deck;
    if (top === undefined) throw new Error("The Power deck cannot show three different bases");
    deck = rest;
    if (kept.some((id) => powerCard(id).base === powerCard(top).base)) setAside.push(top);
    else kept.push(top);
  }
  battle.powerDeck = deck;
  battle.basePowers = kept;
  battle.setAsidePowers = setAside;
  ctx.events.push({ type: "powerCardsTurned", kept, setAside });
}

// ---- Reading the state ---------------------------------------------------------------------------

export function basesInPlay(battle: RanksBattle): Base[] {
  return [...new Set(battle.basePowers.map((id) => powerCard(id).base))];
}

/** The lead team names the base when the rules say so and two different bases are in play. */
export function leadChoosesBase(battle: RanksBattle): boolean {
  // Before the Call Team's pick three bases lie on the table, so this is false until then.
  return battle.rules.leadChoosesBase && basesInPlay(battle).length === 2;
}

/** The base of a trick when the lead team does not choose it (null while Level 4 bases are not settled). */
export function fixedBase(battle: RanksBattle, trickNumber: number): Base | null {
  if (leadChoosesBase(battle) || !battle.ordered) return null;
  const [first, second] = battle.basePowers;
  if (first === undefined || second === undefined) return null;
  return powerCard(trickNumber <= battle.rules.firstBaseTricks ? first : second).base;
}

function protectionOf(battle: RanksBattle): Protection {
  return battle.rules.kind === "level4" ? { kind: "bur", burCards: battle.burCards } : { kind: "best-three" };
}

function announcementStar(battle: RanksBattle): StarArea {
  return battle.geoStar === null ? "stateName" : powerCard(battle.geoStar).star;
}

function callTeam(battle: RanksBattle): Side | null {
  return battle.cardsTeam === null ? null : other(battle.cardsTeam);
}

/** Teams must play both Power cards unless the power was pulled. */
export function powersMustBePlayed(battle: RanksBattle): boolean {
  return battle.pulledBy === null;
}

/** The team(s) the battle is waiting on, and for what. */
export function ranksWaitingOn(battle: RanksBattle): { sides: Side[]; what: string } {
  const step = battle.step;
  switch (step.type) {
    case "choosing-role":
      return { sides: [step.side], what: "choose Cards Team or Call Team" };
    case "answering-call":
      return { sides: [step.side], what: "say Cards or Up the BUR" };
    case "final-call":
      return { sides: [step.side], what: "say Call or Cards" };
    case "call-pick":
      return {
        sides: [step.side],
        what: battle.rules.leadChoosesBase ? "remove one Power card" : "remove one Power card and name the first",
      };
    case "discarding": {
      const sides = ([0, 1] as Side[]).filter((side) => battle.hands[side].length > HAND_SIZE);
      return { sides, what: "discard down to 8 cards" };
    }
    case "pulling-power":
      return { sides: [step.side], what: "say whether it is Pulling the Power" };
    case "ready":
      return { sides: [], what: "the table to get ready for the first trick" };
    case "leading":
      return { sides: [step.lead], what: `lead trick ${battle.tricks.length + 1}` };
    case "following":
      return { sides: [other(step.lead)], what: `play on trick ${battle.tricks.length + 1}` };
    case "done":
      return { sides: [], what: "nothing: the battle is over" };
    default:
      return exhaustiveSwitchError(step);
  }
}

// ---- Checking commands (no state is changed here) --------------------------------------------

function stepWords(battle: RanksBattle, teams: Pair<TableTeam>): string {
  const waiting = ranksWaitingOn(battle);
  const names = waiting.sides.map((side) => teamName(teams, side));
  return names.length === 0
    ? `the game is waiting for ${waiting.what}`
    : `the game is waiting for ${names.join(" and ")} to ${waiting.what}`;
}

function wrongStep(battle: RanksBattle, teams: Pair<TableTeam>, what: string): CardGameViolation {
  return violation("rule/wrong_phase", `${what} is not possible now: ${stepWords(battle, teams)}.`);
}

function notYou(battle: RanksBattle, teams: Pair<TableTeam>): CardGameViolation {
  return violation("rule/not_your_turn", `Not your turn: ${stepWords(battle, teams)}.`);
}

function levelFourOnly(what: string): CardGameViolation {
  return violation("rule/not_in_this_game", `${what} is part of Play the Ranks Level 4 only.`);
}

/** Returns why the command is refused, or null when the rules allow it. */
export function checkRanksCommand(
  battle: RanksBattle,
  side: Side,
  command: RanksBattleCommand,
  teams: Pair<TableTeam>,
): CardGameViolation | null {
  const step = battle.step;
  const isLevel4 = battle.rules.kind === "level4";
  switch (command.type) {
    case "discard": {
      if (step.type !== "discarding") return wrongStep(battle, teams, "Discarding");
      if (battle.hands[side].length <= HAND_SIZE) {
        return violation(
          "rule/already_discarded",
          `You already have ${HAND_SIZE} cards; wait for ${teamName(teams, other(side))} to discard.`,
        );
      }
      if (!battle.hands[side].includes(command.card))
        return violation("rule/card_not_in_hand", `${command.card} is not in your hand; discard one of your own cards.`);
      return null;
    }
    case "chooseRole": {
      if (!isLevel4) return levelFourOnly("Choosing the Cards Team or Call Team");
      if (step.type !== "choosing-role" && step.type !== "answering-call" && step.type !== "final-call") {
        return wrongStep(battle, teams, "Choosing Cards or Call");
      }
      if (step.side !== side) return notYou(battle, teams);
      if (step.type === "answering-call" && command.role === "call") {
        return violation(
          "rule/role_not_allowed",
          `${teamName(teams, other(side))} said Call. Say Cards, or Up the BUR (3, 4 or 5 BUR cards) to try to become the Call Team.`,
        );
      }
      return null;
    }
    case "upTheBur": {
      if (!isLevel4) return levelFourOnly("Up the BUR");
      if (step.type !== "answering-call") {
        return violation(
          "rule/role_not_allowed",
          `Up the BUR is only possible as the answer to the other team saying Call: ${stepWords(battle, teams)}.`,
        );
      }
      if (step.side !== side) return notYou(battle, teams);
      return null;
    }
    case "pickPower": {
      if (!isLevel4) return levelFourOnly("Picking the Power cards");
      if (step.type !== "call-pick") return wrongStep(battle, teams, "Picking the Power cards");
      if (step.side !== side) return notYou(battle, teams);
      const onTable = battle.basePowers;
      if (!onTable.includes(command.remove)) {
        return violation(
          "rule/no_such_power_card",
          `Power card ${command.remove} is not on the table; remove one of ${onTable.join(", ")}.`,
        );
      }
      if (battle.rules.leadChoosesBase) {
        if (command.first !== undefined) {
          return violation(
            "rule/order_not_allowed",
            "In the Level 4 variation the lead team names the base on each trick: remove a Power card without naming the first.",
          );
        }
        return null;
      }
      const remaining = onTable.filter((id) => id !== command.remove);
      if (command.first === undefined)
        return violation(
          "rule/order_required",
          `Name which Power card is first (its base is used for tricks 1–4): ${remaining.join(" or ")}.`,
        );
      if (!remaining.includes(command.first)) {
        return violation(
          "rule/no_such_power_card",
          `The first Power card must be one of the two left on the table: ${remaining.join(" or ")}.`,
        );
      }
      return null;
    }
    case "pullPower": {
      if (!isLevel4) return levelFourOnly("Pulling the Power");
      if (step.type !== "pulling-power") return wrongStep(battle, teams, "Pulling the Power");
      if (step.side !== side) return notYou(battle, teams);
      return null;
    }
    case "lead": {
      if (step.type !== "leading") return wrongStep(battle, teams, "Leading a card");
      if (step.lead !== side) return notYou(battle, teams);
      if (!battle.hands[side].includes(command.card))
        return violation("rule/card_not_in_hand", `${command.card} is not in your hand; lead one of your own cards.`);
      if (command.power !== undefined) {
        if (!battle.powers[side].includes(command.power))
          return violation("rule/power_not_in_hand", `Power card ${command.power} is not in your hand.`);
        const locked = powerCard(command.power).category;
        if (command.category !== undefined && command.category !== locked) {
          return violation(
            "rule/category_locked",
            `Your Power card locks the category to ${locked}; announce ${locked} or leave the category out.`,
          );
        }
      } else if (command.category === undefined) {
        return violation("rule/category_required", "Announce the category for this trick: size, statehood or population.");
      }
      const trickNumber = battle.tricks.length + 1;
      if (leadChoosesBase(battle)) {
        const bases = basesInPlay(battle);
        if (command.base === undefined) return violation("rule/base_required", `Announce the base for this trick: ${bases.join(" or ")}.`);
        if (!bases.includes(command.base))
          return violation("rule/base_not_in_play", `The base must be one of the bases on the table: ${bases.join(" or ")}.`);
      } else {
        const base = fixedBase(battle, trickNumber);
        if (command.base !== undefined && command.base !== base) {
          return violation(
            "rule/base_fixed",
            `The base for trick ${trickNumber} is ${base}; the lead team does not choose it in this game. Leave the base out.`,
          );
        }
      }
      return null;
    }
    case "follow": {
      if (step.type !== "following") return wrongStep(battle, teams, "Playing on a trick");
      if (other(step.lead) !== side) return notYou(battle, teams);
      if (!battle.hands[side].includes(command.card))
        return violation("rule/card_not_in_hand", `${command.card} is not in your hand; play one of your own cards.`);
      if (command.power !== undefined && !battle.powers[side].includes(command.power)) {
        return violation("rule/power_not_in_hand", `Power card ${command.power} is not in your hand.`);
      }
      if (command.changeBase === true) {
        if (!(isLevel4 && battle.rules.leadChoosesBase)) {
          return violation(
            "rule/change_base_not_allowed",
            "Change the Base is part of the Level 4 variation only; play the Power card without it to change the category.",
          );
        }
        if (command.power === undefined) return violation("rule/change_base_not_allowed", "Play a Power card to Change the Base.");
        const powerBase = powerCard(command.power).base;
        const otherBases = basesInPlay(battle).filter((base) => base !== step.led.base);
        if (!otherBases.includes(powerBase)) {
          return violation(
            "rule/change_base_not_allowed",
            `Your Power card's base is ${powerBase}; it can only Change the Base to the other base in play (${otherBases.join(" or ")}).`,
          );
        }
      }
      return null;
    }
    default:
      return exhaustiveSwitchError(command);
  }
}

// ---- Performing checked commands (on a draft the caller owns) ------------------------------------

/** Applies a command that `checkRanksCommand` accepted; mutates the draft battle. */
export function performRanksCommand(battle: RanksBattle, side: Side, command: RanksBattleCommand, ctx: BattleContext): void {
  const teamId = ctx.teams[side].id;
  const step = battle.step;
  switch (command.type) {
    case "discard":
      battle.hands[side] = removeCard(battle.hands[side], command.card);
      battle.discards[side].push(command.card);
      ctx.events.push({ type: "discarded", teamId, cardsLeft: battle.hands[side].length });
      if (battle.hands[0].length === HAND_SIZE && battle.hands[1].length === HAND_SIZE) afterDiscards(battle, ctx);
      return;
    case "chooseRole":
      ctx.events.push({ type: "roleChosen", teamId, role: command.role });
      if (step.type === "choosing-role") {
        if (command.role === "cards") settleRoles(battle, side, ctx);
        else battle.step = { type: "answering-call", side: other(side) };
      } else if (step.type === "answering-call") settleRoles(battle, side, ctx);
      else settleRoles(battle, command.role === "cards" ? side : other(side), ctx);
      return;
    case "upTheBur":
      battle.burCount = command.burCards;
      ctx.events.push({ type: "burUpped", teamId, burCards: command.burCards });
      battle.step = { type: "final-call", side: other(side) };
      return;
    case "pickPower": {
      const remaining = battle.basePowers.filter((id) => id !== command.remove);
      battle.setAsidePowers = [...battle.setAsidePowers, command.remove];
      if (command.first !== undefined) {
        battle.basePowers = [command.first, ...remaining.filter((id) => id !== command.first)];
        battle.ordered = true;
      } else battle.basePowers = remaining;
      const [first, second] = battle.basePowers;
      ctx.events.push({
        type: "powerCardRemoved",
        teamId,
        removed: command.remove,
        first: battle.ordered ? (first ?? null) : null,
        second: battle.ordered ? (second ?? null) : null,
      });
      dealBur(battle, ctx);
      return;
    }
    case "pullPower":
      if (command.pull) {
        battle.pulledBy = side;
        battle.pulledPowers = [...battle.powers[0], ...battle.powers[1]];
        battle.powers = [[], []];
        ctx.events.push({ type: "powerPulled", teamId });
        turnGeoStar(battle, ctx);
      } else {
        ctx.events.push({ type: "powerKept", teamId });
        if (side === callTeam(battle)) battle.step = { type: "pulling-power", side: other(side) };
        else turnGeoStar(battle, ctx);
      }
      return;
    case "lead": {
      const category = command.power !== undefined ? powerCard(command.power).category : (command.category as Category);
      const trickNumber = battle.tricks.length + 1;
      const base = command.base ?? (fixedBase(battle, trickNumber) as Base);
      const star = announcementStar(battle);
      const announcement: Announcement = { star, text: geoStarOf(star, command.card) };
      battle.hands[side] = removeCard(battle.hands[side], command.card);
      if (command.power !== undefined) battle.powers[side] = battle.powers[side].filter((id) => id !== command.power);
      const led: LedCard = { card: command.card, category, base, power: command.power ?? null, announcement };
      battle.step = { type: "following", lead: side, led };
      ctx.events.push({ type: "leadPlayed", trick: trickNumber, teamId, announcement, category, base, power: led.power });
      return;
    }
    case "follow": {
      if (step.type !== "following") throw new Error("checked: following");
      const led = step.led;
      battle.hands[side] = removeCard(battle.hands[side], command.card);
      if (command.power !== undefined) battle.powers[side] = battle.powers[side].filter((id) => id !== command.power);
      const lead: RanksLead = { side: step.lead, card: led.card, power: led.power, category: led.category, base: led.base };
      const follow: RanksFollow = { side, card: command.card, power: command.power ?? null, changeBase: command.changeBase === true };
      const outcome = resolveRanksTrick(lead, follow, protectionOf(battle));
      const number = battle.tricks.length + 1;
      const explanation = explainRanksTrick(lead, follow, outcome, (s) => teamName(ctx.teams, s));
      battle.tricks.push({ number, lead: { ...lead, announcement: led.announcement }, follow, outcome, explanation });
      battle.won[outcome.winner] += 1;
      ctx.events.push({
        type: "trickWon",
        trick: number,
        teamId: ctx.teams[outcome.winner].id,
        leadCard: led.card,
        followCard: command.card,
        explanation,
      });
      const played = battle.tricks.length;
      const early = played < TRICKS_PER_BATTLE && battle.won[outcome.winner] >= TRICKS_FOR_BONUS;
      if (early || played === TRICKS_PER_BATTLE) endBattle(battle, outcome.winner, early, ctx);
      else battle.step = { type: "leading", lead: outcome.winner };
      return;
    }
    default:
      exhaustiveSwitchError(command);
  }
}

function settleRoles(battle: RanksBattle, cardsTeam: Side, ctx: BattleContext): void {
  battle.cardsTeam = cardsTeam;
  const call = other(cardsTeam);
  ctx.events.push({
    type: "rolesSettled",
    cardsTeamId: ctx.teams[cardsTeam].id,
    callTeamId: ctx.teams[call].id,
    burCards: battle.burCount,
  });
  battle.step = { type: "call-pick", side: call };
}

/** PTR-10.8: the BUR cards are dealt face-up to the Cards Team, seen by all, then taken into its hand. */
function dealBur(battle: RanksBattle, ctx: BattleContext): void {
  const cardsTeam = battle.cardsTeam;
  if (cardsTeam === null) throw new Error("roles settle before the BUR deal");
  const [bur, deck] = take(battle.deck, battle.burCount);
  battle.deck = deck;
  battle.burCards = bur;
  battle.hands[cardsTeam] = [...battle.hands[cardsTeam], ...bur];
  ctx.events.push({
    type: "burDealt",
    teamId: ctx.teams[cardsTeam].id,
    cards: bur,
    bur: basesInPlay(battle).map((base) => ({ base, rank: burFor(bur, base) })),
  });
  battle.step = { type: "discarding" };
}

function afterDiscards(battle: RanksBattle, ctx: BattleContext): void {
  if (battle.rules.kind === "level4") {
    const call = callTeam(battle);
    if (call === null) throw new Error("roles settle before discards");
    battle.step = { type: "pulling-power", side: call };
    return;
  }
  if (battle.rules.firstLeadByDiscards) {
    const [a, b] = [battle.discards[0][0], battle.discards[1][0]];
    if (a === undefined || b === undefined) throw new Error("both teams discarded");
    const lead: Side = rankOf(a, "statehood") < rankOf(b, "statehood") ? 0 : 1;
    battle.discardsTurned = true;
    battle.firstLead = lead;
    ctx.events.push({
      type: "discardsTurned",
      cards: [
        { teamId: ctx.teams[0].id, card: a },
        { teamId: ctx.teams[1].id, card: b },
      ],
      leadTeamId: ctx.teams[lead].id,
    });
  }
  beginTricks(battle, ctx);
}

/** PTR-10.13: the next Power card's Star Area names the GeoStar for every trick of the battle. */
function turnGeoStar(battle: RanksBattle, ctx: BattleContext): void {
  const [[top], rest] = take(battle.powerDeck, 1);
  if (top === undefined) throw new Error("no Power card left for the GeoStar");
  battle.powerDeck = rest;
  battle.geoStar = top;
  ctx.events.push({ type: "geoStarTurned", powerCard: top, star: powerCard(top).star });
  beginTricks(battle, ctx);
}

function beginTricks(battle: RanksBattle, ctx: BattleContext): void {
  const lead = battle.firstLead;
  if (lead === null) throw new Error("the first lead is known before the tricks");
  if (battle.rules.holdBeforeTricks) {
    battle.step = { type: "ready", lead };
    return;
  }
  battle.step = { type: "leading", lead };
  ctx.events.push({ type: "tricksBegin", leadTeamId: ctx.teams[lead].id });
}

/** Combo 3: the GeoPlunging decision is made; play the first trick. */
export function releaseRanksBattle(battle: RanksBattle, ctx: BattleContext): void {
  if (battle.step.type !== "ready") throw new Error("only a battle waiting before its first trick can be released");
  const lead = battle.step.lead;
  battle.step = { type: "leading", lead };
  ctx.events.push({ type: "tricksBegin", leadTeamId: ctx.teams[lead].id });
}

/** PTR-6: five tricks win, six end early with the bonus, 4–4 goes to the last trick, unplayed Power cards lose. */
function endBattle(battle: RanksBattle, lastWinner: Side, early: boolean, ctx: BattleContext): void {
  const onTricks = tricksWinner(battle.won, lastWinner);
  const failedPowers: Side[] =
    early || !powersMustBePlayed(battle) ? [] : ([0, 1] as Side[]).filter((side) => battle.powers[side].length > 0);
  let winner = onTricks.winner;
  let how: BattleEnd = early ? "early" : onTricks.byLastTrick ? "last-trick" : "tricks";
  const [onlyFailure] = failedPowers;
  if (failedPowers.length === 1 && onlyFailure !== undefined) {
    winner = other(onlyFailure);
    how = "power-forfeit";
  }
  const result: RanksBattleResult = {
    winner,
    tricks: [battle.won[0], battle.won[1]],
    bonus: battle.won[winner] >= TRICKS_FOR_BONUS,
    how,
    failedPowers,
  };
  battle.step = { type: "done", result };
  ctx.events.push({
    type: "battleEnded",
    battle: battle.number,
    winnerId: ctx.teams[winner].id,
    tricks: result.tricks,
    bonus: result.bonus,
    how,
    failedPowerTeamIds: failedPowers.map((side) => ctx.teams[side].id),
  });
}

// ---- Plain words ---------------------------------------------------------------------------------

export function describeRanksEvent(event: RanksBattleEvent, teams: Pair<TableTeam>): string {
  const name = (teamId: string): string => teams.find((team) => team.id === teamId)?.name ?? teamId;
  const power = (id: string): string => {
    const card = powerCard(id);
    return `${card.category} ${card.base}`;
  };
  switch (event.type) {
    case "battleDealt":
      return `Battle ${event.battle}: each team is dealt ${event.cards} GeoPlunge cards and ${event.powerCards} Power cards.`;
    case "basesTurned": {
      const [first, second] = [powerCard(event.first).base, powerCard(event.second).base];
      if (first === second) return `The Power cards turned face-up both show ${first}: the base is ${first} for every trick.`;
      if (event.leadChooses)
        return `The Power cards turned face-up show ${first} and ${second}: the lead team names one of them on each trick.`;
      return `The Power cards turned face-up show ${first} and ${second}: the base is ${first} for tricks 1–${event.firstBaseTricks} and ${second} for tricks ${
        event.firstBaseTricks + 1
      }–${TRICKS_PER_BATTLE}.`;
    }
    case "powerCardsTurned":
      return `Power cards turned until three bases differ: ${event.kept.map((id) => powerCard(id).base).join(", ")}${
        event.setAside.length > 0 ? ` (${event.setAside.length} with a repeated base set aside)` : ""
      }.`;
    case "roleChosen":
      return `${name(event.teamId)} says "${event.role === "cards" ? "Cards" : "Call"}".`;
    case "burUpped":
      return `${name(event.teamId)} Ups the BUR to ${event.burCards} BUR cards.`;
    case "rolesSettled":
      return `${name(event.cardsTeamId)} is the Cards Team and ${name(event.callTeamId)} the Call Team; ${event.burCards} BUR cards will be dealt.`;
    case "powerCardRemoved":
      return event.first !== null && event.second !== null
        ? `${name(event.teamId)} removes the ${power(event.removed)} Power card: the base is ${powerCard(event.first).base} for tricks 1–4 and ${powerCard(event.second).base} for tricks 5–8.`
        : `${name(event.teamId)} removes the ${power(event.removed)} Power card; the lead team names one of the two bases left on each trick.`;
    case "burDealt":
      return `BUR cards for ${name(event.teamId)}: ${event.cards.map(cardName).join(", ")}. BUR ${event.bur
        .map((entry) => `${entry.rank ?? "none"} for the base of ${entry.base}`)
        .join(", ")}.`;
    case "discarded":
      return `${name(event.teamId)} discards a card face-down (${event.cardsLeft} left).`;
    case "discardsTurned":
      return `The discards are turned: ${event.cards
        .map((entry) => `${name(entry.teamId)} ${cardName(entry.card)} (statehood ${rankOf(entry.card, "statehood")})`)
        .join(", ")}. ${name(event.leadTeamId)} is closer to 1 and leads the first trick.`;
    case "powerPulled":
      return `${name(event.teamId)} is Pulling the Power: both teams discard their Power cards.`;
    case "powerKept":
      return `${name(event.teamId)} is not Pulling the Power.`;
    case "geoStarTurned":
      return `GeoStar for this battle: the ${starLabel(event.star)}. The lead team announces it instead of the state.`;
    case "tricksBegin":
      return `${name(event.leadTeamId)} leads the first trick.`;
    case "leadPlayed":
      return `Trick ${event.trick}: ${name(event.teamId)} leads face-down: "${event.announcement.text}", ${event.category}, base ${event.base}${
        event.power !== null ? ", with a Power card" : ""
      }.`;
    case "trickWon":
      return `Trick ${event.trick}: ${event.explanation}`;
    case "battleEnded": {
      const [a, b] = event.tricks;
      const score = `${Math.max(a, b)}–${Math.min(a, b)}`;
      switch (event.how) {
        case "early":
          return `${name(event.winnerId)} wins battle ${event.battle} early with 6 tricks (${score}) and the bonus point.`;
        case "last-trick":
          return `Battle ${event.battle} is tied 4–4; ${name(event.winnerId)} won the last trick and wins the battle.`;
        case "tricks":
          return `${name(event.winnerId)} wins battle ${event.battle}, ${score} in tricks${event.bonus ? ", with the bonus point" : ""}.`;
        case "power-forfeit":
          return `${event.failedPowerTeamIds.map(name).join(" and ")} did not play both Power cards, so ${name(event.winnerId)} wins battle ${event.battle}.`;
        default:
          return exhaustiveSwitchError(event.how);
      }
    }
    default:
      return exhaustiveSwitchError(event);
  }
}
