/**
 * How long a card game is, in what a class does: the moves its teams make and the battles it takes
 * to reach the target, from seeded play of one table through the real session reducer (each move a
 * random legal one, as the class bench plays). The README's durations multiply these counts by a
 * stated pace; random play is not a class, so the counts are a range, not a promise.
 *
 * `npx tsx bench/game-lengths.ts` (about 15 s); `npm run bench` prints it too.
 */
import { gameModule } from "@/lib/games/registry";
import { gameOptionsOf, roomRequestSchema, roomSetup } from "@/lib/session/create";
import { applySessionCommand, authorize, createSession, parseCommand } from "@/lib/session/session";
import type { SessionActor, SessionState } from "@/lib/session/state";
import { sessionView } from "@/lib/session/views";
import type { TablesTeamView } from "@/lib/shared/room-views";

export interface GameLength {
  game: string;
  games: number;
  moves: { p10: number; p50: number; p90: number };
  battles: { p10: number; p50: number; p90: number } | null;
  movesPerBattle: number | null;
}

const GAMES: { label: string; body: Record<string, unknown> }[] = [
  { label: "Play the Ranks L3 (to 15)", body: { game: "play-the-ranks", level: 3 } },
  { label: "Play the Ranks L4 (to 15)", body: { game: "play-the-ranks", level: 4 } },
  { label: "Play the Border Zap (to 15)", body: { game: "border-zap" } },
  { label: "Combo 3 Game 4 (PTB)", body: { game: "combo3-game4", version: "PTB" } },
  { label: "Combo 3 Game 4 (PTR1)", body: { game: "combo3-game4", version: "PTR1" } },
];
const MODERATOR: SessionActor = { role: "moderator" };
const META = { gameId: "00000000-0000-4000-8000-000000000000", code: "ABC234", version: 1 };

function apply(
  state: SessionState,
  setup: ReturnType<typeof roomSetup>,
  actor: SessionActor,
  command: Record<string, unknown>,
  now: number,
): SessionState {
  const parsed = parseCommand(command, state.game);
  if (!parsed.ok) throw new Error(parsed.failure.message);
  const denied = authorize(state, actor, parsed.parsed);
  if (denied) throw new Error(denied.message);
  const result = applySessionCommand(state, actor, parsed.parsed, now, setup);
  if (!result.ok) throw new Error(result.failure.message);
  return result.state;
}

/** The bench's own move picker (a game's randomness stays in its state; this only chooses among legal moves). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function lengthOf(body: Record<string, unknown>, seeds: number): Promise<Omit<GameLength, "game">> {
  const moves: number[] = [];
  const battles: number[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const request = roomRequestSchema.parse(body);
    const module = gameModule(request.game)!;
    const prepared = await module.prepare(gameOptionsOf(request), seed, {
      builtInDeck: () => [],
      customDeckCards: () => Promise.resolve({ ok: true, cards: [] }),
    });
    if (!prepared.ok) throw new Error(prepared.message);
    const setup = roomSetup(request, seed, prepared.setup);
    let now = 1_700_000_000_000;
    let state = createSession(setup);
    for (let i = 0; i < 6; i++)
      state = apply(state, setup, { role: "guest" }, { type: "joinGame", playerId: `p${i}`, name: `Student ${i}` }, (now += 1000));
    state = apply(state, setup, MODERATOR, { type: "seatTables" }, (now += 1000));
    state = apply(state, setup, MODERATOR, { type: "startGame" }, (now += 1000));
    const random = mulberry32(seed);
    let made = 0;
    for (let step = 0; step < 5_000; step++) {
      const mover = ["t1", "t2"]
        .map((teamId) => ({ teamId, view: sessionView(state, META, { type: "team", teamId }) as TablesTeamView<{ history?: unknown[] }> }))
        .find(({ view }) => view.actions.allowed.length > 0);
      if (!mover) {
        const over = sessionView(state, META, { type: "team", teamId: "t1" }) as TablesTeamView<{ history?: unknown[] }>;
        battles.push(over.game?.history?.length ?? 0);
        break;
      }
      const allowed = mover.view.actions.allowed as Record<string, unknown>[];
      const seat = state.seats.find((s) => s.teamId === mover.teamId)!;
      state = apply(state, setup, { role: "player", playerId: seat.id }, allowed[Math.floor(random() * allowed.length)]!, (now += 1000));
      made++;
    }
    moves.push(made);
  }
  moves.sort((a, b) => a - b);
  battles.sort((a, b) => a - b);
  const counted = battles.some((b) => b > 0);
  const total = (list: number[]) => list.reduce((sum, n) => sum + n, 0);
  return {
    games: seeds,
    moves: { p10: percentile(moves, 0.1), p50: percentile(moves, 0.5), p90: percentile(moves, 0.9) },
    battles: counted ? { p10: percentile(battles, 0.1), p50: percentile(battles, 0.5), p90: percentile(battles, 0.9) } : null,
    movesPerBattle: counted ? Math.round((total(moves) / total(battles)) * 10) / 10 : null,
  };
}

export async function runGameLengths(seeds = 40): Promise<GameLength[]> {
  const lengths: GameLength[] = [];
  for (const { label, body } of GAMES) lengths.push({ game: label, ...(await lengthOf(body, seeds)) });
  return lengths;
}

export function gameLengthsTable(lengths: GameLength[]): string {
  const range = (r: { p10: number; p50: number; p90: number } | null) => (r ? `${r.p10} / ${r.p50} / ${r.p90}` : "one battle");
  return [
    "| game | team moves p10 / p50 / p90 | battles p10 / p50 / p90 | moves a battle |",
    "|---|---|---|---|",
    ...lengths.map((l) => `| ${l.game} | ${range(l.moves)} | ${range(l.battles)} | ${l.movesPerBattle ?? l.moves.p50} |`),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lengths = await runGameLengths();
  console.log(gameLengthsTable(lengths));
}
