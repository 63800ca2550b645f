// CSV written for spreadsheets (issues 19 and 21): RFC 4180 quoting, CRLF
// lines, UTF-8 with a byte-order mark so Excel reads accents right, and
// cells that a spreadsheet would run as a formula made inert.

/** The byte-order mark that tells a spreadsheet the file is UTF-8. */
export const csvBom = '\uFEFF';

// OWASP "CSV injection": a text cell starting with one of these is read as a
// formula (tab and carriage return too, as some spreadsheets trim them).
// A number given as a number is data, never a formula.
const formulaStart = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: a leading formula character of a text gets a ' before it; quotes, commas and line breaks are quoted. */
export function escapeCsvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended by CRLF. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(escapeCsvCell).join(',')}\r\n`;
}

/** Rows of cells as CSV text, lines ended with CRLF. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map(csvLine).join('');
}
