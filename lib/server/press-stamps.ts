import type { AnyGameModule } from "@/lib/games/registry";

/**
 * The press stamp the server accepts for a press-stamped command (a game's `pressStamps`: Combo 3's
 * shouts). A phone stamps its press in server time (`pressedAt`, from its press clock); the server
 * believes it only as far as it can check:
 *
 * - never later than the command's arrival (`now`);
 * - never earlier than `now − min(roundTrip + PRESS_SLACK_MS, maxLeadMs)`, where `roundTrip` is the
 *   shortest round trip the server itself measured for that device (the clock route's echoes): a
 *   press cannot have spent longer on its way than a whole round trip of the same phone;
 * - with no measurement for the device (its pings did not come back yet, the moderator, a server
 *   restart), `now` itself: judged by arrival, as before fair shouts;
 * - a missing stamp, or one that is not a finite number, is `now`.
 */
export const PRESS_SLACK_MS = 30;

export type PressStamps = NonNullable<AnyGameModule["pressStamps"]>;

export function acceptedPressStamp(claimed: unknown, now: number, roundTripMs: number | null, maxLeadMs: number): number {
  if (typeof claimed !== "number" || !Number.isFinite(claimed) || roundTripMs === null) return now;
  const lead = Math.max(0, Math.min(roundTripMs + PRESS_SLACK_MS, maxLeadMs));
  return Math.round(Math.min(now, Math.max(now - lead, claimed)));
}

/** Whether `command` (or the moderator's command at a table, `atTable`) is one the game stamps. */
function stampedPart(command: Record<string, unknown>, pressStamps: PressStamps): Record<string, unknown> | null {
  if (typeof command.type === "string" && pressStamps.commands.includes(command.type)) return command;
  const inner = command.command;
  if (command.type === "atTable" && inner && typeof inner === "object" && !Array.isArray(inner))
    return stampedPart(inner as Record<string, unknown>, pressStamps);
  return null;
}

export function isPressStamped(command: Record<string, unknown>, pressStamps: PressStamps | undefined): boolean {
  return pressStamps !== undefined && stampedPart(command, pressStamps) !== null;
}

/**
 * The command as it is stored: its claimed `pressedAt` replaced by the accepted one (a command the
 * game does not stamp is returned as it came). The log holds the accepted stamp, so a replay judges
 * the same.
 */
export function withAcceptedPressStamp(
  command: Record<string, unknown>,
  pressStamps: PressStamps | undefined,
  roundTripMs: number | null,
  now: number,
): Record<string, unknown> {
  if (!pressStamps) return command;
  if (command.type === "atTable" && stampedPart(command, pressStamps)) {
    const inner = command.command as Record<string, unknown>;
    return { ...command, command: withAcceptedPressStamp(inner, pressStamps, roundTripMs, now) };
  }
  if (!stampedPart(command, pressStamps)) return command;
  return { ...command, pressedAt: acceptedPressStamp(command.pressedAt, now, roundTripMs, pressStamps.maxLeadMs) };
}

/** The command without its stamp, when the game stamps it: what a retry of it must repeat. */
export function withoutPressStamp(command: Record<string, unknown>, pressStamps: PressStamps | undefined): Record<string, unknown> {
  if (!pressStamps || !stampedPart(command, pressStamps)) return command;
  if (command.type === "atTable")
    return { ...command, command: withoutPressStamp(command.command as Record<string, unknown>, pressStamps) };
  const { pressedAt: _accepted, ...rest } = command;
  return rest;
}
