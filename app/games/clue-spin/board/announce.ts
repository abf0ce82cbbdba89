import { isPaused, type PlayingBoardView } from "@/app/games/clue-spin/session-views";
import { lastLedgerSeq } from "./board-events";

/**
 * What a screen reader on the board computer should hear when the view changes: short sentences,
 * newest last. (Sighted viewers see the same on the board itself.)
 */
export function announcementsFor(prev: PlayingBoardView, next: PlayingBoardView, teamName: (id: string) => string): string[] {
  const lines: string[] = [];
  const before = prev.game;
  const after = next.game;
  if (after.turn && after.turn.number !== before.turn?.number) lines.push(`${teamName(after.turn.teamId)}'s turn.`);
  const newClues = (after.card?.shownClues ?? []).filter(
    (clue) => !(before.card?.shownClues ?? []).some((old) => old.number === clue.number && before.card?.question === after.card?.question),
  );
  for (const clue of newClues) lines.push(`Clue ${clue.number}: ${clue.text}`);
  const previous = before.reveal;
  if (after.reveal && (!previous || after.reveal.answer !== previous.answer || after.reveal.question !== previous.question)) {
    const who = after.reveal.teamId ? teamName(after.reveal.teamId) : null;
    const outcome =
      after.reveal.outcome === "correct"
        ? `Correct, ${who ?? ""}.`
        : after.reveal.outcome === "wrong"
          ? `Wrong answer${who ? ` from ${who}` : ""}.`
          : "Nobody got it.";
    lines.push(`The answer is ${after.reveal.answer}. ${outcome}`);
  }
  const seenSeq = lastLedgerSeq(before);
  for (const entry of after.recentLedger.filter((e) => e.seq > seenSeq && e.amount > 0)) {
    const from = entry.from === "bank" ? "the bank" : teamName(entry.from);
    const to = entry.to === "bank" ? "the bank" : teamName(entry.to);
    lines.push(`${entry.amount} point${entry.amount === 1 ? "" : "s"} from ${from} to ${to}: ${entry.reason}.`);
  }
  if (isPaused(next) && !isPaused(prev)) lines.push("The game is paused.");
  if (!isPaused(next) && isPaused(prev)) lines.push("The game goes on.");
  if (after.phase.type === "finished" && before.phase.type !== "finished") lines.push(`${teamName(after.phase.winnerId)} wins the game!`);
  if (next.status === "ended" && prev.status !== "ended") lines.push("The game has ended.");
  return lines;
}
