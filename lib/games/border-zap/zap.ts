import { cardBorders, cardName, stateOf, type CardCode } from "../trick-kit/cards";
import { exhaustiveSwitchError } from "../trick-kit/exhaustive";

/**
 * BZ-5: the other team's card "zaps" the lead card only if its state borders the lead state, shares
 * at least one border state with it, or has the same number of border states. Border states are the
 * card's (borders plus Four Corners neighbours, see `cardBorders`).
 */
export type Zap = { kind: "borders" } | { kind: "shared-border"; states: CardCode[] } | { kind: "same-count"; count: number };

export function zapOf(lead: CardCode, follow: CardCode): Zap | null {
  const leadBorders = cardBorders(lead);
  const followBorders = cardBorders(follow);
  if (followBorders.includes(lead)) return { kind: "borders" };
  const shared = followBorders.filter((code) => leadBorders.includes(code));
  if (shared.length > 0) return { kind: "shared-border", states: shared };
  if (followBorders.length === leadBorders.length) return { kind: "same-count", count: followBorders.length };
  return null;
}

const isCornerOnly = (a: CardCode, b: CardCode): boolean => stateOf(a).cornerTouches.includes(b);

function listNames(codes: CardCode[]): string {
  const names = codes.map(cardName);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
}

/** One plain-words line, e.g. "Texas zaps Utah: both border New Mexico (…), so Texas wins the trick for Blue." */
export function explainZap(lead: CardCode, follow: CardCode, zap: Zap | null, winnerTeam: string): string {
  const [leadName, followName] = [cardName(lead), cardName(follow)];
  if (zap === null) {
    const [leadCount, followCount] = [cardBorders(lead).length, cardBorders(follow).length];
    return `${followName} does not zap ${leadName} (no border in common, ${followCount} border states against ${leadCount}), so ${leadName} wins the trick for ${winnerTeam}.`;
  }
  switch (zap.kind) {
    case "borders": {
      const corner = isCornerOnly(lead, follow) ? " at the Four Corners" : "";
      return `${followName} zaps ${leadName}: they border each other${corner}, so ${followName} wins the trick for ${winnerTeam}.`;
    }
    case "shared-border": {
      const corners = zap.states.filter((code) => isCornerOnly(lead, code) || isCornerOnly(follow, code));
      const note =
        corners.length > 0
          ? ` (${corners.map((code) => `${isCornerOnly(lead, code) ? leadName : followName} touches ${cardName(code)} at the Four Corners`).join("; ")})`
          : "";
      return `${followName} zaps ${leadName}: both border ${listNames(zap.states)}${note}, so ${followName} wins the trick for ${winnerTeam}.`;
    }
    case "same-count":
      return `${followName} zaps ${leadName}: both have ${zap.count} border state${zap.count === 1 ? "" : "s"}, so ${followName} wins the trick for ${winnerTeam}.`;
    default:
      return exhaustiveSwitchError(zap);
  }
}
