import { clueCardSchema, type ClueCard } from "@/lib/content/clue-card";
import type { TeamSetup } from "@/lib/games/clue-spin/engine";

/**
 * A small deck of valid clue cards for engine tests. No answer or alternative appears in any
 * question or clue, so a leak check can search a view's JSON for the answer text.
 */
const rawDeck: ClueCard[] = [
  {
    id: "fx-tx",
    kind: "state",
    question: "Which state am I?",
    clues: [
      "I was an independent republic for almost ten years.",
      "The Alamo stands in one of my cities.",
      "I share a long river border with Mexico.",
      "My capital is Austin.",
      "Houston and Dallas are my largest cities.",
      "I am the largest of the lower 48 states.",
    ],
    answer: "Texas",
    alternatives: ["Lone Star State"],
    sourceState: "TX",
  },
  {
    id: "fx-mn-capital",
    kind: "capital",
    question: "Which state capital am I?",
    clues: [
      "I began as a settlement called Pig's Eye.",
      "I stand at the head of navigation on the Mississippi.",
      "My twin city lies just to the west.",
      "The state's winter carnival is held here.",
      "I am the capital of Minnesota.",
      "My name honours an apostle.",
    ],
    answer: "Saint Paul",
    alternatives: ["St. Paul"],
    sourceState: "MN",
  },
  {
    id: "fx-nola",
    kind: "city",
    question: "Which city am I?",
    clues: [
      "I was founded by the French in 1718.",
      "Much of me lies below sea level.",
      "Jazz was born in my streets.",
      "My French Quarter is famous.",
      "Mardi Gras is my best-known party.",
      "I am the largest city in Louisiana.",
    ],
    answer: "New Orleans",
    alternatives: ["Nola", "Big Easy"],
    sourceState: "LA",
  },
  {
    id: "fx-ak",
    kind: "state",
    question: "Which state am I?",
    clues: [
      "I was bought from Russia in 1867.",
      "Denali is my highest peak.",
      "Juneau is my capital and cannot be reached by road.",
      "I have more coastline than all the other states together.",
      "I am the largest state by area.",
      "I am the northernmost state.",
    ],
    answer: "Alaska",
    alternatives: ["Last Frontier"],
    sourceState: "AK",
  },
  {
    id: "fx-ca-capital",
    kind: "capital",
    question: "Which state capital am I?",
    clues: [
      "The Pony Express ended its run here.",
      "Sutter's Fort stands inside my limits.",
      "Two rivers meet at my old town.",
      "The gold rush made me grow.",
      "I am the capital of California.",
      "My name is Spanish for a holy sacrament.",
    ],
    answer: "Sacramento",
    alternatives: [],
    sourceState: "CA",
  },
  {
    id: "fx-fl",
    kind: "state",
    question: "Which state am I?",
    clues: [
      "Ponce de Leon named me in 1513.",
      "The Everglades cover my southern tip.",
      "Tallahassee is my capital.",
      "Rockets launch from Cape Canaveral on my coast.",
      "Miami and Orlando are among my cities.",
      "I am the peninsula state in the southeast.",
    ],
    answer: "Florida",
    alternatives: ["Sunshine State"],
    sourceState: "FL",
  },
  {
    id: "fx-chicago",
    kind: "city",
    question: "Which city am I?",
    clues: [
      "A great fire destroyed much of me in 1871.",
      "The first skyscraper was built here.",
      "I sit on the shore of Lake Michigan.",
      "People call me the Windy City.",
      "I am the largest city in Illinois.",
      "My baseball teams are the Cubs and the White Sox.",
    ],
    answer: "Chicago",
    alternatives: ["Chi-Town"],
    sourceState: "IL",
  },
  {
    id: "fx-hi",
    kind: "state",
    question: "Which state am I?",
    clues: [
      "I was a kingdom until 1893.",
      "Pearl Harbor is on one of my islands.",
      "Honolulu is my capital.",
      "Kilauea erupts on my Big Island.",
      "I am the only state made entirely of islands.",
      "I am the fiftieth state.",
    ],
    answer: "Hawaii",
    alternatives: ["Aloha State"],
    sourceState: "HI",
  },
];

export const FIXTURE_DECK: ClueCard[] = rawDeck.map((card) => clueCardSchema.parse(card));

export const THREE_TEAMS: TeamSetup[] = [
  { id: "red", name: "Red Team", players: 4 },
  { id: "blue", name: "Blue Team", players: 4 },
  { id: "green", name: "Green Team", players: 3 },
];

export function teamsOfSize(sizes: readonly number[]): TeamSetup[] {
  return sizes.map((players, index) => ({ id: `t${index + 1}`, name: `Team ${index + 1}`, players }));
}

/** Every answer and alternative in the fixture deck: none of them may show before a reveal. */
export const SECRET_TEXTS: string[] = FIXTURE_DECK.flatMap((card) => [card.answer, ...card.alternatives]);
