import type { Category } from "@/lib/games/trick-kit/cards";
import type { PowerCardView } from "@/lib/games/trick-kit/power-cards";

/** Plain words the card-game screens share: categories, dates, Power cards, numbers. */
export const CATEGORY_ORDER: readonly Category[] = ["statehood", "population", "size"];

const CATEGORY_NAMES: Record<Category, string> = { statehood: "Statehood", population: "Population", size: "Size" };

export function categoryName(category: Category): string {
  return CATEGORY_NAMES[category];
}

const MONTHS = ["Jan.", "Feb.", "Mar.", "Apr.", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."];

/** "1787-12-07" → "Dec. 7, 1787", as a GeoPlunge card prints it (no locale: server and phone agree). */
export function cardDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  return `${MONTHS[Number(month) - 1] ?? month} ${Number(day)}, ${year}`;
}

/** 6177224 → "6.2M", 12406 → "12K" (the card's short figures). */
export function shortNumber(value: number): string {
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1_000) return `${Math.round(value / 1_000)}K`;
  return String(value);
}

/** "Base 10 · Size" (the two marks a Power card is played for). */
export function powerCardLabel(card: PowerCardView): string {
  return `Base ${card.base} · ${categoryName(card.category)}`;
}

/** The first letter in capitals: the engines' "what" reads "lead trick 3". */
export function sentenceCase(text: string): string {
  return text.length === 0 ? text : `${text[0]?.toUpperCase() ?? ""}${text.slice(1)}`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "A, B and C". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}

type StarArea = "stateName" | "capital" | "postalCode" | "nickname" | "topCity1" | "topCity2" | "topCity3" | "flower" | "bird";

/** What a lead team announces for its card under the GeoStar (Level 4): the card's own field. */
export function geoStarValue(
  card: { name: string; code: string; capital: string; nickname: string; topCities: string[]; flower: string; bird: string },
  star: StarArea,
): string {
  switch (star) {
    case "stateName":
      return card.name;
    case "capital":
      return card.capital;
    case "postalCode":
      return card.code;
    case "nickname":
      return card.nickname;
    case "topCity1":
      return card.topCities[0] ?? "";
    case "topCity2":
      return card.topCities[1] ?? "";
    case "topCity3":
      return card.topCities[2] ?? "";
    case "flower":
      return card.flower;
    case "bird":
      return card.bird;
  }
}
