"use client";

import { useState, type SubmitEvent, type ReactNode } from "react";
import { ADJUST_POINTS_LIMIT, ADJUST_REASON_MAX_LENGTH, adjustPointsAmountSchema } from "@/lib/games/clue-spin/engine/commands";
import type { LegalAction } from "@/lib/games/clue-spin/engine/legal";
import type { MatchHint } from "@/lib/games/answer-kit/match";
import { OUTCOME_NAMES, spinnerKey } from "@/lib/games/clue-spin/engine/spinner";
import type { DrawCardView, PhaseView } from "@/lib/games/clue-spin/engine/views";
import { isPaused, pauseToggle, type PlayingModeratorView } from "@/app/games/clue-spin/session-views";
import { teamColour } from "@/lib/shared/team-colours";
import { actionsOf, forTeam, hasAction, SHORTCUT_KEYS, waitingTeam, type ActionOf } from "./actions";
import type { Send } from "./console-types";
import { PlayersPanel } from "./players";
import { PEEK_KEY, type Presenter } from "./presenter";
import { Button, ConfirmDialog, Dialog, Kbd, Panel, TeamTag } from "@/app/_components/console/ui";

type View = PlayingModeratorView;
interface TeamInfo {
  id: string;
  name: string;
  colour: string;
}

/** The console during play: the card with its answer, the controls legal now, scores and log. */
export function Play({
  view: received,
  send,
  busy,
  online,
  log,
  presenter,
  countdown,
}: {
  view: View;
  send: Send;
  busy: boolean;
  online: Set<string>;
  log: ReactNode;
  presenter: Presenter;
  countdown: ReactNode;
}) {
  const [adjusting, setAdjusting] = useState<string | null>(null);
  const [confirmSkip, setConfirmSkip] = useState(false);
  const paused = isPaused(received);
  // While paused the table takes no team's move, not even on a team's behalf: the view's actions say so.
  const view: View = received;
  const teams: TeamInfo[] = view.teams.map((t) => ({ id: t.id, name: t.name, colour: t.colour }));
  const team = (id: string | null | undefined): TeamInfo => teams.find((t) => t.id === id) ?? { id: id ?? "", name: "?", colour: "red" };
  const actions = view.actions.allowed;
  const toggle = pauseToggle(view);

  return (
    <div className="grid gap-4">
      <StatusLine view={view} team={team} />
      {paused && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 border-amber-400 bg-amber-50 px-5 py-4"
        >
          <p className="text-xl font-bold text-amber-950">Game paused: phones and the board are waiting.</p>
          {toggle && (
            <Button tone="primary" size="lg" onClick={() => void send(toggle)} disabled={busy} shortcut={SHORTCUT_KEYS.pause}>
              Resume
            </Button>
          )}
        </div>
      )}
      <Scoreboard
        view={view}
        team={team}
        online={online}
        send={send}
        busy={busy}
        onAdjust={setAdjusting}
        showSecrets={presenter.showSecrets}
      />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] 2xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="grid min-w-0 content-start gap-4">
          <CardPanel view={view} team={team} presenter={presenter} />
          <PlayersPanel view={view} send={send} online={online} />
        </div>
        <div className="grid min-w-0 content-start gap-4">
          <Controls view={view} send={send} busy={busy} team={team} showSecrets={presenter.showSecrets} />
          {countdown}
          <Panel title="Moderator" labelledBy="moderator-tools">
            <div className="flex flex-wrap gap-2">
              {toggle && !paused && (
                <Button onClick={() => void send(toggle)} disabled={busy} shortcut={SHORTCUT_KEYS.pause}>
                  Pause
                </Button>
              )}
              <Button onClick={() => setAdjusting(teams[0]?.id ?? null)} disabled={busy || !hasAction(actions, "adjustPoints")}>
                Adjust points…
              </Button>
              {hasAction(actions, "skipCard") && (
                <Button tone="danger" onClick={() => setConfirmSkip(true)} disabled={busy}>
                  Skip card…
                </Button>
              )}
            </div>
          </Panel>
          {log}
        </div>
      </div>

      <AdjustPoints view={view} teamId={adjusting} onClose={() => setAdjusting(null)} send={send} busy={busy} />
      <ConfirmDialog
        open={confirmSkip}
        title="Skip this card?"
        body={<p>Nobody scores on it; the turn goes on with a fresh card. Use it for a broken or unfair card.</p>}
        confirmLabel="Skip card"
        onCancel={() => setConfirmSkip(false)}
        onConfirm={() => {
          setConfirmSkip(false);
          void send({ type: "skipCard" });
        }}
      />
    </div>
  );
}

function phaseLabel(phase: PhaseView): string {
  switch (phase.type) {
    case "first-spin":
      return phase.round > 1 ? `First spin (tie-break, round ${phase.round})` : "First spin: highest goes first";
    case "turn-start":
      return "Ready to spin";
    case "draw-card":
      return "Draw a Card";
    case "answer-or-sell":
      return "Answer or Sell";
    case "sale-offers":
      return `Card for sale (${phase.price} points)`;
    case "buyer-answering":
      return `Bought card (${phase.price} points)`;
    case "playoff":
      return "Playoff";
    case "bid-bidding":
      return "Bid: bidding";
    case "bid-answering":
      return `Bid: answering with ${phase.clueCount} clue${phase.clueCount === 1 ? "" : "s"}`;
    case "final-question":
      return `Final question (${phase.clueCount} clue${phase.clueCount === 1 ? "" : "s"})`;
    case "finished":
      return "Finished";
  }
}

function StatusLine({ view, team }: { view: View; team: (id: string | null | undefined) => TeamInfo }) {
  const { game } = view;
  const waiting = waitingTeam(view);
  const turnTeam = game.turn ? team(game.turn.teamId) : null;
  const spin = game.lastSpin;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-slate-900 px-5 py-3 text-white">
      {game.turn && turnTeam && (
        <p className="flex items-center gap-2 text-lg">
          <span className="text-slate-300">Turn {game.turn.number}</span>
          <TeamTag colour={turnTeam.colour} name={turnTeam.name} />
        </p>
      )}
      <p className="text-lg font-bold">{phaseLabel(game.phase)}</p>
      <p className="text-slate-300">First to {game.rules.targetPoints}</p>
      {spin && game.phase.type !== "first-spin" && (
        <p className="text-slate-200">
          Last spin: <strong className="text-white">{spin.value}</strong> by {team(spin.teamId).name}
        </p>
      )}
      <p className="ml-auto text-lg" aria-live="polite">
        {isPaused(view) ? (
          <span className="font-bold text-amber-300">Paused</span>
        ) : waiting ? (
          <>
            Waiting for <strong>{team(waiting).name}</strong>
          </>
        ) : game.secret?.pendingAnswer || game.card ? (
          <strong className="text-amber-300">Your call: judge the answer</strong>
        ) : null}
      </p>
    </div>
  );
}

const HINTS: Record<MatchHint, { label: string; className: string; symbol: string }> = {
  matches: { label: "Matches the answer", className: "bg-green-100 text-green-900 border-green-300", symbol: "✓" },
  close: { label: "Close: check the spelling", className: "bg-amber-100 text-amber-950 border-amber-300", symbol: "≈" },
  "no match": { label: "No match", className: "bg-red-100 text-red-900 border-red-300", symbol: "✗" },
};

function CardPanel({ view, team, presenter }: { view: View; team: (id: string | null | undefined) => TeamInfo; presenter: Presenter }) {
  const { game } = view;
  const showSecrets = presenter.showSecrets;
  const card = game.card;
  const secret = game.secret;
  const phase = game.phase;

  if (!card || !secret) {
    return (
      <Panel title="Clue card" labelledBy="card-title">
        {/* In the draw-card phase the last draw is the card being used; the engine says whether it is secret. */}
        {phase.type === "draw-card" && game.lastDraw?.card ? (
          <DrawnCard card={game.lastDraw.card} team={team(phase.teamId)} hidden={!showSecrets && game.lastDraw.card.drawerOnly} />
        ) : phase.type === "first-spin" ? (
          <FirstSpin view={view} team={team} />
        ) : (
          <div>
            <p className="text-lg text-slate-700">No card on the table: the next spin decides what happens.</p>
            <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {spinnerKey().map(({ outcome, values }) => (
                <div key={outcome} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
                  <dt className="text-2xl font-black text-slate-950">{values.join(" or ")}</dt>
                  <dd className="text-slate-800">{OUTCOME_NAMES[outcome]}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        {game.reveal && (
          <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
            <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Last card</p>
            <p className="mt-1 text-slate-800">{game.reveal.question}</p>
            <p className="mt-1 text-2xl font-bold text-slate-950">{game.reveal.answer}</p>
            <p className="mt-1 text-slate-700">
              {game.reveal.outcome === "no answer"
                ? "Nobody answered."
                : game.reveal.teamId === null
                  ? "Every team answered wrong."
                  : `${team(game.reveal.teamId).name} answered ${game.reveal.outcome === "correct" ? "correctly" : "incorrectly"}.`}
            </p>
          </div>
        )}
      </Panel>
    );
  }

  const values = game.rules.clueValues;
  const shown = new Set(card.shownClues.map((c) => c.number));
  return (
    <Panel title={`Clue card · ${card.kind}${secret.level === null ? "" : ` · ${secret.level}`}`} labelledBy="card-title">
      <p className="text-2xl font-bold text-slate-950 [overflow-wrap:anywhere]">{card.question}</p>
      {showSecrets ? (
        <div
          className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-xl border-2 border-green-700 bg-green-50 px-4 py-2"
          data-console-answer=""
        >
          <span className="text-sm font-bold tracking-wide text-green-900 uppercase">
            {presenter.on ? "Answer · peeking" : "Answer · only you see this"}
          </span>
          <span className="text-3xl font-black text-green-950 [overflow-wrap:anywhere]">{secret.answer}</span>
          {secret.alternatives.length > 0 && (
            <span className="text-green-950 [overflow-wrap:anywhere]">also: {secret.alternatives.join(", ")}</span>
          )}
        </div>
      ) : (
        <div
          className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border-2 border-dashed border-slate-400 bg-slate-50 px-4 py-2"
          data-console-answer="hidden"
        >
          <span className="font-semibold text-slate-800">
            Answer hidden (presenter mode): hold <Kbd>{PEEK_KEY}</Kbd> or the peek button.
          </span>
        </div>
      )}
      {/* Outside the hidden box, so it stays under the finger while the answer shows. */}
      {presenter.on && (
        <Button size="sm" className="mt-2" {...presenter.peekButton} aria-pressed={presenter.peeking}>
          Hold to peek
        </Button>
      )}
      <ol className="mt-4 grid gap-1.5" aria-label="The six clues">
        {secret.clues.map((text, index) => {
          const number = index + 1;
          const read = number <= card.cluesRead;
          const current = shown.has(number);
          const hidden = !read && !showSecrets;
          return (
            <li
              key={number}
              aria-current={current ? "step" : undefined}
              className={`grid grid-cols-[2.25rem_1fr_auto] items-center gap-3 rounded-lg border px-3 py-1.5 ${current ? "border-blue-700 bg-blue-50 ring-2 ring-blue-700" : read ? "border-slate-200 bg-white" : "border-dashed border-slate-300 bg-slate-50"}`}
            >
              <span
                className={`grid size-8 place-items-center rounded-full text-sm font-bold ${current ? "bg-blue-700 text-white" : read ? "bg-slate-700 text-white" : "bg-slate-200 text-slate-700"}`}
              >
                {number}
              </span>
              <span
                className={`text-[1.05rem] leading-snug [overflow-wrap:anywhere] ${current ? "font-semibold text-slate-950" : read ? "text-slate-800" : "text-slate-600"}`}
              >
                {hidden ? <span className="italic text-slate-600">Not read yet (hidden)</span> : text}
                {current && <span className="sr-only"> (being read now)</span>}
                {!read && <span className="sr-only"> (not read yet)</span>}
              </span>
              <span className={`rounded-md px-2 py-0.5 text-sm font-bold ${current ? "bg-blue-700 text-white" : "text-slate-600"}`}>
                {values[index]} pts
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-slate-700">
        {card.cluesRead === 0 ? "No clue read yet." : `${card.cluesRead} of ${secret.clues.length} clues read.`}{" "}
        {card.value !== null && (
          <>
            Worth <strong className="text-slate-950">{card.value}</strong> now.
          </>
        )}
        {card.secondAnswerArmedBy.length > 0 && (
          <> Second answer armed by {card.secondAnswerArmedBy.map((id) => team(id).name).join(", ")}.</>
        )}
      </p>
    </Panel>
  );
}

function DrawnCard({ card: drawn, team, hidden }: { card: DrawCardView; team: TeamInfo; hidden: boolean }) {
  const card = hidden ? { title: "A card to keep", text: "Hidden in presenter mode: hold the peek key to see it." } : drawn;
  return (
    <div>
      <p className="flex items-center gap-2 text-slate-700">
        <TeamTag colour={team.colour} name={team.name} /> drew a card:
      </p>
      <div className="mt-3 rounded-xl border-2 border-purple-700 bg-purple-50 p-4">
        <p className="text-2xl font-bold text-purple-950">{card.title}</p>
        <p className="mt-1 text-lg text-purple-950">{card.text}</p>
      </div>
    </div>
  );
}

function FirstSpin({ view, team }: { view: View; team: (id: string | null | undefined) => TeamInfo }) {
  const phase = view.game.phase;
  if (phase.type !== "first-spin") return null;
  return (
    <div>
      <p className="text-lg text-slate-800">Every team spins once; the highest spin starts. Spin for each team below.</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {phase.contenders.map((id) => {
          const spin = phase.spins.find((s) => s.teamId === id);
          return (
            <li key={id} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2">
              <TeamTag colour={team(id).colour} name={team(id).name} size="sm" />
              <span className="text-xl font-bold text-slate-950">{spin ? spin.value : "–"}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function PhaseDetails({ phase, team }: { phase: PhaseView; team: (id: string | null | undefined) => TeamInfo }) {
  if (phase.type === "playoff") {
    return (
      <ul className="mb-3 flex flex-wrap gap-2" aria-label="Playoff">
        {[...new Set([phase.spinnerId, ...phase.out, ...phase.hadChance, phase.currentTeamId])].map((id) => {
          const state = phase.out.includes(id)
            ? "out"
            : id === phase.currentTeamId
              ? "answering"
              : phase.hadChance.includes(id)
                ? "passed"
                : "waiting";
          return (
            <li key={id} className={`flex items-center gap-2 rounded-lg border px-2 py-1 ${state === "out" ? "opacity-60" : ""}`}>
              <TeamTag colour={team(id).colour} name={team(id).name} size="sm" />{" "}
              <span className="text-sm font-semibold text-slate-800">{state}</span>
            </li>
          );
        })}
      </ul>
    );
  }
  if (phase.type === "bid-bidding") {
    return (
      <p className="mb-3 text-slate-800">
        {team(phase.spinnerId).name} bid against {team(phase.opponentId).name}. Bids:{" "}
        {phase.bids.length ? phase.bids.map((b) => `${team(b.teamId).name} ${b.clues}`).join(" → ") : "none yet"}.
      </p>
    );
  }
  if (phase.type === "sale-offers") {
    return (
      <p className="mb-3 text-slate-800">
        {team(phase.sellerId).name} sell for {phase.price}. Offers:{" "}
        {phase.offers.length ? phase.offers.map((id) => team(id).name).join(", ") : "none yet"}.
      </p>
    );
  }
  return null;
}

type TeamFn = (id: string | null | undefined) => TeamInfo;

/** Buttons for exactly the actions the engine accepts now, grouped by the team they are for. */
function Controls({ view, send, busy, team, showSecrets }: { view: View; send: Send; busy: boolean; team: TeamFn; showSecrets: boolean }) {
  const { game } = view;
  const actions = view.actions.allowed;
  const waiting = waitingTeam(view);
  const judgeCorrect = actions.find((a) => a.type === "judge" && a.correct);
  const judgeWrong = actions.find((a) => a.type === "judge" && !a.correct);
  const pending = game.secret?.pendingAnswer ?? null;
  const answering = pending?.teamId ?? game.card?.answeringTeam ?? null;
  const do_ = (action: LegalAction) => void send({ ...action });

  const forWaiting = waiting ? actions.filter((a) => forTeam(a) === waiting && a.type !== "answer" && a.type !== "playSavedCard") : [];
  const firstSpins = game.phase.type === "first-spin" ? actionsOf(actions, "spin").filter((a) => forTeam(a) !== waiting) : [];
  const interjections = actions.filter((a) => (a.type === "offerToBuy" || a.type === "withdrawOffer") && forTeam(a) !== waiting);

  return (
    <Panel title="Now" labelledBy="controls-title">
      <PhaseDetails phase={game.phase} team={team} />
      {(judgeCorrect || judgeWrong) && (
        <div className="mb-4 rounded-xl border border-slate-200 bg-slate-50 p-3">
          <p className="flex flex-wrap items-center gap-2 text-slate-800">
            <TeamTag colour={team(answering).colour} name={team(answering).name} size="sm" />
            {pending ? (pending.text === null ? "answered aloud" : "typed:") : "answer aloud, then judge it"}
          </p>
          {pending?.text != null && !showSecrets && (
            <p className="mt-2 font-semibold text-slate-800">Typed answer hidden (presenter mode): hold {PEEK_KEY} to peek.</p>
          )}
          {pending?.text != null && showSecrets && (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <span className="text-2xl font-bold break-all text-slate-950">“{pending.text}”</span>
              {pending.hint && (
                <span className={`rounded-md border px-2 py-0.5 text-sm font-bold ${HINTS[pending.hint].className}`}>
                  <span aria-hidden="true">{HINTS[pending.hint].symbol} </span>
                  {HINTS[pending.hint].label}
                </span>
              )}
            </div>
          )}
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button
              tone="success"
              size="lg"
              disabled={busy || !judgeCorrect}
              onClick={() => judgeCorrect && do_(judgeCorrect)}
              shortcut={SHORTCUT_KEYS.correct}
            >
              Correct
            </Button>
            <Button
              tone="danger"
              size="lg"
              className="!border-red-700 !bg-red-700 !text-white hover:!bg-red-800"
              disabled={busy || !judgeWrong}
              onClick={() => judgeWrong && do_(judgeWrong)}
              shortcut={SHORTCUT_KEYS.incorrect}
            >
              Incorrect
            </Button>
          </div>
        </div>
      )}

      {waiting && forWaiting.length > 0 && (
        <div>
          <p className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-700">
            For <TeamTag colour={team(waiting).colour} name={team(waiting).name} size="sm" />
          </p>
          <TeamActions actions={forWaiting} view={view} send={send} busy={busy} team={team} primary />
        </div>
      )}

      {firstSpins.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          {firstSpins.map((a) => (
            <Button key={forTeam(a)} onClick={() => do_(a)} disabled={busy}>
              Spin for {team(forTeam(a)).name}
            </Button>
          ))}
        </div>
      )}

      {interjections.length > 0 && (
        <div className="mt-4 border-t border-slate-200 pt-3">
          <p className="mb-2 text-sm font-semibold text-slate-700">Other teams</p>
          <div className="flex flex-wrap gap-2">
            {interjections.map((a) => (
              <Button key={`${a.type}-${forTeam(a)}`} size="sm" onClick={() => do_(a)} disabled={busy}>
                {a.type === "offerToBuy" ? `${team(forTeam(a)).name} offer to buy` : `${team(forTeam(a)).name} withdraw offer`}
              </Button>
            ))}
          </div>
        </div>
      )}

      {!judgeCorrect && !waiting && firstSpins.length === 0 && (
        <p className="text-slate-700">{isPaused(view) ? "Resume the game to carry on." : "Nothing to decide right now."}</p>
      )}
    </Panel>
  );
}

function TeamActions({
  actions,
  view,
  send,
  busy,
  team,
  primary,
}: {
  actions: LegalAction[];
  view: View;
  send: Send;
  busy: boolean;
  team: TeamFn;
  primary?: boolean;
}) {
  const do_ = (action: LegalAction) => void send({ ...action });
  const current = view.game.card?.cluesRead ?? 0;
  const spin = actionsOf(actions, "spin")[0];
  const next = actionsOf(actions, "nextClue")[0];
  const repeats = actionsOf(actions, "repeatClue");
  const bids = actionsOf(actions, "bid").sort((a, b) => a.clues - b.clues);
  const draws = actionsOf(actions, "applyDrawCard");
  const plainDraw = draws.find((a) => a.opponentId === undefined);
  const accepts = actionsOf(actions, "acceptOffer");
  const simple = actions.filter((a): a is ActionOf<"sell" | "pass" | "declineOffers" | "stopBidding" | "offerToBuy" | "withdrawOffer"> =>
    ["sell", "pass", "declineOffers", "stopBidding", "offerToBuy", "withdrawOffer"].includes(a.type),
  );
  const LABEL: Record<(typeof simple)[number]["type"], string> = {
    sell: "Sell the card",
    pass: view.game.phase.type === "playoff" ? "Pass" : "Give up (no answer)",
    declineOffers: "Decline all offers",
    stopBidding: "Stop bidding",
    offerToBuy: "Offer to buy",
    withdrawOffer: "Withdraw offer",
  };

  return (
    <div className="grid gap-2">
      {spin && (
        <Button tone="primary" size="xl" onClick={() => do_(spin)} disabled={busy} shortcut={SHORTCUT_KEYS.spin}>
          Spin for {team(forTeam(spin)).name}
        </Button>
      )}
      {next && (
        <Button tone={primary ? "primary" : "secondary"} size="lg" onClick={() => do_(next)} disabled={busy} shortcut={SHORTCUT_KEYS.next}>
          Read clue {current + 1}
        </Button>
      )}
      {draws.length > 0 && (
        <div className="grid gap-2">
          {plainDraw && (
            <Button tone="primary" size="lg" onClick={() => do_(plainDraw)} disabled={busy}>
              Apply the card
            </Button>
          )}
          {draws.some((a) => a.opponentId !== undefined) && (
            <fieldset>
              <legend className="mb-1 text-sm font-semibold text-slate-700">Bid against:</legend>
              <div className="flex flex-wrap gap-2">
                {draws
                  .filter((a) => a.opponentId !== undefined)
                  .map((a) => (
                    <Button key={a.opponentId} onClick={() => do_(a)} disabled={busy}>
                      <span aria-hidden="true" style={{ color: teamColour(team(a.opponentId).colour).hex }}>
                        {teamColour(team(a.opponentId).colour).symbol}
                      </span>
                      {team(a.opponentId).name}
                    </Button>
                  ))}
              </div>
            </fieldset>
          )}
        </div>
      )}
      {bids.length > 0 && (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-slate-700">Bid: number of clues</legend>
          <div className="grid grid-cols-6 gap-1.5">
            {bids.map((a) => (
              <Button
                key={a.clues}
                size="lg"
                onClick={() => do_(a)}
                disabled={busy}
                aria-label={`Bid ${a.clues} clue${a.clues === 1 ? "" : "s"}`}
              >
                {a.clues}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
      {accepts.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {accepts.map((a) => (
            <Button key={a.buyerId} tone="primary" onClick={() => do_(a)} disabled={busy}>
              Sell to {team(a.buyerId).name}
            </Button>
          ))}
        </div>
      )}
      {(simple.length > 0 || repeats.length > 0) && (
        <div className="flex flex-wrap gap-2">
          {repeats.map((a) => (
            <Button
              key={a.clueNumber}
              onClick={() => do_(a)}
              disabled={busy}
              shortcut={a.clueNumber === current ? SHORTCUT_KEYS.repeat : undefined}
            >
              Repeat clue {a.clueNumber}
            </Button>
          ))}
          {simple.map((a) => (
            <Button key={a.type} onClick={() => do_(a)} disabled={busy}>
              {LABEL[a.type]}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

function Scoreboard({
  view,
  team,
  online,
  send,
  busy,
  onAdjust,
  showSecrets,
}: {
  view: View;
  team: TeamFn;
  online: Set<string>;
  send: Send;
  busy: boolean;
  onAdjust: (teamId: string) => void;
  showSecrets: boolean;
}) {
  const { game } = view;
  const target = game.rules.targetPoints;
  const turnTeam = game.turn?.teamId;
  const columns =
    game.teams.length > 4 ? "sm:grid-cols-3 xl:grid-cols-6" : game.teams.length > 2 ? "sm:grid-cols-2 xl:grid-cols-4" : "sm:grid-cols-2";
  return (
    <section aria-labelledby="scores-title">
      <h2 id="scores-title" className="sr-only">
        Scores: first to {target}
      </h2>
      <ul className={`grid grid-cols-1 gap-3 ${columns}`} data-console-scores="">
        {game.teams.map((t) => {
          const info = team(t.id);
          const room = view.teams.find((r) => r.id === t.id);
          const phones = room?.players.length ?? 0;
          const connected = room?.players.filter((p) => online.has(p.id)).length ?? 0;
          const saved = view.game.savedCards[t.id] ?? [];
          const plays = actionsOf(view.actions.allowed, "playSavedCard", t.id);
          return (
            <li
              key={t.id}
              className={`min-w-0 rounded-2xl border bg-white px-3 py-2.5 shadow-sm ${t.id === turnTeam ? "border-slate-900 ring-2 ring-slate-900" : "border-slate-200"}`}
              data-console-team={t.id}
            >
              <TeamTag colour={info.colour} name={info.name} size="sm" />
              <div className="mt-1 flex items-end gap-2">
                <span className="text-3xl leading-none font-black text-slate-950 tabular-nums">
                  {t.points}
                  <span className="sr-only"> points</span>
                </span>
                <span className="pb-0.5 text-sm text-slate-700">of {target}</span>
                {t.id === turnTeam && (
                  <span className="ml-auto rounded bg-slate-900 px-1.5 text-xs font-bold tracking-wide text-white uppercase">Turn</span>
                )}
              </div>
              <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                <div
                  className="h-full rounded-full"
                  style={{ width: `${Math.min(100, (t.points / target) * 100)}%`, background: teamColour(info.colour).hex }}
                />
              </div>
              <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                <span>{phones === 0 ? "No phones: you play" : `${connected}/${phones} phones online`}</span>
                {t.extraTurnPending && <span className="font-semibold text-purple-900">Extra turn next</span>}
                <button
                  type="button"
                  onClick={() => onAdjust(t.id)}
                  disabled={busy}
                  className="ml-auto rounded px-1 text-sm font-semibold text-blue-800 underline hover:text-blue-950 focus-visible:outline-3 focus-visible:outline-blue-600"
                >
                  Adjust<span className="sr-only"> points of {info.name}</span>
                </button>
              </div>
              {saved.length > 0 && (
                <ul className="mt-2 grid gap-1.5" aria-label={`Saved cards of ${info.name}`}>
                  {saved.map((card) => {
                    const forCard = plays.filter((a) => a.cardId === card.id);
                    return (
                      <li key={card.id} className="rounded-lg border border-purple-200 bg-purple-50 px-2 py-1.5">
                        <p className="text-sm font-bold text-purple-950" title={showSecrets ? card.text : undefined}>
                          {showSecrets ? card.title : "Saved card (hidden)"}
                        </p>
                        {forCard.length > 0 && (
                          <div className="mt-1 flex flex-wrap gap-1">
                            {forCard.map((a) => (
                              <Button key={a.clueNumber ?? 0} size="sm" onClick={() => void send({ ...a })} disabled={busy}>
                                {a.clueNumber ? `Repeat clue ${a.clueNumber}` : "Play it now"}
                              </Button>
                            ))}
                          </div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function AdjustPoints({
  view,
  teamId,
  onClose,
  send,
  busy,
}: {
  view: View;
  teamId: string | null;
  onClose: () => void;
  send: Send;
  busy: boolean;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const selected = chosen ?? teamId;

  const close = () => {
    setChosen(null);
    setAmount("");
    setReason("");
    setProblem(null);
    onClose();
  };

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    // A typed minus may be a real minus sign or a dash (autocorrect), and "+3" is fine too.
    const value = Number(
      amount
        .trim()
        .replace(/^[\u2212\u2013\u2014]/, "-")
        .replace(/^\+/, ""),
    );
    if (!selected) {
      setProblem("Pick a team.");
      return;
    }
    // The engine's own amount schema: the dialog asks for exactly what the engine accepts.
    if (!adjustPointsAmountSchema.safeParse(value).success) {
      setProblem(`Type a whole number of points from -${ADJUST_POINTS_LIMIT} to ${ADJUST_POINTS_LIMIT}, not 0, like 3 or -2.`);
      return;
    }
    if (!reason.trim()) {
      setProblem("Say why, for the log (for example “scoring slip”).");
      return;
    }
    if (await send({ type: "adjustPoints", teamId: selected, amount: value, reason: reason.trim() })) close();
  }

  return (
    <Dialog open={teamId !== null} onClose={close} title="Adjust points">
      <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">Team</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {view.teams.map((t) => (
              <label
                key={t.id}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-2 py-1 has-[:checked]:border-slate-900 has-[:checked]:ring-2 has-[:checked]:ring-slate-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-blue-600"
              >
                <input
                  type="radio"
                  name="adjust-team"
                  className="sr-only"
                  checked={selected === t.id}
                  onChange={() => {
                    setChosen(t.id);
                    setProblem(null);
                  }}
                />
                <TeamTag colour={t.colour} name={t.name} size="sm" />
                <span className="font-bold tabular-nums">{view.game.teams.find((g) => g.id === t.id)?.points}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid grid-cols-[8rem_1fr] gap-3">
          <div>
            <label htmlFor="adjust-amount" className="text-sm font-semibold text-slate-800">
              Points (+ or −)
            </label>
            <input
              id="adjust-amount"
              autoFocus
              inputMode="numeric"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                setProblem(null);
              }}
              placeholder="e.g. -2"
              className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 text-lg focus-visible:outline-3 focus-visible:outline-blue-600"
            />
          </div>
          <div>
            <label htmlFor="adjust-reason" className="text-sm font-semibold text-slate-800">
              Reason (shown in the log)
            </label>
            <input
              id="adjust-reason"
              value={reason}
              maxLength={ADJUST_REASON_MAX_LENGTH}
              onChange={(e) => {
                setReason(e.target.value);
                setProblem(null);
              }}
              placeholder="Scoring slip"
              className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 text-lg focus-visible:outline-3 focus-visible:outline-blue-600"
            />
          </div>
        </div>
        {problem && (
          <p role="alert" className="font-semibold text-red-800">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" tone="primary" disabled={busy}>
            Adjust points
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
