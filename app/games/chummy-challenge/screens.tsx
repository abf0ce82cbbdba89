import { CHALLENGES } from "@/lib/games/chummy-challenge/numbers";
import { tableScreens } from "../_tables/screens";
import { ChummyTable } from "./lazy-parts";
import { chummyTeach } from "./teach";

export const chummyChallengeScreens = tableScreens(
  "chummy-challenge",
  `A buzzer quiz at tables of two teams: each team's GeoPlunger buzzes on a geography question read word by word; ${CHALLENGES.toWin} challenges win. Combo 3 scoring.`,
  ChummyTable,
  chummyTeach,
);
