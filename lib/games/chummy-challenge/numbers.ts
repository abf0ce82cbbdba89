/*
 * Chummy Challenge's numbers and option bounds, with no schema: the engine and the screens both read them, and a phone that imports this
 * file downloads no validation library (`[PAGE-WEIGHT]`). The schemas in setup.ts are built from these.
 */

/** CC-2, CC-12: up to three challenges; a team that wins two of them wins the game. */
export const CHALLENGES = { most: 3, toWin: 2 } as const;
/** CC-7: "within 15 seconds after the question is read". */
export const LISTEN_AFTER_READING_SECONDS = 15;

/**
 * What the teacher sets for a Chummy Challenge table: the count of five (Combo 3's bounds), the
 * reading pace (Ruling CC-R2) and the time a team has to type its answer (Ruling CC-R3).
 *
 * Words a minute the board reads at: 150 is an unhurried reading-aloud pace. */
export const READING_WORDS_PER_MINUTE = { min: 60, max: 240, default: 150 } as const;
/** Seconds a team has to confer and type its answer after its buzz is judged. */
export const ANSWER_SECONDS = { min: 10, max: 90, default: 30 } as const;
