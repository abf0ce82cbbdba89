import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chummyChallenge, type ChummyState } from "@/lib/games/chummy-challenge";
import { CHALLENGE_CARDS } from "@/lib/content/challenge-cards";
import { propertySettings } from "../support";
import { randomGame } from "../chummy-challenge/play";
import { audiencesOf, expectTwinSecret, received, seeded, Tally, type Twin } from "./secrecy";

/**
 * [SECRECY-CC-…] Chummy Challenge: the decks' order, the drawn card before its first word, and a team's
 * typed answer while both teams answer secretly. Checked by twins: the same position with the secret
 * changed must reach every other screen byte for byte the same.
 */
const audiences = audiencesOf<ChummyState>(chummyChallenge, ["red", "blue"]);

function twinsOf(state: ChummyState, random: () => number): Twin<ChummyState>[] {
  const twins: Twin<ChummyState>[] = [];
  const rotate = <T>(items: readonly T[], by: number): T[] => [...items.slice(by), ...items.slice(0, by)];
  const by = 1 + Math.floor(random() * 10);
  twins.push({
    kind: "decks",
    detail: `both decks rotated by ${by}`,
    state: { ...state, challengeDeck: rotate(state.challengeDeck, by), powerDeck: rotate(state.powerDeck, by) },
    maySee: [],
    mustSee: [],
  });
  const phase = state.phase;
  if (phase.type === "asking" && phase.asked.shown === 0) {
    const others = CHALLENGE_CARDS.filter((card) => card.id !== phase.asked.cardId);
    const card = others[Math.floor(random() * others.length)]!;
    twins.push({
      kind: "question-before-reading",
      detail: `${phase.asked.questionId} → ${card.id}`,
      state: { ...state, phase: { ...phase, asked: { ...phase.asked, cardId: card.id, questionId: `${card.id}-${phase.asked.colour}` } } },
      maySee: [],
      mustSee: [],
    });
  }
  if (phase.type === "answering" && phase.answering.length === 2) {
    for (const side of [0, 1] as const) {
      const typed = phase.answers[side];
      if (!typed) continue;
      const answers: typeof phase.answers = [...phase.answers];
      answers[side] = { ...typed, text: `${typed.text} twin` };
      const teamId = state.teams[side].id;
      twins.push({
        kind: "secret-answer",
        detail: `${teamId}'s answer`,
        state: { ...state, phase: { ...phase, answers } },
        maySee: [teamId],
        mustSee: [teamId],
      });
    }
  }
  return twins;
}

describe("[SECRECY-CC] Chummy Challenge's secrets", () => {
  it("[SECRECY-CC-1] the decks, the drawn card before its first word and a secret answer reach no other screen", () => {
    const tally = new Tally();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const random = seeded(seed ^ 0xcc);
        randomGame(seed, seeded(seed), (state) => {
          const original = received(audiences, state);
          for (const twin of twinsOf(state, random)) expectTwinSecret(audiences, original, twin, tally);
        });
      }),
      propertySettings("secrecy chummy-challenge", 25, 100),
    );
    console.info(`[secrecy] ${tally.summary()}`);
    expect(tally.swaps.get("question-before-reading") ?? 0).toBeGreaterThan(0);
    expect(tally.controls.get("secret-answer") ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
