"use client";

import type { ReactNode } from "react";
import { exhaustiveSwitchError } from "@/lib/game/exhaustive";
import type { CardView, ClueImageView, PhaseView } from "@/lib/game/views";
import type { BoardSessionView } from "@/app/_clue/session-views";
import { RevealPanel } from "./reveal-panel";
import { TeamBadge, teamLook, type TeamLook, type TeamPalette } from "./teams";

/**
 * The middle of the board during play: the turn type, the question, the clue(s) on show and what
 * the game is waiting for. Only what the board view holds: public facts, never the answer early.
 */
export function turnTypeOf(phase: PhaseView): string | null {
  switch (phase.type) {
    case "lobby":
      return null;
    case "first-spin":
      return "Who goes first?";
    case "turn-start":
      return "Spin";
    case "draw-card":
      return "Draw a Card";
    case "answer-or-sell":
    case "sale-offers":
    case "buyer-answering":
      return "Answer or Sell";
    case "playoff":
      return "Playoff";
    case "bid-bidding":
    case "bid-answering":
      return "Bid";
    case "final-question":
      return "Final Question";
    case "finished":
      return "Game over";
    default:
      return exhaustiveSwitchError(phase);
  }
}

function clueSize(text: string, count: number): string {
  if (count > 2) return text.length > 90 ? "text-3xl" : "text-4xl";
  if (count === 2) return text.length > 90 ? "text-4xl" : "text-5xl";
  if (text.length > 200) return "text-5xl";
  if (text.length > 110) return "text-6xl";
  return "text-7xl";
}

/** The picture of a clue (a state's outline, a city as a dot on it), drawn only once that clue is read. */
function ClueOutline({ image }: { image: ClueImageView }) {
  return (
    <svg
      viewBox={image.viewBox}
      role="img"
      aria-label="The outline for this clue"
      className="ml-auto h-56 w-56 shrink-0 self-center"
      data-board-clue-image=""
    >
      <path d={image.outline} fill="#fde047" fillRule="evenodd" stroke="#0f172a" strokeWidth={1.5} strokeLinejoin="round" />
      {image.marker && <circle cx={image.marker.x} cy={image.marker.y} r={6} fill="#dc2626" stroke="#ffffff" strokeWidth={2} />}
    </svg>
  );
}

function ValueLadder({ values, cluesRead, value }: { values: number[]; cluesRead: number; value: number | null }) {
  return (
    <ol aria-label="Points for a correct answer after each clue" className="flex gap-2">
      {values.map((points, index) => {
        const number = index + 1;
        const read = number <= cluesRead;
        const current = number === cluesRead;
        return (
          <li
            key={number}
            aria-current={current ? "step" : undefined}
            className={`flex w-[78px] flex-col items-center rounded-xl border-2 py-1 ${current ? "border-yellow-300 bg-yellow-300 text-slate-950" : read ? "border-slate-500 bg-slate-800 text-slate-300" : "border-slate-600 text-slate-200"}`}
          >
            <span className="text-base font-bold uppercase">Clue {number}</span>
            <span className="text-3xl font-black tabular-nums">{points}</span>
          </li>
        );
      })}
      {value !== null && <li className="sr-only">A correct answer now earns {value} points.</li>}
    </ol>
  );
}

function CardArea({ card, values, showAll, note }: { card: CardView; values: number[]; showAll: boolean; note?: ReactNode }) {
  const clues = card.shownClues;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-5">
      <div className="flex items-start justify-between gap-6">
        <h2 className="text-5xl font-extrabold leading-tight text-sky-200" data-board-question="">
          {card.question}
        </h2>
        {card.value !== null && (
          <div className="shrink-0 rounded-2xl bg-yellow-300 px-5 py-2 text-center text-slate-950" data-board-value={card.value}>
            <div className="text-lg font-bold uppercase leading-none">Worth</div>
            <div className="text-6xl font-black leading-none tabular-nums">{card.value}</div>
            <div className="text-lg font-bold uppercase leading-none">points</div>
          </div>
        )}
      </div>
      {clues.length === 0 ? (
        <p className="text-4xl font-semibold text-slate-300">
          {showAll ? "No clues read yet: the teams are bidding." : "No clue read yet."}
        </p>
      ) : (
        <ol className="my-auto flex min-h-0 flex-col gap-3" aria-label={clues.length === 1 ? "The current clue" : "The clues read"}>
          {clues.map((clue) => (
            <li
              key={clue.number}
              className="flex items-baseline gap-5 rounded-3xl border-2 border-slate-600 bg-slate-900 px-6 py-4 board-rise"
              data-board-clue={clue.number}
            >
              <span className="shrink-0 rounded-xl bg-sky-300 px-3 py-1 text-3xl font-black text-slate-950">Clue {clue.number}</span>
              {/* The outline takes room beside the clue, so its text is set one size smaller. */}
              <span className={`font-bold leading-tight text-white ${clueSize(clue.text, clues.length + (clue.image ? 1 : 0))}`}>
                {clue.text}
              </span>
              {clue.image && <ClueOutline image={clue.image} />}
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ValueLadder values={values} cluesRead={card.cluesRead} value={card.value} />
        {note}
      </div>
    </div>
  );
}

function Status({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "wait" | "alert" }) {
  const tones = { info: "bg-slate-800 text-white", wait: "bg-sky-300 text-slate-950", alert: "bg-amber-300 text-slate-950" } as const;
  return (
    <p className={`rounded-2xl px-6 py-3 text-4xl font-bold leading-[1.35] [&_[data-team-badge]]:mx-1 ${tones[tone]}`}>
      {tone === "wait" && (
        <span aria-hidden="true" className="board-pulse mr-3 inline-block h-5 w-5 rounded-full bg-slate-950 align-middle" />
      )}
      {children}
    </p>
  );
}

function Inline({ team }: { team: TeamLook }) {
  return <TeamBadge team={team} size="sm" className="align-middle" />;
}

/** Who answered and awaits the moderator, or null. */
function pendingLine(card: CardView | null, look: (id: string) => TeamLook): ReactNode {
  if (!card?.answerPendingBy) return null;
  return (
    <Status tone="wait">
      <Inline team={look(card.answerPendingBy)} /> answered: the teacher is checking…
    </Status>
  );
}

export function PlayPanel({ view, palette }: { view: BoardSessionView; palette: TeamPalette }) {
  const game = view.game;
  const phase = game.phase;
  const look = (id: string) => teamLook(view, palette, id);
  const values = game.rules.clueValues;
  const card = game.card;
  const pending = pendingLine(card, look);
  const armed = card && card.secondAnswerArmedBy.length > 0 && (
    <p className="text-2xl font-semibold text-slate-200">
      Second answer ready: {card.secondAnswerArmedBy.map((id) => look(id).name).join(", ")}
    </p>
  );

  switch (phase.type) {
    case "lobby":
    case "finished":
      return null;
    case "first-spin": {
      const spunBy = new Map(phase.spins.map((spin) => [spin.teamId, spin.value]));
      const next = phase.contenders.find((id) => !spunBy.has(id));
      return (
        <div className="flex flex-col gap-6">
          <h2 className="text-6xl font-extrabold text-white">
            {phase.round > 1 ? `A tie! Round ${phase.round}: spin again` : "Each team spins: the highest spin goes first"}
          </h2>
          <ul className="grid grid-cols-2 gap-4">
            {phase.contenders.map((id) => (
              <li
                key={id}
                className={`flex items-center justify-between rounded-3xl border-4 bg-slate-900 px-5 py-3 ${id === next ? "border-yellow-300" : "border-slate-700"}`}
              >
                <TeamBadge team={look(id)} size="md" />
                <span className="text-6xl font-black tabular-nums text-white">{spunBy.get(id) ?? (id === next ? "…" : "–")}</span>
              </li>
            ))}
          </ul>
          {next && (
            <Status tone="wait">
              <Inline team={look(next)} /> spins next
            </Status>
          )}
        </div>
      );
    }
    case "turn-start":
      if (game.reveal)
        return (
          <RevealPanel
            view={view}
            palette={palette}
            footer={
              <Status>
                Next: <Inline team={look(phase.teamId)} /> spins
              </Status>
            }
          />
        );
      return (
        <div className="flex flex-1 flex-col items-start justify-center gap-8">
          <TeamBadge team={look(phase.teamId)} size="xl" />
          <p className="text-7xl font-extrabold text-white">Spin the spinner!</p>
        </div>
      );
    case "draw-card": {
      const drawn = game.lastDraw && game.lastDraw.teamId === phase.teamId ? game.lastDraw.card : null;
      return (
        <div className="flex flex-col items-start gap-6">
          <p className="text-4xl font-bold text-white">
            <Inline team={look(phase.teamId)} /> drew a card
          </p>
          <div
            className="board-rise w-full max-w-[1100px] rounded-[2rem] border-8 border-sky-300 bg-white p-10 text-slate-950 shadow-2xl"
            data-board-draw-card=""
          >
            {drawn ? (
              <>
                <p className="text-2xl font-black uppercase tracking-widest text-sky-800">Draw card</p>
                <p className="mt-2 text-6xl font-black">{drawn.title}</p>
                <p className="mt-4 text-4xl font-semibold leading-snug">{drawn.text}</p>
              </>
            ) : (
              <>
                <p className="text-2xl font-black uppercase tracking-widest text-sky-800">Draw card</p>
                <p className="mt-2 text-5xl font-black">A card to keep</p>
                <p className="mt-4 text-4xl font-semibold leading-snug">
                  The team saves it for later; what it does stays secret until they play it.
                </p>
              </>
            )}
          </div>
        </div>
      );
    }
    case "answer-or-sell":
      return (
        <div className="flex min-h-0 flex-1 flex-col gap-4">
          {card && <CardArea card={card} values={values} showAll={false} note={armed} />}
          {pending ?? (
            <Status>
              <Inline team={look(phase.teamId)} /> can answer, hear the next clue
              {phase.saleBlocked || card?.saleClosed ? "" : " or sell the card"}
              {phase.saleBlocked ? " (selling is blocked)" : ""}
            </Status>
          )}
        </div>
      );
    case "sale-offers":
      return (
        <div className="flex min-h-0 flex-1 flex-col gap-4">
          {card && <CardArea card={card} values={values} showAll={false} />}
          <div
            className="flex flex-wrap items-center gap-4 rounded-2xl bg-amber-300 px-6 py-3 text-4xl font-bold text-slate-950"
            data-board-sale=""
          >
            <span>
              For sale for <strong className="font-black">{phase.price} points</strong> by
            </span>
            <Inline team={look(phase.sellerId)} />
            <span className="ml-4">Offers:</span>
            {phase.offers.length === 0 ? <span>none yet</span> : phase.offers.map((id) => <Inline key={id} team={look(id)} />)}
          </div>
        </div>
      );
    case "buyer-answering":
      return (
        <div className="flex min-h-0 flex-1 flex-col gap-4">
          {card && <CardArea card={card} values={values} showAll={false} />}
          {pending ?? (
            <Status tone="alert">
              <Inline team={look(phase.buyerId)} /> bought it from <Inline team={look(phase.sellerId)} /> for {phase.price}: answer now for{" "}
              {phase.price} + {game.rules.bonus}
            </Status>
          )}
        </div>
      );
    case "playoff": {
      const order = phase.order;
      return (
        <div className="flex min-h-0 flex-1 flex-col gap-4">
          {card && <CardArea card={card} values={values} showAll={false} note={armed} />}
          <ol aria-label="Playoff order" className="flex flex-wrap gap-3" data-board-playoff="">
            {order.map((id) => {
              const out = phase.out.includes(id);
              const current = id === phase.currentTeamId && !out;
              const passed = !out && !current && phase.hadChance.includes(id);
              const state = out ? "Out" : current ? "Answering" : passed ? "Passed" : "Waiting";
              return (
                <li
                  key={id}
                  data-playoff-state={state}
                  className={`flex items-center gap-3 rounded-2xl border-4 px-3 py-1.5 ${current ? "border-yellow-300 bg-slate-800" : "border-slate-700 bg-slate-900"} ${out ? "opacity-60" : ""}`}
                >
                  <TeamBadge team={look(id)} size="sm" className={out ? "line-through" : ""} />
                  <span
                    className={`text-2xl font-black uppercase ${current ? "text-yellow-300" : out ? "text-rose-300" : "text-slate-200"}`}
                  >
                    {out ? "✘ out" : current ? "▶ answering" : passed ? "passed" : "waiting"}
                  </span>
                </li>
              );
            })}
          </ol>
          {pending}
        </div>
      );
    }
    case "bid-bidding": {
      const lowest = phase.bids.at(-1);
      return (
        <div className="flex min-h-0 flex-1 flex-col gap-5">
          <h2 className="text-5xl font-extrabold leading-tight text-sky-200">{card?.question}</h2>
          <div className="flex items-center gap-5 text-5xl font-black text-white">
            <TeamBadge team={look(phase.spinnerId)} size="lg" />
            <span>vs</span>
            <TeamBadge team={look(phase.opponentId)} size="lg" />
          </div>
          <p className="text-3xl font-semibold text-slate-200">
            How few clues do you need? The lowest bid hears that many clues, then answers.
          </p>
          <ol aria-label="Bids so far" className="flex flex-wrap gap-4" data-board-bids="">
            {phase.bids.length === 0 && <li className="text-4xl font-bold text-slate-300">No bids yet</li>}
            {phase.bids.map((record, index) => (
              <li
                key={index}
                className={`flex items-center gap-3 rounded-2xl border-4 px-4 py-2 ${record === lowest ? "border-yellow-300 bg-slate-800" : "border-slate-700 bg-slate-900"}`}
              >
                <TeamBadge team={look(record.teamId)} size="sm" />
                <span className="text-5xl font-black tabular-nums text-white">{record.clues}</span>
                <span className="text-2xl font-bold text-slate-200">clue{record.clues === 1 ? "" : "s"}</span>
              </li>
            ))}
          </ol>
          <Status tone="wait">
            <Inline team={look(phase.toBidId)} /> to bid fewer clues or let the other team answer
          </Status>
        </div>
      );
    }
    case "bid-answering": {
      const value = values[phase.clueCount - 1];
      return (
        <div className="flex min-h-0 flex-1 flex-col gap-4">
          {card && <CardArea card={card} values={values} showAll={true} />}
          {pending ?? (
            <Status tone="alert">
              <Inline team={look(phase.answererId)} /> answers after {phase.clueCount} clue{phase.clueCount === 1 ? "" : "s"}: right wins{" "}
              {value} from <Inline team={look(phase.otherId)} /> + {game.rules.bonus}; wrong pays them
            </Status>
          )}
        </div>
      );
    }
    case "final-question":
      return (
        <div className="flex min-h-0 flex-1 flex-col gap-4">
          <p className="text-3xl font-extrabold uppercase tracking-wide text-yellow-300">
            ★ Final question: {phase.clueCount} clue{phase.clueCount === 1 ? "" : "s"}, then answer to win
          </p>
          {card && <CardArea card={card} values={values} showAll={true} />}
          {pending ?? (
            <Status tone="alert">
              <Inline team={look(phase.teamId)} /> answers after clue {phase.clueCount} ({Math.min(card?.cluesRead ?? 0, phase.clueCount)}{" "}
              of {phase.clueCount} read)
            </Status>
          )}
        </div>
      );
    default:
      return exhaustiveSwitchError(phase);
  }
}
