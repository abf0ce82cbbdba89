"use client";

import { useCallback, useEffect, useState } from "react";
import Link from "next/link";
import { useModeratorSend } from "@/lib/client/use-moderator-send";
import { useLiveView } from "@/lib/client/use-live-view";
import { channelFor } from "@/lib/shared/channels";
import { started, type ModeratorSessionView } from "@/app/games/clue-spin/session-views";
import { SeatClaims } from "@/app/_components/seat-claims";
import { commandForShortcut, SHORTCUT_HELP, SHORTCUT_KEYS, shortcutForKey, type Shortcut } from "./actions";
import { GameLog, useGameLog } from "@/app/_components/console/game-log";
import { Lobby } from "./lobby";
import { Play } from "./play";
import { NotPlayed, Results } from "./results";
import { SecondDevice } from "@/app/_components/console/second-device";
import { NextGameButton } from "@/app/_components/console/next-game-button";
import { Button, ConfirmDialog, Dialog, Kbd } from "@/app/_components/console/ui";
import type { JoinInfo, Send } from "./console-types";
import { useLatest } from "@/lib/client/use-latest";
import { useCountdown } from "@/lib/client/use-countdown";
import { CountdownControls } from "./countdown";
import { usePresenter } from "./presenter";

export function ModeratorConsole({ gameId, join }: { gameId: string; join: JoinInfo }) {
  const countdown = useCountdown(gameId);
  const presenter = usePresenter();
  const live = useLiveView<ModeratorSessionView>({
    gameId,
    role: "moderator",
    channelsFor: () => [channelFor.moderator(gameId)],
    presenceChannel: channelFor.presence(gameId),
    listen: countdown.listen,
  });
  const { view, error, connection, presence, refresh } = live;
  const [help, setHelp] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [secondDevice, setSecondDevice] = useState(false);
  const viewRef = useLatest(view);
  const log = useGameLog(gameId, view?.version ?? null);

  const moderator = useModeratorSend(gameId, view?.version ?? null, refresh);
  const send: Send = moderator.send;
  const { busy, notice, dismiss } = moderator;

  const runShortcut = useCallback(
    (shortcut: Shortcut) => {
      const current = viewRef.current;
      if (!current) return;
      const command = commandForShortcut(shortcut, current);
      if (command) void send(command);
    },
    [send, viewRef],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable=true], dialog[open]")) return;
      if (document.querySelector("dialog[open]")) return;
      if (event.key === "?") {
        event.preventDefault();
        setHelp(true);
        return;
      }
      const shortcut = shortcutForKey(event.key);
      if (!shortcut) return;
      event.preventDefault();
      runShortcut(shortcut);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [runShortcut]);

  if (!view) {
    return (
      <main className="palette-auto mx-auto max-w-2xl px-6 py-16">
        {error ? (
          <div role="alert" className="rounded-2xl border border-red-300 bg-white p-6 shadow-sm">
            <h1 className="text-2xl font-bold text-slate-950">This console cannot open</h1>
            <p className="mt-2 text-lg text-slate-800">{error.message}</p>
            <p className="mt-4 text-slate-700">
              To moderate from this device, open the console on the device that created the game and choose{" "}
              <strong>Open on another device</strong>.
            </p>
            <p className="mt-4">
              <Link className="font-semibold text-blue-800 underline" href="/host">
                Host a new game
              </Link>
            </p>
          </div>
        ) : (
          <p role="status" className="text-lg text-slate-700">
            Loading the game…
          </p>
        )}
      </main>
    );
  }

  const over = view.status === "finished" || view.status === "ended";
  // The game's own view exists from the start on; the lobby (and a room ended in it) draws the room only.
  const playing = started(view);
  const online = new Set(presence.map((m) => m.id));
  const undoTitle = `Undo the last action (${SHORTCUT_KEYS.undo})`;

  return (
    <div
      className="palette-auto flex min-h-screen flex-col bg-slate-50 text-slate-900"
      data-view-version={view.version}
      data-presenter={presenter.on ? "on" : "off"}
    >
      <header className="no-print sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-[110rem] flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          <Link
            href="/"
            className="rounded text-lg font-extrabold tracking-tight text-slate-950 focus-visible:outline-3 focus-visible:outline-blue-600"
          >
            Clue Spin
          </Link>
          <h1 className="text-base font-semibold text-slate-700">
            Moderator console <span className="sr-only">, game code</span>
            <span className="ml-2 rounded-md bg-slate-100 px-2 py-0.5 font-mono text-slate-900">{view.code}</span>
          </h1>
          <ConnectionBadge connection={connection} />
          <nav aria-label="Game tools" className="ml-auto flex flex-wrap items-center gap-2">
            <a
              href={`/board/${gameId}`}
              target="_blank"
              rel="noreferrer"
              className="rounded-lg border border-slate-300 bg-white px-3 py-1 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-blue-600"
            >
              Open board <span aria-hidden="true">↗</span>
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <Button size="sm" onClick={() => setSecondDevice(true)}>
              Open on another device
            </Button>
            <NextGameButton />
            {/* A finished game can be reopened: undo takes back the final judgement too. */}
            {(view.status === "playing" || view.status === "finished") && (
              <Button size="sm" onClick={() => void send({ type: "undo" })} disabled={busy} shortcut={SHORTCUT_KEYS.undo} title={undoTitle}>
                Undo
              </Button>
            )}
            {view.status === "playing" && (
              <Button
                size="sm"
                tone={presenter.on ? "primary" : "secondary"}
                onClick={presenter.toggle}
                aria-pressed={presenter.on}
                title="For one laptop on a mirrored projector: the answer stays hidden until you hold A to peek"
              >
                Presenter mode {presenter.on ? "on" : "off"}
              </Button>
            )}
            <Button size="sm" tone="quiet" onClick={() => setHelp(true)} shortcut="?">
              Shortcuts
            </Button>
            {!over && (
              <Button size="sm" tone="danger" onClick={() => setConfirmEnd(true)}>
                End game
              </Button>
            )}
          </nav>
        </div>
        {connection !== "live" && connection !== "connecting" && (
          <p role="status" className="bg-amber-100 px-4 py-1.5 text-center font-semibold text-amber-950">
            {connection === "offline"
              ? "No connection to the game server: check that it is still running. Your last actions are saved."
              : "Reconnecting… the screen will catch up by itself."}
          </p>
        )}
      </header>

      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-20 flex justify-center px-4">
        {notice && (
          <p
            key={notice.id}
            role={notice.tone === "error" ? "alert" : "status"}
            className={`pointer-events-auto flex items-center gap-3 rounded-xl px-4 py-3 text-base font-semibold shadow-lg ${notice.tone === "error" ? "bg-red-800 text-white" : "bg-slate-900 text-white"}`}
          >
            {notice.text}
            <button
              type="button"
              onClick={dismiss}
              className="rounded px-2 text-white/90 underline focus-visible:outline-3 focus-visible:outline-white"
            >
              Dismiss
            </button>
          </p>
        )}
      </div>

      <SeatClaims
        claims={view.claims ?? []}
        teams={view.teams}
        busy={busy}
        onAnswer={(claimId, grant) => void send({ type: "answerClaim", claimId, grant })}
      />
      <main className="mx-auto w-full max-w-[110rem] flex-1 px-4 py-4">
        {view.status === "lobby" && (
          <Lobby view={view} join={join} online={online} send={send} busy={busy} log={<GameLog log={log} compact />} />
        )}
        {view.status === "playing" && playing && (
          <Play
            view={playing}
            send={send}
            busy={busy}
            online={online}
            log={<GameLog log={log} />}
            presenter={presenter}
            countdown={<CountdownControls gameId={gameId} shown={countdown.shown} />}
          />
        )}
        {over &&
          (playing ? (
            <Results view={playing} gameId={gameId} log={<GameLog log={log} />} />
          ) : (
            <NotPlayed gameId={gameId} log={<GameLog log={log} />} />
          ))}
      </main>

      <Dialog
        open={help}
        onClose={() => setHelp(false)}
        title="Keyboard shortcuts"
        footer={<Button onClick={() => setHelp(false)}>Close</Button>}
      >
        <p className="text-slate-700">They work whenever you are not typing in a box, and only when the action is possible.</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          {SHORTCUT_HELP.map(({ shortcut, text }) => (
            <div key={shortcut} className="contents">
              <dt>
                <Kbd>{SHORTCUT_KEYS[shortcut]}</Kbd>
              </dt>
              <dd className="text-slate-900">{text}</dd>
            </div>
          ))}
          <dt>
            <Kbd>A</Kbd>
          </dt>
          <dd className="text-slate-900">Presenter mode: hold to peek at the answer</dd>
          <dt>
            <Kbd>?</Kbd>
          </dt>
          <dd className="text-slate-900">Show this list</dd>
        </dl>
      </Dialog>

      <ConfirmDialog
        open={confirmEnd}
        title="End the game now?"
        body={<p>Scores stay as they are and nobody can play on. The final standings and the log stay here for export.</p>}
        confirmLabel="End game"
        onCancel={() => setConfirmEnd(false)}
        onConfirm={() => {
          setConfirmEnd(false);
          void send({ type: "endGame" });
        }}
      />
      <SecondDevice gameId={gameId} open={secondDevice} onClose={() => setSecondDevice(false)} />
    </div>
  );
}

function ConnectionBadge({ connection }: { connection: string }) {
  const live = connection === "live";
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ${live ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-950"}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${live ? "bg-green-600" : "bg-amber-600"}`} />
      {live ? "Live" : connection === "connecting" ? "Connecting…" : connection === "offline" ? "Offline" : "Reconnecting…"}
    </span>
  );
}
