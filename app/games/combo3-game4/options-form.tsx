"use client";

import type { z } from "zod";
import type { combo3Game4SetupSchema } from "@/lib/games/combo3-game4/setup";
import { useCountOfFiveOption } from "@/app/games/_tables/combo3/count-of-five-option";
import { useState } from "react";
import { ZAP_HAND } from "@/lib/games/border-zap/numbers";
import { COMBO_FIRST_BASE_TRICKS, DEFAULT_COMBO_VERSION } from "@/lib/games/combo3-game4/numbers";
import { FORM_CHOICE, FORM_SECTION } from "../_tables/form-look";
import type { TableOptionsForm } from "../_tables/table-game";
import { basesTricks } from "../play-the-ranks/ranks-own";

type ComboVersion = NonNullable<z.input<typeof combo3Game4SetupSchema>["version"]>;

// Combo 3, Game 4's options on the host's form, loaded only there (`TableGameParts.loadOptions`, `[PAGE-WEIGHT]`).

const COMBO_VERSIONS: { id: ComboVersion; label: string; detail: string }[] = [
  { id: "turned", label: "Turn a Power card", detail: "The version printed at the bottom of the turned card is played (the rules' way)." },
  { id: "PTR1", label: "Play the Ranks 1 (PTR1)", detail: `Fixed bases: ${basesTricks(COMBO_FIRST_BASE_TRICKS)}.` },
  { id: "PTR2", label: "Play the Ranks 2 (PTR2)", detail: "The lead team picks the base on each trick." },
  { id: "PTB", label: "Play the Border Zap (PTB)", detail: `Trade, discard to ${ZAP_HAND}, and zap with borders.` },
];

export function useComboOptions(formId: string): TableOptionsForm {
  const [version, setVersion] = useState<ComboVersion>(DEFAULT_COMBO_VERSION);
  const count = useCountOfFiveOption(formId);
  return {
    sections: (
      <section className={FORM_SECTION} aria-labelledby={`${formId}-version`}>
        <h2 id={`${formId}-version`} className="text-xl font-bold text-slate-950">
          Version
        </h2>
        <fieldset className="mt-3 grid gap-2">
          <legend className="sr-only">Version</legend>
          {COMBO_VERSIONS.map((choice) => (
            <label key={choice.id} className={FORM_CHOICE}>
              <input
                type="radio"
                name={`${formId}-version`}
                checked={version === choice.id}
                onChange={() => setVersion(choice.id)}
                className="mt-1 size-4 accent-blue-700"
              />
              <span>
                <span className="font-semibold text-slate-950">{choice.label}</span>
                <span className="block text-sm text-slate-700">{choice.detail}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <p className="mt-3 text-sm text-slate-700">The first lead is decided by a statehood draw at each table.</p>
      </section>
    ),
    scoringTitle: count.title,
    scoring: count.field,
    read: () => {
      const counted = count.read();
      if ("problem" in counted) return counted;
      const seconds = counted.seconds;
      return { options: { version, geoPlungeSeconds: seconds } };
    },
  };
}
