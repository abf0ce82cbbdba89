"use client";

import { useEffect, useRef } from "react";
import type { PowerCardView } from "@/lib/games/trick-kit/power-cards";
import {
  chosenMove,
  choose,
  moveOptions,
  moveVerb,
  openDimensions,
  optionLabel,
  optionPossible,
  DIMENSION_QUESTIONS,
  type CardCommand,
  type MoveChoice,
} from "@/app/games/_tables/trick/moves";
import { categoryName } from "@/app/games/_tables/words";
import type { TrickAim } from "./base-check";

/**
 * Composing a move with the chosen card: only the choices the engine's allowed commands offer
 * (a category or a Power card for a lead, a base when the lead chooses it, a Power card and
 * "Change the Base" for a follow), then one button that sends exactly one allowed command.
 */
export function Composer({
  cardName,
  moves,
  choice,
  onChoice,
  powerCards,
  otherTeam,
  busy,
  onSend,
  onCancel,
  onHeight,
  aim,
  warning,
}: {
  cardName: string;
  moves: CardCommand[];
  choice: MoveChoice;
  onChoice: (choice: MoveChoice) => void;
  powerCards: PowerCardView[];
  otherTeam: string;
  busy: boolean;
  onSend: (command: CardCommand) => void;
  onCancel: () => void;
  /** The composer lies over the bottom of the screen: the page keeps this much room below the hand. */
  onHeight: (pixels: number) => void;
  /** The trick's base and category as chosen so far (Play the Ranks), or null. */
  aim: TrickAim | null;
  /** The rules make this card lose outright: said before it is sent. */
  warning: { title: string; detail: string } | null;
}) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const observer = new ResizeObserver(() => onHeight(node.offsetHeight));
    observer.observe(node);
    return () => {
      observer.disconnect();
      onHeight(0);
    };
  }, [onHeight]);
  const first = moves[0];
  if (!first) return null;
  const options = moveOptions(moves);
  const open = openDimensions(moves);
  const command = chosenMove(moves, choice);
  const missing = open.filter((dimension) => choice[dimension] === undefined);
  return (
    <section
      ref={box}
      aria-label="Your move"
      className="fixed inset-x-0 bottom-0 z-20 mx-auto flex max-w-xl flex-col gap-2 border-t-4 border-[var(--team)] bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgba(15,23,42,0.18)]"
      data-composer=""
    >
      {aim && (
        <p className="flex flex-wrap gap-x-3 text-sm text-slate-950" data-composer-trick="">
          <span>
            <span className="text-xs font-bold tracking-wide text-slate-700 uppercase">Trick base</span>{" "}
            <strong>{aim.base ?? "choose below"}</strong>
          </span>
          <span>
            <span className="text-xs font-bold tracking-wide text-slate-700 uppercase">Category</span>{" "}
            <strong>{aim.settled || first.type === "follow" ? categoryName(aim.category) : "choose below"}</strong>
          </span>
        </p>
      )}
      {open.map((dimension) => (
        <fieldset key={dimension} className="flex flex-col gap-1">
          <legend className="text-xs font-bold tracking-wide text-slate-700 uppercase">{DIMENSION_QUESTIONS[dimension]}</legend>
          <div className="flex flex-wrap gap-1.5">
            {options[dimension].map((value) => {
              const on = choice[dimension] === value;
              const possible = optionPossible(moves, choice, dimension, value);
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={on}
                  disabled={busy}
                  onClick={() => onChoice(choose(moves, choice, dimension, value))}
                  data-option={`${dimension}:${value}`}
                  className={`min-h-10 rounded-xl border-2 px-3 text-sm font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                    on
                      ? "border-slate-950 bg-slate-950 text-white"
                      : possible
                        ? "border-slate-400 bg-white text-slate-950"
                        : "border-dashed border-slate-300 bg-slate-50 text-slate-600"
                  }`}
                >
                  {on && <span aria-hidden="true">✓ </span>}
                  {optionLabel(dimension, value, powerCards)}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      {warning && (
        <div role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 px-3 py-1 leading-snug text-red-950" data-below-base="">
          <p className="text-sm font-black">⚠ {warning.title}</p>
          <p className="text-xs">{warning.detail}</p>
        </div>
      )}
      <div className="flex items-center gap-2">
        <button
          type="button"
          disabled={busy || command === null}
          onClick={() => {
            if (command) onSend(command);
          }}
          data-send-move=""
          className="min-h-14 flex-1 rounded-2xl bg-[var(--team)] px-4 text-lg font-black text-white shadow-md focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-slate-950 disabled:bg-slate-400 disabled:text-slate-950"
        >
          {busy ? "Sending…" : moveVerb(first.type, cardName, otherTeam)}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-14 rounded-2xl border-2 border-slate-400 bg-white px-3 font-bold text-slate-900 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          Cancel
        </button>
      </div>
      {command === null && missing.length > 0 && (
        <p className="text-sm font-semibold text-slate-800">
          Choose: {missing.map((dimension) => DIMENSION_QUESTIONS[dimension].toLowerCase()).join(", ")}.
        </p>
      )}
    </section>
  );
}
