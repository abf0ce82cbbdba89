import { CARD_TABLE_TEAMS } from "@/lib/games/trick-kit/teams";
import { tableScreens } from "../_tables/screens";
import { PlayTheRanksTable } from "./lazy-parts";
import { playTheRanksTeach } from "./teach";

const { min, max } = CARD_TABLE_TEAMS.playersPerTeam;

export const playTheRanksScreens = tableScreens(
  "play-the-ranks",
  `A card game at tables of two teams (${min}–${max} students each): state ranking battles, Levels 3 and 4.`,
  PlayTheRanksTable,
  playTheRanksTeach,
);
