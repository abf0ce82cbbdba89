import { describe, expect, it } from "vitest";
import {
  answerGeoPlungeCount,
  closeGeoPlungeProblem,
  geoPlungeAnswerProblem,
  geoPlungeCountAnswered,
  geoPlungeCountOver,
  geoPlungingAfter,
  openGeoPlungeCount,
} from "@/lib/games/combo3-kit/geoplunge-count";

/** Combo 3's count of five, shared by its games (C3-6 in each game's rulebook). */
describe("the count of five", () => {
  const opened = openGeoPlungeCount(1_000, 5);

  it("[GPC-1] opens for five seconds with no answers", () => {
    expect(opened).toEqual({ deadline: 6_000, answers: [null, null] });
    expect(geoPlungeCountOver(opened, 5_999)).toBe(false);
    expect(geoPlungeCountOver(opened, 6_000)).toBe(true);
  });

  it("[GPC-2] a team answers once; the answer stands", () => {
    expect(geoPlungeAnswerProblem(opened, 0, 2_000)).toBeNull();
    const answered = answerGeoPlungeCount(opened, 0, true);
    expect(opened.answers).toEqual([null, null]);
    expect(geoPlungeAnswerProblem(answered, 0, 2_000)?.code).toBe("rule/geoplunge_already_answered");
    expect(geoPlungeCountAnswered(answered)).toBe(false);
    expect(geoPlungeCountAnswered(answerGeoPlungeCount(answered, 1, false))).toBe(true);
  });

  it("[GPC-3] an answer at or after the end of the count is too late", () => {
    expect(geoPlungeAnswerProblem(opened, 1, 5_999)).toBeNull();
    expect(geoPlungeAnswerProblem(opened, 1, 6_000)?.code).toBe("rule/geoplunge_closed");
  });

  it("[GPC-4] only the moderator's timer closes it, and only at the end", () => {
    expect(closeGeoPlungeProblem(opened, { role: "team", teamId: "a" }, 7_000)?.code).toBe("rule/moderator_only");
    expect(closeGeoPlungeProblem(opened, { role: "moderator" }, 5_999)?.code).toBe("rule/still_counting");
    expect(closeGeoPlungeProblem(null, { role: "moderator" }, 7_000)?.code).toBe("rule/wrong_phase");
    expect(closeGeoPlungeProblem(opened, { role: "moderator" }, 6_000)).toBeNull();
  });

  it("[GPC-5] a team that did not say yes is not GeoPlunging", () => {
    expect(geoPlungingAfter(opened)).toEqual([false, false]);
    expect(geoPlungingAfter(answerGeoPlungeCount(opened, 1, true))).toEqual([false, true]);
    expect(geoPlungingAfter(answerGeoPlungeCount(answerGeoPlungeCount(opened, 0, false), 1, true))).toEqual([false, true]);
  });
});
