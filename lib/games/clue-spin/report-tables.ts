import { POINT_SOURCE_NAMES, POINT_SOURCES, type CardOutcome, type GameReport } from "@/lib/games/clue-spin/engine/report";
import { placeLabel } from "@/lib/games/clue-spin/engine/standings";

/** The report as tables a teacher keeps (the platform writes each as a CSV): the teams, and the cards played (what to reteach). */
type Rows = string[][];

const OUTCOME_WORDS: Readonly<Record<CardOutcome, string>> = {
  right: "answered right",
  wrong: "answered wrong",
  nobody: "nobody answered",
  skipped: "skipped",
  unfinished: "still in play",
};

export function teamsTable(report: GameReport): Rows {
  const header = [
    "place",
    "team",
    "points",
    "start",
    ...POINT_SOURCES.map((source) => POINT_SOURCE_NAMES[source]),
    "right answers",
    "wrong answers",
    "winner",
  ];
  const rows = report.teams.map((team) => [
    placeLabel(team.rank, team.tied),
    team.name,
    String(team.points),
    String(team.startPoints),
    ...POINT_SOURCES.map((source) => String(team.sources[source])),
    String(team.rightAnswers),
    String(team.wrongAnswers),
    team.winner ? "yes" : "",
  ]);
  return [header, ...rows];
}

export function cardsTable(report: GameReport): Rows {
  const name = (teamId: string | null) => report.teams.find((team) => team.teamId === teamId)?.name ?? "";
  const header = [
    "card",
    "question",
    "answer",
    "also accepted",
    "turn",
    "team",
    "clues read",
    "result",
    "right",
    "wrong (typed)",
    "passed",
    "go over again",
  ];
  const rows = report.cards.map((card) => [
    String(card.number),
    card.question,
    card.answer,
    card.alternatives.join(" | "),
    card.mode,
    name(card.teamId),
    String(card.cluesRead),
    OUTCOME_WORDS[card.outcome],
    name(card.rightTeamId),
    card.answers
      .filter((answer) => !answer.correct)
      .map(
        (answer) => `${name(answer.teamId)}${answer.typed ? ` ("${answer.typed}")` : ""}${answer.secondAnswer ? " [second answer]" : ""}`,
      )
      .join("; "),
    card.passed.map(name).join("; "),
    card.reteach ? "yes" : "",
  ]);
  return [header, ...rows];
}
