"use client";

import { useId, useState, type SubmitEvent } from "react";
import { useRouter } from "next/navigation";
import type { z } from "zod";
import { ZAP_HAND } from "@/lib/games/border-zap/battle";
import { BORDER_ZAP_IN_BRIEF, type borderZapSetupSchema } from "@/lib/games/border-zap/engine";
import { COMBO_FIRST_BASE_TRICKS, COMBO_SCORING_IN_BRIEF } from "@/lib/games/combo3-game4/engine";
import { DEFAULT_COMBO_VERSION, GEOPLUNGE_SECONDS, type combo3Game4SetupSchema } from "@/lib/games/combo3-game4/setup";
import { TRICKS_PER_BATTLE } from "@/lib/games/play-the-ranks/battle";
import { LEVEL_FIRST_BASE_TRICKS } from "@/lib/games/play-the-ranks/engine";
import {
  defaultFirstLead,
  firstLeadAllowed,
  type FirstLeadRule,
  type PlayTheRanksLevel,
  type playTheRanksSetupSchema,
} from "@/lib/games/play-the-ranks/setup";
import { MATCH_TARGET_POINTS } from "@/lib/games/trick-kit/scoring";
import { CARD_TABLE_TEAMS } from "@/lib/games/trick-kit/teams";
import { postJson } from "@/lib/client/commands";
import { errorMessage, stringField } from "@/lib/shared/wire";
import type { TableGameKind } from "./views";
import { FIELD_LABEL, parseSeed, ProblemAndCreate, SeedField, sendNextGame } from "@/app/host/form-parts";

/**
 * Creating a class session of a card game: the game's options in plain words (level, variation,
 * target points, first-lead rule, Combo 3's version and count), then Create. No teams: the class
 * is seated at tables once it has joined.
 */
type RanksOptions = z.input<typeof playTheRanksSetupSchema>;
type ZapOptions = z.input<typeof borderZapSetupSchema>;
type ComboOptions = z.input<typeof combo3Game4SetupSchema>;
type SessionRequest =
  | ({ game: "play-the-ranks"; seed?: number } & RanksOptions)
  | ({ game: "border-zap"; seed?: number } & ZapOptions)
  | ({ game: "combo3-game4"; seed?: number } & ComboOptions);

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

/** The tricks each of the two bases holds for, in words, when the first holds for `firstBaseTricks`. */
const basesTricks = (firstBaseTricks: number) => `tricks 1–${firstBaseTricks} and ${firstBaseTricks + 1}–${TRICKS_PER_BATTLE}`;

const COMBO_VERSIONS: { id: NonNullable<ComboOptions["version"]>; label: string; detail: string }[] = [
  { id: "turned", label: "Turn a Power card", detail: "The version printed at the bottom of the turned card is played (the rules' way)." },
  { id: "PTR1", label: "Play the Ranks 1 (PTR1)", detail: `Fixed bases: ${basesTricks(COMBO_FIRST_BASE_TRICKS)}.` },
  { id: "PTR2", label: "Play the Ranks 2 (PTR2)", detail: "The lead team picks the base on each trick." },
  { id: "PTB", label: "Play the Border Zap (PTB)", detail: `Trade, discard to ${ZAP_HAND}, and zap with borders.` },
];

export function NewSessionForm({ game, title, nextIn }: { game: TableGameKind; title: string; nextIn?: string }) {
  const router = useRouter();
  const formId = useId();
  const [level, setLevel] = useState<PlayTheRanksLevel>(3);
  const [variation, setVariation] = useState(false);
  const [target, setTarget] = useState(String(MATCH_TARGET_POINTS.default));
  const [firstLead, setFirstLead] = useState<FirstLeadRule>(() => defaultFirstLead(3));
  const [version, setVersion] = useState<NonNullable<ComboOptions["version"]>>(DEFAULT_COMBO_VERSION);
  const [count, setCount] = useState(String(GEOPLUNGE_SECONDS.default));
  const [seed, setSeed] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const chooseLevel = (next: PlayTheRanksLevel) => {
    setLevel(next);
    if (!firstLeadAllowed(next, firstLead)) setFirstLead(defaultFirstLead(next));
  };

  function request(): SessionRequest | string {
    const parsedSeed = parseSeed(seed);
    if (!parsedSeed.ok) return parsedSeed.problem;
    const seedPart = parsedSeed.seed === undefined ? {} : { seed: parsedSeed.seed };
    const targetPoints = Number(target);
    const { min: fewestPoints, max: mostPoints } = MATCH_TARGET_POINTS;
    if (game !== "combo3-game4" && (!Number.isInteger(targetPoints) || targetPoints < fewestPoints || targetPoints > mostPoints))
      return `Target points must be a whole number from ${fewestPoints} to ${mostPoints}.`;
    switch (game) {
      case "play-the-ranks":
        return { game, level, leadChoosesBase: variation, targetPoints, firstLead, ...seedPart };
      case "border-zap":
        return { game, targetPoints, ...seedPart };
      case "combo3-game4": {
        const seconds = Number(count);
        if (!Number.isInteger(seconds) || seconds < GEOPLUNGE_SECONDS.min || seconds > GEOPLUNGE_SECONDS.max)
          return `The count for GeoPlunging must be a whole number of seconds from ${GEOPLUNGE_SECONDS.min} to ${GEOPLUNGE_SECONDS.max}.`;
        return { game, version, geoPlungeSeconds: seconds, ...seedPart };
      }
    }
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const body = request();
    if (typeof body === "string") {
      setProblem(body);
      return;
    }
    setBusy(true);
    if (nextIn) {
      const refused = await sendNextGame(nextIn, body);
      if (refused === null) router.refresh();
      else setProblem(refused);
      setBusy(false);
      return;
    }
    try {
      const { status, json } = await postJson("/api/games", body, { attempts: 2 });
      const gameId = stringField(json, "gameId");
      if (status === 201 && gameId !== null) {
        router.push(`/host/${gameId}`);
        return;
      }
      setProblem(errorMessage(json, "The session could not be created: try again."));
    } catch {
      setProblem("No connection to the Clue Spin server: is it still running on this computer?");
    }
    setBusy(false);
  }

  const section = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm";
  const labelClass = FIELD_LABEL;
  const inputClass =
    "mt-1 w-full max-w-[12rem] rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-950 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-600";
  const choiceClass =
    "flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-blue-600";

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]"
      aria-describedby={problem ? `${formId}-problem` : undefined}
      aria-label={`New ${title} session`}
      noValidate
      data-new-session={game}
    >
      <div className="grid content-start gap-4">
        {game === "play-the-ranks" && (
          <section className={section} aria-labelledby={`${formId}-level`}>
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
                <label key={value} className={choiceClass}>
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
        )}
        {game === "play-the-ranks" && (
          <section className={section} aria-labelledby={`${formId}-first`}>
            <h2 id={`${formId}-first`} className="text-xl font-bold text-slate-950">
              Who leads the first trick
            </h2>
            <fieldset className="mt-3 grid gap-2">
              <legend className="sr-only">Who leads the first trick</legend>
              {FIRST_LEAD.filter((rule) => firstLeadAllowed(level, rule.id)).map((rule) => (
                <label key={rule.id} className={choiceClass}>
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
        )}
        {game === "combo3-game4" && (
          <section className={section} aria-labelledby={`${formId}-version`}>
            <h2 id={`${formId}-version`} className="text-xl font-bold text-slate-950">
              Version
            </h2>
            <fieldset className="mt-3 grid gap-2">
              <legend className="sr-only">Version</legend>
              {COMBO_VERSIONS.map((choice) => (
                <label key={choice.id} className={choiceClass}>
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
        )}
        {game === "border-zap" && (
          <section className={section}>
            <h2 className="text-xl font-bold text-slate-950">Border battles</h2>
            <p className="mt-2 text-slate-800">
              {BORDER_ZAP_IN_BRIEF} The first lead is decided by a statehood draw, then the teams take turns.
            </p>
          </section>
        )}
      </div>

      <div className="grid content-start gap-4">
        <section className={section} aria-labelledby={`${formId}-scoring`}>
          <h2 id={`${formId}-scoring`} className="text-xl font-bold text-slate-950">
            {game === "combo3-game4" ? "The count" : "Scoring"}
          </h2>
          {game === "combo3-game4" ? (
            <>
              <label className={`${labelClass} mt-3`} htmlFor={`${formId}-count`}>
                Seconds to say “We are GeoPlunging!”
              </label>
              <input
                id={`${formId}-count`}
                className={inputClass}
                type="number"
                min={GEOPLUNGE_SECONDS.min}
                max={GEOPLUNGE_SECONDS.max}
                inputMode="numeric"
                value={count}
                onChange={(event) => setCount(event.target.value)}
              />
              <p className="mt-2 text-sm text-slate-700">{COMBO_SCORING_IN_BRIEF}</p>
            </>
          ) : (
            <>
              <label className={`${labelClass} mt-3`} htmlFor={`${formId}-target`}>
                Points to win
              </label>
              <input
                id={`${formId}-target`}
                className={inputClass}
                type="number"
                min={MATCH_TARGET_POINTS.min}
                max={MATCH_TARGET_POINTS.max}
                inputMode="numeric"
                value={target}
                onChange={(event) => setTarget(event.target.value)}
              />
              <p className="mt-2 text-sm text-slate-700">
                The rules play to {MATCH_TARGET_POINTS.default}. Fewer points make a shorter game.
              </p>
            </>
          )}
          <SeedField formId={formId} summary="Same deal every time (demo)" seed={seed} onSeed={setSeed} inputClass={inputClass} />
        </section>
        <p className="text-sm text-slate-700">
          Students join with one code; you seat them at tables of two teams ({CARD_TABLE_TEAMS.playersPerTeam.min}–
          {CARD_TABLE_TEAMS.playersPerTeam.max} students a team) in the lobby.
        </p>
        <ProblemAndCreate formId={formId} problem={problem} busy={busy} label={nextIn ? `Go on to ${title}` : "Create session"} />
      </div>
    </form>
  );
}
