import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyCommand, createGame } from "@/lib/games/clue-spin/engine";
import { clueSpin } from "@/lib/games/clue-spin";
import { FIXTURE_DECK } from "../../game/fixtures";

/**
 * The clue game behind the module seam must play exactly as it did when the session drove the
 * engine itself (stored games are replayed on every undo and restart): the table was opened in the
 * lobby with the teacher's declared players, then at the start its teams were set as seated and it started.
 */
describe("[MODULE] the clue game as a module", () => {
  const setup = {
    targetPoints: 55,
    clueValues: [10, 9, 8, 7, 6, 5] as [number, number, number, number, number, number],
    deck: FIXTURE_DECK,
  };

  it("[MODULE-1] start gives the same state and events as the steps the session took before tables", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ declared: fc.integer({ min: 0, max: 6 }), joined: fc.integer({ min: 0, max: 6 }) }), {
          minLength: 2,
          maxLength: 6,
        }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (teams, seed) => {
          const now = 1_700_000_000_000;
          const moderator = { role: "moderator" } as const;
          const named = teams.map((team, i) => ({ id: `t${i + 1}`, name: `Team ${i + 1}`, ...team }));
          const opened = createGame(
            {
              teams: named.map((t) => ({ id: t.id, name: t.name, players: Math.max(1, t.declared) })),
              targetPoints: setup.targetPoints,
              clueValues: setup.clueValues,
            },
            seed,
            setup.deck,
          );
          const seated = named.map((t) => ({ id: t.id, name: t.name, players: Math.max(1, t.declared, t.joined) }));
          const configured = applyCommand(opened, { type: "configureTeams", actor: moderator, teams: seated }, { now });
          if (!configured.ok) throw new Error(configured.violation.message);
          const started = applyCommand(configured.state, { type: "startGame", actor: moderator }, { now });
          if (!started.ok) throw new Error(started.violation.message);

          const viaModule = clueSpin.start(setup, { teams: seated }, seed, now);
          expect(viaModule.ok).toBe(true);
          if (!viaModule.ok) return;
          expect(viaModule.state).toEqual(started.state);
          expect(viaModule.events).toEqual([...configured.events, ...started.events]);
        },
      ),
    );
  });

  it("[MODULE-2] the module's scores and outcome read the engine's teams and winner", () => {
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
