import type { Metadata } from "next";
import { JoinForm } from "./join-form";
import { tidyJoinCode } from "./join-code";

export const metadata: Metadata = { title: "Join a game" };

/** Why a phone was sent back here from its game screen; the text is ours, never from the URL. */
const REASONS: Record<string, string> = {
  "not-joined": "This phone has not joined that game yet: type the code and your name.",
  removed: "This phone is no longer in that game (the moderator may have removed it): join again.",
  "teacher-removed":
    "Your teacher removed you from the game. If that was a mistake, ask your teacher, then join again with the code and your name.",
  "seat-moved":
    "Your seat is on another phone now: your teacher gave it to the phone that asked for it. This phone is no longer in the game.",
  "no-game": "That game no longer exists: check the code on the board.",
};

export default async function JoinPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const code = typeof params.code === "string" ? tidyJoinCode(params.code) : "";
  const reason = typeof params.reason === "string" ? (REASONS[params.reason] ?? null) : null;
  return <JoinForm initialCode={code} notice={reason} />;
}
