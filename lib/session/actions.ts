import type { GameActor, LegalAction } from "@/lib/games/module";
import type { TeamActions } from "@/lib/shared/room-views";
import { PAUSED_CODE, PAUSED_FOR_MODERATOR, PAUSED_FOR_TEAM } from "./pause";
import { moduleOf } from "./session";
import type { SessionState, TableState } from "./state";

/**
 * What an actor may do at a table now: the game's legal actions with the platform's own rules laid
 * over them (nothing before the start or after the end; a paused table takes no team's move, and
 * the moderator keeps only what only the moderator does). Screens read this and never decide.
 */
export function tableActions(state: SessionState, table: TableState | undefined, actor: GameActor): TeamActions<unknown> {
  const none: TeamActions<unknown> = { allowed: [], refusals: [] };
  if (!table || table.engine === null || table.over || state.status !== "playing") return none;
  const module = moduleOf(state);
  const candidates = module.legalActions(table.engine, actor);
  if (!table.paused) return groupActions(candidates);
  const paused = (command: unknown): LegalAction<unknown> => ({
    command,
    allowed: false,
    code: PAUSED_CODE,
    reason: actor.role === "team" ? PAUSED_FOR_TEAM : PAUSED_FOR_MODERATOR,
  });
  const ownCommand = (command: unknown) => module.moderatorCommands.includes((command as { type?: string }).type ?? "");
  const laid = groupActions(
    candidates.map((action) => (actor.role === "moderator" && ownCommand(action.command) ? action : paused(action.command))),
  );
  // A team's phone says it is paused even when this moment of the game offers it no move at all.
  if (actor.role === "team" && !laid.refusals.some((refusal) => refusal.code === PAUSED_CODE))
    laid.refusals.push({ code: PAUSED_CODE, reason: PAUSED_FOR_TEAM, types: [] });
  return laid;
}

/** One refusal per reason, with the command types it stops: a disabled button shows its reason. */
export function groupActions(candidates: readonly LegalAction<unknown>[]): TeamActions<unknown> {
  const allowed: unknown[] = [];
  const refusals = new Map<string, { code: string; reason: string; types: Set<string> }>();
  for (const action of candidates) {
    if (action.allowed) {
      allowed.push(action.command);
      continue;
    }
    const type = (action.command as { type?: unknown }).type;
    const refusal = refusals.get(action.reason) ?? { code: action.code, reason: action.reason, types: new Set<string>() };
    if (typeof type === "string") refusal.types.add(type);
    refusals.set(action.reason, refusal);
  }
  return { allowed, refusals: [...refusals.values()].map((r) => ({ code: r.code, reason: r.reason, types: [...r.types] })) };
}
