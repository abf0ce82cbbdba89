"use client";

import { useEffect, useRef, useState } from "react";
import type { ChummyBoardView } from "@/lib/games/chummy-challenge";
import type { JudgedChallengeView } from "@/lib/games/chummy-challenge/views";
import { ANSWER_SECONDS, LISTEN_AFTER_READING_SECONDS } from "@/lib/games/chummy-challenge/numbers";
import { BOARD_TEXT, type PartSize } from "@/app/games/_tables/parts";
import { TeamPill, type LookUp } from "@/app/games/_tables/team-look";
import { Countdown } from "@/app/games/_tables/combo3/clocks";
import { CountOfFiveWindow } from "@/app/games/_tables/combo3/count-of-five";

/** Chummy Challenge on the board, the console and the phones: the GeoPlungers, the question as read so far, the buzzes, the answers. */

const label = (size: PartSize) =>
  size === "board"
    ? `${BOARD_TEXT.sm} font-bold uppercase tracking-wide text-slate-300`
    : "text-xs font-bold uppercase tracking-wide text-slate-600";
const body = (size: PartSize) => (size === "board" ? `${BOARD_TEXT.md} text-slate-100` : "text-sm text-slate-900");
const pillSize = (size: PartSize) => (size === "board" ? ("board" as const) : ("xs" as const));

const COLOUR_CHIP: Record<"red" | "blue", string> = { red: "bg-red-600 text-white", blue: "bg-blue-700 text-white" };

function ColourChip({ colour, size }: { colour: "red" | "blue"; size: PartSize }) {
  return (
    <span
      className={`rounded-lg px-2 font-black ${COLOUR_CHIP[colour]} ${size === "board" ? BOARD_TEXT.sm : "text-xs"}`}
      data-colour={colour}
    >
      {colour === "red" ? "Red question" : "Blue question"}
    </span>
  );
}

const MUTE_KEY = "chummy-voice-muted";

/**
 * The board reads the new words aloud where the browser has a voice; the teacher mutes it (kept on
 * this computer). Only words the server has sent are ever spoken: the view holds no other.
 */
function ReadAloud({ words, questionKey }: { words: readonly string[]; questionKey: string }) {
  const [muted, setMuted] = useState(() => typeof window !== "undefined" && window.localStorage.getItem(MUTE_KEY) === "1");
  const spoken = useRef<{ key: string; count: number }>({ key: "", count: 0 });
  const hasVoice = typeof window !== "undefined" && "speechSynthesis" in window;
  useEffect(() => {
    if (spoken.current.key !== questionKey) spoken.current = { key: questionKey, count: 0 };
    const fresh = words.slice(spoken.current.count);
    spoken.current.count = words.length;
    if (muted || !hasVoice || fresh.length === 0) return;
    window.speechSynthesis.speak(new SpeechSynthesisUtterance(fresh.join(" ")));
  }, [words, questionKey, muted, hasVoice]);
  if (!hasVoice) return null;
  return (
    <button
      type="button"
      className={`rounded-xl border-2 border-slate-500 px-3 font-bold text-slate-100 ${BOARD_TEXT.sm}`}
      aria-pressed={!muted}
      onClick={() => {
        const next = !muted;
        setMuted(next);
        window.localStorage.setItem(MUTE_KEY, next ? "1" : "0");
        if (next) window.speechSynthesis.cancel();
      }}
      data-voice={muted ? "off" : "on"}
    >
      {muted ? "Voice off" : "Voice on"}
    </button>
  );
}

/** The table now: GeoPlunging, challenges won, the GeoPlungers being named, the question as read, the buzzes and the answer clock. */
export function ChallengeStatus({ game, look, size }: { game: ChummyBoardView; look: LookUp; size: PartSize }) {
  const board = size === "board";
  const now = game.now;
  return (
    <div className={`flex flex-col ${board ? "gap-3" : "gap-2"}`} data-chummy-status={game.stage}>
      {game.teams.some((team) => team.geoPlunging !== null) && (
        // On a phone the question and the buzzer come first: the scoreline goes below them while a challenge is on.
        <p className={`flex flex-wrap items-center gap-2 ${body(size)} ${!board && now ? "order-last" : ""}`}>
          <span className={label(size)}>GeoPlunging</span>
          {game.teams.map((team) => (
            <span key={team.id} className="inline-flex items-center gap-1">
              <TeamPill team={look(team.id)} size={pillSize(size)} /> {team.geoPlunging ? "yes" : "no"}
            </span>
          ))}
          <span className={label(size)}>Challenges won</span>
          {game.teams.map((team) => (
            <span key={`${team.id}-won`} className="inline-flex items-center gap-1" data-challenges-won={team.challengesWon}>
              <TeamPill team={look(team.id)} size={pillSize(size)} /> {team.challengesWon}
            </span>
          ))}
        </p>
      )}
      {game.naming && (
        <div className={`flex flex-col gap-1 ${body(size)}`} data-naming={game.naming.number}>
          <p className={board ? `${BOARD_TEXT.lg} font-black text-white` : "text-base font-black text-slate-950"}>
            Challenge {game.naming.number}: who is your GeoPlunger?
          </p>
          {game.teams.map((team, side) => (
            <p key={team.id} className="flex items-center gap-2">
              <TeamPill team={look(team.id)} size={pillSize(size)} />{" "}
              {game.naming?.named[side]?.name ?? (game.naming?.named[side] ? "named" : "choosing…")}
            </p>
          ))}
        </div>
      )}
      {now && (
        <section aria-label={`Challenge ${now.number}`} className="flex flex-col gap-2" data-challenge={now.number}>
          <p className={`flex flex-wrap items-center gap-2 ${body(size)}`}>
            <span className={label(size)}>Challenge {now.number}</span>
            <ColourChip colour={now.colour} size={size} />
            <span className={label(size)}>GeoPlungers</span>
            {game.teams.map((team, side) => (
              <span key={team.id} className="inline-flex items-center gap-1">
                <TeamPill team={look(team.id)} size={pillSize(size)} /> {now.geoPlungers[side]?.name ?? ""}
              </span>
            ))}
            {board && <ReadAloud words={now.words} questionKey={`${now.number}`} />}
          </p>
          <p
            className={`rounded-2xl font-black break-words ${board ? `bg-slate-900 px-5 py-4 ${BOARD_TEXT.title} text-white` : "bg-slate-100 px-3 py-2 text-xl text-slate-950"}`}
            data-words={now.words.length}
            aria-live="polite"
          >
            {now.words.length === 0 ? "…" : now.words.join(" ")}
            {now.reading && <span aria-hidden="true"> …</span>}
          </p>
          {now.listenUntil !== null && (
            <p className={`flex items-center gap-3 ${body(size)}`} data-listening="">
              <Countdown deadline={now.listenUntil} size={size} /> The whole question is read: buzz within {LISTEN_AFTER_READING_SECONDS}{" "}
              seconds, or it is a tie.
            </p>
          )}
          {now.buzzes.length > 0 && (
            <p className={`flex flex-wrap items-center gap-2 font-bold ${body(size)}`}>
              {now.buzzes.map((buzz) => (
                <span key={buzz.teamId} className="inline-flex items-center gap-1" data-buzz={buzz.teamId}>
                  <TeamPill team={look(buzz.teamId)} size={pillSize(size)} /> “GeoPlunge!”
                </span>
              ))}
              {now.wordsAtPress !== null && <span className="font-normal">(after {now.wordsAtPress} words)</span>}
              {now.judgingUntil !== null && <span>Judging the buzzes…</span>}
            </p>
          )}
          {now.order && (
            <p className={body(size)} data-buzz-order="">
              <span className={label(size)}>Buzzes</span> {now.order}
            </p>
          )}
          {now.answerDeadline !== null && (
            <p className={`flex flex-wrap items-center gap-3 ${body(size)}`} data-answering={now.answering.join(" ")}>
              <Countdown deadline={now.answerDeadline} size={size} most={ANSWER_SECONDS.max} />
              {now.answering.map((teamId) => (
                <span key={teamId} className="inline-flex items-center gap-1">
                  <TeamPill team={look(teamId)} size={pillSize(size)} /> {now.answered.includes(teamId) ? "has answered" : "is answering…"}
                </span>
              ))}
            </p>
          )}
        </section>
      )}
    </div>
  );
}

function JudgedChallenge({ judged, look, size, large }: { judged: JudgedChallengeView; look: LookUp; size: PartSize; large: boolean }) {
  const board = size === "board";
  if (!large)
    return (
      <p className={`flex flex-wrap items-center gap-2 ${body(size)}`} data-judged-challenge={judged.number}>
        <span className={label(size)}>Challenge {judged.number}</span>
        {judged.winnerId ? <TeamPill team={look(judged.winnerId)} size={pillSize(size)} /> : "tie"}
      </p>
    );
  return (
    <section
      aria-label={`Challenge ${judged.number} judged`}
      className="flex flex-col gap-2"
      data-judged-challenge={judged.number}
      data-how={judged.how}
    >
      <p className={`flex flex-wrap items-center gap-2 ${body(size)}`}>
        <span className={label(size)}>Challenge {judged.number}</span>
        <ColourChip colour={judged.colour} size={size} />
        <span>
          read {judged.wordsRead} of {judged.totalWords} words
        </span>
      </p>
      <p className={board ? `${BOARD_TEXT.md} text-white` : "text-base text-slate-950"} data-question="">
        {judged.question}
      </p>
      <p className={board ? `${BOARD_TEXT.lg} font-black text-yellow-200` : "text-base font-black text-slate-950"} data-accepted="">
        Answer: {judged.accepted.join(", ")}
        {judged.needed < judged.accepted.length ? ` (any ${judged.needed})` : ""}
      </p>
      {judged.order && (
        <p className={body(size)}>
          <span className={label(size)}>Buzzes</span> {judged.order}
        </p>
      )}
      {judged.answers.map((answer) => (
        <p
          key={answer.teamId}
          className={`flex flex-wrap items-center gap-2 ${body(size)}`}
          data-team-answer={answer.teamId}
          data-right={answer.right}
        >
          <TeamPill team={look(answer.teamId)} size={pillSize(size)} />
          <span className="font-bold">{answer.text === null ? "no answer in time" : `“${answer.text}”`}</span>
          <span aria-hidden="true">{answer.right ? "✓" : "✗"}</span>
          <span>
            {answer.right ? "right" : "wrong"}
            {answer.overruled ? " (overruled by the teacher)" : ""}
          </span>
        </p>
      ))}
      <p className={board ? `${BOARD_TEXT.md} font-black text-white` : "text-base font-black text-slate-950"} data-verdict="">
        {judged.verdict}
      </p>
    </section>
  );
}

/** The judged challenges (the last one whole: its question, its accepted answers, each team's answer), and the game's result. */
export function ChallengeResults({ game, look, size }: { game: ChummyBoardView; look: LookUp; size: PartSize }) {
  if (game.judged.length === 0 || game.now) return null;
  const last = game.judged[game.judged.length - 1];
  const result = game.result;
  const parts: string[] = [];
  if (result?.winnerId) {
    parts.push(`${result.breakdown.win} for the win`);
    if (result.breakdown.bonus > 0) parts.push(`${result.breakdown.bonus} Bonus Points`);
    if (result.breakdown.geoPlunging > 0) parts.push(`${result.breakdown.geoPlunging} for GeoPlunging`);
  }
  return (
    <div className={`flex flex-col ${size === "board" ? "gap-3" : "gap-2"}`} data-chummy-results="">
      {game.revealUntil !== null && (
        <p className={`flex items-center gap-3 ${body(size)}`}>
          <Countdown deadline={game.revealUntil} size={size} /> Next:{" "}
          {game.judged.length < 3 ? "the next challenge, unless the game is decided" : "the result"}
        </p>
      )}
      {last && <JudgedChallenge judged={last} look={look} size={size} large />}
      {game.judged.slice(0, -1).map((judged) => (
        <JudgedChallenge key={judged.number} judged={judged} look={look} size={size} large={false} />
      ))}
      {result && (
        <section aria-label="The game" className="flex flex-col gap-1" data-game-result={result.how}>
          <p className={size === "board" ? `${BOARD_TEXT.lg} font-black text-yellow-200` : "text-base font-black text-slate-950"}>
            {result.verdict}
          </p>
          <p className={body(size)}>
            {result.winnerId ? (
              <>
                <TeamPill team={look(result.winnerId)} size={pillSize(size)} /> scores {parts.join(" + ")}.
              </>
            ) : (
              `A tie: ${result.points[0]} points each.`
            )}
          </p>
        </section>
      )}
    </div>
  );
}

/** The count of five as everyone sees it (Combo 3's own window). */
export function CountWindow({ game, look, size }: { game: ChummyBoardView; look: LookUp; size: PartSize }) {
  return <CountOfFiveWindow count={game.count} teams={game.teams} look={look} size={size} />;
}
