"use client";

import { useMemo, type ReactNode } from "react";
import { signedPoints } from "@/lib/games/clue-spin/engine/point-reasons";
import { placeLabel, rankTeams } from "@/lib/games/clue-spin/engine/standings";
import type { TeamAudienceView } from "@/lib/games/clue-spin/engine/views";
import { clockText, type CountdownShown } from "@/lib/client/use-countdown";
import { started, type PlayingTeamView } from "@/app/games/clue-spin/session-views";
import type { PointNews } from "@/lib/ui/point-news";
import { teamColour as teamStyle } from "@/lib/shared/team-colours";
import { ActionPanel } from "./action-panel";
import { TeamName } from "./lobby-panel";
import type { PlayerView, PlayingPlayerView, Send } from "./screen-types";
import { planTurn, type TeamName as PlanTeamName } from "./turn-plan";

/** What the phone shows around the game: the news of points, the countdown, the sound switch. */
export interface PhoneExtras {
  news: PointNews | null;
  countdown: CountdownShown | null;
  sound: { muted: boolean; toggle: () => void };
  /** After the game, when the moderator started the next one: the button that joins it. */
  nextGame: ReactNode;
}

/** During and after the game: whose turn it is, the clue on the table, and this team's buttons. */
export function GamePanel({
  view,
  myName,
  busyKey,
  send,
  extras,
}: {
  view: PlayerView;
  myName: string | null;
  busyKey: string | null;
  send: Send;
  extras: PhoneExtras;
}) {
  const playing = started(view);
  if (!playing) {
    // The room was ended from its lobby: no game was played.
    return (
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-extrabold">The game was ended before it started</h1>
        <p role="status" className="rounded-2xl bg-white px-4 py-3 text-lg shadow-sm ring-1 ring-slate-200" data-phone-not-started="">
          Thanks for coming! If your teacher starts another game, you can join it from here.
        </p>
        {extras.nextGame}
      </main>
    );
  }
  if (playing.audience !== "team") {
    return (
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-extrabold">{playing.status === "playing" ? "The game has started" : "The game is over"}</h1>
        <p role="status" className="rounded-2xl bg-white px-4 py-3 text-lg shadow-sm ring-1 ring-slate-200" data-phone-no-team="">
          {playing.status === "playing"
            ? `${myName ?? "You"}, you are not on a team yet: the moderator will put you on one. Wait here, this page will change by itself.`
            : "Thanks for playing!"}
        </p>
        <Scores view={playing} game={playing.game} myTeamId={null} />
      </main>
    );
  }
  return <TeamGame view={playing} myName={myName} busyKey={busyKey} send={send} extras={extras} />;
}

function TeamGame({
  view,
  myName,
  busyKey,
  send,
  extras,
}: {
  view: PlayingTeamView;
  myName: string | null;
  busyKey: string | null;
  send: Send;
  extras: PhoneExtras;
}) {
  const game = view.game;
  const room = view.teams.find((team) => team.id === view.teamId);
  const style = teamStyle(room?.colour ?? "");
  const me = game.teams.find((team) => team.id === view.teamId);
  const labels = useMemo<PlanTeamName[]>(
    () => view.teams.map((team) => ({ id: team.id, label: `${teamStyle(team.colour).symbol} ${team.name}` })),
    [view.teams],
  );
  const plan = useMemo(() => planTurn(game, view.actions, labels), [game, view.actions, labels]);
  const over = view.status === "finished" || view.status === "ended" || game.phase.type === "finished";
  const label = (teamId: string) => labels.find((team) => team.id === teamId)?.label ?? teamId;

  return (
    <>
      <header className="flex items-start gap-3 px-4 py-2 text-[#fff]" style={{ backgroundColor: style.hex }}>
        <div className="min-w-0 flex-1">
          <p className="text-lg font-extrabold leading-tight [overflow-wrap:anywhere]">
            <span aria-hidden="true">{style.symbol} </span>
            {room?.name ?? "Your team"}
          </p>
          <p className="text-sm [overflow-wrap:anywhere]">
            {myName ? `You: ${myName}` : "Your team"} · Game {view.code}
          </p>
        </div>
        <button
          type="button"
          onClick={extras.sound.toggle}
          aria-pressed={!extras.sound.muted}
          className="shrink-0 rounded-lg border-2 border-[#ffffffb3] px-2 py-1 text-sm font-bold focus-visible:outline focus-visible:outline-4 focus-visible:outline-[#fff]"
          data-phone-sound={extras.sound.muted ? "off" : "on"}
        >
          {extras.sound.muted ? "Sound off" : "Sound on"}
        </button>
        <p className="shrink-0 text-right leading-none">
          <span className="block text-3xl font-black tabular-nums">{me?.points ?? 0}</span>
          <span className="text-xs font-semibold uppercase tracking-wide">of {game.rules.targetPoints} pts</span>
        </p>
      </header>

      {over ? (
        <Finished view={view} game={game} news={extras.news} label={label} nextGame={extras.nextGame} />
      ) : (
        <>
          <TurnBand
            plan={plan}
            colour={style.hex}
            game={game}
            labels={labels}
            colourOf={(teamId) => teamStyle(view.teams.find((team) => team.id === teamId)?.colour ?? "").hex}
          />
          {extras.countdown && <CountdownBand shown={extras.countdown} />}
          <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-2.5 px-3 pb-24 pt-2.5">
            <PointNewsCard news={extras.news} label={label} myTeamId={view.teamId} />
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

function CountdownBand({ shown }: { shown: CountdownShown }) {
  return (
    <p
      role="timer"
      className={`px-4 py-2 text-center text-xl font-black tabular-nums ${shown.state === "done" ? "bg-rose-200 text-rose-950" : "bg-sky-200 text-slate-950"}`}
      data-phone-countdown={shown.state}
    >
      {shown.state === "done" ? "Time's up!" : `Talk it over with your team: ${clockText(shown.secondsLeft)}`}
    </p>
  );
}

/** Why points just moved, in one line each; this team's own change stands out. */
function PointNewsCard({ news, label, myTeamId }: { news: PointNews | null; label: (teamId: string) => string; myTeamId: string }) {
  if (!news) return null;
  return (
    <section aria-label="Why points moved" className="rounded-2xl bg-white px-3.5 py-2.5 shadow-sm ring-1 ring-slate-200" data-phone-why="">
      <ul className="flex flex-col gap-1.5">
        {news.lines.map((line) => (
          <li key={line.seqs.join("-")} className="text-base leading-snug text-slate-900 [overflow-wrap:anywhere]">
            {line.deltas.map((entry) => {
              const mine = entry.teamId === myTeamId;
              const delta = news.undone ? -entry.delta : entry.delta;
              return (
                <span
                  key={entry.teamId}
                  className={`mr-1.5 inline-block rounded-md px-1.5 font-extrabold ${news.undone ? "bg-slate-200 text-slate-950" : delta > 0 ? "bg-emerald-100 text-emerald-950" : "bg-rose-100 text-rose-950"} ${mine ? "ring-2 ring-slate-900" : ""}`}
                >
                  {mine ? "Your team" : label(entry.teamId)} {news.undone ? `↶ ${Math.abs(entry.delta)} undone` : signedPoints(entry.delta)}
                </span>
              );
            })}
            <span className="font-semibold">{news.undone ? `Undone: ${line.reason}` : line.reason}</span>
          </li>
        ))}
      </ul>
    </section>
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
      <section role="status" aria-live="assertive" className="px-4 py-3 text-center text-[#fff]" style={{ backgroundColor: colour }}>
        {/* A frame in the team colour round the whole screen: the turn is obvious at a glance. */}
        <span aria-hidden="true" className="pointer-events-none fixed inset-0 z-20 border-[6px]" style={{ borderColor: colour }} />
        <p className="text-[1.7rem] font-black uppercase leading-tight tracking-wide">Your team&apos;s turn</p>
        <p className="text-base font-semibold [overflow-wrap:anywhere]">
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
      <p className="text-sm font-bold uppercase tracking-wide text-slate-600 [overflow-wrap:anywhere]">
        {plan.headline}
        {spinText ? ` · ${spinText}` : ""}
      </p>
      <p className="text-lg font-semibold leading-snug [overflow-wrap:anywhere]">{plan.waiting}</p>
    </section>
  );
}

/** "Worth 9 pts", or with the bank's bonus "Worth 7 + 3 bonus". */
function worthText(card: NonNullable<TeamAudienceView["card"]>): string | null {
  const reward = card.reward;
  if (!reward) return null;
  return reward.bonus > 0 ? `Worth ${reward.points} + ${reward.bonus} bonus` : `Worth ${reward.points} pts`;
}

function CardPanel({ game, labels, myTeamId }: { game: TeamAudienceView; labels: PlanTeamName[]; myTeamId: string }) {
  const label = (teamId: string) => labels.find((team) => team.id === teamId)?.label ?? teamId;
  const phase = game.phase;
  const card = game.card;
  // A drawn card on the table, or (at the start of the next turn, with no answer up) the card that just acted.
  const drawn = game.lastDraw?.card && (phase.type === "draw-card" || (phase.type === "turn-start" && !game.reveal)) ? game.lastDraw : null;
  if (drawn?.card) {
    return (
      <section aria-label="Draw card" className="rounded-2xl border-2 border-dashed border-slate-400 bg-white p-4" data-phone-draw-card="">
        <p className="text-sm font-bold uppercase tracking-wide text-slate-600 [overflow-wrap:anywhere]">
          {drawn.teamId === myTeamId ? "Your team drew" : `${label(drawn.teamId)} drew`}
        </p>
        <p className="text-xl font-extrabold">{drawn.card.title}</p>
        <p className="mt-1 text-base text-slate-800">{drawn.card.text}</p>
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
          ? reveal.teamId
            ? `${label(reveal.teamId)} got it wrong`
            : "Every team got it wrong"
          : "No one answered";
    return (
      <section aria-label="Last card" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm font-bold uppercase tracking-wide text-slate-600">Last card</p>
        <p className="text-base text-slate-800 [overflow-wrap:anywhere]">{reveal.question}</p>
        <p className="mt-1 text-xl font-extrabold [overflow-wrap:anywhere]">Answer: {reveal.answer}</p>
        <p className="font-semibold text-slate-700 [overflow-wrap:anywhere]">{outcome}</p>
      </section>
    );
  }
  const clues = card.shownClues;
  const worth = phase.type === "final-question" ? "A right answer wins" : worthText(card);
  return (
    <section aria-label="Clue card" className="rounded-2xl bg-white px-3.5 py-3 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-sm font-bold uppercase tracking-wide text-slate-600">Question</p>
        {worth && <p className="rounded-full bg-slate-900 px-3 py-0.5 text-sm font-bold text-white">{worth}</p>}
      </div>
      <p className="text-lg font-bold leading-snug [overflow-wrap:anywhere]">{card.question}</p>
      {clues.length > 2 ? (
        // Bids and final questions show several clues at once: keep them short so the answer box stays in reach.
        <ol className="mt-1.5 flex flex-col divide-y divide-amber-200 rounded-xl bg-amber-50 px-3 py-1 ring-1 ring-amber-300">
          {clues.map((clue) => (
            <li key={clue.number} className="flex gap-2 py-1 text-base leading-snug">
              <span className="font-bold text-amber-900">
                <span className="sr-only">Clue </span>
                {clue.number}.
              </span>
              <span className="min-w-0 [overflow-wrap:anywhere]">{clue.text}</span>
            </li>
          ))}
        </ol>
      ) : clues.length > 0 ? (
        <ol className="mt-1.5 flex flex-col gap-2">
          {clues.map((clue) => (
            <li key={clue.number} className="rounded-xl bg-amber-50 px-3 py-1.5 ring-1 ring-amber-300">
              <span className="block text-xs font-bold uppercase tracking-wide text-amber-900">Clue {clue.number} of 6</span>
              <span className="text-lg leading-snug [overflow-wrap:anywhere]">{clue.text}</span>
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
  const text = (() => {
    switch (phase.type) {
      case "sale-offers":
        return `For sale by ${label(phase.sellerId)} for ${phase.price} pts. ${phase.offers.length ? `Offers: ${phase.offers.map(label).join(", ")}.` : "No offers yet."}`;
      case "bid-bidding":
        return phase.bids.length
          ? `Bids: ${phase.bids.map((bid) => `${label(bid.teamId)} ${bid.clues}`).join(" → ")}`
          : `${label(phase.spinnerId)} bids first, against ${label(phase.opponentId)}.`;
      case "playoff":
        return phase.out.length
          ? `Out: ${phase.out.map((teamId) => (teamId === myTeamId ? "your team" : label(teamId))).join(", ")}`
          : null;
      case "buyer-answering":
        return `${label(phase.buyerId)} bought it for ${phase.price} pts and answers with no more clues.`;
      case "bid-answering": {
        const reward = game.card?.reward;
        const penalty = game.card?.penalty;
        return reward && penalty
          ? `Right: +${reward.points} from ${label(reward.from)} and +${reward.bonus} bonus. Wrong: pay ${label(penalty.to)} ${penalty.points}.`
          : null;
      }
      case "final-question":
        return `Final question with ${phase.clueCount} clue${phase.clueCount === 1 ? "" : "s"}: a right answer wins the game.`;
      default:
        return null;
    }
  })();
  return text ? <p className="mt-2 font-semibold [overflow-wrap:anywhere]">{text}</p> : null;
}

function Scores({ view, game, myTeamId }: { view: PlayerView; game: PlayingPlayerView["game"]; myTeamId: string | null }) {
  // Only while the game is being played is a team "deciding now".
  const playing = view.status === "playing" && game.phase.type !== "finished";
  const turnTeam = playing && game.waitingFor?.role === "team" ? game.waitingFor.teamId : null;
  return (
    <section aria-labelledby="scores-title" className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <h2 id="scores-title" className="mb-1 text-sm font-bold uppercase tracking-wide text-slate-600">
        Scores · first to {game.rules.targetPoints}
      </h2>
      <ul className="flex flex-col gap-1">
        {game.teams.map((team) => {
          const colour = view.teams.find((t) => t.id === team.id)?.colour ?? "";
          const style = teamStyle(colour);
          return (
            <li
              key={team.id}
              className={`flex items-center gap-1.5 rounded-lg px-1.5 py-0.5 ${team.id === myTeamId ? "bg-slate-100 font-extrabold" : ""}`}
              data-phone-score={team.id}
            >
              <span aria-hidden="true" className="text-lg" style={{ color: style.hex }}>
                {style.symbol}
              </span>
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
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

function Finished({
  view,
  game,
  news,
  label,
  nextGame,
}: {
  view: PlayingTeamView;
  game: TeamAudienceView;
  news: PointNews | null;
  label: (teamId: string) => string;
  nextGame: ReactNode;
}) {
  const winnerId = game.phase.type === "finished" ? game.phase.winnerId : null;
  const winner = view.teams.find((team) => team.id === winnerId);
  const won = winnerId === view.teamId;
  const ranked = rankTeams(game.teams, winnerId);
  const mine = ranked.find((entry) => entry.team.id === view.teamId);
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-4 px-4 py-6">
      <section role="status" className="rounded-2xl bg-white p-5 text-center shadow-md ring-1 ring-slate-200">
        <h1 className="text-3xl font-black">{winner ? (won ? "Your team won! 🎉" : "Game over") : "The moderator ended the game"}</h1>
        {winner && !won && (
          <p className="mt-2 text-lg">
            <TeamName name={winner.name} colour={winner.colour} /> won the game.
          </p>
        )}
        {mine && <p className="mt-2 text-lg font-semibold">Your team finished {placeLabel(mine.rank, mine.tied)}.</p>}
        {game.reveal && <p className="mt-2 text-slate-800 [overflow-wrap:anywhere]">Last answer: {game.reveal.answer}</p>}
      </section>
      {nextGame}
      <PointNewsCard news={news} label={label} myTeamId={view.teamId} />
      <section aria-labelledby="final-title" className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <h2 id="final-title" className="mb-1 text-sm font-bold uppercase tracking-wide text-slate-600">
          Final standings
        </h2>
        <ol className="flex flex-col gap-1">
          {ranked.map(({ team, rank, tied }) => (
            <li
              key={team.id}
              className={`flex items-center gap-2 rounded-lg px-1.5 py-0.5 ${team.id === view.teamId ? "bg-slate-100 font-extrabold" : ""}`}
            >
              <span className="w-10 shrink-0 font-bold tabular-nums">{placeLabel(rank, tied)}</span>
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{label(team.id)}</span>
              <span className="font-bold tabular-nums">{team.points}</span>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
