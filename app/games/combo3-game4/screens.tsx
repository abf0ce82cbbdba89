import { tableScreens } from "../_tables/screens";
import { Combo3Game4Table } from "./lazy-parts";
import { combo3Game4Teach } from "./teach";

export const combo3Game4Screens = tableScreens(
  "combo3-game4",
  "A card game at tables of two teams: one game of PTR1, PTR2 or the Border Zap, Combo 3 scoring and GeoPlunging.",
  Combo3Game4Table,
  combo3Game4Teach,
);
