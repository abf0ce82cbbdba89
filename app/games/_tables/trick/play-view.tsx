"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Category } from "@/lib/games/trick-kit/cards";
import {
  CARD_MOVE_TYPES,
  cardMoves,
  cardMoveType,
  decisionLabel,
  decisions,
  defaultChoice,
  playableCards,
  pausedBecause,
  refusalsFor,
  refusedDecisions,
  type CardCommand,
  type DecisionCommand,
  type MoveChoice,
  type TableGameCommand,
} from "./moves";
import { PowerCardChip } from "@/app/games/_tables/parts";
import { useTableGame, type TableGameView } from "@/app/games/_tables/table-game";
import { lookUp, TeamPill } from "@/app/games/_tables/team-look";
import type { OwnHand } from "./own";
import { categoryName, listWords, plural, sentenceCase } from "@/app/games/_tables/words";
import { baseMeaning, belowBaseWarning, trickAim, type TrickAim } from "./base-check";
import { Composer } from "./composer";
import { Hand } from "./hand";
import { PauseIcon, TrophyIcon } from "@/app/games/_tables/icons";
import type { TablesTeamView } from "@/lib/shared/room-views";

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
  const [explained, setExplained] = useState<string | null>(null);
  const banner = useRef<HTMLParagraphElement>(null);
  const parts = useTableGame();
  const allowed = view.actions.allowed;
  const moveType = cardMoveType(allowed);
  const ourTurn = !view.paused && (moveType !== null || decisions(allowed).length > 0);
  useBringIntoView(banner, ourTurn);
  if (!game) return null;
  const look = lookUp(view);
  const me = look(view.teamId);
  const them = look(game.teams.find((team) => team.id !== view.teamId)?.id ?? view.teamId);
  const summary = parts.summary(game);
  const table = view.tables.find((candidate) => candidate.id === view.table);
  const over = table?.over === true || view.status === "finished" || view.status === "ended";
  const playable = playableCards(allowed);
  const isPlunge = (command: DecisionCommand) => command.type === "geoPlunge" || command.type === "declineGeoPlunge";
  const plunge = decisions(allowed).filter(isPlunge);
  const choices = decisions(allowed).filter((command) => !isPlunge(command));
  const pickedMoves = picked ? cardMoves(allowed, picked.card) : [];
  const active = picked && pickedMoves.length > 0 ? picked : null;
  const sortBy = sortChoice ?? own.categoryInPlay ?? "statehood";
  const aim = trickAim(own.focus, sortBy, active?.choice ?? null, own.powerCards);
  const activeCard = active ? own.hand.find((card) => card.code === active.card) : undefined;
  const role = own.focus.kind === "ranks" ? own.focus.role : null;
  const warning = activeCard && role !== null ? belowBaseWarning(activeCard, aim, role) : null;
  const refusedChoices = choices.length > 0 ? refusedDecisions(view.actions, choices) : [];
  const waitingOn = summary.waiting.teamIds.map((id) => (id === view.teamId ? "your team" : look(id).name));

  const whyNot = (code: string): string => {
    if (view.paused) return pausedBecause(view.actions) ?? "Your table is paused.";
    if (over) return "This game is over: no more cards are played.";
    if (moveType !== null) return refusalsFor(view.actions, [moveType])[0] ?? "This card cannot be played now.";
    const engine = refusalsFor(view.actions, CARD_MOVE_TYPES)[0];
    if (engine) return engine;
    if (choices.length > 0 || plunge.length > 0) return "First your team decides: use the buttons above the hand.";
    if (waitingOn.length > 0) return `Not your move: waiting for ${listWords(waitingOn)} to ${summary.waiting.what}.`;
    return `${own.hand.find((card) => card.code === code)?.name ?? code} cannot be played now.`;
  };

  const sendMove = async (command: CardCommand | DecisionCommand) => {
    const accepted = await send("move", command);
    if (accepted) setPicked(null);
  };

  const handFirst = moveType !== null && !over;
  const tableSection = (
    <section
      aria-labelledby="table-title"
      className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
      data-phone-table=""
    >
      <h2 id="table-title" className="text-lg font-extrabold text-slate-950">
        On the table <span className="font-semibold text-slate-700">· {summary.round}</span>
      </h2>
      {/* Keyed by the trick, so a card played and a trick won come in with their motion (phone-motion.css). */}
      <div key={`now-${summary.battle}-${summary.tricksPlayed}`} className="empty:hidden" data-motion="trick-now">
        {currentTrick}
      </div>
      <div key={`won-${summary.battle}-${summary.tricksPlayed}`} className="empty:hidden" data-motion="trick-won">
        <parts.FinishedTrick game={game} look={look} size="phone" />
      </div>
      <parts.Setup game={game} look={look} size="phone" />
      <parts.Result game={game} look={look} size="phone" />
    </section>
  );

  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-2.5 px-3 pt-2 pb-6" data-phone-play="">
      <ScoreBar view={view} />
      <TurnBanner
        ref={banner}
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
          {refusedChoices.length > 0 && (
            <RefusedChoices
              refused={refusedChoices}
              explained={explained}
              onExplain={(type) => setExplained(explained === type ? null : type)}
            />
          )}
        </section>
      )}

      {handFirst && <TrickFocusLine focus={own.focus} aim={aim} />}
      {!handFirst && tableSection}

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
        aim={aim}
        whyNot={whyNot}
      />
      {moveType !== null && !active && (
        <p className="text-sm font-semibold text-slate-800">Tap a card marked ✓ Play to {HINTS[moveType]}.</p>
      )}

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

      {handFirst && tableSection}

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
          cardName={activeCard?.name ?? active.card}
          moves={pickedMoves}
          choice={active.choice}
          onChoice={(choice) => setPicked({ card: active.card, choice })}
          powerCards={own.powerCards}
          otherTeam={them.name}
          busy={busy !== null}
          onSend={(command) => void sendMove(command)}
          onCancel={() => setPicked(null)}
          onHeight={setComposerHeight}
          aim={role === null ? null : aim}
          warning={warning}
        />
      )}
      <div aria-hidden="true" style={{ height: active ? composerHeight : 0 }} />
      <p className="sr-only">
        You are on {me.name}, {me.colourName}.
      </p>
    </main>
  );
}

/**
 * When the team's move begins, its banner (and the hand right under it) comes to the top of the
 * screen, smoothly unless the phone asks for reduced motion. Not on first load: a reload keeps the
 * place the student scrolled to.
 */
function useBringIntoView(target: React.RefObject<HTMLElement | null>, ourTurn: boolean): void {
  const previous = useRef<boolean | null>(null);
  useEffect(() => {
    const was = previous.current;
    previous.current = ourTurn;
    if (!ourTurn || was !== false) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.current?.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
  }, [ourTurn, target]);
}

/** The trick the team plays on, in labelled words: its base (and what the base means) and its category. */
function TrickFocusLine({ focus, aim }: { focus: OwnHand["focus"]; aim: TrickAim | null }) {
  if (focus.kind !== "ranks" || focus.role === null) return null;
  const base = aim?.base ?? null;
  const category =
    focus.role === "follow" && focus.category !== null
      ? `${categoryName(focus.category)} (announced)`
      : aim?.settled
        ? categoryName(aim.category)
        : "you announce it";
  return (
    <div className="rounded-xl bg-amber-50 px-3 py-1.5 text-sm text-slate-950 ring-1 ring-amber-300" data-trick-focus="">
      <p className="flex flex-wrap gap-x-3">
        <span>
          <span className="text-xs font-bold tracking-wide text-slate-700 uppercase">Base</span>{" "}
          <strong className="text-base">
            {base ?? (focus.bases.length > 0 ? `${focus.bases.join(" or ")} (you pick)` : "not set yet")}
          </strong>
        </span>
        <span>
          <span className="text-xs font-bold tracking-wide text-slate-700 uppercase">Category</span>{" "}
          <strong className="text-base">{category}</strong>
        </span>
      </p>
      {base !== null && (
        <p className="text-xs text-slate-800">
          Base {base}: {baseMeaning(base)}.
        </p>
      )}
    </div>
  );
}

/** The kinds of decision the engine refuses now: named, and explained only when tapped. */
function RefusedChoices({
  refused,
  explained,
  onExplain,
}: {
  refused: { type: string; label: string; reason: string }[];
  explained: string | null;
  onExplain: (type: string) => void;
}) {
  const shown = refused.find((entry) => entry.type === explained);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="text-xs font-bold text-slate-700">Not now:</span>
        {refused.map((entry) => (
          <button
            key={entry.type}
            type="button"
            aria-expanded={explained === entry.type}
            onClick={() => onExplain(entry.type)}
            data-refused-decision={entry.type}
            className="min-h-9 rounded-lg border-2 border-dashed border-slate-400 bg-slate-50 px-2.5 text-sm font-bold text-slate-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {entry.label}
          </button>
        ))}
      </div>
      {shown && (
        <p role="status" className="rounded-lg bg-slate-800 px-3 py-1.5 text-sm font-semibold text-white" data-refusal-reason="">
          {shown.reason}
        </p>
      )}
    </div>
  );
}

const HINTS = { discard: "discard it", trade: "give it to the other team", lead: "lead it", follow: "play it" } as const;

/** Both teams' points and tricks this battle, always at the top, in two short lines so the hand stays on the first screen. */
function ScoreBar({ view }: { view: TrickTeamView }) {
  const game = view.game;
  const parts = useTableGame();
  if (!game) return null;
  const look = lookUp(view);
  const summary = parts.summary(game);
  return (
    <section aria-label="Score" className="grid grid-cols-2 gap-1.5" data-score-bar="">
      {summary.teams.map((team) => (
        <div
          key={team.id}
          className={`flex min-w-0 flex-col rounded-xl bg-white px-2 py-1 shadow-sm ring-1 ${team.id === view.teamId ? "ring-2 ring-[var(--team)]" : "ring-slate-200"}`}
        >
          <TeamPill team={look(team.id)} size="xs" />
          <p className="flex items-baseline gap-1 text-slate-950">
            <span className="text-xl leading-tight font-black tabular-nums">{team.points}</span>
            <span className="text-xs font-semibold">pts</span>
            {team.id === view.teamId && <span className="text-xs font-bold text-slate-700">· you</span>}
            <span className="ml-auto text-sm font-bold whitespace-nowrap tabular-nums">{plural(team.tricks ?? 0, "trick")}</span>
          </p>
        </div>
      ))}
      <p className="col-span-2 text-xs font-semibold text-slate-700">
        {view.table} · {summary.round} · {summary.goal}
      </p>
    </section>
  );
}

function TurnBanner({
  ref,
  view,
  over,
  yourMove,
  waiting,
}: {
  ref: React.Ref<HTMLParagraphElement>;
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
    <p
      ref={ref}
      role="status"
      aria-live="polite"
      className={`scroll-mt-2 rounded-2xl px-4 py-2 text-lg leading-snug font-black shadow-sm ${tone}`}
      data-turn-banner=""
    >
      {body}
    </p>
  );
}
