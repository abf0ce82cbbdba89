import type { TeachTerm } from "@/app/games/teach-content";

/**
 * The words every GeoPlunge card game at tables shares (the card, a trick, leading and following),
 * and the Play the Ranks words its games share (base, category, Power cards), for each game's
 * teach.ts to combine with its own. `round` is what the game calls one deal: "battle" or "game".
 */

export const CARD_TERMS: readonly TeachTerm[] = [
  {
    term: "GeoPlunge card",
    also: ["card", "cards", "hand"],
    meaning:
      "A card for one of the 50 states. It shows the state's three ranks (Statehood, Population, Size) and facts about it: its capital, nickname, biggest cities and the states around it. Your hand is the cards your team holds.",
  },
  {
    term: "Rank",
    also: ["ranks", "ranking", "rankings"],
    meaning: "A state's place in a list of all 50 states, from 1 to 50. Two states never share a rank in the same list.",
  },
  {
    term: "Statehood",
    meaning:
      "The order in which the states joined the United States: Delaware joined first (1), Hawaii last (50). The card also shows the date.",
  },
  {
    term: "Population",
    meaning: "How many people live in the state (the 2020 Census): California has the most people (1).",
  },
  {
    term: "Size",
    meaning: "How big the state is: Alaska is the biggest (1), Rhode Island the smallest (50).",
  },
  {
    term: "PATOS",
    meaning: "President At Time Of Statehood: who was President of the United States when the state joined. The first 13 states have none.",
  },
  {
    term: "Borders",
    also: ["border states", "border state"],
    meaning: "The states that touch this state. The number in brackets says how many. Alaska and Hawaii have none.",
  },
  {
    term: "Four Corners",
    meaning:
      "The one point where Utah, Colorado, New Mexico and Arizona meet. Utah and New Mexico touch only there, and so do Colorado and Arizona, but the cards still count them as border states (marked *).",
  },
];

export const TRICK_TERMS: readonly TeachTerm[] = [
  {
    term: "Trick",
    also: ["tricks"],
    meaning: "One round of play: each team plays one card, and one of the two cards wins. The team that wins a trick leads the next one.",
  },
  {
    term: "Lead",
    also: ["lead team", "leads", "led", "led by"],
    meaning: "To play the first card of a trick. The lead team plays its card face-down and announces it.",
  },
  {
    term: "Follow",
    also: ["played by"],
    meaning: "To play the second card of a trick: the other team plays a card face-up after the lead.",
  },
  {
    term: "Face-down",
    meaning:
      "Lying with its back up, so nobody else sees which card it is. The lead card is turned face-up once the other team has played.",
  },
  {
    term: "Face-up",
    meaning: "Lying so that everyone can see it.",
  },
  {
    term: "Discard",
    also: ["discards", "discarded"],
    meaning: "To put one card away, face-down. It is not played in this deal.",
  },
];

/** Play the Ranks' words, shared by Combo 3's PTR1 and PTR2 (protection by "the 3 best" ranks; Level 4 says more). */
export function rankTerms(round: "battle" | "game"): TeachTerm[] {
  return [
    {
      term: "Announce",
      also: ["announces", "announced", "announcement"],
      meaning:
        "To say out loud what you lead: the state's name and the category. The app says it for your team on every screen, while the card itself stays face-down.",
    },
    {
      term: "Category",
      meaning:
        "Which ranks a trick compares: Statehood, Population or Size. The lead team picks it, or a Power card sets it. The trick's category is marked ▶ on the cards.",
    },
    {
      term: "Base",
      also: ["bases"],
      meaning:
        "The number a trick is judged from: 1, 10, 20, 30 or 50, the left corner number of a Power card on the table. With base 1, rank 1 is best, then 2, 3… With base 10, 20 or 30, that number is best, then the next ones up (30, 31, 32…). With base 50, 50 is best, then 49, 48…",
    },
    {
      term: "Below the base",
      meaning:
        "With a base of 10, 20 or 30, a card whose rank in the trick's category is smaller than the base loses the trick at once. If both cards are below the base, the lead team wins.",
    },
    {
      term: "Power card",
      also: ["Power cards"],
      meaning: `A special card (⚡) with a base (its left corner number) and a category: "Base 30 · Population" means base 30 and the Population category. Each team gets 2 and must play both during the ${round}, or it loses the ${round} (unless the ${round} ends early). A team plays at most one on a trick. With a lead card it locks the category; played by the other team it changes the category, unless the lead card is protected.`,
    },
    {
      term: "Protected",
      meaning:
        "A lead card the other team's Power card cannot change. It is protected if the lead team played a Power card with it, or if its rank in the announced category is one of the 3 best for the base (1, 2, 3 with base 1; 30, 31, 32 with base 30; 50, 49, 48 with base 50).",
    },
  ];
}
