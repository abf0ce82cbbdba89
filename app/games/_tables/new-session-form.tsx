"use client";

import { use, useId, useState, type SubmitEvent } from "react";
import { useRouter } from "next/navigation";
import { createOrGoOn, parseSeed, ProblemAndCreate, SeedField, useFormProblem } from "@/app/host/form-parts";
import { useTableGame, type LoadOptions, type TableOptionsForm } from "./table-game";
import type { TableGameInfo } from "./views";
import { FORM_INPUT, FORM_SECTION } from "./form-look";

/**
 * Creating a class session of a game at tables: the game's own options in plain words (its parts give
 * the sections and what they send), then Create. No teams: the class is seated at tables once it
 * has joined.
 */
type SessionRequest = { game: string; seed?: number } & Record<string, unknown>;

type FormProps = { info: TableGameInfo; nextIn?: string };

/** Each game's options hook, loaded once (the form waits for it under the Suspense next/dynamic gives it). */
const loadedOptions = new WeakMap<LoadOptions, Promise<(formId: string) => TableOptionsForm>>();

function optionsHook(load: LoadOptions): Promise<(formId: string) => TableOptionsForm> {
  let loading = loadedOptions.get(load);
  if (!loading) {
    loading = load();
    loadedOptions.set(load, loading);
  }
  return loading;
}

export function NewSessionForm(props: FormProps) {
  const useOptions = use(optionsHook(useTableGame().loadOptions));
  return <SessionForm {...props} useOptions={useOptions} />;
}

function SessionForm({ info, nextIn, useOptions }: FormProps & { useOptions: (formId: string) => TableOptionsForm }) {
  const { kind: game, title, teams } = info;
  const router = useRouter();
  const formId = useId();
  const form = useOptions(formId);
  const [seed, setSeed] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useFormProblem();

  function request(): SessionRequest | string {
    const parsedSeed = parseSeed(seed);
    if (!parsedSeed.ok) return parsedSeed.problem;
    const seedPart = parsedSeed.seed === undefined ? {} : { seed: parsedSeed.seed };
    const read = form.read();
    if ("problem" in read) return read.problem;
    return { game, ...read.options, ...seedPart };
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
    const refused = await createOrGoOn(body, nextIn, router, "The session could not be created: try again.");
    if (refused === null && !nextIn) return; // the console of the new session opens
    setProblem(refused);
    setBusy(false);
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]"
      aria-describedby={problem ? `${formId}-problem` : undefined}
      aria-label={`New ${title} session`}
      noValidate
      data-new-session={game}
    >
      <div className="grid content-start gap-4">{form.sections}</div>

      <div className="grid content-start gap-4">
        <section className={FORM_SECTION} aria-labelledby={`${formId}-scoring`}>
          <h2 id={`${formId}-scoring`} className="text-xl font-bold text-slate-950">
            {form.scoringTitle}
          </h2>
          {form.scoring}
          <SeedField formId={formId} summary="Same deal every time (demo)" seed={seed} onSeed={setSeed} inputClass={FORM_INPUT} />
        </section>
        <p className="text-sm text-slate-700">
          Students join with one code; you seat them at tables of two teams ({teams.playersPerTeam.min}–{teams.playersPerTeam.max} students
          a team) in the lobby.
        </p>
        <ProblemAndCreate formId={formId} problem={problem} busy={busy} label={nextIn ? `Go on to ${title}` : "Create session"} />
      </div>
    </form>
  );
}
