import type { CardFace } from "@/lib/games/trick-kit/cards";
import { ZapCurrentTrick, ZapSetup, ZapTrickResult } from "@/app/games/border-zap/zap-table";
import { ComboStatus } from "@/app/games/combo3-game4/combo-status";
import type { PartSize } from "./parts";
import { RanksCurrentTrick, RanksSetup, RanksTrickResult } from "@/app/games/play-the-ranks/ranks-table";
import { tablePlay } from "./summary";
import { TeamPill, type LookUp } from "./team-look";
import type { TableBoardGame } from "./views";

/**
 * The table as a screen shows it, whatever the game: each piece dispatches to the game's own part
 * (a Play the Ranks battle or a Border Zap battle; Combo 3 plays either).
 */
const followerOf = (game: TableBoardGame, leadTeamId: string): string =>
  game.teams.find((team) => team.id !== leadTeamId)?.id ?? leadTeamId;

export function TableSetup({ game, look, size }: { game: TableBoardGame; look: LookUp; size: PartSize }) {
  const play = tablePlay(game);
  return (
    <>
      {game.game === "combo3-game4" && <ComboStatus game={game} look={look} size={size} />}
      {play.kind === "ranks" ? (
        <RanksSetup table={play.view} look={look} size={size} />
      ) : (
        <ZapSetup table={play.view} look={look} size={size} />
      )}
    </>
  );
}

export function CurrentTrick({
  game,
  look,
  size,
  ownLead = null,
}: {
  game: TableBoardGame;
  look: LookUp;
  size: PartSize;
  ownLead?: CardFace | null;
}) {
  const play = tablePlay(game);
  return play.kind === "ranks" ? (
    <RanksCurrentTrick table={play.view} look={look} size={size} ownLead={ownLead} />
  ) : (
    <ZapCurrentTrick table={play.view} look={look} size={size} ownLead={ownLead} />
  );
}

/** The trick `fromEnd` places before the last (0 = the last finished trick), or nothing. */
export function FinishedTrick({ game, look, size, fromEnd = 0 }: { game: TableBoardGame; look: LookUp; size: PartSize; fromEnd?: number }) {
  const play = tablePlay(game);
  if (play.kind === "ranks") {
    const trick = play.view.tricks.at(-1 - fromEnd);
    if (!trick) return null;
    return (
      <RanksTrickResult
        trick={trick}
        followerId={followerOf(game, trick.leadTeamId)}
        look={look}
        size={size}
        title={fromEnd === 0 ? `Last trick (${trick.number})` : `Trick ${trick.number}`}
      />
    );
  }
  const trick = play.view.tricks.at(-1 - fromEnd);
  if (!trick) return null;
  return (
    <ZapTrickResult
      trick={trick}
      followerId={followerOf(game, trick.leadTeamId)}
      look={look}
      size={size}
      title={fromEnd === 0 ? `Last trick (${trick.number})` : `Trick ${trick.number}`}
    />
  );
}

/** Every finished trick of the battle, one line each (newest first). */
export function TrickLines({ game, look, size }: { game: TableBoardGame; look: LookUp; size: PartSize }) {
  const tricks = tablePlay(game).view.tricks;
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

/** Battles so far (Play the Ranks, Border Zap): who won each, the tricks and the points. */
export function BattleHistory({ game, look, size }: { game: TableBoardGame; look: LookUp; size: PartSize }) {
  if (game.game === "combo3-game4" || game.history.length === 0) return null;
  const word = game.game === "border-zap" ? "Border battle" : "Battle";
  return (
    <ol
      className={`flex flex-col ${size === "board" ? "gap-1 text-2xl text-slate-200" : "gap-1 text-sm text-slate-900"}`}
      aria-label="Battles so far"
    >
      {game.history.map((battle) => (
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
