"use client";

import { useId, useState, type ReactNode } from "react";
import { NewSessionForm } from "@/app/games/tables/new-session-form";
import { isTableGameKind } from "@/app/games/tables/views";

/** The teacher picks a game: the clue game (its own form, unchanged) or a card game played by the class at tables. */
const ABOUT: Record<string, string> = {
  "clue-spin": "The whole class at one table: 2–6 teams race to the target with the spinner and the clue cards.",
  "play-the-ranks": "A card game at tables of two teams (1–3 students each): state ranking battles, Levels 3 and 4.",
  "border-zap": "A card game at tables of two teams: border battles, where a bordering state zaps the lead.",
  "combo3-game4": "A card game at tables of two teams: one game of PTR1, PTR2 or the Border Zap, Combo 3 scoring and GeoPlunging.",
};

export function GameChoice({ games, clueForm }: { games: { id: string; title: string }[]; clueForm: ReactNode }) {
  const id = useId();
  const [chosen, setChosen] = useState("clue-spin");
  const chosenGame = games.find((game) => game.id === chosen);
  return (
    <>
      <fieldset className="mt-4">
        <legend className="text-xl font-bold text-slate-950">Game</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
          {games.map((game) => (
            <label
              key={game.id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-300 bg-white p-3 shadow-sm has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600"
            >
              <input
                type="radio"
                name={`${id}-game`}
                value={game.id}
                checked={chosen === game.id}
                onChange={() => setChosen(game.id)}
                className="mt-1 size-4 accent-blue-700"
              />
              <span>
                <span className="block font-bold text-slate-950">{game.title}</span>
                {ABOUT[game.id] && <span className="block text-sm text-slate-700">{ABOUT[game.id]}</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {chosenGame && isTableGameKind(chosenGame.id) ? (
        <NewSessionForm key={chosenGame.id} game={chosenGame.id} title={chosenGame.title} />
      ) : (
        clueForm
      )}
    </>
  );
}
