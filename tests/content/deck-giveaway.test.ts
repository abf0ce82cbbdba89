import { describe, expect, it } from "vitest";
import { givesAway } from "@/lib/content/deck/giveaway";
import { cityNameVariants, everydayCityName } from "@/lib/content/deck/city-names";
import { spokenCardinal, spokenOrdinal, spokenPopulation, roundArea, roundPopulation } from "@/lib/content/deck/spoken-numbers";

const kansas = { answer: "Kansas", alternatives: [], sourceState: "KS" };
const newHampshire = { answer: "New Hampshire", alternatives: [], sourceState: "NH" };
const westVirginia = { answer: "West Virginia", alternatives: [], sourceState: "WV" };
const portland = { answer: "Portland, Oregon", alternatives: ["Portland, OR"], sourceState: "OR" };
const saintPaul = { answer: "Saint Paul", alternatives: ["St. Paul"], sourceState: "MN" };

describe("giveaway check", () => {
  it("[DECK-2a] a clue naming the answer, or a city built on its name, gives it away", () => {
    expect(givesAway("Kansas City is one of my five largest cities.", kansas)).toBe(true);
    expect(givesAway("My capital is Indianapolis.", { answer: "Indiana", alternatives: [], sourceState: "IN" })).toBe(true);
    expect(givesAway("I border Arkansas... no, Missouri.", kansas)).toBe(true);
  });

  it("[DECK-2b] an identifying word gives it away; New, North, South, West or City alone do not", () => {
    expect(givesAway("People from Hampshire in England named me.", newHampshire)).toBe(true);
    expect(givesAway("I share a border with New York.", newHampshire)).toBe(false);
    expect(givesAway("I share a border with Virginia.", westVirginia)).toBe(true);
    expect(givesAway("I am in the north-west of the country.", westVirginia)).toBe(false);
    expect(givesAway("My state borders Oregon.", portland)).toBe(true);
    expect(givesAway("My state's largest city is Portland.", portland)).toBe(true);
    expect(givesAway("My state borders Washington.", portland)).toBe(false);
    expect(givesAway("Paul Bunyan country.", saintPaul)).toBe(true);
  });

  it("[DECK-2c] the postal code counts only as a capitalised whole word", () => {
    expect(givesAway("Look for KS on a license plate.", kansas)).toBe(true);
    expect(givesAway("I border Oklahoma.", kansas)).toBe(false);
    expect(givesAway("Or maybe not.", portland)).toBe(false);
    expect(givesAway("Find OR on the map.", portland)).toBe(true);
  });
});

describe("spoken numbers and city names", () => {
  it("[DECK-7a] ordinals and counts follow AP style; big numbers are rounded the way people say them", () => {
    expect([1, 3, 9, 10, 11, 12, 13, 21, 22, 23, 45].map(spokenOrdinal)).toEqual([
      "first", "third", "ninth", "10th", "11th", "12th", "13th", "21st", "22nd", "23rd", "45th",
    ]);
    expect([3, 9, 10, 54].map(spokenCardinal)).toEqual(["three", "nine", "10", "54"]);
    expect(spokenPopulation(roundPopulation(3_271_616))).toBe("3.3 million");
    expect(spokenPopulation(roundPopulation(39_538_223))).toBe("39.5 million");
    expect(spokenPopulation(roundPopulation(576_851))).toBe("580,000");
    expect(spokenPopulation(roundPopulation(1_961_504))).toBe("2 million");
    expect(roundArea(84_897)).toBe(85_000);
    expect(roundArea(1_545)).toBe(1_500);
  });

  it("[DECK-12] census names become everyday names and common spellings are accepted", () => {
    expect(everydayCityName("Nashville-Davidson")).toBe("Nashville");
    expect(everydayCityName("Louisville/Jefferson County")).toBe("Louisville");
    expect(everydayCityName("Provo city")).toBe("Provo");
    expect(everydayCityName("Salt Lake City")).toBe("Salt Lake City");
    expect(cityNameVariants("St. Paul")).toEqual(["Saint Paul"]);
    expect(cityNameVariants("Louisville/Jefferson County")).toEqual(["Louisville/Jefferson County"]);
    expect(cityNameVariants("Denver")).toEqual([]);
  });
});
