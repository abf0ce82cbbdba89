"use client";

import { BORDER_ZAP_IN_BRIEF } from "@/lib/games/border-zap/numbers";
import { FORM_SECTION } from "../_tables/form-look";
import { useTargetPoints } from "../_tables/trick/target-points";
import type { TableOptionsForm } from "../_tables/table-game";

// Play the Border Zap's options on the host's form, loaded only there (`TableGameParts.loadOptions`, `[PAGE-WEIGHT]`).

export function useZapOptions(formId: string): TableOptionsForm {
  const target = useTargetPoints(formId);
  return {
    sections: (
      <section className={FORM_SECTION}>
        <h2 className="text-xl font-bold text-slate-950">Border battles</h2>
        <p className="mt-2 text-slate-800">
          {BORDER_ZAP_IN_BRIEF} The first lead is decided by a statehood draw, then the teams take turns.
        </p>
      </section>
    ),
    scoringTitle: "Scoring",
    scoring: target.field,
    read: () => {
      const targetPoints = target.read();
      if (typeof targetPoints === "string") return { problem: targetPoints };
      return { options: { targetPoints } };
    },
  };
}
