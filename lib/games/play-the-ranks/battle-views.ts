import { cardFace, cardView, type CardFace, type Category, type GeoCardView } from "../trick-kit/cards";
import { powerCardView, starLabel, type Base, type PowerCardView, type StarArea } from "../trick-kit/power-cards";
import { burFor, type PowerEffect, type TrickReason } from "../trick-kit/ranks";
import type { Pair, Side, TableTeam } from "../trick-kit/teams";
import { finishedTricks, type TrickLine } from "../trick-kit/trick-lines";
import {
  basesInPlay,
  fixedBase,
  leadChoosesBase,
  powersMustBePlayed,
  ranksWaitingOn,
  TRICKS_PER_BATTLE,
  type Announcement,
  type BattleEnd,
  type RanksBattle,
  type RanksKind,
  type RanksStep,
} from "./battle";

/**
 * What a Play the Ranks battle shows. The table view holds only what lies face-up (a face-down lead
 * shows just what was announced); a team's extras hold its own hand and Power cards.
 */
export interface RanksTeamLine {
  id: string;
  name: string;
  tricks: number;
  cardsInHand: number;
  powerCardsInHand: number;
  discards: number;
  role: "cards" | "call" | null;
}

export interface RanksTrickView {
  number: number;
  leadTeamId: string;
  announcement: Announcement;
  lead: CardFace;
  leadPower: PowerCardView | null;
  follow: CardFace;
  followPower: PowerCardView | null;
  changeBase: boolean;
  category: Category;
  base: Base;
  effect: PowerEffect;
  reason: TrickReason;
  winnerId: string;
  explanation: string;
}

export interface RanksTableView {
  battle: number;
  kind: RanksKind;
  step: { type: RanksStep["type"]; teamIds: string[]; what: string };
  teams: Pair<RanksTeamLine>;
  powerCards: { onTable: PowerCardView[]; ordered: boolean; setAside: PowerCardView[] };
  /** `firstBaseTricks`: the first base holds for tricks 1 to this; the second from the next to `tricksInBattle`. */
  bases: { first: Base | null; second: Base | null; firstBaseTricks: number; tricksInBattle: number; leadChooses: boolean };
  bur: { count: number; cards: CardFace[]; byBase: { base: Base; rank: number | null }[] } | null;
  pulledByTeamId: string | null;
  geoStar: { powerCard: PowerCardView; star: StarArea; label: string } | null;
  turnedDiscards: { teamId: string; card: CardFace }[] | null;
  /** The trick in progress: a face-down lead shows only its announcement, category, base and Power card. */
  currentTrick: {
    number: number;
    leadTeamId: string;
    base: Base | null;
    led: { announcement: Announcement; category: Category; base: Base; power: PowerCardView | null } | null;
  } | null;
  /** Every finished trick of the battle as a line; the last one whole, as the board and phones draw it. */
  tricks: TrickLine[];
  lastTrick: RanksTrickView | null;
  result: { winnerId: string; tricks: Pair<number>; bonus: boolean; how: BattleEnd } | null;
}

export interface RanksHandView {
  hand: GeoCardView[];
  powerCards: PowerCardView[];
  /** The card this team led face-down on the trick in progress (only its own view shows it). */
  ownLead: CardFace | null;
  /** Sort the hand by this: the category of the trick the team must play on. */
  categoryInPlay: Category | null;
  /** Power cards still to play and tricks left to play them in (PTR-6.4), and the rule in the words a phone shows. */
  mustPlay: { powerCardsLeft: number; tricksLeft: number; rule: string } | null;
  yourMove: string | null;
}

const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

/** PTR-6.4 (every Power card played, or the battle is lost) and PTR-5.7 (never both on one trick), for this team now. */
function powerCardDuty(powerCardsLeft: number, tricksLeft: number): string {
  return `Play ${plural(powerCardsLeft, "more Power card")} in the ${plural(tricksLeft, "trick")} left, never two on one trick, or the battle is lost.`;
}

const roleOf = (battle: RanksBattle, side: Side): "cards" | "call" | null =>
  battle.cardsTeam === null ? null : battle.cardsTeam === side ? "cards" : "call";

export function ranksTableView(battle: RanksBattle, teams: Pair<TableTeam>): RanksTableView {
  const waiting = ranksWaitingOn(battle);
  const step = battle.step;
  const teamLine = (side: Side): RanksTeamLine => ({
    id: teams[side].id,
    name: teams[side].name,
    tricks: battle.won[side],
    cardsInHand: battle.hands[side].length,
    powerCardsInHand: battle.powers[side].length,
    discards: battle.discards[side].length,
    role: roleOf(battle, side),
  });
  const ordered = battle.ordered;
  const [first, second] = battle.basePowers.map((id) => powerCardView(id).base);
  const trickNumber = battle.tricks.length + 1;
  let currentTrick: RanksTableView["currentTrick"] = null;
  if (step.type === "leading" || step.type === "ready") {
    currentTrick = { number: trickNumber, leadTeamId: teams[step.lead].id, base: fixedBase(battle, trickNumber), led: null };
  } else if (step.type === "following") {
    const led = step.led;
    currentTrick = {
      number: trickNumber,
      leadTeamId: teams[step.lead].id,
      base: led.base,
      led: {
        announcement: led.announcement,
        category: led.category,
        base: led.base,
        power: led.power === null ? null : powerCardView(led.power),
      },
    };
  }
  const geoStar = battle.geoStar === null ? null : powerCardView(battle.geoStar);
  return {
    battle: battle.number,
    kind: battle.rules.kind,
    step: { type: step.type, teamIds: waiting.sides.map((side) => teams[side].id), what: waiting.what },
    teams: [teamLine(0), teamLine(1)],
    powerCards: { onTable: battle.basePowers.map(powerCardView), ordered, setAside: battle.setAsidePowers.map(powerCardView) },
    bases: {
      first: ordered ? (first ?? null) : null,
      second: ordered ? (second ?? null) : null,
      firstBaseTricks: battle.rules.firstBaseTricks,
      tricksInBattle: TRICKS_PER_BATTLE,
      leadChooses: leadChoosesBase(battle),
    },
    bur:
      battle.rules.kind === "level4" && battle.burCards.length > 0
        ? {
            count: battle.burCount,
            cards: battle.burCards.map((code) => cardFace(code)),
            byBase: basesInPlay(battle).map((base) => ({ base, rank: burFor(battle.burCards, base) })),
          }
        : null,
    pulledByTeamId: battle.pulledBy === null ? null : teams[battle.pulledBy].id,
    geoStar: geoStar === null ? null : { powerCard: geoStar, star: geoStar.star, label: starLabel(geoStar.star) },
    turnedDiscards: battle.discardsTurned
      ? ([0, 1] as Side[]).flatMap((side) =>
          battle.discards[side].slice(0, 1).map((card) => ({ teamId: teams[side].id, card: cardFace(card) })),
        )
      : null,
    currentTrick,
    ...finishedTricks(
      battle.tricks,
      (trick) => ({ number: trick.number, winnerId: teams[trick.outcome.winner].id, explanation: trick.explanation }),
      (trick): RanksTrickView => ({
        number: trick.number,
        leadTeamId: teams[trick.lead.side].id,
        announcement: trick.lead.announcement,
        lead: cardFace(trick.lead.card),
        leadPower: trick.lead.power === null ? null : powerCardView(trick.lead.power),
        follow: cardFace(trick.follow.card),
        followPower: trick.follow.power === null ? null : powerCardView(trick.follow.power),
        changeBase: trick.follow.changeBase,
        category: trick.outcome.category,
        base: trick.outcome.base,
        effect: trick.outcome.effect,
        reason: trick.outcome.reason,
        winnerId: teams[trick.outcome.winner].id,
        explanation: trick.explanation,
      }),
    ),
    result:
      step.type === "done"
        ? { winnerId: teams[step.result.winner].id, tricks: step.result.tricks, bonus: step.result.bonus, how: step.result.how }
        : null,
  };
}

export function ranksHandView(battle: RanksBattle, side: Side): RanksHandView {
  const step = battle.step;
  const waiting = ranksWaitingOn(battle);
  const tricksLeft = step.type === "done" ? 0 : TRICKS_PER_BATTLE - battle.tricks.length;
  return {
    hand: battle.hands[side].map(cardView),
    powerCards: battle.powers[side].map(powerCardView),
    ownLead: step.type === "following" && step.lead === side ? cardFace(step.led.card) : null,
    categoryInPlay: step.type === "following" && step.lead !== side ? step.led.category : null,
    mustPlay: powersMustBePlayed(battle)
      ? { powerCardsLeft: battle.powers[side].length, tricksLeft, rule: powerCardDuty(battle.powers[side].length, tricksLeft) }
      : null,
    yourMove: waiting.sides.includes(side) ? waiting.what : null,
  };
}

/** Who the moderator sees the table waiting on. */
export function ranksWaitingView(battle: RanksBattle, teams: Pair<TableTeam>): { teamIds: string[]; what: string } {
  const waiting = ranksWaitingOn(battle);
  return { teamIds: waiting.sides.map((side) => teams[side].id), what: waiting.what };
}
