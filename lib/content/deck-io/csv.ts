/** RFC 4180 CSV: fields with a comma, quote, CR or LF are quoted, quotes doubled, records end in CRLF. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvRecord(values: readonly string[]): string {
  return values.map(csvField).join(",");
}

export type CsvParseResult =
  | { ok: true; records: string[][] }
  | { ok: false; record: number; reason: string };

/**
 * Splits CSV text into records (1-based record numbers are what a spreadsheet shows as row numbers).
 * Accepts CRLF, LF or CR line ends and quoted fields spanning lines; a quote that is never closed is an error.
 */
export function parseCsv(text: string): CsvParseResult {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let inQuotes = false;
  let quoteOpenedInRecord = 0;
  let index = 0;
  const endField = () => {
    record.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (inQuotes) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        inQuotes = false;
      } else {
        field += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && field === "") {
      inQuotes = true;
      quoteOpenedInRecord = records.length + 1;
    } else if (char === ",") {
      endField();
    } else if (char === "\r" || char === "\n") {
      endRecord();
      if (char === "\r" && text[index + 1] === "\n") index += 1;
    } else {
      field += char;
    }
    index += 1;
  }
  if (inQuotes) return { ok: false, record: quoteOpenedInRecord, reason: "a quoted cell is never closed" };
  if (field !== "" || record.length > 0) endRecord();
  return { ok: true, records };
}
