import "server-only";
import { gameModule } from "@/lib/games/registry";
import { isTableGameKind, type TableGameInfo } from "./views";

/**
 * For the pages (server side): which card game a stored room plays, with its title from the
 * registry, or null for the clue game (whose screens stay as they are).
 */
export function tableGameInfo(kind: string): TableGameInfo | null {
  if (!isTableGameKind(kind)) return null;
  return { kind, title: gameModule(kind)?.title ?? kind };
}
