/** Pieces both host forms (the clue game's and the card games' session) share. */

import { useState } from "react";
import { newClientId, postJson } from "@/lib/client/commands";
import { MAX_SEED } from "@/lib/session/room-limits";
import { errorMessage, stringField } from "@/lib/shared/wire";
import { NumberField } from "./number-field";

export { FIELD_LABEL, NumberField, wholeNumberWithin } from "./number-field";

const NO_SERVER = "No connection to the Clue Spin server: is it still running on this computer?";

/** The optional demo seed as typed: empty is a new shuffle; anything else must be a whole number in range. */
export function parseSeed(text: string): { ok: true; seed: number | undefined } | { ok: false; problem: string } {
  if (text.trim() === "") return { ok: true, seed: undefined };
  const seed = Number(text);
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED)
    return { ok: false, problem: `The seed must be a whole number from 0 to ${MAX_SEED}.` };
  return { ok: true, seed };
}

export function SeedField({
  formId,
  summary,
  seed,
  onSeed,
  inputClass,
}: {
  formId: string;
  summary: string;
  seed: string;
  onSeed: (seed: string) => void;
  inputClass: string;
}) {
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-800 focus-visible:outline-3 focus-visible:outline-blue-600">
        {summary}
      </summary>
      <NumberField
        id={`${formId}-seed`}
        labelClass="mt-2"
        label={
          <>
            Random seed <span className="font-normal text-slate-600">(empty = a new shuffle)</span>
          </>
        }
        min={0}
        value={seed}
        onChange={onSeed}
        inputClass={inputClass}
      />
    </details>
  );
}

/** What stops the form, read out at once, and the one button that creates. */
/** What a host form refused, and which refusal of this form it was (the first is 1). */
export interface FormProblem {
  text: string;
  attempt: number;
}

/**
 * A host form's problem line: `say(text)` shows a refusal, `say(null)` clears it. Each refusal is
 * counted, so the same words refused again are shown (and announced) again rather than left as
 * they were, and a test can tell this press's refusal from the last one's.
 */
export function useFormProblem(): [FormProblem | null, (text: string | null) => void] {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [refusals, setRefusals] = useState(0);
  const say = (text: string | null) => {
    if (text === null) {
      setProblem(null);
      return;
    }
    const attempt = refusals + 1;
    setRefusals(attempt);
    setProblem({ text, attempt });
  };
  return [problem, say];
}

export function ProblemAndCreate({
  formId,
  problem,
  busy,
  label,
}: {
  formId: string;
  problem: FormProblem | null;
  busy: boolean;
  label: string;
}) {
  // Sticky so the button is on the first screen of a 1366×768 laptop, below a long form's first fields;
  // opaque, with a top edge, so what scrolls beneath it reads as more to come, not as text cut short.
  return (
    <div className="sticky bottom-0 z-10 grid gap-3 border-t border-slate-200 bg-slate-50 pt-3 pb-3 shadow-[0_-10px_12px_-10px_rgb(15_23_42/0.25)]">
      <div aria-live="assertive">
        {problem && (
          <p
            key={problem.attempt}
            id={`${formId}-problem`}
            role="alert"
            data-refusal={problem.attempt}
            className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-900"
          >
            {problem.text}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="rounded-xl bg-blue-700 px-6 py-4 text-xl font-bold text-white shadow-md hover:bg-blue-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
      >
        {busy ? "Creating…" : label}
      </button>
    </div>
  );
}

/**
 * A form in "next game" mode sends the teacher's choice to the room the class is in, which moves
 * everyone on to it (the screens follow by themselves). Null when accepted, else the sentence to show.
 */
async function sendNextGame(roomId: string, request: { game: string; seed?: number } & Record<string, unknown>): Promise<string | null> {
  const { game, seed, ...options } = request;
  try {
    const { status, json } = await postJson(
      `/api/games/${roomId}/next`,
      { clientId: newClientId(), game, options, ...(seed === undefined ? {} : { seed }) },
      { attempts: 2 },
    );
    return status === 200 ? null : errorMessage(json, "The next game could not be set up: try again.");
  } catch {
    return NO_SERVER;
  }
}

/**
 * What a host form does with the teacher's choice: create a new room and open its console, or in
 * "next game" mode send it to the class's room (without the teams: the room keeps its own). Null
 * when accepted (the page moves on by itself), else the sentence to show.
 */
export async function createOrGoOn(
  request: { game: string; seed?: number } & Record<string, unknown>,
  nextIn: string | undefined,
  router: { push: (href: string) => void; refresh: () => void },
  couldNot: string,
): Promise<string | null> {
  if (nextIn) {
    const { teams: _roomKeepsItsTeams, ...choice } = request;
    const refused = await sendNextGame(nextIn, choice);
    if (refused === null) router.refresh();
    return refused;
  }
  try {
    const { status, json } = await postJson("/api/games", request, { attempts: 2 });
    const gameId = stringField(json, "gameId");
    if (status === 201 && gameId !== null) {
      router.push(`/host/${gameId}`);
      return null;
    }
    return errorMessage(json, couldNot);
  } catch {
    return NO_SERVER;
  }
}
