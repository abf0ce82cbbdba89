import { tableScreens } from "../_tables/screens";
import { BorderZapTable } from "./lazy-parts";
import { borderZapTeach } from "./teach";

export const borderZapScreens = tableScreens(
  "border-zap",
  "A card game at tables of two teams: border battles, where a bordering state zaps the lead.",
  BorderZapTable,
  borderZapTeach,
);
