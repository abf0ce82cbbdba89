import type { TeachContent } from "../teach-content";

/** How State IQ is taught: the board's intro, the rules page and the phones' tips (docs/rules/state-iq.md). */
export const stateIqTeach: TeachContent = {
  game: "state-iq",
  title: "Combo 3 · Game 2: State IQ",
  goal: "Guess the other team's hidden state in fewer guesses than it needs to guess yours.",
  intro: [
    {
      title: "Your hidden state",
      lines: ["Each team gets one GeoPlunge card. Only your team's phones see it.", "The other team tries to guess which state it is."],
    },
    {
      title: "A clue before each guess",
      lines: [
        "A Power card says the order of the clues: A, B and C.",
        "A: the team with the card chooses the clue. B: the guessing team chooses.",
        "C: the clue is given. A new Clue card before every guess.",
      ],
    },
    {
      title: "Guessing",
      lines: ["Type a state (or its postal code), or pick it from the list.", "Up to 3 guesses. Then the teams switch."],
    },
    {
      title: "Winning",
      lines: [
        "Fewer guesses wins. Right on your first guess: 10 Bonus Points.",
        "Nobody right, or the same number of guesses: a tie, 5 points each.",
        "The winner gets 10 points; GeoPlunging adds 10 or 20.",
      ],
    },
  ],
  rules: [
    {
      heading: "Before the guessing",
      steps: [
        "Each team draws a card: the one whose state joined the Union first (statehood rank closer to 1) guesses first.",
        "Each team gets one hidden GeoPlunge card. Look at it on your phone; keep it secret.",
        "The app asks “Are you GeoPlunging?” and counts to 5. Press Yes in time to GeoPlunge; no answer means no.",
        "A Power card is turned face-up. Its letters (like BAC) say which type of clue comes before guess 1, 2 and 3, for both teams.",
      ],
    },
    {
      heading: "Each guess",
      steps: [
        "A new Clue card is turned. It has a Type A, a Type B and a Type C clue.",
        "Type A: the team holding the card chooses what to show (like 1 border state). Its phones show exactly what the other team will see.",
        "Type B: the guessing team chooses (like actual size OR date of statehood).",
        "Type C: the clue is given (like population ranking).",
        "A state flag is shown as its picture alone. A flag with the state's name or letters on it is never shown: the other Type B clue is given instead.",
        "Then the guessing team types a state, or picks it from the list. Right: its guessing is over. Wrong: a new clue, up to 3 guesses.",
      ],
    },
    {
      heading: "Switching and winning",
      steps: [
        "Then the teams switch: the team that guessed now gives clues about its own card.",
        "The second team stops as soon as it has won or lost: it never needs more guesses than the first team used.",
        "The team that guessed right in fewer guesses wins. A winner that was right on its first guess gets the Bonus Points.",
        "Nobody right, or both right in the same number of guesses: a tie.",
        "The winner gets 10 points, plus 10 Bonus Points if it earned them, plus 10 if one team was GeoPlunging or 20 if both were. A tie gives 5 points each.",
      ],
    },
  ],
  glossary: [
    {
      term: "GeoPlunge card",
      also: ["card", "cards", "hidden card"],
      meaning: "A card about one state: its capital, cities, borders, ranks and more.",
    },
    {
      term: "Clue card",
      also: ["Clue cards", "Type A", "Type B", "Type C"],
      meaning: "A card with three clues: Type A (the card's team chooses), Type B (the guessers choose) and Type C (given).",
    },
    {
      term: "Power card",
      also: ["Power cards"],
      meaning: "A card whose letters (like BAC) say which type of clue comes before each guess.",
    },
    { term: "Clue-giver", also: ["clue-giving team"], meaning: "The team holding the card the other team is guessing." },
    { term: "Guesser", also: ["guessing team"], meaning: "The team trying to name the other team's state." },
    { term: "Guess", also: ["guesses"], meaning: "A state's name or postal code. Each team has up to 3." },
    { term: "Round", meaning: "One team's turn at guessing. A game has two rounds." },
    { term: "Face-up", meaning: "Lying so that everyone can see it." },
    { term: "Face-down", meaning: "Lying so that nobody can see what is on it." },
    { term: "Postal code", meaning: "A state's two letters, like NY for New York." },
    { term: "Statehood", also: ["statehood rank"], meaning: "The order a state joined the Union: Delaware is 1, Hawaii is 50." },
    { term: "PATOS", meaning: "President At Time Of Statehood: who was president when the state joined." },
    { term: "Borders", also: ["border state", "border states"], meaning: "The states that touch a state." },
    { term: "Four Corners", meaning: "Where Utah, Colorado, New Mexico and Arizona touch at one point; they count as border states." },
    { term: "Size", also: ["actual size"], meaning: "How big a state is: its rank (Alaska is 1) or its square miles." },
    {
      term: "Population",
      also: ["population ranking"],
      meaning: "How many people live in a state: its rank (California is 1) or the count.",
    },
    { term: "Flag", also: ["state flag"], meaning: "The state's flag, shown as its picture alone, the rest of the card covered." },
    {
      term: "GeoPlunging",
      also: ["GeoPlunge"],
      meaning: "Raising the stakes before the guessing: the winner gets 10 more points if one team was GeoPlunging, 20 more if both were.",
    },
    { term: "Bonus Points", also: ["bonus"], meaning: "10 more points for a winner that guessed right on its first guess." },
    { term: "Tie", meaning: "Nobody wins the game; each team gets 5 points." },
    {
      term: "Battle",
      also: ["battles"],
      meaning: "In the results, the whole game of State IQ counts as one battle.",
    },
    { term: "Trick", also: ["tricks"], meaning: "A word of the card games with tricks; State IQ has guesses instead." },
    { term: "IQ", also: ["State IQ"], meaning: "The game's name: how much you know about the states, shown by how few guesses you need." },
    { term: "Level", meaning: "State IQ is played the same way at Level 3 and Level 4." },
  ],
  tips: [
    "Give the Type A clue that tells the least.",
    "Choose the Type B clue that tells the most.",
    "A postal code counts as a guess: NY is New York.",
    "Fewer guesses wins: think before you guess.",
    "Keep your card secret: only your team's phones show it.",
  ],
};
