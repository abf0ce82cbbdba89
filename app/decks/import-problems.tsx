"use client";

import { useEffect, useRef } from "react";
import type { ImportProblem } from "@/lib/content/deck-io";
import { sentence } from "./card-draft";

function fieldName(field: string | null): string {
  if (field === null) return "—";
  const clue = /^clue(\d)$/.exec(field);
  if (clue) return `Clue ${clue[1]}`;
  if (field === "alternatives") return "Also accept";
  if (field === "sourceState") return "Source state";
  return field.charAt(0).toUpperCase() + field.slice(1);
}

/** Why an import was refused, row by row, as the teacher's spreadsheet numbers them. */
export function ImportProblems({
  fileName,
  message,
  problems,
  onDismiss,
}: {
  fileName: string;
  message: string;
  problems: ImportProblem[];
  onDismiss: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [fileName, problems]);
  return (
    <section aria-labelledby="import-problems-title" className="rounded-2xl border-2 border-red-700 bg-red-50 p-4" data-import-problems="">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="import-problems-title" ref={headingRef} tabIndex={-1} className="text-lg font-bold text-red-950 focus:outline-none">
            Nothing was imported from “{fileName}”
          </h3>
          <p className="text-red-950">
            {problems.length === 0
              ? message
              : `${problems.length === 1 ? "1 problem" : `${problems.length} problems`} to fix in the file, then import it again:`}
          </p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          className="rounded-lg border border-red-800 bg-white px-3 py-1.5 text-sm font-semibold text-red-900 hover:bg-red-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-blue-600"
        >
          Dismiss
        </button>
      </div>
      {problems.length > 0 && (
        <div className="mt-3 max-h-72 overflow-y-auto rounded-xl border border-red-200 bg-white">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Problems in {fileName}</caption>
            <thead className="sticky top-0 bg-red-100 text-red-950">
              <tr>
                <th scope="col" className="w-20 px-3 py-2">
                  Row
                </th>
                <th scope="col" className="w-32 px-3 py-2">
                  Field
                </th>
                <th scope="col" className="px-3 py-2">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem, index) => (
                <tr key={index} className="border-t border-red-100 align-top">
                  <td className="px-3 py-2 font-mono tabular-nums text-slate-900">{problem.row ?? "file"}</td>
                  <td className="px-3 py-2 text-slate-900">{fieldName(problem.field)}</td>
                  <td className="px-3 py-2 break-words text-slate-900">{sentence(problem.reason)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
