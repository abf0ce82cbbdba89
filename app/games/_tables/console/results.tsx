"use client";

import { useEffect, useState } from "react";
import type { BattleResult } from "@/lib/games/module";
import type { GameResults, StudentStanding, TableResult, TablesReport, TeamStanding } from "@/lib/session/tables-report";
import { asObject, errorMessage } from "@/lib/shared/wire";
import { Button } from "@/app/_components/console/ui";
import { TrophyIcon } from "@/app/games/_tables/icons";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";

/**
 * A class session's results for the teacher: standings by team, by student and table by table,
 * every battle and the state that took each trick with the game's own reason, for every game the
 * room played. Open by itself once the session is over, on demand while it is played. Prints with
 * the class's standings on the first page and each table on a page of its own; downloads as CSV
 * (one file per kind, numbers as numbers) and JSON.
 */
const DOWNLOADS = [
  ["teams.csv", "Teams by table (CSV)"],
  ["students.csv", "Students (CSV)"],
  ["battles.csv", "Battles (CSV)"],
  ["tricks.csv", "Tricks and why (CSV)"],
  ["json", "Everything (JSON)"],
] as const;

/** Printing the console prints only the results: every box that neither holds nor is inside them is left out. */
const PRINT_CSS = `@media print {
  @page { margin: 12mm; }
  body *:not(:has([data-tables-results])):not([data-tables-results]):not([data-tables-results] *) { display: none !important; }
  body :has(> [data-tables-results]), body :has([data-tables-results]) { display: block !important; margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important; max-width: none !important; position: static !important; }
  [data-tables-results] { print-color-adjust: exact; -webkit-print-color-adjust: exact; font-size: 11pt; }
  [data-tables-results] details > summary { list-style: none; }
  [data-tables-results] [data-print-page] { break-before: page; }
  [data-tables-results] tr, [data-tables-results] li { break-inside: avoid; }
}`;

type Loaded = { results: TablesReport | null; problem: string | null };

/** `edition`: fetch again when it changes (every move once the session is over; on demand while it is played, since the server replays the whole log for it). */
function useResults(gameId: string, edition: number, wanted: boolean): Loaded {
  const [state, setState] = useState<Loaded>({ results: null, problem: null });
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    fetch(`/api/games/${gameId}/results`, { cache: "no-store", credentials: "same-origin" })
      .then(async (response) => {
        const json: unknown = await response.json().catch(() => ({}));
        if (cancelled) return;
        if (!response.ok) setState({ results: null, problem: errorMessage(json, "The results could not be made.") });
        else setState({ results: asObject(json).results as TablesReport, problem: null });
      })
      .catch(() => {
        if (!cancelled)
          setState((current) => ({ ...current, problem: "No connection to the game server: the results will load when it is back." }));
      });
    return () => {
      cancelled = true;
    };
  }, [gameId, edition, wanted]);
  return state;
}

const tableLabel = (id: string | null) => (id === null ? "–" : `Table ${id.replace(/^T/, "")}`);
const STATUS_WORDS = { playing: "still playing", finished: "finished", ended: "ended by you", "not-started": "not started" } as const;
const cell = "px-2 py-1 text-right tabular-nums";
const head = "px-2 py-1 text-right font-bold";

export function TablesResults({ gameId, version, over, look }: { gameId: string; version: number; over: boolean; look: LookUp }) {
  const [open, setOpen] = useState(over);
  const [asked, setAsked] = useState(0);
  const showing = open || over;
  const { results, problem } = useResults(gameId, over ? version : asked, showing);
  return (
    <section
      aria-labelledby="tables-results-title"
      className="scroll-mt-16 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-tables-results={showing ? "open" : "closed"}
    >
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="tables-results-title" className="text-2xl font-black text-slate-950">
          {over ? "Results" : "Results so far"}
        </h2>
        <div className="no-print ml-auto flex flex-wrap gap-2">
          {!over && open && (
            <Button size="sm" onClick={() => setAsked(asked + 1)}>
              Bring up to date
            </Button>
          )}
          {!over && (
            <Button size="sm" onClick={() => setOpen(!open)} aria-expanded={showing}>
              {open ? "Hide the results" : "Show the results so far"}
            </Button>
          )}
          {showing && results && (
            <Button size="sm" onClick={() => window.print()}>
              Print the results
            </Button>
          )}
        </div>
      </div>
      {showing && problem && (
        <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-900">
          {problem}
        </p>
      )}
      {showing && !results && !problem && (
        <p role="status" className="mt-3 text-slate-700">
          Adding up the results…
        </p>
      )}
      {showing && results && <Report results={results} gameId={gameId} look={look} />}
    </section>
  );
}

function Report({ results, gameId, look }: { results: TablesReport; gameId: string; look: LookUp }) {
  const several = results.games.length > 1;
  return (
    <div className="mt-3 grid gap-5">
      {several && (
        <div className="grid gap-3">
          <h3 className="text-xl font-black text-slate-950">The whole session: {results.games.length} games</h3>
          <TeamStandings teams={results.teams} look={look} withGames />
          <StudentStandings students={results.students} look={look} withGames />
        </div>
      )}
      {results.games.map((game) => (
        <GameSection key={game.number} game={game} several={several} look={look} />
      ))}
      {results.otherGames.length > 0 && (
        <p className="text-slate-700">
          {results.otherGames.map((game) => `Game ${game.number} (${game.title})`).join(", ")}: not a card game at tables, so not counted
          here.
        </p>
      )}
      <div className="no-print flex flex-wrap gap-2" aria-label="Download the results">
        {DOWNLOADS.map(([format, label]) => (
          <a
            key={format}
            className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-blue-600"
            href={`/api/games/${gameId}/results?format=${format}`}
            download
          >
            {label}
          </a>
        ))}
      </div>
    </div>
  );
}

function GameSection({ game, several, look }: { game: GameResults; several: boolean; look: LookUp }) {
  return (
    <section className="grid gap-3" data-results-game={game.number} aria-label={`Game ${game.number}: ${game.title}`}>
      <h3 className="text-xl font-black text-slate-950" {...(several ? { "data-print-page": "" } : {})}>
        {several ? `Game ${game.number}: ` : ""}
        {game.title} <span className="text-base font-semibold text-slate-600">({STATUS_WORDS[game.status]})</span>
      </h3>
      <TeamStandings teams={game.teams} look={look} />
      {!several && <StudentStandings students={game.students} look={look} />}
      {game.winningStates.length > 0 && (
        <p className="text-slate-800" data-results-states="">
          <strong>States that took the most tricks:</strong>{" "}
          {game.winningStates
            .slice(0, 8)
            .map((entry) => `${entry.state} ${entry.tricks}`)
            .join(" · ")}
        </p>
      )}
      {game.tables.map((table) => (
        <TableSection key={table.id} table={table} look={look} />
      ))}
    </section>
  );
}

function TeamStandings({ teams, look, withGames = false }: { teams: TeamStanding[]; look: LookUp; withGames?: boolean }) {
  return (
    <table className="w-full border-collapse text-left" data-results-teams="">
      <caption className="text-left font-bold text-slate-800">Standings by team</caption>
      <thead>
        <tr className="border-b-2 border-slate-300 text-slate-800">
          <th scope="col" className="py-1 pr-2 font-bold">
            Place
          </th>
          <th scope="col" className="px-2 py-1 font-bold">
            Team
          </th>
          <th scope="col" className="px-2 py-1 font-bold">
            Table
          </th>
          {withGames && (
            <th scope="col" className={head}>
              Games won
            </th>
          )}
          <th scope="col" className={head}>
            Points
          </th>
          <th scope="col" className={head}>
            Battles
          </th>
          <th scope="col" className={head}>
            Tricks
          </th>
          <th scope="col" className="px-2 py-1 font-bold">
            Students
          </th>
        </tr>
      </thead>
      <tbody>
        {teams.map((team) => (
          <tr key={team.teamId} className="border-b border-slate-200" data-results-team={team.teamId} data-place={team.place}>
            <td className="py-1 pr-2 font-black tabular-nums">{team.place}</td>
            <th scope="row" className="px-2 py-1 font-normal">
              <TeamPill team={look(team.teamId)} size="xs" />
            </th>
            <td className="px-2 py-1 whitespace-nowrap">{tableLabel(team.table)}</td>
            {withGames && <td className={cell}>{team.gamesWon}</td>}
            <td className={`${cell} font-black`}>{team.points}</td>
            <td className={cell}>{team.battlesWon}</td>
            <td className={cell}>{team.tricksWon}</td>
            <td className="px-2 py-1 text-slate-700 [overflow-wrap:anywhere]">{team.students.join(", ")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function StudentStandings({ students, look, withGames = false }: { students: StudentStanding[]; look: LookUp; withGames?: boolean }) {
  return (
    <details className="rounded-xl border border-slate-200 px-3 py-2" open>
      <summary className="cursor-pointer font-bold text-slate-800 focus-visible:outline-3 focus-visible:outline-blue-600">
        Standings by student ({students.length})
      </summary>
      <table className="mt-2 w-full border-collapse text-left" data-results-students="">
        <caption className="sr-only">Standings by student</caption>
        <thead>
          <tr className="border-b-2 border-slate-300 text-slate-800">
            <th scope="col" className="py-1 pr-2 font-bold">
              Place
            </th>
            <th scope="col" className="px-2 py-1 font-bold">
              Student
            </th>
            <th scope="col" className="px-2 py-1 font-bold">
              Team
            </th>
            {withGames && (
              <th scope="col" className={head}>
                Games won
              </th>
            )}
            <th scope="col" className={head}>
              Points
            </th>
            <th scope="col" className={head}>
              Battles
            </th>
            <th scope="col" className={head}>
              Tricks
            </th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <tr key={student.playerId} className="border-b border-slate-200" data-results-student={student.playerId}>
              <td className="py-1 pr-2 font-black tabular-nums">{student.place}</td>
              <th scope="row" className="px-2 py-1 font-semibold [overflow-wrap:anywhere]">
                {student.name}
              </th>
              <td className="px-2 py-1">{student.teamId ? <TeamPill team={look(student.teamId)} size="xs" /> : "no team"}</td>
              {withGames && <td className={cell}>{student.gamesWon}</td>}
              <td className={`${cell} font-black`}>{student.points}</td>
              <td className={cell}>{student.battlesWon}</td>
              <td className={cell}>{student.tricksWon}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function TableSection({ table, look }: { table: TableResult; look: LookUp }) {
  return (
    <article className="rounded-xl border border-slate-300 p-3" data-results-table={table.id} data-print-page="">
      <h4 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg font-black text-slate-950">
        {tableLabel(table.id)}
        <span className="text-sm font-semibold text-slate-600">{STATUS_WORDS[table.status]}</span>
      </h4>
      <ul className="mt-2 grid gap-1.5">
        {table.teams.map((team) => (
          <li key={team.teamId} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="w-6 font-black tabular-nums">{team.place}</span>
            <TeamPill team={look(team.teamId)} size="sm" />
            {team.winner && (
              <span className="font-bold text-slate-900">
                <TrophyIcon /> winner
              </span>
            )}
            <span className="ml-auto tabular-nums">
              <strong className="text-xl">{team.points}</strong> points · {team.battlesWon} battle{team.battlesWon === 1 ? "" : "s"} ·{" "}
              {team.tricksWon} trick{team.tricksWon === 1 ? "" : "s"}
              {team.adjustments !== 0 && ` · ${team.adjustments > 0 ? "+" : ""}${team.adjustments} by you`}
            </span>
            <span className="w-full pl-9 text-sm text-slate-700 [overflow-wrap:anywhere]">{team.students.join(", ")}</span>
          </li>
        ))}
      </ul>
      {table.summary && <p className="mt-2 font-semibold text-slate-800">{table.summary}</p>}
      <ol className="mt-2 grid gap-2" aria-label={`${tableLabel(table.id)}: battles`}>
        {table.battles.map((battle) => (
          <Battle key={battle.number} battle={battle} look={look} />
        ))}
      </ol>
    </article>
  );
}

function Battle({ battle, look }: { battle: BattleResult; look: LookUp }) {
  const score = battle.teams.map((team) => `${look(team.teamId).name} ${team.tricksWon}`).join(" – ");
  return (
    <li className="rounded-lg bg-slate-50 px-2 py-1.5" data-results-battle={battle.number}>
      <p className="font-bold text-slate-900">
        Battle {battle.number}: {score} tricks{battle.winnerId === null ? " (being played)" : ""}
      </p>
      {battle.how && <p className="text-slate-800">{battle.how}</p>}
      {battle.tricks.length > 0 && (
        <table className="mt-1 w-full border-collapse text-left text-sm">
          <caption className="sr-only">Battle {battle.number}: the tricks, the card that took each and why</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Trick</th>
              <th scope="col">Won by</th>
              <th scope="col">Winning card</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {battle.tricks.map((trick) => (
              <tr key={trick.number} className="border-t border-slate-200 align-top" data-results-trick={trick.number}>
                <td className="py-0.5 pr-2 font-mono text-slate-600">{trick.number}</td>
                <td className="py-0.5 pr-2">
                  <TeamPill team={look(trick.winnerId)} size="xs" />
                </td>
                <td className="py-0.5 pr-2 font-bold whitespace-nowrap text-slate-950">{trick.card}</td>
                <td className="py-0.5 text-slate-800">{trick.explanation}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
