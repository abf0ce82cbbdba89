"use client";

import { useId, useState, type SubmitEvent } from "react";
import type { TeamAudienceView } from "@/lib/games/clue-spin/engine/views";
import type { Send } from "./screen-types";
import type { PlanButton, Tone, TurnPlan } from "./turn-plan";

/** The team's buttons: exactly the legal actions, plus the expected ones greyed out with a reason. */
export function ActionPanel({ plan, game, busyKey, send }: { plan: TurnPlan; game: TeamAudienceView; busyKey: string | null; send: Send }) {
  const reasonId = useId();
  const enabled = plan.buttons.filter((button) => button.state === "enabled");
  const blocked = plan.buttons.filter((button): button is Extract<PlanButton, { state: "disabled" }> => button.state === "disabled");
  const answerClosed = plan.answer?.state === "closed" && !game.myPendingAnswer ? plan.answer : null;
  const reasons = [...new Set([...(answerClosed ? [answerClosed.reason] : []), ...blocked.map((button) => button.reason)])];
  const busy = busyKey !== null;
  const playable = plan.savedCards.filter((card) => card.plays.length > 0);

  return (
    <section aria-label="Your team's actions" className="flex flex-col gap-3">
      {game.myPendingAnswer && (
        <p role="status" className="rounded-2xl border-2 border-emerald-700 bg-emerald-50 px-4 py-3 text-lg font-semibold text-emerald-950">
          ✓ Sent{game.myPendingAnswer.text ? `: “${game.myPendingAnswer.text}”` : " (answering aloud)"} — waiting for the moderator
        </p>
      )}

      {plan.answer?.state === "open" && <AnswerForm busyKey={busyKey} send={send} />}

      {plan.bids.length > 0 && (
        <section role="group" aria-labelledby={`${reasonId}-bid`} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
          <h2 id={`${reasonId}-bid`} className="text-lg font-bold">
            Bid: how many clues do you need?
          </h2>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {plan.bids.map(({ clues, command }) => {
              const key = `bid:${clues}`;
              return (
                <button
                  key={clues}
                  type="button"
                  disabled={busy}
                  onClick={() => void send(key, command)}
                  aria-label={`Bid ${clues} clue${clues === 1 ? "" : "s"}`}
                  className={`${toneClass("primary")} min-h-16 text-3xl`}
                >
                  {busyKey === key ? "…" : clues}
                </button>
              );
            })}
          </div>
        </section>
      )}

      {enabled.some((button) => button.tone === "primary") && (
        <div className="flex flex-col gap-2">
          {enabled
            .filter((button) => button.tone === "primary")
            .map((button) => (
              <ActionButton key={button.key} button={button} busyKey={busyKey} send={send} />
            ))}
        </div>
      )}
      {enabled.some((button) => button.tone === "secondary") && (
        <div className="grid grid-cols-2 gap-2 [&>*:only-child]:col-span-2">
          {enabled
            .filter((button) => button.tone === "secondary")
            .map((button) => (
              <ActionButton key={button.key} button={button} busyKey={busyKey} send={send} />
            ))}
        </div>
      )}
      {enabled.some((button) => button.tone === "quiet") && (
        <div className="flex flex-wrap gap-2">
          {enabled
            .filter((button) => button.tone === "quiet")
            .map((button) => (
              <ActionButton key={button.key} button={button} busyKey={busyKey} send={send} />
            ))}
        </div>
      )}

      {(blocked.length > 0 || answerClosed) && (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            {answerClosed && <DisabledButton label="Answer" describedBy={reasonId} />}
            {blocked.map((button) => (
              <DisabledButton key={button.key} label={button.label} describedBy={reasonId} />
            ))}
          </div>
          <ul id={reasonId} className="flex flex-col gap-1 text-base font-semibold text-slate-800">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}

      {playable.length > 0 && (
        <section aria-labelledby={`${reasonId}-saved`} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
          <h2 id={`${reasonId}-saved`} className="text-lg font-bold">
            Play a saved card
          </h2>
          <ul className="mt-2 flex flex-col gap-3">
            {playable.map((card) => (
              <li key={card.id} className="rounded-xl border-2 border-dashed border-slate-400 p-3">
                <p className="font-extrabold">{card.title}</p>
                <p className="text-sm text-slate-800">{card.text}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {card.plays.map((play) => (
                    <button
                      key={play.key}
                      type="button"
                      disabled={busy}
                      onClick={() => void send(play.key, play.command)}
                      className={`${toneClass("secondary")} min-h-12 flex-1 px-4 text-base`}
                    >
                      {busyKey === play.key ? "Sending…" : play.label}
                    </button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

function ActionButton({
  button,
  busyKey,
  send,
}: {
  button: Extract<PlanButton, { state: "enabled" }>;
  busyKey: string | null;
  send: Send;
}) {
  const sending = busyKey === button.key;
  const size =
    button.tone === "quiet"
      ? "min-h-12 flex-1 text-lg"
      : button.tone === "secondary"
        ? "min-h-16 w-full text-xl leading-tight"
        : "min-h-16 w-full text-2xl";
  return (
    <button
      type="button"
      disabled={busyKey !== null}
      onClick={() => void send(button.key, button.command)}
      className={`${toneClass(button.tone)} ${size} flex-col`}
    >
      <span>{sending ? "Sending…" : button.label}</span>
      {button.detail && !sending && <span className="text-base font-semibold">{button.detail}</span>}
    </button>
  );
}

function DisabledButton({ label, describedBy }: { label: string; describedBy: string }) {
  return (
    <button
      type="button"
      disabled
      aria-describedby={describedBy}
      className="min-h-12 flex-1 rounded-2xl border-2 border-dashed border-slate-400 bg-slate-200 px-4 text-lg font-bold text-slate-700"
    >
      {label}
    </button>
  );
}

function AnswerForm({ busyKey, send }: { busyKey: string | null; send: Send }) {
  const [text, setText] = useState("");
  const inputId = useId();
  const busy = busyKey !== null;
  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const answer = text.trim();
    if (!answer) return;
    if (await send("answer:typed", { type: "answer", text: answer })) setText("");
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-1.5 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
    >
      <label htmlFor={inputId} className="text-lg font-bold">
        Your answer
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={200}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="send"
          placeholder="Type it here"
          className="min-w-0 flex-1 rounded-xl border-2 border-slate-400 px-3 py-2.5 text-xl text-slate-900 placeholder:text-slate-500 focus:border-blue-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
        />
        <button type="submit" disabled={busy || !text.trim()} className={`${toneClass("primary")} min-h-14 px-5 text-xl`}>
          {busyKey === "answer:typed" ? "…" : "Send"}
        </button>
      </div>
      <button
        type="button"
        disabled={busy}
        onClick={() => void send("answer:aloud", { type: "answer" })}
        className="self-start rounded-lg px-1 py-1 text-base font-semibold text-blue-800 underline underline-offset-4 disabled:opacity-60 focus-visible:outline focus-visible:outline-4 focus-visible:outline-blue-900"
      >
        {busyKey === "answer:aloud" ? "Sending…" : "We'll say it aloud instead"}
      </button>
    </form>
  );
}

function toneClass(tone: Tone): string {
  const base =
    "inline-flex items-center justify-center rounded-2xl px-4 py-2 font-extrabold shadow transition active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-slate-950";
  switch (tone) {
    case "primary":
      return `${base} bg-[var(--team)] text-[#fff]`;
    case "secondary":
      return `${base} bg-slate-900 text-white`;
    case "quiet":
      return `${base} border-2 border-slate-500 bg-white text-slate-900 shadow-none`;
  }
}
