"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { useScreenAwake, useTurnBuzz } from "@/app/_components/phone/use-device";
import { useSound } from "@/app/_components/sound";
import { sendCommand } from "@/lib/client/commands";
import { updateSeatName } from "@/lib/client/player-credential";
import { useLatest } from "@/lib/client/use-latest";
import { useLiveView } from "@/lib/client/use-live-view";
import { channelFor } from "@/lib/shared/channels";
import { teamColour } from "@/lib/shared/team-colours";
import { useTableGame, type TableCommand } from "@/app/games/_tables/table-game";
import { lookUp, TeamPill } from "@/app/games/_tables/team-look";
import { SpeakerIcon } from "@/app/games/_tables/icons";
import type { TableGameInfo, TablesPhoneView, TablesTeamScreenView } from "@/app/games/_tables/views";
import { LoadingOrProblem, Toast } from "@/app/_components/phone/phone-frame";
import type { Notice } from "@/app/_components/phone/phone-frame";
import { useSeatRecovery } from "@/app/_components/phone/use-seat-recovery";
import { useLeaveEndedSeat, useSeatEndedNews } from "@/app/_components/phone/use-seat-ended";
import "./phone-motion.css";
import { RulesButton, WaitingTip } from "@/app/games/_tables/teach/phone-teach";

/** Where a card-game phone remembers its sound switch (apart from the clue game's phone and the board). */
const TABLE_PHONE_SOUND_KEY = "clue-spin:tables-phone-sound";

const TOAST_MS = 3500;

/**
 * A student's phone in a class session at tables: first "you're in, wait to be seated", then
 * the table and team, then the game's own panel for the team (its `Play` part). It hears the team's private channel once
 * seated (the board's channel before), exactly as the clue game's phone does.
 */
export function TablePhone({ gameId, info }: { gameId: string; info: TableGameInfo }) {
  const channelsFor = useCallback(
    (view: TablesPhoneView | null) => (view ? [view.audience === "team" ? view.teamChannel : channelFor.board(gameId)] : []),
    [gameId],
  );
  const seatNews = useSeatEndedNews(gameId);
  const live = useLiveView<TablesPhoneView>({
    gameId,
    role: "player",
    channelsFor,
    presenceChannel: channelFor.presence(gameId),
    listen: seatNews.listen,
  });
  const { view, error, connection, refresh, playerId } = live;
  const seatEnded = useLeaveEndedSeat(gameId, seatNews.heard, playerId);
  const restoring = useSeatRecovery(gameId, seatEnded ? null : error, refresh);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const versionRef = useLatest(view?.version ?? -1);
  const parts = useTableGame();

  const myName = useMemo(() => {
    if (!view || !playerId) return null;
    return [...view.teams.flatMap((team) => team.players), ...view.unassigned].find((player) => player.id === playerId)?.name ?? null;
  }, [playerId, view]);
  useEffect(() => {
    if (myName) updateSeatName(gameId, myName);
  }, [gameId, myName]);

  // Seated or moved: the room list and the view's audience disagree until we fetch our own view.
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

  const send = useCallback(
    async (key: string, command: TableCommand, options?: { anyVersion?: boolean }): Promise<boolean> => {
      if (busy) return false;
      setBusy(key);
      const shown = versionRef.current;
      const outcome = await sendCommand(gameId, "player", command, shown < 0 || options?.anyVersion ? undefined : shown);
      setBusy(null);
      if (outcome.ok) {
        setNotice(null);
        setTimeout(() => {
          if (versionRef.current < outcome.version) void refresh();
        }, 1500);
        return true;
      }
      // A teammate's phone pressed first: one press acts, and this phone is told so briefly.
      const decided = outcome.code === "command/already_decided" || outcome.code === "command/conflict";
      setNotice({ id: Date.now(), tone: decided ? "info" : "error", text: outcome.message });
      void refresh();
      return false;
    },
    [busy, gameId, refresh, versionRef],
  );

  const teamView = view?.audience === "team" ? view : null;
  const yourMove = teamView?.game && !teamView.paused ? parts.yourMove(teamView.game) !== null : false;
  useScreenAwake(view?.status === "playing" || view?.status === "lobby");
  const sound = useSound(TABLE_PHONE_SOUND_KEY);
  useTurnBuzz(yourMove, view !== null, sound);

  const reconnecting = connection === "reconnecting" || connection === "offline";
  const accent = teamView ? teamColour(teamView.teams.find((team) => team.id === teamView.teamId)?.colour ?? "grey").hex : "#0f172a";

  return (
    <div className="flex min-h-dvh flex-col bg-slate-100" style={{ ["--team" as string]: accent }} data-table-phone={info.kind}>
      <div
        aria-live="polite"
        role="status"
        className={reconnecting ? "sticky top-0 z-30 bg-amber-300 px-4 py-2 text-center font-bold text-slate-950 shadow" : "sr-only"}
      >
        {reconnecting ? "Reconnecting… your presses still count once the Wi-Fi is back." : ""}
      </div>
      {view && <PhoneHeader view={view} info={info} myName={myName} sound={sound} />}
      <WaitingTip view={view} />
      {!view ? (
        <LoadingOrProblem error={error} restoring={restoring} onRetry={() => void refresh()} />
      ) : view.audience !== "team" ? (
        <Unseated view={view} myName={myName} />
      ) : view.game === null ? (
        <Seated view={view} playerId={playerId} />
      ) : (
        <parts.Play view={{ ...view, game: view.game }} busy={busy} send={send} />
      )}
      <Toast notice={notice} onDismiss={() => setNotice(null)} edge="top" />
    </div>
  );
}

function PhoneHeader({
  view,
  info,
  myName,
  sound,
}: {
  view: TablesPhoneView;
  info: TableGameInfo;
  myName: string | null;
  sound: { muted: boolean; toggleMuted: () => void };
}) {
  const me = view.audience === "team" ? lookUp(view)(view.teamId) : null;
  return (
    <header className="flex flex-wrap items-center gap-x-2 gap-y-1 bg-slate-900 px-4 py-2 text-white">
      <h1 className="text-sm font-bold">{info.title}</h1>
      <span className="ml-auto text-xs text-slate-200">
        {myName ?? "You"} · Game <span className="font-mono">{view.code}</span>
      </span>
      <RulesButton />
      <p className="flex w-full items-center gap-2 text-sm">
        {me && view.audience === "team" && (
          <>
            <TeamPill team={me} size="sm" className="ring-2 ring-white" />
            {view.table && <span className="font-bold">at table {view.table.replace(/^T/, "")}</span>}
          </>
        )}
        <button
          type="button"
          onClick={sound.toggleMuted}
          aria-pressed={!sound.muted}
          aria-label="Sound and buzz for your turn"
          className="ml-auto min-h-8 shrink-0 rounded-lg border-2 border-white/70 px-2 text-xs font-bold focus-visible:outline-4 focus-visible:outline-white"
          data-phone-sound={sound.muted ? "off" : "on"}
        >
          <SpeakerIcon on={!sound.muted} /> {sound.muted ? "Off" : "On"}
        </button>
      </p>
    </header>
  );
}

function Unseated({ view, myName }: { view: TablesPhoneView; myName: string | null }) {
  const joined = view.teams.reduce((sum, team) => sum + team.players.length, 0) + view.unassigned.length;
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-4 px-4 pt-5 pb-24" data-phone-unseated="">
      <h2 className="text-3xl font-extrabold tracking-tight">{myName ? `Hi, ${myName}!` : "You're in!"}</h2>
      <p role="status" className="rounded-2xl bg-white px-4 py-3 text-lg font-semibold text-slate-900 shadow-sm ring-1 ring-slate-200">
        {view.status === "lobby"
          ? "You're in. Wait to be seated: the teacher puts everyone at a table."
          : view.status === "playing"
            ? "The games have started: the teacher will put you on a team."
            : "This session is over."}
      </p>
      {view.status === "lobby" && (
        <p className="text-slate-800">{joined === 1 ? "You are the first to join." : `${joined} students have joined.`}</p>
      )}
    </main>
  );
}

function Seated({ view, playerId }: { view: TablesTeamScreenView; playerId: string | null }) {
  const look = lookUp(view);
  const table = view.tables.find((candidate) => candidate.id === view.table);
  const mine = view.teams.find((team) => team.id === view.teamId);
  const otherId = table?.teamIds.find((id) => id !== view.teamId) ?? null;
  const others = view.teams.find((team) => team.id === otherId);
  const teammates = mine?.players.filter((player) => player.id !== playerId).map((player) => player.name) ?? [];
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-4 px-4 pt-5 pb-24" data-phone-seated="">
      <p role="status" className="rounded-2xl bg-white px-4 py-3 text-lg font-semibold text-slate-900 shadow-sm ring-1 ring-slate-200">
        {view.table ? (
          <>
            You are at <strong>table {view.table.replace(/^T/, "")}</strong>, on <TeamPill team={look(view.teamId)} size="sm" />.{" "}
            {view.status === "lobby" ? "Waiting for the teacher to start the games…" : "Your table's game starts soon."}
          </>
        ) : (
          <>You are on {mine?.name}. Waiting for the teacher to seat the class…</>
        )}
      </p>
      <section aria-labelledby="team-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 id="team-title" className="text-lg font-extrabold">
          Your team
        </h2>
        <p className="mt-1 text-slate-900">
          {teammates.length === 0 ? "Just you: you play for the team." : `You and ${teammates.join(", ")}`}
        </p>
      </section>
      {others && (
        <section aria-labelledby="others-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 id="others-title" className="flex flex-wrap items-center gap-2 text-lg font-extrabold">
            Playing against <TeamPill team={look(others.id)} size="sm" />
          </h2>
          <p className="mt-1 text-slate-900">{others.players.map((player) => player.name).join(", ") || "Nobody yet"}</p>
        </section>
      )}
      <p className="text-sm text-slate-700">Every phone on your team shows the same game; one press plays for the team.</p>
    </main>
  );
}
