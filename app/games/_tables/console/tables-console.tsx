"use client";

import { useState } from "react";
import Link from "next/link";
import { useGameLog } from "@/app/_components/console/game-log";
import { SecondDevice } from "@/app/_components/console/second-device";
import { SeatClaims } from "@/app/_components/seat-claims";
import { NextGameButton } from "@/app/_components/console/next-game-button";
import { Button, ConfirmDialog, Panel } from "@/app/_components/console/ui";
import { useModeratorSend } from "@/lib/client/use-moderator-send";
import { useLiveView } from "@/lib/client/use-live-view";
import { channelFor } from "@/lib/shared/channels";
import { showTableOnBoard } from "@/app/games/_tables/focus";
import { useTableGame } from "@/app/games/_tables/table-game";
import { lookUp, TeamPill } from "@/app/games/_tables/team-look";
import type { TableGameInfo, TablesConsoleView } from "@/app/games/_tables/views";
import { AdjustDialog } from "./adjust-dialog";
import { ConsoleLobby } from "./console-lobby";
import { lateJoinerAdvice, tableWarnings } from "./oversight";
import { TableLine } from "./table-line";
import { TablesResults } from "./results";
import { TablesLog } from "./tables-log";
import { TeamBoxes } from "./team-boxes";
import type { ConsoleJoin, ConsoleSend } from "./types";
import { useNow } from "./use-now";
import { TrophyIcon } from "@/app/games/_tables/icons";

/**
 * The teacher's console for a class session at tables: the lobby (who joined, seating, start),
 * then every table's line (score, step, whom it waits on) with Pause/Resume, Undo, Adjust score
 * (for a game that takes a correction), the game's own tools, End table and Show on board; late joiners; the session's log and exports; End session.
 */
export function TablesConsole({ gameId, join, info }: { gameId: string; join: ConsoleJoin; info: TableGameInfo }) {
  const live = useLiveView<TablesConsoleView>({
    gameId,
    role: "moderator",
    channelsFor: () => [channelFor.moderator(gameId)],
    presenceChannel: channelFor.presence(gameId),
  });
  const { view, error, connection, presence, refresh } = live;
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [endingTable, setEndingTable] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState<string | null>(null);
  const [onBoard, setOnBoard] = useState<string | null>(null);
  const [secondDevice, setSecondDevice] = useState(false);
  const log = useGameLog(gameId, view?.version ?? null);

  const moderator = useModeratorSend(gameId, view?.version ?? null, refresh);
  const send: ConsoleSend = moderator.send;
  const { busy, notice, dismiss } = moderator;
  const parts = useTableGame();
  const now = useNow(CLOCK_MS);

  if (!view) {
    return (
      <main className="mx-auto max-w-2xl px-6 py-16">
        {error ? (
          <div role="alert" className="rounded-2xl border border-red-300 bg-white p-6 shadow-sm">
            <h1 className="text-2xl font-bold text-slate-950">This console cannot open</h1>
            <p className="mt-2 text-lg text-slate-800">{error.message}</p>
            <p className="mt-4 text-slate-700">
              To moderate from this device, open the console on the device that created the session and choose{" "}
              <strong>Open on another device</strong>.
            </p>
            <p className="mt-4">
              <Link className="font-semibold text-blue-800 underline" href="/host">
                Host a new game
              </Link>
            </p>
          </div>
        ) : (
          <p role="status" className="text-lg text-slate-700">
            Loading the session…
          </p>
        )}
      </main>
    );
  }

  const look = lookUp(view);
  const over = view.status === "finished" || view.status === "ended";
  const online = new Set(presence.map((member) => member.id));
  // Until the presence channel has synced (the console itself is then a member) nobody is known to be offline.
  const onlineKnown = connection === "live" && presence.length > 0 ? online : null;
  const maxPerTeam = info.teams.playersPerTeam.max;
  const games = new Map(view.tableViews.map((entry) => [entry.table, entry.game]));
  const adjustingGame = adjusting ? (games.get(adjusting) ?? null) : null;
  const anyGame = view.tableViews.find((entry) => entry.game)?.game;
  const levelWords = anyGame ? parts.titleSuffix(anyGame) : "";
  const logPanel = <TablesLog log={log} tables={view.tables.map((table) => table.id)} gameId={gameId} compact={view.status === "lobby"} />;
  const show = (table: string | null) => {
    setOnBoard(table);
    showTableOnBoard(gameId, table);
  };

  return (
    <div className="flex min-h-screen flex-col" data-tables-console={info.kind}>
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-[110rem] flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          <Link
            href="/"
            className="rounded text-lg font-extrabold tracking-tight text-slate-950 focus-visible:outline-3 focus-visible:outline-blue-600"
          >
            Clue Spin
          </Link>
          <h1 className="text-base font-semibold text-slate-700">
            {info.title}
            {levelWords} · class session <span className="sr-only">, game code</span>
            <span className="ml-2 rounded-md bg-slate-100 px-2 py-0.5 font-mono text-slate-900">{view.code}</span>
          </h1>
          <ConnectionBadge connection={connection} />
          <nav aria-label="Session tools" className="ml-auto flex flex-wrap items-center gap-2">
            <a
              href={`/board/${gameId}`}
              target="_blank"
              rel="noreferrer"
              className="rounded-lg border border-slate-300 bg-white px-3 py-1 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-blue-600"
            >
              Open board <span aria-hidden="true">↗</span>
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <Button size="sm" onClick={() => setSecondDevice(true)}>
              Open on another device
            </Button>
            <NextGameButton />
            {!over && (
              <Button size="sm" tone="danger" onClick={() => setConfirmEnd(true)}>
                End session
              </Button>
            )}
          </nav>
        </div>
        {connection !== "live" && connection !== "connecting" && (
          <p role="status" className="bg-amber-100 px-4 py-1.5 text-center font-semibold text-amber-950">
            {connection === "offline"
              ? "No connection to the game server: check that it is still running. Your last actions are saved."
              : "Reconnecting… the screen will catch up by itself."}
          </p>
        )}
      </header>

      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-20 flex justify-center px-4">
        {notice && (
          <p
            key={notice.id}
            role={notice.tone === "error" ? "alert" : "status"}
            className={`pointer-events-auto flex items-center gap-3 rounded-xl px-4 py-3 text-base font-semibold shadow-lg ${notice.tone === "error" ? "bg-red-800 text-white" : "bg-slate-900 text-white"}`}
          >
            {notice.text}
            <button
              type="button"
              onClick={dismiss}
              className="rounded px-2 text-white/90 underline focus-visible:outline-3 focus-visible:outline-white"
            >
              Dismiss
            </button>
          </p>
        )}
      </div>

      <SeatClaims
        claims={view.claims ?? []}
        teams={view.teams}
        busy={busy}
        onAnswer={(claimId, grant) => void send({ type: "answerClaim", claimId, grant })}
      />
      <main className="mx-auto w-full max-w-[110rem] flex-1 px-4 py-4">
        {view.status === "lobby" ? (
          <ConsoleLobby
            view={view}
            join={join}
            look={look}
            send={send}
            busy={busy}
            online={online}
            log={logPanel}
            maxPerTeam={maxPerTeam}
          />
        ) : (
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <div className="grid content-start gap-4">
              {over && <Results view={view} />}
              <TablesResults gameId={gameId} version={view.version} over={over} look={look} />
              <section aria-label="Tables" className="grid gap-3 2xl:grid-cols-2">
                {view.tables.map((table) => {
                  const game = games.get(table.id) ?? null;
                  const warnings = tableWarnings({
                    table,
                    teams: view.teams,
                    waitingOn: game ? parts.summary(game).waiting.teamIds : [],
                    online: onlineKnown,
                    maxPerTeam,
                    now,
                  });
                  return (
                    <TableLine
                      key={table.id}
                      table={table}
                      game={game}
                      warnings={warnings}
                      look={look}
                      busy={busy || view.status === "ended"}
                      onBoard={onBoard === table.id}
                      onPause={() => void send({ type: table.paused ? "resumeTable" : "pauseTable", table: table.id })}
                      onUndo={() => void send({ type: "undo", table: table.id })}
                      onAdjust={() => setAdjusting(table.id)}
                      sendAtTable={(command) => send({ type: "atTable", table: table.id, command })}
                      onEnd={() => setEndingTable(table.id)}
                      onShow={() => show(onBoard === table.id ? null : table.id)}
                    />
                  );
                })}
              </section>
              {view.unassigned.length > 0 && !over && (
                <Panel title="Joined late: put them on a team" labelledBy="late-title">
                  <LateJoinerAdvice advice={lateJoinerAdvice(view.teams, maxPerTeam)} />
                  <TeamBoxes view={{ ...view, tables: [] }} look={look} send={send} busy={busy} online={online} maxPerTeam={maxPerTeam} />
                </Panel>
              )}
              {!over && (
                <details className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                  <summary className="cursor-pointer text-sm font-bold tracking-wide text-slate-700 uppercase focus-visible:outline-3 focus-visible:outline-blue-600">
                    Teams and players (move a student)
                  </summary>
                  <div className="mt-3">
                    <TeamBoxes view={view} look={look} send={send} busy={busy} online={online} maxPerTeam={maxPerTeam} />
                  </div>
                </details>
              )}
            </div>
            {logPanel}
          </div>
        )}
      </main>

      {parts.scoreAdjustment && (
        <AdjustDialog
          adjustment={parts.scoreAdjustment}
          table={adjusting}
          teams={adjustingGame ? parts.summary(adjustingGame).teams : []}
          look={look}
          busy={busy}
          onClose={() => setAdjusting(null)}
          onCorrect={(command) => (adjusting ? send({ type: "atTable", table: adjusting, command }) : Promise.resolve(false))}
        />
      )}
      <ConfirmDialog
        open={endingTable !== null}
        title={`End table ${endingTable?.replace(/^T/, "") ?? ""}'s game?`}
        body={<p>Its points stay as they are and its teams cannot play on. The other tables keep playing.</p>}
        confirmLabel="End table"
        onCancel={() => setEndingTable(null)}
        onConfirm={() => {
          if (endingTable) void send({ type: "endTable", table: endingTable });
          setEndingTable(null);
        }}
      />
      <ConfirmDialog
        open={confirmEnd}
        title="End the whole session now?"
        body={<p>Every table stops where it is. The points, the log and the downloads stay here.</p>}
        confirmLabel="End session"
        onCancel={() => setConfirmEnd(false)}
        onConfirm={() => {
          setConfirmEnd(false);
          void send({ type: "endGame" });
        }}
      />
      <SecondDevice gameId={gameId} open={secondDevice} onClose={() => setSecondDevice(false)} />
    </div>
  );
}

/** The table lines' clock: a stuck table's minutes count up between views. */
const CLOCK_MS = 15_000;

function LateJoinerAdvice({ advice }: { advice: ReturnType<typeof lateJoinerAdvice> }) {
  return (
    <p
      className={`mb-3 rounded-lg px-3 py-2 text-base ${advice.tone === "alert" ? "bg-amber-100 font-semibold text-amber-950" : "bg-slate-100 text-slate-900"}`}
      data-late-advice={advice.tone}
    >
      {advice.text}
    </p>
  );
}

function Results({ view }: { view: TablesConsoleView }) {
  const parts = useTableGame();
  const look = lookUp(view);
  return (
    <Panel>
      <h2 className="text-2xl font-black text-slate-950">
        {view.status === "ended" ? "You ended the session" : "Every table has finished"}
      </h2>
      <ul className="mt-3 grid gap-2" aria-label="Results">
        {view.tableViews.map(({ table, game }) => {
          const summary = game ? parts.summary(game) : null;
          return (
            <li key={table} className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 px-3 py-2">
              <span className="font-black">Table {table.replace(/^T/, "")}</span>
              {summary?.teams.map((team) => (
                <span key={team.id} className="flex items-center gap-1.5">
                  <TeamPill team={look(team.id)} size="sm" /> <strong className="tabular-nums">{team.points}</strong>
                </span>
              ))}
              <span className="ml-auto font-semibold text-slate-800">
                {summary?.winnerId ? (
                  <>
                    <TrophyIcon /> {look(summary.winnerId).name}
                  </>
                ) : (
                  "No winner"
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-3">
        <Link className="font-semibold text-blue-800 underline" href="/host">
          Host a new game
        </Link>
      </p>
    </Panel>
  );
}

function ConnectionBadge({ connection }: { connection: string }) {
  const isLive = connection === "live";
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ${isLive ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-950"}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${isLive ? "bg-green-600" : "bg-amber-600"}`} />
      {isLive ? "Live" : connection === "connecting" ? "Connecting…" : connection === "offline" ? "Offline" : "Reconnecting…"}
    </span>
  );
}
