/** A cell's value; a date is written as ISO 8601 in UTC, null as an empty cell. */
export type CsvValue = string | number | boolean | Date | null;

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: text a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or carriage return that hides one) is prefixed with an apostrophe, as OWASP advises; a cell
 * holding a quote, comma or line break is quoted, its quotes doubled.
 */
export const csvCell = (value: CsvValue) => {
  const raw = value === null ? '' : value instanceof Date ? value.toISOString() : String(value);
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** One CSV record with its CRLF line end. */
export const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;
