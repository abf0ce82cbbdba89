"use client";

import { useState, type ReactNode } from "react";
import {
  defaultFirstLead,
  firstLeadAllowed,
  LEVEL_FIRST_BASE_TRICKS,
  type FirstLeadRule,
  type PlayTheRanksLevel,
} from "@/lib/games/play-the-ranks/numbers";
import { FORM_CHOICE, FORM_SECTION } from "../_tables/form-look";
import { useTargetPoints } from "../_tables/trick/target-points";
import type { TableOptionsForm } from "../_tables/table-game";
import { basesTricks } from "./ranks-own";

// Play the Ranks' options on the host's form, loaded only there (`TableGameParts.loadOptions`, `[PAGE-WEIGHT]`).

const FIRST_LEAD: { id: FirstLeadRule; label: string; detail: string }[] = [
  {
    id: "discards",
    label: "Turned discards",
    detail: "Each battle, the discards are turned: the earlier statehood leads (Level 3, Step 2).",
  },
  {
    id: "draw-then-alternate",
    label: "Draw, then take turns",
    detail: "A statehood draw picks the first lead; then the teams lead the first trick in turn.",
  },
  {
    id: "draw-then-winner",
    label: "Draw, then the winner leads",
    detail: "A statehood draw picks the first lead; then the winner of the last battle leads.",
  },
];

export function useRanksOptions(formId: string): TableOptionsForm {
  const [level, setLevel] = useState<PlayTheRanksLevel>(3);
  const [variation, setVariation] = useState(false);
  const [firstLead, setFirstLead] = useState<FirstLeadRule>(() => defaultFirstLead(3));
  const target = useTargetPoints(formId);

  const chooseLevel = (next: PlayTheRanksLevel) => {
    setLevel(next);
    if (!firstLeadAllowed(next, firstLead)) setFirstLead(defaultFirstLead(next));
  };

  const sections: ReactNode = (
    <>
      <section className={FORM_SECTION} aria-labelledby={`${formId}-level`}>
        <h2 id={`${formId}-level`} className="text-xl font-bold text-slate-950">
          Level
        </h2>
        <fieldset className="mt-3 grid gap-2">
          <legend className="sr-only">Level</legend>
          {(
            [
              [3, "Level 3", `Two Power cards set the bases (${basesTricks(LEVEL_FIRST_BASE_TRICKS)}); each team discards one card.`],
              [4, "Level 4", "Cards Team or Call Team, three Power cards, BUR cards, Pulling the Power and the GeoStar."],
            ] as const
          ).map(([value, label, detail]) => (
            <label key={value} className={FORM_CHOICE}>
              <input
                type="radio"
                name={`${formId}-level`}
                checked={level === value}
                onChange={() => chooseLevel(value)}
                className="mt-1 size-4 accent-blue-700"
              />
              <span>
                <span className="font-semibold text-slate-950">{label}</span>
                <span className="block text-sm text-slate-700">{detail}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <label className="mt-4 flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            checked={variation}
            onChange={(event) => setVariation(event.target.checked)}
            className="mt-1 size-4 accent-blue-700"
          />
          <span className="text-slate-900">
            <span className="font-semibold">The variation: the lead team picks the base on each trick</span>
            <span className="block text-sm text-slate-700">
              {level === 4 ? "The other team may then “Change the Base” with a Power card." : "Between the two bases on the table."}
            </span>
          </span>
        </label>
      </section>
      <section className={FORM_SECTION} aria-labelledby={`${formId}-first`}>
        <h2 id={`${formId}-first`} className="text-xl font-bold text-slate-950">
          Who leads the first trick
        </h2>
        <fieldset className="mt-3 grid gap-2">
          <legend className="sr-only">Who leads the first trick</legend>
          {FIRST_LEAD.filter((rule) => firstLeadAllowed(level, rule.id)).map((rule) => (
            <label key={rule.id} className={FORM_CHOICE}>
              <input
                type="radio"
                name={`${formId}-first`}
                checked={firstLead === rule.id}
                onChange={() => setFirstLead(rule.id)}
                className="mt-1 size-4 accent-blue-700"
              />
              <span>
                <span className="font-semibold text-slate-950">{rule.label}</span>
                <span className="block text-sm text-slate-700">{rule.detail}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </section>
    </>
  );
  return {
    sections,
    scoringTitle: "Scoring",
    scoring: target.field,
    read: () => {
      const targetPoints = target.read();
      if (typeof targetPoints === "string") return { problem: targetPoints };
      return { options: { level, leadChoosesBase: variation, targetPoints, firstLead } };
    },
  };
}
