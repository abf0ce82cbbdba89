import { useState } from "react";
import { GEOPLUNGE_SECONDS } from "@/lib/games/combo3-kit/geoplunge-count";
import { COMBO_SCORING_IN_BRIEF } from "@/lib/games/combo3-kit/scoring";
import { NumberField, wholeNumberWithin } from "@/app/host/number-field";
import { FORM_INPUT } from "../form-look";

// Apart from the count's window (count-of-five.tsx): a game's parts hold this hook for the host form,
// and phones and boards load those parts without the window's drawing (`[PAGE-WEIGHT]`).

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
