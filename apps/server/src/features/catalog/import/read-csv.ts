import { IMPORT_ROWS_MAX, importMessages } from "@shop/contract";
import { CsvError, parse } from "csv-parse/sync";
import { InvalidInput } from "../../../shared/domain-errors.ts";

const LINE_BREAK = /\r\n|\r|\n/g;

/** One record of the file, with the line it starts on (the header is line 1). */
export type CsvRecord = { row: number; cells: string[] };

/**
 * The delimiter the header uses: spreadsheets set to a language whose decimal mark is a comma
 * write semicolons. Only the header is looked at, outside quotes, so a comma inside a quoted
 * cell of a semicolon file does not mislead it.
 */
function delimiterOf(text: string): string {
  let inQuotes = false;
  let commas = 0;
  let semicolons = 0;
  for (const c of text) {
    if (c === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (c === "\n" || c === "\r")) break;
    else if (!inQuotes && c === ",") commas++;
    else if (!inQuotes && c === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

/**
 * The file's records: UTF-8 (a byte-order mark is skipped), comma or semicolon separated, CRLF
 * or LF, quoted cells with doubled quotes, empty lines skipped. A file that is not that is refused
 * as a whole, as is one of more than the row limit (the upload's size limit bounds the work).
 */
export function readCsv(bytes: Buffer): CsvRecord[] {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new InvalidInput(importMessages.notCsv("it is not UTF-8 text (save it as 'CSV UTF-8')"));
  }
  text = text.replace(/^\uFEFF/, "");
  let records: string[][];
  try {
    // Empty lines come back as records of one empty cell, so each record's line can be counted.
    records = parse(text, { delimiter: delimiterOf(text), relax_column_count: true });
  } catch (err) {
    if (err instanceof CsvError) throw new InvalidInput(importMessages.notCsv(err.message));
    throw err;
  }
  const read: CsvRecord[] = [];
  let line = 1;
  for (const cells of records) {
    if (cells.some((c) => c.trim() !== "")) read.push({ row: line, cells });
    line += 1 + cells.reduce((breaks, c) => breaks + (c.match(LINE_BREAK)?.length ?? 0), 0);
  }
  if (read.length > IMPORT_ROWS_MAX + 1) throw new InvalidInput(importMessages.tooManyRows);
  return read;
}
