import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planTurn } from "@/app/games/clue-spin/phone/turn-plan";
import { clueActions } from "../ui/clue-actions";
import { tableCountRange as consoleTableCountRange } from "@/app/games/_tables/console/seating";
import { combo3Game4Table } from "@/app/games/combo3-game4/table-parts";
import { CLUES_PER_CARD } from "@/lib/content/clue-card";
import { commandSchema, DRAW_CARDS, viewFor } from "@/lib/games/clue-spin/engine";
import { ADJUST_POINTS_LIMIT, ADJUST_REASON_MAX_LENGTH as CLUE_REASON_MAX_LENGTH } from "@/lib/games/clue-spin/engine/commands";
import { MAX_TARGET_POINTS, MAX_TEAMS, MIN_TEAMS } from "@/lib/games/clue-spin/engine/setup";
import { borderZap } from "@/lib/games/border-zap";
import { ZAP_DEAL, ZAP_HAND, ZAP_TRICKS } from "@/lib/games/border-zap/battle";
import { BORDER_ZAP_IN_BRIEF, borderZapSetupSchema } from "@/lib/games/border-zap/engine";
import { COMBO_FIRST_BASE_TRICKS, COMBO_SCORING_IN_BRIEF, comboResultPoints } from "@/lib/games/combo3-game4/engine";
import { LEVEL_FIRST_BASE_TRICKS } from "@/lib/games/play-the-ranks/engine";
import { clueOptionsSchema, clueSpin } from "@/lib/games/clue-spin";
import { combo3Game4, type Combo3Game4BoardView } from "@/lib/games/combo3-game4";
import { combo3Game4SetupSchema, DEFAULT_COMBO_VERSION, GEOPLUNGE_SECONDS } from "@/lib/games/combo3-game4/setup";
import { playTheRanks, type RanksTableView } from "@/lib/games/play-the-ranks";
import { TRICKS_PER_BATTLE } from "@/lib/games/play-the-ranks/battle";
import { defaultFirstLead, firstLeadAllowed, playTheRanksSetupSchema } from "@/lib/games/play-the-ranks/setup";
import {
  ADJUST_REASON_MAX_LENGTH,
  ADJUST_SCORE_LIMIT,
  adjustAmountSchema,
  adjustReasonSchema,
  adjustScoreSchema,
  adjustmentProblem,
  isAdjustAmount,
  isAdjustReason,
  MATCH_TARGET_POINTS,
} from "@/lib/games/trick-kit/scoring";
import { CARD_TABLE_TEAMS } from "@/lib/games/trick-kit/teams";
import { lobbyCommandSchema } from "@/lib/session/commands";
import { roomRequestSchema } from "@/lib/session/create";
import { DECLARED_PLAYERS_MAX, MAX_SEED, TEAM_NAME_MAX_LENGTH } from "@/lib/session/room-limits";
import type { SessionActor } from "@/lib/session/state";
import { MAX_TABLES, tableCountRange } from "@/lib/session/tables";
import { atTurnStart, drawCardOnTop, Driver, newGame } from "../game/helpers";
import { Room, tableRoomSetup } from "../support/table-room";
import { zapBattleOf, zapGame } from "./border-zap/zap-support";
import { combo, discardToWindow } from "./combo3-game4/combo-support";
import { FLOW_RIG, power, ptr, rigged } from "./play-the-ranks/ptr";
import { MODERATOR, RED, Table } from "./support";

/**
 * Issue 19 item 6, "the engine is the only source of rules": every limit, rule sentence and
 * decision a screen shows comes from the game module or the session, never from a number or a
 * sentence of its own. [RULES-APP-1] reads the screens' sources for the literals they used to carry;
 * the others check that what the screen now reads is what the engine enforces.
 */

const APP = "app";

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const CARD_GAME_FORMS = [
  "app/games/_tables/new-session-form.tsx",
  "app/games/_tables/trick/target-points.tsx",
  "app/games/play-the-ranks/table-parts.tsx",
  "app/games/border-zap/table-parts.tsx",
  "app/games/combo3-game4/table-parts.tsx",
];

/** Where a screen used to write a rule of its own, and what it wrote. */
const ONCE_WRITTEN_IN_SCREENS: { file: string; rule: string; pattern: RegExp }[] = [
  // The card games' adjust dialog: ±100, not 0, a reason, not below 0.
  { file: "app/games/_tables/console/adjust-dialog.tsx", rule: "the ±100 adjustment limit", pattern: /\b100\b/ },
  { file: "app/games/_tables/console/adjust-dialog.tsx", rule: "the reason's length", pattern: /maxLength=\{\d/ },
  { file: "app/games/_tables/console/adjust-dialog.tsx", rule: "its own non-zero check", pattern: /value === 0/ },
  { file: "app/games/_tables/console/adjust-dialog.tsx", rule: "its own reason check", pattern: /reason\.trim\(\) === ""/ },
  { file: "app/games/_tables/console/adjust-dialog.tsx", rule: "its own not-below-0 check", pattern: /points \+ value < 0/ },
  // The clue console: ±200, "of 6 clues read", which drawn card is secret.
  { file: "app/games/clue-spin/console/play.tsx", rule: "the ±200 adjustment limit", pattern: /Math\.abs\(value\)\s*>\s*\d/ },
  { file: "app/games/clue-spin/console/play.tsx", rule: "the reason's length", pattern: /maxLength=\{\d/ },
  { file: "app/games/clue-spin/console/play.tsx", rule: "six clues a card", pattern: /of 6 clues/ },
  {
    file: "app/games/clue-spin/console/play.tsx",
    rule: "its own reading of a secret drawn card",
    pattern: /effect\.type\s*===\s*"save"|drawCardById/,
  },
  // Play the Ranks: eight tricks a battle, the Power-card rule in words.
  { file: "app/games/play-the-ranks/ranks-table.tsx", rule: "eight tricks a battle", pattern: /[–-]8\b/ },
  { file: "app/games/_tables/trick/play-view.tsx", rule: "the Power-card rule sentence", pattern: /two on one trick|more Power card/ },
  { file: "app/games/play-the-ranks/table-parts.tsx", rule: "the Power-card rule sentence", pattern: /two on one trick|more Power card/ },
  // Combo 3's count of five: whom it waits on and the words.
  { file: "app/games/_tables/summary.ts", rule: "the count's waiting words", pattern: /say whether it is GeoPlunging/ },
  { file: "app/games/_tables/summary.ts", rule: "who the count waits on", pattern: /answers\[side\]\s*===\s*null/ },
  { file: "app/games/combo3-game4/table-parts.tsx", rule: "the count's waiting words", pattern: /say whether it is GeoPlunging/ },
  { file: "app/games/combo3-game4/table-parts.tsx", rule: "who the count waits on", pattern: /answers\[side\]\s*===\s*null/ },
  // The clue phone: who decides (spins next) in the first spin.
  { file: "app/games/clue-spin/phone/turn-plan.ts", rule: "who spins next", pattern: /contenders\.find/ },
  // The clue game's host form.
  { file: "app/games/clue-spin/new-game-form.tsx", rule: "a limit of its own", pattern: /const\s+\w+\s*=\s*\d+\s*;/ },
  { file: "app/games/clue-spin/new-game-form.tsx", rule: "2 to 6 teams", pattern: /2–6/ },
  { file: "app/games/clue-spin/new-game-form.tsx", rule: "10 starting points", pattern: /starts with 10\b/ },
  { file: "app/games/clue-spin/new-game-form.tsx", rule: "six clues a card", pattern: /clue 1 … 6/ },
  { file: "app/host/form-parts.tsx", rule: "the seed's range", pattern: /2 \*\* 31/ },
  // The card games' session form: the shared form and each game's options, now in the game's own folder.
  ...CARD_GAME_FORMS.flatMap((file) => [
    { file, rule: "a field's bounds", pattern: /(?:min|max)=\{\d+\}/ },
    {
      file,
      rule: "a default of its own",
      pattern: /useState(?:<[^>]*>)?\("(?:\d+|turned|discards)"\)/,
    },
    {
      file,
      rule: "the target's or count's range",
      pattern: /from 2 to 60|from 3 to 30|< 2 \|\||> 60|< 3 \|\||> 30/,
    },
    { file, rule: "15 points to win", pattern: /play to 15/ },
    { file, rule: "1–3 students a team", pattern: /1–3 students/ },
    { file, rule: "Level 4's first lead", pattern: /=== 4 && firstLead === "discards"|level3Only/ },
    { file, rule: "the bases' tricks", pattern: /tricks \d–\d/ },
    {
      file,
      rule: "Border Zap's deal, hand and points",
      pattern: /Deal \d|discard to \d|wins \d points/,
    },
    { file, rule: "Combo 3's points", pattern: /\d+ for the win|\d+ or \d+ for GeoPlunging/ },
  ]),
  // The console's seating: the table count and the 30-table cap.
  { file: "app/games/_tables/console/seating.ts", rule: "the 30-table cap", pattern: /\b30\b/ },
  { file: "app/games/_tables/console/seating.ts", rule: "its own table count", pattern: /players \/ \(2|Math\.(?:ceil|floor)/ },
  { file: "app/games/_tables/console/seating.ts", rule: "three players a team", pattern: /maxPerTeam\s*=\s*3/ },
];

/** Rules no screen may write anywhere: a sentence or a check that belongs to an engine. */
const NEVER_IN_APP: { rule: string; pattern: RegExp }[] = [
  { rule: "an adjustment limit", pattern: /Math\.abs\(value\)\s*>\s*\d/ },
  { rule: "six clues a card", pattern: /of 6 clues/ },
  { rule: "which drawn card is secret", pattern: /effect\.type\s*===\s*"save"/ },
  { rule: "the Power-card rule sentence", pattern: /never\s+two on one trick/ },
  { rule: "the count's waiting words", pattern: /say whether it is GeoPlunging/ },
  { rule: "the table cap", pattern: /MAX_TABLES\s*=\s*\d/ },
  { rule: "a range of teams or of players a team", pattern: /\d–\d (?:teams|students)/ },
  { rule: "six clues a card", pattern: /all six clues/ },
  // Combo 3's games: races and challenges to win, the listening window, Border-Up's hand and groups.
  { rule: "races or challenges to win", pattern: /\b(?:2|two) (?:races|challenges)\b|\b2 wins of 3\b|\bthree races\b/i },
  { rule: "the buzzer's listening window", pattern: /within 15 seconds/ },
  { rule: "Border-Up's hand", pattern: /\b18 cards\b/ },
  { rule: "Border-Up's groups", pattern: /groups of (?:3|three)\b|\b[23] (?:full )?groups\b/ },
];

describe("[RULES-APP] the engine is the only source of rules", () => {
  it("[RULES-APP-1] no rule number is written in app/: the literals screens used to carry are gone", () => {
    const offences: string[] = [];
    for (const { file, rule, pattern } of ONCE_WRITTEN_IN_SCREENS) {
      const match = pattern.exec(readFileSync(file, "utf8"));
      if (match) offences.push(`${file}: ${rule} ("${match[0]}")`);
    }
    for (const file of sourcesUnder(APP)) {
      const text = readFileSync(file, "utf8");
      for (const { rule, pattern } of NEVER_IN_APP) {
        const match = pattern.exec(text);
        if (match) offences.push(`${file}: ${rule} ("${match[0]}")`);
      }
    }
    expect(offences).toEqual([]);
  });

  it("[RULES-APP-2] the card games' adjust dialog reads the limit the engine refuses beyond, and the engine's not-below-0 sentence", () => {
    const adjust = (amount: number, reason = "a card was misread") => ({ type: "adjustScore", teamId: "red", amount, reason });
    expect(adjustScoreSchema.safeParse(adjust(ADJUST_SCORE_LIMIT)).success).toBe(true);
    expect(adjustScoreSchema.safeParse(adjust(-ADJUST_SCORE_LIMIT)).success).toBe(true);
    expect(adjustScoreSchema.safeParse(adjust(ADJUST_SCORE_LIMIT + 1)).success).toBe(false);
    expect(adjustScoreSchema.safeParse(adjust(-ADJUST_SCORE_LIMIT - 1)).success).toBe(false);
    expect(adjustScoreSchema.safeParse(adjust(0)).success).toBe(false);
    expect(adjustScoreSchema.safeParse(adjust(1, " ")).success).toBe(false);
    expect(adjustScoreSchema.safeParse(adjust(1, "x".repeat(ADJUST_REASON_MAX_LENGTH))).success).toBe(true);
    expect(adjustScoreSchema.safeParse(adjust(1, "x".repeat(ADJUST_REASON_MAX_LENGTH + 1))).success).toBe(false);
    // Each card game parses with that schema, and refuses a score below 0 with the sentence the dialog shows.
    for (const [mod, setup] of [
      [playTheRanks, { level: 3 }],
      [borderZap, {}],
      [combo3Game4, {}],
    ] as const) {
      expect(mod.commandSchema.safeParse(adjust(ADJUST_SCORE_LIMIT)).success).toBe(true);
      expect(mod.commandSchema.safeParse(adjust(ADJUST_SCORE_LIMIT + 1)).success).toBe(false);
      const table = Table.start(mod, setup, 1);
      expect(table.reject(MODERATOR, adjust(-1)).message).toBe(adjustmentProblem(0, -1, "Red")?.message);
      table.run(MODERATOR, adjust(ADJUST_SCORE_LIMIT));
    }
  });

  it("[RULES-APP-3] the clue console's adjust dialog reads the limit the clue engine refuses beyond", () => {
    const adjust = (amount: number, reason = "scoring slip") => ({
      type: "adjustPoints",
      actor: { role: "moderator" },
      teamId: "red",
      amount,
      reason,
    });
    expect(commandSchema.safeParse(adjust(ADJUST_POINTS_LIMIT)).success).toBe(true);
    expect(commandSchema.safeParse(adjust(-ADJUST_POINTS_LIMIT)).success).toBe(true);
    expect(commandSchema.safeParse(adjust(ADJUST_POINTS_LIMIT + 1)).success).toBe(false);
    expect(commandSchema.safeParse(adjust(0)).success).toBe(false);
    expect(commandSchema.safeParse(adjust(1, "x".repeat(CLUE_REASON_MAX_LENGTH + 1))).success).toBe(false);
    const driver = atTurnStart("red");
    driver.mod({ type: "adjustPoints", teamId: "red", amount: ADJUST_POINTS_LIMIT, reason: "scoring slip" });
    expect(driver.points("red")).toBe(10 + ADJUST_POINTS_LIMIT);
  });

  it("[RULES-APP-4] the clue console's \"of n clues read\" counts the view's clues: as many as the engine reads before refusing", () => {
    const driver = atTurnStart("red", [1]);
    driver.as("red", { type: "spin" });
    expect(viewFor(driver.state, "moderator").secret?.clues).toHaveLength(CLUES_PER_CARD);
    for (let clue = 2; clue <= CLUES_PER_CARD; clue++) driver.as("red", { type: "nextClue" });
    expect(viewFor(driver.state, "moderator").card?.cluesRead).toBe(CLUES_PER_CARD);
    expect(driver.reject({ role: "team", teamId: "red" }, { type: "nextClue" })).toBe("rule/no_more_clues");
  });

  it("[RULES-APP-5] which drawn card is secret is the view's decision: secret exactly when the board may not see the card", () => {
    for (const card of DRAW_CARDS) {
      const driver = atTurnStart("red", [2]);
      drawCardOnTop(driver, (effect) => effect === card.effect);
      driver.as("red", { type: "spin" });
      const moderator = viewFor(driver.state, "moderator");
      const board = viewFor(driver.state, "board");
      expect(moderator.phase).toMatchObject({ type: "draw-card", drawCardId: card.id });
      expect(moderator.lastDraw?.card?.id).toBe(card.id);
      const hiddenFromBoard = board.phase.type === "draw-card" && board.phase.drawCardId === null;
      expect(moderator.lastDraw?.card?.drawerOnly).toBe(hiddenFromBoard);
      expect(viewFor(driver.state, { team: "blue" }).lastDraw?.card === null).toBe(hiddenFromBoard);
    }
    expect(DRAW_CARDS.some((card) => card.effect.type === "save")).toBe(true);
  });

  it("[RULES-APP-6] Play the Ranks' second base runs to the view's tricksInBattle, the number of tricks the engine plays", () => {
    type Bases = RanksTableView["bases"];
    const levelThree = [1, 2, 3, 4, 5].map((seed) => {
      const table = ptr({ level: 3 }, seed);
      return { bases: (table.board() as { table: RanksTableView }).table.bases, lines: table.lines(table.allEvents) };
    });
    const ptr1 = combo({ version: "PTR1", previousWinner: "red" }, 3);
    const comboTable = (ptr1.board() as { table: { kind: string; view: RanksTableView } }).table;
    const cases: { bases: Bases; lines: string[] }[] = [...levelThree, { bases: comboTable.view.bases, lines: ptr1.lines(ptr1.allEvents) }];
    for (const { bases, lines } of cases) {
      expect(bases.tricksInBattle).toBe(TRICKS_PER_BATTLE);
      if (bases.first !== bases.second)
        expect(lines.join("\n")).toContain(`for tricks ${bases.firstBaseTricks + 1}–${bases.tricksInBattle}`);
    }
    expect(cases.some(({ bases }) => bases.first !== bases.second)).toBe(true);
  });

  it("[RULES-APP-7] the phone's Power-card sentence is the engine's, with the counts the engine keeps", () => {
    const owed = rigged({ level: 3 }, { ...FLOW_RIG, powers: [[power(10, "size"), power(20, "size")], []] });
    const own = (owed.team("red") as { own: { mustPlay: { powerCardsLeft: number; tricksLeft: number; rule: string } } }).own;
    expect(own.mustPlay).toMatchObject({ powerCardsLeft: 2, tricksLeft: TRICKS_PER_BATTLE });
    expect(own.mustPlay.rule).toBe(
      `Play 2 more Power cards in the ${TRICKS_PER_BATTLE} tricks left, never two on one trick, or the battle is lost.`,
    );
  });

  it("[RULES-APP-8] the count of five's waiting teams and words on every tile are the engine's, as the moderator's view says them", () => {
    const table = combo({ version: "PTR1", previousWinner: "red" }, 3);
    discardToWindow(table);
    table.run(RED, { type: "declineGeoPlunge" });
    const board = table.board() as Combo3Game4BoardView;
    const moderator = table.moderator() as { waiting: { teamIds: string[]; what: string } };
    expect(board.geoPlungeWindow?.waiting).toEqual({ teamIds: ["blue"], what: "say whether it is GeoPlunging" });
    expect(moderator.waiting.teamIds).toEqual(board.geoPlungeWindow?.waiting.teamIds);
    expect(moderator.waiting.what.startsWith(board.geoPlungeWindow?.waiting.what ?? "?")).toBe(true);
    expect(combo3Game4Table.summary(board).waiting).toEqual(board.geoPlungeWindow?.waiting);
  });

  it("[RULES-APP-9] the clue phone names the team the engine waits on in the first spin", () => {
    const driver = new Driver(newGame());
    const teams = driver.state.teams.map((team) => ({ id: team.id, label: team.name }));
    let spins = 0;
    for (;;) {
      const waiting = viewFor(driver.state, "board").waitingFor;
      if (driver.state.phase.type !== "first-spin" || waiting?.role !== "team") break;
      const deciding = teams.find((team) => team.id === waiting.teamId);
      if (!deciding) throw new Error(`no team ${waiting.teamId}`);
      for (const onlooker of teams.filter((team) => team.id !== deciding.id)) {
        const plan = planTurn(viewFor(driver.state, { team: onlooker.id }), clueActions(driver.state, { team: onlooker.id }), teams);
        expect(plan.myTurn).toBe(false);
        expect(plan.waiting).toContain(`Waiting: ${deciding.label} is spinning to see who goes first.`);
      }
      expect(planTurn(viewFor(driver.state, { team: deciding.id }), clueActions(driver.state, { team: deciding.id }), teams).myTurn).toBe(
        true,
      );
      driver.as(deciding.id, { type: "spin" });
      spins++;
    }
    expect(spins).toBeGreaterThanOrEqual(teams.length);
  });

  it("[RULES-APP-10] the clue host form's limits are the ones the module and the room refuse beyond", () => {
    expect(clueOptionsSchema.safeParse({ targetPoints: MAX_TARGET_POINTS }).success).toBe(true);
    expect(clueOptionsSchema.safeParse({ targetPoints: MAX_TARGET_POINTS + 1 }).success).toBe(false);
    expect(clueSpin.teams).toMatchObject({ min: MIN_TEAMS, max: MAX_TEAMS });
    const COLOURS = ["red", "blue", "green", "orange", "purple", "teal"];
    const teams = (count: number, players = 0) => COLOURS.slice(0, count).map((colour) => ({ name: `${colour} team`, colour, players }));
    const room = (body: Record<string, unknown>) =>
      roomRequestSchema.safeParse({ game: "clue-spin", teams: teams(MIN_TEAMS), ...body }).success;
    expect(room({ teams: teams(MAX_TEAMS) })).toBe(true);
    expect(room({ teams: teams(MIN_TEAMS - 1) })).toBe(false);
    expect(room({ teams: teams(MIN_TEAMS, DECLARED_PLAYERS_MAX) })).toBe(true);
    expect(room({ teams: teams(MIN_TEAMS, DECLARED_PLAYERS_MAX + 1) })).toBe(false);
    const named = (length: number) => [
      { name: "A".repeat(length), colour: "red" },
      { name: "B".repeat(length), colour: "blue" },
    ];
    expect(room({ teams: named(TEAM_NAME_MAX_LENGTH) })).toBe(true);
    expect(room({ teams: named(TEAM_NAME_MAX_LENGTH + 1) })).toBe(false);
    expect(room({ seed: MAX_SEED })).toBe(true);
    expect(room({ seed: MAX_SEED + 1 })).toBe(false);
  });

  it("[RULES-APP-11] the card games' session form reads the bounds and defaults the setup schemas apply", () => {
    const ranks = (targetPoints?: number) =>
      playTheRanksSetupSchema.safeParse({ level: 3, ...(targetPoints === undefined ? {} : { targetPoints }) });
    const zap = (targetPoints?: number) => borderZapSetupSchema.safeParse(targetPoints === undefined ? {} : { targetPoints });
    for (const parse of [ranks, zap]) {
      expect(parse().data?.targetPoints).toBe(MATCH_TARGET_POINTS.default);
      expect(parse(MATCH_TARGET_POINTS.min).success).toBe(true);
      expect(parse(MATCH_TARGET_POINTS.max).success).toBe(true);
      expect(parse(MATCH_TARGET_POINTS.min - 1).success).toBe(false);
      expect(parse(MATCH_TARGET_POINTS.max + 1).success).toBe(false);
    }
    expect(combo3Game4SetupSchema.parse({})).toMatchObject({ version: DEFAULT_COMBO_VERSION, geoPlungeSeconds: GEOPLUNGE_SECONDS.default });
    expect(combo3Game4SetupSchema.safeParse({ geoPlungeSeconds: GEOPLUNGE_SECONDS.min }).success).toBe(true);
    expect(combo3Game4SetupSchema.safeParse({ geoPlungeSeconds: GEOPLUNGE_SECONDS.max }).success).toBe(true);
    expect(combo3Game4SetupSchema.safeParse({ geoPlungeSeconds: GEOPLUNGE_SECONDS.min - 1 }).success).toBe(false);
    expect(combo3Game4SetupSchema.safeParse({ geoPlungeSeconds: GEOPLUNGE_SECONDS.max + 1 }).success).toBe(false);
    for (const level of [3, 4] as const) {
      expect(playTheRanksSetupSchema.parse({ level }).firstLead).toBe(defaultFirstLead(level));
      for (const firstLead of ["discards", "draw-then-alternate", "draw-then-winner"] as const)
        expect(playTheRanksSetupSchema.safeParse({ level, firstLead }).success).toBe(firstLeadAllowed(level, firstLead));
    }
  });

  it("[RULES-APP-12] the console's table counts and the 30-table cap are the session's: seatTables takes MAX_TABLES, not one more", async () => {
    for (const mod of [playTheRanks, borderZap, combo3Game4]) expect(mod.teams).toBe(CARD_TABLE_TEAMS);
    for (const players of [1, 2, 5, 24, 70, 200]) {
      expect(consoleTableCountRange(players, CARD_TABLE_TEAMS.playersPerTeam.max)).toEqual(
        tableCountRange(players, CARD_TABLE_TEAMS.playersPerTeam.max),
      );
    }
    expect(consoleTableCountRange(200, CARD_TABLE_TEAMS.playersPerTeam.max)?.max).toBe(MAX_TABLES);
    expect(lobbyCommandSchema.safeParse({ type: "seatTables", tables: MAX_TABLES }).success).toBe(true);
    expect(lobbyCommandSchema.safeParse({ type: "seatTables", tables: MAX_TABLES + 1 }).success).toBe(false);
    const room = new Room(await tableRoomSetup({ game: "border-zap" }, 3));
    room.join(2 * MAX_TABLES);
    const range = consoleTableCountRange(2 * MAX_TABLES, CARD_TABLE_TEAMS.playersPerTeam.max);
    expect(range?.max).toBe(MAX_TABLES);
    expect(room.try(CONSOLE, { type: "seatTables", tables: MAX_TABLES + 1 })).not.toBeNull();
    expect(room.try(CONSOLE, { type: "seatTables", tables: MAX_TABLES })).toBeNull();
    expect(room.state.tables).toHaveLength(MAX_TABLES);
  });

  it("[RULES-APP-13] the session form's lines about each game carry the numbers the engines play and score by", () => {
    expect((ptr({ level: 3 }, 1).board() as { table: RanksTableView }).table.bases.firstBaseTricks).toBe(LEVEL_FIRST_BASE_TRICKS);
    expect((ptr({ level: 4 }, 1).board() as { table: RanksTableView }).table.bases.firstBaseTricks).toBe(LEVEL_FIRST_BASE_TRICKS);
    const ptr1 = combo({ version: "PTR1", previousWinner: "red" }, 3).board() as { table: { view: RanksTableView } };
    expect(ptr1.table.view.bases.firstBaseTricks).toBe(COMBO_FIRST_BASE_TRICKS);
    const { breakdown: oneWin } = comboResultPoints(0, false, [true, false]);
    const { breakdown: bothPlunging } = comboResultPoints(0, false, [true, true]);
    expect(COMBO_SCORING_IN_BRIEF).toBe(
      `Combo 3 scoring: ${oneWin.win} for the win, Bonus Points, ${oneWin.geoPlunging} or ${bothPlunging.geoPlunging} for GeoPlunging.`,
    );
    // A Border Zap battle: the hand after the discards and the number of tricks are the brief's.
    const zap = zapGame({}, 1);
    const battle = zapBattleOf(zap);
    expect(BORDER_ZAP_IN_BRIEF).toContain(`discard to ${ZAP_HAND}; ${ZAP_TRICKS} tricks`);
    expect(battle.hands.map((hand) => hand.length)).toEqual([ZAP_DEAL, ZAP_DEAL]);
  });

  it("[RULES-APP-14] the screens' score-correction checks (no schema library on a phone) accept exactly what the engine's schemas accept", () => {
    const amounts = fc.oneof(
      fc.integer({ min: -3 * ADJUST_SCORE_LIMIT, max: 3 * ADJUST_SCORE_LIMIT }),
      fc.double(),
      fc.constantFrom(0, -0, 0.5, ADJUST_SCORE_LIMIT, ADJUST_SCORE_LIMIT + 1, -ADJUST_SCORE_LIMIT, -ADJUST_SCORE_LIMIT - 1),
      fc.constantFrom(Number.NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 1),
      fc.anything(),
    );
    fc.assert(
      fc.property(amounts, (amount) => isAdjustAmount(amount) === adjustAmountSchema.safeParse(amount).success),
      { numRuns: 2000 },
    );
    const reasons = fc.oneof(
      fc.string({ maxLength: ADJUST_REASON_MAX_LENGTH + 20 }),
      fc.constantFrom(
        "",
        " ",
        "\t\n",
        ` ${"x".repeat(ADJUST_REASON_MAX_LENGTH)} `,
        "x".repeat(ADJUST_REASON_MAX_LENGTH + 1),
        "\u00a0x\u2003",
      ),
      fc.anything(),
    );
    fc.assert(
      fc.property(reasons, (reason) => isAdjustReason(reason) === adjustReasonSchema.safeParse(reason).success),
      { numRuns: 2000 },
    );
  });
});

const CONSOLE: SessionActor = { role: "moderator" };
