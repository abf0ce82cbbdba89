import { createElement } from "react";
import { renderLoaded } from "../support/render-loaded";
import { describe, expect, it } from "vitest";
import type { TableGame } from "@/app/games/_tables/table-game";
import type { LookUp } from "@/app/games/_tables/team-look";
import { decisionLabel, type TableGameCommand } from "@/app/games/_tables/trick/moves";
import type { TablesBoardScreenView } from "@/app/games/_tables/views";
import { borderZapTable } from "@/app/games/border-zap/table-parts";
import { combo3Game4Table } from "@/app/games/combo3-game4/table-parts";
import type { ZapHandView } from "@/lib/games/border-zap/battle";
import type { TablesTeamView } from "@/lib/shared/room-views";
import { sessionView } from "@/lib/session/views";
import { Room, tableRoomSetup } from "../support/table-room";

/**
 * [ZAP-LOOK-UI] Border Zap's Step 1 look (BZ-3.3) on the screens, standalone and as Combo 3's PTB:
 * the team's phone lists its 3 cards with the received one marked and offers the engine's one
 * decision; the board says only who is still looking.
 */
const META = { gameId: "00000000-0000-4000-8000-000000000000", code: "ABCDEF", version: 1 };
const look: LookUp = (teamId) => ({ id: teamId, name: teamId === "t1" ? "Red" : "Blue", hex: "#c00", symbol: "●", colourName: "red" });

type TeamScreenView = TablesTeamView<{ game: string; teams: { id: string; name: string; points: number }[] }, TableGameCommand>;
const teamView = (room: Room, teamId: string) => sessionView(room.state, META, { type: "team", teamId }) as TeamScreenView;
const boardGame = (room: Room) => (sessionView(room.state, META, { type: "board" }) as TablesBoardScreenView).tableViews[0]!.game!;

/** A class of 4 at one table, through both teams' first trade picks. */
async function afterFirstTrade(options: Record<string, unknown>): Promise<Room> {
  const room = new Room(await tableRoomSetup(options, 11));
  room.join(4);
  room.do({ role: "moderator" }, { type: "seatTables", tables: 1 });
  room.do({ role: "moderator" }, { type: "startGame" });
  for (const teamId of ["t1", "t2"]) {
    const trade = teamView(room, teamId).actions.allowed.find((command) => command.type === "trade");
    if (!trade) throw new Error(`${teamId} cannot trade`);
    room.do(room.playerOn(teamId), trade);
  }
  return room;
}

const ownZap = (game: unknown): ZapHandView => {
  const own = (game as { own: ZapHandView | { kind: string; view: ZapHandView } }).own;
  return "kind" in own ? own.view : own;
};

describe("[ZAP-LOOK-UI] the look after Border Zap's first trade", () => {
  for (const [name, parts, options] of [
    ["Play the Border Zap", borderZapTable, { game: "border-zap" }],
    ["Combo 3's PTB", combo3Game4Table, { game: "combo3-game4", version: "PTB" }],
  ] as [string, TableGame, Record<string, unknown>][]) {
    it(`[ZAP-LOOK-UI-1] ${name}: the phone lists the team's 3 cards, the received one marked, and offers "put our cards face-down"; the board shows who looks`, async () => {
      const room = await afterFirstTrade(options);
      const view = teamView(room, "t1");
      expect(view.actions.allowed).toEqual([{ type: "setAside" }]);
      expect(decisionLabel({ type: "setAside" }, [])).toBe("We have looked: put our cards face-down");
      const own = ownZap(view.game);
      const phone = await renderLoaded(createElement(parts.Setup, { game: view.game!, look, size: "phone" }));
      expect(phone).toContain('data-zap-look=""');
      expect(phone.match(/data-received="yes"/g)).toHaveLength(1);
      expect(phone.match(/data-received="no"/g)).toHaveLength(2);
      for (const card of own.hand) expect(phone).toContain(card.name);
      const received = own.hand.find((card) => card.code === own.received);
      expect(phone).toMatch(new RegExp(`data-received="yes"[^>]*><span[^>]*>${received?.name ?? "?"}</span>.*New, from .*Blue`));
      const board = await renderLoaded(createElement(parts.Setup, { game: boardGame(room), look, size: "board" }));
      expect(board).not.toContain('data-zap-look=""');
      expect(board).toMatch(/Look at the cards.*Red.*is looking.*Blue.*is looking/);
      for (const card of own.hand) expect(board).not.toContain(card.name);

      room.do(room.playerOn("t1"), { type: "setAside" });
      const after = teamView(room, "t1");
      expect(await renderLoaded(createElement(parts.Setup, { game: after.game!, look, size: "phone" }))).not.toContain('data-zap-look=""');
      expect(await renderLoaded(createElement(parts.Setup, { game: boardGame(room), look, size: "board" }))).toMatch(
        /Red.*has looked.*Blue.*is looking/,
      );
    });
  }
});
