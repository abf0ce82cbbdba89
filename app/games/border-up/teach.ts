import {
  COMBO_BONUS_POINTS,
  COMBO_BOTH_PLUNGING_POINTS,
  COMBO_ONE_PLUNGING_POINTS,
  COMBO_TIE_POINTS,
  COMBO_WIN_POINTS,
} from "@/lib/games/combo3-kit/scoring";
import { BORDER_UP_HAND, GROUP_SIZE, GROUPS_SHOWN } from "@/lib/games/border-up/numbers";
import { mergeTerms, type TeachContent } from "../teach-content";
import { CARD_TERMS } from "../_tables/teach/trick-terms";

/** How Border-Up is taught: the board's intro, the rules page and the phones' tips (docs/rules/border-up.md). */
export const borderUpTeach: TeachContent = {
  game: "border-up",
  title: "Combo 3 · Game 1: Border-Up",
  goal: `Be the first team to build ${GROUPS_SHOWN.geoPlunge} groups of ${GROUP_SIZE} bordering states, sorted right, and shout GeoPlunge (or ${GROUPS_SHOWN.threeOPlunge} groups: ThreeOPlunge).`,
  intro: [
    {
      title: "A race!",
      lines: [
        "First: are you GeoPlunging? Answer before the count of 5 ends.",
        `Each team gets ${BORDER_UP_HAND} cards, face-down.`,
        "At “Ready, Set, GeoPlunge!” every phone shows your cards at once.",
      ],
    },
    {
      title: "A group of three",
      lines: [
        "One state borders both others, and it goes in the middle.",
        "Maryland · Virginia · North Carolina: Virginia borders both.",
        "If all three border each other, any order is fine.",
      ],
    },
    {
      title: "Build together",
      lines: [
        "Tap a card, then a place in a group.",
        "Every teammate sees the same groups and may move any card.",
        "A card goes in one group only.",
      ],
    },
    {
      title: "Shout!",
      lines: [
        `${GROUPS_SHOWN.geoPlunge} groups ready: press GeoPlunge!`,
        `${GROUPS_SHOWN.threeOPlunge} groups ready: press ThreeOPlunge! for the Bonus Points.`,
        "Right: you win. Wrong: the other team wins, with the Bonus Points.",
      ],
    },
    {
      title: "Points",
      lines: [
        `The winner gets ${COMBO_WIN_POINTS} points, +${COMBO_BONUS_POINTS} if it earns the Bonus Points.`,
        `GeoPlunging: +${COMBO_ONE_PLUNGING_POINTS} if one team did, +${COMBO_BOTH_PLUNGING_POINTS} if both did.`,
        `Both shout at the same time: a tie (${COMBO_TIE_POINTS} each), unless only one is right.`,
      ],
    },
  ],
  rules: [
    {
      heading: "Before the race",
      steps: [
        "The app asks “Are you GeoPlunging?” and counts to 5. Press Yes before the count ends to GeoPlunge; no answer means no.",
        "Each team gets 18 GeoPlunge cards face-down. At “Ready, Set, GeoPlunge!” the cards turn over on every phone of both teams at the same moment, and the race clock starts.",
      ],
    },
    {
      heading: "Groups",
      steps: [
        "A group is 3 cards where one state borders both others; that state goes in the middle. If all three border each other, any order is right.",
        "The borders are the ones printed on your cards, Four Corners neighbours included (Arizona and Colorado touch at a corner).",
        "Tap a card, then a place in a group; tap a card in a group, then another place, to move it. Every teammate sees the same groups. A card is in one group at most.",
        "The phone never says whether a group is right: that is the race.",
      ],
    },
    {
      heading: "Shouting and winning",
      steps: [
        `Press GeoPlunge when ${GROUPS_SHOWN.geoPlunge} groups are full (your first ${GROUPS_SHOWN.geoPlunge} full groups are shown), or ThreeOPlunge when ${GROUPS_SHOWN.threeOPlunge} are full. After the shout your groups cannot change.`,
        "The first team to shout wins if every group it shows is right (with ThreeOPlunge, also the Bonus Points). If one is wrong, the other team wins with the Bonus Points.",
        "Shouts count by when they were pressed, not when they arrived. Presses less than 0.1 seconds apart are at the same time: then it is a tie, unless only one team's groups are right, and that team wins with the Bonus Points.",
        "The winner gets 10 points, plus 10 Bonus Points if earned, plus 10 if one team was GeoPlunging or 20 if both were. A tie gives 5 each. The teacher can call the race a tie.",
      ],
    },
  ],
  glossary: mergeTerms(CARD_TERMS, [
    {
      term: "Border-Up",
      meaning: `Combo 3's Game 1: a race to build groups of ${GROUP_SIZE} bordering states from ${BORDER_UP_HAND} cards.`,
    },
    {
      term: "Group",
      also: ["groups"],
      meaning: "Three of your cards in a row. It is right when the state in the middle borders both others.",
    },
    {
      term: "Middle",
      meaning: "The centre place of a group: the state that borders both others goes there.",
    },
    {
      term: "Loose cards",
      also: ["loose"],
      meaning: "Your cards that are not in a group yet.",
    },
    {
      term: "Borders",
      also: ["border", "bordering", "neighbours"],
      meaning: "States whose borders touch, as printed on the card; Four Corners neighbours count too.",
    },
    {
      term: "Ready, Set, GeoPlunge!",
      also: ["Ready, Set"],
      meaning: "The dealer's words that start the race: the cards turn over on every phone at once.",
    },
    {
      term: "GeoPlunge!",
      also: ["GeoPlunge"],
      meaning: `The shout when your team has ${GROUPS_SHOWN.geoPlunge} groups ready. Right: you win. Wrong: the other team wins with the Bonus Points.`,
    },
    {
      term: "ThreeOPlunge",
      also: ["ThreeOPlunge!"],
      meaning: `The shout when your team has ${GROUPS_SHOWN.threeOPlunge} groups ready: right wins with the Bonus Points.`,
    },
    {
      term: "GeoPlunging",
      meaning:
        "Raising the stakes: before the deal the app asks “Are you GeoPlunging?” and counts to 5. It does not change the race; the winner gets 10 more points if one team was GeoPlunging, 20 more if both were.",
    },
    {
      term: "Bonus Points",
      also: ["bonus"],
      meaning: "10 more points: for a right ThreeOPlunge, or for the other team when a shout was wrong.",
    },
    {
      term: "Same time",
      also: ["at the same time"],
      meaning: "Two shouts pressed less than 0.1 seconds apart. Each phone's press is timed by the app's clock, not by when it arrived.",
    },
    {
      term: "Race clock",
      also: ["Race"],
      meaning: "How long the race has run since the cards turned over.",
    },
    {
      term: "Tie",
      meaning: "Nobody wins: 5 points each. Both shouted at the same time and both were right (or both wrong), or the teacher called it.",
    },
    {
      term: "Points",
      meaning: "The winner gets 10 points, plus any Bonus Points and GeoPlunging points. The other team gets 0.",
    },
    { term: "Face-down", meaning: `Lying so that nobody can see it: your ${BORDER_UP_HAND} cards until “GeoPlunge!”.` },
    { term: "Face-up", meaning: "Lying so that everyone can see it." },
    {
      term: "Battle",
      also: ["battles"],
      meaning: "In the results, the race counts as one battle: who won it and the points it gave.",
    },
    {
      term: "Trick",
      also: ["tricks"],
      meaning: "A round of the card games where each team plays one card. Border-Up is a race and has no tricks.",
    },
  ]),
  tips: [
    "Look for a state with many neighbours: it is a good middle card.",
    "The border states are printed on each card: read them!",
    "Split the work: one teammate looks for groups, another places the cards.",
    "Do not shout before you checked every middle card: a wrong shout gives the other team the Bonus Points.",
    "Arizona and Colorado touch only at the Four Corners, but they count as neighbours.",
  ],
};
