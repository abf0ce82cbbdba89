import { tableScreens } from "../_tables/screens";
import { BorderUpTable } from "./lazy-parts";
import { borderUpTeach } from "./teach";

export const borderUpScreens = tableScreens(
  "border-up",
  "A race at tables of two teams: 18 cards each, build groups of three bordering states on your phones, shout GeoPlunge. Combo 3 scoring.",
  BorderUpTable,
  borderUpTeach,
);
