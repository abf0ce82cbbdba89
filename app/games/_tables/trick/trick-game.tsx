import type { ReactNode } from "react";
import type { CardFace } from "@/lib/games/trick-kit/cards";
import { defineTableGame, type TableGame, type TableGameParts, type TableGameView, type TablePartProps } from "../table-game";
import type { TableGameCommand } from "./moves";
import { lookUp } from "../team-look";
import type { OwnHand } from "./own";
import dynamic from "next/dynamic";
import { HydrateApart } from "@/app/games/hydrate-apart";

// The trick phone (hand, composer, decisions) loads once the team's table plays: a phone in the
// lobby does not download it (`[PAGE-WEIGHT]`).
const PlayView = dynamic(() => import("./play-view").then((phone) => phone.PlayView), { loading: HydrateApart });
import { matchScoreAdjustment } from "./score-adjustment";

/**
 * What a trick game at tables supplies (Play the Ranks, Border Zap, Combo 3's Game 4): its hand and
 * its tricks. The trick phone (hand, composer, decisions) and the score correction are the kit's,
 * shared by the trick games; a game without tricks gives `defineTableGame` its own `Play` instead.
 */
export interface TrickGameParts<Board extends TableGameView, Team extends Board> extends Omit<
  TableGameParts<Board, Team, TableGameCommand>,
  "Play" | "yourMove" | "CurrentTrick" | "FinishedTrick" | "scoreAdjustment"
> {
  own: (game: Team) => OwnHand;
  CurrentTrick: (props: TablePartProps<Board> & { ownLead?: CardFace | null }) => ReactNode;
  FinishedTrick: (props: TablePartProps<Board>) => ReactNode;
  /** The phone's "Tricks and battles so far". */
  History: (props: TablePartProps<Board>) => ReactNode;
}

/** A trick game's parts as the shared screens hold them, with its hand readable for any team view (checked at the door). */
export type TrickTableGame = TableGame & { own: (game: TableGameView) => OwnHand };

export function defineTrickGame<Board extends TableGameView, Team extends Board>(parts: TrickGameParts<Board, Team>): TrickTableGame {
  const { own, History, CurrentTrick, ...rest } = parts;
  const table = defineTableGame<Board, Team, TableGameCommand>({
    ...rest,
    CurrentTrick,
    yourMove: (game) => own(game).yourMove,
    scoreAdjustment: matchScoreAdjustment,
    Play: ({ view, busy, send }) => (
      <PlayView
        view={view}
        busy={busy}
        send={send}
        own={own(view.game)}
        currentTrick={<CurrentTrick game={view.game} look={lookUp(view)} size="phone" ownLead={own(view.game).ownLead} />}
        history={<History game={view.game} look={lookUp(view)} size="phone" />}
      />
    ),
  });
  return {
    ...table,
    own: (game) => {
      if (parts.isTeam(game)) return own(game);
      throw new Error(`A ${game.game} team's view reached another game's screens: reload the page.`);
    },
  };
}
