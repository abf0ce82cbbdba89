/*
 * Dashing States' numbers and option bounds, with no schema: the engine and the screens both read them, and a phone that
 * imports this file downloads no validation library (`[PAGE-WEIGHT]`). The schemas in setup.ts are built from these.
 */

/** DS-8: up to three races; a team that wins two of them wins the game. */
export const RACES = { most: 3, toWin: 2 } as const;

/**
 * How long the dealer waits between dealing a race face-down and "Ready, Set, GeoPlunge!": the
 * players turn around and the board counts down (Step 2A). Between races it also leaves the class
 * time to read the last race's judged cards.
 */
export const REVEAL_SECONDS = { min: 3, max: 60, default: 8 } as const;
