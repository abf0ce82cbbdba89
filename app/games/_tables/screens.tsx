import "server-only";
import type { ComponentType, ReactNode } from "react";
import { gameModule } from "@/lib/games/registry";
import type { GameScreens } from "../screen-types";
import type { TeachContent } from "../teach-content";
import { NewSessionForm, TablePhone, TablesBoard, TablesConsole } from "./lazy-screens";
import { TeachProvider } from "./teach/teach-context";

/** A game's provider of its own parts (a client component from its folder, around the shared screens; loaded lazily, `lazy-parts.tsx`). */
export type TableGamePartsProvider = ComponentType<{ children: ReactNode }>;

/**
 * The screens every game played at tables of two teams shares: one console, one board, one phone,
 * given the game's registry id, its own parts and what it teaches.
 */
export function tableScreens(kind: string, about: string, Parts: TableGamePartsProvider, teach: TeachContent | null = null): GameScreens {
  const game = gameModule(kind);
  if (!game) throw new Error(`${kind} is not in lib/games/registry.ts: register the game before its screens.`);
  const { min, max, playersPerTeam } = game.teams;
  const info = { kind, title: game.title, teams: { min, max, playersPerTeam: { ...playersPerTeam } } };
  const PartsWithTeach = ({ children }: { children: ReactNode }) => (
    <Parts>
      <TeachProvider content={teach}>{children}</TeachProvider>
    </Parts>
  );
  return {
    about,
    ...(teach ? { teach } : {}),
    NewGame: ({ nextIn }) => (
      <Parts>
        <NewSessionForm key={kind} info={info} nextIn={nextIn} />
      </Parts>
    ),
    Console: ({ gameId, join }) => (
      <PartsWithTeach>
        <TablesConsole gameId={gameId} join={join} info={info} />
      </PartsWithTeach>
    ),
    Board: ({ gameId, join, initialTable }) => (
      <PartsWithTeach>
        <TablesBoard gameId={gameId} join={join} info={info} initialTable={initialTable} />
      </PartsWithTeach>
    ),
    Phone: ({ gameId }) => (
      <PartsWithTeach>
        <TablePhone gameId={gameId} info={info} />
      </PartsWithTeach>
    ),
  };
}
