import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { borderZap, type BorderZapState } from "@/lib/games/border-zap";
import { combo3Game4, type Combo3Game4State } from "@/lib/games/combo3-game4";
import { playTheRanks, type PlayTheRanksState } from "@/lib/games/play-the-ranks";
import { ALL_CARDS } from "@/lib/games/trick-kit/cards";
import { power, rigged } from "../play-the-ranks/ptr";
import { propertySettings, SEATING } from "../support";
import { BZ, C3, PTR, type CardGame } from "./card-games";
import { cardTwins } from "./card-twins";
import { audiencesOf, expectTwinSecret, playAndVisit, received, seeded, started, Tally, type DriveStep, type Twin } from "./secrecy";

/**
 * [SECRECY-…] For each card game: random positions by seeded random legal play, and at every
 * position twins that swap hidden cards (GeoPlunge and Power) between the two hands, the undealt
 * decks, the face-down discards, the set-aside cards and a face-down lead. The board, the moderator
 * and the team that does not hold a swapped card must receive the same bytes for both.
 */
const TEAM_IDS = ["red", "blue"] as const;
const TIMEOUT = 120_000;

const stepsArbitrary = fc.array(fc.record({ actor: fc.nat(), pick: fc.nat(), wait: fc.integer({ min: 1, max: 2_500 }) }), {
  minLength: 20,
  maxLength: 160,
  size: "max",
});

/** Border Zap's rules versions: a room stored before the look (no version) and a room created now (BZ-3.5). */
const RULES_VERSIONS = fc.constantFrom({}, { rulesVersion: 2 });

/** Twins checked per position (and always those of a face-down lead): enough to cover every pair over a run, fast. */
const TWINS_PER_POSITION = 4;

/** Plays one game from a position and checks twins of every position it passes. */
function checkGame<S>(game: CardGame<S>, from: S, seed: number, steps: readonly DriveStep[], tally: Tally): void {
  const audiences = audiencesOf<S>(game.mod, TEAM_IDS);
  const random = seeded(seed ^ 0x5ec2e7);
  playAndVisit<S>(
    game.mod,
    from,
    SEATING,
    steps,
    (state) => {
      const original = received(audiences, state);
      const twins: Twin<S>[] = cardTwins(game.places(state), random, TWINS_PER_POSITION, (a, b) => game.swap(state, a, b));
      for (const twin of twins) expectTwinSecret(audiences, original, twin, tally);
    },
    { skip: (command) => (command as { type: string }).type === "adjustScore" },
  );
}

/** The swaps every run must have checked, so that no place goes untested by accident. */
function expectCovered(tally: Tally, kinds: readonly string[]): void {
  console.info(`[secrecy] ${tally.summary()}`);
  expect(tally.missing(kinds), "swap kinds never reached").toEqual([]);
  for (const kind of kinds.filter((kind) => /hand|led|powers<->/.test(kind))) {
    expect(tally.controls.get(kind) ?? 0, `control never held for ${kind}`).toBeGreaterThan(0);
  }
}

describe("[SECRECY] the card games keep their hidden cards hidden", () => {
  it(
    "[SECRECY-PTR-1] Play the Ranks (Levels 3 and 4): swapping hidden cards and Power cards changes nothing the board, the moderator or the other team receives",
    () => {
      const tally = new Tally();
      const setupArbitrary = fc
        .record({
          level: fc.constantFrom(3 as const, 4 as const),
          leadChoosesBase: fc.boolean(),
          targetPoints: fc.integer({ min: 2, max: 6 }),
        })
        .map((setup) => ({ ...setup, firstLead: setup.level === 3 ? "discards" : "draw-then-alternate" }));
      fc.assert(
        fc.property(setupArbitrary, fc.integer({ min: 0, max: 2 ** 31 - 1 }), stepsArbitrary, (setup, seed, steps) => {
          checkGame(PTR, started(playTheRanks, setup, SEATING, seed) as PlayTheRanksState, seed, steps, tally);
        }),
        propertySettings("secrecy play-the-ranks", 24, 96),
      );
      expectCovered(tally, [
        "deck<->deck",
        "deck<->hand",
        "hand<->hand",
        "discards<->hand",
        "deck<->discards",
        "discards<->discards",
        "powerDeck<->powers",
        "powers<->powers",
      ]);
    },
    TIMEOUT,
  );

  it(
    "[SECRECY-PTR-2] Play the Ranks Level 4: a face-down lead under a GeoStar other cards share (bird, flower) can be any of them to all but its own team",
    () => {
      // Random play rarely reaches a lead whose announcement another hidden card shares, so the
      // position is set up: a Level 4 battle at its first trick, its GeoStar the bird or the flower.
      const tally = new Tally();
      const positionArbitrary = fc.record({
        cards: fc.shuffledSubarray([...ALL_CARDS], { minLength: 16, maxLength: 16 }),
        geoStar: fc.constantFrom(power(20, "size"), power(30, "statehood"), power(10, "statehood"), power(50, "statehood")),
        lead: fc.constantFrom(0 as const, 1 as const),
        leadChoosesBase: fc.boolean(),
      });
      fc.assert(
        fc.property(positionArbitrary, fc.integer({ min: 0, max: 2 ** 31 - 1 }), stepsArbitrary, (position, seed, steps) => {
          const bases = [power(1, "size"), power(50, "population")];
          const table = rigged(
            { level: 4, leadChoosesBase: position.leadChoosesBase },
            {
              hands: [position.cards.slice(0, 8), position.cards.slice(8)],
              powers: [[power(20, "population")], [power(10, "size")]],
              bases,
              lead: position.lead,
              cardsTeam: position.lead,
              geoStar: position.geoStar,
            },
            seed,
          );
          checkGame(PTR, table.state, seed, steps, tally);
        }),
        propertySettings("secrecy play-the-ranks face-down lead", 12, 48),
      );
      expectCovered(
        tally,
        ["deck<->led", "hand<->led", "discards<->led"].filter((kind) => kind !== "discards<->led"),
      );
      expect((tally.controls.get("deck<->led") ?? 0) + (tally.controls.get("hand<->led") ?? 0)).toBeGreaterThan(10);
    },
    TIMEOUT,
  );

  it(
    "[SECRECY-BZ-1] Border Zap: swapping hidden cards (hands, a hand its team is looking at, deck, set-aside, discards) changes nothing the board, the moderator or the other team receives",
    () => {
      const tally = new Tally();
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: 6 }),
          RULES_VERSIONS,
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          stepsArbitrary,
          (targetPoints, rules, seed, steps) => {
            checkGame(BZ, started(borderZap, { targetPoints, ...rules }, SEATING, seed) as BorderZapState, seed, steps, tally);
          },
        ),
        propertySettings("secrecy border-zap", 24, 96),
      );
      expectCovered(tally, [
        "deck<->deck",
        "deck<->hand",
        "hand<->hand",
        "discards<->hand",
        "deck<->discards",
        "deck<->setAside",
        "hand<->setAside",
        "setAside<->setAside",
        "deck<->hand-looking",
        "hand-looking<->hand-looking",
        "hand-looking<->setAside",
      ]);
    },
    TIMEOUT,
  );

  it(
    "[SECRECY-C3-1] Combo 3 Game 4 (PTR1, PTR2, PTB): swapping hidden cards changes nothing the board, the moderator or the other team receives",
    () => {
      const tally = new Tally();
      fc.assert(
        fc.property(
          fc.constantFrom("turned", "PTR1", "PTR2", "PTB"),
          fc.constantFrom(null, "red", "blue"),
          RULES_VERSIONS,
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          stepsArbitrary,
          (version, previousWinner, rules, seed, steps) => {
            const state = started(combo3Game4, { version, previousWinner, ...rules }, SEATING, seed) as Combo3Game4State;
            checkGame(C3, state, seed, steps, tally);
          },
        ),
        propertySettings("secrecy combo3-game4", 24, 96),
      );
      expectCovered(tally, [
        "deck<->deck",
        "deck<->hand",
        "hand<->hand",
        "discards<->hand",
        "deck<->setAside",
        "deck<->hand-looking",
        "powerDeck<->powers",
        "powers<->powers",
      ]);
    },
    TIMEOUT,
  );
});
