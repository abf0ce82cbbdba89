import type { ZapHandView } from "@/lib/games/border-zap/battle";
import { TeamPill, type TeamLook } from "@/app/games/_tables/team-look";

/**
 * BZ-3.3 on a team's phone: "Teams may look at their 3 cards." After the first trade the team sees
 * its three cards, the one the other team gave it marked, until it puts them face-down (the decision
 * button above, from the engine's legal actions). Shown only while the engine says the team looks.
 */
/** The card just received leads the list, so it is on the first screen of a small phone. */
const receivedFirst = (own: ZapHandView) => [...own.hand].sort((a, b) => Number(b.code === own.received) - Number(a.code === own.received));

export function ZapLook({ own, giver }: { own: ZapHandView; giver: TeamLook }) {
  if (own.received === null) return null;
  return (
    <section
      aria-label="Your 3 cards after the trade"
      className="flex flex-col gap-2 rounded-xl bg-amber-50 p-2.5 ring-1 ring-amber-300"
      data-zap-look=""
    >
      <h3 className="text-base font-extrabold text-slate-950">Look at your {own.hand.length} cards</h3>
      <ul className="flex flex-wrap gap-1.5">
        {receivedFirst(own).map((card) => {
          const received = card.code === own.received;
          return (
            <li
              key={card.code}
              data-received={received ? "yes" : "no"}
              className={`flex flex-col rounded-lg border-2 px-2 py-1 ${received ? "border-slate-950 bg-white" : "border-slate-300 bg-white"}`}
            >
              <span className="text-base font-black text-slate-950">{card.name}</span>
              {received && (
                <span className="inline-flex flex-wrap items-center gap-1 text-xs font-bold text-slate-800">
                  ★ New, from <TeamPill team={giver} size="xs" />
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-slate-800">Step 2 deals 3 more cards once both teams have put theirs face-down.</p>
    </section>
  );
}
