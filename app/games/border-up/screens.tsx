import { BORDER_UP_HAND, GROUP_SIZE } from "@/lib/games/border-up/numbers";
import { tableScreens } from "../_tables/screens";
import { BorderUpTable } from "./lazy-parts";
import { borderUpTeach } from "./teach";

export const borderUpScreens = tableScreens(
  "border-up",
  `A race at tables of two teams: ${BORDER_UP_HAND} cards each, build groups of ${GROUP_SIZE} bordering states on your phones, shout GeoPlunge. Combo 3 scoring.`,
  BorderUpTable,
  borderUpTeach,
);
