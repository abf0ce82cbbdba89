"use client";

import { useEffect, useState, type ReactNode } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { postJson } from "@/lib/client/commands";
import { POINT_SOURCE_NAMES, POINT_SOURCES, type CardOutcome, type CardRecord, type GameReport } from "@/lib/games/clue-spin/engine/report";
import { signedPoints } from "@/lib/games/clue-spin/engine/point-reasons";
import { placeLabel } from "@/lib/games/clue-spin/engine/standings";
import type { PlayingModeratorView } from "@/app/games/clue-spin/session-views";
import { asObject, errorMessage, stringField } from "@/lib/shared/wire";
import { Button, Panel, TeamTag } from "@/app/_components/console/ui";

/**
 * After the game: the results report a teacher keeps. Who won and the standings (ties share a
 * place), where each team's points came from, and every card played with its answer and who got it
 * right or wrong, the ones nobody got marked to go over again. Printable, and downloadable as CSV
 * and JSON; "Play again" starts a new game with the same teams.
 */
function useReport(gameId: string, version: number): { report: GameReport | null; problem: string | null } {
  const [state, setState] = useState<{ report: GameReport | null; problem: string | null }>({ report: null, problem: null });
  useEffect(() => {
    let cancelled = false;
    fetch(`/api/games/${gameId}/report`, { cache: "no-store", credentials: "same-origin" })
      .then(async (response) => {
        const json: unknown = await response.json().catch(() => ({}));
        if (cancelled) return;
        if (!response.ok) setState({ report: null, problem: errorMessage(json, "The report could not be made.") });
        else setState({ report: asObject(json).report as GameReport, problem: null });
      })
      .catch(() => {
        if (!cancelled)
          setState((current) => ({ ...current, problem: "No connection to the game server: the report will load when it is back." }));
      });
    return () => {
      cancelled = true;
    };
  }, [gameId, version]);
  return state;
}

const OUTCOMES: Readonly<Record<CardOutcome, { label: string; className: string }>> = {
  right: { label: "Right", className: "bg-green-100 text-green-950 border-green-400" },
  wrong: { label: "Wrong", className: "bg-red-100 text-red-950 border-red-400" },
  nobody: { label: "Nobody answered", className: "bg-amber-100 text-amber-950 border-amber-400" },
  skipped: { label: "Skipped", className: "bg-slate-100 text-slate-900 border-slate-400" },
  unfinished: { label: "Not finished", className: "bg-slate-100 text-slate-900 border-slate-400" },
};

const MODE_NAMES: Readonly<Record<CardRecord["mode"], string>> = {
  "answer-or-sell": "Answer or Sell",
  playoff: "Playoff",
  bid: "Bid",
  "final-question": "Final question",
};

/** A room ended from its lobby: no game was played, so there is nothing to report; the class can still play one. */
export function NotPlayed({ gameId, log }: { gameId: string; log: ReactNode }) {
  return (
    <div className="grid gap-4 2xl:grid-cols-[minmax(0,1fr)_26rem]" data-console-results="">
      <Panel>
        <h2 className="text-3xl font-black text-slate-950">The game was ended before it started</h2>
        <p className="mt-1 text-slate-700">Nobody played, so there is no report.</p>
        <div className="no-print mt-4 flex flex-wrap gap-2">
          <PlayAgain gameId={gameId} />
        </div>
      </Panel>
      {log}
    </div>
  );
}

export function Results({ view, gameId, log }: { view: PlayingModeratorView; gameId: string; log: ReactNode }) {
  const { report, problem } = useReport(gameId, view.version);
  const [onlyReteach, setOnlyReteach] = useState(false);
  const room = new Map(view.teams.map((t) => [t.id, t]));
  const winnerId = view.game.phase.type === "finished" ? view.game.phase.winnerId : null;
  const winner = winnerId ? room.get(winnerId) : null;
  const colourOf = (teamId: string | null) => room.get(teamId ?? "")?.colour ?? "red";
  const nameOf = (teamId: string | null) => room.get(teamId ?? "")?.name ?? "";
  const tag = (teamId: string | null, size: "sm" | "md" = "sm") => <TeamTag colour={colourOf(teamId)} name={nameOf(teamId)} size={size} />;
  const linkClass =
    "inline-flex items-center rounded-lg border px-3.5 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600";
  const cards = report ? report.cards.filter((card) => !onlyReteach || card.reteach) : [];
  const reteachCount = report ? report.cards.filter((card) => card.reteach).length : 0;

  return (
    <div className="grid gap-4 2xl:grid-cols-[minmax(0,1fr)_26rem]" data-console-results="">
      <div className="grid min-w-0 content-start gap-4">
        <Panel>
          <h2 className="text-3xl font-black text-slate-950">
            {winner ? (
              <span className="flex flex-wrap items-center gap-3">
                <TeamTag colour={winner.colour} name={winner.name} size="lg" /> won the game!
              </span>
            ) : (
              "The game was ended"
            )}
          </h2>
          <p className="mt-1 text-slate-700">
            {winner
              ? "They reached the target and answered the final question."
              : "The moderator ended the game before anyone won. Final points below."}
          </p>
          <div className="no-print mt-4 flex flex-wrap gap-2">
            <PlayAgain gameId={gameId} />
            <Button onClick={() => window.print()}>Print the report</Button>
          </div>
        </Panel>

        {problem && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-900">
            {problem}
          </p>
        )}
        {!report && !problem && (
          <p role="status" className="text-slate-700">
            Making the report…
          </p>
        )}

        {report && (
          <>
            <Panel title="Standings" labelledBy="standings-title">
              <ol className="grid gap-2" aria-label="Final standings" data-report-standings="">
                {report.teams.map((team) => (
                  <li
                    key={team.teamId}
                    className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 px-4 py-2"
                    data-report-team={team.teamId}
                    data-rank={team.rank}
                  >
                    <span className="min-w-16 text-2xl font-black text-slate-700">{placeLabel(team.rank, team.tied)}</span>
                    {tag(team.teamId, "md")}
                    <span className="ml-auto text-3xl font-black text-slate-950 tabular-nums">{team.points}</span>
                    <span className="text-slate-700">points</span>
                  </li>
                ))}
              </ol>
            </Panel>

            <Panel title="Where the points came from" labelledBy="sources-title">
              <div>
                <table className="w-full border-collapse text-left text-sm" data-report-sources="">
                  <thead>
                    <tr className="border-b-2 border-slate-300 text-slate-800">
                      <th scope="col" className="py-1.5 pr-3 font-bold">
                        Team
                      </th>
                      <th scope="col" className="px-2 py-1.5 text-right font-bold">
                        Start
                      </th>
                      {POINT_SOURCES.map((source) => (
                        <th key={source} scope="col" className="px-2 py-1.5 text-right font-bold">
                          {POINT_SOURCE_NAMES[source]}
                        </th>
                      ))}
                      <th scope="col" className="px-2 py-1.5 text-right font-bold">
                        Total
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.teams.map((team) => (
                      <tr key={team.teamId} className="border-b border-slate-200">
                        <th scope="row" className="py-1.5 pr-3 text-left font-semibold">
                          {tag(team.teamId)}
                        </th>
                        <td className="px-2 py-1.5 text-right tabular-nums">{team.startPoints}</td>
                        {POINT_SOURCES.map((source) => (
                          <td key={source} className="px-2 py-1.5 text-right tabular-nums">
                            {team.sources[source] === 0 ? "–" : signedPoints(team.sources[source])}
                          </td>
                        ))}
                        <td className="px-2 py-1.5 text-right font-black tabular-nums">{team.points}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="mt-2 text-sm text-slate-700">
                Right answers include bought cards and playoffs (with their bonus); bids include the bid bonus; “Covered by the bank” is
                what the bank paid for a team that had run out.
              </p>
            </Panel>

            <Panel
              title={`Cards played (${report.cards.length})`}
              labelledBy="cards-title"
              actions={
                <label className="no-print flex items-center gap-2 text-sm font-semibold text-slate-800">
                  <input
                    type="checkbox"
                    checked={onlyReteach}
                    onChange={(event) => setOnlyReteach(event.target.checked)}
                    className="size-4"
                  />
                  Only the {reteachCount} to go over again
                </label>
              }
            >
              {cards.length === 0 ? (
                <p className="text-slate-700">
                  {report.cards.length === 0 ? "No clue card was played." : "Every card was answered right."}
                </p>
              ) : (
                <ol className="grid gap-2" aria-label="Cards played" data-report-cards="">
                  {cards.map((card) => (
                    <li
                      key={card.number}
                      className={`rounded-xl border px-3 py-2 ${card.reteach ? "border-amber-400 bg-amber-50" : "border-slate-200"}`}
                      data-report-card={card.number}
                      data-reteach={card.reteach ? "true" : "false"}
                    >
                      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                        <span className="font-mono text-sm text-slate-600">#{card.number}</span>
                        <span className="text-sm font-semibold text-slate-700">{MODE_NAMES[card.mode]}</span>
                        <span className={`rounded-md border px-1.5 text-sm font-bold ${OUTCOMES[card.outcome].className}`}>
                          {OUTCOMES[card.outcome].label}
                        </span>
                        {card.reteach && (
                          <span className="rounded-md bg-amber-300 px-1.5 text-sm font-bold text-amber-950">Go over again</span>
                        )}
                        <span className="text-sm text-slate-600">
                          {card.cluesRead} clue{card.cluesRead === 1 ? "" : "s"} read
                        </span>
                      </div>
                      <p className="mt-1 text-slate-800 [overflow-wrap:anywhere]">{card.question}</p>
                      <p className="text-lg font-bold text-slate-950 [overflow-wrap:anywhere]" data-report-answer="">
                        {card.answer}
                        {card.alternatives.length > 0 && (
                          <span className="text-sm font-normal text-slate-700"> (also: {card.alternatives.join(", ")})</span>
                        )}
                      </p>
                      <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-800">
                        {card.sale && (
                          <li className="flex flex-wrap items-center gap-1.5">
                            {tag(card.sale.buyerId)} bought it from {tag(card.sale.sellerId)} for {card.sale.price}
                          </li>
                        )}
                        {card.answers.map((answer, index) => (
                          <li key={index} className="flex flex-wrap items-center gap-1.5">
                            {tag(answer.teamId)}
                            <span className={answer.correct ? "font-semibold text-green-900" : "font-semibold text-red-900"}>
                              {answer.correct ? "✓ right" : "✗ wrong"}
                            </span>
                            {answer.typed !== null && <span className="[overflow-wrap:anywhere]">typed “{answer.typed}”</span>}
                            {answer.typed === null && <span>answered aloud</span>}
                            {answer.by !== "Moderator" && <span className="text-slate-600">({answer.by})</span>}
                            {answer.secondAnswer && <span className="text-slate-700">— a Second answer card took it back</span>}
                          </li>
                        ))}
                        {card.passed.length > 0 && (
                          <li className="flex flex-wrap items-center gap-1.5">
                            Passed:{" "}
                            {card.passed.map((teamId, index) => (
                              <span key={`${teamId}-${index}`}>{tag(teamId)}</span>
                            ))}
                          </li>
                        )}
                      </ul>
                    </li>
                  ))}
                </ol>
              )}
            </Panel>
          </>
        )}

        <Panel title="Download" labelledBy="export-title" className="no-print">
          <p className="text-slate-700">For your records or a spreadsheet.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <a
              className={`${linkClass} border-blue-800 bg-blue-700 text-white hover:bg-blue-800`}
              href={`/api/games/${gameId}/report?format=cards.csv`}
              download
            >
              Cards played (CSV)
            </a>
            <a
              className={`${linkClass} border-slate-300 bg-white text-slate-900 hover:bg-slate-100`}
              href={`/api/games/${gameId}/report?format=teams.csv`}
              download
            >
              Teams and points (CSV)
            </a>
            <a
              className={`${linkClass} border-slate-300 bg-white text-slate-900 hover:bg-slate-100`}
              href={`/api/games/${gameId}/report?format=json`}
              download
            >
              Report (JSON)
            </a>
            <a
              className={`${linkClass} border-slate-300 bg-white text-slate-900 hover:bg-slate-100`}
              href={`/api/games/${gameId}/export?format=csv`}
              download
            >
              Every action (CSV)
            </a>
            <a
              className={`${linkClass} border-slate-300 bg-white text-slate-900 hover:bg-slate-100`}
              href={`/api/games/${gameId}/export?format=json`}
              download
            >
              Everything (JSON)
            </a>
            <Link className={`${linkClass} border-slate-300 bg-white text-slate-900 hover:bg-slate-100`} href="/host">
              Host a new game
            </Link>
          </div>
        </Panel>
      </div>
      <div className="no-print min-w-0">{log}</div>
    </div>
  );
}

/** Makes a new game with the same teams and settings and opens its console; the old board and phones follow. */
function PlayAgain({ gameId }: { gameId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { status, json } = await postJson(`/api/games/${gameId}/again`, {}, { attempts: 2 });
      const next = stringField(json, "gameId");
      if ((status === 201 || status === 200) && next) {
        router.push(`/host/${next}`);
        return;
      }
      setProblem(errorMessage(json, "The new game could not be made: try again."));
    } catch {
      setProblem("No connection to the Clue Spin server.");
    }
    setBusy(false);
  };
  return (
    <>
      <Button tone="primary" onClick={() => void start()} disabled={busy}>
        {busy ? "Making the new game…" : "Play again with the same teams"}
      </Button>
      {problem && (
        <p role="alert" className="w-full font-semibold text-red-800">
          {problem}
        </p>
      )}
    </>
  );
}
