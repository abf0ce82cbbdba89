"use client";

import type { PlayerView, Send } from "./screen-types";
import { teamColour as teamStyle } from "@/lib/shared/team-colours";

/** Before the game: pick a team (and change your mind) while the moderator waits for everyone. */
export function LobbyPanel({
  view,
  playerId,
  myName,
  busyKey,
  send,
}: {
  view: PlayerView;
  playerId: string | null;
  myName: string | null;
  busyKey: string | null;
  send: Send;
}) {
  const myTeamId = view.audience === "team" ? view.teamId : null;
  const myTeam = view.teams.find((team) => team.id === myTeamId);
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-4 px-4 pb-24 pt-5">
      <header>
        <p className="text-sm font-semibold uppercase tracking-widest text-slate-600">
          Game <span className="font-mono">{view.code}</span>
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight">{myName ? `Hi, ${myName}!` : "You're in!"}</h1>
      </header>

      <p role="status" className="rounded-2xl bg-white px-4 py-3 text-lg font-semibold text-slate-900 shadow-sm ring-1 ring-slate-200">
        {myTeam ? (
          <>
            You are on <TeamName name={myTeam.name} colour={myTeam.colour} />. Waiting for the moderator to start the game…
          </>
        ) : (
          "Tap your team to join it."
        )}
      </p>

      <section aria-labelledby="pick-team" className="flex flex-col gap-3">
        <h2 id="pick-team" className="text-xl font-bold">
          {myTeam ? "Your team (tap another to switch)" : "Pick your team"}
        </h2>
        <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
          {view.teams.map((team) => {
            const style = teamStyle(team.colour);
            const mine = team.id === myTeamId;
            const key = `chooseTeam:${team.id}`;
            const others = team.players.filter((player) => player.id !== playerId).map((player) => player.name);
            return (
              <li key={team.id}>
                <button
                  type="button"
                  aria-pressed={mine}
                  disabled={busyKey !== null}
                  onClick={() => {
                    if (!mine) void send(key, { type: "chooseTeam", teamId: team.id });
                  }}
                  style={{ backgroundColor: style.hex }}
                  className={`flex min-h-20 w-full flex-col items-start gap-1 rounded-2xl px-4 py-3 text-left text-[#fff] shadow-md transition active:scale-[0.98] disabled:cursor-wait focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-slate-950 ${mine ? "ring-4 ring-slate-950 ring-offset-2" : ""}`}
                >
                  <span className="flex w-full items-center gap-2 text-2xl font-extrabold">
                    <span aria-hidden="true">{style.symbol}</span>
                    <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{team.name}</span>
                    {mine && <span className="shrink-0 rounded-full bg-[#fff] px-2 py-0.5 text-sm font-bold text-[#020617]">✓ You</span>}
                  </span>
                  <span className="text-sm font-medium [overflow-wrap:anywhere]">
                    {busyKey === key
                      ? "Joining…"
                      : team.players.length === 0
                        ? "No one yet"
                        : `${team.players.length} player${team.players.length === 1 ? "" : "s"}${others.length ? `: ${others.slice(0, 4).join(", ")}${others.length > 4 ? ` +${others.length - 4}` : ""}` : ""}`}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      {view.unassigned.length > 0 && (
        <p className="text-sm text-slate-700">Still choosing: {view.unassigned.map((player) => player.name).join(", ")}</p>
      )}
    </main>
  );
}

export function TeamName({ name, colour }: { name: string; colour: string }) {
  const style = teamStyle(colour);
  return (
    <span
      className="inline-flex items-baseline gap-1 rounded-md px-1.5 font-bold text-[#fff] [overflow-wrap:anywhere]"
      style={{ backgroundColor: style.hex }}
    >
      <span aria-hidden="true">{style.symbol}</span>
      {name}
    </span>
  );
}
