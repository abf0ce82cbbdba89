"use client";

import { useState } from "react";
import { ANSWER_SECONDS, READING_WORDS_PER_MINUTE } from "@/lib/games/chummy-challenge/numbers";
import { NumberField, wholeNumberWithin } from "@/app/host/number-field";
import { useCountOfFiveOption } from "@/app/games/_tables/combo3/count-of-five-option";
import { FORM_INPUT, FORM_SECTION } from "../_tables/form-look";
import type { TableOptionsForm } from "../_tables/table-game";

// Chummy Challenge's options on the host's form, loaded only there (`TableGameParts.loadOptions`, `[PAGE-WEIGHT]`).

export function useChummyOptions(formId: string): TableOptionsForm {
  const count = useCountOfFiveOption(formId);
  const [pace, setPace] = useState(String(READING_WORDS_PER_MINUTE.default));
  const [answerTime, setAnswerTime] = useState(String(ANSWER_SECONDS.default));
  return {
    sections: (
      <section className={FORM_SECTION} aria-labelledby={`${formId}-challenges`}>
        <h2 id={`${formId}-challenges`} className="text-xl font-bold text-slate-950">
          The challenges
        </h2>
        <p className="mt-2 text-slate-800">
          The board shows each question word by word; the first GeoPlunger to buzz stops it and that team answers. 2 challenges win.
        </p>
        <NumberField
          id={`${formId}-pace`}
          labelClass="mt-3"
          label="Reading pace (words a minute)"
          min={READING_WORDS_PER_MINUTE.min}
          max={READING_WORDS_PER_MINUTE.max}
          value={pace}
          onChange={setPace}
          inputClass={FORM_INPUT}
        />
        <NumberField
          id={`${formId}-answer`}
          labelClass="mt-3"
          label="Seconds to type an answer"
          min={ANSWER_SECONDS.min}
          max={ANSWER_SECONDS.max}
          value={answerTime}
          onChange={setAnswerTime}
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
      const wordsPerMinute = wholeNumberWithin(pace, READING_WORDS_PER_MINUTE);
      if (wordsPerMinute === null)
        return {
          problem: `The reading pace must be a whole number of words a minute from ${READING_WORDS_PER_MINUTE.min} to ${READING_WORDS_PER_MINUTE.max}.`,
        };
      const answerSeconds = wholeNumberWithin(answerTime, ANSWER_SECONDS);
      if (answerSeconds === null)
        return { problem: `The time to answer must be a whole number of seconds from ${ANSWER_SECONDS.min} to ${ANSWER_SECONDS.max}.` };
      return { options: { geoPlungeSeconds: seconds, wordsPerMinute, answerSeconds } };
    },
  };
}
