import type { Actor, Command } from "./commands";
import { savedPowerOf } from "./draw-cards";
import { exhaustiveSwitchError } from "./exhaustive";
import { applyParsedCommand } from "./reducer";
import type { GameState, TeamId } from "./state";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * A command the actor could send now, without its actor. Free-form fields hold placeholders:
 * `answer` may carry any `text`, and `adjustPoints` any non-zero `amount` and `reason`.
 */
export type LegalAction = DistributiveOmit<Command, "actor">;

const CLUE_NUMBERS = [1, 2, 3, 4, 5, 6];

/** Every team decision that could make sense in the current phase, before checking the rules. */
function teamCandidates(state: GameState, teamId: TeamId): LegalAction[] {
  const phase = state.phase;
  const others = state.teams.filter((team) => team.id !== teamId).map((team) => team.id);
  const saved = state.teams.find((team) => team.id === teamId)?.savedCards ?? [];
  // Only a Repeat a clue card names a clue; every other saved card is played as it is, so a screen
  // offers one button for it, not one per clue.
  const savedPlays: LegalAction[] = saved.flatMap((cardId): LegalAction[] =>
    savedPowerOf(cardId) === "repeatClue"
      ? CLUE_NUMBERS.map((clueNumber): LegalAction => ({ type: "playSavedCard", cardId, clueNumber }))
      : [{ type: "playSavedCard", cardId }],
  );
  switch (phase.type) {
    case "finished":
      return [];
    case "first-spin":
    case "turn-start":
      return [{ type: "spin" }, ...savedPlays];
    case "draw-card":
      return [{ type: "applyDrawCard" }, ...others.map((opponentId): LegalAction => ({ type: "applyDrawCard", opponentId }))];
    case "answer-or-sell":
    case "buyer-answering":
    case "playoff":
    case "bid-answering":
    case "final-question":
      return [
        { type: "answer" },
        { type: "nextClue" },
        { type: "pass" },
        { type: "sell" },
        ...CLUE_NUMBERS.map((clueNumber): LegalAction => ({ type: "repeatClue", clueNumber })),
        ...savedPlays,
      ];
    case "sale-offers":
      return [
        { type: "offerToBuy" },
        { type: "withdrawOffer" },
        { type: "declineOffers" },
        ...phase.offers.map((buyerId): LegalAction => ({ type: "acceptOffer", buyerId })),
        ...savedPlays,
      ];
    case "bid-bidding":
      return [{ type: "stopBidding" }, ...CLUE_NUMBERS.map((clues): LegalAction => ({ type: "bid", clues })), ...savedPlays];
    default:
      return exhaustiveSwitchError(phase);
  }
}

function moderatorCandidates(state: GameState): LegalAction[] {
  return [
    { type: "judge", correct: true },
    { type: "judge", correct: false },
    { type: "skipCard" },
    ...state.teams.map((team): LegalAction => ({ type: "adjustPoints", teamId: team.id, amount: 1, reason: "Moderator adjustment" })),
  ];
}

/** A candidate with the reducer's verdict: allowed, or refused with its own code and message. */
export type JudgedAction = { command: LegalAction; allowed: true } | { command: LegalAction; allowed: false; code: string; reason: string };

function judge(state: GameState, actor: Actor, action: LegalAction): JudgedAction {
  // Candidates are built here to match the schema, so parsing is skipped; the rules are the reducer's own.
  const result = applyParsedCommand(state, { ...action, actor }, { now: 0 });
  return result.ok
    ? { command: action, allowed: true }
    : { command: action, allowed: false, code: result.violation.code, reason: result.violation.message };
}

/**
 * Every verdict on a position is worked out once. After a command the platform asks for the
 * status (whom the game waits on: each team's moves), the moderator's moves and every team's,
 * each through the reducer once per candidate; a state is never changed in place, so one state
 * object is one position and its verdicts can be kept with it (and are frozen: callers share them).
 */
const verdicts = new WeakMap<GameState, Map<string, readonly JudgedAction[]>>();

function judgedOnce(state: GameState, key: string, judgeAll: () => JudgedAction[]): readonly JudgedAction[] {
  let known = verdicts.get(state);
  if (!known) verdicts.set(state, (known = new Map<string, readonly JudgedAction[]>()));
  let judged = known.get(key);
  if (!judged) {
    judged = Object.freeze(judgeAll().map((verdict) => Object.freeze(verdict)));
    known.set(key, judged);
  }
  return judged;
}

/**
 * A team's candidate decisions in this phase with the reducer's verdict on each, so a phone can
 * show a disabled button with the engine's own reason (never a reason of its own).
 */
export function judgedTeamActions(state: GameState, teamId: TeamId): readonly JudgedAction[] {
  const actor: Actor = { role: "team", teamId };
  return judgedOnce(state, `team:${teamId}`, () => teamCandidates(state, teamId).map((action) => judge(state, actor, action)));
}

const allowedCommands = (judged: readonly JudgedAction[]): LegalAction[] =>
  judged.flatMap((verdict) => (verdict.allowed ? [verdict.command] : []));

/**
 * What the actor may do now, checked against the real reducer so screens and server never
 * disagree with it. For the moderator this includes every team decision, with `onBehalfOf`.
 * (There is no state, and so no command, before the platform starts a game with `beginGame`.)
 */
export function legalActions(state: GameState, actor: Actor): LegalAction[] {
  if (actor.role === "team") return allowedCommands(judgedTeamActions(state, actor.teamId));
  const own = judgedOnce(state, "moderator", () => moderatorCandidates(state).map((action) => judge(state, actor, action)));
  // A team decision the moderator sends for a team is judged as that team's own: the reducer reads
  // the actor only to find the team it is for (`[LEGAL-1]` in tests/game/properties.test.ts checks it).
  const onBehalf = state.teams.flatMap((team) =>
    allowedCommands(judgedTeamActions(state, team.id)).map((action): LegalAction => ({ ...action, onBehalfOf: team.id }) as LegalAction),
  );
  return [...allowedCommands(own), ...onBehalf];
}
