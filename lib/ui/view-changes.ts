import type { PublicView } from "@/lib/games/clue-spin/engine/views";

/**
 * What changed between two views of a game that a screen says in words (pure, so tested on real
 * views): a new card on the table, a Second answer card spent, the lines to read aloud.
 */

/** A new clue card came out (or the card on the table was swapped for another). */
export function cardCameOut(prev: PublicView, next: PublicView): boolean {
  if (!next.card) return false;
  // A screen that missed the versions in between sees two cards of one kind ("Which city am I?")
  // back to back: a new turn tells them apart.
  if (prev.turn?.number !== next.turn?.number) return true;
  return !prev.card || prev.card.question !== next.card.question || next.card.cluesRead < prev.card.cluesRead;
}

/**
 * [DRAW-16] A team's Second answer card took back its wrong answer: the answer it was waiting on
 * was judged, the card is still on the table and the team's armed card is gone (spent). Returns
 * the team, or null.
 */
export function secondAnswerUsedBy(prev: PublicView, next: PublicView): string | null {
  const before = prev.card;
  const after = next.card;
  if (!before || !after || before.question !== after.question) return null;
  const teamId = before.answerPendingBy ?? before.answeringTeam;
  if (!teamId || after.answerPendingBy !== null) return null;
  if (!before.secondAnswerArmedBy.includes(teamId) || after.secondAnswerArmedBy.includes(teamId)) return null;
  const savedBefore = prev.teams.find((team) => team.id === teamId)?.savedCardCount ?? 0;
  const savedAfter = next.teams.find((team) => team.id === teamId)?.savedCardCount ?? 0;
  return savedAfter < savedBefore ? teamId : null;
}

/** What the board reads aloud for a change: a new card's question, then each clue newly on show. */
export function spokenLines(prev: PublicView, next: PublicView): string[] {
  const card = next.card;
  if (!card) return [];
  const fresh = cardCameOut(prev, next);
  const shownBefore = fresh ? [] : (prev.card?.shownClues ?? []).map((clue) => clue.number);
  const lines = fresh ? [card.question] : [];
  for (const clue of card.shownClues) if (!shownBefore.includes(clue.number)) lines.push(`Clue ${clue.number}. ${clue.text}`);
  return lines;
}
