import { RACES } from "@/lib/games/dashing-states/numbers";
import type { TeachContent } from "../teach-content";

/** How Dashing States is taught: the board's intro, the rules page and the phones' tips (docs/rules/dashing-states.md). */
export const dashingTeach: TeachContent = {
  game: "dashing-states",
  title: "Combo 3 · Game 3: Dashing States",
  goal: `Win ${RACES.toWin} races: sort your Map cards fastest, shout GeoPlunge!, then name every state.`,
  intro: [
    {
      title: "Map cards",
      lines: ["Each Map card is a map of the United States with one state in red.", "The race: know which state it is."],
    },
    {
      title: "A race",
      lines: [
        "7 cards each, face-down. At “Ready, Set, GeoPlunge!” they turn.",
        "Put 6 in order in your row; turn the 7th face-down.",
        "Then press GeoPlunge! as fast as you can.",
      ],
    },
    {
      title: `The ${RACES.most} races`,
      lines: ["Race 1: A to Z by state name.", "Race 2: A to Z by capital.", "Race 3: by statehood, the first state on the left."],
    },
    {
      title: "Name your cards",
      lines: [
        "The first team to shout names each card's state and its capital (race 3: its statehood rank).",
        "Each player names their own cards, left to right, shared out evenly. No help!",
        "All right: your team wins the race. Anything wrong: the other team wins it.",
      ],
    },
    {
      title: "Winning",
      lines: [
        "Win races 1 and 2: you win, with 10 Bonus Points.",
        `Otherwise a third race; ${RACES.toWin} wins of ${RACES.most} win the game.`,
        "The winner gets 10 points; GeoPlunging adds 10 or 20.",
      ],
    },
  ],
  rules: [
    {
      heading: "Before race 1",
      steps: ["The app asks “Are you GeoPlunging?” and counts to 5. Press Yes in time to GeoPlunge; no answer means no."],
    },
    {
      heading: "Each race",
      steps: [
        "Turn around: 7 Map cards are dealt to each team face-down. Nobody sees them until “Ready, Set, GeoPlunge!”.",
        "Tap a card, then tap a slot of your row. Every phone of your team sees the same row; anyone may move any card.",
        "Put 6 cards in order (race 1: state names A to Z; race 2: capitals A to Z; race 3: statehood, earliest on the left) and the 7th in the face-down place.",
        "Press GeoPlunge!. The app orders the shouts by when they were pressed; less than 0.1 s apart counts as the same time.",
        "The first team to shout names its cards: each player on their own phone, their own cards. The state and its capital (race 3: its statehood rank).",
        "The row right, the 7th card face-down, and every answer right: that team wins the race. Otherwise the other team wins it. Both at the same time: a tie, unless only one team gets everything right.",
      ],
    },
    {
      heading: "Winning the game",
      steps: [
        "A team that wins races 1 and 2 wins the game and gets the Bonus Points. Two tied races: the game is a tie.",
        `Otherwise there is a third race; a team that won ${RACES.toWin} of the ${RACES.most} wins the game, or else it is a tie.`,
        "The winner gets 10 points, plus 10 Bonus Points if it earned them, plus 10 if one team was GeoPlunging or 20 if both were. A tie gives 5 points each.",
      ],
    },
  ],
  glossary: [
    { term: "Map card", also: ["Map cards", "card", "cards"], meaning: "A map of the United States with one state in red." },
    {
      term: "Race",
      also: ["races"],
      meaning: `One round: sort your cards, shout GeoPlunge!, name the states. Win ${RACES.toWin} races to win the game.`,
    },
    { term: "Row", also: ["slot", "slots"], meaning: "The 6 places where your team puts its cards in order, left to right." },
    { term: "Face-up", meaning: "Lying so that everyone can see it." },
    { term: "Face-down", also: ["unused card"], meaning: "The 7th card, the one you do not use: turn it face-down before you shout." },
    {
      term: "GeoPlunge!",
      also: ["shout", "shouted"],
      meaning: "What you press when your row is ready. The first team to press names its cards.",
    },
    { term: "Ready, Set, GeoPlunge!", meaning: "The moment the cards turn over and the race begins." },
    { term: "Capital", meaning: "The city where a state's government meets." },
    { term: "Statehood rank", also: ["statehood"], meaning: "The order a state joined the Union: Delaware is 1, Hawaii is 50." },
    {
      term: "GeoPlunging",
      meaning: "Raising the stakes before race 1: the winner gets 10 more points if one team was GeoPlunging, 20 more if both were.",
    },
    { term: "Bonus Points", meaning: "10 more points for a team that wins races 1 and 2." },
    { term: "Tie", meaning: "Nobody wins the race (or the game); a tied game gives each team 5 points." },
    {
      term: "Battle",
      also: ["battles"],
      meaning: "In the results, the whole game of Dashing States (all its races) counts as one battle.",
    },
    { term: "Trick", also: ["tricks"], meaning: "A word of the card games with tricks; Dashing States has races instead." },
    {
      term: "Borders",
      also: ["Size", "Population"],
      meaning: "What a GeoPlunge card tells about a state in the other card games; Map cards show only the map.",
    },
  ],
  tips: [
    "Turn the 7th card face-down before you shout.",
    "Race 2 sorts by capital, not by state name.",
    "Race 3: the earliest state goes on the left.",
    "Name your own cards: no help from teammates.",
    "A state's postal code counts as its name.",
  ],
};
