import type { Pair, Side } from "../trick-kit/teams";

/**
 * Combo 3's scoring (C3-2), the same for each of its games: a tie gives each team 5 points; the
 * winner gets at least 10, 10 more with the Bonus Points, and 10 more if one team is GeoPlunging or
 * 20 more if both are.
 */
export const COMBO_TIE_POINTS = 5;
export const COMBO_WIN_POINTS = 10;
export const COMBO_BONUS_POINTS = 10;
export const COMBO_ONE_PLUNGING_POINTS = 10;
export const COMBO_BOTH_PLUNGING_POINTS = 20;

/** The scoring in one line, from the numbers the engines score with: the session forms show it. */
export const COMBO_SCORING_IN_BRIEF = `Combo 3 scoring: ${COMBO_WIN_POINTS} for the win, Bonus Points, ${COMBO_ONE_PLUNGING_POINTS} or ${COMBO_BOTH_PLUNGING_POINTS} for GeoPlunging.`;

export interface ComboBreakdown {
  win: number;
  bonus: number;
  geoPlunging: number;
}

/** C3-2: the Combo 3 points for a finished game (winner null: a tie). */
export function comboResultPoints(
  winner: Side | null,
  bonus: boolean,
  plunging: Pair<boolean>,
): { points: Pair<number>; breakdown: ComboBreakdown } {
  if (winner === null)
    return { points: [COMBO_TIE_POINTS, COMBO_TIE_POINTS], breakdown: { win: COMBO_TIE_POINTS, bonus: 0, geoPlunging: 0 } };
  const plungers = Number(plunging[0]) + Number(plunging[1]);
  const breakdown: ComboBreakdown = {
    win: COMBO_WIN_POINTS,
    bonus: bonus ? COMBO_BONUS_POINTS : 0,
    geoPlunging: plungers === 2 ? COMBO_BOTH_PLUNGING_POINTS : plungers === 1 ? COMBO_ONE_PLUNGING_POINTS : 0,
  };
  const total = breakdown.win + breakdown.bonus + breakdown.geoPlunging;
  const points: Pair<number> = winner === 0 ? [total, 0] : [0, total];
  return { points, breakdown };
}
