import type { UsState } from "@/lib/content/states";

/**
 * Twelve hand-made states (western states plus Maine, whose Portland shares a name with Oregon's) for
 * testing the generator on data small enough to reason about. Figures are close to the real ones.
 */
type Row = [
  name: string,
  code: string,
  capital: string,
  rank: number,
  date: string,
  president: string | null,
  sqMi: number,
  waterPct: number,
  areaRank: number,
  census2010: number,
  census2020: number,
  populationRank: number,
  electoralVotes: number,
  nickname: string,
  flower: string,
  bird: string,
  topCities: [string, string, string, string, string],
  borders: string[],
  cornerTouches: string[],
  timeZones: UsState["timeZones"],
];

const ROWS: Row[] = [
  ["Arizona", "AZ", "Phoenix", 48, "1912-02-14", "William Howard Taft", 113990, 0.35, 6, 6392017, 7151502, 14, 11, "Grand Canyon State", "Saguaro cactus blossom", "Cactus wren", ["Phoenix", "Tucson", "Mesa", "Chandler", "Gilbert"], ["CA", "NV", "UT", "NM"], ["CO"], ["Mountain"]],
  ["California", "CA", "Sacramento", 31, "1850-09-09", "Millard Fillmore", 163695, 4.8, 3, 37253956, 39538223, 1, 54, "Golden State", "California poppy", "California quail", ["Los Angeles", "San Diego", "San Jose", "San Francisco", "Fresno"], ["OR", "NV", "AZ"], [], ["Pacific"]],
  ["Colorado", "CO", "Denver", 38, "1876-08-01", "Ulysses S. Grant", 104094, 0.43, 8, 5029196, 5773714, 21, 10, "Centennial State", "Rocky Mountain columbine", "Lark bunting", ["Denver", "Colorado Springs", "Aurora", "Fort Collins", "Lakewood"], ["WY", "NE", "KS", "OK", "NM", "UT"], ["AZ"], ["Mountain"]],
  ["Idaho", "ID", "Boise", 43, "1890-07-03", "Benjamin Harrison", 83569, 1.07, 14, 1567582, 1839106, 38, 4, "Gem State", "Syringa", "Mountain bluebird", ["Boise", "Meridian", "Nampa", "Idaho Falls", "Caldwell"], ["MT", "WY", "UT", "NV", "OR", "WA"], [], ["Mountain", "Pacific"]],
  ["Maine", "ME", "Augusta", 23, "1820-03-15", "James Monroe", 35380, 13.5, 39, 1328361, 1362359, 42, 4, "Pine Tree State", "White pine cone and tassel", "Black-capped chickadee", ["Portland", "Lewiston", "Bangor", "South Portland", "Auburn"], ["NH"], [], ["Eastern"]],
  ["Montana", "MT", "Helena", 41, "1889-11-08", "Benjamin Harrison", 147040, 1.0, 4, 989415, 1084225, 44, 4, "Treasure State", "Bitterroot", "Western meadowlark", ["Billings", "Missoula", "Great Falls", "Bozeman", "Butte"], ["ID", "WY", "SD", "ND"], [], ["Mountain"]],
  ["Nevada", "NV", "Carson City", 36, "1864-10-31", "Abraham Lincoln", 110572, 1.79, 7, 2700551, 3104614, 32, 6, "Silver State", "Sagebrush", "Mountain bluebird", ["Las Vegas", "Henderson", "Reno", "North Las Vegas", "Sparks"], ["AZ", "CA", "ID", "OR", "UT"], [], ["Pacific", "Mountain"]],
  ["New Mexico", "NM", "Santa Fe", 47, "1912-01-06", "William Howard Taft", 121590, 0.24, 5, 2059179, 2117522, 36, 5, "Land of Enchantment", "Yucca flower", "Greater roadrunner", ["Albuquerque", "Las Cruces", "Rio Rancho", "Santa Fe", "Roswell"], ["AZ", "CO", "OK", "TX"], ["UT"], ["Mountain"]],
  ["Oregon", "OR", "Salem", 33, "1859-02-14", "James Buchanan", 98379, 2.4, 9, 3831074, 4237256, 27, 8, "Beaver State", "Oregon grape", "Western meadowlark", ["Portland", "Eugene", "Salem", "Gresham", "Hillsboro"], ["WA", "ID", "NV", "CA"], [], ["Pacific", "Mountain"]],
  ["Utah", "UT", "Salt Lake City", 45, "1896-01-04", "Grover Cleveland", 84897, 3.25, 13, 2763885, 3271616, 30, 6, "Beehive State", "Sego lily", "California gull", ["Salt Lake City", "West Valley City", "West Jordan", "Provo", "Orem"], ["AZ", "CO", "ID", "NV", "WY"], ["NM"], ["Mountain"]],
  ["Washington", "WA", "Olympia", 42, "1889-11-11", "Benjamin Harrison", 71298, 6.6, 18, 6724540, 7705281, 13, 12, "Evergreen State", "Coast rhododendron", "Willow goldfinch", ["Seattle", "Spokane", "Tacoma", "Vancouver", "Bellevue"], ["ID", "OR"], [], ["Pacific"]],
  ["Wyoming", "WY", "Cheyenne", 44, "1890-07-10", "Benjamin Harrison", 97813, 0.73, 10, 563626, 576851, 50, 3, "Equality State", "Indian paintbrush", "Western meadowlark", ["Cheyenne", "Casper", "Gillette", "Laramie", "Rock Springs"], ["MT", "SD", "NE", "CO", "UT", "ID"], [], ["Mountain"]],
];

export const SAMPLE_STATES: readonly UsState[] = ROWS.map(
  ([name, code, capital, rank, date, president, sqMi, waterPct, areaRank, census2010, census2020, populationRank, electoralVotes, nickname, flower, bird, topCities, borders, cornerTouches, timeZones]) => ({
    name,
    code,
    capital,
    statehood: { rank, date, president },
    area: { sqMi, waterPct, rank: areaRank },
    population: { census2010, census2020, rank: populationRank },
    electoralVotes,
    nickname,
    flower,
    bird,
    topCities,
    borders,
    cornerTouches,
    timeZones,
  }),
);
