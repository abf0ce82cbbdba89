import { exportFileName } from "@/lib/server/game-export";
import { fail, ok, toResponse } from "@/lib/server/replies";
import { moderatorGameLog } from "../log/load-log";
import { gameReport } from "./build-report";
import { cardsCsv, teamsCsv } from "./report-files";

export const dynamic = "force-dynamic";

/**
 * The results report (moderator only: it names every answer). No format: JSON for the console.
 * ?format=json, ?format=teams.csv or ?format=cards.csv: the same as a download.
 */
export async function GET(request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const format = new URL(request.url).searchParams.get("format");
  if (format !== null && format !== "json" && format !== "teams.csv" && format !== "cards.csv") {
    return toResponse(fail(400, "input/format", "Choose ?format=json, ?format=teams.csv or ?format=cards.csv."));
  }
  const loaded = await moderatorGameLog(request, gameId);
  if (!loaded.ok) return toResponse(loaded);
  const { game, log } = loaded.body;
  if (game.state.game !== "clue-spin")
    return toResponse(fail(409, "game/no_report", "This game has no results report: download its CSV or JSON export instead."));
  const report = gameReport(game, log);
  if (!report) return toResponse(fail(409, "rule/not_started", "Start the game first: the report lists the cards it played."));
  if (format === null) return toResponse(ok({ version: game.version, report }));
  const csv = format !== "json";
  const body =
    format === "teams.csv"
      ? "\uFEFF" + teamsCsv(report)
      : format === "cards.csv"
        ? "\uFEFF" + cardsCsv(report)
        : JSON.stringify(report, null, 2);
  const base = exportFileName(game, "json").replace(/\.json$/, "");
  const fileName = `${base}-report${format === "json" ? ".json" : `-${format}`}`;
  return new Response(body, {
    headers: {
      "content-type": csv ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    },
  });
}
