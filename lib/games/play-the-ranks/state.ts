import type { RngState } from "@/lib/games/clue-spin/engine/rng";
import type { CardCode } from "../trick-kit/cards";
import type { LedgerEntry } from "../trick-kit/scoring";
import type { Pair, Side, TableTeam } from "../trick-kit/teams";
import type { BattleEnd, RanksBattle, RanksBattleEvent } from "./battle";
import type { PlayTheRanksSetup } from "./setup";

export interface BattleSummary {
  number: number;
  winner: Side;
  tricks: Pair<number>;
  points: number;
  bonus: boolean;
  how: BattleEnd;
  firstLead: Side;
}

export type PlayTheRanksPhase = { type: "battle"; battle: RanksBattle } | { type: "match-over"; winner: Side; battle: RanksBattle };

/** Plain JSON: the platform stores it, and replays commands from setup, seating and seed to rebuild it. */
export interface PlayTheRanksState {
  game: "play-the-ranks";
  setup: PlayTheRanksSetup;
  teams: Pair<TableTeam>;
  rng: RngState;
  /** `now` of the last accepted command (legal actions are judged at this time). */
  clock: number;
  points: Pair<number>;
  ledger: LedgerEntry[];
  /** The statehood draw before the first battle, when the setup uses one. */
  firstLeadDraw: { cards: Pair<CardCode>; lead: Side } | null;
  history: BattleSummary[];
  phase: PlayTheRanksPhase;
}

export type PlayTheRanksEvent =
  | RanksBattleEvent
  | { type: "matchStarted"; level: 3 | 4; targetPoints: number }
  | { type: "firstLeadDrawn"; cards: { teamId: string; card: CardCode }[]; leadTeamId: string }
  | { type: "firstLeadPassed"; teamId: string; because: "alternate" | "winner" }
  | { type: "battlePoints"; teamId: string; points: number; total: number }
  | { type: "scoreAdjusted"; teamId: string; amount: number; reason: string; total: number }
  | { type: "targetTied"; points: number }
  | { type: "matchWon"; teamId: string; points: Pair<number> };
