import { useState, type ReactNode } from "react";
import { MATCH_TARGET_POINTS } from "@/lib/games/trick-kit/score-rules";
import { NumberField, wholeNumberWithin } from "@/app/host/number-field";
import { FORM_INPUT } from "../form-look";

/** "Points to win", for the games played to a target: its field and the number it reads (or what to fix). */
export function useTargetPoints(formId: string): { field: ReactNode; read: () => number | string } {
  const [target, setTarget] = useState(String(MATCH_TARGET_POINTS.default));
  const field = (
    <NumberField
      id={`${formId}-target`}
      labelClass="mt-3"
      label="Points to win"
      min={MATCH_TARGET_POINTS.min}
      max={MATCH_TARGET_POINTS.max}
      value={target}
      onChange={setTarget}
      inputClass={FORM_INPUT}
      hint={`The rules play to ${MATCH_TARGET_POINTS.default}. Fewer points make a shorter game.`}
    />
  );
  const read = () =>
    wholeNumberWithin(target, MATCH_TARGET_POINTS) ??
    `Target points must be a whole number from ${MATCH_TARGET_POINTS.min} to ${MATCH_TARGET_POINTS.max}.`;
  return { field, read };
}
