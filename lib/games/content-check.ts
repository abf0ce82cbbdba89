import statesJson from "../../content/states.json";
import powerCardsJson from "../../content/power-cards.json";
import { parseStates } from "../content/states";
import { parsePowerDeck } from "./trick-kit/power-card-schema";

/** Checks content/states.json and content/power-cards.json against their schemas; throws naming each problem. */
export function checkContentFiles(): void {
  parseStates(statesJson);
  parsePowerDeck(powerCardsJson);
}
