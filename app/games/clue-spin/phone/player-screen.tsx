"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { sendCommand } from "@/lib/client/commands";
import { updateSeatName } from "@/lib/client/player-credential";
import { useLiveView } from "@/lib/client/use-live-view";
import { channelFor } from "@/lib/shared/channels";
import { useLeaveEndedSeat, useSeatEndedNews } from "@/app/_components/phone/use-seat-ended";
import { useSeatRecovery } from "@/app/_components/phone/use-seat-recovery";
import { LoadingOrProblem, Toast } from "@/app/_components/phone/phone-frame";
import { LobbyPanel } from "./lobby-panel";
import { teamColour as teamStyle } from "@/lib/shared/team-colours";
import { useScreenAwake, useTurnBuzz } from "@/app/_components/phone/use-device";
import type { Notice, PlayerView, Send } from "./screen-types";
import { isPaused } from "../session-views";
import { useLatest } from "@/lib/client/use-latest";
import { useCountdown } from "@/lib/client/use-countdown";
import { useSound } from "@/app/_components/sound";
import { usePhoneEvents } from "./phone-events";
import { useNextGame } from "@/lib/client/use-next-game";
import { NextGameOffer } from "./next-game-offer";
import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

// The game's panel (spinner, clues, answers) loads once the game has begun: a phone in the lobby
// does not download it (`[PAGE-WEIGHT]`).
const GamePanel = dynamic(() => import("./game-panel").then((panel) => panel.GamePanel), { loading: HydrateApart });

const TOAST_MS = 3500;

export function PlayerScreen({ gameId }: { gameId: string }) {
  const channelsFor = useCallback(
    (view: PlayerView | null) => (view ? [view.audience === "team" ? view.teamChannel : channelFor.board(gameId)] : []),
    [gameId],
  );
  const countdown = useCountdown(gameId);
  const nextGame = useNextGame(gameId);
  const seatNews = useSeatEndedNews(gameId);
  const listen = useMemo(
    () => ({ ...countdown.listen, ...nextGame.listen, ...seatNews.listen }),
    [countdown.listen, nextGame.listen, seatNews.listen],
  );
  // Joining the presence channel lets the moderator see which phones are connected.
  const live = useLiveView<PlayerView>({
    gameId,
    role: "player",
    channelsFor,
    presenceChannel: channelFor.presence(gameId),
    listen,
    onSubscribed: () => void countdown.load(),
  });
  const { view, error, connection, refresh, playerId } = live;
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const versionRef = useLatest(view?.version ?? -1);

  // Not (or no longer) in this game: try the stored join once, else back to the join page.
  const seatEnded = useLeaveEndedSeat(gameId, seatNews.heard, playerId);
  const restoring = useSeatRecovery(gameId, seatEnded ? null : error, refresh);

  const myName = useMemo(() => {
    if (!view || !playerId) return null;
    const everyone = [...view.teams.flatMap((team) => team.players), ...view.unassigned];
    return everyone.find((player) => player.id === playerId)?.name ?? null;
  }, [playerId, view]);
  useEffect(() => {
    if (myName) updateSeatName(gameId, myName);
  }, [gameId, myName]);

  // A player hears the board channel until seated, then their team's: when the seat in the room
  // list and the audience of the view disagree (just picked a team, or moved), fetch our own view.
  const seatTeamId =
    view && playerId ? (view.teams.find((team) => team.players.some((player) => player.id === playerId))?.id ?? null) : undefined;
  const viewTeamId = view ? (view.audience === "team" ? view.teamId : null) : undefined;
  useEffect(() => {
    if (seatTeamId !== undefined && seatTeamId !== viewTeamId) void refresh();
  }, [refresh, seatTeamId, viewTeamId, view?.version]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), notice.tone === "info" ? TOAST_MS : TOAST_MS * 2);
    return () => clearTimeout(timer);
  }, [notice]);

  const send: Send = useCallback(
    async (key, command) => {
      if (busyKey) return false;
      setBusyKey(key);
      const shown = versionRef.current;
      const outcome = await sendCommand(gameId, "player", command, shown < 0 ? undefined : shown);
      setBusyKey(null);
      if (outcome.ok) {
        setNotice(null);
        // The live channel normally brings the new view first; on a shaky link, fetch it.
        setTimeout(() => {
          if (versionRef.current < outcome.version) void refresh();
        }, 1500);
        return true;
      }
      const decided = outcome.code === "command/already_decided" || outcome.code === "command/conflict";
      setNotice({ id: Date.now(), tone: decided ? "info" : "error", text: outcome.message });
      void refresh();
      return false;
    },
    [busyKey, gameId, refresh, versionRef],
  );

  const playing = view?.status === "playing";
  const myTurn =
    view?.audience === "team" && view.game?.waitingFor?.role === "team" && view.game.waitingFor.teamId === view.teamId && !isPaused(view);
  useScreenAwake(playing || view?.status === "lobby");
  useTurnBuzz(myTurn, view !== null);
  const sound = useSound("clue-spin:phone-sound");
  const announce = useCallback((text: string) => setNotice({ id: Date.now(), tone: "info", text }), []);
  const news = usePhoneEvents(view, sound.play, announce);
  const countdownState = countdown.shown?.state ?? null;
  const lastCountdown = useRef(countdownState);
  const playSound = sound.play;
  useEffect(() => {
    if (lastCountdown.current === "running" && countdownState === "done") playSound("time");
    lastCountdown.current = countdownState;
  }, [countdownState, playSound]);
  const gameOver = view ? view.status === "finished" || view.status === "ended" : false;
  const loadNextGame = nextGame.load;
  useEffect(() => {
    if (gameOver) void loadNextGame();
  }, [gameOver, loadNextGame]);
  const { load: loadCountdown } = countdown;
  useEffect(() => {
    if (connection === "live") void loadCountdown();
  }, [connection, loadCountdown]);

  const reconnecting = connection === "reconnecting" || connection === "offline";
  const myTeam = view?.audience === "team" ? view.teams.find((team) => team.id === view.teamId) : undefined;
  const accent = myTeam ? teamStyle(myTeam.colour).hex : "#0f172a";

  return (
    <div
      className="palette-auto flex min-h-dvh flex-col bg-slate-100 text-slate-900"
      style={{ ["--team" as string]: accent }}
      data-view-version={view?.version}
    >
      <div
        aria-live="polite"
        role="status"
        className={reconnecting ? "sticky top-0 z-30 bg-amber-300 px-4 py-2 text-center font-bold text-slate-950 shadow" : "sr-only"}
      >
        {reconnecting ? "Reconnecting… your presses still count once the Wi-Fi is back." : ""}
      </div>

      {!view ? (
        <LoadingOrProblem error={error} restoring={restoring} onRetry={() => void refresh()} />
      ) : view.status === "lobby" ? (
        <LobbyPanel view={view} playerId={playerId} myName={myName} busyKey={busyKey} send={send} />
      ) : (
        <GamePanel
          view={view}
          myName={myName}
          busyKey={busyKey}
          send={send}
          extras={{
            news,
            countdown: countdown.shown,
            sound: { muted: sound.muted, toggle: sound.toggleMuted },
            nextGame: nextGame.next ? (
              <NextGameOffer next={nextGame.next} name={myName} teamId={view.audience === "team" ? view.teamId : null} />
            ) : null,
          }}
        />
      )}

      <Toast notice={notice} onDismiss={() => setNotice(null)} edge="bottom" />
    </div>
  );
}
