import type { PartSize } from "./parts";
import { TeamPill, type LookUp } from "./team-look";

/**
 * Pieces of a table that trick games draw alike, for each game's own parts to use: finished tricks
 * one line each, and the battles so far.
 */

/** The team that followed a trick: the one that did not lead it. */
export const followerOf = (teams: readonly { id: string }[], leadTeamId: string): string =>
  teams.find((team) => team.id !== leadTeamId)?.id ?? leadTeamId;

/** The heading of a finished trick: the last one, or an earlier one. */
export const finishedTrickTitle = (number: number, fromEnd: number): string =>
  fromEnd === 0 ? `Last trick (${number})` : `Trick ${number}`;

/** Every finished trick of the battle, one line each (newest first). */
export function TrickLines({
  tricks,
  look,
  size,
}: {
  tricks: readonly { number: number; winnerId: string; explanation: string }[];
  look: LookUp;
  size: PartSize;
}) {
  if (tricks.length === 0) return null;
  return (
    <ol
      className={`flex flex-col ${size === "board" ? "gap-2 text-2xl text-slate-200" : "gap-1.5 text-sm text-slate-900"}`}
      aria-label="Tricks this battle"
    >
      {[...tricks].reverse().map((trick) => (
        <li key={trick.number} className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-bold">Trick {trick.number}</span>
          <TeamPill team={look(trick.winnerId)} size="xs" />
          <span className="min-w-0 basis-full">{trick.explanation}</span>
        </li>
      ))}
    </ol>
  );
}

export interface BattleRecord {
  number: number;
  winnerId: string;
  tricks: readonly number[];
  points: number;
  bonus: boolean;
  how: string;
}

/** Battles so far: who won each, the tricks and the points; `word` names a battle ("Battle", "Border battle"). */
export function BattleHistory({
  history,
  word,
  look,
  size,
}: {
  history: readonly BattleRecord[];
  word: string;
  look: LookUp;
  size: PartSize;
}) {
  if (history.length === 0) return null;
  return (
    <ol
      className={`flex flex-col ${size === "board" ? "gap-1 text-2xl text-slate-200" : "gap-1 text-sm text-slate-900"}`}
      aria-label="Battles so far"
    >
      {history.map((battle) => (
        <li key={battle.number} className="flex flex-wrap items-center gap-x-2">
          <span className="font-bold">
            {word} {battle.number}
          </span>
          <TeamPill team={look(battle.winnerId)} size="xs" />
          <span>
            won {Math.max(...battle.tricks)}–{Math.min(...battle.tricks)}, +{battle.points} point{battle.points === 1 ? "" : "s"}
            {battle.bonus ? " (bonus)" : ""}
            {battle.how === "power-forfeit"
              ? " (Power cards not played)"
              : battle.how === "last-trick"
                ? " (last trick)"
                : battle.how === "early"
                  ? " (early)"
                  : ""}
          </span>
        </li>
      ))}
    </ol>
  );
}
