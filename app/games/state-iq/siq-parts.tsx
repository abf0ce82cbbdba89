"use client";

import type { StateIqBoardView } from "@/lib/games/state-iq";
import type { ClueView, GuessView, RoundView } from "@/lib/games/state-iq/views";
import { BOARD_TEXT, type PartSize } from "@/app/games/_tables/parts";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";
import { CountOfFiveWindow } from "../_tables/combo3/count-of-five";

/**
 * State IQ's table as the board, the console and the phones draw it, top to bottom in the order of a
 * guess: whose guess and its number, the Power card's order, the turned Clue card (the type in play
 * marked), the clue shown (a flag as its picture alone), then the guesses so far and the result.
 */
const text = (size: PartSize) => (size === "board" ? `${BOARD_TEXT.md} text-slate-100` : "text-sm text-slate-900");
const strong = (size: PartSize) => (size === "board" ? `${BOARD_TEXT.lg} font-black text-white` : "text-base font-black text-slate-950");
const pillSize = (size: PartSize) => (size === "board" ? ("board" as const) : ("xs" as const));

/** The flag picture served by its asset id (never the state's code), the whole width of the clue. */
export function FlagPicture({ assetId }: { assetId: string }) {
  return (
    <img
      src={`/api/flags/${assetId}`}
      alt="The state's flag"
      className="block h-auto w-full rounded-lg border-2 border-slate-300 bg-white"
      data-flag-clue=""
    />
  );
}

function ClueTypes({ clue, size }: { clue: ClueView; size: PartSize }) {
  const row = (type: "A" | "B" | "C", who: string, labels: string[]) => {
    const on = clue.type === type;
    return (
      <li
        key={type}
        className={`flex min-w-0 items-baseline gap-2 rounded-lg px-2 py-1 ${
          on
            ? size === "board"
              ? "bg-yellow-300 text-slate-950"
              : "bg-yellow-200 text-slate-950"
            : size === "board"
              ? "text-slate-200"
              : "text-slate-700"
        }`}
        data-clue-type={type}
        aria-current={on ? "step" : undefined}
      >
        <span className="font-black">{type}</span>
        <span className="min-w-0">
          <span className="font-bold">{who}</span> {labels.join(" OR ")}
        </span>
      </li>
    );
  };
  return (
    <ol
      className={`flex flex-col gap-0.5 ${size === "board" ? BOARD_TEXT.sm : "text-xs"}`}
      aria-label={`Clue card ${clue.card.id}`}
      data-clue-card={clue.card.id}
    >
      {row(
        "A",
        "Clue-giver chooses:",
        clue.card.a.map((option) => option.label),
      )}
      {row(
        "B",
        "Guesser chooses:",
        clue.card.b.map((option) => option.label),
      )}
      {row("C", "Given:", [clue.card.c.label])}
    </ol>
  );
}

/** The clue shown of the hidden card: its words, or the flag's picture alone. */
export function ShownClue({ clue, size }: { clue: ClueView; size: PartSize }) {
  if (!clue.shown) return null;
  return (
    <div className="flex flex-col gap-1" data-shown-clue={clue.shown.option}>
      {clue.shown.flagAssetId ? (
        <FlagPicture assetId={clue.shown.flagAssetId} />
      ) : (
        <p className={`rounded-xl bg-white px-3 py-2 font-black text-slate-950 ${size === "board" ? BOARD_TEXT.lg : "text-xl"}`}>
          {clue.shown.text}
        </p>
      )}
      {clue.flagWithheld && <p className={text(size)}>The flag would give the state away, so this is the clue.</p>}
    </div>
  );
}

/** The guess being played: whose, which, the Power card's order, the Clue card and the clue shown. */
export function CurrentGuess({ game, look, size }: { game: StateIqBoardView; look: LookUp; size: PartSize }) {
  const turn = game.turn;
  const round = game.rounds.at(-1);
  const current = round?.guesses.at(-1);
  if (!turn || !round || !current) return null;
  return (
    <section
      className={`flex flex-col ${size === "board" ? "gap-3" : "gap-2"}`}
      aria-label={`Guess ${turn.guess}`}
      data-current-guess={turn.guess}
    >
      <p className={`flex flex-wrap items-center gap-2 ${strong(size)}`}>
        <TeamPill team={look(turn.guesserId)} size={pillSize(size)} />
        <span>
          guess {turn.guess} of {round.limit}
        </span>
        <span className={size === "board" ? "text-slate-300" : "text-slate-600"}>· the card of</span>
        <TeamPill team={look(turn.holderId)} size={pillSize(size)} />
      </p>
      {game.powerCard && (
        <p className={text(size)} data-power-order={game.powerCard.order}>
          Power card {game.powerCard.order}:{" "}
          {game.powerCard.order.split("").map((type, i) => (
            <span key={i}>
              {i > 0 ? ", " : ""}
              <span className={i === turn.guess - 1 ? "font-black underline" : ""}>{`guess ${i + 1} Type ${type}`}</span>
            </span>
          ))}
        </p>
      )}
      <ClueTypes clue={current.clue} size={size} />
      <ShownClue clue={current.clue} size={size} />
    </section>
  );
}

function GuessLine({ guess, size }: { guess: GuessView; size: PartSize }) {
  return (
    <li className="flex min-w-0 flex-wrap items-baseline gap-x-2" data-guess={guess.number}>
      <span className="font-bold">{guess.number}.</span>
      <span className="min-w-0">{guess.clue.shown ? (guess.clue.shown.flagAssetId ? "State flag" : guess.clue.shown.text) : "…"}</span>
      {guess.typed !== null && (
        <span
          className={
            guess.right ? (size === "board" ? "text-green-300" : "text-green-800") : size === "board" ? "text-red-300" : "text-red-800"
          }
        >
          {guess.right ? "✓" : "✗"} “{guess.typed}”{guess.overruled ? " (teacher)" : ""}
        </span>
      )}
    </li>
  );
}

/** Each round's guesses so far, and the state once the round is over. */
export function Rounds({ game, look, size }: { game: StateIqBoardView; look: LookUp; size: PartSize }) {
  const done = game.rounds.filter((round) => round.guesses.some((guess) => guess.typed !== null));
  if (done.length === 0) return null;
  return (
    <div className={`flex flex-col gap-2 ${text(size)}`} data-rounds="">
      {done.map((round: RoundView) => (
        <section key={round.number} aria-label={`Round ${round.number}`} className="flex flex-col gap-0.5">
          <p className="flex flex-wrap items-center gap-2 font-bold">
            <TeamPill team={look(round.guesserId)} size={pillSize(size)} /> guesses
            {round.revealed && (
              <span data-revealed={round.revealed.code}>
                : it was {round.revealed.name}
                {round.result?.right ? ` (${round.result.guesses} ${round.result.guesses === 1 ? "guess" : "guesses"})` : " (not guessed)"}
              </span>
            )}
          </p>
          <ol className="flex flex-col gap-0.5">
            {round.guesses
              .filter((guess) => guess.typed !== null)
              .map((guess) => (
                <GuessLine key={guess.number} guess={guess} size={size} />
              ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** The draw for who guesses first, shown until the first clue. */
export function FirstGuesser({ game, look, size }: { game: StateIqBoardView; look: LookUp; size: PartSize }) {
  return (
    <p className={`flex flex-wrap items-center gap-2 ${text(size)}`} data-draw="">
      {game.draw.cards.map((card) => (
        <span key={card.teamId} className="inline-flex items-center gap-1">
          <TeamPill team={look(card.teamId)} size={pillSize(size)} /> drew {card.name} ({card.statehoodRank})
        </span>
      ))}
      <span>
        · <strong>{look(game.draw.firstTeamId).name}</strong> guesses first (statehood rank closer to 1).
      </span>
    </p>
  );
}

/** The count of five, after the hidden cards are dealt: Combo 3's shared window. */
export function GeoPlungeCount({ game, look, size }: { game: StateIqBoardView; look: LookUp; size: PartSize }) {
  return <CountOfFiveWindow count={game.geoPlungeWindow} teams={game.teams} look={look} size={size} />;
}

export function GameResultLine({ game, look, size }: { game: StateIqBoardView; look: LookUp; size: PartSize }) {
  const result = game.result;
  if (!result) return null;
  const { breakdown } = result;
  const parts = [`${breakdown.win} for the win`];
  if (breakdown.bonus > 0) parts.push(`${breakdown.bonus} Bonus Points`);
  if (breakdown.geoPlunging > 0) parts.push(`${breakdown.geoPlunging} for GeoPlunging`);
  return (
    <p
      className={`flex flex-wrap items-center gap-2 ${size === "board" ? `${BOARD_TEXT.lg} font-bold text-white` : "text-sm text-slate-900"}`}
      data-siq-result=""
    >
      {result.winnerId ? (
        <>
          <TeamPill team={look(result.winnerId)} size={pillSize(size)} /> {result.how} {parts.join(" + ")}.
        </>
      ) : (
        `${result.how} 5 points each.`
      )}
    </p>
  );
}

/** The table as the board and the console draw it. */
export function StateIqTable({ game, look, size }: { game: StateIqBoardView; look: LookUp; size: PartSize }) {
  return (
    <div className={`flex flex-col ${size === "board" ? "gap-4" : "gap-2"}`} data-state-iq={game.phase}>
      <p className={text(size)}>Level {game.level}</p>
      {game.rounds.length === 0 && <FirstGuesser game={game} look={look} size={size} />}
      <CurrentGuess game={game} look={look} size={size} />
      <Rounds game={game} look={look} size={size} />
    </div>
  );
}
