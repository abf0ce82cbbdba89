"use client";

import { useState, type DragEvent, type SubmitEvent, type ReactNode } from "react";
import type { ModeratorSessionView } from "@/app/games/clue-spin/session-views";
import { teamColour } from "@/lib/shared/team-colours";
import type { Send } from "./console-types";
import { Button, ConfirmDialog } from "@/app/_components/console/ui";

/**
 * Players in the room, for the lobby and during the game: move a student to a team (drag, or the
 * list), rename, or remove them. Moving works after the start too, so a student who joins late or
 * without a team is placed from here.
 */
export type Player = { id: string; name: string };
const DRAG_TYPE = "application/x-clue-spin-player";

export function RemovePlayerDialog({ player, send, onDone }: { player: Player | null; send: Send; onDone: () => void }) {
  const [blockDevice, setBlockDevice] = useState(false);
  return (
    <ConfirmDialog
      open={player !== null}
      title={`Remove ${player?.name ?? "this player"}?`}
      body={
        <>
          <p>Their phone leaves the game. They can join again with the code unless joining is locked.</p>
          <label className="mt-3 flex items-start gap-3">
            <input
              type="checkbox"
              checked={blockDevice}
              onChange={(event) => setBlockDevice(event.target.checked)}
              className="mt-1.5 h-5 w-5"
            />
            <span>Keep this device out: it cannot join this game again, under any name.</span>
          </label>
        </>
      }
      confirmLabel={blockDevice ? "Remove and block" : "Remove"}
      onCancel={() => {
        setBlockDevice(false);
        onDone();
      }}
      onConfirm={() => {
        if (player) void send({ type: "removePlayer", playerId: player.id, ...(blockDevice ? { block: true } : {}) });
        setBlockDevice(false);
        onDone();
      }}
    />
  );
}

export function DropZone({ onDropPlayer, children }: { onDropPlayer: (playerId: string) => void; children: ReactNode }) {
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);
  return (
    <div
      className={`rounded-2xl transition-shadow ${over ? "ring-4 ring-blue-500" : ""}`}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const playerId = event.dataTransfer.getData(DRAG_TYPE);
        if (playerId) {
          event.preventDefault();
          onDropPlayer(playerId);
        }
      }}
    >
      {children}
    </div>
  );
}

export function PlayerList({
  players,
  teams,
  currentTeam,
  online,
  send,
  onRemove,
  empty,
}: {
  players: Player[];
  teams: ModeratorSessionView["teams"];
  currentTeam: string | null;
  online: Set<string>;
  send: Send;
  onRemove: (player: Player) => void;
  empty: string;
}) {
  if (players.length === 0) return <p className="mt-3 text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="mt-3 grid gap-1.5">
      {players.map((player) => (
        <PlayerRow
          key={player.id}
          player={player}
          teams={teams}
          currentTeam={currentTeam}
          online={online.has(player.id)}
          send={send}
          onRemove={onRemove}
        />
      ))}
    </ul>
  );
}

function PlayerRow({
  player,
  teams,
  currentTeam,
  online,
  send,
  onRemove,
}: {
  player: Player;
  teams: ModeratorSessionView["teams"];
  currentTeam: string | null;
  online: boolean;
  send: Send;
  onRemove: (player: Player) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(player.name);

  async function rename(event: SubmitEvent) {
    event.preventDefault();
    const tidy = name.replace(/\s+/g, " ").trim();
    if (tidy && tidy !== player.name && !(await send({ type: "renamePlayer", playerId: player.id, name: tidy }))) return;
    setRenaming(false);
  }

  return (
    <li
      draggable={!renaming}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, player.id);
        event.dataTransfer.effectAllowed = "move";
      }}
      className="flex cursor-grab flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white px-2.5 py-1.5 active:cursor-grabbing"
    >
      <span className={`size-2.5 shrink-0 rounded-full ${online ? "bg-green-600" : "border-2 border-slate-400"}`} aria-hidden="true" />
      <span className="sr-only">{online ? "connected" : "not connected"}</span>
      {renaming ? (
        <form onSubmit={(event) => void rename(event)} className="flex flex-1 items-center gap-1.5">
          <label className="sr-only" htmlFor={`rename-${player.id}`}>
            New name for {player.name}
          </label>
          <input
            id={`rename-${player.id}`}
            autoFocus
            maxLength={24}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === "Escape" && setRenaming(false)}
            className="min-w-0 flex-1 rounded border border-slate-400 px-2 py-0.5 focus-visible:outline-3 focus-visible:outline-blue-600"
          />
          <Button size="sm" type="submit" tone="primary">
            Save
          </Button>
        </form>
      ) : (
        <span className="min-w-[9rem] flex-1 font-semibold break-words text-slate-950">{player.name}</span>
      )}
      {!renaming && (
        <>
          <label className="sr-only" htmlFor={`move-${player.id}`}>
            Move {player.name} to
          </label>
          <select
            id={`move-${player.id}`}
            value={currentTeam ?? ""}
            onChange={(e) => void send({ type: "movePlayer", playerId: player.id, teamId: e.target.value === "" ? null : e.target.value })}
            className="max-w-36 rounded border border-slate-300 bg-white px-1.5 py-0.5 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-blue-600"
          >
            <option value="">No team</option>
            {teams.map((t) => (
              <option key={t.id} value={t.id}>
                {teamColour(t.colour).symbol} {t.name}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            tone="quiet"
            onClick={() => {
              setName(player.name);
              setRenaming(true);
            }}
            aria-label={`Rename ${player.name}`}
          >
            Rename
          </Button>
          <Button size="sm" tone="quiet" className="!text-red-800" onClick={() => onRemove(player)} aria-label={`Remove ${player.name}`}>
            Remove
          </Button>
        </>
      )}
    </li>
  );
}

/**
 * The players during the game: students waiting for a team first (a late joiner, a phone that
 * joined again), with a list to place each one; then every team's players, folded away.
 */
export function PlayersPanel({ view, send, online }: { view: ModeratorSessionView; send: Send; online: Set<string> }) {
  const [removing, setRemoving] = useState<Player | null>(null);
  const waiting = view.unassigned;
  const count = view.teams.reduce((sum, team) => sum + team.players.length, 0) + waiting.length;
  return (
    <section aria-labelledby="players-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-console-players="">
      <h2 id="players-title" className="mb-2 text-sm font-bold tracking-wide text-slate-700 uppercase">
        Players ({count})
      </h2>
      {waiting.length > 0 && (
        <div role="status" className="mb-3 rounded-xl border-2 border-amber-500 bg-amber-50 p-3" data-console-waiting={waiting.length}>
          <p className="font-semibold text-amber-950">
            {waiting.length === 1 ? "1 student is" : `${waiting.length} students are`} waiting for a team: choose one for each.
          </p>
          <PlayerList players={waiting} teams={view.teams} currentTeam={null} online={online} send={send} onRemove={setRemoving} empty="" />
        </div>
      )}
      <details>
        <summary className="cursor-pointer rounded font-semibold text-slate-900 focus-visible:outline-3 focus-visible:outline-blue-600">
          Teams and players: move, rename or remove
        </summary>
        <div className="mt-2 grid gap-3">
          {view.teams.map((team) => (
            <section
              key={team.id}
              aria-label={team.name}
              className="rounded-xl border border-slate-200 p-2"
              style={{ borderLeft: `6px solid ${teamColour(team.colour).hex}` }}
            >
              <h3 className="font-bold text-slate-950 [overflow-wrap:anywhere]">
                <span aria-hidden="true">{teamColour(team.colour).symbol} </span>
                {team.name} <span className="font-normal text-slate-600">({team.players.length})</span>
              </h3>
              <PlayerList
                players={team.players}
                teams={view.teams}
                currentTeam={team.id}
                online={online}
                send={send}
                onRemove={setRemoving}
                empty="No phones: you play for this team from here."
              />
            </section>
          ))}
        </div>
      </details>
      <RemovePlayerDialog player={removing} send={send} onDone={() => setRemoving(null)} />
    </section>
  );
}
