"use client";

import { useCountOfFiveOption } from "@/app/games/_tables/combo3/count-of-five-option";
import { useState } from "react";
import { REVEAL_SECONDS } from "@/lib/games/dashing-states/numbers";
import { NumberField, wholeNumberWithin } from "@/app/host/number-field";
import { FORM_INPUT, FORM_SECTION } from "../_tables/form-look";
import type { TableOptionsForm } from "../_tables/table-game";

// Dashing States's options on the host's form, loaded only there (`TableGameParts.loadOptions`, `[PAGE-WEIGHT]`).

export function useDashingOptions(formId: string): TableOptionsForm {
  const count = useCountOfFiveOption(formId);
  const [reveal, setReveal] = useState(String(REVEAL_SECONDS.default));
  return {
    sections: (
      <section className={FORM_SECTION} aria-labelledby={`${formId}-races`}>
        <h2 id={`${formId}-races`} className="text-xl font-bold text-slate-950">
          The races
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Up to three races with the Map cards: by state name, by capital, by statehood. Win 2 races to win the game.
        </p>
        <NumberField
          id={`${formId}-reveal`}
          labelClass="mt-3"
          label="Seconds from the deal to “Ready, Set, GeoPlunge!”"
          min={REVEAL_SECONDS.min}
          max={REVEAL_SECONDS.max}
          value={reveal}
          onChange={setReveal}
          inputClass={FORM_INPUT}
        />
      </section>
    ),
    scoringTitle: count.title,
    scoring: count.field,
    read: () => {
      const counted = count.read();
      if ("problem" in counted) return counted;
      const seconds = counted.seconds;
      const revealSeconds = wholeNumberWithin(reveal, REVEAL_SECONDS);
      if (revealSeconds === null)
        return {
          problem: `The time before “Ready, Set, GeoPlunge!” must be a whole number of seconds from ${REVEAL_SECONDS.min} to ${REVEAL_SECONDS.max}.`,
        };
      return { options: { geoPlungeSeconds: seconds, revealSeconds } };
    },
  };
}
