/*
 * Border Zap's points and its game in one line, with no schema: the engine and the screens both read them, and a phone that imports this
 * file downloads no validation library (`[PAGE-WEIGHT]`). The engine's schemas stay in engine.ts.
 */

/** A border battle: deal 3 and trade, hold 6, play 6 tricks. */
export const ZAP_DEAL = 3;
export const ZAP_HAND = 6;
export const ZAP_TRICKS = 6;

/** "A team earns 2 points for winning a border battle and can also earn a bonus point"; "A team needs 15 points to win." */
export const ZAP_BATTLE_POINTS = 2;
export const ZAP_BONUS_POINT = 1;

/** The game in one line, from the numbers the engine plays by: the session form shows it. */
export const BORDER_ZAP_IN_BRIEF = `Deal ${ZAP_DEAL} and trade 1, twice; one card face-up; discard to ${ZAP_HAND}; ${ZAP_TRICKS} tricks. A border battle wins ${ZAP_BATTLE_POINTS} points (+${ZAP_BONUS_POINT} bonus).`;
