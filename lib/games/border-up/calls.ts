import type { ShoutCall } from "./commands";

/*
 * A shout's word, for the board, the phones and the log. Apart from views.ts, which reads the
 * engine (and through it the command schemas), so a screen that only names a shout downloads
 * neither (`[PAGE-WEIGHT]`).
 */
const CALL_WORDS: Record<ShoutCall, string> = { geoPlunge: "GeoPlunge", threeOPlunge: "ThreeOPlunge" };

export function callWord(call: ShoutCall): string {
  return CALL_WORDS[call];
}
