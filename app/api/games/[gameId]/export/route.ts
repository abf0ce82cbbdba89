import { exportFileName, gameExportCsv, gameExportJson } from "@/lib/server/game-export";
import { fail, toResponse } from "@/lib/server/replies";
import { moderatorGameLog } from "../log/load-log";

export const dynamic = "force-dynamic";

/** The whole game as a download: ?format=json (everything) or ?format=csv (one row per command). */
export async function GET(request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const format = new URL(request.url).searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "csv") return toResponse(fail(400, "input/format", "Choose ?format=json or ?format=csv."));
  const loaded = await moderatorGameLog(request, gameId);
  if (!loaded.ok) return toResponse(loaded);
  const { game, log } = loaded.body;
  const body = format === "csv" ? "\uFEFF" + gameExportCsv(game, log) : JSON.stringify(gameExportJson(game, log), null, 2);
  return new Response(body, {
    headers: {
      "content-type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${exportFileName(game, format)}"`,
      "cache-control": "no-store",
    },
  });
}
