/*
 * State IQ's levels and limits, with no schema: the engine and the screens both read them, and a phone that imports this
 * file downloads no validation library (`[PAGE-WEIGHT]`). The schemas in setup.ts are built from these.
 */

/**
 * State IQ is printed "(Level 3 and 4)" with one set of rules (SIQ-L4): the level is recorded and
 * shown, and both levels play alike.
 */
export const STATE_IQ_LEVELS = [3, 4] as const;
export type StateIqLevel = (typeof STATE_IQ_LEVELS)[number];

/** The most a guess may hold: no state's name is longer, and a longer text is no guess. */
export const GUESS_MAX_LENGTH = 60;
