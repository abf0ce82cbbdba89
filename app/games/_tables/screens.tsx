import "server-only";
import type { ReactNode } from "react";
import { gameModule } from "@/lib/games/registry";
import type { GameScreens } from "../screen-types";
import { TablesBoard } from "./board/tables-board";
import { TablesConsole } from "./console/tables-console";
import { NewSessionForm } from "./new-session-form";
import { TablePhone } from "./phone/table-phone";

/** A card game's provider of its own parts (a client component from its folder, around the shared screens). */
export type TableGamePartsProvider = (props: { children: ReactNode }) => ReactNode;

/**
 * The screens a card game played at tables shares with the others: one console, one board, one
 * phone, given the game's registry id and its own parts.
 */
export function tableScreens(kind: string, about: string, Parts: TableGamePartsProvider): GameScreens {
  const info = { kind, title: gameModule(kind)?.title ?? kind };
  return {
    about,
    NewGame: ({ nextIn }) => (
      <Parts>
        <NewSessionForm key={kind} game={kind} title={info.title} nextIn={nextIn} />
      </Parts>
    ),
    Console: ({ gameId, join }) => (
      <Parts>
        <TablesConsole gameId={gameId} join={join} info={info} />
      </Parts>
    ),
    Board: ({ gameId, join, initialTable }) => (
      <Parts>
        <TablesBoard gameId={gameId} join={join} info={info} initialTable={initialTable} />
      </Parts>
    ),
    Phone: ({ gameId }) => (
      <Parts>
        <TablePhone gameId={gameId} info={info} />
      </Parts>
    ),
  };
}
