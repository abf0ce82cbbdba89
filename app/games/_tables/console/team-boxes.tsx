"use client";

import { useState, type DragEvent, type ReactNode } from "react";
import { Button, ConfirmDialog } from "@/app/_components/console/ui";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";
import type { TablesConsoleView } from "@/app/games/_tables/views";
import type { ConsoleSend } from "./types";

type Player = { id: string; name: string };
const DRAG_TYPE = "application/x-clue-spin-player";

/**
 * Who sits where: each table's two teams with their players, and the players without a team. A
 * player moves by the select beside their name (keyboard-friendly) or by dragging them to a team.
 */
export function TeamBoxes({
  view,
  look,
  send,
  busy,
  online,
  maxPerTeam,
}: {
  view: TablesConsoleView;
  look: LookUp;
  send: ConsoleSend;
  busy: boolean;
  online: Set<string>;
  /** The most players a team may have (the game's module): a team over it is marked, never silently. */
  maxPerTeam: number;
}) {
  const [removing, setRemoving] = useState<Player | null>(null);
  const move = (playerId: string, teamId: string | null) => void send({ type: "movePlayer", playerId, teamId });
  const list = (players: Player[], teamId: string | null) => (
    <ul className="mt-2 flex flex-col gap-1.5">
      {players.length === 0 && <li className="text-sm text-slate-600">{teamId ? "Nobody on this team" : "Everyone is seated"}</li>}
      {players.map((player) => (
        <PlayerRow
          key={player.id}
          player={player}
          teamId={teamId}
          view={view}
          look={look}
          busy={busy}
          online={online}
          maxPerTeam={maxPerTeam}
          onMove={move}
          onRemove={() => setRemoving(player)}
        />
      ))}
    </ul>
  );
  return (
    <div className="flex flex-col gap-4">
      <DropZone onDrop={(playerId) => move(playerId, null)}>
        <section
          aria-label="Players without a team"
          className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-4"
          data-unseated=""
        >
          <h3 className="text-base font-bold text-slate-900">
            Without a team <span className="font-normal text-slate-600">({view.unassigned.length})</span>
          </h3>
          {list(view.unassigned, null)}
        </section>
      </DropZone>
      <div className="grid gap-4 md:grid-cols-2">
        {view.tables.map((table) => (
          <section
            key={table.id}
            aria-label={`Table ${table.id.replace(/^T/, "")}`}
            className="rounded-2xl border border-slate-200 bg-slate-50 p-3 shadow-sm"
          >
            <h3 className="mb-2 text-lg font-black text-slate-950">Table {table.id.replace(/^T/, "")}</h3>
            <div className="grid gap-3">
              {table.teamIds.map((teamId) => {
                const team = view.teams.find((candidate) => candidate.id === teamId);
                const colour = look(teamId);
                const count = team?.players.length ?? 0;
                return (
                  <DropZone key={teamId} onDrop={(playerId) => move(playerId, teamId)}>
                    <section
                      aria-label={colour.name}
                      className="rounded-xl border border-slate-200 bg-white p-3"
                      style={{ borderLeft: `6px solid ${colour.hex}` }}
                    >
                      <h4 className="flex items-center justify-between gap-2">
                        <TeamPill team={colour} size="sm" />
                        <span
                          className={`text-sm ${count > maxPerTeam || count === 0 ? "font-bold text-red-800" : "text-slate-700"}`}
                          data-team-count={teamId}
                        >
                          {count} of 1–{maxPerTeam}
                          {count > maxPerTeam ? ": too many" : count === 0 ? ": nobody" : ""}
                        </span>
                      </h4>
                      {list(team?.players ?? [], teamId)}
                    </section>
                  </DropZone>
                );
              })}
            </div>
          </section>
        ))}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ""}?`}
        body={<p>They leave the session; their phone goes back to the join page. A team left without players cannot start.</p>}
        confirmLabel="Remove"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void send({ type: "removePlayer", playerId: removing.id });
          setRemoving(null);
        }}
      />
    </div>
  );
}

function PlayerRow({
  player,
  teamId,
  view,
  look,
  busy,
  online,
  maxPerTeam,
  onMove,
  onRemove,
}: {
  player: Player;
  teamId: string | null;
  view: TablesConsoleView;
  look: LookUp;
  busy: boolean;
  online: Set<string>;
  maxPerTeam: number;
  onMove: (playerId: string, teamId: string | null) => void;
  onRemove: () => void;
}) {
  const selectId = `move-${player.id}`;
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, player.id);
        event.dataTransfer.effectAllowed = "move";
      }}
      className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-100 px-2 py-1"
      data-player={player.name}
    >
      <span aria-hidden="true" className="cursor-grab text-slate-500">
        ⠿
      </span>
      <span className="font-semibold text-slate-950">{player.name}</span>
      <span className={`text-xs font-semibold ${online.has(player.id) ? "text-green-800" : "text-slate-600"}`}>
        {online.has(player.id) ? "● online" : "○ offline"}
      </span>
      <label htmlFor={selectId} className="sr-only">
        Move {player.name} to
      </label>
      <select
        id={selectId}
        value={teamId ?? ""}
        disabled={busy}
        onChange={(event) => onMove(player.id, event.target.value === "" ? null : event.target.value)}
        className="ml-auto max-w-[11rem] rounded-md border border-slate-400 bg-white px-1.5 py-0.5 text-sm text-slate-950 focus-visible:outline-3 focus-visible:outline-blue-600"
      >
        <option value="">No team</option>
        {view.teams.map((team) => (
          <option key={team.id} value={team.id}>
            {look(team.id).symbol} {team.name}
            {team.id !== teamId && team.players.length >= maxPerTeam ? ` (full: ${team.players.length} of ${maxPerTeam})` : ""}
          </option>
        ))}
      </select>
      <Button size="sm" tone="quiet" onClick={onRemove} aria-label={`Remove ${player.name}`}>
        ✕
      </Button>
    </li>
  );
}

function DropZone({ onDrop, children }: { onDrop: (playerId: string) => void; children: ReactNode }) {
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);
  return (
    <div
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const playerId = event.dataTransfer.getData(DRAG_TYPE);
        if (playerId) onDrop(playerId);
      }}
      className={over ? "rounded-2xl ring-4 ring-blue-500" : ""}
    >
      {children}
    </div>
  );
}
