import { chummyChallenge, type ChummyCommand, type ChummyState } from "@/lib/games/chummy-challenge";
import type { GameActor } from "@/lib/games/module";
import type { Side } from "@/lib/games/trick-kit/teams";
import { CC_SEATING } from "./cc-support";

/** A logged command of a random game, for replay. */
export interface Step {
  command: unknown;
  actor: GameActor;
  now: number;
}

const ANSWERS = ["0", "none", "nine", "Eastern, MD, VA", "AZ CA NV UT", "Texas", "Mississippi River"];

/**
 * A random game driven through the seam: the wake when it is due, else a random team's member doing a
 * random allowed move (now and then a refused one: the GeoPlunger's teammate buzzing). `visit` sees
 * every state reached, with the command that reached it (null: the start).
 */
export function randomGame(
  seed: number,
  random: () => number,
  visit: (state: ChummyState, step: Step | null) => void,
): { state: ChummyState; log: Step[] } {
  const started = chummyChallenge.start(chummyChallenge.setupSchema.parse({}), CC_SEATING, seed, 10_000);
  if (!started.ok) throw new Error(started.violation.message);
  let state = started.state;
  let now = 10_000;
  const log: Step[] = [];
  visit(state, null);
  const apply = (actor: GameActor, command: ChummyCommand, at: number): boolean => {
    const result = chummyChallenge.apply(state, command, actor, at);
    if (!result.ok) return false;
    state = result.state;
    const step = { command, actor, now: at };
    log.push(step);
    visit(state, step);
    return true;
  };
  for (let i = 0; i < 400 && !chummyChallenge.status(state).over; i++) {
    const wake = chummyChallenge.status(state).wake;
    const side: Side = random() < 0.5 ? 0 : 1;
    const members = CC_SEATING.teams[side]!.members!;
    const who = members[Math.floor(random() * members.length)]!;
    const actor: GameActor = { role: "team", teamId: CC_SEATING.teams[side]!.id, playerId: who.id };
    const allowed = chummyChallenge.legalActions(state, actor).filter((action) => action.allowed);
    const act = allowed.length > 0 && random() < (state.phase.type === "asking" ? 0.12 : 0.6);
    if (!act && wake) {
      now = Math.max(now + 1, wake.at);
      apply({ role: "moderator" }, wake.command, now);
      continue;
    }
    now += 20 + Math.floor(random() * 300);
    const chosen = allowed[Math.floor(random() * allowed.length)];
    if (!chosen) continue;
    let command = chosen.command;
    if (command.type === "buzz") {
      // The second buzz of a window is often close to the first, so "the same time" is played too.
      const first = state.phase.type === "buzzed" ? state.phase.buzzes[0] : undefined;
      const pressedAt = first ? first.pressedAt + Math.floor(random() * 160) : now - Math.floor(random() * 400);
      command = { type: "buzz", pressedAt: Math.min(pressedAt, now) };
    }
    if (command.type === "answer") command = { type: "answer", text: ANSWERS[Math.floor(random() * ANSWERS.length)]! };
    if (command.type === "buzz" && (state.phase.type === "asking" || state.phase.type === "buzzed")) {
      // The GeoPlunger presses; any other member's press is refused.
      const geoPlunger = state.phase.asked.geoPlungers[side];
      apply({ ...actor, playerId: geoPlunger ?? who.id }, command, now);
    } else apply(actor, command, now);
  }
  return { state, log };
}
