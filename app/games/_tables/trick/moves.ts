import type { Category } from "@/lib/games/trick-kit/cards";
import type { PowerCardView } from "@/lib/games/trick-kit/power-cards";
import { PAUSED_CODE } from "@/lib/session/pause";
import type { TeamActions } from "@/lib/shared/room-views";
import { categoryName, powerCardLabel } from "../words";

/**
 * A team's legal moves as the phone offers them, read only from the engine's `actions.allowed`:
 * a card is playable iff some allowed command names it, and a move is sent only when it is one of
 * those commands exactly. The phone never judges a move itself.
 */
/** A move that plays a card from the hand, with what it may announce or add (the card games' one vocabulary). */
export type CardCommand = {
  type: CardMoveType;
  card: string;
  category?: Category;
  base?: number;
  power?: string;
  changeBase?: boolean;
};
export type CardMoveType = "discard" | "trade" | "lead" | "follow";
/** Commands that name no card: a team's choices (roles, BUR cards, Power cards) and its answer to a count. */
export type DecisionCommand =
  | { type: "chooseRole"; role: "cards" | "call" }
  | { type: "upTheBur"; burCards: number }
  | { type: "pickPower"; remove: string; first?: string }
  | { type: "pullPower"; pull: boolean }
  | { type: "geoPlunge" }
  | { type: "declineGeoPlunge" }
  | { type: "setAside" };
/** The moderator's commands at a table, which a phone never offers. */
type ModeratorTableCommand = { type: "adjustScore"; teamId: string; amount: number; reason: string } | { type: "closeGeoPlunge" };
/** Every card game's commands, as the shared screens read them (each game's command union fits in it). */
export type TableGameCommand = CardCommand | DecisionCommand | ModeratorTableCommand;
/** A card game's command union, checked to fit the shared vocabulary (a command the phone cannot read fails to compile). */
export type FitsTableCommands<Command extends TableGameCommand> = Command;

export const CARD_MOVE_TYPES: readonly string[] = ["discard", "trade", "lead", "follow"] satisfies CardMoveType[];
export const DECISION_TYPES: readonly string[] = [
  "chooseRole",
  "upTheBur",
  "pickPower",
  "pullPower",
  "geoPlunge",
  "declineGeoPlunge",
  "setAside",
] satisfies DecisionCommand["type"][];

export function isCardCommand(command: TableGameCommand): command is CardCommand {
  return CARD_MOVE_TYPES.includes(command.type) && "card" in command && typeof command.card === "string";
}

function isDecision(command: TableGameCommand): command is DecisionCommand {
  return DECISION_TYPES.includes(command.type);
}

export function playableCards(allowed: readonly TableGameCommand[]): Set<string> {
  return new Set(allowed.filter(isCardCommand).map((command) => command.card));
}

export function cardMoves(allowed: readonly TableGameCommand[], card: string): CardCommand[] {
  return allowed.filter(isCardCommand).filter((command) => command.card === card);
}

export function decisions(allowed: readonly TableGameCommand[]): DecisionCommand[] {
  return allowed.filter(isDecision);
}

/** The card-move type the team may make now (one per step: discard, trade, lead or follow), if any. */
export function cardMoveType(allowed: readonly TableGameCommand[]): CardMoveType | null {
  return allowed.find(isCardCommand)?.type ?? null;
}

// ---- Composing a card move: the choices a move's commands differ in ----------------------------

/** What a lead announces (a category, or a Power card that sets it), the base, the follow's Power card, Change the Base. */
export const DIMENSIONS = ["announce", "base", "power", "changeBase"] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export type MoveChoice = Partial<Record<Dimension, string>>;

const NONE = "none";

/** The value a command has in one dimension ("none" where it has none). */
export function moveKey(command: CardCommand, dimension: Dimension): string {
  const fields = command;
  switch (dimension) {
    case "announce":
      if (command.type !== "lead") return NONE;
      return fields.power !== undefined ? `power:${fields.power}` : fields.category !== undefined ? `category:${fields.category}` : NONE;
    case "base":
      return fields.base === undefined ? NONE : String(fields.base);
    case "power":
      return command.type === "follow" && fields.power !== undefined ? fields.power : NONE;
    case "changeBase":
      return fields.changeBase === true ? "yes" : "no";
  }
}

/** The values each dimension takes among the card's moves, in a stable order; a dimension with one value needs no choice. */
export function moveOptions(moves: readonly CardCommand[]): Record<Dimension, string[]> {
  const options = { announce: [], base: [], power: [], changeBase: [] } as Record<Dimension, string[]>;
  for (const move of moves) {
    for (const dimension of DIMENSIONS) {
      const key = moveKey(move, dimension);
      if (!options[dimension].includes(key)) options[dimension].push(key);
    }
  }
  // Plain play first ("No Power card", "Change the category"), then in the engine's order.
  options.power.sort((a, b) => Number(b === NONE) - Number(a === NONE));
  options.changeBase.sort((a, b) => Number(b === "no") - Number(a === "no"));
  return options;
}

/** The dimensions the person must (or may) choose in, in the order the phone asks. */
export function openDimensions(moves: readonly CardCommand[]): Dimension[] {
  const options = moveOptions(moves);
  return DIMENSIONS.filter((dimension) => options[dimension].length > 1);
}

/** Where only one value is possible it is chosen; a follow starts without a Power card when that is allowed. */
export function defaultChoice(moves: readonly CardCommand[]): MoveChoice {
  const options = moveOptions(moves);
  const choice: MoveChoice = {};
  for (const dimension of DIMENSIONS) {
    const values = options[dimension];
    if (values.length === 1) choice[dimension] = values[0];
    else if ((dimension === "power" || dimension === "changeBase") && values.includes(dimension === "power" ? NONE : "no"))
      choice[dimension] = dimension === "power" ? NONE : "no";
  }
  return choice;
}

const matches = (move: CardCommand, choice: MoveChoice, except: Dimension | null): boolean =>
  DIMENSIONS.every(
    (dimension) => dimension === except || choice[dimension] === undefined || moveKey(move, dimension) === choice[dimension],
  );

/** Whether choosing `value` in `dimension` still leads to some allowed move, given the other choices. */
export function optionPossible(moves: readonly CardCommand[], choice: MoveChoice, dimension: Dimension, value: string): boolean {
  return moves.some((move) => moveKey(move, dimension) === value && matches(move, choice, dimension));
}

/** Choose a value; other choices that no allowed move combines with it give way (to the only value left, if one). */
export function choose(moves: readonly CardCommand[], choice: MoveChoice, dimension: Dimension, value: string): MoveChoice {
  const consistent = (candidate: MoveChoice) => moves.some((move) => matches(move, candidate, null));
  const next: MoveChoice = { ...choice, [dimension]: value };
  if (consistent(next)) return next;
  const kept: MoveChoice = { [dimension]: value };
  const defaults = defaultChoice(moves.filter((move) => moveKey(move, dimension) === value));
  for (const other of DIMENSIONS) {
    if (other === dimension) continue;
    for (const candidate of [choice[other], defaults[other]]) {
      if (candidate !== undefined && consistent({ ...kept, [other]: candidate })) {
        kept[other] = candidate;
        break;
      }
    }
  }
  return kept;
}

/** The one allowed command the choices name, or null while a choice is still missing. */
export function chosenMove(moves: readonly CardCommand[], choice: MoveChoice): CardCommand | null {
  if (openDimensions(moves).some((dimension) => choice[dimension] === undefined)) return null;
  return moves.find((move) => matches(move, choice, null)) ?? null;
}

// ---- Words for choices and decisions -----------------------------------------------------------

export const DIMENSION_QUESTIONS: Record<Dimension, string> = {
  announce: "Announce the category",
  base: "Base for this trick",
  power: "Power card",
  changeBase: "Your Power card",
};

export function optionLabel(dimension: Dimension, value: string, powerCards: readonly PowerCardView[]): string {
  // A Power card carries a base and a category; say which mark the choice uses, so "Base 30 · Population" never reads as the category in play.
  const power = (id: string, reads: "category" | "both") => {
    const card = powerCards.find((candidate) => candidate.id === id);
    if (!card) return id;
    return reads === "category" ? `category ${categoryName(card.category)}` : `category ${categoryName(card.category)}, base ${card.base}`;
  };
  switch (dimension) {
    case "announce":
      if (value.startsWith("category:")) return categoryName(value.slice("category:".length) as Category);
      if (value.startsWith("power:")) return `⚡ Power card: locks ${power(value.slice("power:".length), "category")}`;
      return "Nothing to announce";
    case "base":
      return value === NONE ? "The trick's base" : `Base ${value}`;
    case "power":
      return value === NONE ? "No Power card" : `⚡ Power card: ${power(value, "both")}`;
    case "changeBase":
      return value === "yes" ? "Change the Base" : "Change the category";
  }
}

/** The send button's words: "Lead Utah face-down", "Discard Utah", "Give Utah to Table 1 Blue". */
export function moveVerb(type: CardMoveType, cardName: string, otherTeam: string): string {
  switch (type) {
    case "discard":
      return `Discard ${cardName}`;
    case "trade":
      return `Give ${cardName} to ${otherTeam}`;
    case "lead":
      return `Lead ${cardName} face-down`;
    case "follow":
      return `Play ${cardName}`;
  }
}

export function decisionLabel(command: DecisionCommand, powerCards: readonly PowerCardView[]): string {
  const power = (id: string) => {
    const card = powerCards.find((candidate) => candidate.id === id);
    return card ? `the ${powerCardLabel(card)} card` : `Power card ${id}`;
  };
  switch (command.type) {
    case "chooseRole":
      return command.role === "cards" ? "Cards Team" : "Call Team";
    case "upTheBur":
      return `Up the BUR: ${command.burCards} BUR cards`;
    case "pickPower":
      return command.first === undefined
        ? `Remove ${power(command.remove)}`
        : `Remove ${power(command.remove)}; ${power(command.first)} goes first`;
    case "pullPower":
      return command.pull ? "Pull the Power" : "Do not pull the Power";
    case "geoPlunge":
      return "Yes: we are GeoPlunging!";
    case "declineGeoPlunge":
      return "No GeoPlunging";
    case "setAside":
      return "We have looked: put our cards face-down";
  }
}

/**
 * The refusals that explain why moves of these types are not offered (each reason once); the
 * table's pause is said once, by the turn banner, not under every group of buttons.
 */
export function refusalsFor(actions: TeamActions<TableGameCommand>, types: readonly string[]): string[] {
  return actions.refusals
    .filter((refusal) => refusal.code !== PAUSED_CODE && refusal.types.some((type) => types.includes(type)))
    .map((refusal) => refusal.reason);
}

const DECISION_NAMES: Record<DecisionCommand["type"], string> = {
  chooseRole: "Cards Team or Call Team",
  upTheBur: "Up the BUR",
  pickPower: "Remove a Power card",
  pullPower: "Pull the Power",
  geoPlunge: "GeoPlunging",
  declineGeoPlunge: "No GeoPlunging",
  setAside: "Put our cards face-down",
};

/**
 * The kinds of decision refused now that are not also offered (Level 4's "Up the BUR" while the
 * team may only choose Cards or Call), each with the engine's reason, for the phone to name and
 * explain when tapped.
 */
export function refusedDecisions(
  actions: TeamActions<TableGameCommand>,
  offered: readonly DecisionCommand[],
): { type: DecisionCommand["type"]; label: string; reason: string }[] {
  const offeredTypes = new Set<string>(offered.map((command) => command.type));
  const found = new Map<DecisionCommand["type"], string>();
  for (const refusal of actions.refusals) {
    if (refusal.code === PAUSED_CODE) continue;
    for (const type of refusal.types) {
      if (!DECISION_TYPES.includes(type) || offeredTypes.has(type)) continue;
      const decision = type as DecisionCommand["type"];
      if (!found.has(decision)) found.set(decision, refusal.reason);
    }
  }
  return [...found].map(([type, reason]) => ({ type, label: DECISION_NAMES[type], reason }));
}

/** Why the team may not act at all (its table is paused), in the platform's words; null when it may. */
export function pausedBecause(actions: TeamActions<TableGameCommand>): string | null {
  return actions.refusals.find((refusal) => refusal.code === PAUSED_CODE)?.reason ?? null;
}
