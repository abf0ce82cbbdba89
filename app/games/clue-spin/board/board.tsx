"use client";

import "./board.css";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useSound } from "@/app/_components/sound";
import { SpinLegend, Spinner, spinOutcomeName } from "@/app/_components/spinner";
import { clockText, useCountdown, type CountdownShown } from "@/lib/client/use-countdown";
import { useLatest } from "@/lib/client/use-latest";
import { useLiveView } from "@/lib/client/use-live-view";
import { useNextGame } from "@/lib/client/use-next-game";
import type { LedgerEntry } from "@/lib/games/clue-spin/engine/state";
import { channelFor } from "@/lib/shared/channels";
import { isPaused, started, type BoardSessionView, type PlayingBoardView } from "@/app/games/clue-spin/session-views";
import { latestNews, newsBetween, type PointNews } from "@/lib/ui/point-news";
import { announcementsFor } from "./announce";
import { lastLedgerSeq, ledgerSince, soundFor, spinHappened } from "./board-events";
import { cardCameOut, secondAnswerUsedBy, spokenLines } from "@/lib/ui/view-changes";
import { Canvas, useCanvasScale } from "@/app/_components/board/canvas";
import { px, useFit, type FitStep } from "@/app/_components/board/fit";
import { ChipFlights } from "./chip-flights";
import { Lobby, type JoinInfo } from "./lobby";
import { turnTypeOf } from "./turn-type";
import { useReadAloud } from "./read-aloud";
import { TeamBadge, teamLook, type TeamPalette } from "./teams";
import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

// The game's panels load once the game has begun (and the cities list when opened): a board waiting
// in its lobby does not download them (`[PAGE-WEIGHT]`).
const PlayPanel = dynamic(() => import("./play-panel").then((panel) => panel.PlayPanel), { loading: HydrateApart });
const Standings = dynamic(() => import("./standings").then((panel) => panel.Standings), { loading: HydrateApart });
const TeamRail = dynamic(() => import("./team-rail").then((panel) => panel.TeamRail), { loading: HydrateApart });
const CitiesOverlay = dynamic(() => import("./cities-overlay").then((overlay) => overlay.CitiesOverlay), { loading: HydrateApart });

export type { TeamPalette } from "./teams";

const THEME_KEY = "clue-spin:board-theme";
/** The toolbar (for the teacher) shows while the mouse moves or a button has focus, then hides: the room reads the board, not the controls. */
const TOOLBAR_IDLE_MS = 3500;

const toolButton =
  "rounded-xl border-2 border-slate-500 bg-slate-800 px-3 py-1.5 text-[28px] font-bold text-white hover:bg-slate-700 disabled:opacity-60 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-yellow-300";

function Shortcut({ letter }: { letter: string }) {
  return <kbd className="ml-2 rounded border-2 border-slate-400 px-1.5 text-[24px] font-bold text-slate-200">{letter}</kbd>;
}

function useBoardTheme(): [light: boolean, toggle: () => void] {
  const [light, setLight] = useState(false);
  useEffect(() => {
    setLight(window.localStorage.getItem(THEME_KEY) === "light");
  }, []);
  const toggle = useCallback(() => {
    setLight((was) => {
      window.localStorage.setItem(THEME_KEY, was ? "dark" : "light");
      return !was;
    });
  }, []);
  return [light, toggle];
}

function useToolbar(): { visible: boolean; poke: () => void } {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | null>(null);
  const poke = useCallback(() => {
    setVisible(true);
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      // Stay while a control has keyboard focus (not the focus a mouse click leaves behind).
      const active = document.activeElement;
      if (!active?.closest("[data-board-toolbar]") || !active.matches(":focus-visible")) setVisible(false);
    }, TOOLBAR_IDLE_MS);
  }, []);
  useEffect(() => {
    window.addEventListener("mousemove", poke);
    return () => {
      window.removeEventListener("mousemove", poke);
      if (timer.current !== null) window.clearTimeout(timer.current);
    };
  }, [poke]);
  return { visible, poke };
}

export function Board({ gameId, join, palette }: { gameId: string; join: JoinInfo; palette: TeamPalette }) {
  const countdown = useCountdown(gameId);
  const nextGame = useNextGame(gameId);
  const listen = useMemo(() => ({ ...countdown.listen, ...nextGame.listen }), [countdown.listen, nextGame.listen]);
  const channelsFor = useCallback(() => [channelFor.board(gameId)], [gameId]);
  const live = useLiveView<BoardSessionView>({ gameId, role: "board", channelsFor, listen });
  const view = live.view;

  // "Play again" on the console: the projector moves on to the new game's lobby by itself.
  const gameOver = view ? view.status === "finished" || view.status === "ended" : false;
  const loadNextGame = nextGame.load;
  useEffect(() => {
    if (gameOver) void loadNextGame();
  }, [gameOver, loadNextGame]);
  useEffect(() => {
    if (nextGame.next) window.location.assign(`/board/${nextGame.next.gameId}`);
  }, [nextGame.next]);
  const sound = useSound();
  const soundRef = useLatest(sound);
  const scale = useCanvasScale();
  const [citiesOpen, setCitiesOpen] = useState(false);
  const [light, toggleTheme] = useBoardTheme();
  const readAloud = useReadAloud();
  const readAloudRef = useLatest(readAloud);
  const toolbar = useToolbar();

  // An event sent between the first fetch and the channel subscription would be missed: once live,
  // fetch again, and every so often as a safety net (a board runs unattended for an hour).
  const { connection, refresh } = live;
  const loadCountdown = countdown.load;
  useEffect(() => {
    if (connection !== "live") return;
    const soon = window.setTimeout(() => {
      void refresh();
      void loadCountdown();
    }, 800);
    const every = window.setInterval(() => void refresh(), 20_000);
    return () => {
      window.clearTimeout(soon);
      window.clearInterval(every);
    };
  }, [connection, refresh, loadCountdown]);

  // ---- What changed since the last view: spins, chips, sounds, why points moved, what to read aloud ----
  const previous = useRef<PlayingBoardView | null>(null);
  const lastSeq = useRef(-1);
  const [spinKey, setSpinKey] = useState<string | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [flights, setFlights] = useState<{ batch: number; list: LedgerEntry[] }>({ batch: 0, list: [] });
  const [announcement, setAnnouncement] = useState("");
  const [news, setNews] = useState<PointNews | null>(null);
  const [secondAnswer, setSecondAnswer] = useState<string | null>(null);

  useEffect(() => {
    // Before the start there is no game to animate: its first view is shown as a board opening then would.
    const shown = view ? started(view) : null;
    if (!shown) {
      previous.current = null;
      return;
    }
    const prev = previous.current;
    previous.current = shown;
    const name = (id: string) => teamLook(shown, palette, id).name;
    if (!prev) {
      lastSeq.current = lastLedgerSeq(shown.game);
      // A board opening now shows why the last points moved, while that is still what the room sees.
      const showing = shown.game.card === null || shown.game.phase.type === "buyer-answering";
      setNews(showing ? latestNews(shown.game, name) : null);
      return;
    }
    if (spinHappened(prev.game, shown.game)) {
      setSpinKey(`spin-${shown.version}`);
      setSpinning(!window.matchMedia("(prefers-reduced-motion: reduce)").matches);
      soundRef.current.play("spin");
    }
    const moved = ledgerSince(lastSeq.current, shown.game);
    lastSeq.current = lastLedgerSeq(shown.game);
    if (moved.length > 0) setFlights((current) => ({ batch: current.batch + 1, list: moved }));
    // A new card on the table starts afresh: points that moved before it are old news.
    const change = newsBetween(prev.game, shown.game, name);
    if (cardCameOut(prev.game, shown.game)) setNews(null);
    else if (change) setNews(change);
    const usedBy = secondAnswerUsedBy(prev.game, shown.game);
    if (usedBy) setSecondAnswer(usedBy);
    else if (cardCameOut(prev.game, shown.game) || shown.game.card?.answerPendingBy) setSecondAnswer(null);
    const effect = soundFor(prev.game, shown.game);
    if (effect) soundRef.current.play(effect);
    const lines = announcementsFor(prev, shown, name);
    if (lines.length > 0) setAnnouncement(lines.join(" "));
    readAloudRef.current.speak(spokenLines(prev.game, shown.game));
  }, [palette, readAloudRef, soundRef, view]);

  const onSpinSettled = useCallback(
    (value: number) => {
      setSpinning(false);
      const current = previous.current;
      const spin = current?.game.lastSpin;
      if (current && spin) setAnnouncement(`${teamLook(current, palette, spin.teamId).name} spun ${value}: ${spinOutcomeName(value)}.`);
    },
    [palette],
  );

  // The countdown's end rings once.
  const countdownState = countdown.shown?.state ?? null;
  const lastCountdownState = useRef(countdownState);
  useEffect(() => {
    if (lastCountdownState.current === "running" && countdownState === "done") soundRef.current.play("time");
    lastCountdownState.current = countdownState;
  }, [countdownState, soundRef]);

  // ---- Keyboard: C cities, M sound, R read aloud, L light theme, F full screen, Esc closes ----
  const poke = toolbar.poke;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA")) return;
      const key = event.key.toLowerCase();
      if (key === "c") setCitiesOpen((open) => !open);
      else if (key === "escape") setCitiesOpen(false);
      else if (key === "m") soundRef.current.toggleMuted();
      else if (key === "r") readAloudRef.current.toggle();
      else if (key === "l") toggleTheme();
      else if (key === "f") toggleFullScreen();
      else if (key === "tab") poke();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [poke, readAloudRef, soundRef, toggleTheme]);

  const look = useCallback((id: string) => (view ? teamLook(view, palette, id) : null), [palette, view]);

  const themeClass = light ? "palette-inverted" : "palette-normal";
  if (!view) {
    return (
      <div className={themeClass}>
        <Canvas scale={scale}>
          <main className="flex h-full items-center justify-center">
            <h1 className="text-6xl font-black" role="status">
              {live.error ? live.error.message : "Loading the board…"}
            </h1>
          </main>
        </Canvas>
      </div>
    );
  }

  // Before the start (and in a room ended before it) there is no game: the lobby draws the room only.
  const playing = started(view);
  const game = playing?.game ?? null;
  const inLobby = view.status === "lobby";
  const over = view.status === "ended" || view.status === "finished" || game?.phase.type === "finished";
  const paused = isPaused(view);
  const turnType = game ? turnTypeOf(game.phase) : null;
  const turnTeam = game?.turn ? look(game.turn.teamId) : null;
  // Three or more clues at once (a bid, the final question) get the whole width and a compact score rail.
  const wide = !spinning && (game?.card?.shownClues.length ?? 0) >= 3;

  return (
    <div className={themeClass} data-board-theme={light ? "light" : "dark"}>
      <Canvas scale={scale}>
        <div
          className="flex h-full flex-col"
          data-board=""
          data-board-status={view.status}
          data-board-phase={game?.phase.type}
          data-view-version={view.version}
        >
          <header className="flex h-[76px] shrink-0 items-center gap-5 px-8" data-board-header="">
            {/* During play the header's room goes to the turn and the join code; the name stays for screen readers. */}
            <h1 className={inLobby || over ? "shrink-0 text-[36px] font-black tracking-tight text-yellow-300" : "sr-only"}>Clue Spin</h1>
            {!inLobby && !over && turnType && (
              <span
                className="shrink-0 rounded-full bg-white px-4 py-0.5 text-[28px] font-black uppercase tracking-wide text-slate-950"
                data-board-turn-type=""
              >
                {turnType}
              </span>
            )}
            {!inLobby && !over && turnTeam && (
              <span className="flex min-w-0 items-center gap-3 text-[32px] font-bold text-slate-100">
                <span className="shrink-0">Turn {game?.turn?.number}</span>
                <TeamBadge team={turnTeam} size="sm" className="max-w-[520px]" />
              </span>
            )}
            {wide && game?.lastSpin && (
              <span className="shrink-0 text-[32px] font-bold text-slate-100" data-board-spin-result={game.lastSpin.value}>
                spun <span className="text-[40px] font-black text-white">{game.lastSpin.value}</span>
              </span>
            )}
            <div className="ml-auto flex shrink-0 items-center gap-4">
              {live.connection !== "live" && (
                <span
                  role="status"
                  className="board-pulse rounded-full bg-amber-300 px-4 py-1 text-[28px] font-black text-slate-950"
                  data-board-connection={live.connection}
                >
                  {live.connection === "offline"
                    ? "Offline: retrying…"
                    : live.connection === "connecting"
                      ? "Connecting…"
                      : "Reconnecting…"}
                </span>
              )}
              {countdown.shown && <CountdownPill shown={countdown.shown} />}
              {!inLobby && !over && (
                <p className="text-right text-[28px] font-semibold leading-tight text-slate-200" data-board-join-small="">
                  Join at <span className="font-mono font-bold text-white">{join.base}/join</span> · code{" "}
                  <span className="font-mono text-[34px] font-black tracking-widest text-yellow-300">{view.code}</span>
                </p>
              )}
            </div>
          </header>

          <main className="relative min-h-0 flex-1">
            {/* While paused, the game sits behind an opaque curtain: nobody reads it, a screen reader skips it. */}
            <div className="h-full" inert={paused && !over} aria-hidden={paused && !over ? true : undefined}>
              {!playing ? (
                inLobby ? (
                  <Lobby view={view} palette={palette} join={join} />
                ) : (
                  <p className="flex h-full items-center justify-center text-6xl font-black" data-board-not-started="">
                    The game ended before it started.
                  </p>
                )
              ) : over ? (
                <Standings view={playing} palette={palette} />
              ) : (
                <div className="flex h-full flex-col">
                  <div className={`grid min-h-0 flex-1 gap-5 px-6 ${wide ? "grid-cols-1 pb-1.5" : "grid-cols-[400px_1fr] pb-3"}`}>
                    {/* The wheel keeps its place (hidden, not removed) so a spin always turns from where it stopped. */}
                    <SpinnerColumn hidden={wide}>
                      <Spinner
                        value={playing.game.lastSpin?.value ?? null}
                        spinKey={spinKey}
                        onSettled={onSpinSettled}
                        className="shrink-0"
                        style={{ width: "var(--wheel)", height: "var(--wheel)" }}
                      />
                      <SpinCaption view={playing} palette={palette} spinning={spinning} />
                      <SpinLegend className="flex flex-col gap-1 text-[28px] font-semibold leading-tight text-slate-200" />
                    </SpinnerColumn>
                    <section
                      aria-label="The card"
                      className={`flex min-h-0 flex-col rounded-[2rem] border-2 border-slate-700 bg-slate-900/60 ${wide ? "px-4 pb-2 pt-1.5" : "px-6 py-4"}`}
                    >
                      {spinning && playing.game.lastSpin ? (
                        <div className="flex flex-1 flex-col items-start justify-center gap-8">
                          <TeamBadge team={teamLook(view, palette, playing.game.lastSpin.teamId)} size="xl" />
                          <p className="board-pulse text-7xl font-extrabold text-white">is spinning…</p>
                        </div>
                      ) : (
                        <PlayPanel view={playing} palette={palette} news={news} secondAnswerBy={secondAnswer} />
                      )}
                    </section>
                  </div>
                  <div className={`shrink-0 ${wide ? "" : "h-[290px]"}`}>
                    <TeamRail view={playing} palette={palette} news={news} compact={wide} />
                  </div>
                </div>
              )}
            </div>
            {paused && !over && (
              <div className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-6 bg-slate-950/95" data-board-paused="">
                <p className="text-[10rem] font-black leading-none text-white">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="mr-6 inline h-32 w-32 align-[-12px]" fill="currentColor">
                    <rect x="3" y="2" width="5" height="16" rx="1" />
                    <rect x="12" y="2" width="5" height="16" rx="1" />
                  </svg>
                  Paused
                </p>
                <p className="text-5xl font-semibold text-slate-200">The moderator has paused the game.</p>
              </div>
            )}
            {citiesOpen && <CitiesOverlay onClose={() => setCitiesOpen(false)} />}
          </main>
          <p aria-live="polite" aria-atomic="true" className="sr-only" data-board-announcement="">
            {announcement}
          </p>
        </div>
        <ChipFlights entries={flights} scale={scale} onChip={() => soundRef.current.play("chip")} />
        <div
          role="toolbar"
          aria-label="Board controls"
          data-board-toolbar=""
          data-visible={toolbar.visible ? "true" : "false"}
          onFocus={poke}
          className={`absolute bottom-4 right-4 z-50 flex flex-wrap items-center justify-end gap-3 rounded-2xl bg-slate-950/90 p-3 shadow-2xl transition-opacity ${toolbar.visible ? "opacity-100" : "pointer-events-none opacity-0 has-[:focus-visible]:pointer-events-auto has-[:focus-visible]:opacity-100"}`}
        >
          <button type="button" className={toolButton} aria-expanded={citiesOpen} onClick={() => setCitiesOpen((open) => !open)}>
            Cities
            <Shortcut letter="C" />
          </button>
          <button type="button" className={toolButton} onClick={sound.toggleMuted} data-board-sound={sound.muted ? "off" : "on"}>
            Sound {sound.muted ? "off" : "on"}
            {sound.blocked && <span className="ml-1 text-[24px] font-semibold text-amber-200">(click)</span>}
            <Shortcut letter="M" />
          </button>
          <button
            type="button"
            className={toolButton}
            onClick={readAloud.toggle}
            disabled={!readAloud.available}
            aria-pressed={readAloud.on}
            data-board-read-aloud={readAloud.available ? (readAloud.on ? "on" : "off") : "no-voice"}
          >
            {readAloud.available ? `Read clues aloud: ${readAloud.on ? "on" : "off"}` : "Read aloud: no voice on this computer"}
            <Shortcut letter="R" />
          </button>
          <button type="button" className={toolButton} onClick={toggleTheme} aria-pressed={light} data-board-light={light ? "on" : "off"}>
            {light ? "Dark board" : "Light board"}
            <Shortcut letter="L" />
          </button>
          <button type="button" className={toolButton} onClick={toggleFullScreen}>
            Full screen
            <Shortcut letter="F" />
          </button>
        </div>
      </Canvas>
    </div>
  );
}

const WHEEL_STEPS: FitStep[] = [330, 300, 270, 240, 210, 180].map((size) => ({ "--wheel": px(size) }));

/** The wheel, what it last said and its key: the wheel gives way when a long team name needs the room. */
function SpinnerColumn({ hidden, children }: { hidden: boolean; children: ReactNode }) {
  const ref = useFit<HTMLElement>(WHEEL_STEPS, String(hidden));
  return (
    <section
      ref={ref}
      aria-label="Spinner"
      className={`flex min-h-0 flex-col items-center gap-3 overflow-hidden pt-1 [&>*]:shrink-0 ${hidden ? "hidden" : ""}`}
      data-board-spinner-column=""
    >
      {children}
    </section>
  );
}

function CountdownPill({ shown }: { shown: CountdownShown }) {
  const done = shown.state === "done";
  const low = shown.state === "running" && shown.secondsLeft <= 5;
  return (
    <p
      role="timer"
      aria-live="off"
      className={`rounded-2xl px-4 py-1 text-[36px] font-black tabular-nums leading-tight ${done ? "board-pulse bg-rose-300 text-rose-950" : low ? "bg-amber-300 text-slate-950" : "bg-sky-300 text-slate-950"}`}
      data-board-countdown={shown.state}
    >
      {done ? "Time's up!" : `Talk it over ${clockText(shown.secondsLeft)}`}
    </p>
  );
}

function SpinCaption({ view, palette, spinning }: { view: PlayingBoardView; palette: TeamPalette; spinning: boolean }) {
  const spin = view.game.lastSpin;
  if (!spin) return <p className="text-[32px] font-bold text-slate-300">Not spun yet</p>;
  const team = teamLook(view, palette, spin.teamId);
  if (spinning) return <p className="text-[32px] font-bold text-slate-200">Spinning…</p>;
  const phase = view.game.phase;
  // Before this turn's spin the wheel still shows an older spin: say so rather than give it a meaning now.
  const earlier = phase.type === "turn-start" || phase.type === "first-spin";
  const meaning = earlier
    ? null
    : phase.type === "final-question" && phase.teamId === spin.teamId
      ? `${spin.value} clue${spin.value === 1 ? "" : "s"} for the final question`
      : spinOutcomeName(spin.value);
  return (
    <div className="flex max-w-full flex-col items-center gap-1 text-center" data-board-spin-result={spin.value}>
      <p className="flex max-w-full flex-wrap items-center justify-center gap-x-3 gap-y-1 text-[30px] font-bold text-slate-100">
        {earlier && phase.type === "turn-start" && <span>Last spin:</span>}
        <TeamBadge team={team} size="sm" />
        <span>
          spun <span className="text-[44px] font-black text-white">{spin.value}</span>
        </span>
      </p>
      {meaning && <p className="text-[36px] font-black uppercase leading-tight tracking-wide text-yellow-300">{meaning}</p>}
    </div>
  );
}

function toggleFullScreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void document.documentElement.requestFullscreen().catch(() => undefined);
}
