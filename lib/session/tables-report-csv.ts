import type { TablesReport } from "./tables-report";

/**
 * A class session's results as the spreadsheets a teacher downloads, keyed by file suffix (the route
 * writes them with `spreadsheetCsv`, which keeps numbers numbers). Every row names its game, so a
 * room that played several games downloads one file of each kind.
 */
export type CsvTables = Record<string, string[][]>;

const STATUS_WORDS = {
  playing: "still playing",
  finished: "finished",
  ended: "ended by the teacher",
  "not-started": "not started",
} as const;

export function tablesReportCsv(report: TablesReport): CsvTables {
  const several = report.games.length > 1;
  const gameCells = (game: TablesReport["games"][number]) => [String(game.number), game.title];
  const tableName = (id: string | null) => (id === null ? "" : id.replace(/^T/, "Table "));
  const teamName = (game: TablesReport["games"][number], teamId: string | null) =>
    game.teams.find((team) => team.teamId === teamId)?.name ?? "";

  const standings: string[][] = [
    [
      "Game",
      "Game name",
      "Table",
      "Place at table",
      "Team",
      "Winner",
      "Points",
      "Of which adjustments",
      "Battles won",
      "Tricks won",
      "Students",
      "Table status",
    ],
    ...report.games.flatMap((game) =>
      game.tables.flatMap((table) =>
        table.teams.map((team) => [
          ...gameCells(game),
          tableName(table.id),
          String(team.place),
          team.name,
          team.winner ? "yes" : "no",
          String(team.points),
          String(team.adjustments),
          String(team.battlesWon),
          String(team.tricksWon),
          team.students.join(", "),
          STATUS_WORDS[table.status],
        ]),
      ),
    ),
  ];
  const students: string[][] = [
    ["Place", "Student", "Team", "Table", ...(several ? ["Games won"] : []), "Points", "Battles won", "Tricks won"],
    ...report.students.map((student) => [
      String(student.place),
      student.name,
      student.team ?? "",
      tableName(student.table),
      ...(several ? [String(student.gamesWon)] : []),
      String(student.points),
      String(student.battlesWon),
      String(student.tricksWon),
    ]),
  ];
  const battles: string[][] = [
    ["Game", "Game name", "Table", "Battle", "Winner", "Team", "Tricks won", "Points", "How it ended"],
    ...report.games.flatMap((game) =>
      game.tables.flatMap((table) =>
        table.battles.flatMap((battle) =>
          battle.teams.map((team) => [
            ...gameCells(game),
            tableName(table.id),
            String(battle.number),
            battle.winnerId === null ? "still playing" : teamName(game, battle.winnerId),
            teamName(game, team.teamId),
            String(team.tricksWon),
            String(team.points),
            battle.how ?? "",
          ]),
        ),
      ),
    ),
  ];
  const tricks: string[][] = [
    ["Game", "Game name", "Table", "Battle", "Trick", "Won by", "Winning card", "Why"],
    ...report.games.flatMap((game) =>
      game.tables.flatMap((table) =>
        table.battles.flatMap((battle) =>
          battle.tricks.map((trick) => [
            ...gameCells(game),
            tableName(table.id),
            String(battle.number),
            String(trick.number),
            teamName(game, trick.winnerId),
            trick.card,
            trick.explanation,
          ]),
        ),
      ),
    ),
  ];
  return { "teams.csv": standings, "students.csv": students, "battles.csv": battles, "tricks.csv": tricks };
}
