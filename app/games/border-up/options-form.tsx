"use client";

import { useCountOfFiveOption } from "@/app/games/_tables/combo3/count-of-five-option";
import { BORDER_UP_HAND, GROUP_SIZE } from "@/lib/games/border-up/numbers";
import { FORM_SECTION } from "../_tables/form-look";
import type { TableOptionsForm } from "../_tables/table-game";

// Border-Up's options on the host's form, loaded only there (`TableGameParts.loadOptions`, `[PAGE-WEIGHT]`).

export function useBorderUpOptions(formId: string): TableOptionsForm {
  const count = useCountOfFiveOption(formId);
  return {
    sections: (
      <section className={FORM_SECTION} aria-labelledby={`${formId}-race`}>
        <h2 id={`${formId}-race`} className="text-xl font-bold text-slate-950">
          The race
        </h2>
        <p className="mt-2 text-slate-800">
          Each team gets {BORDER_UP_HAND} cards and builds groups of {GROUP_SIZE} bordering states on its phones; the first right GeoPlunge
          or ThreeOPlunge wins.
        </p>
      </section>
    ),
    scoringTitle: count.title,
    scoring: count.field,
    read: () => {
      const counted = count.read();
      if ("problem" in counted) return counted;
      const seconds = counted.seconds;
      return { options: { geoPlungeSeconds: seconds } };
    },
  };
}
