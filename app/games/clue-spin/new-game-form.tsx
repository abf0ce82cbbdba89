"use client";

import { useEffect, useId, useState, type SubmitEvent } from "react";
import { useRouter } from "next/navigation";
import {
  ALTERNATIVE_CLUE_VALUES,
  DEFAULT_CLUE_VALUES,
  DEFAULT_TARGET_POINTS,
  MAX_TARGET_POINTS,
  MAX_TEAMS,
  MIN_TEAMS,
  MOST_START_POINTS,
  START_POINTS,
  targetPointsProblem,
} from "@/lib/games/clue-spin/engine/setup";
import { CLUES_PER_CARD } from "@/lib/content/clue-card";
import { DECLARED_PLAYERS_MAX, TEAM_NAME_MAX_LENGTH } from "@/lib/session/room-limits";
import type { ClueRoomRequest } from "./session-views";
import { createOrGoOn, FIELD_LABEL, NumberField, parseSeed, ProblemAndCreate, SeedField, useFormProblem } from "@/app/host/form-parts";
import { useWholeNumberOption } from "@/app/host/number-field";
import { defaultTeamName, TEAM_COLOURS, teamColour, type TeamColourId } from "@/lib/shared/team-colours";

interface TeamRow {
  key: number;
  name: string;
  colour: TeamColourId;
  /** Empty = count the phones that join. */
  players: string;
}

interface CustomDeck {
  id: string;
  name: string;
  cardCount: number | null;
}

/** The limits the server checks, shown beside each field (never applied silently): the engine's and the room's own numbers. */
const TEAM_NAME_MAX = TEAM_NAME_MAX_LENGTH;
const PLAYERS_MAX = DECLARED_PLAYERS_MAX;
const TARGET_MIN = MOST_START_POINTS + 1;
const TARGET_MAX = MAX_TARGET_POINTS;
const inputClass =
  "mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-950 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-600";

/** What is wrong with a row as typed, if anything (the same limits as the server's). */
function rowProblem(row: TeamRow, index: number): string | null {
  const name = row.name.replace(/\s+/g, " ").trim();
  if (!name) return `Give team ${index + 1} a name.`;
  if (name.length > TEAM_NAME_MAX) return `Team ${index + 1}'s name has ${name.length} characters: keep it to ${TEAM_NAME_MAX}.`;
  if (row.players.trim() !== "") {
    const players = Number(row.players);
    if (!Number.isInteger(players) || players < 0 || players > PLAYERS_MAX) {
      return `Players in the room for ${name} must be a whole number from 0 to ${PLAYERS_MAX} (or empty to count the phones).`;
    }
  }
  return null;
}
let nextKey = 1;

function teamRows(count: number, individuals = false): TeamRow[] {
  return TEAM_COLOURS.slice(0, count).map((c, i) => ({
    key: nextKey++,
    name: individuals ? `Player ${i + 1}` : defaultTeamName(c.id),
    colour: c.id,
    players: individuals ? "1" : "",
  }));
}

/** Reads GET /api/decks leniently: the decks feature may not exist yet, or answer in either shape. */
function parseDecks(json: unknown): CustomDeck[] {
  const list = Array.isArray(json)
    ? json
    : json && typeof json === "object" && Array.isArray((json as { decks?: unknown }).decks)
      ? (json as { decks: unknown[] }).decks
      : [];
  return list.flatMap((item) => {
    if (!item || typeof item !== "object") return [];
    const { id, name, cardCount, cards } = item as Record<string, unknown>;
    if (typeof id !== "string" || typeof name !== "string") return [];
    const count =
      typeof cardCount === "number" ? cardCount : Array.isArray(cards) ? cards.length : typeof cards === "number" ? cards : null;
    return [{ id, name, cardCount: count }];
  });
}

/** `nextIn`: set up the next game of that room instead (its teams stay: no team rows). */
export function NewGameForm({ nextIn }: { nextIn?: string } = {}) {
  const router = useRouter();
  const formId = useId();
  const [teams, setTeams] = useState<TeamRow[]>(() => teamRows(4));
  const target = useWholeNumberOption({
    id: `${formId}-target`,
    label: (
      <>
        Target points{" "}
        <span className="font-normal text-slate-600">
          ({TARGET_MIN}–{TARGET_MAX})
        </span>
      </>
    ),
    bounds: { min: TARGET_MIN, max: TARGET_MAX, default: DEFAULT_TARGET_POINTS },
    inputClass,
    subject: "Target points",
    hint: `More than ${MOST_START_POINTS}: every team starts with ${START_POINTS} points, a team short a player with ${MOST_START_POINTS}.`,
    // The engine's own words for a target at or below the starting points.
    reasonAgainst: targetPointsProblem,
  });
  const [ladder, setLadder] = useState<"standard" | "low">("standard");
  const [builtIn, setBuiltIn] = useState(true);
  const [decks, setDecks] = useState<CustomDeck[]>([]);
  const [chosenDecks, setChosenDecks] = useState<string[]>([]);
  const [seed, setSeed] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useFormProblem();

  useEffect(() => {
    let cancelled = false;
    fetch("/api/decks", { cache: "no-store" })
      .then((r) => (r.ok ? r.json() : null))
      .then((json) => {
        if (!cancelled && json) setDecks(parseDecks(json));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  const update = (key: number, change: Partial<TeamRow>) =>
    setTeams((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  function changeColour(row: TeamRow, colour: TeamColourId) {
    // A name the teacher has not typed follows the colour ("Red team" → "Blue team").
    const keepsDefault = row.name === defaultTeamName(row.colour);
    update(row.key, { colour, ...(keepsDefault ? { name: defaultTeamName(colour) } : {}) });
  }

  function addTeam() {
    setTeams((rows) => {
      const free = TEAM_COLOURS.find((c) => !rows.some((r) => r.colour === c.id));
      if (!free || rows.length >= MAX_TEAMS) return rows;
      const individuals = rows.every((r) => /^Player \d+$/.test(r.name));
      return [
        ...rows,
        {
          key: nextKey++,
          name: individuals ? `Player ${rows.length + 1}` : defaultTeamName(free.id),
          colour: free.id,
          players: individuals ? "1" : "",
        },
      ];
    });
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const targetPoints = target.read();
    if (typeof targetPoints !== "number") {
      setProblem(targetPoints.problem);
      return;
    }
    const rowProblems = nextIn ? [] : teams.map(rowProblem).filter((text): text is string => text !== null);
    if (rowProblems.length > 0) {
      setProblem(rowProblems.join(" "));
      return;
    }
    if (!builtIn && chosenDecks.length === 0) {
      setProblem("Pick the built-in deck, a deck of your own, or both.");
      return;
    }
    const parsedSeed = parseSeed(seed);
    if (!parsedSeed.ok) {
      setProblem(parsedSeed.problem);
      return;
    }
    const seedValue = parsedSeed.seed;
    const body: ClueRoomRequest = {
      game: "clue-spin",
      teams: teams.map((t) => ({
        name: t.name.trim(),
        colour: t.colour,
        players: t.players.trim() === "" ? 0 : Number(t.players),
      })),
      targetPoints,
      clueValues: ladder,
      deck: { builtIn, customDeckIds: chosenDecks },
      ...(seedValue !== undefined ? { seed: seedValue } : {}),
    };
    setBusy(true);
    const refused = await createOrGoOn(body, nextIn, router, "The game could not be created: try again.");
    if (refused === null && !nextIn) return; // the console of the new game opens
    setProblem(refused);
    setBusy(false);
  }

  const labelClass = FIELD_LABEL;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]"
      aria-describedby={problem ? `${formId}-problem` : undefined}
      noValidate
    >
      {/* The next game of a room keeps the room's teams. */}
      {!nextIn && (
        <section aria-labelledby={`${formId}-teams`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${formId}-teams`} className="text-xl font-bold text-slate-950">
              Teams{" "}
              <span className="font-normal text-slate-600">
                ({teams.length} of {MIN_TEAMS}–{MAX_TEAMS})
              </span>
            </h2>
            <div className="flex flex-wrap gap-2" role="group" aria-label="Quick set-ups">
              <button
                type="button"
                onClick={() => setTeams(teamRows(4))}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-blue-600"
              >
                4 teams
              </button>
              <button
                type="button"
                onClick={() => setTeams(teamRows(2))}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-blue-600"
              >
                2 teams
              </button>
              <button
                type="button"
                onClick={() => setTeams(teamRows(Math.max(MIN_TEAMS, teams.length), true))}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-blue-600"
              >
                Individuals
              </button>
            </div>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            “Players in the room” is for a team without phones: leave it empty to count who joins.
          </p>
          <ol className="mt-4 grid gap-3">
            {teams.map((row, index) => {
              const colour = teamColour(row.colour);
              return (
                <li
                  key={row.key}
                  className="grid gap-x-4 gap-y-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_9rem]"
                  style={{ borderLeft: `6px solid ${colour.hex}` }}
                >
                  <div>
                    <label className={labelClass} htmlFor={`${formId}-name-${row.key}`}>
                      Team {index + 1} name
                    </label>
                    <input
                      id={`${formId}-name-${row.key}`}
                      className={inputClass}
                      value={row.name}
                      aria-describedby={`${formId}-name-count-${row.key}`}
                      aria-invalid={row.name.trim().length > TEAM_NAME_MAX || undefined}
                      onChange={(e) => update(row.key, { name: e.target.value })}
                      autoComplete="off"
                    />
                    <p
                      id={`${formId}-name-count-${row.key}`}
                      className={`mt-0.5 text-xs ${row.name.trim().length > TEAM_NAME_MAX ? "font-bold text-red-800" : "text-slate-600"}`}
                    >
                      {row.name.trim().length} of {TEAM_NAME_MAX} characters
                    </p>
                  </div>
                  <div>
                    <NumberField
                      id={`${formId}-players-${row.key}`}
                      label={
                        <>
                          Players in room <span className="font-normal text-slate-600">(0–{PLAYERS_MAX})</span>
                        </>
                      }
                      min={0}
                      max={PLAYERS_MAX}
                      placeholder="phones"
                      value={row.players}
                      onChange={(players) => update(row.key, { players })}
                      inputClass={inputClass}
                    />
                  </div>
                  <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
                    <fieldset className="flex items-center gap-3">
                      <legend className="sr-only">Colour of team {index + 1}</legend>
                      <span aria-hidden="true" className="text-sm font-semibold text-slate-800">
                        Colour
                      </span>
                      <div className="flex gap-1.5">
                        {TEAM_COLOURS.map((c) => {
                          const takenByOther = teams.some((t) => t.key !== row.key && t.colour === c.id);
                          const selected = c.id === row.colour;
                          return (
                            <label
                              key={c.id}
                              title={takenByOther ? `${c.label} (taken)` : c.label}
                              className={`relative grid size-8 cursor-pointer place-items-center rounded-lg text-base text-[#fff] has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600 ${selected ? "ring-3 ring-slate-950 ring-offset-2" : ""} ${takenByOther ? "cursor-not-allowed opacity-25" : ""}`}
                              style={{ background: c.hex }}
                            >
                              <input
                                type="radio"
                                className="sr-only"
                                name={`colour-${row.key}`}
                                value={c.id}
                                checked={selected}
                                disabled={takenByOther}
                                onChange={() => changeColour(row, c.id)}
                              />
                              <span aria-hidden="true">{c.symbol}</span>
                              <span className="sr-only">{c.label}</span>
                            </label>
                          );
                        })}
                      </div>
                      <span className="text-sm text-slate-700">
                        {colour.symbol} {colour.label}
                      </span>
                    </fieldset>
                    <button
                      type="button"
                      disabled={teams.length <= MIN_TEAMS}
                      onClick={() => setTeams((rows) => rows.filter((r) => r.key !== row.key))}
                      className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent"
                      aria-label={`Remove ${row.name || `team ${index + 1}`}`}
                    >
                      Remove
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            onClick={addTeam}
            disabled={teams.length >= MAX_TEAMS}
            className="mt-3 rounded-lg border-2 border-dashed border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:border-slate-600 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50"
          >
            + Add a team
          </button>
        </section>
      )}

      <div className="grid content-start gap-4">
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby={`${formId}-rules`}>
          <h2 id={`${formId}-rules`} className="text-xl font-bold text-slate-950">
            Scoring
          </h2>
          {target.field}
          <fieldset className="mt-4">
            <legend className={labelClass}>Clue values (after clue 1 … {CLUES_PER_CARD})</legend>
            {(
              [
                ["standard", "Standard", DEFAULT_CLUE_VALUES],
                ["low", "Low", ALTERNATIVE_CLUE_VALUES],
              ] as const
            ).map(([id, label, values]) => (
              <label
                key={id}
                className="mt-2 flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-blue-600"
              >
                <input
                  type="radio"
                  name="ladder"
                  value={id}
                  checked={ladder === id}
                  onChange={() => setLadder(id)}
                  className="size-4 accent-blue-700"
                />
                <span className="font-semibold text-slate-900">{label}</span>
                <span className="ml-auto text-sm whitespace-nowrap text-slate-700 tabular-nums">{values.join(", ")}</span>
              </label>
            ))}
          </fieldset>
        </section>

        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby={`${formId}-deck`}>
          <h2 id={`${formId}-deck`} className="text-xl font-bold text-slate-950">
            Clue cards
          </h2>
          <label className="mt-3 flex cursor-pointer items-center gap-3">
            <input type="checkbox" checked={builtIn} onChange={(e) => setBuiltIn(e.target.checked)} className="size-4 accent-blue-700" />
            <span className="text-slate-900">
              <span className="font-semibold">Built-in deck</span> <span className="text-slate-600">(the 50 states)</span>
            </span>
          </label>
          {decks.map((deck) => (
            <label key={deck.id} className="mt-2 flex cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                checked={chosenDecks.includes(deck.id)}
                onChange={(e) => setChosenDecks((ids) => (e.target.checked ? [...ids, deck.id] : ids.filter((id) => id !== deck.id)))}
                className="size-4 accent-blue-700"
              />
              <span className="text-slate-900">
                <span className="font-semibold">{deck.name}</span>
                {deck.cardCount !== null && <span className="text-slate-600"> ({deck.cardCount} cards)</span>}
              </span>
            </label>
          ))}
          <SeedField formId={formId} summary="Same game every time (demo)" seed={seed} onSeed={setSeed} inputClass={inputClass} />
        </section>

        <ProblemAndCreate formId={formId} problem={problem} busy={busy} label={nextIn ? "Go on to Clue Spin" : "Create game"} />
      </div>
    </form>
  );
}
