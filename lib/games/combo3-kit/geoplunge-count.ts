import type { GameActor } from "../module";
import type { Pair, Side } from "../trick-kit/teams";
import { violation, type CardGameViolation } from "../trick-kit/violations";

/**
 * Combo 3's count of five (the overview's "Determining which teams are GeoPlunging"): the dealer asks
 * "Are you GeoPlunging?" and counts to five; a team that has not said yes by the end is not
 * GeoPlunging. Every Combo 3 game opens one, at its own moment, so the count lives here once: a
 * game keeps a `GeoPlungeCount` in its phase, asks these functions what is allowed, and decides
 * itself what follows the close (Game 4 releases its battle, Border-Up deals, State IQ deals the
 * hidden cards). Pure: time is passed in.
 */
export interface GeoPlungeCount {
  /** Server-clock ms at which the dealer has counted to five. */
  deadline: number;
  /** Each side's answer, in seating order; null while it has not answered. */
  answers: Pair<boolean | null>;
}

/** The seconds a teacher may give the count (the text says five). */
export const GEOPLUNGE_SECONDS = { min: 3, max: 30, default: 5 } as const;

export function openGeoPlungeCount(now: number, seconds: number): GeoPlungeCount {
  return { deadline: now + seconds * 1000, answers: [null, null] };
}

/** Refused: the count is over (or this game's count was never reached again): too late to GeoPlunge. */
export function geoPlungeClosed(): CardGameViolation {
  return violation("rule/geoplunge_closed", "The dealer has counted to five: it is too late to GeoPlunge in this game.");
}

/**
 * Why a team may not answer the open count now, or null. A game refuses an answer with no count open
 * itself, since only it knows whether its count is still to come (and says when) or is over.
 */
export function geoPlungeAnswerProblem(count: GeoPlungeCount, side: Side, now: number): CardGameViolation | null {
  if (now >= count.deadline) return geoPlungeClosed();
  if (count.answers[side] !== null)
    return violation("rule/geoplunge_already_answered", "Your team has already answered; the answer stands.");
  return null;
}

/**
 * The count with one side's answer (a new object; the count passed in is not changed). Generic so a
 * phase that holds the count's fields beside its own (Game 4's window keeps its battle) keeps them.
 */
export function answerGeoPlungeCount<Count extends GeoPlungeCount>(count: Count, side: Side, plunging: boolean): Count {
  const answers: Pair<boolean | null> = [...count.answers];
  answers[side] = plunging;
  return { ...count, answers };
}

/** Both sides have answered: the dealer need not finish counting. */
export function geoPlungeCountAnswered(count: GeoPlungeCount): boolean {
  return count.answers[0] !== null && count.answers[1] !== null;
}

/** The dealer has counted to five by `now`: any command first closes the count. */
export function geoPlungeCountOver(count: GeoPlungeCount, now: number): boolean {
  return now >= count.deadline;
}

/** Why the close command is refused (only the dealer's timer, the moderator, closes it, and only at the end), or null. */
export function closeGeoPlungeProblem(count: GeoPlungeCount | null, actor: GameActor, now: number): CardGameViolation | null {
  if (actor.role !== "moderator")
    return violation("rule/moderator_only", "Only the dealer's timer (the moderator) closes the count of five.");
  if (count === null) return violation("rule/wrong_phase", 'No one is being asked "Are you GeoPlunging?" right now.');
  if (now < count.deadline) return violation("rule/still_counting", "The dealer is still counting to five; close the count when it ends.");
  return null;
}

/** Who is GeoPlunging once the count closes: a side that did not answer yes is not. */
export function geoPlungingAfter(count: GeoPlungeCount): Pair<boolean> {
  return [count.answers[0] === true, count.answers[1] === true];
}
