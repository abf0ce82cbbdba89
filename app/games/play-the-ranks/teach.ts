import { mergeTerms, type TeachContent } from "../teach-content";
import { CARD_TERMS, rankTerms, TRICK_TERMS } from "../_tables/teach/trick-terms";

/** How Play the Ranks is taught: the board's intro, the rules page and the phones' tips (docs/rules/play-the-ranks.md). */
export const playTheRanksTeach: TeachContent = {
  game: "play-the-ranks",
  title: "Play the Ranks",
  goal: "Win tricks with the state whose rank is closest to the base, win battles of 8 tricks, and be the first team to 15 points.",
  intro: [
    {
      title: "Every card is a state",
      lines: [
        "Each card has three ranks, from 1 to 50:",
        "Statehood: the order it joined the USA",
        "Population: 1 has the most people",
        "Size: 1 is the biggest",
      ],
      card: { name: "Texas", code: "TX", ranks: { statehood: 28, population: 2, size: 2 } },
    },
    {
      title: "The base and the category",
      lines: [
        "A trick compares one category: Statehood, Population or Size.",
        "The base is 1, 10, 20, 30 or 50, from a Power card.",
        "Base 1: 1 is best, then 2, 3…  ·  Base 50: 50 is best, then 49…",
        "Base 30: 30 is best, then 31, 32… A rank below 30 loses.",
      ],
    },
    {
      title: "A trick",
      lines: [
        "The lead team plays a card face-down and announces the state and the category.",
        "The other team plays a card face-up.",
        "The lead card is turned: the rank closer to the base wins.",
        "The winner leads the next trick.",
      ],
    },
    {
      title: "Power cards",
      lines: [
        "Each team gets 2 Power cards and must play both in the battle.",
        "With the lead card, a Power card locks the category.",
        "The other team's Power card changes the category, unless the lead card is protected.",
      ],
    },
    {
      title: "Win the battle, win the game",
      lines: [
        "A battle is 8 tricks. The first team to win 5 tricks wins it: 2 points.",
        "6 tricks: 3 points. At 4–4 the last trick decides.",
        "The first team to 15 points wins the game (or to the number your teacher chose).",
      ],
    },
    {
      title: "Level 4 adds",
      only: "Level 4",
      lines: [
        "Cards Team or Call Team, and Up the BUR.",
        "BUR cards: a lead card better than the BUR is protected.",
        "Pull the Power: nobody plays Power cards this battle.",
        "GeoStar: the lead says a clue (a capital, a bird…) instead of the state's name.",
      ],
    },
  ],
  rules: [
    {
      heading: "Level 3: a battle",
      steps: [
        "Each team gets 9 cards and 2 Power cards. Two Power cards are turned face-up: the first one's number is the base for tricks 1–4, the second one's for tricks 5–8. If both show the same number, it is the base for all 8 tricks.",
        "Each team discards 1 card face-down, so each has 8.",
        "The two discards are turned face-up: the team whose discard joined the USA earlier (statehood closer to 1) leads the first trick. (The teacher may choose a draw instead.)",
        "The teams play 8 tricks. Whoever wins a trick leads the next one.",
      ],
    },
    {
      heading: "A trick",
      steps: [
        "The lead team plays a card face-down and announces the state's name and a category (Statehood, Population or Size).",
        "The lead team may play one Power card with it: then the category is the Power card's and cannot change this trick.",
        "The other team plays a card face-up, and may play one Power card with it: the category changes to the Power card's, unless the lead card is protected.",
        "The lead card is turned face-up. The rank closer to the base in the trick's category wins. With a base of 10, 20 or 30, a rank below the base loses at once; if both are below, the lead team wins.",
      ],
    },
    {
      heading: "Winning",
      steps: [
        "The first team to win 5 tricks wins the battle and 2 points; with 6 tricks it gets a bonus point (3 points) and the battle stops there.",
        "At 4 tricks each, the team that wins the last trick wins the battle.",
        "A team that has not played both of its Power cards by the end of the battle loses it (unless the battle ended early).",
        "The first team to 15 points wins the game (the teacher may choose another number).",
      ],
    },
    {
      heading: "The variation: the lead picks the base",
      steps: ["When the two bases differ, the lead team also says which of the two bases counts for its trick."],
    },
    {
      heading: "Level 4: a battle",
      only: "Level 4",
      steps: [
        "Before the first battle, each team draws a card: the earlier statehood leads the first trick. After that the teams take turns leading the first trick.",
        "Each team gets 9 cards and 2 Power cards. Power cards are turned until three show different numbers.",
        "The team that leads first says Cards Team or Call Team. If it says Cards, the other team is the Call Team. If it says Call, the other team says Cards, or Up the BUR with 3, 4 or 5 BUR cards; then the first team says Call or Cards.",
        "The Call Team removes one of the three Power cards and says which of the two left is first (its base counts for tricks 1–4) and which is second (tricks 5–8).",
        "The Cards Team gets the BUR cards face-up (2, or the number said with Up the BUR). Everyone looks at them, then the Cards Team puts them in its hand.",
        "The Call Team discards 1 card; the Cards Team discards down to 8 cards.",
        "The Call Team, then the Cards Team, may Pull the Power: then both teams discard their Power cards and nobody plays Power cards this battle.",
        "One more Power card is turned: its Star Area names the GeoStar. The lead team announces its card's GeoStar instead of the state's name.",
        "A lead card is protected if the lead team played a Power card with it, or if its rank in the announced category is better than the BUR.",
        "In the Level 4 variation the lead team picks the base of each trick, and the other team may Change the Base with a Power card.",
      ],
    },
  ],
  glossary: mergeTerms(CARD_TERMS, TRICK_TERMS, rankTerms("battle"), [
    {
      term: "Announce",
      also: ["announces", "announced", "announcement"],
      meaning:
        "To say out loud what you lead: the state's name (in Level 4, its GeoStar instead) and the category. The app says it for your team on every screen, while the card itself stays face-down.",
    },
    {
      term: "Protected",
      meaning:
        "A lead card the other team's Power card cannot change. It is protected if the lead team played a Power card with it. In Level 3 it is also protected if its rank in the announced category is one of the 3 best for the base (1, 2, 3 with base 1; 30, 31, 32 with base 30; 50, 49, 48 with base 50); in Level 4, if its rank is better than the BUR.",
    },
    {
      term: "Battle",
      also: ["battles", "state ranking battle"],
      meaning:
        "8 tricks with a new deal. The first team to win 5 tricks wins the battle and 2 points. At 4–4 the winner of the last trick wins it. A team that wins 6 tricks gets 3 points, and the battle stops there.",
    },
    {
      term: "Bonus",
      also: ["bonus point"],
      meaning: "The extra point for winning 6 tricks in a battle: 3 points instead of 2.",
    },
    {
      term: "Points",
      also: ["points to win"],
      meaning: "Battles earn points (2, or 3 with the bonus). The first team to 15 points (or the number the teacher chose) wins the game.",
    },
    {
      term: "First lead",
      meaning:
        "Who leads the first trick of a battle. Level 3: the team whose turned discard joined the USA earlier, or a draw if the teacher chose it. Level 4: a draw before the first battle, then the teams take turns.",
    },
    {
      term: "Set aside",
      only: "Level 4",
      meaning:
        "Power cards are turned until three show different numbers; a turned card whose number is already on the table is set aside and plays no part.",
    },
    {
      term: "Cards Team",
      also: ["Cards"],
      only: "Level 4",
      meaning: "The team that gets the BUR cards into its hand and discards down to 8 cards.",
    },
    {
      term: "Call Team",
      also: ["Call"],
      only: "Level 4",
      meaning:
        "The team that removes one of the three Power cards on the table and says which of the other two is first (the base for tricks 1–4) and which is second (tricks 5–8).",
    },
    {
      term: "Up the BUR",
      only: "Level 4",
      meaning:
        "What a team may say when the other team says Call: it tries to become the Call Team and says how many BUR cards are dealt, 3, 4 or 5. The first team then says Call or Cards.",
    },
    {
      term: "BUR",
      also: ["BUR cards", "BUR card"],
      only: "Level 4",
      meaning:
        "Best Unprotected Ranking. The BUR cards are extra cards dealt face-up to the Cards Team; everyone sees them. For each base, the BUR is the best rank on any BUR card, in any category (with base 10, 20 or 30, only ranks not below the base count). A lead card with a rank better than the BUR is protected.",
    },
    {
      term: "Pull the Power",
      also: ["Pulling the Power"],
      only: "Level 4",
      meaning:
        "After the discards, the Call Team and then the Cards Team may say they are Pulling the Power: then both teams discard both Power cards, and nobody plays Power cards this battle.",
    },
    {
      term: "GeoStar",
      only: "Level 4",
      meaning:
        "A Power card turned for the battle names it in its Star Area: state name, capital, postal code, nickname, a top city, flower or bird. The lead team announces its card's GeoStar (for example “Salem”) instead of the state's name, so the other team must know its states.",
    },
    {
      term: "Change the Base",
      only: "Level 4",
      meaning:
        "In the Level 4 variation: when the other team plays a Power card whose number is the other base in play, it may say Change the Base. The trick then uses that base (the category stays), unless the lead card is protected.",
    },
  ]),
  tips: [
    "Before you lead, look at the base: with base 30, a card ranked 29 or less in the category loses at once.",
    "Level 3: a lead card ranked one of the 3 best for the base is protected from the other team's Power card.",
    "Play both Power cards before the battle ends, or your team loses the battle.",
    "A Power card played with your lead locks the category: the other team cannot change it.",
    "Watch which Power cards the other team has already played: they only have two.",
    "Base 50 turns the ranks upside down: 50 is best, then 49, 48…",
    "Winning 6 tricks ends the battle early and earns the bonus point.",
    "Level 4: the BUR cards are face-up, so both teams know which ranks beat the BUR.",
  ],
};
