"use client";

import { Fragment } from "react";
import { px, useFit, type FitStep } from "@/app/_components/board/fit";
import type { LookUp } from "@/app/games/_tables/team-look";
import type { TablesBoardScreenView } from "@/app/games/_tables/views";
import { atTableName } from "./team-label";

export interface BoardJoin {
  /** Host and port students type, e.g. "192.168.1.20:3000". */
  base: string;
  url: string;
  qrSvg: string;
}

/** Names the unseated lobby lists at most: the latest joiners, then how many more (the phones confirm each join). */
const NAMES_LISTED = 36;

const NAME_STEPS: readonly FitStep[] = [30, 28, 26, 24, 22, 20].map((size) => ({ "--l-name": px(size) }));

/**
 * Before the games: the join code and QR code as large as the screen allows with who has joined;
 * once the class is seated, every table with its teams and students across the whole board (the
 * join address moves to the header), its columns and type fitted to the class: 1 to 30 tables.
 */
export function BoardLobby({ view, join, look }: { view: TablesBoardScreenView; join: BoardJoin; look: LookUp }) {
  if (view.tables.length > 0) return <SeatedLobby view={view} look={look} />;
  const names = view.unassigned.map((player) => player.name);
  const listed = names.slice(-NAMES_LISTED);
  const players = view.teams.reduce((sum, team) => sum + team.players.length, 0) + view.unassigned.length;
  return (
    <div className="grid h-full grid-cols-[1fr_700px] gap-10 px-14 pt-4 pb-10">
      <section aria-labelledby="join-heading" className="flex flex-col gap-6">
        <h2 id="join-heading" className="text-6xl font-extrabold text-white">
          Join on your phone
        </h2>
        <ol className="flex flex-col gap-4 text-5xl font-bold text-slate-100">
          <li>
            <span className="text-slate-400">1.</span> Go to{" "}
            <span className="rounded-xl bg-slate-800 px-4 py-1 font-mono text-yellow-300" data-board-join-url="">
              {join.base}/join
            </span>
          </li>
          <li>
            <span className="text-slate-400">2.</span> Type the code:
          </li>
        </ol>
        <p
          className="font-mono text-[12rem] leading-none font-black tracking-[0.12em] text-yellow-300"
          aria-label={`Game code ${view.code.split("").join(" ")}`}
          data-board-code=""
        >
          {view.code}
        </p>
        <p className="text-4xl font-semibold text-slate-200">
          {view.joinLocked
            ? "Joining is closed."
            : players === 0
              ? "Nobody has joined yet."
              : `${players} student${players === 1 ? "" : "s"} joined.`}{" "}
          The teacher seats everyone at tables.
        </p>
      </section>
      <aside className="flex min-h-0 flex-col gap-5" aria-label="Who has joined">
        <div className="mx-auto w-[300px] shrink-0 rounded-3xl bg-white p-4" role="img" aria-label={`QR code for ${join.url}`}>
          <div className="[&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: join.qrSvg }} />
        </div>
        <JoinedNames names={listed} more={names.length - listed.length} />
      </aside>
    </div>
  );
}

function JoinedNames({ names, more }: { names: readonly string[]; more: number }) {
  const ref = useFit<HTMLDivElement>(NAME_STEPS, `${names.length}`);
  return (
    <div ref={ref} className="min-h-0 flex-1 overflow-hidden" data-board-fit="">
      <p className="text-[length:var(--l-name)] leading-snug text-slate-100" data-board-joined="">
        {more > 0 && <span className="font-bold text-slate-300">{more} more and </span>}
        {names.map((name, index) => (
          <Fragment key={`${index}-${name}`}>
            {index > 0 && " "}
            <span className="whitespace-nowrap">
              {name}
              {index < names.length - 1 && ","}
            </span>
          </Fragment>
        ))}
      </p>
    </div>
  );
}

/**
 * The seated lobby's sizes, roomiest first: at each type size its usual columns, then one more; then
 * the same with each team shown by its colour and symbol alone (its table's box names the table),
 * so that a 24-letter name still fits a column of 30 tables.
 */
function seatedSteps(tables: number): FitStep[] {
  const columns = tables === 1 ? 1 : tables <= 4 ? 2 : tables <= 9 ? 3 : tables <= 16 ? 4 : 5;
  const steps: FitStep[] = [];
  for (const word of ["inline", "none"]) {
    for (const [title, name] of [
      [44, 34],
      [40, 30],
      [36, 28],
      [32, 26],
      [30, 24],
      [28, 22],
      [26, 20],
    ] as const) {
      for (const cols of [columns, Math.min(columns + 1, 6)]) {
        steps.push({ "--l-cols": String(cols), "--l-title": px(title), "--l-name": px(name), "--l-team-word": word });
      }
    }
  }
  return steps;
}

function SeatedLobby({ view, look }: { view: TablesBoardScreenView; look: LookUp }) {
  const steps = seatedSteps(view.tables.length);
  const ref = useFit<HTMLDivElement>(steps, `${view.tables.length}`);
  return (
    <div ref={ref} className="flex h-full flex-col gap-3 overflow-hidden px-10 pb-4" data-board-fit="">
      <h2 className="shrink-0 text-[length:var(--l-title)] leading-tight font-extrabold text-white">
        Find your table: the games start soon.
      </h2>
      <ul className="grid shrink-0 grid-cols-[repeat(var(--l-cols),minmax(0,1fr))] gap-2" aria-label="Tables">
        {view.tables.map((table) => (
          <li
            key={table.id}
            className="flex flex-col gap-0.5 overflow-hidden rounded-2xl border-2 border-slate-700 bg-slate-900 px-2.5 py-1.5"
            data-fit-clip=""
          >
            <p className="text-[length:var(--l-title)] leading-tight font-black text-white">Table {table.id.replace(/^T/, "")}</p>
            {table.teamIds.map((teamId) => {
              const team = view.teams.find((candidate) => candidate.id === teamId);
              const teamLook = atTableName(look(teamId), table.id);
              return (
                <p key={teamId} className="text-[length:var(--l-name)] leading-snug text-slate-100" data-lobby-team={teamId}>
                  <span
                    className="mr-1.5 inline-block rounded-full px-2 font-bold whitespace-nowrap text-white"
                    style={{ backgroundColor: teamLook.hex }}
                    aria-label={teamLook.name}
                  >
                    <span aria-hidden="true">{teamLook.symbol}</span>
                    <span className="[display:var(--l-team-word)]" aria-hidden="true">
                      {" "}
                      {teamLook.name}
                    </span>
                  </span>
                  {team?.players.length ? (
                    team.players.map((player, index) => (
                      // A name may wrap between its words (never inside one) in a narrow column.
                      <Fragment key={player.id}>
                        {index > 0 && " "}
                        <span>{`${player.name}${index < team.players.length - 1 ? "," : ""}`}</span>
                      </Fragment>
                    ))
                  ) : (
                    <span className="text-slate-300">nobody yet</span>
                  )}
                </p>
              );
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
