import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { teamsFromSetup } from "@/lib/games/clue-spin/engine/setup";
import { clueSpin } from "@/lib/games/clue-spin";
import { FIXTURE_DECK } from "../../game/fixtures";

/**
 * The clue game behind the module seam must play exactly as it did when the session drove the
 * engine itself (stored games are replayed on every undo and restart; [STORED-1] replays rooms
 * started by every earlier version): the game begins with the teams as seated, and nothing the
 * lobby held (it holds no game state now) changes its cards or spins.
 */
describe("[MODULE] the clue game as a module", () => {
  const setup = {
    targetPoints: 55,
    clueValues: [10, 9, 8, 7, 6, 5] as [number, number, number, number, number, number],
    deck: FIXTURE_DECK,
  };

  it("[MODULE-1] start begins with the seated teams, the first spins, revision 2 and two events; the shuffles depend on the seed only", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ declared: fc.integer({ min: 0, max: 6 }), joined: fc.integer({ min: 0, max: 6 }) }), {
          minLength: 2,
          maxLength: 6,
        }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (teams, seed) => {
          const now = 1_700_000_000_000;
          const named = teams.map((team, i) => ({ id: `t${i + 1}`, name: `Team ${i + 1}`, ...team }));
          const seated = named.map((t) => ({ id: t.id, name: t.name, players: Math.max(1, t.declared, t.joined) }));
          const declared = named.map((t) => ({ id: t.id, name: t.name, players: Math.max(1, t.declared) }));

          const viaModule = clueSpin.start(setup, { teams: seated }, seed, now);
          if (!viaModule.ok) throw new Error(viaModule.violation.message);
          const state = viaModule.state;
          // When seating the teams and starting were two engine commands after a lobby, they counted two revisions.
          expect(state.teams).toEqual(teamsFromSetup(seated, state.rules));
          expect(state.phase).toEqual({ type: "first-spin", round: 1, contenders: seated.map((t) => t.id), spins: [] });
          expect(state.revision).toBe(2);
          expect(viaModule.events).toEqual([{ type: "teamsConfigured", teamIds: seated.map((t) => t.id) }, { type: "gameStarted" }]);

          // The same seed with other players per team: the same cards, draw pile and spins to come.
          const other = clueSpin.start(setup, { teams: declared }, seed, now + 1);
          if (!other.ok) throw new Error(other.violation.message);
          expect({ ...other.state, teams: state.teams }).toEqual(state);
        },
      ),
    );
  });

  it("[MODULE-3] the module's scores and outcome read the engine's teams and winner", () => {
    const started = clueSpin.start(
      setup,
      {
        teams: [
          { id: "t1", name: "Owls", players: 2 },
          { id: "t2", name: "Eagles", players: 2 },
        ],
      },
      3,
      0,
    );
    if (!started.ok) throw new Error(started.violation.message);
    expect(clueSpin.status(started.state).scores).toEqual(started.state.teams.map((team) => ({ teamId: team.id, points: team.points })));
    expect(clueSpin.status(started.state)).toMatchObject({ over: false, winners: [], summary: null });
    const finished = { ...started.state, phase: { type: "finished" as const, winnerId: "t2" } };
    expect(clueSpin.status(finished)).toMatchObject({
      over: true,
      winners: ["t2"],
      summary: expect.stringContaining("Eagles") as unknown,
    });
  });
});
