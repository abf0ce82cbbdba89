import { cardFace, cardName, cardView, removeCard, type CardCode, type CardFace, type GeoCardView } from "../trick-kit/cards";
import { dealEach } from "../trick-kit/deal";
import { exhaustiveSwitchError } from "../trick-kit/exhaustive";
import { tricksWinner } from "../trick-kit/score-rules";
import { other, type Pair, type Side, type TableTeam } from "../trick-kit/teams";
import { finishedTricks, type TrickLine } from "../trick-kit/trick-lines";
import { violation, type CardGameViolation } from "../trick-kit/violations";
import type { ZapBattleCommand } from "./commands";
import { ZAP_DEAL, ZAP_HAND, ZAP_TRICKS } from "./numbers";
import { explainZap, zapOf, type Zap } from "./zap";

/**
 * One Play the Border Zap battle (standalone) or Combo 3's PTB game, as a pure state machine.
 * Rule IDs are in docs/rules/border-zap.md.
 */
/** Zap tricks are decided by border states, so the board shows them with each played card. */
const WITH_BORDERS = { borders: true };

export { ZAP_DEAL, ZAP_HAND, ZAP_TRICKS };
const ZAP_TRICKS_FOR_BONUS = 5;

export interface ZapRules {
  /** Combo 3: stop before the first trick so the table can decide who is GeoPlunging. */
  holdBeforeTricks: boolean;
  /**
   * BZ-3.3: after the first trade each team looks at its 3 cards and puts them face-down itself
   * before Step 2 is dealt. Absent in battles stored before it (rules version 1: Step 2 was dealt
   * with the trade), so they replay as they were played.
   */
  lookAfterFirstTrade?: true;
}

export interface ZapTrick {
  number: number;
  leadSide: Side;
  lead: CardCode;
  follow: CardCode;
  zap: Zap | null;
  winner: Side;
  explanation: string;
}

export type ZapBattleEnd = "tricks" | "last-trick" | "early";

export interface ZapBattleResult {
  winner: Side;
  tricks: Pair<number>;
  bonus: boolean;
  how: ZapBattleEnd;
}

export type ZapStep =
  | { type: "trading"; round: 1 | 2; picks: Pair<CardCode | null> }
  /** Step 1's end: each team looks at its 3 cards (`received`: the card each side got in the trade) until it puts them face-down. */
  | { type: "looking"; received: Pair<CardCode> }
  | { type: "discarding" }
  | { type: "ready"; lead: Side }
  | { type: "leading"; lead: Side }
  | { type: "following"; lead: Side; led: CardCode }
  | { type: "done"; result: ZapBattleResult };

export interface ZapBattle {
  rules: ZapRules;
  number: number;
  /** Undealt cards, top first (secret). */
  deck: CardCode[];
  hands: Pair<CardCode[]>;
  /** Step 2 (and a team that has finished looking in Step 1): its first three cards lie face-down, not even its own team may look (secret). */
  setAside: Pair<CardCode[]>;
  /** Step 3: the card each team was dealt face-up (public even after it joins the hand). */
  faceUp: Pair<CardCode | null>;
  /** Face-down discards (secret). */
  discards: Pair<CardCode[]>;
  firstLead: Side;
  tricks: ZapTrick[];
  won: Pair<number>;
  step: ZapStep;
}

export type ZapBattleEvent =
  | { type: "zapDealt"; battle: number; round: 1 | 2; cards: number }
  | { type: "tradePicked"; teamId: string }
  | { type: "traded"; round: 1 | 2 }
  | { type: "zapLookAtCards" }
  | { type: "zapCardsSetAside"; teamId: string }
  | { type: "faceUpDealt"; cards: { teamId: string; card: CardCode }[] }
  | { type: "zapDiscarded"; teamId: string; cardsLeft: number }
  | { type: "zapTricksBegin"; leadTeamId: string }
  | { type: "zapLeadPlayed"; trick: number; teamId: string; announcement: string }
  | { type: "zapTrickWon"; trick: number; teamId: string; leadCard: CardCode; followCard: CardCode; zapped: boolean; explanation: string }
  | { type: "zapBattleEnded"; battle: number; winnerId: string; tricks: Pair<number>; bonus: boolean; how: ZapBattleEnd };

export interface ZapContext {
  teams: Pair<TableTeam>;
  events: ZapBattleEvent[];
}

/** BZ-2: deal 3 cards face-down to each team; they trade one. */
export function startZapBattle(input: { rules: ZapRules; number: number; deck: CardCode[]; firstLead: Side }, ctx: ZapContext): ZapBattle {
  const [hands, deck] = dealEach(input.deck, ZAP_DEAL);
  ctx.events.push({ type: "zapDealt", battle: input.number, round: 1, cards: ZAP_DEAL });
  return {
    rules: input.rules,
    number: input.number,
    deck,
    hands,
    setAside: [[], []],
    faceUp: [null, null],
    discards: [[], []],
    firstLead: input.firstLead,
    tricks: [],
    won: [0, 0],
    step: { type: "trading", round: 1, picks: [null, null] },
  };
}

/** BZ-3.3's move, as whom the table waits on (for a team: its own move). */
const LOOK_WORDS = `look at the ${ZAP_DEAL} cards, then put them face-down`;

export function zapWaitingOn(battle: ZapBattle): { sides: Side[]; what: string } {
  const step = battle.step;
  switch (step.type) {
    case "trading":
      return {
        sides: ([0, 1] as Side[]).filter((side) => step.picks[side] === null),
        what: `pick a card to trade (trade ${step.round} of 2)`,
      };
    case "looking":
      return { sides: ([0, 1] as Side[]).filter((side) => battle.setAside[side].length === 0), what: LOOK_WORDS };
    case "discarding":
      return { sides: ([0, 1] as Side[]).filter((side) => battle.hands[side].length > ZAP_HAND), what: "discard one card face-down" };
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

function stepWords(battle: ZapBattle, teams: Pair<TableTeam>): string {
  const waiting = zapWaitingOn(battle);
  const names = waiting.sides.map((side) => teams[side].name);
  return names.length === 0
    ? `the game is waiting for ${waiting.what}`
    : `the game is waiting for ${names.join(" and ")} to ${waiting.what}`;
}

const wrongStep = (battle: ZapBattle, teams: Pair<TableTeam>, what: string): CardGameViolation =>
  violation("rule/wrong_phase", `${what} is not possible now: ${stepWords(battle, teams)}.`);

const notYou = (battle: ZapBattle, teams: Pair<TableTeam>): CardGameViolation =>
  violation("rule/not_your_turn", `Not your turn: ${stepWords(battle, teams)}.`);

export function checkZapCommand(
  battle: ZapBattle,
  side: Side,
  command: ZapBattleCommand,
  teams: Pair<TableTeam>,
): CardGameViolation | null {
  const step = battle.step;
  switch (command.type) {
    case "trade": {
      if (step.type !== "trading") return wrongStep(battle, teams, "Trading");
      if (step.picks[side] !== null) {
        return violation("rule/already_chosen", `You already picked the card to trade; wait for ${teams[other(side)].name}.`);
      }
      if (battle.setAside[side].includes(command.card)) {
        return violation(
          "rule/trade_only_new_cards",
          "Trade one of the 3 cards you were just dealt; your first 3 cards lie face-down until this trade is over.",
        );
      }
      if (!battle.hands[side].includes(command.card))
        return violation("rule/card_not_in_hand", `${command.card} is not in your hand; trade one of your own cards.`);
      return null;
    }
    case "setAside": {
      if (step.type !== "looking") return wrongStep(battle, teams, "Putting your cards face-down");
      if (battle.setAside[side].length > 0) {
        return violation(
          "rule/already_chosen",
          `Your ${ZAP_DEAL} cards already lie face-down; wait for ${teams[other(side)].name} to finish looking at theirs.`,
        );
      }
      return null;
    }
    case "discard": {
      if (step.type !== "discarding") return wrongStep(battle, teams, "Discarding");
      if (battle.hands[side].length <= ZAP_HAND) {
        return violation("rule/already_discarded", `You already have ${ZAP_HAND} cards; wait for ${teams[other(side)].name} to discard.`);
      }
      if (!battle.hands[side].includes(command.card))
        return violation("rule/card_not_in_hand", `${command.card} is not in your hand; discard one of your own cards.`);
      return null;
    }
    case "lead": {
      if (step.type !== "leading") return wrongStep(battle, teams, "Leading a card");
      if (step.lead !== side) return notYou(battle, teams);
      if (!battle.hands[side].includes(command.card))
        return violation("rule/card_not_in_hand", `${command.card} is not in your hand; lead one of your own cards.`);
      return null;
    }
    case "follow": {
      if (step.type !== "following") return wrongStep(battle, teams, "Playing on a trick");
      if (other(step.lead) !== side) return notYou(battle, teams);
      if (!battle.hands[side].includes(command.card))
        return violation("rule/card_not_in_hand", `${command.card} is not in your hand; play one of your own cards.`);
      return null;
    }
    default:
      return exhaustiveSwitchError(command);
  }
}

export function performZapCommand(battle: ZapBattle, side: Side, command: ZapBattleCommand, ctx: ZapContext): void {
  const step = battle.step;
  const teamId = ctx.teams[side].id;
  switch (command.type) {
    case "trade": {
      if (step.type !== "trading") throw new Error("checked: trading");
      step.picks[side] = command.card;
      ctx.events.push({ type: "tradePicked", teamId });
      const [a, b] = step.picks;
      if (a !== null && b !== null) completeTrade(battle, step.round, a, b, ctx);
      return;
    }
    case "setAside":
      battle.setAside[side] = battle.hands[side];
      battle.hands[side] = [];
      ctx.events.push({ type: "zapCardsSetAside", teamId });
      if (battle.setAside[0].length > 0 && battle.setAside[1].length > 0) dealStepTwo(battle, ctx);
      return;
    case "discard":
      battle.hands[side] = removeCard(battle.hands[side], command.card);
      battle.discards[side].push(command.card);
      ctx.events.push({ type: "zapDiscarded", teamId, cardsLeft: battle.hands[side].length });
      if (battle.hands[0].length === ZAP_HAND && battle.hands[1].length === ZAP_HAND) {
        if (battle.rules.holdBeforeTricks) battle.step = { type: "ready", lead: battle.firstLead };
        else beginZapTricks(battle, ctx);
      }
      return;
    case "lead":
      battle.hands[side] = removeCard(battle.hands[side], command.card);
      battle.step = { type: "following", lead: side, led: command.card };
      ctx.events.push({ type: "zapLeadPlayed", trick: battle.tricks.length + 1, teamId, announcement: cardName(command.card) });
      return;
    case "follow": {
      if (step.type !== "following") throw new Error("checked: following");
      battle.hands[side] = removeCard(battle.hands[side], command.card);
      const zap = zapOf(step.led, command.card);
      const winner = zap === null ? step.lead : side;
      const number = battle.tricks.length + 1;
      const explanation = explainZap(step.led, command.card, zap, ctx.teams[winner].name);
      battle.tricks.push({ number, leadSide: step.lead, lead: step.led, follow: command.card, zap, winner, explanation });
      battle.won[winner] += 1;
      ctx.events.push({
        type: "zapTrickWon",
        trick: number,
        teamId: ctx.teams[winner].id,
        leadCard: step.led,
        followCard: command.card,
        zapped: zap !== null,
        explanation,
      });
      const played = battle.tricks.length;
      const early = played === ZAP_TRICKS_FOR_BONUS && battle.won[winner] === ZAP_TRICKS_FOR_BONUS;
      if (early || played === ZAP_TRICKS) endZapBattle(battle, winner, early, ctx);
      else battle.step = { type: "leading", lead: winner };
      return;
    }
    default:
      exhaustiveSwitchError(command);
  }
}

/** "At the same time, each team trades one of its GeoPlunge cards with the other team." */
function completeTrade(battle: ZapBattle, round: 1 | 2, a: CardCode, b: CardCode, ctx: ZapContext): void {
  battle.hands = [
    [...removeCard(battle.hands[0], a), b],
    [...removeCard(battle.hands[1], b), a],
  ];
  ctx.events.push({ type: "traded", round });
  if (round === 1) {
    if (battle.rules.lookAfterFirstTrade) {
      // "Teams may look at their 3 cards.": each team puts them face-down itself (setAside).
      battle.step = { type: "looking", received: [b, a] };
      ctx.events.push({ type: "zapLookAtCards" });
      return;
    }
    battle.setAside = battle.hands;
    battle.hands = [[], []];
    dealStepTwo(battle, ctx);
    return;
  }
  // Step 3: all six cards back in hand, and one more card each, face-up.
  const [[up0, up1], deck] = dealEach(battle.deck, 1);
  battle.deck = deck;
  battle.hands = [
    [...battle.setAside[0], ...battle.hands[0], ...up0],
    [...battle.setAside[1], ...battle.hands[1], ...up1],
  ];
  battle.setAside = [[], []];
  battle.faceUp = [up0[0] ?? null, up1[0] ?? null];
  ctx.events.push({
    type: "faceUpDealt",
    cards: [
      { teamId: ctx.teams[0].id, card: up0[0] ?? "" },
      { teamId: ctx.teams[1].id, card: up1[0] ?? "" },
    ],
  });
  battle.step = { type: "discarding" };
}

/** Step 2: the first three cards lie face-down on the table; three more are dealt to each team. */
function dealStepTwo(battle: ZapBattle, ctx: ZapContext): void {
  const [hands, deck] = dealEach(battle.deck, ZAP_DEAL);
  battle.hands = hands;
  battle.deck = deck;
  ctx.events.push({ type: "zapDealt", battle: battle.number, round: 2, cards: ZAP_DEAL });
  battle.step = { type: "trading", round: 2, picks: [null, null] };
}

function beginZapTricks(battle: ZapBattle, ctx: ZapContext): void {
  battle.step = { type: "leading", lead: battle.firstLead };
  ctx.events.push({ type: "zapTricksBegin", leadTeamId: ctx.teams[battle.firstLead].id });
}

/** Combo 3: the GeoPlunging decision is made; play the first trick. */
export function releaseZapBattle(battle: ZapBattle, ctx: ZapContext): void {
  if (battle.step.type !== "ready") throw new Error("only a battle waiting before its first trick can be released");
  beginZapTricks(battle, ctx);
}

/** BZ-6: four tricks win, 3–3 goes to the last trick, five tricks earn the bonus (and 5–0 ends early). */
function endZapBattle(battle: ZapBattle, lastWinner: Side, early: boolean, ctx: ZapContext): void {
  const { winner, byLastTrick } = tricksWinner(battle.won, lastWinner);
  const result: ZapBattleResult = {
    winner,
    tricks: [battle.won[0], battle.won[1]],
    bonus: battle.won[winner] >= ZAP_TRICKS_FOR_BONUS,
    how: early ? "early" : byLastTrick ? "last-trick" : "tricks",
  };
  battle.step = { type: "done", result };
  ctx.events.push({
    type: "zapBattleEnded",
    battle: battle.number,
    winnerId: ctx.teams[winner].id,
    tricks: result.tricks,
    bonus: result.bonus,
    how: result.how,
  });
}

// ---- Views -----------------------------------------------------------------------------------------

export interface ZapTableView {
  battle: number;
  step: { type: ZapStep["type"]; teamIds: string[]; what: string; round: 1 | 2 | null };
  teams: Pair<{
    id: string;
    name: string;
    tricks: number;
    cardsInHand: number;
    cardsSetAside: number;
    discards: number;
    tradePicked: boolean;
  }>;
  /** Step 3's face-up cards: public, though they may since have been discarded face-down. */
  faceUpDealt: { teamId: string; card: CardFace }[];
  currentTrick: { number: number; leadTeamId: string; announcement: string | null } | null;
  /** Every finished trick of the battle as a line; the last one whole, as the board and phones draw it. */
  tricks: TrickLine[];
  lastTrick: ZapTrickView | null;
  result: { winnerId: string; tricks: Pair<number>; bonus: boolean; how: ZapBattleEnd } | null;
}

export interface ZapTrickView {
  number: number;
  leadTeamId: string;
  lead: CardFace;
  follow: CardFace;
  zap: Zap | null;
  winnerId: string;
  explanation: string;
}

export interface ZapHandView {
  hand: GeoCardView[];
  /** Step 2: the first three cards lie face-down; a team may not look at them. */
  cardsSetAside: number;
  tradePick: CardCode | null;
  /** BZ-3.3: while the team looks at its 3 cards, the one it received in the first trade. */
  received: CardCode | null;
  ownLead: CardFace | null;
  yourMove: string | null;
}

export function zapTableView(battle: ZapBattle, teams: Pair<TableTeam>): ZapTableView {
  const step = battle.step;
  const waiting = zapWaitingOn(battle);
  const line = (side: Side): ZapTableView["teams"][number] => ({
    id: teams[side].id,
    name: teams[side].name,
    tricks: battle.won[side],
    cardsInHand: battle.hands[side].length,
    cardsSetAside: battle.setAside[side].length,
    discards: battle.discards[side].length,
    tradePicked: step.type === "trading" && step.picks[side] !== null,
  });
  const number = battle.tricks.length + 1;
  return {
    battle: battle.number,
    step: {
      type: step.type,
      teamIds: waiting.sides.map((side) => teams[side].id),
      what: waiting.what,
      round: step.type === "trading" ? step.round : null,
    },
    teams: [line(0), line(1)],
    faceUpDealt: ([0, 1] as Side[]).flatMap((side) => {
      const card = battle.faceUp[side];
      return card === null ? [] : [{ teamId: teams[side].id, card: cardFace(card, WITH_BORDERS) }];
    }),
    currentTrick:
      step.type === "leading" || step.type === "ready"
        ? { number, leadTeamId: teams[step.lead].id, announcement: null }
        : step.type === "following"
          ? { number, leadTeamId: teams[step.lead].id, announcement: cardName(step.led) }
          : null,
    ...finishedTricks(
      battle.tricks,
      (trick) => ({ number: trick.number, winnerId: teams[trick.winner].id, explanation: trick.explanation }),
      (trick): ZapTrickView => ({
        number: trick.number,
        leadTeamId: teams[trick.leadSide].id,
        lead: cardFace(trick.lead, WITH_BORDERS),
        follow: cardFace(trick.follow, WITH_BORDERS),
        zap: trick.zap,
        winnerId: teams[trick.winner].id,
        explanation: trick.explanation,
      }),
    ),
    result:
      step.type === "done"
        ? { winnerId: teams[step.result.winner].id, tricks: step.result.tricks, bonus: step.result.bonus, how: step.result.how }
        : null,
  };
}

export function zapHandView(battle: ZapBattle, side: Side): ZapHandView {
  const step = battle.step;
  const waiting = zapWaitingOn(battle);
  return {
    hand: battle.hands[side].map(cardView),
    cardsSetAside: battle.setAside[side].length,
    tradePick: step.type === "trading" ? step.picks[side] : null,
    received: step.type === "looking" && battle.hands[side].includes(step.received[side]) ? step.received[side] : null,
    ownLead: step.type === "following" && step.lead === side ? cardFace(step.led, WITH_BORDERS) : null,
    yourMove: waiting.sides.includes(side) ? waiting.what : null,
  };
}

export function zapCandidates(battle: ZapBattle, side: Side): ZapBattleCommand[] {
  const step = battle.step;
  const hand = battle.hands[side];
  switch (step.type) {
    case "trading":
      return hand.map((card): ZapBattleCommand => ({ type: "trade", card }));
    case "looking":
      return [{ type: "setAside" }];
    case "discarding":
      return hand.map((card): ZapBattleCommand => ({ type: "discard", card }));
    case "leading":
      return hand.map((card): ZapBattleCommand => (step.lead === side ? { type: "lead", card } : { type: "follow", card }));
    case "following":
      return step.lead === side ? [] : hand.map((card): ZapBattleCommand => ({ type: "follow", card }));
    case "ready":
    case "done":
      return [];
    default:
      return exhaustiveSwitchError(step);
  }
}

export function describeZapEvent(event: ZapBattleEvent, teams: Pair<TableTeam>): string {
  const name = (teamId: string): string => teams.find((team) => team.id === teamId)?.name ?? teamId;
  switch (event.type) {
    case "zapDealt":
      return event.round === 1
        ? `Border battle ${event.battle}: each team is dealt ${event.cards} cards and trades one with the other team.`
        : `The first 3 cards lie face-down; each team is dealt ${event.cards} more and trades one of them.`;
    case "tradePicked":
      return `${name(event.teamId)} has picked a card to trade.`;
    case "traded":
      return event.round === 1 ? "The teams trade one card each." : "The teams trade one of their new cards each.";
    case "zapLookAtCards":
      return `Each team may look at its ${ZAP_DEAL} cards, the one it received marked, then puts them face-down for Step 2.`;
    case "zapCardsSetAside":
      return `${name(event.teamId)} has looked at its ${ZAP_DEAL} cards and puts them face-down.`;
    case "faceUpDealt":
      return `One more card each, face-up: ${event.cards.map((entry) => `${name(entry.teamId)} ${cardName(entry.card)}`).join(", ")}. Each team discards one card face-down.`;
    case "zapDiscarded":
      return `${name(event.teamId)} discards a card face-down (${event.cardsLeft} left).`;
    case "zapTricksBegin":
      return `${name(event.leadTeamId)} leads the first trick.`;
    case "zapLeadPlayed":
      return `Trick ${event.trick}: ${name(event.teamId)} leads ${event.announcement} face-down.`;
    case "zapTrickWon":
      return `Trick ${event.trick}: ${event.explanation}`;
    case "zapBattleEnded": {
      const score = `${Math.max(...event.tricks)}–${Math.min(...event.tricks)}`;
      switch (event.how) {
        case "early":
          return `${name(event.winnerId)} wins the first 5 tricks: border battle ${event.battle} ends early, with the bonus.`;
        case "last-trick":
          return `Border battle ${event.battle} is tied 3–3; ${name(event.winnerId)} won the last trick and wins it.`;
        case "tricks":
          return `${name(event.winnerId)} wins border battle ${event.battle}, ${score} in tricks${event.bonus ? ", with the bonus" : ""}.`;
        default:
          return exhaustiveSwitchError(event.how);
      }
    }
    default:
      return exhaustiveSwitchError(event);
  }
}

export type { CardGameViolation };
