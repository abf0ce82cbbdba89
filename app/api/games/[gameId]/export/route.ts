import { exportFileName, gameExportCsv, gameExportJson } from "@/lib/server/game-export";
import { fail, toResponse } from "@/lib/server/replies";
import { moderatorRoomGame } from "../log/load-log";

export const dynamic = "force-dynamic";

/**
 * The whole game as a download: ?format=json (everything) or ?format=csv (one row per command). A
 * room that played several games: ?game=<n> for its n-th (exactly as it was when it ended), the game it plays now without.
 */
export async function GET(request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const format = new URL(request.url).searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "csv") return toResponse(fail(400, "input/format", "Choose ?format=json or ?format=csv."));
  const loaded = await moderatorRoomGame(request, gameId);
  if (!loaded.ok) return toResponse(loaded);
  const { chosen } = loaded.body;
  const game = { ...loaded.body.game, setup: chosen.setup, state: chosen.state };
  const log = chosen.entries;
  const body = format === "csv" ? "\uFEFF" + gameExportCsv(game, log) : JSON.stringify(gameExportJson(game, log), null, 2);
  return new Response(body, {
    headers: {
      "content-type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${exportFileName(game, format, chosen.number)}"`,
      "cache-control": "no-store",
    },
  });
}
