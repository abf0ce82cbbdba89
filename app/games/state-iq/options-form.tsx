"use client";

import { useState } from "react";
import { STATE_IQ_LEVELS, type StateIqLevel } from "@/lib/games/state-iq/numbers";
import { useCountOfFiveOption } from "../_tables/combo3/count-of-five-option";
import { FORM_CHOICE, FORM_SECTION } from "../_tables/form-look";
import type { TableOptionsForm } from "../_tables/table-game";

// State IQ's options on the host's form, loaded only there (`TableGameParts.loadOptions`, `[PAGE-WEIGHT]`).

const LEVEL_WORDS: Record<StateIqLevel, string> = {
  3: "Combo 3's level: tournaments play State IQ at Level 3.",
  4: "The text gives State IQ one set of rules for Levels 3 and 4, so Level 4 plays the same way.",
};

export function useStateIqOptions(formId: string): TableOptionsForm {
  const [level, setLevel] = useState<StateIqLevel>(3);
  const count = useCountOfFiveOption(formId);
  return {
    sections: (
      <section className={FORM_SECTION} aria-labelledby={`${formId}-level`}>
        <h2 id={`${formId}-level`} className="text-xl font-bold text-slate-950">
          Level
        </h2>
        <fieldset className="mt-3 grid gap-2">
          <legend className="sr-only">Level</legend>
          {STATE_IQ_LEVELS.map((choice) => (
            <label key={choice} className={FORM_CHOICE}>
              <input
                type="radio"
                name={`${formId}-level`}
                checked={level === choice}
                onChange={() => setLevel(choice)}
                className="mt-1 size-4 accent-blue-700"
              />
              <span>
                <span className="font-semibold text-slate-950">Level {choice}</span>
                <span className="block text-sm text-slate-700">{LEVEL_WORDS[choice]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <p className="mt-3 text-sm text-slate-700">Each table draws for who guesses first; each team gets one hidden card.</p>
      </section>
    ),
    scoringTitle: count.title,
    scoring: count.field,
    read: () => {
      const seconds = count.read();
      if ("problem" in seconds) return seconds;
      return { options: { level, geoPlungeSeconds: seconds.seconds } };
    },
  };
}
