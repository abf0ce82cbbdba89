import type { ReactNode } from "react";
import { MATCH_TARGET_POINTS } from "@/lib/games/trick-kit/score-rules";
import { useWholeNumberOption } from "@/app/host/number-field";
import { FORM_INPUT } from "../form-look";

/** "Points to win", for the games played to a target: its field and the number it reads (or what to fix). */
export function useTargetPoints(formId: string): { field: ReactNode; read: () => number | string } {
  const target = useWholeNumberOption({
    id: `${formId}-target`,
    label: "Points to win",
    bounds: MATCH_TARGET_POINTS,
    inputClass: FORM_INPUT,
    subject: "Target points",
    hint: `The rules play to ${MATCH_TARGET_POINTS.default}. Fewer points make a shorter game.`,
  });
  return {
    field: target.field,
    read: () => {
      const points = target.read();
      return typeof points === "number" ? points : points.problem;
    },
  };
}
