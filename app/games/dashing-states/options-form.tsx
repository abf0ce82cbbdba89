"use client";

import { useCountOfFiveOption } from "@/app/games/_tables/combo3/count-of-five-option";
import { RACES, REVEAL_SECONDS } from "@/lib/games/dashing-states/numbers";
import { useWholeNumberOption } from "@/app/host/number-field";
import { FORM_INPUT, FORM_SECTION } from "../_tables/form-look";
import type { TableOptionsForm } from "../_tables/table-game";

// Dashing States's options on the host's form, loaded only there (`TableGameParts.loadOptions`, `[PAGE-WEIGHT]`).

export function useDashingOptions(formId: string): TableOptionsForm {
  const count = useCountOfFiveOption(formId);
  const reveal = useWholeNumberOption({
    id: `${formId}-reveal`,
    label: "Seconds from the deal to “Ready, Set, GeoPlunge!”",
    bounds: REVEAL_SECONDS,
    inputClass: FORM_INPUT,
    subject: "The time before “Ready, Set, GeoPlunge!”",
    unit: "seconds",
  });
  return {
    sections: (
      <section className={FORM_SECTION} aria-labelledby={`${formId}-races`}>
        <h2 id={`${formId}-races`} className="text-xl font-bold text-slate-950">
          The races
        </h2>
        <p className="mt-2 text-slate-800">
          Up to {RACES.most} races with the Map cards: by state name, by capital, by statehood. Win {RACES.toWin} races to win the game.
        </p>
        {reveal.field}
      </section>
    ),
    scoringTitle: count.title,
    scoring: count.field,
    read: () => {
      const counted = count.read();
      if ("problem" in counted) return counted;
      const revealSeconds = reveal.read();
      if (typeof revealSeconds !== "number") return revealSeconds;
      return { options: { geoPlungeSeconds: counted.seconds, revealSeconds } };
    },
  };
}
