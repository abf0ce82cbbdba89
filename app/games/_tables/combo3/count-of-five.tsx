"use client";

import { useState } from "react";
import { GEOPLUNGE_SECONDS } from "@/lib/games/combo3-kit/geoplunge-count";
import { COMBO_SCORING_IN_BRIEF } from "@/lib/games/combo3-kit/scoring";
import { NumberField, wholeNumberWithin } from "@/app/host/form-parts";
import { BOARD_TEXT, type PartSize } from "@/app/games/_tables/parts";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";
import { FORM_INPUT } from "../new-session-form";
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

/** The host form's "The count" section: its field and how it reads into the game's `geoPlungeSeconds`. */
export function useCountOfFiveOption(formId: string): {
  title: string;
  field: React.ReactNode;
  read: () => { seconds: number } | { problem: string };
} {
  const [count, setCount] = useState(String(GEOPLUNGE_SECONDS.default));
  return {
    title: "The count",
    field: (
      <NumberField
        id={`${formId}-count`}
        labelClass="mt-3"
        label="Seconds to say “We are GeoPlunging!”"
        min={GEOPLUNGE_SECONDS.min}
        max={GEOPLUNGE_SECONDS.max}
        value={count}
        onChange={setCount}
        inputClass={FORM_INPUT}
        hint={COMBO_SCORING_IN_BRIEF}
      />
    ),
    read: () => {
      const seconds = wholeNumberWithin(count, GEOPLUNGE_SECONDS);
      return seconds === null
        ? {
            problem: `The count for GeoPlunging must be a whole number of seconds from ${GEOPLUNGE_SECONDS.min} to ${GEOPLUNGE_SECONDS.max}.`,
          }
        : { seconds };
    },
  };
}
