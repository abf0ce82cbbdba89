import { cardName, rankOf, CATEGORIES, type CardCode, type Category } from "./cards";
import { exhaustiveSwitchError } from "./exhaustive";
import { powerCard, type Base } from "./power-cards";
import { isBelowBase, orderKey } from "./rank-order";
import type { Side } from "./teams";

export { isBelowBase, orderKey };

/** The 3 best rankings for a base, e.g. 30, 31, 32 for the base of 30 (PTR-5.5). */
export function bestThree(base: Base): number[] {
  return base === 50 ? [50, 49, 48] : [base, base + 1, base + 2];
}

/**
 * The BUR for a base (PTR-10.9): the best ranking on any BUR card, in any of the three categories,
 * for that base; for 10, 20 and 30 only rankings not below the base count. Null when no BUR card
 * has such a ranking.
 */
export function burFor(burCards: readonly CardCode[], base: Base): number | null {
  let best: number | null = null;
  for (const code of burCards) {
    for (const category of CATEGORIES) {
      const rank = rankOf(code, category);
      if (isBelowBase(rank, base)) continue;
      if (best === null || orderKey(rank, base) < orderKey(best, base)) best = rank;
    }
  }
  return best;
}

/** How a lead card is protected in the game being played. */
export type Protection = { kind: "best-three" } | { kind: "bur"; burCards: readonly CardCode[] };

export type ProtectedBy = "lead-power" | "best-three" | "bur";

export function protectedBy(leadRank: number, base: Base, leadPower: boolean, protection: Protection): ProtectedBy | null {
  if (leadPower) return "lead-power";
  if (protection.kind === "best-three") return bestThree(base).includes(leadRank) ? "best-three" : null;
  if (isBelowBase(leadRank, base)) return null;
  const bur = burFor(protection.burCards, base);
  // No BUR card reaches this base: every ranking at or beyond it is better than any BUR (PTR-10.10).
  if (bur === null) return "bur";
  return orderKey(leadRank, base) < orderKey(bur, base) ? "bur" : null;
}

export interface RanksLead {
  side: Side;
  card: CardCode;
  power: string | null;
  /** The category announced (the Power card's own when the lead played one). */
  category: Category;
  base: Base;
}

export interface RanksFollow {
  side: Side;
  card: CardCode;
  power: string | null;
  /** Level 4 variation: the Power card is played to "Change the Base" instead of the category. */
  changeBase: boolean;
}

/** What the other team's Power card did on the trick. */
export type PowerEffect =
  | { kind: "none" }
  | { kind: "category"; from: Category; to: Category }
  | { kind: "same-category"; category: Category }
  | { kind: "base"; from: Base; to: Base }
  | { kind: "blocked"; by: ProtectedBy };

export type TrickReason = "closer" | "follow-below-base" | "lead-below-base" | "both-below-base";

export interface RanksTrickOutcome {
  category: Category;
  base: Base;
  protectedBy: ProtectedBy | null;
  /** The BUR for the announced base, when the game uses BUR cards. */
  bur: number | null;
  effect: PowerEffect;
  leadRank: number;
  followRank: number;
  winner: Side;
  reason: TrickReason;
}

/** Resolves one Play the Ranks trick once both cards are face-up (PTR-3, PTR-5, PTR-10.14, PTR-11.3). */
export function resolveRanksTrick(lead: RanksLead, follow: RanksFollow, protection: Protection): RanksTrickOutcome {
  const announcedRank = rankOf(lead.card, lead.category);
  const guard = protectedBy(announcedRank, lead.base, lead.power !== null, protection);
  let category = lead.category;
  let base = lead.base;
  let effect: PowerEffect = { kind: "none" };
  if (follow.power !== null) {
    const power = powerCard(follow.power);
    if (guard !== null) effect = { kind: "blocked", by: guard };
    else if (follow.changeBase) {
      effect = { kind: "base", from: base, to: power.base };
      base = power.base;
    } else if (power.category === category) effect = { kind: "same-category", category };
    else {
      effect = { kind: "category", from: category, to: power.category };
      category = power.category;
    }
  }
  const leadRank = rankOf(lead.card, category);
  const followRank = rankOf(follow.card, category);
  const leadBelow = isBelowBase(leadRank, base);
  const followBelow = isBelowBase(followRank, base);
  let winner: Side;
  let reason: TrickReason;
  if (leadBelow && followBelow) [winner, reason] = [lead.side, "both-below-base"];
  else if (followBelow) [winner, reason] = [lead.side, "follow-below-base"];
  else if (leadBelow) [winner, reason] = [follow.side, "lead-below-base"];
  else [winner, reason] = [orderKey(leadRank, base) < orderKey(followRank, base) ? lead.side : follow.side, "closer"];
  const bur = protection.kind === "bur" ? burFor(protection.burCards, lead.base) : null;
  return { category, base, protectedBy: guard, bur, effect, leadRank, followRank, winner, reason };
}

/** One plain-words line explaining a trick, e.g. "Oklahoma's population rank 28 is below the base of 30, so Utah wins the trick for Red." */
export function explainRanksTrick(
  lead: RanksLead,
  follow: RanksFollow,
  outcome: RanksTrickOutcome,
  teamName: (side: Side) => string,
): string {
  const leadState = cardName(lead.card);
  const followState = cardName(follow.card);
  const { category, base } = outcome;
  const parts: string[] = [];
  const effect = outcome.effect;
  switch (effect.kind) {
    case "none":
      if (lead.power !== null) parts.push(`${teamName(lead.side)}'s Power card locks the category to ${category}.`);
      break;
    case "category":
      parts.push(`${teamName(follow.side)}'s Power card changes the category from ${effect.from} to ${effect.to}.`);
      break;
    case "same-category":
      parts.push(`${teamName(follow.side)}'s Power card names ${effect.category}, the category already in play.`);
      break;
    case "base":
      parts.push(`${teamName(follow.side)}'s Power card changes the base from ${effect.from} to ${effect.to}.`);
      break;
    case "blocked": {
      const what = follow.changeBase ? "the base" : "the category";
      if (effect.by === "lead-power") {
        parts.push(
          `${teamName(lead.side)}'s Power card locked the category to ${lead.category}, so ${teamName(follow.side)}'s Power card cannot change ${what}.`,
        );
      } else {
        const announcedRank = rankOf(lead.card, lead.category);
        const because =
          effect.by === "best-three"
            ? `its ${lead.category} rank ${announcedRank} is one of the 3 best for the base of ${lead.base}`
            : outcome.bur === null
              ? `no BUR card reaches the base of ${lead.base}`
              : `its ${lead.category} rank ${announcedRank} is better than the BUR of ${outcome.bur}`;
        parts.push(`${leadState} is protected (${because}), so ${teamName(follow.side)}'s Power card cannot change ${what}.`);
      }
      break;
    }
    default:
      exhaustiveSwitchError(effect);
  }
  const winnerState = outcome.winner === lead.side ? leadState : followState;
  const winnerTeam = teamName(outcome.winner);
  switch (outcome.reason) {
    case "follow-below-base":
      parts.push(
        `${followState}'s ${category} rank ${outcome.followRank} is below the base of ${base}, so ${leadState} wins the trick for ${winnerTeam}.`,
      );
      break;
    case "lead-below-base":
      parts.push(
        `${leadState}'s ${category} rank ${outcome.leadRank} is below the base of ${base}, so ${followState} wins the trick for ${winnerTeam}.`,
      );
      break;
    case "both-below-base":
      parts.push(
        `${leadState} (${outcome.leadRank}) and ${followState} (${outcome.followRank}) are both below the base of ${base} in ${category}, so the lead card, ${leadState}, wins the trick for ${winnerTeam}.`,
      );
      break;
    case "closer": {
      const [winRank, loseRank, loserState] =
        outcome.winner === lead.side
          ? [outcome.leadRank, outcome.followRank, followState]
          : [outcome.followRank, outcome.leadRank, leadState];
      parts.push(
        `${winnerState}'s ${category} rank ${winRank} is closer to the base of ${base} than ${loserState}'s ${loseRank}, so ${winnerState} wins the trick for ${winnerTeam}.`,
      );
      break;
    }
    default:
      exhaustiveSwitchError(outcome.reason);
  }
  return parts.join(" ");
}
