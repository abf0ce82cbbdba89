"use client";

import { useEffect, useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { forgetSeat, seatForGame } from "@/lib/client/player-credential";
import { SEAT_ENDED_EVENT, type SeatEndedEvent } from "@/lib/shared/channels";

type Why = SeatEndedEvent["seats"][number]["why"];
type Heard = ReadonlyMap<string, Why>;

/** The join page's reason for each way a seat ends (app/join/page.tsx words it). */
const JOIN_REASON: Record<Why, string> = { removed: "teacher-removed", moved: "seat-moved" };

/**
 * The seats the moderator ended (removed, or given to another phone), heard on the channels the
 * phone already listens to: give `listen` to the phone's live view, then `heard` to useLeaveEndedSeat.
 */
export function useSeatEndedNews(gameId: string): { listen: Record<string, (data: unknown) => void>; heard: Heard } {
  const [heard, setHeard] = useState<Heard>(new Map());
  const listen = useMemo(
    () => ({
      [SEAT_ENDED_EVENT]: (data: unknown) => {
        const event = data as Partial<SeatEndedEvent>;
        const seats = event.gameId === gameId && Array.isArray(event.seats) ? event.seats : [];
        if (seats.length > 0) setHeard((before) => new Map([...before, ...seats.map((seat) => [seat.playerId, seat.why] as const)]));
      },
    }),
    [gameId],
  );
  return { listen, heard };
}

/**
 * When this phone's own seat was ended, takes it to the join page at once, saying why, instead of
 * leaving it on a screen whose channel went silent. True from then on: the phone's seat recovery
 * must not try to rejoin meanwhile.
 */
export function useLeaveEndedSeat(gameId: string, heard: Heard, playerId: string | null): boolean {
  const router = useRouter();
  const why = playerId ? (heard.get(playerId) ?? null) : null;
  useEffect(() => {
    if (!why) return;
    const code = seatForGame(gameId)?.code;
    forgetSeat(gameId);
    router.replace(`/join?reason=${JOIN_REASON[why]}${code ? `&code=${encodeURIComponent(code)}` : ""}`);
  }, [gameId, router, why]);
  return why !== null;
}
