import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chummyChallenge, type ChummyState } from "@/lib/games/chummy-challenge";
import { questionOf, questionWords } from "@/lib/games/chummy-challenge/engine";
import { propertySettings, replay } from "../support";
import { seeded } from "../secrecy/secrecy";
import { CC_SEATING } from "./cc-support";
import { randomGame } from "./play";

/** The question being asked, if any, and how much of it has been read. */
function asked(state: ChummyState) {
  const phase = state.phase;
  return phase.type === "asking" || phase.type === "buzzed" || phase.type === "answering" ? phase.asked : null;
}

/**
 * Every view, less the challenges already judged (public since their reveal; an earlier question may
 * share words with this one) and a team's own typed answer (its own words, which may be right: the
 * other team never sees it, [CC-SEC-*] and [CC-CLASS-1]).
 */
function views(state: ChummyState): string[] {
  return [
    chummyChallenge.views.board(state),
    chummyChallenge.views.moderator(state),
    ...["red", "blue"].map((teamId) => ({ ...chummyChallenge.views.team(state, teamId), ownAnswer: null })),
  ].map((view) => JSON.stringify({ ...view, judged: [] }));
}

describe("[CC-PROP] Chummy Challenge, random games", () => {
  it("[CC-PROP-1] [CC-13.1] no view holds an unread word, the drawn card or an accepted answer before the judging", () => {
    const phases = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        randomGame(seed, seeded(seed), (state) => {
          phases.add(state.phase.type);
          const now = asked(state);
          if (!now) return;
          const words = questionWords(now.questionId);
          const read = words.slice(0, now.shown);
          const unread = words.slice(now.shown);
          const question = questionOf(now.questionId);
          for (const json of views(state)) {
            expect(json).toContain(JSON.stringify(read));
            if (unread.length >= 2) expect(json).not.toContain(unread.join(" "));
            expect(json).not.toContain(now.cardId);
            for (const answer of question.answers) {
              // An answer the reading itself has spoken is no secret.
              if (answer.answer.length >= 4 && !read.join(" ").includes(answer.answer))
                expect(json, answer.answer).not.toContain(`"${answer.answer}"`);
            }
          }
        });
      }),
      propertySettings("chummy secrets", 25, 100),
    );
    expect([...phases].sort()).toEqual(["answering", "asking", "buzzed", "counting", "naming", "over", "reveal"]);
  });

  it("[CC-PROP-2] a refused command changes nothing; replaying the log gives the same state", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const random = seeded(seed ^ 0x5eed);
        const { state, log } = randomGame(seed, random, (reached) => {
          const before = JSON.stringify(reached);
          const probes = [
            { type: "buzz", pressedAt: 0 },
            { type: "answer", text: "0" },
            { type: "nameGeoPlunger", playerId: "b1" },
            { type: "endReveal" },
            { type: "readWord" },
            { type: "overrule", teamId: "red", right: true },
          ];
          for (const command of probes) {
            for (const actor of [{ role: "team" as const, teamId: "red", playerId: "r2" }, { role: "moderator" as const }]) {
              const result = chummyChallenge.apply(reached, command as never, actor, reached.clock);
              if (!result.ok) expect(result.violation.message.length).toBeGreaterThan(10);
            }
          }
          expect(JSON.stringify(reached)).toBe(before);
        });
        const rebuilt = replay(chummyChallenge, {}, seed, log, CC_SEATING);
        expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(state));
      }),
      propertySettings("chummy refusals and replay", 15, 60),
    );
  });
});
