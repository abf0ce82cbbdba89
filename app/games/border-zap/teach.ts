import { mergeTerms, type TeachContent, type TeachTerm } from "../teach-content";
import { CARD_TERMS, TRICK_TERMS } from "../_tables/teach/trick-terms";

/** The Border Zap's own words, shared by Combo 3's PTB. */
export const ZAP_TERMS: readonly TeachTerm[] = [
  {
    term: "Zap",
    also: ["zaps", "zapped"],
    meaning:
      "The other team's card zaps the lead card, and wins the trick, if its state borders the lead state, or the two states share a border state, or they have the same number of border states. If it does not zap, the lead team wins the trick.",
  },
  {
    term: "Trade",
    also: ["trades", "give"],
    meaning:
      "Both teams give the other team one card at the same time. In the second trade you may only give one of the 3 cards you were just dealt.",
  },
  {
    term: "Set aside",
    meaning: "After the first trade, your first 3 cards lie face-down until the second trade is done; then you get them back.",
  },
  {
    term: "Announce",
    also: ["announces", "announced", "announcement"],
    meaning: "To say out loud which state you lead. The app says it for your team on every screen, while the card itself stays face-down.",
  },
];

/** How the Border Zap is taught: the board's intro, the rules page and the phones' tips (docs/rules/border-zap.md). */
export const borderZapTeach: TeachContent = {
  game: "border-zap",
  title: "Play the Border Zap",
  goal: "Zap the other team's lead with a state that touches it, win battles of 6 tricks, and be the first team to 15 points.",
  intro: [
    {
      title: "Every card is a state and its neighbours",
      lines: [
        "Each card lists its border states: the states that touch it.",
        "Utah touches 6 states (New Mexico only at the Four Corners).",
      ],
      card: { name: "Utah", code: "UT", ranks: { statehood: 45, population: 30, size: 13 }, borders: ["AZ", "CO", "ID", "NV", "WY", "NM"] },
    },
    {
      title: "The deal and the trades",
      lines: [
        "Each team gets 3 cards and trades 1 with the other team.",
        "Then 3 more cards: trade 1 of those.",
        "One more card face-up, then discard 1: 6 cards each.",
      ],
    },
    {
      title: "A trick",
      lines: [
        "The lead team plays a card face-down and announces the state.",
        "The other team plays a card face-up.",
        "The lead team wins, unless the other card zaps it.",
      ],
    },
    {
      title: "The zap",
      lines: [
        "Your card zaps the lead card if your state:",
        "borders it, or shares a border state with it,",
        "or has the same number of border states.",
        "Texas zaps Utah: both touch New Mexico.",
      ],
    },
    {
      title: "Win the battle, win the game",
      lines: [
        "A battle is 6 tricks. The first team to win 4 tricks wins it: 2 points.",
        "5 tricks: 3 points. At 3–3 the last trick decides.",
        "The first team to 15 points wins the game (or to the number your teacher chose).",
      ],
    },
  ],
  rules: [
    {
      heading: "A battle",
      steps: [
        "Before the first battle, each team draws a card: the earlier statehood leads the first trick. After that the teams take turns leading the first trick.",
        "Step 1: each team gets 3 cards and trades 1 with the other team at the same time.",
        "Step 2: the 3 cards are set aside face-down. Each team gets 3 more cards and trades 1 of those.",
        "Step 3: each team takes back all 6 cards, gets 1 more card face-up (everyone sees it) and discards 1 card face-down: 6 cards each.",
        "Step 4: the teams play 6 tricks. Whoever wins a trick leads the next one.",
      ],
    },
    {
      heading: "A trick",
      steps: [
        "The lead team plays a card face-down and announces the state's name.",
        "The other team plays a card face-up. The lead card is turned.",
        "The other team's card zaps the lead card if its state borders the lead state, shares at least one border state with it, or has the same number of border states. Then the other team wins the trick; otherwise the lead team wins.",
        "States that meet only at the Four Corners (Utah and New Mexico, Colorado and Arizona) count as border states.",
      ],
    },
    {
      heading: "Winning",
      steps: [
        "The first team to win 4 tricks wins the battle and 2 points; with 5 tricks it gets a bonus point (3 points). A team that wins the first 5 tricks ends the battle early.",
        "At 3 tricks each, the team that wins the last trick wins the battle.",
        "The first team to 15 points wins the game (the teacher may choose another number).",
      ],
    },
  ],
  glossary: mergeTerms(CARD_TERMS, TRICK_TERMS, ZAP_TERMS, [
    {
      term: "Battle",
      also: ["battles", "border battle"],
      meaning:
        "6 tricks with a new deal. The first team to win 4 tricks wins the battle and 2 points. At 3–3 the winner of the last trick wins it. A team that wins 5 tricks gets 3 points.",
    },
    {
      term: "Bonus",
      also: ["bonus point"],
      meaning: "The extra point for winning 5 tricks in a battle: 3 points instead of 2.",
    },
    {
      term: "Points",
      also: ["points to win"],
      meaning: "Battles earn points (2, or 3 with the bonus). The first team to 15 points (or the number the teacher chose) wins the game.",
    },
    {
      term: "First lead",
      meaning:
        "Who leads the first trick of a battle: a draw before the first battle (the earlier statehood leads), then the teams take turns.",
    },
  ]),
  tips: [
    "To zap, look at the lead state's neighbours: a card that touches it, or touches one of its neighbours, wins.",
    "Same number of border states also zaps: Alaska and Hawaii (0 each) zap each other.",
    "When you lead, a state with few neighbours is harder to zap (but the same number of neighbours zaps too).",
    "Utah and New Mexico touch only at the Four Corners, but they still count as border states.",
    "Everyone saw each team's face-up card in Step 3: the other team may still hold it.",
    "Keep a state with many border states to follow with: it zaps more often.",
  ],
};
