"use client";

import { useState, type ReactNode } from "react";
import type { ModeratorSessionView } from "@/app/games/clue-spin/session-views";
import { teamColour } from "@/lib/shared/team-colours";
import type { JoinInfo, Send } from "./console-types";
import { DropZone, PlayerList, RemovePlayerDialog, type Player } from "./players";
import { Button, ConfirmDialog, Panel, TeamTag } from "@/app/_components/console/ui";

/** The lobby: the code and QR code for the room, players arriving live, and teams to sort them into. */
export function Lobby({
  view,
  join,
  online,
  send,
  busy,
  log,
}: {
  view: ModeratorSessionView;
  join: JoinInfo;
  online: Set<string>;
  send: Send;
  busy: boolean;
  log: ReactNode;
}) {
  const [confirmStart, setConfirmStart] = useState(false);
  const [removing, setRemoving] = useState<Player | null>(null);
  const playerCount = view.teams.reduce((n, t) => n + t.players.length, 0) + view.unassigned.length;

  const start = () => {
    if (view.unassigned.length > 0) setConfirmStart(true);
    else void send({ type: "startGame" });
  };

  return (
    <div className="grid gap-4 xl:grid-cols-[30rem_1fr]">
      <div className="grid content-start gap-4">
        <Panel title="Students join at" labelledBy="join-title">
          <p className="font-mono text-xl font-semibold break-all text-slate-950">{join.lanBase.replace(/^https?:\/\//, "")}/join</p>
          <p className="mt-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">Game code</p>
          <p className="mt-1 font-mono text-7xl font-black tracking-[0.12em] text-slate-950">{view.code}</p>
          <div className="mt-4 flex items-start gap-4">
            <div
              className="w-52 shrink-0 rounded-xl border border-slate-200 bg-white p-1.5"
              role="img"
              aria-label={`QR code to join: ${join.joinUrl}`}
              dangerouslySetInnerHTML={{ __html: join.qrSvg }}
            />
            <div className="grid gap-2 text-sm text-slate-700">
              <p>Phones scan the code to open the join page with the code filled in.</p>
              <p>
                Show the <strong>board</strong> on the projector:{" "}
                <a
                  className="font-semibold break-all text-blue-800 underline"
                  href={`/board/${view.gameId}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  /board/{view.gameId.slice(0, 8)}…<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            </div>
          </div>
        </Panel>

        <Panel title="Ready?" labelledBy="ready-title">
          <p className="text-slate-800" role="status">
            <strong className="text-slate-950">{playerCount}</strong> {playerCount === 1 ? "player has" : "players have"} joined
            {view.unassigned.length > 0 && (
              <>
                {" "}
                · <strong className="text-amber-900">{view.unassigned.length} without a team</strong>
              </>
            )}
            .
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button tone="primary" size="xl" className="flex-1" onClick={start} disabled={busy}>
              Start game
            </Button>
            <Button
              onClick={() => void send({ type: "lockJoining", locked: !view.joinLocked })}
              disabled={busy}
              aria-pressed={view.joinLocked}
            >
              {view.joinLocked ? "🔒 Joining locked: unlock" : "Lock joining"}
            </Button>
          </div>
          <p className="mt-2 text-sm text-slate-600">Teams without phones play too: you press their buttons from here.</p>
        </Panel>
        {log}
      </div>

      <div className="grid content-start gap-4">
        <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {view.teams.map((team) => (
            <DropZone key={team.id} onDropPlayer={(playerId) => void send({ type: "movePlayer", playerId, teamId: team.id })}>
              <section
                aria-label={team.name}
                className="h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
                style={{ borderTop: `6px solid ${teamColour(team.colour).hex}` }}
              >
                <div className="flex items-center justify-between gap-2">
                  <h2>
                    <TeamTag colour={team.colour} name={team.name} />
                  </h2>
                  <span className="text-sm text-slate-600">
                    {team.players.length} {team.players.length === 1 ? "phone" : "phones"}
                    {team.declaredPlayers > Math.max(1, team.players.length) ? ` · ${team.declaredPlayers} in the room` : ""}
                  </span>
                </div>
                <PlayerList
                  players={team.players}
                  teams={view.teams}
                  currentTeam={team.id}
                  online={online}
                  send={send}
                  onRemove={setRemoving}
                  empty="No phones yet: drag players here, or play this team from the console."
                />
              </section>
            </DropZone>
          ))}
        </div>
        <DropZone onDropPlayer={(playerId) => void send({ type: "movePlayer", playerId, teamId: null })}>
          <section aria-label="Players without a team" className="rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 p-4">
            <h2 className="text-sm font-bold tracking-wide text-slate-700 uppercase">Without a team ({view.unassigned.length})</h2>
            <PlayerList
              players={view.unassigned}
              teams={view.teams}
              currentTeam={null}
              online={online}
              send={send}
              onRemove={setRemoving}
              empty="Students who have not picked a team appear here."
            />
          </section>
        </DropZone>
      </div>

      <ConfirmDialog
        open={confirmStart}
        tone="primary"
        title="Start with players still without a team?"
        body={<p>{view.unassigned.map((p) => p.name).join(", ")} will watch without a team. You can still move them during the game.</p>}
        confirmLabel="Start anyway"
        onCancel={() => setConfirmStart(false)}
        onConfirm={() => {
          setConfirmStart(false);
          void send({ type: "startGame" });
        }}
      />
      <RemovePlayerDialog player={removing} send={send} onDone={() => setRemoving(null)} />
    </div>
  );
}
