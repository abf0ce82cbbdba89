import {
  COMBO_BONUS_POINTS,
  COMBO_BOTH_PLUNGING_POINTS,
  COMBO_ONE_PLUNGING_POINTS,
  COMBO_WIN_POINTS,
} from "@/lib/games/combo3-kit/scoring";
import { mergeTerms, type TeachContent } from "../teach-content";
import { CARD_TERMS, rankTerms, TRICK_TERMS } from "../_tables/teach/trick-terms";
import { ZAP_TERMS } from "../border-zap/teach";

/** How Combo 3's Game 4 is taught: the board's intro, the rules page and the phones' tips (docs/rules/combo3-game4.md). */
export const combo3Game4Teach: TeachContent = {
  game: "combo3-game4",
  title: "Combo 3 · Game 4",
  goal: "Play one game of PTR1, PTR2 or the Border Zap (a Power card decides which), and win it for 10 points or more.",
  intro: [
    {
      title: "One game, three versions",
      lines: [
        "A Power card is turned: the name at its bottom is the version you play.",
        "PTR1 or PTR2: Play the Ranks.",
        "PTB: Play the Border Zap.",
      ],
    },
    {
      title: "Play the Ranks: the cards",
      lines: [
        "Each card has three ranks: Statehood, Population, Size.",
        "A trick compares one category, from a base: 1, 10, 20, 30 or 50.",
        "The rank closer to the base wins. With base 30, a rank below 30 loses.",
      ],
      card: { name: "Texas", code: "TX", ranks: { statehood: 28, population: 2, size: 2 } },
    },
    {
      title: "PTR1 and PTR2",
      lines: [
        "9 cards and 2 Power cards each; discard 1. Play 8 tricks.",
        "The first base counts for 3 tricks, the second for the last 5.",
        "PTR2: the lead team picks the base of each trick.",
        "Play both Power cards, or you lose the game.",
      ],
    },
    {
      title: "PTB: the Border Zap",
      lines: [
        "3 cards, trade 1; 3 more, trade 1; 1 face-up; discard 1: 6 cards.",
        "The lead wins, unless the other card zaps it:",
        "a state that borders it, shares a border state, or has as many border states.",
      ],
    },
    {
      title: "GeoPlunging",
      lines: [
        "After the discards the app asks: are you GeoPlunging?",
        "Press Yes before the count of 5 ends.",
        "It does not change the play: it raises the winner's points.",
      ],
    },
    {
      title: "Winning",
      lines: [
        "PTR: 5 tricks win (6 for the Bonus Points). PTB: 4 tricks win (5 for the Bonus Points).",
        `The winner gets ${COMBO_WIN_POINTS} points, +${COMBO_BONUS_POINTS} if it earns the Bonus Points.`,
        `GeoPlunging: +${COMBO_ONE_PLUNGING_POINTS} if one team did, +${COMBO_BOTH_PLUNGING_POINTS} if both did.`,
      ],
    },
  ],
  rules: [
    {
      heading: "Which version, who leads",
      steps: [
        "A Power card is turned face-up: the version named at its bottom (PTR1, PTR2 or PTB) is played. (The teacher may choose the version instead.)",
        "The team that won the previous game at your table leads the first trick. After a tie, or in the first game, each team draws a card: the earlier statehood leads.",
      ],
    },
    {
      heading: "PTR1 (Play the Ranks 1)",
      steps: [
        "Each team gets 9 cards and 2 Power cards. Two Power cards are turned face-up: the first one's number is the base for tricks 1–3, the second one's for tricks 4–8. If both show the same number, it is the base for all 8 tricks.",
        "Each team discards 1 card face-down. Then comes GeoPlunging.",
        "The lead team plays a card face-down and announces the state's name and a category; it may play one Power card with it, which locks the category.",
        "The other team plays a card face-up, and may play one Power card to change the category, unless the lead card is protected (a Power card with it, or one of the 3 best ranks for the base).",
        "The rank closer to the base wins; with a base of 10, 20 or 30 a rank below the base loses. The winner leads the next trick.",
        "5 tricks win the game; at 4–4 the last trick decides; 6 tricks earn the Bonus Points and end the game. A team that has not played both Power cards loses the game (unless it ended early).",
      ],
    },
    {
      heading: "PTR2 (Play the Ranks 2)",
      steps: ["PTR2 is PTR1, except that when the two bases differ, the lead team says which of the two bases counts for each trick."],
    },
    {
      heading: "PTB (Play the Border Zap)",
      steps: [
        "Each team gets 3 cards and trades 1. The 3 cards are set aside; 3 more are dealt and each team trades 1 of those.",
        "Each team takes back all 6, gets 1 more card face-up and discards 1 face-down. Then comes GeoPlunging.",
        "6 tricks: the lead team plays face-down and announces the state; the other team plays face-up. The other card zaps the lead (and wins) if its state borders the lead state, shares a border state with it, or has the same number of border states; otherwise the lead wins.",
        "4 tricks win the game; at 3–3 the last trick decides; 5 tricks earn the Bonus Points (a team that wins the first 5 tricks ends the game early).",
      ],
    },
    {
      heading: "GeoPlunging and points",
      steps: [
        "When both teams have discarded, the app asks “Are you GeoPlunging?” and counts to 5. Press Yes before the count ends to GeoPlunge; no answer means no.",
        "The winner gets 10 points, plus 10 Bonus Points if it earned them, plus 10 if one team was GeoPlunging or 20 if both were. The other team gets 0. (Bonus Points and both teams GeoPlunging: 40 points.)",
      ],
    },
  ],
  glossary: mergeTerms(CARD_TERMS, TRICK_TERMS, rankTerms("game"), ZAP_TERMS, [
    {
      term: "Announce",
      also: ["announces", "announced", "announcement"],
      meaning:
        "To say out loud what you lead: the state's name, and in PTR1 and PTR2 the category too. The app says it for your team on every screen, while the card itself stays face-down.",
    },
    {
      term: "Battle",
      also: ["battles"],
      meaning: "In Combo 3 the game is one battle: its 8 tricks (PTR1, PTR2) or 6 tricks (PTB), with one deal.",
    },
    {
      term: "Version",
      meaning: "Which game you play this time: PTR1, PTR2 or PTB, named at the bottom of a Power card turned at the start.",
    },
    { term: "PTR1", meaning: "Play the Ranks 1: 8 tricks; the first base counts for the first 3 tricks, the second for the last 5." },
    { term: "PTR2", meaning: "Play the Ranks 2: like PTR1, but when the two bases differ the lead team picks the base for each trick." },
    { term: "PTB", meaning: "Play the Border Zap: trade cards, keep 6, and win tricks by zapping the lead." },
    {
      term: "GeoPlunging",
      also: ["GeoPlunge"],
      meaning:
        "Raising the stakes: after the discards the app asks “Are you GeoPlunging?” and counts to 5. A team that says Yes in time is GeoPlunging. It does not change the play; the winner gets 10 more points if one team was GeoPlunging, 20 more if both were.",
    },
    {
      term: "Bonus Points",
      also: ["bonus"],
      meaning: "10 more points for a winner that wins 6 tricks (PTR1, PTR2) or 5 tricks (PTB).",
    },
    {
      term: "Points",
      meaning: "The winner gets 10 points, plus any Bonus Points and GeoPlunging points. The other team gets 0.",
    },
    {
      term: "First lead",
      also: ["previous game"],
      meaning:
        "The team that won the previous game at your table leads the first trick. After a tie, or in the first game, each team draws a card and the earlier statehood leads.",
    },
  ]),
  tips: [
    "Look at the version card: PTR1 and PTR2 compare ranks, PTB zaps with borders.",
    "GeoPlunging does not change how you play: it makes the win worth more, for whichever team wins.",
    "PTR: with base 30, a card ranked 29 or less in the category loses at once.",
    "PTR: play both Power cards before the game ends, or your team loses the game.",
    "PTB: a card that touches the lead state, or one of its neighbours, zaps it.",
    "Win this game and your team leads the first trick of the next Combo 3 game at your table.",
  ],
};
