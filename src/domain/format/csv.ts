// CSV as spreadsheets read it (RFC 4180): fields with commas, quotes or line
// breaks quoted, quotes doubled. A field that a spreadsheet would run as a
// formula (=, +, -, @, tab, carriage return first) is prefixed with a
// quote mark (OWASP, CSV injection); plain numbers stay numbers.

const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^-?\d+(\.\d+)?$/;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value !== 'number' && formulaStart.test(text) && !plainNumber.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of fields as CSV text, lines ended with CRLF. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
