/**
 * Clue Spin rules engine: pure TypeScript, no I/O, no clock, no Math.random.
 *
 * Lifecycle
 * - `beginGame(settings, seed, deck)` → `{ ok: true, state, events }`: the game (plain JSON) begun
 *   with the teams the platform seated, or a violation when those teams cannot play it. The engine
 *   has no lobby and no state before the start: the platform's lobby gathers the class.
 * - `applyCommand(state, command, { now })` → `{ ok: true, state, events }` or
 *   `{ ok: false, violation: { code: "rule/…", message }, state }` where `state` is the very object
 *   passed in. `command` may be untrusted JSON: it is parsed with `commandSchema`.
 * - `viewFor(state, "board" | "moderator" | { team })` → what that screen may see.
 * - `legalActions(state, actor)` → the commands (without actor) the actor may send now.
 * - `waitingFor(state)` → the team (or moderator) the game is waiting on.
 *
 * Actors. Every command carries `actor`, which the server sets from the session, never the client:
 * `{ role: "moderator" }` or `{ role: "team", teamId }`. Moderator-only commands: judge,
 * adjustPoints, skipCard. Every team decision may also be sent by
 * the moderator (for teams without phones) with `onBehalfOf: teamId`; without it, it is for the
 * team the game is waiting on. A team can never act for another team.
 *
 * Undo. The engine has no undo of its own: the platform keeps the room's setup and the log of
 * accepted commands with their `now`, and its undo replays the log without the undone command
 * (lib/session/replay.ts), which gives exactly the state as if that command had never been sent.
 *
 * Answers. A team may `answer` with typed `text` (or none when answering aloud); the engine stores a
 * match hint for the moderator, who sends `judge { correct }`: only judging moves points. The
 * moderator may judge without a prior `answer` command (a spoken answer).
 *
 * Commands (`type`, extra fields; team decisions also accept `onBehalfOf` from the moderator):
 *   moderator: judge {correct} · adjustPoints {teamId,
 *              amount ≠ 0, reason} · skipCard
 *   team:      spin · applyDrawCard {opponentId? (Bid card)} · nextClue · repeatClue {clueNumber} ·
 *              answer {text?} · pass · sell · offerToBuy · withdrawOffer · acceptOffer {buyerId} ·
 *              declineOffers · bid {clues} · stopBidding · playSavedCard {cardId, clueNumber?}
 *
 * Phases (`state.phase.type`): first-spin → turn-start → (draw-card) → answer-or-sell
 * ⇄ sale-offers → buyer-answering | playoff | bid-bidding → bid-answering | final-question →
 * turn-start … → finished. Pausing is the platform's (the room's table), not a phase. The rules are in docs/rules.md.
 *
 * State is plain JSON and must be treated as immutable: the reducer never mutates its input and
 * new states share unchanged parts (deck, ledger entries) with old ones.
 */
export { applyCommand, applyParsedCommand, spinOutcome, type CommandContext, type CommandResult } from "./reducer";
export {
  beginGame,
  type BeginResult,
  gameSettingsSchema,
  ALTERNATIVE_CLUE_VALUES,
  BONUS_POINTS,
  DEFAULT_CLUE_VALUES,
  DEFAULT_TARGET_POINTS,
  MAX_TEAMS,
  MIN_TEAMS,
  SHORT_TEAM_BONUS,
  START_POINTS,
  type GameSettings,
  type GameSettingsInput,
  type GameSetup,
} from "./setup";
export {
  actorSchema,
  commandSchema,
  teamSetupSchema,
  MODERATOR_COMMANDS,
  isModeratorCommand,
  type Actor,
  type Command,
  type CommandOf,
  type CommandType,
  type ModeratorCommand,
  type TeamCommand,
  type TeamSetup,
} from "./commands";
export type { GameEvent, SpinOutcome } from "./events";
export { VIOLATION_CODES, type Violation, type ViolationCode } from "./violations";
export { judgedTeamActions, legalActions, type JudgedAction, type LegalAction } from "./legal";
export { viewFor, RECENT_LEDGER_SIZE } from "./views";
export type {
  Audience,
  BoardView,
  CardView,
  DrawCardView,
  GameView,
  ModeratorView,
  PhaseView,
  PublicView,
  RevealView,
  TeamAudienceView,
  TeamView,
} from "./views";
export { waitingFor, decidingTeam, type Awaiting } from "./waiting";
export { OUTCOME_NAMES, SPINNER, spinnerKey, type SpinSectorOutcome } from "./spinner";
export { matchAnswer, normalizeAnswer, damerauLevenshtein, type MatchHint } from "../../answer-kit/match";
export {
  DRAW_CARDS,
  DRAW_PILE_SIZE,
  SAVED_POWERS,
  drawCardById,
  drawCardSchema,
  drawCardsFileSchema,
  type DrawCard,
  type DrawCardEffect,
  type SavedPower,
} from "./draw-cards";
export { exhaustiveSwitchError } from "./exhaustive";
export type * from "./state";
