import "server-only";
import { gameModule } from "@/lib/games/registry";
import type { GameScreens } from "../screen-types";
import { TablesBoard } from "./board/tables-board";
import { TablesConsole } from "./console/tables-console";
import { NewSessionForm } from "./new-session-form";
import { TablePhone } from "./phone/table-phone";
import type { TableGameKind } from "./views";

/** The screens a card game played at tables shares with the others: one console, one board, one phone, told the game. */
export function tableScreens(kind: TableGameKind, about: string): GameScreens {
  const info = { kind, title: gameModule(kind)?.title ?? kind };
  return {
    about,
    NewGame: ({ nextIn }) => <NewSessionForm key={kind} game={kind} title={info.title} nextIn={nextIn} />,
    Console: ({ gameId, join }) => <TablesConsole gameId={gameId} join={join} info={info} />,
    Board: ({ gameId, join, initialTable }) => <TablesBoard gameId={gameId} join={join} info={info} initialTable={initialTable} />,
    Phone: ({ gameId }) => <TablePhone gameId={gameId} info={info} />,
  };
}
