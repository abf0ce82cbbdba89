import type { ReactNode } from "react";
import type { CardFace, Category } from "@/lib/games/trick-kit/cards";
import { BOARD_TEXT, PlayedCard, TrickWinner, type PartSize } from "./parts";
import { TeamPill, type LookUp } from "./team-look";

/**
 * Pieces of a table that trick games draw alike, for each game's own parts to use: a finished trick
 * face-up (each game adds its heading and chips), finished tricks one line each, and the battles so far.
 */

/** The team that followed a trick: the one that did not lead it. */
const followerOf = (teams: readonly { id: string }[], leadTeamId: string): string =>
  teams.find((team) => team.id !== leadTeamId)?.id ?? leadTeamId;

/** What every trick game's finished trick holds: the two cards face-up, who led, who won and why. */
export interface FinishedTrickFaces {
  number: number;
  leadTeamId: string;
  winnerId: string;
  lead: CardFace;
  follow: CardFace;
  explanation: string;
}

/** What a game adds to a finished trick: its heading's detail, the category the cards were compared on, a chip beside a card. */
export interface TrickDetails {
  heading: string;
  category: Category | null;
  leadNote?: ReactNode;
  followNote?: ReactNode;
}

/** A game's details of its finished trick, drawn at the size of the place it is shown. */
export type TrickDetailsOf<Trick> = (trick: Trick, size: PartSize) => TrickDetails;

/** Where a finished trick is drawn: the table's teams, their looks and the size. */
export interface FinishedTrickPlace {
  teams: readonly { id: string }[];
  look: LookUp;
  size: PartSize;
}

/** A finished trick, both cards face-up with the winner's marked, and its one-line explanation. */
function TrickResult({
  trick,
  details,
  followerId,
  look,
  size,
  title,
}: {
  trick: FinishedTrickFaces;
  details: TrickDetails;
  followerId: string;
  look: LookUp;
  size: PartSize;
  title: string;
}) {
  const leadWon = trick.winnerId === trick.leadTeamId;
  const pill = size === "board" ? "board" : "xs";
  const played = (face: CardFace, won: boolean, verb: string, teamId: string, note: ReactNode) => (
    <PlayedCard
      face={face}
      category={details.category}
      size={size}
      winner={won}
      caption={
        <span className="inline-flex flex-wrap items-center gap-1">
          {verb} <TeamPill team={look(teamId)} size={pill} />
          {note}
        </span>
      }
    />
  );
  return (
    <section aria-label={title} className="flex flex-col gap-2" data-trick={trick.number}>
      <h3 className={size === "board" ? `${BOARD_TEXT.md} font-black text-slate-200` : "text-sm font-bold text-slate-800"}>
        {title} · {details.heading}
      </h3>
      {/* On the board the explanation stands beside the cards when the row has room (one tall block, not two). */}
      <div className={size === "board" ? "flex flex-wrap items-start gap-x-8 gap-y-3" : "contents"}>
        <div className={`flex flex-wrap items-start ${size === "board" ? "gap-x-6 gap-y-3" : "gap-2"}`}>
          {played(trick.lead, leadWon, "Led by", trick.leadTeamId, details.leadNote)}
          {played(trick.follow, !leadWon, "Played by", followerId, details.followNote)}
        </div>
        <p
          className={
            size === "board"
              ? `${BOARD_TEXT.lg} min-w-0 flex-[1_1_18rem] leading-snug font-bold text-yellow-200`
              : "text-sm font-semibold text-slate-950"
          }
          data-explanation=""
        >
          {trick.explanation}
        </p>
      </div>
      {size === "phone" && <TrickWinner team={look(trick.winnerId)} size={size} />}
    </section>
  );
}

/** The last finished trick of this battle, or nothing; `details` is the game's. */
export function FinishedTrick<Trick extends FinishedTrickFaces>({
  trick,
  details,
  teams,
  look,
  size,
}: FinishedTrickPlace & { trick: Trick | null; details: TrickDetailsOf<Trick> }) {
  if (!trick) return null;
  return (
    <TrickResult
      trick={trick}
      details={details(trick, size)}
      followerId={followerOf(teams, trick.leadTeamId)}
      look={look}
      size={size}
      title={`Last trick (${trick.number})`}
    />
  );
}

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
