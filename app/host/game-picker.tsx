import { screensFor } from "@/app/games/screens";
import { isTableGame, listGames, gameModule } from "@/lib/games/registry";
import { GameChoice } from "./game-choice";

const atTables = (id: string): boolean => {
  const module = gameModule(id);
  return module !== null && isTableGame(module);
};

/**
 * The games a teacher can host, from the registry: those the whole class plays together first, then
 * those at tables. `nextIn`: the forms set up the next game of that room (the class stays) instead.
 */
export function GamePicker({ nextIn }: { nextIn?: string } = {}) {
  const games = listGames()
    .sort((a, b) => Number(atTables(a.id)) - Number(atTables(b.id)))
    .flatMap((game) => {
      const screens = screensFor(game.id);
      return screens
        ? [{ id: game.id, title: game.title, about: screens.about, form: <screens.NewGame key={game.id} nextIn={nextIn} /> }]
        : [];
    });
  return <GameChoice games={games} />;
}
