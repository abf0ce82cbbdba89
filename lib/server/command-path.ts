import "server-only";
import { z } from "zod";
import { whenGameMovedElsewhere } from "./cluster/game-moves";
import { authenticate, type RequestedRole } from "./auth";
import { broadcastGame } from "./broadcast";
import { builtInDeck, customDeckCards } from "./decks";
import {
  codeInUse,
  commandLog,
  isBlocked,
  pendingClaimsFrom,
  playerIdsJoinedFrom,
  commitCommand,
  droppedIfBehind,
  forgetCachedGame,
  gameIdForCode,
  insertGame,
  loadGame,
  playerByTokenHash,
  storedResult,
  unstartedGameCount,
  VersionConflictError,
  type LoadedGame,
} from "./game-repo";
import { createDeadlineTimers } from "./deadlines";
import { deviceKey, deviceRoundTrips } from "./device-round-trips";
import { isPressStamped, withAcceptedPressStamp, withoutPressStamp, type PressStamps } from "./press-stamps";
import { createKeyedQueue } from "./keyed-queue";
import { createRoomLocks } from "./room-locks";
import { createRateLimiter } from "./rate-limit";
import { fail, ok, tooManyRequests, type ErrorReply, type Reply } from "./replies";
import type { Teacher } from "./teacher";
import { hashToken, newId, newJoinCode, newSeed, newToken, normaliseJoinCode } from "./secrets";
import { commandEnvelopeSchema, playerNameSchema } from "@/lib/session/commands";
import { serverEnv } from "./env";
import { isThisComputer } from "./this-computer";
import { gameOptionsOf, roomRequestSchema, roomSetup } from "@/lib/session/create";
import { gameModule, isTableGame } from "@/lib/games/registry";
import { displayName } from "@/lib/session/names";
import { advanceTeamEpochs } from "@/lib/session/channel-epochs";
import { seatEndings, type SeatEndings } from "@/lib/session/seat-endings";
import { planUndo, type LoggedCommand } from "@/lib/session/replay";
import {
  applySessionCommand,
  authorize,
  createSession,
  moduleOf,
  parseCommand,
  tableOfCommand,
  type SessionEvent,
  type SessionFailure,
} from "@/lib/session/session";
import type { SessionActor, SessionState } from "@/lib/session/state";
import type { RequestHead } from "./request-head";

/**
 * The one way a game changes: parse → authenticate → load → authorize → apply → store →
 * broadcast → reply. A table's commands run one at a time, in arrival order, beside the other
 * tables' (room-locks.ts); the room's commands (people, seating, pause, end, undo) run alone.
 */
export interface CommandAccepted {
  version: number;
  events: SessionEvent[];
  playerId?: string;
}

const locks = createRoomLocks();
/**
 * Each game's broadcasts, one at a time in the order their commands committed. A command joins
 * this chain at its commit, in the room's commit order (game-repo's `onCommitted`, so versions join
 * in order), and its broadcast runs after its turn is released: the next command of the game is
 * loaded, applied and committed while this one's views are built and sent, and no version is ever
 * published before an earlier one (broadcast.ts tells "unchanged" from the view it sent last).
 */
const publishInOrder = createKeyedQueue();
const deadlines = createDeadlineTimers(async ({ gameId, table, command, clientId }) => {
  const game = await loadGame(gameId);
  if (!game) return;
  // A class's table is named in the command; a whole-class game's one table is the room's.
  const atTable = isTableGame(moduleOf(game.state)) ? { type: "atTable", table, command } : command;
  const reply = await applyThroughPath({
    gameId,
    actor: { role: "moderator" },
    clientId,
    baseVersion: undefined,
    command: atTable,
    now: Date.now(),
  });
  if (reply.ok) return;
  // Refused: the game moved on, or the timer fired a moment early. Its status says which: set again from it.
  const current = await loadGame(gameId);
  if (current) deadlines.schedule(current.id, current.state, current.tableVersions);
});

/**
 * Several servers: the server that commits a game's move keeps its timer; every other server keeps a
 * backup that fires a moment after the deadline (and is moved or cleared by the game's next move,
 * which the primary's firing is). So a count of five still ends, a moment late, when the server that
 * held it is lost; both firing at once is one command (the timer's client id).
 */
const BACKUP_GRACE_MS = 1_000;
const backups = new Map<string, ReturnType<typeof setTimeout>>();
whenGameMovedElsewhere("deadline-backups", ({ gameId, wakeAt }) => {
  clearTimeout(backups.get(gameId));
  backups.delete(gameId);
  if (wakeAt === null) return;
  const timer = setTimeout(
    () => {
      backups.delete(gameId);
      void loadGame(gameId).then(
        (game) => game && resumeDeadlines(game),
        (error: unknown) => console.error(`the backup timer of game ${gameId} failed:`, error),
      );
    },
    Math.max(0, wakeAt + BACKUP_GRACE_MS - Date.now()),
  );
  timer.unref();
  backups.set(gameId, timer);
});

/** Starts the timers of a game loaded after a restart (a count of five still running when the server stopped). */
export function resumeDeadlines(game: LoadedGame): void {
  deadlines.schedule(game.id, game.state, game.tableVersions);
}
const commandLimiter = createRateLimiter({ capacity: 30, refillPerSecond: 10 });
// A class joins from many phones at once, so joining is generous; wrong codes (guessing) are not.
const joinLimiter = createRateLimiter({ capacity: 60, refillPerSecond: 2 });
const wrongCodeLimiter = createRateLimiter({ capacity: 10, refillPerSecond: 0.1 });
const createLimiter = createRateLimiter({ capacity: 10, refillPerSecond: 0.2 });
/** A student's own renames: a few to fix a typo, then one every 10 s (a new name reaches every screen of the class). */
const renameLimiter = createRateLimiter({ capacity: 3, refillPerSecond: 0.1 });
/** Seat requests one device may have waiting in a game (a request replaces another for the same seat). */
const MAX_CLAIMS_PER_DEVICE = 2;
/** Per teacher: games made and not yet started (a lobby left open is deleted after a day anyway). */
const MAX_UNSTARTED_GAMES = 30;

function zodMessage(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0];
  if (!issue) return prefix;
  const where = issue.path.length ? `${issue.path.map(String).join(".")}: ` : "";
  return `${prefix} ${where}${issue.message}`;
}

function failureReply(failure: SessionFailure): ErrorReply {
  switch (failure.kind) {
    case "invalid":
      return fail(400, failure.code, failure.message);
    case "forbidden":
      return fail(403, failure.code, failure.message);
    case "rule":
      return fail(409, failure.code, failure.message);
  }
}

export async function runCommand(input: {
  gameId: string;
  role: RequestedRole;
  request: RequestHead;
  body: unknown;
  now: number;
}): Promise<Reply<CommandAccepted>> {
  // A flood from one device is refused before it gets here (door/requests.ts, in server.ts); commands
  // are also limited per actor, which covers the teacher's own computer.
  const envelope = commandEnvelopeSchema.safeParse(input.body);
  if (!envelope.success) return fail(400, "input/invalid_envelope", zodMessage(envelope.error, "Send { clientId, command }:"));
  if (envelope.data.command.type === "joinGame" || envelope.data.command.type === "claimSeat") {
    return fail(400, "input/join_by_code", "Join with the game code (POST /api/join).");
  }
  if (envelope.data.command.type === "nextGame") {
    return fail(400, "input/next_game_route", "Choose the next game with POST /api/games/<game>/next (the console's Next game).");
  }
  for (let attempt = 1; ; attempt++) {
    const auth = await authenticate(input.request, input.role, input.gameId);
    if (!auth.ok) return fail(401, auth.code, auth.message);
    if (attempt === 1) {
      const limit = commandLimiter.take(`${input.gameId}:${actorKey(auth.actor)}`, input.now);
      if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds);
      if (envelope.data.command.type === "renamePlayer" && auth.actor.role === "player") {
        const renames = renameLimiter.take(`${input.gameId}:${actorKey(auth.actor)}`, input.now);
        if (!renames.allowed)
          return fail(429, "rate/too_many_renames", `You just changed your name: try again in ${renames.retryAfterSeconds} s.`, {
            retryAfterSeconds: renames.retryAfterSeconds,
          });
      }
    }
    const reply = await applyThroughPath({
      gameId: input.gameId,
      actor: auth.actor,
      clientId: envelope.data.clientId,
      baseVersion: envelope.data.tableVersion ?? envelope.data.baseVersion,
      command: envelope.data.command,
      now: input.now,
    });
    // Another server committed this game first (several servers on one database): the copy was
    // dropped, so the next attempt reads the game and checks the sender's credential again. A press
    // made stale by that commit is then refused as stale, as if it had arrived a moment later.
    if (!reply.ok && reply.code === CONFLICT_CODE && attempt < COMMIT_ATTEMPTS) continue;
    // A refusal decided on a copy another server had moved past (a student who just joined there):
    // decide again on the game as stored.
    if (!reply.ok && (reply.status === 403 || reply.status === 409) && attempt < COMMIT_ATTEMPTS && (await droppedIfBehind(input.gameId)))
      continue;
    return reply;
  }
}

const CONFLICT_CODE = "command/conflict";
/** A commit beaten by another server's is tried again this many times in all before the sender is asked to. */
const COMMIT_ATTEMPTS = 3;

function actorKey(actor: SessionActor): string {
  return actor.role === "player" ? `p:${actor.playerId}` : actor.role;
}

interface PathInput {
  gameId: string;
  actor: SessionActor;
  clientId: string;
  /** The version of its table (or a later room version) the sender's screen showed. */
  baseVersion: number | undefined;
  /** The command as it is stored and replayed. */
  command: Record<string, unknown>;
  now: number;
  newPlayer?: { id: string; tokenHash: string; address: string };
  newClaim?: { id: string; playerId: string; tokenHash: string; address: string };
}

/**
 * A room command the server made itself (the next game, its setup prepared by the module), sent
 * through the same path as every command: the caller has authenticated the actor.
 */
export function runServerMadeCommand(input: {
  gameId: string;
  actor: SessionActor;
  clientId: string;
  command: Record<string, unknown>;
  now: number;
}): Promise<Reply<CommandAccepted>> {
  return applyThroughPath({ ...input, baseVersion: undefined });
}

/**
 * Runs a command in its turn (its table's, or the room's), then waits for its broadcast outside that
 * turn: the reply still comes after the command's screens were sent their views (a sender never
 * holds a version its screens have not been sent), but the next command need not wait for it.
 */
async function applyThroughPath(received: PathInput): Promise<Reply<CommandAccepted>> {
  const input = await withPressStampAccepted(received);
  for (;;) {
    const table = await commandTable(input);
    const outcome = await (table === null
      ? locks.forRoom(input.gameId, () => applyInTurn(input, null))
      : locks.forTable(input.gameId, table, () => applyInTurn(input, table)));
    // The sender's team was seated elsewhere before this turn began: take the right table's turn.
    if (outcome === RESEAT) continue;
    await outcome.published;
    return outcome.reply;
  }
}

/**
 * A press-stamped command (the room's game's `pressStamps`) carries the stamp the server accepts for
 * its device from here on: it is parsed, applied and stored with it (press-stamps.ts), before its
 * turn is chosen, so a stamp the schema would refuse (a string, say) reads as its arrival instead.
 */
async function withPressStampAccepted(input: PathInput): Promise<PathInput> {
  if (input.newPlayer || input.newClaim) return input;
  const game = await loadGame(input.gameId);
  const pressStamps = game ? gameModule(game.state.game)?.pressStamps : undefined;
  if (!pressStamps || !isPressStamped(input.command, pressStamps)) return input;
  const roundTrip =
    input.actor.role === "player" ? deviceRoundTrips().shortest(deviceKey(input.gameId, input.actor.playerId), input.now) : null;
  return { ...input, command: withAcceptedPressStamp(input.command, pressStamps, roundTrip, input.now) };
}

/** The table whose turn a command takes (null: the room's), read from the room before the turn; checked again in it. */
async function commandTable(input: PathInput): Promise<string | null> {
  if (input.newPlayer || input.newClaim) return null;
  const game = await loadGame(input.gameId);
  if (!game) return null;
  const parsed = parseCommand(input.command, game.state.game);
  if (!parsed.ok || authorize(game.state, input.actor, parsed.parsed)) return null;
  return tableOfCommand(game.state, input.actor, parsed.parsed);
}

const RESEAT = Symbol("reseat");

interface InTurnOutcome {
  reply: Reply<CommandAccepted>;
  /** The command's broadcast, queued behind the game's earlier ones (resolved when nothing was committed). */
  published: Promise<void>;
}

async function applyInTurn(input: PathInput, table: string | null): Promise<InTurnOutcome | typeof RESEAT> {
  let published: Promise<void> = Promise.resolve();
  const reply = await decideAndCommit(input, table, (committed, retired, endings, previous) => {
    published = publishInOrder(committed.id, () => broadcastGame(committed, retired, endings, previous));
  });
  if (reply === RESEAT) return RESEAT;
  return { reply, published };
}

type OnCommitted = (
  committed: LoadedGame,
  retired: { teamId: string; epoch: number }[],
  endings: SeatEndings[],
  previous: LoadedGame,
) => void;

/** load → authorize → apply → store, in the command's turn (`table`'s, or the room's when null). */
async function decideAndCommit(
  input: PathInput,
  table: string | null,
  onCommitted: OnCommitted,
): Promise<Reply<CommandAccepted> | typeof RESEAT> {
  const game = await loadGame(input.gameId);
  if (!game) return fail(404, "game/not_found", "There is no such game: check the link or the game code.");
  const earlier = await storedResult(game.id, input.clientId);
  if (earlier) {
    if (!sameRequest(earlier, input, gameModule(game.state.game)?.pressStamps))
      return fail(409, "command/id_reused", "That command id was already used for a different command: send it again with a new id.");
    return ok(earlier.result as CommandAccepted);
  }

  if (input.newPlayer) {
    const refused = await joinRefusal(game, input.newPlayer);
    if (refused) return refused.ok ? ok({ version: game.version, events: [], playerId: refused.playerId }) : refused;
  }

  const parsed = parseCommand(input.command, game.state.game);
  if (!parsed.ok) return failureReply(parsed.failure);
  const claim = parsed.parsed.kind === "lobby" && parsed.parsed.command.type === "claimSeat" ? parsed.parsed.command : null;
  if (claim && input.newClaim?.id !== claim.claimId) return fail(400, "input/join_by_code", "Ask for your seat from the join page.");
  if (input.newClaim) {
    const refused = await claimRefusal(game, input.newClaim);
    if (refused) return refused;
  }
  const denied = authorize(game.state, input.actor, parsed.parsed);
  if (denied) return failureReply(denied);
  // Only a room's command moves a team to another table, and none ran since the turn was chosen, unless before it began.
  if (table !== tableOfCommand(game.state, input.actor, parsed.parsed)) return RESEAT;
  if (
    table !== null &&
    parsed.parsed.kind === "game" &&
    input.actor.role === "player" &&
    input.baseVersion !== undefined &&
    (game.tableVersions[table] ?? 0) > input.baseVersion
  ) {
    // The one version rule: the sender's table changed after the screen the press was made on.
    return fail(
      409,
      "command/already_decided",
      "Someone already decided this (another phone on your team, the other team or the moderator): look at the screen again.",
    );
  }

  let next: { state: SessionState; events: SessionEvent[] };
  if (parsed.parsed.kind === "lobby" && parsed.parsed.command.type === "undo") {
    const undone = planUndo(game.setup, await commandLog(game.id), parsed.parsed.command.table ?? null);
    if (!undone.ok) return failureReply(undone.failure);
    next = { state: undone.state, events: [] };
  } else {
    const result = applySessionCommand(game.state, input.actor, parsed.parsed, input.now, game.setup);
    if (!result.ok) return failureReply(result.failure);
    next = result;
  }

  // Someone left a team (or an undo put them back elsewhere): that team's channel gets a name never
  // used before. A table's command moves nobody, so its channels stay as they are.
  const channels =
    table === null ? advanceTeamEpochs(game.state, next.state, game.version + 1, next.events) : { state: next.state, retired: [] };
  next = { ...next, state: channels.state };
  const accepted = (version: number): CommandAccepted => ({
    version,
    events: next.events,
    ...(input.newPlayer ? { playerId: input.newPlayer.id } : {}),
  });
  let committed: LoadedGame;
  try {
    committed = await commitCommand({
      game,
      ...(table === null ? {} : { table }),
      clientId: input.clientId,
      actor: input.actor,
      command: input.command,
      result: accepted,
      at: input.now,
      nextState: next.state,
      newPlayer: input.newPlayer ? { ...input.newPlayer, name: seatName(next.state, input.newPlayer.id) } : undefined,
      blockPlayer:
        parsed.parsed.kind === "lobby" && parsed.parsed.command.type === "removePlayer" && parsed.parsed.command.block === true
          ? parsed.parsed.command.playerId
          : undefined,
      newClaim: input.newClaim,
      answeredClaim:
        parsed.parsed.kind === "lobby" && parsed.parsed.command.type === "answerClaim"
          ? { id: parsed.parsed.command.claimId, grant: parsed.parsed.command.grant }
          : undefined,
      onCommitted: (stored, previous) => onCommitted(stored, channels.retired, seatEndings(game.state, next.events, game.id), previous),
    });
  } catch (error) {
    forgetCachedGame(game.id);
    if (error instanceof VersionConflictError) return fail(409, CONFLICT_CODE, "The game changed at the same moment: try again.");
    throw error;
  }
  deadlines.schedule(committed.id, committed.state, committed.tableVersions);
  return ok(accepted(committed.version));
}

/**
 * Whether a phone may take a new seat: the same phone joining twice (another tab, a lost reply
 * with a new id) keeps its one seat; a removed phone's credential is dead; a device the moderator
 * blocked cannot join; one device address holds at most SEATS_PER_DEVICE seats in a game.
 */
async function joinRefusal(
  game: LoadedGame,
  newPlayer: { tokenHash: string; address: string },
): Promise<ErrorReply | { ok: true; playerId: string } | null> {
  const holder = await playerByTokenHash(newPlayer.tokenHash);
  if (holder && holder.gameId !== game.id) {
    return fail(409, "input/credential_in_use", "This phone's join key belongs to another game: reload the join page and try again.");
  }
  if (holder && !holder.removed && game.state.seats.some((s) => s.id === holder.id)) return { ok: true, playerId: holder.id };
  if (holder)
    return fail(403, "auth/removed", "The moderator removed this phone from the game: ask your teacher if you should join again.");
  if (isThisComputer(newPlayer.address)) return null;
  if (await isBlocked(game.id, newPlayer.address))
    return fail(403, "auth/blocked", "The moderator removed this device from the game, so it cannot join again.");
  const seated = new Set(game.state.seats.map((s) => s.id));
  const held = (await playerIdsJoinedFrom(game.id, newPlayer.address)).filter((id) => seated.has(id)).length;
  const most = serverEnv().SEATS_PER_DEVICE;
  if (held >= most) {
    return fail(
      403,
      "auth/seats_per_device",
      `This device already has ${held} player${held === 1 ? "" : "s"} in this game, the most one device may have: each student joins on their own phone.`,
    );
  }
  return null;
}

/**
 * A phone may ask for a seat unless its device was blocked, its credential is already someone's,
 * or the device already holds another seat in this game (a classmate must not collect a second
 * seat by asking for it).
 */
async function claimRefusal(game: LoadedGame, claim: { tokenHash: string; address: string; playerId: string }): Promise<ErrorReply | null> {
  if (await playerByTokenHash(claim.tokenHash)) {
    return fail(409, "input/credential_in_use", "This phone already has a seat: reload the join page and try again.");
  }
  if (isThisComputer(claim.address)) return null;
  if (await isBlocked(game.id, claim.address))
    return fail(403, "auth/blocked", "The moderator removed this device from the game, so it cannot join again.");
  const seated = new Set(game.state.seats.map((s) => s.id));
  const others = (await playerIdsJoinedFrom(game.id, claim.address)).filter((id) => seated.has(id) && id !== claim.playerId);
  if (others.length > 0)
    return fail(
      403,
      "auth/device_has_seat",
      "This device already has a seat in this game: ask for your seat on a phone that has none, or ask your teacher.",
    );
  // A request replaces another for the same seat, so one device must not keep asking for many.
  if ((await pendingClaimsFrom(game.id, claim.address)) >= MAX_CLAIMS_PER_DEVICE)
    return fail(429, "rate/too_many_claims", "This device is already asking for seats: wait for your teacher to answer.");
  return null;
}

/** A retry is the same actor sending the same command (a join's server-made player id and a press's accepted stamp aside). */
function sameRequest(
  earlier: { actor: SessionActor; command: Record<string, unknown> },
  input: PathInput,
  pressStamps: PressStamps | undefined,
): boolean {
  const comparable = (sent: Record<string, unknown>) => {
    // The stamp stored is the one accepted at the first arrival; a retry arrives later.
    const command = withoutPressStamp(sent, pressStamps);
    const { playerId: _madeByServer, ...rest } = command;
    const { claimId: _claimMadeByServer, ...claim } = command;
    // The next game's seed (unless the teacher chose one) and its prepared setup are the server's.
    const { seed: _seedMadeByServer, gameSetup: _setupMadeByServer, ...next } = command;
    return JSON.stringify(
      command.type === "joinGame" ? rest : command.type === "claimSeat" ? claim : command.type === "nextGame" ? next : command,
    );
  };
  return JSON.stringify(earlier.actor) === JSON.stringify(input.actor) && comparable(earlier.command) === comparable(input.command);
}

function seatName(state: SessionState, playerId: string): string {
  return state.seats.find((s) => s.id === playerId)?.name ?? "";
}

const joinSchema = z
  .object({
    code: z.string().max(20),
    name: playerNameSchema,
    /** The name is taken and it is this student's: ask the moderator for that seat instead of a new one. */
    reclaim: z.literal(true).optional(),
    /** Made on the phone and kept there: the seat's credential (the server keeps only its hash). */
    credential: z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, "credential must be 32–128 letters, digits, - or _"),
    clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "clientId must be 8–64 letters, digits, - or _"),
  })
  .strict();

/** A student joins with the game code; the same request sent twice gives the same seat. */
export async function joinByCode(input: {
  body: unknown;
  address: string;
  now: number;
}): Promise<Reply<CommandAccepted & { gameId: string; credential: string }>> {
  const limit = joinLimiter.take(input.address, input.now);
  if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds);
  const guessing = wrongCodeLimiter.peek(input.address, input.now);
  if (!guessing.allowed) return tooManyRequests(guessing.retryAfterSeconds);
  const body = joinSchema.safeParse(input.body);
  if (!body.success) return fail(400, "input/invalid_join", zodMessage(body.error, "Check what you typed:"));
  const code = normaliseJoinCode(body.data.code);
  const gameId = code ? await gameIdForCode(code) : null;
  if (!gameId) {
    wrongCodeLimiter.take(input.address, input.now);
    return fail(404, "game/wrong_code", "No game has that code: check the code on the board (6 letters and digits) and try again.");
  }
  if (body.data.reclaim) return claimByName(gameId, body.data, input);
  const playerId = newId();
  let reply: Reply<CommandAccepted>;
  // As for commands: a join beaten by another server's commit is tried again on the game as stored.
  for (let attempt = 1; ; attempt++) {
    reply = await applyThroughPath({
      gameId,
      actor: { role: "guest" },
      clientId: body.data.clientId,
      baseVersion: undefined,
      command: { type: "joinGame", playerId, name: body.data.name },
      now: input.now,
      newPlayer: { id: playerId, tokenHash: hashToken(body.data.credential), address: input.address },
    });
    if (reply.ok || reply.code !== CONFLICT_CODE || attempt >= COMMIT_ATTEMPTS) break;
  }
  if (!reply.ok) return reply;
  return ok({ ...reply.body, gameId, credential: body.data.credential });
}

/**
 * A student whose phone lost its join key (a new phone, cleared cookies) asks for the seat with
 * their name. The moderator confirms it is them; until then the phone waits (auth/claim_pending).
 */
async function claimByName(
  gameId: string,
  body: { name: string; credential: string; clientId: string },
  input: { address: string; now: number },
): Promise<Reply<CommandAccepted & { gameId: string; credential: string; claimId?: string }>> {
  const game = await loadGame(gameId);
  if (!game) return fail(404, "game/wrong_code", "No game has that code: check the code on the board and try again.");
  const wanted = displayName(body.name).toLocaleLowerCase();
  const seat = game.state.seats.find((s) => displayName(s.name).toLocaleLowerCase() === wanted);
  if (!seat)
    return fail(404, "input/no_such_player", `Nobody called ${body.name} is in this game: check the spelling, or join with your name.`);
  const claimId = newId();
  const reply = await applyThroughPath({
    gameId,
    actor: { role: "guest" },
    clientId: body.clientId,
    baseVersion: undefined,
    command: {
      type: "claimSeat",
      claimId,
      playerId: seat.id,
      device: { address: input.address, known: (await playerIdsJoinedFrom(gameId, input.address)).includes(seat.id) ? "seat" : "other" },
    },
    now: input.now,
    newClaim: { id: claimId, playerId: seat.id, tokenHash: hashToken(body.credential), address: input.address },
  });
  if (!reply.ok) return reply;
  return ok({ ...reply.body, gameId, credential: body.credential, claimId });
}

/**
 * A teacher (see teacher.ts) creates a game and becomes its moderator (the token goes into an
 * httpOnly cookie). Students' phones cannot create games, so they cannot fill the server with them.
 */
export async function createGame(input: {
  body: unknown;
  now: number;
  teacher: Teacher;
}): Promise<Reply<{ gameId: string; code: string; moderatorToken: string }>> {
  // The computer running Clue Spin is the teacher's own (and the bench's): only paired devices are limited.
  const paired = !input.teacher.thisComputer;
  const limit = paired ? createLimiter.take(input.teacher.id, input.now) : ({ allowed: true } as const);
  if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds);
  const parsed = roomRequestSchema.safeParse(input.body);
  if (!parsed.success) return fail(400, "input/invalid_game", zodMessage(parsed.error, "Check the game settings:"));
  const request = parsed.data;
  if (paired && (await unstartedGameCount(input.teacher.id)) >= MAX_UNSTARTED_GAMES) {
    return fail(
      409,
      "game/too_many_unstarted",
      `You have ${MAX_UNSTARTED_GAMES} games that have not started: start or end one first (games that never start are deleted after a day).`,
    );
  }
  const module = gameModule(request.game);
  if (!module) return fail(400, "input/unknown_game", `This server does not know the game "${request.game}".`);
  const seed = request.seed ?? newSeed();
  const prepared = await module.prepare(gameOptionsOf(request), seed, {
    builtInDeck,
    customDeckCards: (deckIds) => customDeckCards(input.teacher.id, deckIds),
  });
  if (!prepared.ok) return fail(400, prepared.code, prepared.message);
  const setup = roomSetup(request, seed, prepared.setup);
  const state = createSession(setup);
  const id = newId();
  let code = newJoinCode();
  while (await codeInUse(code)) code = newJoinCode();
  const moderatorToken = newToken();
  await insertGame({
    id,
    code,
    setup,
    state,
    moderatorTokenHash: hashToken(moderatorToken),
    now: new Date(input.now),
    createdBy: input.teacher.id,
  });
  return ok({ gameId: id, code, moderatorToken }, 201);
}

export type { LoggedCommand };
