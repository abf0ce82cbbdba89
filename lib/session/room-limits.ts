/**
 * The limits a room request is checked against (`roomRequestSchema` in create.ts), in a file of
 * their own so the host forms can show and check the same numbers without bundling every game
 * module the request schema reaches through the registry.
 */

/** A team's name fits a phone's score bar and the board's chips. */
export const TEAM_NAME_MAX_LENGTH = 24;

/** Players in the room on a team without phones (0 = count the phones that join). */
export const DECLARED_PLAYERS_MAX = 24;

/** A demo seed: a whole number the seeded generators take as it is. */
export const MAX_SEED = 2 ** 31 - 1;
