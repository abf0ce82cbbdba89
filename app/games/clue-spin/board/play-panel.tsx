"use client";

import { useMemo, type CSSProperties, type ReactNode } from "react";
import { exhaustiveSwitchError } from "@/lib/games/clue-spin/engine/exhaustive";
import type { CardView, ClueImageView } from "@/lib/games/clue-spin/engine/views";
import { isPaused, type PlayingBoardView } from "@/app/games/clue-spin/session-views";
import type { PointNews } from "@/lib/ui/point-news";
import { signedPoints } from "@/lib/games/clue-spin/engine/point-reasons";
import { px, useFit, type FitStep } from "@/app/_components/board/fit";
import { RevealPanel } from "./reveal-panel";
import { TeamBadge, teamLook, type TeamLook, type TeamPalette } from "./teams";

/**
 * The middle of the board during play: the question, the clue(s) on show, what the answer is worth,
 * what the game is waiting for, and why points just moved. Only what the board view holds: public
 * facts, never the answer early. Everything here is sized by `useFit`, so it always fits its panel.
 */
export { turnTypeOf } from "./turn-type";

/** Text sizes to try, roomiest first; the smallest is 28 px (the least the back row can read on 1080p). */
const CLUE_SIZES = [76, 68, 60, 54, 48, 44, 40, 36, 33, 30, 28];
const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, Math.round(value)));
const stepsCache = new Map<number, FitStep[]>();

function step(size: number, cols: number, spacing: "normal" | "tight"): FitStep {
  return {
    "--clue": px(size),
    // The smallest sizes set lines a little closer, so the longest cards still fit at 28 px.
    "--lh": spacing === "tight" ? "1.06" : size <= 30 ? "1.12" : "1.18",
    "--q": px(clamp(size * 0.85, 28, 60)),
    "--status": px(clamp(size * 0.62, 28, 42)),
    "--label": px(clamp(size * 0.55, 28, 36)),
    "--big": px(clamp(size * 1.2, 44, 96)),
    "--gap": spacing === "tight" ? px(6) : px(clamp(size * 0.3, 10, 22)),
    "--cols": String(cols),
  };
}

/** The fitting steps for a panel showing `clueCount` clues at once (more clues may also use more columns). */
export function panelSteps(clueCount: number): FitStep[] {
  const cached = stepsCache.get(clueCount);
  if (cached) return cached;
  const columns = clueCount >= 3 ? [1, 2, 3] : clueCount === 2 ? [1, 2] : [1];
  const smallest = CLUE_SIZES[CLUE_SIZES.length - 1] ?? 28;
  const steps = [
    ...CLUE_SIZES.flatMap((size) => columns.map((cols) => step(size, cols, "normal"))),
    // Last resort at the smallest size, tighter lines and gaps: a teacher's longest card read to its
    // sixth clue on a bid, with a line saying why points just moved, needs these few pixels.
    ...columns.map((cols) => step(smallest, cols, "tight")),
  ];
  stepsCache.set(clueCount, steps);
  return steps;
}

const size = (name: "clue" | "q" | "status" | "label" | "big"): CSSProperties => ({ fontSize: `var(--${name})` });

/** The box everything in the middle of the board lives in: it never scrolls, it fits. */
function FitPanel({ clueCount, contentKey, children }: { clueCount: number; contentKey: string; children: ReactNode }) {
  const steps = panelSteps(clueCount);
  const ref = useFit<HTMLDivElement>(steps, contentKey);
  return (
    // Children never shrink: what does not fit must overflow the panel (and so be measured), not overlap.
    <div ref={ref} className="flex min-h-0 flex-1 flex-col overflow-hidden [&>*]:shrink-0" style={{ gap: "var(--gap)" }} data-board-fit="">
      {children}
    </div>
  );
}

/** The picture of a clue (a state's outline, a city as a dot on it), drawn only once that clue is read. */
function ClueOutline({ image }: { image: ClueImageView }) {
  return (
    <svg
      viewBox={image.viewBox}
      role="img"
      aria-label="The outline for this clue"
      className="ml-auto shrink-0 self-center"
      style={{ width: "calc(var(--clue) * 3)", height: "calc(var(--clue) * 3)" }}
      data-board-clue-image=""
    >
      <path d={image.outline} fill="#fde047" fillRule="evenodd" stroke="#0f172a" strokeWidth={1.5} strokeLinejoin="round" />
      {image.marker && <circle cx={image.marker.x} cy={image.marker.y} r={6} fill="#dc2626" stroke="#ffffff" strokeWidth={2} />}
    </svg>
  );
}

/** The points for a right answer after each clue, the one that counts now marked. */
function ValueLadder({ values, cluesRead }: { values: number[]; cluesRead: number }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 font-bold text-slate-200" style={size("status")}>
      <span>Points after each clue:</span>
      <ol aria-label="Points for a right answer after each clue" className="flex flex-wrap gap-2">
        {values.map((points, index) => {
          const number = index + 1;
          const current = number === cluesRead;
          return (
            <li
              key={number}
              aria-current={current ? "step" : undefined}
              className={`rounded-xl px-2.5 font-black tabular-nums leading-snug ${current ? "bg-yellow-300 text-slate-950" : number < cluesRead ? "text-slate-400 line-through decoration-2" : "text-white"}`}
            >
              <span className="sr-only">Clue {number}: </span>
              {points}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** "Worth 9" or, with the bank's bonus, "Worth 7 + 3". */
function WorthBox({ card }: { card: CardView }) {
  const reward = card.reward;
  if (!reward) return null;
  return (
    <div
      className="shrink-0 rounded-2xl bg-yellow-300 px-4 py-1 text-center text-slate-950"
      data-board-value={reward.points + reward.bonus}
    >
      <div className="font-black uppercase leading-tight" style={size("label")}>
        Worth
      </div>
      <div className="font-black leading-none tabular-nums" style={size("big")}>
        {reward.points}
        {reward.bonus > 0 && <span style={size("q")}> + {reward.bonus}</span>}
      </div>
    </div>
  );
}

function Question({ text, card }: { text: string; card?: CardView | null }) {
  return (
    <div className="flex items-start justify-between gap-6">
      <h2 className="font-extrabold leading-tight text-sky-200 break-words" style={size("q")} data-board-question="">
        {text}
      </h2>
      {card && <WorthBox card={card} />}
    </div>
  );
}

function Clues({ card }: { card: CardView }) {
  const clues = card.shownClues;
  if (clues.length === 0) return null;
  return (
    <ol
      className="grid"
      style={{ gridTemplateColumns: "repeat(var(--cols), minmax(0, 1fr))", gap: "calc(var(--gap) * 0.8)" }}
      aria-label={clues.length === 1 ? "The current clue" : "The clues read"}
    >
      {clues.map((clue) => (
        <li
          key={clue.number}
          className="board-rise flex items-center gap-4 rounded-3xl border-2 border-slate-600 bg-slate-900"
          style={{ padding: "calc(var(--clue) * 0.12) calc(var(--clue) * 0.35)" }}
          data-board-clue={clue.number}
        >
          <p className="min-w-0 font-bold text-white break-words" style={{ ...size("clue"), lineHeight: "var(--lh)" }}>
            <span
              className="mr-3 inline-block rounded-xl bg-sky-300 px-2.5 align-middle font-black leading-snug text-slate-950"
              style={size("label")}
            >
              Clue {clue.number}
            </span>
            {clue.text}
          </p>
          {clue.image && <ClueOutline image={clue.image} />}
        </li>
      ))}
    </ol>
  );
}

function Status({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "wait" | "alert" }) {
  const tones = { info: "bg-slate-800 text-white", wait: "bg-sky-300 text-slate-950", alert: "bg-amber-300 text-slate-950" } as const;
  return (
    <p
      className={`rounded-2xl px-5 py-1.5 font-bold leading-snug [&_[data-team-badge]]:mx-1 ${tones[tone]}`}
      style={size("status")}
      data-board-status=""
    >
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

/** Why points just moved: one line per reason, each team's change beside it. */
export function PointNewsLines({ news, look }: { news: PointNews | null; look: (id: string) => TeamLook }) {
  if (!news) return null;
  return (
    <ul className="flex flex-col gap-1.5" aria-label="Why points moved" data-board-why="">
      {news.lines.map((line) => (
        <li
          key={line.seqs.join("-")}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 font-bold leading-snug text-white"
          style={size("status")}
        >
          {line.deltas.map((entry) => {
            const delta = news.undone ? -entry.delta : entry.delta;
            return (
              <span key={entry.teamId} className="inline-flex items-center gap-2">
                <Inline team={look(entry.teamId)} />
                <span
                  className={`rounded-xl px-2 font-black tabular-nums ${news.undone ? "bg-slate-300 text-slate-950" : delta > 0 ? "bg-emerald-300 text-emerald-950" : "bg-rose-300 text-rose-950"}`}
                >
                  {news.undone ? `↶ ${Math.abs(entry.delta)} undone` : signedPoints(entry.delta)}
                </span>
              </span>
            );
          })}
          <span className="break-words">{news.undone ? `Undone: ${line.reason}` : line.reason}</span>
        </li>
      ))}
    </ul>
  );
}

/** Who answered and awaits the moderator, or null. */
function pendingLine(card: CardView | null, look: (id: string) => TeamLook): ReactNode {
  if (!card?.answerPendingBy) return null;
  return (
    <Status tone="wait">
      <Inline team={look(card.answerPendingBy)} /> answered: the moderator is checking…
    </Status>
  );
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

export function PlayPanel({
  view,
  palette,
  news,
  secondAnswerBy,
}: {
  view: PlayingBoardView;
  palette: TeamPalette;
  news: PointNews | null;
  /** A team whose Second answer card just took back its wrong answer. */
  secondAnswerBy: string | null;
}) {
  const game = view.game;
  const phase = game.phase;
  const look = (id: string) => teamLook(view, palette, id);
  const values = game.rules.clueValues;
  const card = game.card;
  const pending = pendingLine(card, look);
  const contentKey = useMemo(
    () =>
      JSON.stringify([
        phase,
        card,
        game.reveal,
        game.lastDraw,
        news?.key,
        isPaused(view),
        view.teams.map((team) => team.name),
        secondAnswerBy,
      ]),
    [phase, card, game.reveal, game.lastDraw, news?.key, view, secondAnswerBy],
  );
  const clueCount = card?.shownClues.length ?? 0;
  const newsLines = <PointNewsLines news={news} look={look} />;
  const used = secondAnswerBy !== null && card && (
    <Status tone="alert">
      <Inline team={look(secondAnswerBy)} /> played a Second answer card: the wrong answer does not count, and they carry on
    </Status>
  );
  const armed = card && card.secondAnswerArmedBy.length > 0 && (
    <Status>
      Second answer card ready:{" "}
      {card.secondAnswerArmedBy.map((id) => (
        <Inline key={id} team={look(id)} />
      ))}
      a wrong answer will not count
    </Status>
  );
  const panel = (children: ReactNode) => (
    <FitPanel clueCount={clueCount} contentKey={contentKey}>
      {children}
    </FitPanel>
  );

  switch (phase.type) {
    case "finished":
      return null;
    case "first-spin": {
      const spunBy = new Map(phase.spins.map((spin) => [spin.teamId, spin.value]));
      const next = phase.contenders.find((id) => !spunBy.has(id));
      return panel(
        <>
          <h2 className="font-extrabold leading-tight text-white" style={size("q")}>
            {phase.round > 1 ? `A tie! Round ${phase.round}: the tied teams spin again` : "Each team spins: the highest spin goes first"}
          </h2>
          <ul className="grid grid-cols-2 gap-3">
            {phase.contenders.map((id) => (
              <li
                key={id}
                className={`flex items-center justify-between gap-3 rounded-3xl border-4 bg-slate-900 px-4 py-2 ${id === next ? "border-yellow-300" : "border-slate-700"}`}
              >
                <TeamBadge team={look(id)} size="md" />
                <span className="font-black tabular-nums text-white" style={size("big")}>
                  {spunBy.get(id) ?? (id === next ? "…" : "–")}
                </span>
              </li>
            ))}
          </ul>
          {next && (
            <Status tone="wait">
              <Inline team={look(next)} /> spins next
            </Status>
          )}
        </>,
      );
    }
    case "turn-start": {
      const next = (
        <Status>
          Next: <Inline team={look(phase.teamId)} /> spins
        </Status>
      );
      if (game.reveal) return panel(<RevealPanel view={view} palette={palette} news={newsLines} footer={next} />);
      // No answer on show at the start of a turn: the last thing that happened was a draw card (or nothing yet).
      const drawn = game.lastDraw?.card ?? null;
      if (drawn && game.lastDraw) {
        return panel(
          <>
            <DrawnCard teamLook={look(game.lastDraw.teamId)} title={drawn.title} text={drawn.text} />
            {newsLines}
            {next}
          </>,
        );
      }
      return panel(
        <>
          <div className="flex flex-1 flex-col items-start justify-center gap-8">
            <TeamBadge team={look(phase.teamId)} size="xl" />
            <p className="font-extrabold text-white" style={size("big")}>
              Spin the spinner!
            </p>
          </div>
          {newsLines}
        </>,
      );
    }
    case "draw-card": {
      const drawn = game.lastDraw && game.lastDraw.teamId === phase.teamId ? game.lastDraw.card : null;
      return panel(
        <>
          {drawn ? (
            <DrawnCard teamLook={look(phase.teamId)} title={drawn.title} text={drawn.text} />
          ) : (
            <DrawnCard
              teamLook={look(phase.teamId)}
              title="A card to keep"
              text="The team saves it for later; what it does stays secret until they play it."
            />
          )}
          <Status tone="wait">
            <Inline team={look(phase.teamId)} /> {drawn?.keep === false ? "uses the card" : "keeps the card"}
          </Status>
        </>,
      );
    }
    case "answer-or-sell": {
      const mustAnswer = card !== null && card.nextValue === null;
      const canSell = !phase.saleBlocked && card !== null && !card.saleClosed;
      return panel(
        <>
          {card && <Question text={card.question} card={card} />}
          {card && <Clues card={card} />}
          {card && <ValueLadder values={values} cluesRead={card.cluesRead} />}
          {used}
          {armed}
          {pending ?? (
            <Status>
              <Inline team={look(phase.teamId)} />
              {mustAnswer
                ? " must answer now, or give up: all the clues are read"
                : ` can answer, hear the next clue (worth ${card?.nextValue ?? ""})${canSell ? " or sell the card" : ""}`}
              {phase.saleBlocked ? " (selling is blocked)" : ""}
            </Status>
          )}
          {newsLines}
        </>,
      );
    }
    case "sale-offers":
      return panel(
        <>
          {card && <Question text={card.question} />}
          {card && <Clues card={card} />}
          <div
            className="flex flex-wrap items-center gap-3 rounded-2xl bg-amber-300 px-5 py-2 font-bold text-slate-950"
            style={size("status")}
            data-board-sale=""
          >
            <span>
              For sale for <strong className="font-black">{phase.price} points</strong> by
            </span>
            <Inline team={look(phase.sellerId)} />
            <span className="ml-3">Offers:</span>
            {phase.offers.length === 0 ? <span>none yet</span> : phase.offers.map((id) => <Inline key={id} team={look(id)} />)}
          </div>
          {newsLines}
        </>,
      );
    case "buyer-answering":
      return panel(
        <>
          {card && <Question text={card.question} card={card} />}
          {card && <Clues card={card} />}
          {used}
          {armed}
          {pending ?? (
            <Status tone="alert">
              <Inline team={look(phase.buyerId)} /> bought the card from <Inline team={look(phase.sellerId)} /> for {phase.price}: a right
              answer now wins {phase.price} + {card?.reward?.bonus ?? game.rules.bonus} from the bank
            </Status>
          )}
          {newsLines}
        </>,
      );
    case "playoff":
      return panel(
        <>
          {card && <Question text={card.question} card={card} />}
          {card && <Clues card={card} />}
          <ol aria-label="Playoff order" className="flex flex-wrap gap-2" data-board-playoff="">
            {phase.order.map((id) => {
              const out = phase.out.includes(id);
              const current = id === phase.currentTeamId && !out;
              const passed = !out && !current && phase.hadChance.includes(id);
              const state = out ? "Out" : current ? "Answering" : passed ? "Passed" : "Waiting";
              return (
                <li
                  key={id}
                  data-playoff-state={state}
                  className={`flex items-center gap-2 rounded-2xl border-4 px-2 py-1 ${current ? "border-yellow-300 bg-slate-800" : "border-slate-700 bg-slate-900"}`}
                >
                  <TeamBadge team={look(id)} size="sm" className={out ? "line-through decoration-4" : ""} />
                  <span
                    className={`font-black uppercase ${current ? "text-yellow-300" : out ? "text-rose-300" : "text-slate-200"}`}
                    style={size("label")}
                  >
                    {out ? "✘ out" : current ? "▶ answering" : passed ? "passed" : "waiting"}
                  </span>
                </li>
              );
            })}
          </ol>
          {used}
          {armed}
          {pending ?? (
            <Status tone="wait">
              <Inline team={look(phase.currentTeamId)} /> answers or passes
            </Status>
          )}
        </>,
      );
    case "bid-bidding": {
      const lowest = phase.bids.at(-1);
      return panel(
        <>
          {card && <Question text={card.question} />}
          <div className="flex flex-wrap items-center gap-4 font-black text-white" style={size("q")}>
            <TeamBadge team={look(phase.spinnerId)} size="md" />
            <span>against</span>
            <TeamBadge team={look(phase.opponentId)} size="md" />
          </div>
          <p className="font-semibold text-slate-200" style={size("status")}>
            How few clues do you need? The lowest bid hears that many clues, then answers.
          </p>
          <ol aria-label="Bids so far" className="flex flex-wrap gap-3" data-board-bids="">
            {phase.bids.length === 0 && (
              <li className="font-bold text-slate-200" style={size("status")}>
                No bids yet
              </li>
            )}
            {phase.bids.map((record, index) => (
              <li
                key={index}
                className={`flex items-center gap-3 rounded-2xl border-4 px-3 py-1 ${record === lowest ? "border-yellow-300 bg-slate-800" : "border-slate-700 bg-slate-900"}`}
              >
                <Inline team={look(record.teamId)} />
                <span className="font-black tabular-nums text-white" style={size("big")}>
                  {record.clues}
                </span>
                <span className="font-bold text-slate-200" style={size("label")}>
                  clue{record.clues === 1 ? "" : "s"}
                </span>
              </li>
            ))}
          </ol>
          <Status tone="wait">
            {lowest ? (
              <>
                <Inline team={look(phase.toBidId)} /> bids fewer than {plural(lowest.clues, "clue")}, or stops and lets{" "}
                <Inline team={look(lowest.teamId)} /> answer with {plural(lowest.clues, "clue")}
              </>
            ) : (
              <>
                <Inline team={look(phase.toBidId)} /> opens the bidding: how many clues do you need?
              </>
            )}
          </Status>
        </>,
      );
    }
    case "bid-answering":
      return panel(
        <>
          {card && <Question text={card.question} card={card} />}
          {card && <Clues card={card} />}
          {pending ?? (
            <Status tone="alert">
              <Inline team={look(phase.answererId)} /> answers after {plural(phase.clueCount, "clue")}: right wins {card?.reward?.points}{" "}
              from <Inline team={look(phase.otherId)} /> + {card?.reward?.bonus} from the bank; wrong pays them {card?.penalty?.points}
            </Status>
          )}
        </>,
      );
    case "final-question":
      return panel(
        <>
          {clueCount < 3 && (
            <p className="font-extrabold uppercase tracking-wide text-yellow-300" style={size("status")}>
              ★ Final question: {plural(phase.clueCount, "clue")}, then a right answer wins the game
            </p>
          )}
          {card && <Question text={card.question} />}
          {card && <Clues card={card} />}
          {pending ?? (
            <Status tone="alert">
              ★ <Inline team={look(phase.teamId)} /> answers after {plural(phase.clueCount, "clue")}: a right answer wins the game
            </Status>
          )}
        </>,
      );
    default:
      return exhaustiveSwitchError(phase);
  }
}

function DrawnCard({ teamLook: team, title, text }: { teamLook: TeamLook; title: string; text: string }) {
  return (
    <div className="flex flex-col items-start" style={{ gap: "var(--gap)" }}>
      <p className="font-bold text-white" style={size("status")}>
        <Inline team={team} /> drew a card
      </p>
      <div
        className="board-rise w-full max-w-[1200px] rounded-[2rem] border-8 border-sky-300 bg-white px-8 py-5 text-slate-950 shadow-2xl"
        data-board-draw-card=""
      >
        <p className="font-black uppercase tracking-widest text-sky-800" style={size("label")}>
          Draw card
        </p>
        <p className="font-black leading-tight" style={size("big")}>
          {title}
        </p>
        <p className="mt-2 font-semibold leading-snug" style={size("q")}>
          {text}
        </p>
      </div>
    </div>
  );
}
