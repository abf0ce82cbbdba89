"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import type Pusher from "pusher-js";
import type { Channel } from "pusher-js";
import { asObject, stringField, wireError } from "@/lib/shared/wire";
import type { ClientConnectionConfig } from "@/lib/shared/realtime-client-config";
import { pusherClientOptions } from "@/lib/shared/realtime-client-config";
import { holdsAllTables, isTablesPatch, mergeTablesPatch } from "@/lib/shared/view-patch";
import { useLatest } from "./use-latest";

/**
 * A screen's live view of a game: fetched over HTTP, then kept current by the audience channels.
 * Versions only go up: an older event is ignored; a newer whole view is taken as is, and so are the
 * next version's "unchanged" or patch (the board's and console's at a class's tables); a patch or
 * "unchanged" that skips a version, an event without the view (too big), or any reconnect makes the
 * screen fetch its whole view again.
 */
export type LiveRole = "moderator" | "player" | "board";
export type ConnectionState = "connecting" | "live" | "reconnecting" | "offline";

interface Options<V> {
  gameId: string;
  role: LiveRole;
  /** The channels to hear, given the latest view (a player's team channel follows their seat). */
  channelsFor: (view: V | null) => string[];
  /** Presence channel to join so the moderator sees who is connected (private roles only). */
  presenceChannel?: string;
  enabled?: boolean;
  /** Other events to hear on the same channels (e.g. the talk-it-over countdown), by event name. */
  listen?: Record<string, (data: unknown) => void>;
  /**
   * Called each time a channel is live: what those events carry may have been sent before it was
   * (a private channel waits for its auth request), so the screen loads it again.
   */
  onSubscribed?: () => void;
}

export interface LiveView<V> {
  view: V | null;
  error: { status: number; code: string; message: string } | null;
  connection: ConnectionState;
  refresh: () => Promise<void>;
  presence: { id: string; info: Record<string, unknown> }[];
  /** The player's own id (role "player"), from the server's answer to the first fetch. */
  playerId: string | null;
}

type Versioned = { version: number };

export function useLiveView<V extends Versioned>({
  gameId,
  role,
  channelsFor,
  presenceChannel,
  enabled = true,
  listen,
  onSubscribed,
}: Options<V>): LiveView<V> {
  const [view, setView] = useState<V | null>(null);
  const [error, setError] = useState<LiveView<V>["error"]>(null);
  const [connection, setConnection] = useState<ConnectionState>("connecting");
  const [presence, setPresence] = useState<LiveView<V>["presence"]>([]);
  const [playerId, setPlayerId] = useState<string | null>(null);
  const versionRef = useRef(-1);
  const pusherRef = useRef<Pusher | null>(null);
  const fetching = useRef<Promise<void> | null>(null);
  const listeners = useLatest(listen ?? {});
  const subscribed = useLatest(onSubscribed);
  const listenedEvents = Object.keys(listen ?? {})
    .sort()
    .join("|");

  const latestView = useRef<V | null>(null);
  const router = useRouter();
  const kindShown = useRef<string | null>(null);
  const accept = useCallback(
    (next: V) => {
      if (next.version < versionRef.current) return;
      // The room moved on to another game: the shell renders that game's screens (the page is
      // loaded again from the server, without the user), and this screen never draws a view it cannot read.
      const kind = (next as { gameKind?: unknown }).gameKind;
      if (typeof kind === "string") {
        kindShown.current ??= kind;
        if (kind !== kindShown.current) {
          router.refresh();
          return;
        }
      }
      versionRef.current = next.version;
      latestView.current = next;
      setView(next);
    },
    [router],
  );

  // One fetch at a time; a fetch asked for while one is in flight runs once more after it, so
  // an event that arrived during the first fetch is never left unseen.
  const again = useRef(false);
  const refresh = useCallback(async (): Promise<void> => {
    if (fetching.current) {
      again.current = true;
      return fetching.current;
    }
    const run = (async () => {
      // Read through a function: the flag is set by other calls while this one awaits.
      const askedAgain = () => again.current;
      try {
        do {
          again.current = false;
          const response = await fetch(`/api/games/${gameId}?as=${role}`, { credentials: "same-origin", cache: "no-store" });
          const json: unknown = await response.json().catch(() => ({}));
          if (!response.ok) {
            const refusal = wireError(json);
            setError({
              status: response.status,
              code: refusal?.code ?? "unknown",
              message: refusal?.message ?? "Could not load the game.",
            });
            return;
          }
          setError(null);
          const playerIdSent = stringField(json, "playerId");
          if (playerIdSent !== null) setPlayerId(playerIdSent);
          // The server's own view of this audience: its shape is the server's contract with this screen.
          accept(asObject(json).view as V);
        } while (askedAgain());
      } catch {
        setConnection("offline");
      } finally {
        fetching.current = null;
      }
    })();
    fetching.current = run;
    return run;
  }, [accept, gameId, role]);

  useEffect(() => {
    if (!enabled) return;
    const stopped = new AbortController();
    void (async () => {
      // pusher-js is loaded after first paint, in parallel with the first fetch: phones show the
      // game sooner and the first-load script stays small.
      const pusherModule = import("pusher-js");
      await refresh();
      const config = (await fetch("/api/realtime").then((r) => r.json())) as ClientConnectionConfig;
      const { default: Pusher } = await pusherModule;
      if (stopped.signal.aborted) return;
      const options = pusherClientOptions(config, window.location);
      const pusher = new Pusher(config.key, {
        ...options,
        channelAuthorization: { endpoint: `/api/pusher/auth?as=${role === "board" ? "player" : role}`, transport: "ajax" },
      });
      pusherRef.current = pusher;
      let wasConnected = false;
      pusher.connection.bind("state_change", ({ current }: { current: string }) => {
        if (current === "connected") {
          setConnection("live");
          // Anything may have happened while we were away: catch up in one fetch.
          if (wasConnected) void refresh();
          wasConnected = true;
        } else if (current === "connecting" || current === "unavailable") setConnection(wasConnected ? "reconnecting" : "connecting");
        else if (current === "failed" || current === "disconnected") setConnection("offline");
      });
      if (presenceChannel) {
        // A presence channel also lists its members (pusher-js types subscribe() as a plain channel).
        const channel: Channel & { members?: { each(visit: (member: { id: string; info: Record<string, unknown> }) => void): void } } =
          pusher.subscribe(presenceChannel);
        const sync = () => {
          const members: LiveView<V>["presence"] = [];
          channel.members?.each((m) => members.push({ id: m.id, info: m.info }));
          setPresence(members);
        };
        channel.bind("pusher:subscription_succeeded", sync);
        channel.bind("pusher:member_added", sync);
        channel.bind("pusher:member_removed", sync);
      }
    })();
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", onVisible);
    return () => {
      stopped.abort();
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", onVisible);
      pusherRef.current?.disconnect();
      pusherRef.current = null;
    };
  }, [enabled, gameId, presenceChannel, refresh, role]);

  // Subscribe to exactly the channels the latest view calls for.
  const wanted = channelsFor(view).join("|");
  const stillConnecting = connection === "connecting";
  useEffect(() => {
    const pusher = pusherRef.current;
    if (!pusher || !enabled) return;
    const names = wanted ? wanted.split("|") : [];
    const handler = (data: { gameId: string; version: number; view?: V; unchanged?: boolean; since?: number; patch?: unknown }) => {
      if (data.gameId !== gameId) return;
      const next = data.version === versionRef.current + 1;
      const held = latestView.current;
      // A whole view is the screen whole, whatever versions it skipped (a phone hears nothing of a
      // move at another table, so its versions jump).
      if (data.view && data.version > versionRef.current) accept(data.view);
      // The same view at the next version (a move elsewhere in the room): only the count moves on.
      else if (data.unchanged === true && held && (next || data.since === versionRef.current)) accept({ ...held, version: data.version });
      else if (next && isTablesPatch(data.patch) && holdsAllTables(held)) {
        const merged = mergeTablesPatch(held, data.patch, data.version);
        if (merged) accept(merged);
        else void refresh();
      } else if (data.version > versionRef.current) void refresh();
    };
    // Changes made between the last fetch and the moment a channel is live (a private channel
    // waits for its auth request) are never delivered on it: catch up once it is subscribed.
    const caughtUp = () => {
      void refresh();
      subscribed.current?.();
    };
    const extra = listenedEvents ? listenedEvents.split("|") : [];
    const extraHandlers = extra.map((event) => [event, (data: unknown) => listeners.current[event]?.(data)] as const);
    const channels = names.map((name) => {
      const channel = pusher.subscribe(name);
      channel.bind("view", handler);
      channel.bind("pusher:subscription_succeeded", caughtUp);
      for (const [event, listener] of extraHandlers) channel.bind(event, listener);
      return channel;
    });
    return () => {
      for (const channel of channels) {
        channel.unbind("pusher:subscription_succeeded", caughtUp);
        channel.unbind("view", handler);
        for (const [event, listener] of extraHandlers) channel.unbind(event, listener);
        pusher.unsubscribe(channel.name);
      }
    };
    // pusherRef is set asynchronously; `connection` changes once it exists.
  }, [accept, stillConnecting, enabled, gameId, refresh, wanted, listenedEvents, listeners, subscribed]);

  return { view, error, connection, refresh, presence, playerId };
}
