"use client";

import "../board.css";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSound } from "@/app/_components/sound";
import { SPIN_SECONDS, SpinLegend, Spinner, spinOutcomeName } from "@/app/_components/spinner";
import { useLiveView } from "@/lib/client/use-live-view";
import type { LedgerEntry } from "@/lib/game/state";
import { channelFor } from "@/lib/shared/channels";
import type { BoardSessionView } from "@/app/_clue/session-views";
import { announcementsFor } from "./announce";
import { lastLedgerSeq, ledgerSince, soundFor, spinHappened } from "./board-events";
import { Canvas, useCanvasScale } from "./canvas";
import { ChipFlights } from "./chip-flights";
import { CitiesOverlay } from "./cities-overlay";
import { Lobby, type JoinInfo } from "./lobby";
import { PlayPanel, turnTypeOf } from "./play-panel";
import { Standings } from "./standings";
import { TeamRail } from "./team-rail";
import { TeamBadge, teamLook, type TeamPalette } from "./teams";
import { useLatest } from "@/lib/client/use-latest";

export type { TeamPalette } from "./teams";

const buttonClass =
  "rounded-xl border-2 border-slate-500 bg-slate-800 px-3 py-1.5 text-xl font-bold text-white hover:bg-slate-700 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-yellow-300";

function Shortcut({ letter }: { letter: string }) {
  return <kbd className="ml-2 rounded border-2 border-slate-400 px-1.5 text-xl font-bold text-slate-200">{letter}</kbd>;
}

export function Board({ gameId, join, palette }: { gameId: string; join: JoinInfo; palette: TeamPalette }) {
  const channelsFor = useCallback(() => [channelFor.board(gameId)], [gameId]);
  const live = useLiveView<BoardSessionView>({ gameId, role: "board", channelsFor });
  const view = live.view;
  const sound = useSound();
  const soundRef = useLatest(sound);
  const scale = useCanvasScale();
  const [citiesOpen, setCitiesOpen] = useState(false);

  // An event sent between the first fetch and the channel subscription would be missed: once live,
  // fetch again, and every so often as a safety net (a board runs unattended for an hour).
  const { connection, refresh } = live;
  useEffect(() => {
    if (connection !== "live") return;
    const soon = window.setTimeout(() => void refresh(), 800);
    const every = window.setInterval(() => void refresh(), 20_000);
    return () => {
      window.clearTimeout(soon);
      window.clearInterval(every);
    };
  }, [connection, refresh]);

  // ---- What changed since the last view: spins, chips, sounds, announcements ----
  const previous = useRef<BoardSessionView | null>(null);
  const lastSeq = useRef(-1);
  const [spinKey, setSpinKey] = useState<string | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [flights, setFlights] = useState<{ batch: number; list: LedgerEntry[] }>({ batch: 0, list: [] });
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (!view) return;
    const prev = previous.current;
    previous.current = view;
    if (!prev) {
      lastSeq.current = lastLedgerSeq(view.game);
      return;
    }
    const name = (id: string) => teamLook(view, palette, id).name;
    if (spinHappened(prev.game, view.game)) {
      setSpinKey(`spin-${view.version}`);
      setSpinning(!window.matchMedia("(prefers-reduced-motion: reduce)").matches);
      soundRef.current.play("spin", { spinSeconds: SPIN_SECONDS });
    }
    const moved = ledgerSince(lastSeq.current, view.game);
    if (moved.length > 0) {
      lastSeq.current = lastLedgerSeq(view.game);
      setFlights((current) => ({ batch: current.batch + 1, list: moved }));
    }
    const effect = soundFor(prev.game, view.game);
    if (effect) soundRef.current.play(effect);
    const lines = announcementsFor(prev, view, name);
    if (lines.length > 0) setAnnouncement(lines.join(" "));
  }, [palette, soundRef, view]);

  const onSpinSettled = useCallback(
    (value: number) => {
      setSpinning(false);
      const current = previous.current;
      const spin = current?.game.lastSpin;
      if (current && spin) setAnnouncement(`${teamLook(current, palette, spin.teamId).name} spun ${value}: ${spinOutcomeName(value)}.`);
    },
    [palette],
  );

  // ---- Keyboard: C cities, M sound, F full screen, Esc closes ----
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA")) return;
      const key = event.key.toLowerCase();
      if (key === "c") setCitiesOpen((open) => !open);
      else if (key === "escape") setCitiesOpen(false);
      else if (key === "m") soundRef.current.toggleMuted();
      else if (key === "f") toggleFullScreen();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [soundRef]);

  if (!view) {
    return (
      <Canvas scale={scale}>
        <main className="flex h-full items-center justify-center">
          <h1 className="text-6xl font-black" role="status">
            {live.error ? live.error.message : "Loading the board…"}
          </h1>
        </main>
      </Canvas>
    );
  }

  const game = view.game;
  const look = (id: string) => teamLook(view, palette, id);
  const inLobby = view.status === "lobby";
  const over = view.status === "ended" || view.status === "finished" || game.phase.type === "finished";
  const turnType = turnTypeOf(game.phase);
  const turnTeam = game.turn ? look(game.turn.teamId) : null;

  return (
    <Canvas scale={scale}>
      <div className="flex h-full flex-col" data-board="" data-board-status={view.status} data-board-phase={game.phase.type}>
        <header className="flex h-[96px] shrink-0 items-center gap-5 whitespace-nowrap px-8">
          <h1 className="text-3xl font-black tracking-tight text-yellow-300">Clue Spin</h1>
          {!inLobby && !over && turnType && (
            <span
              className="rounded-full bg-white px-4 py-1 text-2xl font-black uppercase tracking-wide text-slate-950"
              data-board-turn-type=""
            >
              {turnType}
            </span>
          )}
          {!inLobby && !over && turnTeam && (
            <span className="flex min-w-0 items-center gap-3 text-3xl font-bold text-slate-100">
              Turn {game.turn?.number}
              <TeamBadge team={turnTeam} size="md" className="max-w-[560px]" />
            </span>
          )}
          <div className="ml-auto flex items-center gap-3">
            {live.connection !== "live" && (
              <span
                role="status"
                className="board-pulse rounded-full bg-amber-300 px-4 py-1 text-2xl font-black text-slate-950"
                data-board-connection={live.connection}
              >
                {live.connection === "offline" ? "Offline: retrying…" : live.connection === "connecting" ? "Connecting…" : "Reconnecting…"}
              </span>
            )}
            {!inLobby && !over && (
              <p
                className="mr-1 rounded-xl border-2 border-slate-700 px-3 py-1 text-right text-lg leading-tight text-slate-200"
                data-board-join-small=""
              >
                Join at <span className="font-mono font-bold text-white">{join.base}/join</span>
                <br />
                code <span className="font-mono text-2xl font-black tracking-widest text-yellow-300">{view.code}</span>
              </p>
            )}
            <button type="button" className={buttonClass} aria-expanded={citiesOpen} onClick={() => setCitiesOpen((open) => !open)}>
              Cities
              <Shortcut letter="C" />
            </button>
            <button type="button" className={buttonClass} onClick={sound.toggleMuted} data-board-sound={sound.muted ? "off" : "on"}>
              <SpeakerIcon muted={sound.muted} /> Sound {sound.muted ? "off" : "on"}
              {sound.blocked && <span className="ml-1 text-lg font-semibold text-amber-200">(click)</span>}
              <Shortcut letter="M" />
            </button>
            <button type="button" className={buttonClass} onClick={toggleFullScreen} aria-label="Full screen">
              <FullScreenIcon />
              <Shortcut letter="F" />
            </button>
          </div>
        </header>

        <main className="relative min-h-0 flex-1">
          {inLobby ? (
            <Lobby view={view} palette={palette} join={join} />
          ) : over ? (
            <Standings view={view} palette={palette} />
          ) : (
            <div className="flex h-full flex-col">
              <div className="grid min-h-0 flex-1 grid-cols-[500px_1fr] gap-6 px-6 pb-4">
                <section aria-label="Spinner" className="flex flex-col items-center justify-center gap-3">
                  <Spinner
                    value={game.lastSpin?.value ?? null}
                    spinKey={spinKey}
                    onSettled={onSpinSettled}
                    className="h-[400px] w-[400px]"
                  />
                  <SpinCaption view={view} palette={palette} spinning={spinning} />
                  <SpinLegend className="mt-1 grid grid-cols-[auto_auto] gap-x-6 gap-y-1 whitespace-nowrap text-xl font-semibold text-slate-200" />
                </section>
                <section
                  aria-label="The card"
                  className="flex min-h-0 flex-col rounded-[2rem] border-2 border-slate-700 bg-slate-900/60 p-7"
                >
                  {spinning && game.lastSpin ? (
                    <div className="flex flex-1 flex-col items-start justify-center gap-8">
                      <TeamBadge team={look(game.lastSpin.teamId)} size="xl" />
                      <p className="board-pulse text-7xl font-extrabold text-white">is spinning…</p>
                    </div>
                  ) : (
                    <PlayPanel view={view} palette={palette} />
                  )}
                </section>
              </div>
              <div className="h-[300px] shrink-0">
                <TeamRail view={view} palette={palette} />
              </div>
            </div>
          )}
          {game.paused && !over && (
            <div className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-6 bg-slate-950/90" data-board-paused="">
              <p className="text-[10rem] font-black leading-none text-white">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="mr-6 inline h-32 w-32 align-[-12px]" fill="currentColor">
                  <rect x="3" y="2" width="5" height="16" rx="1" />
                  <rect x="12" y="2" width="5" height="16" rx="1" />
                </svg>
                Paused
              </p>
              <p className="text-5xl font-semibold text-slate-200">The teacher has paused the game.</p>
            </div>
          )}
          {citiesOpen && <CitiesOverlay onClose={() => setCitiesOpen(false)} />}
        </main>
        <p aria-live="polite" aria-atomic="true" className="sr-only" data-board-announcement="">
          {announcement}
        </p>
      </div>
      <ChipFlights entries={flights} scale={scale} onChip={() => soundRef.current.play("chip")} />
    </Canvas>
  );
}

function SpinCaption({ view, palette, spinning }: { view: BoardSessionView; palette: TeamPalette; spinning: boolean }) {
  const spin = view.game.lastSpin;
  if (!spin) return <p className="text-3xl font-bold text-slate-300">Not spun yet</p>;
  const team = teamLook(view, palette, spin.teamId);
  if (spinning) return <p className="text-3xl font-bold text-slate-200">Spinning…</p>;
  const phase = view.game.phase;
  // Before this turn's spin the wheel still shows an older spin: say so rather than give it a meaning now.
  const earlier = phase.type === "turn-start" || phase.type === "first-spin";
  const meaning = earlier
    ? null
    : phase.type === "final-question" && phase.teamId === spin.teamId
      ? `${spin.value} clue${spin.value === 1 ? "" : "s"} for the final question`
      : spinOutcomeName(spin.value);
  return (
    <div className="flex flex-col items-center gap-2 text-center" data-board-spin-result={spin.value}>
      <p
        className={`flex items-center gap-3 whitespace-nowrap font-bold ${earlier ? "text-2xl text-slate-300" : "text-3xl text-slate-100"}`}
      >
        {earlier && phase.type === "turn-start" && <span className="whitespace-nowrap">Last spin:</span>}
        <TeamBadge team={team} size="sm" /> spun <span className="text-5xl font-black text-white">{spin.value}</span>
      </p>
      {meaning && <p className="text-4xl font-black uppercase tracking-wide text-yellow-300">{meaning}</p>}
    </div>
  );
}

function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mr-1 inline h-7 w-7 align-[-5px]"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />}
    </svg>
  );
}

function FullScreenIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="inline h-7 w-7 align-[-5px]"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
    >
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </svg>
  );
}

function toggleFullScreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void document.documentElement.requestFullscreen().catch(() => undefined);
}
