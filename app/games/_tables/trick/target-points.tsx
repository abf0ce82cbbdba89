import { useState, type ReactNode } from "react";
import { MATCH_TARGET_POINTS } from "@/lib/games/trick-kit/scoring";
import { FIELD_LABEL } from "@/app/host/form-parts";
import { FORM_INPUT } from "../new-session-form";

/** "Points to win", for the games played to a target: its field and the number it reads (or what to fix). */
export function useTargetPoints(formId: string): { field: ReactNode; read: () => number | string } {
  const [target, setTarget] = useState(String(MATCH_TARGET_POINTS.default));
  const field = (
    <>
      <label className={`${FIELD_LABEL} mt-3`} htmlFor={`${formId}-target`}>
        Points to win
      </label>
      <input
        id={`${formId}-target`}
        className={FORM_INPUT}
        type="number"
        min={MATCH_TARGET_POINTS.min}
        max={MATCH_TARGET_POINTS.max}
        inputMode="numeric"
        value={target}
        onChange={(event) => setTarget(event.target.value)}
      />
      <p className="mt-2 text-sm text-slate-700">The rules play to {MATCH_TARGET_POINTS.default}. Fewer points make a shorter game.</p>
    </>
  );
  const read = () => {
    const targetPoints = Number(target);
    const { min: fewestPoints, max: mostPoints } = MATCH_TARGET_POINTS;
    if (!Number.isInteger(targetPoints) || targetPoints < fewestPoints || targetPoints > mostPoints)
      return `Target points must be a whole number from ${fewestPoints} to ${mostPoints}.`;
    return targetPoints;
  };
  return { field, read };
}
