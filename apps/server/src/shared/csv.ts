/*
 * CSV cells as the shop writes them (orders and catalog exports) and reads them back (catalog
 * import).
 */

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (and some treat a leading
 * tab or carriage return the same way), so a customer's address could run code on the owner's
 * computer. A leading apostrophe makes the cell plain text.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** RFC 4180: every cell quoted, quotes doubled, so commas and line breaks stay inside it. */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A cell as it was before `csvCell` made it plain text, so an exported file imports as it was. */
export function unguardedCell(value: string): string {
  return value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value;
}
