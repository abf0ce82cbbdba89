/**
 * The platform's pause, in the words every screen shows: a paused table refuses its teams' moves
 * (the command path) and its legal actions say so (the views), with the same sentence.
 */
export const PAUSED_CODE = "rule/paused";
export const PAUSED_FOR_TEAM = "The moderator paused your table: wait for it to resume.";
export const PAUSED_FOR_MODERATOR = "This table is paused: resume it first, then make that move.";
