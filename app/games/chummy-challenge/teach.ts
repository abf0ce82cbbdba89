import { CHALLENGES, LISTEN_AFTER_READING_SECONDS } from "@/lib/games/chummy-challenge/numbers";
import type { TeachContent } from "../teach-content";

/** How Chummy Challenge is taught: the board's intro, the rules page and the phones' tips (docs/rules/chummy-challenge.md). */
export const chummyTeach: TeachContent = {
  game: "chummy-challenge",
  title: "Combo 3 · Game 5: Chummy Challenge",
  goal: `Win ${CHALLENGES.toWin} challenges: buzz first on a geography question and answer it right.`,
  intro: [
    {
      title: "Challenge cards",
      lines: ["Each Challenge card has questions about United States geography.", "A Power card's red or blue square picks the question."],
    },
    {
      title: "Your GeoPlunger",
      lines: [
        "Before each challenge your team names its GeoPlunger.",
        "Only the GeoPlunger's phone has the buzzer. Use a different one each challenge.",
      ],
    },
    {
      title: "The question",
      lines: [
        "The board shows the question word by word (and reads it aloud).",
        "Buzz GeoPlunge! as soon as you know: the reading stops at once.",
        `Nobody buzzes within ${LISTEN_AFTER_READING_SECONDS} seconds after the question: a tie.`,
      ],
    },
    {
      title: "The answer",
      lines: [
        "The team that buzzed first talks it over; anyone types the answer in time.",
        "Right: your team wins the challenge. Wrong: the other team wins it.",
        "Both at the same time: both answer secretly; only one right wins.",
      ],
    },
    {
      title: "Winning",
      lines: [
        "Win challenges 1 and 2: you win, with 10 Bonus Points.",
        `Otherwise a third challenge; ${CHALLENGES.toWin} wins of ${CHALLENGES.most} win the game.`,
        "The winner gets 10 points; GeoPlunging adds 10 or 20.",
      ],
    },
  ],
  rules: [
    {
      heading: "Before challenge 1",
      steps: ["The app asks “Are you GeoPlunging?” and counts to 5. Press Yes in time to GeoPlunge; no answer means no."],
    },
    {
      heading: "Each challenge",
      steps: [
        "Your team names its GeoPlunger: a different player each challenge (a team of one always has the same).",
        "The app turns the top Power card and the top Challenge card. The Power card's square (red or blue) picks the question.",
        "The board shows the question a word at a time. Only the GeoPlungers' phones have the GeoPlunge! buzzer.",
        "The first buzz stops the reading for everyone. The app orders the buzzes by when they were pressed; less than 0.1 s apart counts as the same time.",
        "The team that buzzed first talks it over, and any player types the team's answer before the time runs out. Several answers: type them all, separated by commas, in any order.",
        "Right: that team wins the challenge. Wrong, or no answer in time: the other team wins it.",
        "Both at the same time: each team types its answer secretly. Only one right: it wins. Both right or both wrong: a tie.",
        `Nobody buzzes within ${LISTEN_AFTER_READING_SECONDS} seconds after the whole question: a tie.`,
        "Then every screen shows the answers. The teacher can overrule the app.",
      ],
    },
    {
      heading: "Winning the game",
      steps: [
        "A team that wins challenges 1 and 2 wins the game and gets the Bonus Points. Two tied challenges: the game is a tie.",
        `Otherwise there is a third challenge; a team that won ${CHALLENGES.toWin} of the ${CHALLENGES.most} wins the game, or else it is a tie.`,
        "The winner gets 10 points, plus 10 Bonus Points if it earned them, plus 10 if one team was GeoPlunging or 20 if both were. A tie gives 5 points each.",
      ],
    },
  ],
  glossary: [
    {
      term: "Challenge",
      also: ["challenges"],
      meaning: `One question for both teams. Win ${CHALLENGES.toWin} challenges to win the game.`,
    },
    { term: "Challenge card", also: ["Challenge cards"], meaning: "A card with geography questions; the red and the blue one are used." },
    { term: "Power card", also: ["Power cards"], meaning: "A card whose red or blue square says which question is asked." },
    {
      term: "GeoPlunger",
      also: ["GeoPlungers"],
      meaning: "The player whose phone has the buzzer in a challenge: a different one each challenge.",
    },
    { term: "GeoPlunge!", also: ["buzz", "buzzer", "buzzed"], meaning: "What the GeoPlunger presses to stop the reading and answer." },
    { term: "Same time", meaning: "Two buzzes less than 0.1 seconds apart: both teams answer secretly." },
    { term: "Overrule", also: ["overruled"], meaning: "The teacher changes the app's judgement of an answer." },
    {
      term: "GeoPlunging",
      meaning: "Raising the stakes before challenge 1: the winner gets 10 more points if one team was GeoPlunging, 20 more if both were.",
    },
    { term: "Bonus Points", meaning: "10 more points for a team that wins challenges 1 and 2." },
    { term: "Tie", meaning: "Nobody wins the challenge (or the game); a tied game gives each team 5 points." },
    { term: "Face-up", meaning: "Lying so that everyone can see it." },
    { term: "Face-down", meaning: "Lying so that nobody can see it: the decks' cards until they are drawn." },
    {
      term: "Battle",
      also: ["battles"],
      meaning: "In the results, the whole game of Chummy Challenge (all its challenges) counts as one battle.",
    },
    { term: "Trick", also: ["tricks"], meaning: "A word of the card games with tricks; Chummy Challenge has challenges instead." },
    {
      term: "Borders",
      also: ["Size", "Population", "Statehood"],
      meaning: "What a GeoPlunge card tells about a state in the other card games; here the questions ask about them.",
    },
  ],
  tips: [
    "Only the GeoPlunger's phone has the buzzer.",
    "Buzz as soon as you know: the reading stops at once.",
    "Several answers? Separate them with commas.",
    "A state's postal code counts as its name.",
    "Use a different GeoPlunger each challenge.",
  ],
};
