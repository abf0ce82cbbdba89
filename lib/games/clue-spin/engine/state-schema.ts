import { z } from "zod";
import { clueCardSchema } from "@/lib/content/clue-card";
import type { GameState } from "./state";

/**
 * The engine's state as a schema, for reading a stored snapshot back: a snapshot that does not
 * fit (a damaged file, a state written by another version without a migration) is refused by name
 * instead of being trusted. `GameStateFits` below fails to compile if this and `GameState` drift.
 */
const teamId = z.string().min(1);
const count = z.number().int().min(0);
const matchHint = z.enum(["matches", "close", "no match"]);
const spinRecord = z.object({ teamId, value: z.number().int().min(1).max(6) }).strict();
const pendingAnswer = z.object({ teamId, text: z.string().nullable(), hint: matchHint.nullable() }).strict();
const cardPlay = z
  .object({
    cardIndex: count,
    cluesRead: count,
    valueClue: count,
    shownClues: z.array(z.number().int().min(1).max(6)),
    armedSecondAnswers: z.array(z.object({ teamId, cardId: z.string() }).strict()),
  })
  .strict();

const firstSpin = z
  .object({ type: z.literal("first-spin"), round: count, contenders: z.array(teamId), spins: z.array(spinRecord) })
  .strict();
const turnStart = z.object({ type: z.literal("turn-start"), teamId }).strict();
const drawCard = z.object({ type: z.literal("draw-card"), teamId, drawCardId: z.string() }).strict();
const answerOrSell = z
  .object({ type: z.literal("answer-or-sell"), teamId, play: cardPlay, pending: pendingAnswer.nullable(), saleBlocked: z.boolean() })
  .strict();
const saleOffers = z
  .object({ type: z.literal("sale-offers"), sellerId: teamId, price: count, play: cardPlay, offers: z.array(teamId) })
  .strict();
const buyerAnswering = z
  .object({
    type: z.literal("buyer-answering"),
    buyerId: teamId,
    sellerId: teamId,
    price: count,
    play: cardPlay,
    pending: pendingAnswer.nullable(),
  })
  .strict();
const playoff = z
  .object({
    type: z.literal("playoff"),
    spinnerId: teamId,
    play: cardPlay,
    out: z.array(teamId),
    hadChance: z.array(teamId),
    currentTeamId: teamId,
    pending: pendingAnswer.nullable(),
  })
  .strict();
const bidBidding = z
  .object({
    type: z.literal("bid-bidding"),
    spinnerId: teamId,
    opponentId: teamId,
    play: cardPlay,
    bids: z.array(z.object({ teamId, clues: z.number().int().min(1).max(6) }).strict()),
    toBidId: teamId,
  })
  .strict();
const bidAnswering = z
  .object({
    type: z.literal("bid-answering"),
    spinnerId: teamId,
    answererId: teamId,
    otherId: teamId,
    clueCount: count,
    play: cardPlay,
    pending: pendingAnswer.nullable(),
  })
  .strict();
const finalQuestion = z
  .object({ type: z.literal("final-question"), teamId, clueCount: count, play: cardPlay, pending: pendingAnswer.nullable() })
  .strict();

const activePhase = z.discriminatedUnion("type", [
  firstSpin,
  turnStart,
  drawCard,
  answerOrSell,
  saleOffers,
  buyerAnswering,
  playoff,
  bidBidding,
  bidAnswering,
  finalQuestion,
]);
const phase = z.union([activePhase, z.object({ type: z.literal("finished"), winnerId: teamId }).strict()]);

const ledgerEntry = z
  .object({
    seq: count,
    from: z.string().min(1),
    to: z.string().min(1),
    amount: z.number().int(),
    kind: z.enum(["answer", "sale", "sale-bonus", "playoff", "bid", "draw-card", "adjustment", "bank-cover"]),
    reason: z.string(),
    at: z.number(),
  })
  .strict();

const uint32 = z.number().int().min(0).max(0xffff_ffff);

export const gameStateSchema = z
  .object({
    version: z.literal(1),
    rules: z
      .object({
        targetPoints: count,
        clueValues: z.tuple([count, count, count, count, count, count]),
        startPoints: count,
        shortTeamBonus: count,
        bonus: count,
      })
      .strict(),
    teams: z.array(
      z
        .object({
          id: teamId,
          name: z.string(),
          players: count,
          startPoints: count,
          points: count,
          savedCards: z.array(z.string()),
          extraTurnPending: z.boolean(),
        })
        .strict(),
    ),
    phase,
    turn: z.object({ number: count, teamId }).strict().nullable(),
    rng: z.tuple([uint32, uint32, uint32, uint32]),
    clueCards: z.array(clueCardSchema),
    clueOrder: z.array(count),
    nextClue: count,
    drawPile: z.array(z.string()),
    lastSpin: spinRecord.nullable(),
    lastDraw: z.object({ teamId, drawCardId: z.string() }).strict().nullable(),
    reveal: z
      .object({ cardIndex: count, outcome: z.enum(["correct", "wrong", "no answer"]), teamId: teamId.nullable() })
      .strict()
      .nullable(),
    ledger: z.array(ledgerEntry),
    revision: count,
  })
  .strict();

type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compile-time proof that the schema describes exactly the engine's state type. */
export const GameStateFits: Exactly<z.infer<typeof gameStateSchema>, GameState> = true;
