import type { Metadata } from "next";
import { ClaimWaiting } from "./claim-waiting";

export const metadata: Metadata = { title: "Waiting for your teacher" };

/** A phone that asked for a seat by name waits here until the teacher answers. */
export default async function WaitingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const gameId = typeof params.game === "string" && /^[0-9a-f-]{36}$/.test(params.game) ? params.game : null;
  const code = typeof params.request === "string" && /^[0-9A-F]{4}$/.test(params.request) ? params.request : null;
  return <ClaimWaiting gameId={gameId} requestCode={code} />;
}
