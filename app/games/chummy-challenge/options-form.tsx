"use client";

import { ANSWER_SECONDS, CHALLENGES, READING_WORDS_PER_MINUTE } from "@/lib/games/chummy-challenge/numbers";
import { useWholeNumberOption } from "@/app/host/number-field";
import { useCountOfFiveOption } from "@/app/games/_tables/combo3/count-of-five-option";
import { FORM_INPUT, FORM_SECTION } from "../_tables/form-look";
import type { TableOptionsForm } from "../_tables/table-game";

// Chummy Challenge's options on the host's form, loaded only there (`TableGameParts.loadOptions`, `[PAGE-WEIGHT]`).

export function useChummyOptions(formId: string): TableOptionsForm {
  const count = useCountOfFiveOption(formId);
  const pace = useWholeNumberOption({
    id: `${formId}-pace`,
    label: "Reading pace (words a minute)",
    bounds: READING_WORDS_PER_MINUTE,
    inputClass: FORM_INPUT,
    subject: "The reading pace",
    unit: "words a minute",
  });
  const answerTime = useWholeNumberOption({
    id: `${formId}-answer`,
    label: "Seconds to type an answer",
    bounds: ANSWER_SECONDS,
    inputClass: FORM_INPUT,
    subject: "The time to answer",
    unit: "seconds",
  });
  return {
    sections: (
      <section className={FORM_SECTION} aria-labelledby={`${formId}-challenges`}>
        <h2 id={`${formId}-challenges`} className="text-xl font-bold text-slate-950">
          The challenges
        </h2>
        <p className="mt-2 text-slate-800">
          The board shows each question word by word; the first GeoPlunger to buzz stops it and that team answers. {CHALLENGES.toWin}{" "}
          challenges win.
        </p>
        {pace.field}
        {answerTime.field}
      </section>
    ),
    scoringTitle: count.title,
    scoring: count.field,
    read: () => {
      const counted = count.read();
      if ("problem" in counted) return counted;
      const wordsPerMinute = pace.read();
      if (typeof wordsPerMinute !== "number") return wordsPerMinute;
      const answerSeconds = answerTime.read();
      if (typeof answerSeconds !== "number") return answerSeconds;
      return { options: { geoPlungeSeconds: counted.seconds, wordsPerMinute, answerSeconds } };
    },
  };
}
