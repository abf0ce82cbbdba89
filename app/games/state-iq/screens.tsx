import { tableScreens } from "../_tables/screens";
import { StateIqTableParts } from "./lazy-parts";
import { stateIqTeach } from "./teach";

export const stateIqScreens = tableScreens(
  "state-iq",
  "A guessing game at tables of two teams: each holds a hidden state; clues from the Clue cards, up to 3 guesses, Combo 3 scoring.",
  StateIqTableParts,
  stateIqTeach,
);
