"use client";

import { useMemo } from "react";
import type { TeamAudienceView } from "@/lib/game/views";
import type { TeamSessionView } from "@/app/_clue/session-views";
import { ActionPanel } from "./action-panel";
import { TeamName } from "./lobby-panel";
import type { PlayerView, Send } from "./screen-types";
import { teamColour as teamStyle } from "@/lib/shared/team-colours";
import { planTurn, type TeamName as PlanTeamName } from "./turn-plan";

/** During and after the game: whose turn it is, the clue on the table, and this team's buttons. */
export function GamePanel({
  view,
  myName,
  busyKey,
  send,
}: {
  view: PlayerView;
  myName: string | null;
  busyKey: string | null;
  send: Send;
}) {
  if (view.audience !== "team") {
    return (
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-extrabold">{view.status === "playing" ? "The game has started" : "The game is over"}</h1>
        <p role="status" className="rounded-2xl bg-white px-4 py-3 text-lg shadow-sm ring-1 ring-slate-200">
          {view.status === "playing"
            ? `${myName ?? "You"}, you are not on a team yet: ask the moderator to put you on one.`
            : "Thanks for playing!"}
        </p>
        <Scores view={view} game={view.game} myTeamId={null} />
      </main>
    );
  }
  return <TeamGame view={view} myName={myName} busyKey={busyKey} send={send} />;
}

function TeamGame({ view, myName, busyKey, send }: { view: TeamSessionView; myName: string | null; busyKey: string | null; send: Send }) {
  const game = view.game;
  const room = view.teams.find((team) => team.id === view.teamId);
  const style = teamStyle(room?.colour ?? "");
  const me = game.teams.find((team) => team.id === view.teamId);
  const labels = useMemo<PlanTeamName[]>(
    () => view.teams.map((team) => ({ id: team.id, label: `${teamStyle(team.colour).symbol} ${team.name}` })),
    [view.teams],
  );
  const plan = useMemo(() => planTurn(game, labels), [game, labels]);
  const over = view.status === "finished" || view.status === "ended" || game.phase.type === "finished";

  return (
    <>
      <header className="flex items-center gap-3 px-4 py-2 text-white" style={{ backgroundColor: style.hex }}>
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-extrabold leading-tight">
            <span aria-hidden="true">{style.symbol} </span>
            {room?.name ?? "Your team"}
          </p>
          <p className="truncate text-sm text-white">
            {myName ? `You: ${myName}` : "Your team"} · Game {view.code}
          </p>
        </div>
        <p className="text-right leading-none">
          <span className="block text-3xl font-black tabular-nums">{me?.points ?? 0}</span>
          <span className="text-xs font-semibold uppercase tracking-wide">of {game.rules.targetPoints} pts</span>
        </p>
      </header>

      {over ? (
        <Finished view={view} game={game} />
      ) : (
        <>
          <TurnBand
            plan={plan}
            colour={style.hex}
            game={game}
            labels={labels}
            colourOf={(teamId) => teamStyle(view.teams.find((team) => team.id === teamId)?.colour ?? "").hex}
          />
          <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-2.5 px-3 pb-24 pt-2.5">
            <CardPanel game={game} labels={labels} myTeamId={view.teamId} />
            <ActionPanel plan={plan} game={game} busyKey={busyKey} send={send} />
            <Scores view={view} game={game} myTeamId={view.teamId} />
            <SavedCardList cards={game.savedCards} />
          </main>
        </>
      )}
    </>
  );
}

function TurnBand({
  plan,
  colour,
  game,
  labels,
  colourOf,
}: {
  plan: ReturnType<typeof planTurn>;
  colour: string;
  game: TeamAudienceView;
  labels: PlanTeamName[];
  colourOf: (teamId: string) => string;
}) {
  // A spin belongs to its own turn: once play moves on it would only confuse.
  const spin = game.lastSpin && (game.phase.type === "first-spin" || game.turn?.teamId === game.lastSpin.teamId) ? game.lastSpin : null;
  const spinText = spin ? `${labels.find((team) => team.id === spin.teamId)?.label ?? spin.teamId} spun ${spin.value}` : null;
  if (plan.myTurn) {
    return (
      <section role="status" aria-live="assertive" className="px-4 py-3 text-center text-white" style={{ backgroundColor: colour }}>
        {/* A frame in the team colour round the whole screen: the turn is obvious at a glance. */}
        <span aria-hidden="true" className="pointer-events-none fixed inset-0 z-20 border-[6px]" style={{ borderColor: colour }} />
        <p className="text-[1.7rem] font-black uppercase leading-tight tracking-wide">Your team&apos;s turn</p>
        <p className="text-base font-semibold">
          {plan.headline}
          {spinText ? ` · ${spinText}` : ""}
        </p>
      </section>
    );
  }
  const decider = game.waitingFor?.role === "team" ? game.waitingFor.teamId : null;
  return (
    <section
      role="status"
      aria-live="polite"
      className="border-b-8 bg-white px-4 py-2.5 text-slate-900"
      style={{ borderColor: decider ? colourOf(decider) : "#64748b" }}
    >
      <p className="text-sm font-bold uppercase tracking-wide text-slate-600">
        {plan.headline}
        {spinText ? ` · ${spinText}` : ""}
      </p>
      <p className="text-lg font-semibold leading-snug">{plan.waiting}</p>
    </section>
  );
}

function CardPanel({ game, labels, myTeamId }: { game: TeamAudienceView; labels: PlanTeamName[]; myTeamId: string }) {
  const label = (teamId: string) => labels.find((team) => team.id === teamId)?.label ?? teamId;
  const phase = game.phase;
  const card = game.card;
  if (phase.type === "draw-card" && game.lastDraw?.card) {
    return (
      <section aria-label="Draw card" className="rounded-2xl border-2 border-dashed border-slate-400 bg-white p-4">
        <p className="text-sm font-bold uppercase tracking-wide text-slate-600">
          {phase.teamId === myTeamId ? "You drew" : `${label(phase.teamId)} drew`}
        </p>
        <p className="text-xl font-extrabold">{game.lastDraw.card.title}</p>
        <p className="mt-1 text-base text-slate-800">{game.lastDraw.card.text}</p>
      </section>
    );
  }
  if (!card) {
    const reveal = game.reveal;
    if (!reveal) return null;
    const outcome =
      reveal.outcome === "correct"
        ? `${label(reveal.teamId ?? "")} got it right`
        : reveal.outcome === "wrong"
          ? `${reveal.teamId ? label(reveal.teamId) : "No team"} got it wrong`
          : "No one answered";
    return (
      <section aria-label="Last card" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm font-bold uppercase tracking-wide text-slate-600">Last card</p>
        <p className="text-base text-slate-800">{reveal.question}</p>
        <p className="mt-1 text-xl font-extrabold">Answer: {reveal.answer}</p>
        <p className="font-semibold text-slate-700">{outcome}</p>
      </section>
    );
  }
  const clues = card.shownClues;
  return (
    <section aria-label="Clue card" className="rounded-2xl bg-white px-3.5 py-3 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-bold uppercase tracking-wide text-slate-600">Question</p>
        {card.value !== null && phase.type !== "final-question" && (
          <p className="rounded-full bg-slate-900 px-3 py-0.5 text-sm font-bold text-white">Worth {card.value} pts</p>
        )}
      </div>
      <p className="text-lg font-bold leading-snug">{card.question}</p>
      {clues.length > 2 ? (
        // Bids and final questions show several clues at once: keep them short so the answer box stays in reach.
        <ol className="mt-1.5 flex flex-col divide-y divide-amber-200 rounded-xl bg-amber-50 px-3 py-1 ring-1 ring-amber-300">
          {clues.map((clue) => (
            <li key={clue.number} className="flex gap-2 py-1 text-base leading-snug">
              <span className="font-bold text-amber-900">
                <span className="sr-only">Clue </span>
                {clue.number}.
              </span>
              <span>{clue.text}</span>
            </li>
          ))}
        </ol>
      ) : clues.length > 0 ? (
        <ol className="mt-1.5 flex flex-col gap-2">
          {clues.map((clue) => (
            <li key={clue.number} className="rounded-xl bg-amber-50 px-3 py-1.5 ring-1 ring-amber-300">
              <span className="block text-xs font-bold uppercase tracking-wide text-amber-900">Clue {clue.number} of 6</span>
              <span className="text-lg leading-snug">{clue.text}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-slate-700">
          {phase.type === "bid-bidding" ? "Only the question is read while the teams bid." : "No clue read yet."}
        </p>
      )}
      <PhaseFacts game={game} label={label} myTeamId={myTeamId} />
    </section>
  );
}

function PhaseFacts({ game, label, myTeamId }: { game: TeamAudienceView; label: (teamId: string) => string; myTeamId: string }) {
  const phase = game.phase;
  switch (phase.type) {
    case "sale-offers":
      return (
        <p className="mt-2 font-semibold">
          For sale by {label(phase.sellerId)} for {phase.price} pts.{" "}
          {phase.offers.length ? `Offers: ${phase.offers.map(label).join(", ")}.` : "No offers yet."}
        </p>
      );
    case "bid-bidding":
      return phase.bids.length ? (
        <p className="mt-2 font-semibold">Bids: {phase.bids.map((bid) => `${label(bid.teamId)} ${bid.clues}`).join(" → ")}</p>
      ) : (
        <p className="mt-2 font-semibold">
          {label(phase.spinnerId)} bids first, against {label(phase.opponentId)}.
        </p>
      );
    case "playoff":
      return phase.out.length ? (
        <p className="mt-2 font-semibold">
          Out: {phase.out.map((teamId) => (teamId === myTeamId ? "your team" : label(teamId))).join(", ")}
        </p>
      ) : null;
    case "buyer-answering":
      return (
        <p className="mt-2 font-semibold">
          {label(phase.buyerId)} bought it for {phase.price} pts and answers with no more clues.
        </p>
      );
    case "final-question":
      return (
        <p className="mt-2 font-semibold">
          Final question with {phase.clueCount} clue{phase.clueCount === 1 ? "" : "s"}: a right answer wins the game.
        </p>
      );
    default:
      return null;
  }
}

function Scores({ view, game, myTeamId }: { view: PlayerView; game: PlayerView["game"]; myTeamId: string | null }) {
  const turnTeam = game.waitingFor?.role === "team" ? game.waitingFor.teamId : null;
  return (
    <section aria-labelledby="scores-title" className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <h2 id="scores-title" className="mb-1 text-sm font-bold uppercase tracking-wide text-slate-600">
        Scores · first to {game.rules.targetPoints}
      </h2>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-1">
        {game.teams.map((team) => {
          const colour = view.teams.find((t) => t.id === team.id)?.colour ?? "";
          const style = teamStyle(colour);
          return (
            <li
              key={team.id}
              className={`flex items-center gap-1.5 rounded-lg px-1.5 py-1 ${team.id === myTeamId ? "bg-slate-100 font-extrabold" : ""}`}
            >
              <span aria-hidden="true" className="text-lg" style={{ color: style.hex }}>
                {style.symbol}
              </span>
              <span className="min-w-0 flex-1 truncate">
                {team.name}
                {team.id === turnTeam && <span className="sr-only"> (deciding now)</span>}
              </span>
              {team.id === turnTeam && (
                <span aria-hidden="true" className="text-xs font-bold text-slate-600">
                  ◀
                </span>
              )}
              <span className="tabular-nums font-bold">{team.points}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Every card the team holds, folded away: the ones playable now are also in the actions. */
function SavedCardList({ cards }: { cards: TeamAudienceView["savedCards"] }) {
  if (cards.length === 0) return null;
  return (
    <details className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <summary className="cursor-pointer rounded text-base font-bold focus-visible:outline focus-visible:outline-4 focus-visible:outline-blue-700">
        Your saved cards ({cards.length})
      </summary>
      <ul className="mt-2 flex flex-col gap-2">
        {cards.map((card) => (
          <li key={card.id} className="rounded-xl border-2 border-dashed border-slate-400 p-2.5">
            <p className="font-extrabold">{card.title}</p>
            <p className="text-sm text-slate-800">{card.text}</p>
          </li>
        ))}
      </ul>
    </details>
  );
}

function Finished({ view, game }: { view: TeamSessionView; game: TeamAudienceView }) {
  const winnerId = game.phase.type === "finished" ? game.phase.winnerId : null;
  const winner = view.teams.find((team) => team.id === winnerId);
  const won = winnerId === view.teamId;
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-4 px-4 py-6">
      <section role="status" className="rounded-2xl bg-white p-5 text-center shadow-md ring-1 ring-slate-200">
        <h1 className="text-3xl font-black">{winner ? (won ? "Your team won! 🎉" : "Game over") : "The moderator ended the game"}</h1>
        {winner && !won && (
          <p className="mt-2 text-lg">
            <TeamName name={winner.name} colour={winner.colour} /> won the game.
          </p>
        )}
        {game.reveal && <p className="mt-2 text-slate-800">Last answer: {game.reveal.answer}</p>}
      </section>
      <Scores view={view} game={game} myTeamId={view.teamId} />
    </main>
  );
}
