import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clueRoomSetup } from "../support/clue-room";
import { Room, tableRoomSetup } from "../support/table-room";
import { propertySettings } from "../support/property";
import { FIXTURE_DECK } from "../game/fixtures";
import { replay } from "@/lib/session/replay";
import type { SessionActor } from "@/lib/session/state";
import { channelFor } from "@/lib/shared/channels";

/**
 * [SEC-12] A team channel's name is never heard by anyone who has left it: the server drives the
 * room as the command path does (undo by replay included) through random moves, seats, removals,
 * seat grants and undos, and checks after every accepted command that under each live name the
 * members only ever grew. A name whose audience lost someone must have been retired for good.
 */
const MOD: SessionActor = { role: "moderator" };
const GUEST: SessionActor = { role: "guest" };
const player = (playerId: string): SessionActor => ({ role: "player", playerId });

class ServerLikeRoom extends Room {
  /** Per channel name: everyone ever on the team while the name was live. */
  readonly heardBy = new Map<string, Set<string>>();
  readonly retiredNames = new Set<string>();

  send(actor: SessionActor, command: Record<string, unknown>): boolean {
    if (this.try(actor, command) !== null) return false;
    for (const { teamId, epoch } of this.retired) this.retiredNames.add(channelFor.team("g", teamId, epoch));
    this.check();
    return true;
  }

  private check(): void {
    for (const team of this.state.teams) {
      const name = channelFor.team("g", team.id, this.state.teamEpochs[team.id] ?? 0);
      expect(this.retiredNames.has(name), `${name} was retired and is live again`).toBe(false);
      const members = this.state.seats.filter((seat) => seat.teamId === team.id).map((seat) => seat.id);
      const heard = this.heardBy.get(name) ?? new Set<string>();
      for (const earlier of heard) expect(members, `${earlier} left ${team.id} but ${name} is still its name`).toContain(earlier);
      for (const member of members) heard.add(member);
      this.heardBy.set(name, heard);
    }
  }
}

type Step = { kind: "join" | "choose" | "move" | "remove" | "claim" | "grant" | "undo" | "seat" | "start"; a: number; b: number };
const step = fc.record({
  kind: fc.constantFrom<Step["kind"]>("join", "choose", "move", "remove", "claim", "grant", "undo", "undo", "seat", "start"),
  a: fc.nat(9),
  b: fc.nat(9),
});

function drive(room: ServerLikeRoom, steps: readonly Step[]): void {
  let claims = 0;
  for (const { kind, a, b } of steps) {
    const seats = room.state.seats;
    const teams = room.state.teams;
    const seat = seats[a % Math.max(1, seats.length)];
    const team = teams[b % Math.max(1, teams.length)];
    switch (kind) {
      case "join":
        room.send(GUEST, { type: "joinGame", playerId: `p${room.log.length}`, name: `Student ${room.log.length}` });
        break;
      case "choose":
        if (seat && team) room.send(player(seat.id), { type: "chooseTeam", teamId: team.id });
        break;
      case "move":
        if (seat) room.send(MOD, { type: "movePlayer", playerId: seat.id, teamId: b % 4 === 0 ? null : (team?.id ?? null) });
        break;
      case "remove":
        if (seat && a % 3 === 0) room.send(MOD, { type: "removePlayer", playerId: seat.id });
        break;
      case "claim":
        if (seat) room.send(GUEST, { type: "claimSeat", claimId: `c${claims++}`, playerId: seat.id });
        break;
      case "grant": {
        const claim = room.state.claims?.[a % Math.max(1, room.state.claims.length)];
        if (claim) room.send(MOD, { type: "answerClaim", claimId: claim.id, grant: b % 2 === 0 });
        break;
      }
      case "undo":
        room.send(MOD, { type: "undo" });
        break;
      case "seat":
        room.send(MOD, { type: "seatTables", tables: 1 + (b % 3) });
        break;
      case "start":
        if (a % 3 === 0) room.send(MOD, { type: "startGame" });
        break;
    }
  }
}

describe("[SEC-12] team channel names are never reused for a different audience", () => {
  const clueSetup = clueRoomSetup(
    {
      teams: [
        { name: "Eagles", colour: "red" },
        { name: "Owls", colour: "blue" },
        { name: "Foxes", colour: "green" },
      ],
    },
    4,
    FIXTURE_DECK,
  );

  it("[SEC-12-PROP] clue game: joins, moves, removals, seat grants and undos never let a live name keep a leaver", () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 5, maxLength: 40 }), (steps) => {
        const room = new ServerLikeRoom(clueSetup);
        drive(room, steps);
        // The log's replay lands on the stored room, epochs included.
        expect(replay(clueSetup, room.log)).toEqual(room.state);
      }),
      propertySettings("[SEC-12-PROP] clue", 60),
    );
  });

  it("[SEC-12-PROP] a class at tables: seating, undoing the seating and seating again never reuses a name", async () => {
    const setup = await tableRoomSetup({ game: "play-the-ranks", level: 3 }, 11);
    fc.assert(
      fc.property(fc.array(step, { minLength: 5, maxLength: 40 }), (steps) => {
        const room = new ServerLikeRoom(setup);
        for (let i = 0; i < 6; i++) room.send(GUEST, { type: "joinGame", playerId: `s${i}`, name: `Seat ${i}` });
        drive(room, steps);
        expect(replay(setup, room.log)).toEqual(room.state);
      }),
      propertySettings("[SEC-12-PROP] tables", 60),
    );
  });

  it("[SEC-12-UNDO] the attack pass's case: Move then Undo leaves no name that the moved student heard on the other team", () => {
    const room = new ServerLikeRoom(clueSetup);
    room.send(GUEST, { type: "joinGame", playerId: "sam", name: "Sam" });
    room.send(GUEST, { type: "joinGame", playerId: "olu", name: "Olu" });
    room.send(player("sam"), { type: "chooseTeam", teamId: "t1" });
    room.send(player("olu"), { type: "chooseTeam", teamId: "t2" });
    const owlsBefore = channelFor.team("g", "t2", room.state.teamEpochs.t2 ?? 0);
    room.send(MOD, { type: "movePlayer", playerId: "sam", teamId: "t2" });
    const owlsWithSam = channelFor.team("g", "t2", room.state.teamEpochs.t2 ?? 0);
    expect(owlsWithSam).toBe(owlsBefore);
    expect(room.send(MOD, { type: "undo" })).toBe(true);
    expect(room.state.seats.find((s) => s.id === "sam")?.teamId).toBe("t1");
    expect(channelFor.team("g", "t2", room.state.teamEpochs.t2 ?? 0)).not.toBe(owlsWithSam);
    expect(room.retiredNames.has(owlsWithSam)).toBe(true);
  });
});
