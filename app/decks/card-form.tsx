"use client";

import { useId, useMemo, useRef, useState, type SubmitEvent } from "react";
import { LIMITS, type ImportProblem } from "@/lib/content/deck-io";
import { DEFAULT_CLUE_VALUES } from "@/lib/games/clue-spin/engine/setup";
import type { ApiResult, CardInput, StoredCard } from "./api";
import { CardPreview } from "./card-preview";
import {
  alternativesOf,
  CLUE_FIELDS,
  draftFromCard,
  draftProblems,
  emptyDraft,
  inputOf,
  problemsByField,
  type CardDraft,
  type DraftField,
} from "./card-draft";
import { Modal } from "./modal";

const QUESTION_IDEAS = [
  "Which state am I?",
  "Which state capital am I?",
  "Which city am I?",
  "Which river am I?",
  "Which national park am I?",
  "Who am I?",
];

const CLUE_HINT = ["hardest", "hard", "getting easier", "medium", "easy", "easiest"];

const inputClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-950 shadow-inner placeholder:text-slate-500 focus:outline focus:outline-3 focus:outline-offset-1 focus:outline-blue-600 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50 border-slate-400";

function Counter({ length, limit }: { length: number; limit: number }) {
  if (length < limit * 0.8) return null;
  return (
    <span className={`text-xs tabular-nums ${length > limit ? "font-bold text-red-800" : "text-slate-600"}`}>
      {length}/{limit}
    </span>
  );
}

export function CardForm({
  deckName,
  card,
  onSave,
  onClose,
}: {
  deckName: string;
  card: StoredCard | null;
  onSave: (input: CardInput) => Promise<ApiResult<StoredCard>>;
  onClose: () => void;
}) {
  const ids = useId();
  const fieldId = (field: DraftField) => `${ids}-${field}`;
  const [draft, setDraft] = useState<CardDraft>(() => (card ? draftFromCard(card) : emptyDraft()));
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(
    () => new Set(card ? ["question", "answer", "alternatives", ...CLUE_FIELDS] : []),
  );
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState<{ message: string; problems: ImportProblem[] } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const live = useMemo(() => draftProblems(draft), [draft]);
  const liveByField = useMemo(() => problemsByField(live), [live]);
  const serverByField = useMemo(() => problemsByField(server?.problems ?? []), [server]);
  const shown = (field: DraftField): string[] => [
    ...(submitted || touched.has(field) ? (liveByField.byField.get(field) ?? []) : []),
    ...(serverByField.byField.get(field) ?? []),
  ];

  const touch = (field: DraftField) => setTouched((before) => (before.has(field) ? before : new Set([...before, field])));
  const change = (next: Partial<CardDraft>) => {
    setDraft((before) => ({ ...before, ...next }));
    setServer(null);
  };

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (live.length > 0) {
      const first = live.map((problem) => (problem.field === "clues" ? "clue1" : problem.field)).find((field) => field !== null);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first as DraftField))}`)?.focus();
      return;
    }
    setBusy(true);
    const result = await onSave(inputOf(draft));
    setBusy(false);
    if (!result.ok) setServer({ message: result.message, problems: result.problems });
  }

  const textField = (field: "question" | "answer", label: string, limit: number, hint?: string) => {
    const problems = shown(field);
    const value = draft[field];
    return (
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={fieldId(field)} className="font-semibold text-slate-900">
            {label}
          </label>
          <Counter length={value.length} limit={limit} />
        </div>
        <input
          id={fieldId(field)}
          name={field}
          value={value}
          list={field === "question" ? `${ids}-ideas` : undefined}
          placeholder={field === "question" ? "e.g. Which river am I?" : "e.g. Mississippi River"}
          autoComplete="off"
          aria-invalid={problems.length > 0}
          aria-describedby={`${fieldId(field)}-help ${fieldId(field)}-problems`}
          onChange={(event) => change({ [field]: event.target.value })}
          onBlur={() => touch(field)}
          className={inputClass}
        />
        <p id={`${fieldId(field)}-help`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
        <FieldProblems id={`${fieldId(field)}-problems`} problems={problems} />
      </div>
    );
  };

  const alternativesProblems = shown("alternatives");
  const generalProblems = [...(submitted ? liveByField.general : []), ...serverByField.general];
  const title = card ? "Edit card" : "New card";

  return (
    <Modal
      labelledBy={`${ids}-title`}
      onClose={onClose}
      className="max-h-[calc(100vh-2rem)] w-[min(76rem,calc(100vw-2rem))] flex-col open:flex"
    >
      <form
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex min-h-0 flex-1 flex-col"
        aria-labelledby={`${ids}-title`}
      >
        <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-3">
          <div>
            <h2 id={`${ids}-title`} className="text-xl font-bold text-slate-950">
              {title}
            </h2>
            <p className="text-sm text-slate-600">
              In the deck <span className="font-semibold text-slate-800">{deckName}</span>. Six clues from hardest to easiest; no clue may
              name the answer.
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close without saving"
            className="rounded-lg px-3 py-1 text-2xl leading-none text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-blue-600"
          >
            ×
          </button>
        </header>
        <div className="grid min-h-0 flex-1 gap-6 overflow-y-auto px-6 py-4 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <div className="grid content-start gap-4">
            {(server || generalProblems.length > 0) && (
              <div role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-3 text-red-950">
                <p className="font-semibold">{server?.message ?? "The card is not ready yet: fix the problems listed."}</p>
                {generalProblems.length > 0 && (
                  <ul className="mt-1 list-disc pl-5">
                    {generalProblems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              {textField("question", "Question", LIMITS.question, "What the board asks, e.g. “Which state am I?”")}
              {textField("answer", "Answer", LIMITS.answer, "What the moderator accepts as right.")}
            </div>
            <datalist id={`${ids}-ideas`}>
              {QUESTION_IDEAS.map((idea) => (
                <option key={idea} value={idea} />
              ))}
            </datalist>
            <div>
              <label htmlFor={fieldId("alternatives")} className="font-semibold text-slate-900">
                Also accept <span className="font-normal text-slate-600">(optional)</span>
              </label>
              <textarea
                id={fieldId("alternatives")}
                name="alternatives"
                rows={2}
                value={draft.alternativesText}
                placeholder={"Other spellings, one per line\ne.g. Mississippi"}
                aria-invalid={alternativesProblems.length > 0}
                aria-describedby={`${fieldId("alternatives")}-help ${fieldId("alternatives")}-problems`}
                onChange={(event) => change({ alternativesText: event.target.value })}
                onBlur={() => touch("alternatives")}
                className={inputClass}
              />
              <p id={`${fieldId("alternatives")}-help`} className="mt-1 text-sm text-slate-600">
                One per line, up to {LIMITS.alternatives}. {alternativesOf(draft).length > 0 && `${alternativesOf(draft).length} so far.`}
              </p>
              <FieldProblems id={`${fieldId("alternatives")}-problems`} problems={alternativesProblems} />
            </div>
            <fieldset className="grid gap-3">
              <legend className="font-semibold text-slate-900">Clues, hardest first</legend>
              {CLUE_FIELDS.map((field, index) => {
                const problems = shown(field);
                const value = draft.clues[index] ?? "";
                return (
                  <div key={field}>
                    <div className="flex items-baseline justify-between gap-2">
                      <label htmlFor={fieldId(field)} className="text-sm font-semibold text-slate-900">
                        Clue {index + 1}{" "}
                        <span className="font-normal text-slate-600">
                          · {DEFAULT_CLUE_VALUES[index]} points · {CLUE_HINT[index]}
                        </span>
                      </label>
                      <Counter length={value.length} limit={LIMITS.clue} />
                    </div>
                    <textarea
                      id={fieldId(field)}
                      name={field}
                      rows={2}
                      value={value}
                      aria-invalid={problems.length > 0}
                      aria-describedby={`${fieldId(field)}-problems`}
                      onChange={(event) => change({ clues: draft.clues.map((clue, at) => (at === index ? event.target.value : clue)) })}
                      onBlur={() => touch(field)}
                      className={`${inputClass} resize-y`}
                    />
                    <FieldProblems id={`${fieldId(field)}-problems`} problems={problems} />
                  </div>
                );
              })}
            </fieldset>
          </div>
          <div className="lg:sticky lg:top-0 lg:self-start">
            <CardPreview
              card={{ question: draft.question, answer: draft.answer, alternatives: alternativesOf(draft), clues: draft.clues }}
            />
            <p className="mt-3 text-sm text-slate-600" aria-live="polite">
              {live.length === 0
                ? "✔ Ready to save: the card passes every check."
                : `${live.length} ${live.length === 1 ? "thing" : "things"} to fix before saving.`}
            </p>
          </div>
        </div>
        <footer className="flex items-center justify-end gap-3 border-t border-slate-200 px-6 py-3">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-blue-700 px-5 py-2 font-semibold text-white shadow-sm hover:bg-blue-800 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
          >
            {busy ? "Saving…" : "Save card"}
          </button>
        </footer>
      </form>
    </Modal>
  );
}

function FieldProblems({ id, problems }: { id: string; problems: string[] }) {
  return (
    <ul id={id} className="mt-1 grid gap-0.5 text-sm font-medium text-red-800">
      {problems.map((problem) => (
        <li key={problem}>⚠ {problem}</li>
      ))}
    </ul>
  );
}
