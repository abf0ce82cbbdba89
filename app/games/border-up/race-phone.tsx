"use client";

import { useState } from "react";
import type { BorderUpCommand, BorderUpTeamView } from "@/lib/games/border-up";
import { BORDER_UP_HAND, GROUPS_SHOWN } from "@/lib/games/border-up/numbers";
import { usePressClock } from "@/lib/client/press-clock";
import type { TablePlayProps } from "@/app/games/_tables/table-game";
import { lookUp } from "@/app/games/_tables/team-look";
import { Countdown } from "@/app/games/_tables/combo3/clocks";
import { CountWindow, RaceResult, RaceStatus } from "./race-parts";

/**
 * The team's phone in Border-Up: answer the count, wait for "GeoPlunge!", then build groups with the
 * teammates by tapping a card and then a slot (every teammate sees each move, since the arrangement
 * is the game's state), and shout. The phone never says whether a group is right: that is the race.
 */
type Props = TablePlayProps<BorderUpTeamView, BorderUpCommand>;

const BIG_BUTTON = "min-h-14 rounded-2xl px-2 text-lg leading-tight font-black disabled:opacity-50";

function allowedOf(view: Props["view"], type: BorderUpCommand["type"]) {
  return view.actions.allowed.find((command) => command.type === type) ?? null;
}

function reasonFor(view: Props["view"], type: BorderUpCommand["type"]): string | null {
  return view.actions.refusals.find((refusal) => refusal.types.includes(type))?.reason ?? null;
}

export function BorderUpPlay({ view, busy, send }: Props) {
  const game = view.game;
  const look = lookUp(view);
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-3 px-3 pt-2 pb-6" data-border-up-phone={game.stage}>
      {game.count && <Count view={view} busy={busy} send={send} />}
      {game.readySet && (
        <section className="flex flex-col items-center gap-3 rounded-2xl bg-slate-950 p-6 text-white" data-ready-set="">
          <Countdown deadline={game.readySet.revealAt} size="phone" />
          <p className="text-3xl font-black">Ready, Set…</p>
          <p className="text-center text-base">Your {BORDER_UP_HAND} cards are face-down. They turn on every phone at “GeoPlunge!”</p>
        </section>
      )}
      {game.own && game.stage === "racing" && <Race view={view} busy={busy} send={send} />}
      {game.stage !== "counting" && <RaceStatus game={game} look={look} size="phone" />}
      {game.result && <RaceResult game={game} look={look} size="phone" />}
    </main>
  );
}

function Count({ view, busy, send }: Props) {
  const game = view.game;
  const look = lookUp(view);
  const stand = allowedOf(view, "standUp");
  const stay = allowedOf(view, "staySeated");
  return (
    <section className="flex flex-col gap-3">
      <CountWindow game={game} look={look} size="phone" />
      {stand || stay ? (
        <div className="grid grid-cols-2 gap-2">
          <button
            type="button"
            className={`${BIG_BUTTON} bg-[var(--team)] text-white`}
            disabled={!stand || busy !== null}
            onClick={() => stand && void send("standUp", stand)}
          >
            Yes, GeoPlunging!
          </button>
          <button
            type="button"
            className={`${BIG_BUTTON} border-2 border-slate-400 bg-white text-slate-950`}
            disabled={!stay || busy !== null}
            onClick={() => stay && void send("staySeated", stay)}
          >
            No
          </button>
        </div>
      ) : (
        <p className="text-base text-slate-800">Your team has answered. The cards are dealt when the count ends.</p>
      )}
    </section>
  );
}

function Race({ view, busy, send }: Props) {
  const own = view.game.own;
  const clock = usePressClock(view.gameId);
  const [picked, setPicked] = useState<string | null>(null);
  if (!own) return null;
  const names = new Map(own.cards.map((card) => [card.code, card]));
  const shouted = own.shouted !== null;
  const canArrange = view.actions.allowed.some((command) => command.type === "place");
  const arrangeReason = canArrange ? null : reasonFor(view, "place");
  // A card picked before a teammate moved it stays picked: the move names the card, wherever it is now.
  const move = (command: BorderUpCommand) => {
    setPicked(null);
    void send(`${command.type}:${"card" in command ? command.card : ""}`, command, { anyVersion: true });
  };
  const tapSlot = (group: number, slot: number) => {
    const there = own.groups[group]?.[slot] ?? null;
    if (picked && picked !== there) move({ type: "place", card: picked, group, slot });
    else setPicked(there === picked ? null : there);
  };
  const shout = (type: "geoPlunge" | "threeOPlunge") => {
    void send(type, { type, pressedAt: clock.serverNow() }, { anyVersion: true });
  };
  const geo = reasonFor(view, "geoPlunge");
  const three = reasonFor(view, "threeOPlunge");
  return (
    <section className="flex flex-col gap-3" aria-label="Your cards">
      <p className="text-base font-bold text-slate-950">
        {shouted
          ? "Your team has shouted: your groups are shown as they are."
          : picked
            ? `${names.get(picked)?.name ?? picked}: now tap a place in a group.`
            : "Tap a card, then a place in a group. The state that borders both others goes in the middle."}
      </p>
      <ol className="flex flex-col gap-2" aria-label="Your groups">
        {own.groups.map((row, group) => (
          <li key={group} className="grid grid-cols-[auto_1fr_1fr_1fr] items-stretch gap-1.5" data-group={group}>
            <span className="self-center text-sm font-black text-slate-700">{group + 1}</span>
            {row.map((card, slot) => (
              <button
                key={slot}
                type="button"
                disabled={!canArrange || busy !== null}
                onClick={() => tapSlot(group, slot)}
                aria-label={`Group ${group + 1}, ${slot === 1 ? "middle" : slot === 0 ? "left" : "right"}: ${card ? (names.get(card)?.name ?? card) : "empty"}`}
                aria-pressed={card !== null && card === picked}
                data-slot={`${group}-${slot}`}
                data-card={card ?? ""}
                className={`min-h-14 min-w-0 rounded-xl border-2 px-0.5 leading-tight font-bold break-words ${
                  card !== null && (names.get(card)?.name.length ?? 0) > 10 ? "text-xs" : "text-sm"
                } ${
                  card === null
                    ? "border-dashed border-slate-400 bg-slate-50 text-slate-500"
                    : card === picked
                      ? "border-[var(--team)] bg-yellow-100 text-slate-950 ring-4 ring-[var(--team)]"
                      : "border-slate-300 bg-white text-slate-950"
                } ${slot === 1 ? "border-4" : ""}`}
              >
                {card ? (names.get(card)?.name ?? card) : slot === 1 ? "middle" : "·"}
              </button>
            ))}
          </li>
        ))}
      </ol>
      {picked && own.groups.some((row) => row.includes(picked)) && (
        <button
          type="button"
          className="min-h-12 rounded-xl border-2 border-slate-400 bg-white px-3 text-base font-bold text-slate-950"
          disabled={busy !== null}
          onClick={() => move({ type: "unplace", card: picked })}
        >
          Put {names.get(picked)?.name ?? picked} back
        </button>
      )}
      {arrangeReason && <p className="text-sm text-slate-800">{arrangeReason}</p>}
      <div className="grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-1">
          <button
            type="button"
            className={`${BIG_BUTTON} bg-[var(--team)] text-white`}
            disabled={geo !== null || busy !== null}
            onClick={() => shout("geoPlunge")}
            data-shout-button="geoPlunge"
          >
            GeoPlunge!
          </button>
          <span className="text-xs text-slate-700">{geo ?? `Shows your first ${GROUPS_SHOWN.geoPlunge} full groups.`}</span>
        </div>
        <div className="flex flex-col gap-1">
          <button
            type="button"
            className={`${BIG_BUTTON} bg-slate-950 text-yellow-300`}
            disabled={three !== null || busy !== null}
            onClick={() => shout("threeOPlunge")}
            data-shout-button="threeOPlunge"
          >
            ThreeOPlunge!
          </button>
          <span className="text-xs text-slate-700">{three ?? `Shows ${GROUPS_SHOWN.threeOPlunge} groups: Bonus Points.`}</span>
        </div>
      </div>
      {/* Two a row: a long name ("Massachusetts") fits its card whole at 360 px. */}
      <ul className="grid grid-cols-2 gap-1.5" aria-label="Your loose cards">
        {own.loose.map((code) => {
          const card = names.get(code);
          return (
            <li key={code}>
              <button
                type="button"
                disabled={!canArrange || busy !== null}
                onClick={() => setPicked(picked === code ? null : code)}
                aria-pressed={picked === code}
                data-loose-card={code}
                className={`flex min-h-14 w-full flex-col items-stretch rounded-xl border-2 px-2 py-1 text-left ${
                  picked === code ? "border-[var(--team)] bg-yellow-100 ring-4 ring-[var(--team)]" : "border-slate-300 bg-white"
                }`}
              >
                <span className="text-base leading-tight font-black break-words text-slate-950">{card?.name ?? code}</span>
                <span className="text-xs leading-tight text-slate-700">Borders: {card?.borderStates.join(" ")}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
