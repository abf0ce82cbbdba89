/**
 * The `loading` of a game's panels loaded with next/dynamic. Giving one gives the panel a Suspense
 * boundary of its own, so the page around it (the host's game picker, a phone's frame) hydrates and
 * answers taps while the panel's code is still on its way; without it the whole page waits for the
 * panel's chunk, and a tap before then is lost. The server still renders the panel (`ssr` stays
 * on), so this shows only when a panel first appears on a page already open.
 */
export function HydrateApart(): null {
  return null;
}
