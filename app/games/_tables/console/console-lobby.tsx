"use client";

import { useState, type ReactNode } from "react";
import { Button, ConfirmDialog, Panel } from "@/app/_components/console/ui";
import type { LookUp } from "@/app/games/_tables/team-look";
import type { TablesConsoleView } from "@/app/games/_tables/views";
import { ConsoleIntro } from "@/app/games/_tables/teach/console-intro";
import { tableCountRange } from "./seating";
import { TeamBoxes } from "./team-boxes";
import type { ConsoleJoin, ConsoleSend } from "./types";

/** The lobby: the code and QR code, who joined, "Seat the class" at a number of tables, moving players, Start. */
export function ConsoleLobby({
  view,
  join,
  look,
  send,
  busy,
  online,
  log,
  maxPerTeam,
}: {
  view: TablesConsoleView;
  join: ConsoleJoin;
  look: LookUp;
  send: ConsoleSend;
  busy: boolean;
  online: Set<string>;
  log: ReactNode;
  /** The game's most players a team (its module's), so the console offers only table counts the server seats. */
  maxPerTeam: number;
}) {
  const players = view.teams.reduce((sum, team) => sum + team.players.length, 0) + view.unassigned.length;
  const range = tableCountRange(players, maxPerTeam);
  const [tables, setTables] = useState<string>("auto");
  const [confirmStart, setConfirmStart] = useState(false);
  const seated = view.tables.length > 0;
  const emptyTeam = view.teams.some((team) => team.players.length === 0);
  const start = () => {
    if (view.unassigned.length > 0) setConfirmStart(true);
    else void send({ type: "startGame" });
  };
  const chosenCount = tables === "auto" || !range ? undefined : Math.min(range.max, Math.max(range.min, Number(tables)));
  return (
    <div className="grid gap-4 xl:grid-cols-[26rem_minmax(0,1fr)]">
      <div className="grid content-start gap-4">
        <Panel title="Students join at" labelledBy="join-title">
          <p className="font-mono text-xl font-semibold break-all text-slate-950">{join.lanBase.replace(/^https?:\/\//, "")}/join</p>
          <p className="mt-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">Game code</p>
          <p className="font-mono text-6xl font-black tracking-[0.12em] text-slate-950">{view.code}</p>
          <div className="mt-3 flex items-start gap-4">
            <div
              className="w-40 shrink-0 rounded-xl border border-slate-200 bg-white p-1.5"
              role="img"
              aria-label={`QR code to join: ${join.joinUrl}`}
              dangerouslySetInnerHTML={{ __html: join.qrSvg }}
            />
            <p className="text-sm text-slate-700">
              Phones scan the code to open the join page with the code filled in. Show the{" "}
              <a className="font-semibold text-blue-800 underline" href={`/board/${view.gameId}`} target="_blank" rel="noreferrer">
                board<span className="sr-only"> (opens in a new tab)</span>
              </a>{" "}
              on the projector.
            </p>
          </div>
        </Panel>

        <Panel title="Seat the class" labelledBy="seat-title">
          <p className="text-slate-800" role="status">
            <strong className="text-slate-950">{players}</strong> {players === 1 ? "student has" : "students have"} joined
            {seated ? ` · ${view.tables.length} ${view.tables.length === 1 ? "table" : "tables"} seated` : ""}
            {view.unassigned.length > 0 && seated ? ` · ${view.unassigned.length} without a team` : ""}.
          </p>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <label className="flex flex-col text-sm font-semibold text-slate-800">
              Tables
              <select
                value={tables}
                onChange={(event) => setTables(event.target.value)}
                disabled={!range}
                className="mt-1 rounded-lg border border-slate-400 bg-white px-2 py-2 text-base text-slate-950 focus-visible:outline-3 focus-visible:outline-blue-600"
              >
                <option value="auto">{range ? `As many as needed (${range.auto})` : "As many as needed"}</option>
                {range &&
                  Array.from({ length: range.max - range.min + 1 }, (_, index) => range.min + index).map((count) => (
                    <option key={count} value={String(count)}>
                      {count} {count === 1 ? "table" : "tables"}
                    </option>
                  ))}
              </select>
            </label>
            <Button
              tone={seated ? "secondary" : "primary"}
              size="lg"
              disabled={busy || !range}
              onClick={() => void send({ type: "seatTables", ...(chosenCount ? { tables: chosenCount } : {}) })}
            >
              {seated ? "Seat again" : "Seat the class"}
            </Button>
          </div>
          <p className="mt-2 text-sm text-slate-600">
            {range
              ? "Two teams a table, 1 to 3 students a team, dealt round the tables in the order they joined."
              : "At least two students must join before the class can be seated."}
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
            <Button tone="primary" size="xl" className="flex-1" disabled={busy || !seated || emptyTeam} onClick={start}>
              Start the games
            </Button>
            <Button
              onClick={() => void send({ type: "lockJoining", locked: !view.joinLocked })}
              disabled={busy}
              aria-pressed={view.joinLocked}
            >
              {view.joinLocked ? "🔒 Joining locked: unlock" : "Lock joining"}
            </Button>
          </div>
          {seated && emptyTeam && (
            <p className="mt-2 text-sm font-semibold text-amber-900">A team has nobody: move a student there or seat again.</p>
          )}
        </Panel>
        <ConsoleIntro gameId={view.gameId} />
        {log}
      </div>
      <div className="grid content-start gap-4">
        {seated ? (
          <TeamBoxes view={view} look={look} send={send} busy={busy} online={online} maxPerTeam={maxPerTeam} />
        ) : (
          <Panel title="Joined" labelledBy="joined-title">
            {view.unassigned.length === 0 ? (
              <p className="text-slate-700">Nobody has joined yet. Students type the code on their phones.</p>
            ) : (
              <ul className="flex flex-wrap gap-2" aria-label="Students who joined">
                {view.unassigned.map((player) => (
                  <li key={player.id} className="rounded-lg bg-slate-100 px-3 py-1 font-semibold text-slate-950">
                    {player.name}
                    <span className={`ml-2 text-xs ${online.has(player.id) ? "text-green-800" : "text-slate-600"}`}>
                      {online.has(player.id) ? "● online" : "○ offline"}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        )}
      </div>
      <ConfirmDialog
        open={confirmStart}
        title="Start with students not seated?"
        body={
          <p>
            {view.unassigned.map((player) => player.name).join(", ")} have no team yet. You can put them on a team later from the console.
          </p>
        }
        confirmLabel="Start the games"
        tone="primary"
        onCancel={() => setConfirmStart(false)}
        onConfirm={() => {
          setConfirmStart(false);
          void send({ type: "startGame" });
        }}
      />
    </div>
  );
}
