import { tableScreens } from "../_tables/screens";
import { DashingTable } from "./lazy-parts";
import { dashingTeach } from "./teach";

export const dashingStatesScreens = tableScreens(
  "dashing-states",
  "A race game at tables of two teams: sort the Map cards by state, capital or statehood, shout GeoPlunge!, then name every state.",
  DashingTable,
  dashingTeach,
);
