/**
 * An independent table of the state data the deck's hard-data clues come from, typed for this test from
 * reference knowledge (National Archives admission dates and electoral votes for 2024/2028, the 2020 Census
 * ranks, Census total-area ranks, state symbol statutes as summarised by the Library of Congress and
 * StateSymbolsUSA) and NOT derived from content/states.json: a wrong value in the data file fails
 * [DECK-DATA-1] and [DECK-DATA-2] in deck-data-crosscheck.test.ts.
 *
 * Columns: admission date (ratification for the thirteen), president on that day (surname, or "" before
 * 1789-04-30), total-area rank, 2020 population rank, electoral votes, capital, largest city in the 2020
 * Census (incorporated places; Honolulu the CDP), nickname, flower, bird, land borders (postal codes, water-
 * only boundaries excluded), time zones (49 CFR Part 71, any order).
 */
export type TableRow = {
  admitted: string;
  president: string;
  areaRank: number;
  populationRank: number;
  electoralVotes: number;
  capital: string;
  largestCity: string;
  nickname: string;
  flower: string;
  bird: string;
  borders: string;
  zones: string;
};

const ROWS = `
DE|1787-12-07||49|45|3|Dover|Wilmington|First State|Peach blossom|Blue Hen chicken|MD NJ PA|Eastern
PA|1787-12-12||33|5|19|Harrisburg|Philadelphia|Keystone State|Mountain laurel|Ruffed grouse|DE MD NJ NY OH WV|Eastern
NJ|1787-12-18||47|11|14|Trenton|Newark|Garden State|Common meadow violet|American goldfinch|DE NY PA|Eastern
GA|1788-01-02||24|8|16|Atlanta|Atlanta|Peach State|Cherokee rose|Brown thrasher|AL FL NC SC TN|Eastern
CT|1788-01-09||48|29|7|Hartford|Bridgeport|Constitution State|Mountain laurel|American robin|MA NY RI|Eastern
MA|1788-02-06||44|15|11|Boston|Boston|Bay State|Mayflower|Black-capped chickadee|CT NH NY RI VT|Eastern
MD|1788-04-28||42|18|10|Annapolis|Baltimore|Old Line State|Black-eyed Susan|Baltimore oriole|DE PA VA WV|Eastern
SC|1788-05-23||40|23|9|Columbia|Charleston|Palmetto State|Yellow jessamine|Carolina wren|GA NC|Eastern
NH|1788-06-21||46|41|4|Concord|Manchester|Granite State|Purple lilac|Purple finch|MA ME VT|Eastern
VA|1788-06-25||35|12|13|Richmond|Virginia Beach|Old Dominion|Flowering dogwood|Northern cardinal|KY MD NC TN WV|Eastern
NY|1788-07-26||27|4|28|Albany|New York City|Empire State|Rose|Eastern bluebird|CT MA NJ PA VT|Eastern
NC|1789-11-21|Washington|28|9|16|Raleigh|Charlotte|Tar Heel State|Flowering dogwood|Northern cardinal|GA SC TN VA|Eastern
RI|1790-05-29|Washington|50|43|4|Providence|Providence|Ocean State|Violet|Rhode Island Red chicken|CT MA|Eastern
VT|1791-03-04|Washington|45|49|3|Montpelier|Burlington|Green Mountain State|Red clover|Hermit thrush|MA NH NY|Eastern
KY|1792-06-01|Washington|37|26|8|Frankfort|Louisville|Bluegrass State|Goldenrod|Northern cardinal|IL IN MO OH TN VA WV|Eastern Central
TN|1796-06-01|Washington|36|16|11|Nashville|Nashville|Volunteer State|Iris|Northern mockingbird|AL AR GA KY MO MS NC VA|Central Eastern
OH|1803-03-01|Jefferson|34|7|17|Columbus|Columbus|Buckeye State|Scarlet carnation|Northern cardinal|IN KY MI PA WV|Eastern
LA|1812-04-30|Madison|31|25|8|Baton Rouge|New Orleans|Pelican State|Magnolia|Brown pelican|AR MS TX|Central
IN|1816-12-11|Madison|38|17|11|Indianapolis|Indianapolis|Hoosier State|Peony|Northern cardinal|IL KY MI OH|Eastern Central
MS|1817-12-10|Monroe|32|34|6|Jackson|Jackson|Magnolia State|Magnolia|Northern mockingbird|AL AR LA TN|Central
IL|1818-12-03|Monroe|25|6|19|Springfield|Chicago|Prairie State|Violet|Northern cardinal|IA IN KY MO WI|Central
AL|1819-12-14|Monroe|30|24|9|Montgomery|Huntsville|Yellowhammer State|Camellia|Yellowhammer|FL GA MS TN|Central
ME|1820-03-15|Monroe|39|42|4|Augusta|Portland|Pine Tree State|White pine cone and tassel|Black-capped chickadee|NH|Eastern
MO|1821-08-10|Monroe|21|19|10|Jefferson City|Kansas City|Show-Me State|Hawthorn|Eastern bluebird|AR IA IL KS KY NE OK TN|Central
AR|1836-06-15|Jackson|29|33|6|Little Rock|Little Rock|Natural State|Apple blossom|Northern mockingbird|LA MO MS OK TN TX|Central
MI|1837-01-26|Jackson|11|10|15|Lansing|Detroit|Great Lakes State|Apple blossom|American robin|IN OH WI|Eastern Central
FL|1845-03-03|Tyler|22|3|30|Tallahassee|Jacksonville|Sunshine State|Orange blossom|Northern mockingbird|AL GA|Eastern Central
TX|1845-12-29|Polk|2|2|40|Austin|Houston|Lone Star State|Bluebonnet|Northern mockingbird|AR LA NM OK|Central Mountain
IA|1846-12-28|Polk|26|31|6|Des Moines|Des Moines|Hawkeye State|Wild prairie rose|American goldfinch|IL MN MO NE SD WI|Central
WI|1848-05-29|Polk|23|20|10|Madison|Milwaukee|Badger State|Wood violet|American robin|IA IL MI MN|Central
CA|1850-09-09|Fillmore|3|1|54|Sacramento|Los Angeles|Golden State|California poppy|California quail|AZ NV OR|Pacific
MN|1858-05-11|Buchanan|12|22|10|Saint Paul|Minneapolis|North Star State|Pink and white lady's slipper|Common loon|IA ND SD WI|Central
OR|1859-02-14|Buchanan|9|27|8|Salem|Portland|Beaver State|Oregon grape|Western meadowlark|CA ID NV WA|Pacific Mountain
KS|1861-01-29|Buchanan|15|35|6|Topeka|Wichita|Sunflower State|Sunflower|Western meadowlark|CO MO NE OK|Central Mountain
WV|1863-06-20|Lincoln|41|39|4|Charleston|Charleston|Mountain State|Rhododendron|Northern cardinal|KY MD OH PA VA|Eastern
NV|1864-10-31|Lincoln|7|32|6|Carson City|Las Vegas|Silver State|Sagebrush|Mountain bluebird|AZ CA ID OR UT|Pacific Mountain
NE|1867-03-01|Johnson|16|37|5|Lincoln|Omaha|Cornhusker State|Goldenrod|Western meadowlark|CO IA KS MO SD WY|Central Mountain
CO|1876-08-01|Grant|8|21|10|Denver|Denver|Centennial State|Rocky Mountain columbine|Lark bunting|KS NE NM OK UT WY|Mountain
ND|1889-11-02|Harrison|19|47|3|Bismarck|Fargo|Peace Garden State|Wild prairie rose|Western meadowlark|MN MT SD|Central Mountain
SD|1889-11-02|Harrison|17|46|3|Pierre|Sioux Falls|Mount Rushmore State|Pasque flower|Ring-necked pheasant|IA MN MT ND NE WY|Central Mountain
MT|1889-11-08|Harrison|4|44|4|Helena|Billings|Treasure State|Bitterroot|Western meadowlark|ID ND SD WY|Mountain
WA|1889-11-11|Harrison|18|13|12|Olympia|Seattle|Evergreen State|Coast rhododendron|American goldfinch|ID OR|Pacific
ID|1890-07-03|Harrison|14|38|4|Boise|Boise|Gem State|Syringa|Mountain bluebird|MT NV OR UT WA WY|Mountain Pacific
WY|1890-07-10|Harrison|10|50|3|Cheyenne|Cheyenne|Equality State|Indian paintbrush|Western meadowlark|CO ID MT NE SD UT|Mountain
UT|1896-01-04|Cleveland|13|30|6|Salt Lake City|Salt Lake City|Beehive State|Sego lily|California gull|AZ CO ID NV WY|Mountain
OK|1907-11-16|Roosevelt|20|28|7|Oklahoma City|Oklahoma City|Sooner State|Oklahoma rose|Scissor-tailed flycatcher|AR CO KS MO NM TX|Central
NM|1912-01-06|Taft|5|36|5|Santa Fe|Albuquerque|Land of Enchantment|Yucca flower|Greater roadrunner|AZ CO OK TX|Mountain
AZ|1912-02-14|Taft|6|14|11|Phoenix|Phoenix|Grand Canyon State|Saguaro cactus blossom|Cactus wren|CA NM NV UT|Mountain
AK|1959-01-03|Eisenhower|1|48|3|Juneau|Anchorage|Last Frontier|Forget-me-not|Willow ptarmigan||Alaska Hawaii-Aleutian
HI|1959-08-21|Eisenhower|43|40|4|Honolulu|Honolulu|Aloha State|Yellow hibiscus|Nene||Hawaii-Aleutian
`;

export const STATE_TABLE: ReadonlyMap<string, TableRow> = new Map(
  ROWS.trim()
    .split("\n")
    .map((line) => {
      const [code = "", admitted = "", president = "", area = "", population = "", votes = "", capital = "", largestCity = "", nickname = "", flower = "", bird = "", borders = "", zones = ""] =
        line.split("|");
      return [
        code,
        {
          admitted,
          president,
          areaRank: Number(area),
          populationRank: Number(population),
          electoralVotes: Number(votes),
          capital,
          largestCity,
          nickname,
          flower,
          bird,
          borders,
          zones,
        },
      ] as const;
    }),
);

/** The Four Corners: the only point contacts between states. */
export const CORNER_TOUCHES: ReadonlyMap<string, string> = new Map([
  ["AZ", "CO"],
  ["CO", "AZ"],
  ["NM", "UT"],
  ["UT", "NM"],
]);
