const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const integerFormat = new Intl.NumberFormat("en-US");

/** "1896-01-04" → "January 4, 1896", without going through Date (no time-zone drift). */
export function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const monthName = month === undefined ? undefined : MONTHS[month - 1];
  if (year === undefined || day === undefined || monthName === undefined) return isoDate;
  return `${monthName} ${day}, ${year}`;
}

/** 1 → "1st", 12 → "12th", 22 → "22nd". */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

export function formatInteger(n: number): string {
  return integerFormat.format(n);
}
