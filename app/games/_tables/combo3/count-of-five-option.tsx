import { GEOPLUNGE_SECONDS } from "@/lib/games/combo3-kit/geoplunge-count";
import { COMBO_SCORING_IN_BRIEF } from "@/lib/games/combo3-kit/scoring";
import { useWholeNumberOption } from "@/app/host/number-field";
import { FORM_INPUT } from "../form-look";

// Apart from the count's window (count-of-five.tsx): a game's parts hold this hook for the host form,
// and phones and boards load those parts without the window's drawing (`[PAGE-WEIGHT]`).

/** The host form's "The count" section: its field and how it reads into the game's `geoPlungeSeconds`. */
export function useCountOfFiveOption(formId: string): {
  title: string;
  field: React.ReactNode;
  read: () => { seconds: number } | { problem: string };
} {
  const count = useWholeNumberOption({
    id: `${formId}-count`,
    label: "Seconds to say “We are GeoPlunging!”",
    bounds: GEOPLUNGE_SECONDS,
    inputClass: FORM_INPUT,
    subject: "The count for GeoPlunging",
    unit: "seconds",
    hint: COMBO_SCORING_IN_BRIEF,
  });
  return {
    title: "The count",
    field: count.field,
    read: () => {
      const seconds = count.read();
      return typeof seconds === "number" ? { seconds } : seconds;
    },
  };
}
