/**
 * A finished trick as the screens list it: who won it and why. Only the last finished trick is drawn
 * with its cards, so a view sends every earlier trick as this line alone (a phone's view must stay
 * under what one real-time event carries, or every phone at the table fetches it at every move).
 */
export interface TrickLine {
  number: number;
  winnerId: string;
  explanation: string;
}

/** The battle's tricks as lines, and the last one whole (`whole` builds its full record). */
export function finishedTricks<Trick, Whole>(
  tricks: readonly Trick[],
  line: (trick: Trick) => TrickLine,
  whole: (trick: Trick) => Whole,
): { tricks: TrickLine[]; lastTrick: Whole | null } {
  const last = tricks.at(-1);
  return { tricks: tricks.map(line), lastTrick: last === undefined ? null : whole(last) };
}
