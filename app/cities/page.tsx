import type { Metadata } from "next";
import { CitiesCard } from "./cities-card";

export const metadata: Metadata = {
  title: "Cities Reference Card",
  description: "Every city that answers a card in Clue Spin, by state: the game's Cities Reference Card, ready to print.",
};

// Built once at build time, never per request (it is the same for everyone).
export const dynamic = "force-static";

/**
 * The Cities Reference Card of the original box: every city answer in the deck, by state. Teams may
 * consult it for a hint, so it is public. /cities/embed is the board's overlay (no page chrome).
 */
export default function CitiesPage() {
  return <CitiesCard embed={false} />;
}
