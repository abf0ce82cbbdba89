import { gameModule, isTableGame, listGames } from "@/lib/games/registry";
import { GameChoice } from "./game-choice";
import { NewGameForm } from "./new-game-form";

const atTables = (id: string): boolean => {
  const module = gameModule(id);
  return module !== null && isTableGame(module);
};

/** The games a teacher can host, from the registry: the clue game first (its form as before), then the card games. */
export function GamePicker() {
  const games = listGames()
    .map((game) => ({ id: game.id, title: game.title }))
    .sort((a, b) => Number(atTables(a.id)) - Number(atTables(b.id)));
  return <GameChoice games={games} clueForm={<NewGameForm />} />;
}
