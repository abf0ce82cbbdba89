/**
 * Network soak: every screen reaches the server through its own faulty link. While games are
 * played, links drop at random and some screens are slow; at the end every link drops at once (a
 * reconnect storm). Nobody may be duplicated or left behind: the rooms' player lists are what they
 * were, presence lists each person once, and every screen reaches the latest version.
 */
import { startServer, tempDbFile, type ServerProcess } from "@/tests/integration/server-process";
import { chooseMove, closeScreens, fetchViews, pick, seededRandom, sendCommand, setUpGame, type LiveGame } from "./game";
import { openFaultyLink, type FaultyLink } from "./faulty-link";
import { resetHttpAgents } from "./http";
import { openScreen } from "./live";

export interface NetworkOptions {
  games: number;
  phonesPerTeam: number;
  durationMs: number;
  /** Mean gap between random drops across all links. */
  dropEveryMs: number;
  slowFraction: number;
  slowDelayMs: number;
  seed: number;
  log?: (line: string) => void;
  /** A running server to use (left running); otherwise one is started and stopped. */
  server?: ServerProcess;
}

export interface NetworkReport {
  games: number;
  screens: number;
  commands: number;
  drops: number;
  reconnects: number;
  rosterChanges: string[];
  presenceProblems: string[];
  unconverged: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const roster = (view: any): string => JSON.stringify((view?.teams ?? []).map((t: any) => [t.id, t.players.map((p: any) => p.id).sort()]));

export async function runNetworkSoak(options: NetworkOptions): Promise<NetworkReport> {
  const random = seededRandom(options.seed);
  const server: ServerProcess = options.server ?? (await startServer({ dbFile: tempDbFile("soak-net") }));
  const links: FaultyLink[] = [];
  const games: LiveGame[] = [];
  let commands = 0;
  try {
    for (let i = 0; i < options.games; i++) {
      const game = await setUpGame(server.baseUrl, {
        teams: 3,
        phonesPerTeam: options.phonesPerTeam,
        deviceBase: 40_000 + i * 20,
        screens: false,
        seed: options.seed + i,
      });
      // Each screen gets a link of its own, so faults hit one phone at a time.
      const common = { baseUrl: server.baseUrl, gameId: game.gameId, presence: true };
      const screenLink = async () => {
        const link = await openFaultyLink({ host: "127.0.0.1", port: server.port });
        links.push(link);
        return link.port;
      };
      game.screens = [
        await openScreen({
          ...common,
          role: "moderator",
          token: game.moderatorToken,
          from: game.moderatorAddress,
          wsPort: await screenLink(),
        }),
        await openScreen({ ...common, role: "board", wsPort: await screenLink() }),
        ...(await Promise.all(
          game.phones.map(async (phone) =>
            openScreen({
              ...common,
              role: "player",
              token: phone.token,
              teamId: phone.teamId,
              from: phone.address,
              wsPort: await screenLink(),
            }),
          ),
        )),
      ];
      await sendCommand(server.baseUrl, game, { role: "moderator" }, { type: "startGame" });
      games.push(game);
    }
    const rostersBefore = games.map((game) => roster(game.screens[0]!.view));
    for (const link of links) if (random() < options.slowFraction) link.delayMs = options.slowDelayMs;

    let stopping = false;
    // A function, not a variable read: the flag is set while the loop awaits.
    const stopped = () => stopping;
    const chaos = (async () => {
      while (!stopped()) {
        await sleep(random() * 2 * options.dropEveryMs);
        pick(random, links).drop();
      }
    })();
    const drivers = games.map(async (game, i) => {
      const gameRandom = seededRandom(options.seed * 7 + i);
      while (!stopping) {
        const move = chooseMove(game, gameRandom);
        if (move) {
          const { reply } = await sendCommand(server.baseUrl, game, move.actor, move.command).catch(() => ({ reply: { status: 0 } }));
          if (reply.status === 200) commands++;
        }
        // Moves are chosen from what the (possibly lagging) screens show; refusals are expected.
        await sleep(150 + gameRandom() * 300);
        if (!move || gameRandom() < 0.2) await Promise.all(game.screens.map((s) => s.refresh()));
      }
    });
    await sleep(options.durationMs);
    stopping = true;
    await Promise.all([chaos, ...drivers]);

    // The storm: every connection drops at the same moment.
    for (const link of links) link.delayMs = 0;
    for (const link of links) link.drop();
    options.log?.(`  network soak: storm of ${links.length} reconnects`);

    const latest = await Promise.all(games.map((game) => fetchViews(server.baseUrl, game)));
    const unconverged: string[] = [];
    await Promise.all(
      games.flatMap((game, g) =>
        game.screens.map((screen) =>
          screen
            .waitForVersion(latest[g]!.moderator.version, 60_000)
            .catch(() => unconverged.push(`${screen.role} of ${game.gameId} at v${screen.version}`)),
        ),
      ),
    );
    const rosterChanges = games.flatMap((game, g) =>
      roster(latest[g]!.moderator) === rostersBefore[g]
        ? []
        : [`game ${game.gameId}: ${rostersBefore[g]} → ${roster(latest[g]!.moderator)}`],
    );
    // After the storm settles, each person is in the presence list exactly once.
    const presenceProblems: string[] = [];
    await sleep(2_000);
    for (const game of games) {
      const expected = ["moderator", ...game.phones.map((p) => p.playerId)].sort();
      const deadline = Date.now() + 20_000;
      for (;;) {
        const seen = game.screens[0]!.presenceMembers().sort();
        if (JSON.stringify(seen) === JSON.stringify(expected)) break;
        if (Date.now() > deadline) {
          presenceProblems.push(`game ${game.gameId}: presence ${JSON.stringify(seen)} ≠ ${JSON.stringify(expected)}`);
          break;
        }
        await sleep(250);
      }
    }
    return {
      games: games.length,
      screens: games.reduce((sum, g) => sum + g.screens.length, 0),
      commands,
      drops: links.reduce((sum, l) => sum + l.drops, 0),
      reconnects: games.reduce((sum, g) => sum + g.screens.reduce((s, screen) => s + screen.reconnects, 0), 0),
      rosterChanges,
      presenceProblems,
      unconverged,
    };
  } finally {
    for (const game of games) closeScreens(game);
    await Promise.all(links.map((link) => link.close()));
    if (!options.server) await server.stop();
    resetHttpAgents();
  }
}
