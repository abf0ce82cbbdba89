"use client";

import { useState, type ReactNode } from "react";
import type { Category } from "@/lib/games/trick-kit/cards";
import {
  CARD_MOVE_TYPES,
  DECISION_TYPES,
  cardMoves,
  cardMoveType,
  decisionLabel,
  decisions,
  defaultChoice,
  playableCards,
  pausedBecause,
  refusalsFor,
  type CardCommand,
  type DecisionCommand,
  type MoveChoice,
  type TableGameCommand,
} from "./moves";
import { PowerCardChip } from "@/app/games/_tables/parts";
import { useTableGame, type TableGameView } from "@/app/games/_tables/table-game";
import { lookUp, TeamPill } from "@/app/games/_tables/team-look";
import type { OwnHand } from "./own";
import { plural, sentenceCase } from "@/app/games/_tables/words";
import { Composer } from "./composer";
import { Hand } from "./hand";
import { PauseIcon, TrophyIcon } from "@/app/games/_tables/icons";
import { REASONS_SHOWN, type TablesTeamView } from "@/lib/shared/room-views";

type Send = (key: string, command: TableGameCommand) => Promise<boolean>;
type TrickTeamView = TablesTeamView<TableGameView, TableGameCommand>;

/**
 * A seated team's phone while its trick game plays: whose move, the table, the hand, and the move
 * being composed. `currentTrick` is the trick in play drawn with the team's own face-down lead;
 * `history` the tricks and battles so far.
 */
export function PlayView({
  view,
  busy,
  send,
  own,
  currentTrick,
  history,
}: {
  view: TrickTeamView;
  busy: string | null;
  send: Send;
  own: OwnHand;
  currentTrick: ReactNode;
  history: ReactNode;
}) {
  const game = view.game;
  const [sortChoice, setSortChoice] = useState<Category | null>(null);
  const [picked, setPicked] = useState<{ card: string; choice: MoveChoice } | null>(null);
  const [composerHeight, setComposerHeight] = useState(0);
  const parts = useTableGame();
  if (!game) return null;
  const look = lookUp(view);
  const me = look(view.teamId);
  const them = look(game.teams.find((team) => team.id !== view.teamId)?.id ?? view.teamId);
  const summary = parts.summary(game);
  const table = view.tables.find((candidate) => candidate.id === view.table);
  const over = table?.over === true || view.status === "finished" || view.status === "ended";
  const allowed = view.actions.allowed;
  const playable = playableCards(allowed);
  const moveType = cardMoveType(allowed);
  const isPlunge = (command: DecisionCommand) => command.type === "geoPlunge" || command.type === "declineGeoPlunge";
  const plunge = decisions(allowed).filter(isPlunge);
  const choices = decisions(allowed).filter((command) => !isPlunge(command));
  const pickedMoves = picked ? cardMoves(allowed, picked.card) : [];
  const active = picked && pickedMoves.length > 0 ? picked : null;
  const sortBy = sortChoice ?? own.categoryInPlay ?? "statehood";
  const cardRefusals = moveType === null ? refusalsFor(view.actions, CARD_MOVE_TYPES) : [];
  const decisionRefusals = refusalsFor(view.actions, DECISION_TYPES);

  const sendMove = async (command: CardCommand | DecisionCommand) => {
    const accepted = await send("move", command);
    if (accepted) setPicked(null);
  };

  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-3 px-4 pt-2 pb-6" data-phone-play="">
      <ScoreBar view={view} />
      <TurnBanner
        view={view}
        over={over}
        yourMove={own.yourMove ?? (summary.waiting.teamIds.includes(view.teamId) ? summary.waiting.what : null)}
        waiting={summary.waiting}
      />

      {parts.windowOpen(game) && (
        <div className="flex flex-col gap-2">
          <parts.Window game={game} look={look} size="phone" />
          {plunge.length > 0 && (
            <div className="grid grid-cols-2 gap-2">
              {plunge.map((command) => (
                <button
                  key={command.type}
                  type="button"
                  disabled={busy !== null}
                  onClick={() => void sendMove(command)}
                  data-decision={command.type}
                  className={`min-h-16 rounded-2xl px-3 text-lg font-black shadow focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-slate-950 disabled:opacity-60 ${
                    command.type === "geoPlunge" ? "bg-[var(--team)] text-white" : "border-2 border-slate-500 bg-white text-slate-950"
                  }`}
                >
                  {decisionLabel(command, [])}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      {choices.length > 0 && (
        <section aria-label="Your team decides" className="flex flex-col gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-base font-extrabold">{own.yourMove ? sentenceCase(own.yourMove) : "Decide"}</h2>
          <div className="flex flex-wrap gap-2">
            {choices.map((command, index) => (
              <button
                key={index}
                type="button"
                disabled={busy !== null}
                onClick={() => void sendMove(command)}
                data-decision={command.type}
                className="min-h-12 rounded-xl bg-[var(--team)] px-4 text-base font-black text-white shadow focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-slate-950 disabled:opacity-60"
              >
                {decisionLabel(command, [...own.powerCardsOnTable, ...own.powerCards])}
              </button>
            ))}
          </div>
        </section>
      )}
      {decisionRefusals.length > 0 && <Reasons reasons={decisionRefusals} title="Not possible now" />}

      <section
        aria-labelledby="table-title"
        className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
        data-phone-table=""
      >
        <h2 id="table-title" className="text-lg font-extrabold text-slate-950">
          On the table <span className="font-semibold text-slate-700">· {summary.round}</span>
        </h2>
        {currentTrick}
        <parts.FinishedTrick game={game} look={look} size="phone" />
        <parts.Setup game={game} look={look} size="phone" />
        <parts.Result game={game} look={look} size="phone" />
      </section>

      {own.powerCards.length > 0 && (
        <section aria-label="Your Power cards" className="flex flex-col gap-1">
          <h2 className="text-base font-extrabold">Your Power cards</h2>
          <p className="flex flex-wrap gap-1.5">
            {own.powerCards.map((card) => (
              <PowerCardChip key={card.id} card={card} size="phone" />
            ))}
          </p>
          {own.mustPlay && own.mustPlay.powerCardsLeft > 0 && <p className="text-sm text-slate-800">{own.mustPlay.rule}</p>}
        </section>
      )}
      {own.cardsSetAside > 0 && (
        <p className="text-sm text-slate-800">{plural(own.cardsSetAside, "card")} lie face-down until the trade is over.</p>
      )}
      {own.tradePick && (
        <p className="text-sm font-semibold text-slate-900">
          You picked {own.hand.find((card) => card.code === own.tradePick)?.name ?? own.tradePick} to give to {them.name}.
        </p>
      )}

      <Hand
        hand={own.hand}
        sortBy={sortBy}
        onSort={setSortChoice}
        playable={playable}
        choosing={moveType !== null && !over}
        selected={active?.card ?? null}
        onSelect={(card) => {
          const moves = cardMoves(allowed, card);
          setPicked(active?.card === card ? null : { card, choice: defaultChoice(moves) });
        }}
        star={own.star}
      />
      {moveType !== null && !active && (
        <p className="text-sm font-semibold text-slate-800">Tap a card marked ✓ Can play to {HINTS[moveType]}.</p>
      )}
      {cardRefusals.length > 0 && <Reasons reasons={cardRefusals} title="Why you cannot play a card now" />}

      {(summary.tricksPlayed > 1 || summary.lastBattle !== null) && (
        <details className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
          <summary className="cursor-pointer text-base font-extrabold focus-visible:outline-3 focus-visible:outline-blue-700">
            Tricks and battles so far
          </summary>
          <div className="mt-2 flex flex-col gap-3">{history}</div>
        </details>
      )}

      {active && (
        <Composer
          cardName={own.hand.find((card) => card.code === active.card)?.name ?? active.card}
          moves={pickedMoves}
          choice={active.choice}
          onChoice={(choice) => setPicked({ card: active.card, choice })}
          powerCards={own.powerCards}
          otherTeam={them.name}
          busy={busy !== null}
          onSend={(command) => void sendMove(command)}
          onCancel={() => setPicked(null)}
          onHeight={setComposerHeight}
        />
      )}
      <div aria-hidden="true" style={{ height: active ? composerHeight : 0 }} />
      <p className="sr-only">
        You are on {me.name}, {me.colourName}.
      </p>
    </main>
  );
}

const HINTS = { discard: "discard it", trade: "give it to the other team", lead: "lead it", follow: "play it" } as const;

function Reasons({ reasons, title }: { reasons: string[]; title: string }) {
  return (
    <div className="rounded-xl bg-slate-200/70 px-3 py-2 text-sm text-slate-900" data-refusals="">
      <p className="font-bold">{title}:</p>
      <ul className="list-disc pl-5">
        {reasons.slice(0, REASONS_SHOWN).map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}

/** Both teams' points and tricks this battle, always at the top. */
function ScoreBar({ view }: { view: TrickTeamView }) {
  const game = view.game;
  const parts = useTableGame();
  if (!game) return null;
  const look = lookUp(view);
  const summary = parts.summary(game);
  return (
    <section aria-label="Score" className="grid grid-cols-2 gap-2" data-score-bar="">
      {summary.teams.map((team) => (
        <div
          key={team.id}
          className={`flex flex-col gap-0.5 rounded-xl bg-white px-2 py-1.5 shadow-sm ring-1 ${team.id === view.teamId ? "ring-2 ring-[var(--team)]" : "ring-slate-200"}`}
        >
          <TeamPill team={look(team.id)} size="xs" />
          <p className="flex items-baseline gap-1.5 text-slate-950">
            <span className="text-2xl font-black tabular-nums">{team.points}</span>
            <span className="text-xs font-semibold">points</span>
            <span className="ml-auto text-sm font-bold tabular-nums">{plural(team.tricks ?? 0, "trick")}</span>
          </p>
          {team.id === view.teamId && <span className="text-xs font-bold text-slate-700">Your team</span>}
        </div>
      ))}
      <p className="col-span-2 text-xs font-semibold text-slate-700">
        {view.table} · {summary.round} · {summary.goal}
      </p>
    </section>
  );
}

function TurnBanner({
  view,
  over,
  yourMove,
  waiting,
}: {
  view: TrickTeamView;
  over: boolean;
  yourMove: string | null;
  waiting: { teamIds: string[]; what: string };
}) {
  const game = view.game;
  const parts = useTableGame();
  const look = lookUp(view);
  const winnerId = game ? parts.summary(game).winnerId : null;
  let tone = "bg-white text-slate-950 ring-1 ring-slate-300";
  let body: React.ReactNode;
  if (view.status === "ended") {
    body = <>The teacher ended the session.</>;
  } else if (winnerId) {
    tone = "bg-emerald-700 text-white";
    body = (
      <>
        <TrophyIcon /> {winnerId === view.teamId ? "Your team wins!" : `${look(winnerId).name} wins.`}{" "}
        {winnerId !== view.teamId && "Well played."}
      </>
    );
  } else if (over) {
    body = <>The teacher ended your table&apos;s game.</>;
  } else if (view.paused) {
    tone = "bg-amber-300 text-slate-950";
    body = (
      <>
        <span className="block text-sm font-bold tracking-wide uppercase">
          <PauseIcon /> Paused
        </span>
        {pausedBecause(view.actions)}
      </>
    );
  } else if (yourMove) {
    tone = "bg-[var(--team)] text-white";
    body = (
      <>
        <span className="block text-sm font-bold tracking-wide uppercase">Your move</span>
        {sentenceCase(yourMove)}
      </>
    );
  } else if (waiting.teamIds.length > 0) {
    body = (
      <>
        Waiting for {waiting.teamIds.map((id) => (id === view.teamId ? "your team" : look(id).name)).join(" and ")} to {waiting.what}.
      </>
    );
  } else body = <>{waiting.what ? sentenceCase(waiting.what) : "Waiting…"}</>;
  return (
    <p role="status" aria-live="polite" className={`rounded-2xl px-4 py-3 text-xl font-black shadow-sm ${tone}`} data-turn-banner="">
      {body}
    </p>
  );
}
