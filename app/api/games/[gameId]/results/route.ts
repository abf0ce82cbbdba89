import { exportFileName, spreadsheetCsv } from "@/lib/server/game-export";
import { fail, ok, toResponse } from "@/lib/server/replies";
import { tablesReport } from "@/lib/session/tables-report";
import { tablesReportCsv } from "@/lib/session/tables-report-csv";
import { moderatorGameLog } from "../log/load-log";

export const dynamic = "force-dynamic";

/**
 * A class session's results (moderator only: it names every student): standings by table, team and
 * student, battles and the tricks that decided them, for every game the room played at tables. No
 * format: JSON for the console. ?format=json, or ?format=<one of the tables> (e.g. students.csv): a download.
 */
export async function GET(request: Request, { params }: { params: Promise<{ gameId: string }> }) {
  const { gameId } = await params;
  const format = new URL(request.url).searchParams.get("format");
  const loaded = await moderatorGameLog(request, gameId);
  if (!loaded.ok) return toResponse(loaded);
  const { game, log } = loaded.body;
  const built = tablesReport({ setup: game.setup, state: game.state }, log);
  if (!built.ok)
    return toResponse(
      built.reason === "no_results"
        ? fail(409, "game/no_results", "This room played no card game at tables: open its own report from the console instead.")
        : fail(409, "rule/not_started", "Start the games first: the results list what the tables played."),
    );
  if (format === null) return toResponse(ok({ version: game.version, results: built.report }));
  const tables = tablesReportCsv(built.report);
  const table = format !== "json" && Object.hasOwn(tables, format) ? tables[format] : undefined;
  if (format !== "json" && !table) {
    const choices = ["json", ...Object.keys(tables)].map((name) => `?format=${name}`).join(", ");
    return toResponse(fail(400, "input/format", `Choose one of ${choices}.`));
  }
  const body = table ? "\uFEFF" + spreadsheetCsv(table) : JSON.stringify(built.report, null, 2);
  const base = exportFileName(game, "json").replace(/\.json$/, "");
  const fileName = `${base}-results${table ? `-${format}` : ".json"}`;
  return new Response(body, {
    headers: {
      "content-type": table ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    },
  });
}
