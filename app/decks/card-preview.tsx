"use client";

import { useId, useState } from "react";
import { DEFAULT_CLUE_VALUES } from "@/lib/games/clue-spin/engine/setup";

export type PreviewCard = { question: string; answer: string; alternatives: string[]; clues: string[] };

/**
 * The card as the projected board shows it: question on top, the six clues from hardest (10 points)
 * to easiest (5), the answer hidden until revealed. Text only: React escapes it, nothing is parsed as HTML.
 */
export function CardPreview({ card }: { card: PreviewCard }) {
  const [revealed, setRevealed] = useState(false);
  const answerId = useId();
  const question = card.question.trim();
  const answer = card.answer.trim();
  return (
    <figure
      aria-label="Preview: the card as the board shows it"
      className="rounded-2xl bg-slate-950 p-5 text-white shadow-lg ring-1 ring-slate-800"
      data-card-preview=""
    >
      <figcaption className="flex items-center justify-between gap-3 text-xs font-bold uppercase tracking-[0.2em] text-sky-300">
        <span>Board preview</span>
        <span className="rounded-full bg-slate-800 px-2 py-0.5 tracking-normal text-slate-200 normal-case">Clue values 10 → 5</span>
      </figcaption>
      <p
        className={`mt-2 text-xl font-extrabold leading-tight ${question ? "text-sky-200" : "text-slate-400 italic"}`}
        data-preview-question=""
      >
        {question || "Your question"}
      </p>
      <ol className="mt-3 grid gap-1.5" aria-label="Clues with the points a correct answer earns after each">
        {DEFAULT_CLUE_VALUES.map((points, index) => {
          const clue = card.clues[index]?.trim() ?? "";
          return (
            <li key={index} className="flex items-start gap-3 rounded-xl bg-slate-900 p-1.5 pr-3 ring-1 ring-slate-800">
              <span className="flex w-14 shrink-0 flex-col items-center rounded-lg bg-yellow-300 py-0.5 text-slate-950">
                <span className="text-[0.65rem] font-bold uppercase leading-none">Clue {index + 1}</span>
                <span className="text-xl font-black leading-tight tabular-nums">{points}</span>
              </span>
              <span
                className={`min-w-0 self-center break-words text-base leading-snug ${clue ? "text-white" : "text-slate-400 italic"}`}
                data-preview-clue={index + 1}
              >
                {clue || `Clue ${index + 1} (${index === 0 ? "hardest" : index === 5 ? "easiest" : "a little easier"})`}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-expanded={revealed}
          aria-controls={answerId}
          onClick={() => setRevealed((shown) => !shown)}
          className="rounded-xl bg-white px-4 py-2 font-bold text-slate-950 hover:bg-slate-200 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-yellow-300"
        >
          {revealed ? "Hide answer" : "Reveal answer"}
        </button>
        <div id={answerId} hidden={!revealed} className="min-w-0">
          <p className="text-xs font-bold uppercase tracking-[0.2em] text-sky-300">The answer</p>
          <p className={`break-words text-2xl font-black ${answer ? "text-white" : "text-slate-400 italic"}`} data-preview-answer="">
            {answer || "No answer yet"}
          </p>
          {card.alternatives.length > 0 && <p className="text-sm text-slate-300">Also accepted: {card.alternatives.join(" · ")}</p>}
        </div>
      </div>
    </figure>
  );
}
