"use client";

import { useId, useState, type ReactNode } from "react";

/** The teacher picks a game; each game brings its own form (made on the server from the screen map). */
export function GameChoice({ games }: { games: { id: string; title: string; about: string; form: ReactNode }[] }) {
  const id = useId();
  const [chosen, setChosen] = useState(games[0]?.id ?? "");
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
                <span className="block text-sm text-slate-700">{game.about}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {chosenGame?.form}
    </>
  );
}
