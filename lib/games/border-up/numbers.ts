/*
 * Border-Up's numbers, with no schema: the engine and the screens both read them, and a screen that
 * imports this file downloads no validation library (`[PAGE-WEIGHT]`).
 */

/** BU-1: 18 cards a team; BU-5: groups of 3; BU-6: 2 groups for GeoPlunge, 3 for ThreeOPlunge. */
export const BORDER_UP_HAND = 18;
export const GROUP_SIZE = 3;
export const MAX_GROUPS = 3;
/** BU-6: the full groups a shout shows. */
export const GROUPS_SHOWN = { geoPlunge: 2, threeOPlunge: 3 } as const;
