import { describe, expect, it } from "vitest";
import type { BorderUpState } from "@/lib/games/border-up";
import { MAX_EVENT_BYTES } from "@/lib/shared/channels";
import type { TablesTeamView } from "@/lib/shared/room-views";
import type { SessionActor } from "@/lib/session/state";
import { sessionView } from "@/lib/session/views";
import { Room, tableRoomSetup } from "@/tests/support/table-room";

const MOD: SessionActor = { role: "moderator" };
const meta = { gameId: "00000000-0000-4000-8000-000000000000", code: "ABC234", version: 999_999 };

describe("[BU-10] what each screen shows", () => {
  it("[BU-10.3] a team's view in the race, its 18 cards, 3 full groups and its moves, fits in one real-time event (TABLES-14)", async () => {
    const room = new Room(await tableRoomSetup({ game: "border-up" }, 7));
    const names = ["Maximilian Oluwaseun", "Zoë Wilhelmina", "Ngozi Chukwuemeka"];
    for (let i = 0; i < 6; i++) room.do({ role: "guest" }, { type: "joinGame", playerId: `p${i}`, name: `${names[i % 3]!} ${i}` });
    room.do(MOD, { type: "seatTables" });
    room.do(MOD, { type: "startGame" });
    const table = () => room.state.tables[0]!;
    const player = (teamId: string): SessionActor => ({
      role: "player",
      playerId: room.state.seats.find((seat) => seat.teamId === teamId)!.id,
    });
    room.do(player("t1"), { type: "standUp" });
    room.do(player("t2"), { type: "standUp" });
    const engine = () => table().engine as BorderUpState;
    room.now = (engine().phase as { revealAt: number }).revealAt;
    room.do(MOD, { type: "atTable", table: table().id, command: { type: "revealCards" } });
    const hand = engine().hands![0];
    for (let i = 0; i < 9; i++) room.do(player("t1"), { type: "place", card: hand[i], group: Math.floor(i / 3), slot: i % 3 });
    const view = sessionView(room.state, meta, { type: "team", teamId: "t1" }) as TablesTeamView<unknown>;
    expect((view.game as { own: { groups: unknown[][] } }).own.groups.flat()).not.toContain(null);
    const bytes = Buffer.byteLength(JSON.stringify({ gameId: meta.gameId, version: meta.version, view }));
    expect(bytes).toBeLessThanOrEqual(MAX_EVENT_BYTES);
    console.info(`[BU-10.3] a racing team's view: ${bytes} bytes of ${MAX_EVENT_BYTES}`);
  });
});
