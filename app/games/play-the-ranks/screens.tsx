import { tableScreens } from "../_tables/screens";

export const playTheRanksScreens = tableScreens(
  "play-the-ranks",
  "A card game at tables of two teams (1–3 students each): state ranking battles, Levels 3 and 4.",
);
