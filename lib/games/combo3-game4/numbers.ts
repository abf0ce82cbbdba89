/*
 * Combo 3 Game 4's versions and numbers, with no schema: the engine and the screens both read them, and a phone that imports this
 * file downloads no validation library (`[PAGE-WEIGHT]`). The schemas in setup.ts and commands.ts are built from these.
 */

export const COMBO_VERSION_CHOICES = ["turned", "PTR1", "PTR2", "PTB"] as const;
export type ComboVersionChoice = (typeof COMBO_VERSION_CHOICES)[number];

/** The rules' way: the turned Power card names the version. */
export const DEFAULT_COMBO_VERSION: ComboVersionChoice = "turned";

/** PTR1 and PTR2 in Combo 3: the first base holds for tricks 1 to this, the second for the rest. */
export const COMBO_FIRST_BASE_TRICKS = 3;
