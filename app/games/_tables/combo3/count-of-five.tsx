"use client";

import { BOARD_TEXT, type PartSize } from "@/app/games/_tables/parts";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";
import { Countdown } from "./clocks";

/** Combo 3's count of five on every screen and in the host form, the same in each Combo 3 game. */

/** The count as everyone sees it: who has answered (answers are public) and the seconds left. */
export function CountOfFiveWindow({
  count,
  teams,
  look,
  size,
}: {
  count: { deadline: number; answers: readonly (boolean | null)[] } | null;
  teams: readonly { id: string }[];
  look: LookUp;
  size: PartSize;
}) {
  if (!count) return null;
  return (
    <section
      aria-label="Are you GeoPlunging?"
      className={`flex items-center gap-4 rounded-2xl ${size === "board" ? `bg-yellow-300/15 px-5 py-3 ${BOARD_TEXT.md} text-white` : "bg-yellow-100 p-3 text-sm text-slate-950"}`}
      data-geoplunge-window=""
    >
      <Countdown deadline={count.deadline} size={size} />
      <div className="flex flex-col gap-1">
        <p className={size === "board" ? `${BOARD_TEXT.lg} font-black` : "text-base font-black"}>Are you GeoPlunging?</p>
        {teams.map((team, side) => (
          <p key={team.id} className="flex items-center gap-1">
            <TeamPill team={look(team.id)} size={size === "board" ? "board" : "xs"} />{" "}
            {count.answers[side] == null ? "deciding…" : count.answers[side] ? "is GeoPlunging!" : "is not GeoPlunging"}
          </p>
        ))}
      </div>
    </section>
  );
}
