import { exportFileName, spreadsheetCsv } from "@/lib/server/game-export";
import { fail, ok, toResponse } from "@/lib/server/replies";
import { roomReport } from "@/lib/session/report";
import { moderatorRoomGame } from "../log/load-log";

export const dynamic = "force-dynamic";

/**
 * The results report of a game that offers one (moderator only: it names every answer). No format:
 * JSON for the console. ?format=json, or ?format=<one of the game's tables> (e.g. teams.csv): the same as a download.
 * ?game=<n>: the room's n-th game (the one it plays now without).
 */
export async function GET(request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const format = new URL(request.url).searchParams.get("format");
  const loaded = await moderatorRoomGame(request, gameId);
  if (!loaded.ok) return toResponse(loaded);
  const { chosen } = loaded.body;
  const game = { ...loaded.body.game, state: chosen.state };
  const report = roomReport({ setup: loaded.body.game.setup, state: chosen.state }, chosen.through);
  if (!report.ok)
    return toResponse(
      report.reason === "no_report"
        ? fail(409, "game/no_report", "This game has no results report: download its CSV or JSON export instead.")
        : fail(409, "rule/not_started", "Start the game first: the report lists what the game played."),
    );
  if (format === null) return toResponse(ok({ version: game.version, report: report.json }));
  const table = format !== "json" && Object.hasOwn(report.tables, format) ? report.tables[format] : undefined;
  if (format !== "json" && !table) {
    const choices = ["json", ...Object.keys(report.tables)].map((name) => `?format=${name}`).join(", ");
    return toResponse(fail(400, "input/format", `Choose one of ${choices}.`));
  }
  const body = table ? "\uFEFF" + spreadsheetCsv(table) : JSON.stringify(report.json, null, 2);
  const base = exportFileName(game, "json", chosen.number).replace(/\.json$/, "");
  const fileName = `${base}-report${table ? `-${format}` : ".json"}`;
  return new Response(body, {
    headers: {
      "content-type": table ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    },
  });
}
