/**
 * The one CSV writer of the portal (DESIGN §3): every export, made in the browser or on the server,
 * goes through it. German spreadsheet programs read it without an import dialog: UTF-8 with a byte
 * order mark (so umlauts survive), `;` between cells, CRLF after every row, a decimal comma in
 * numbers. Cells are quoted where they hold `"`, `;`, CR or LF.
 *
 * CSV injection: text that a member or a partner typed (names, comments, free texts) must never
 * become a live formula in the reader's spreadsheet. A text cell starting with `=`, `+`, `-`, `@`,
 * tab or CR is prefixed with `'`, which spreadsheets show as text. Only text is neutralised:
 * a `number` is a value the portal computed and is written as a number, so `-5` stays numeric and
 * sums still work. Data from people is therefore always passed as a string, never converted to a
 * number first.
 */

/** A cell: text (neutralised), a number (kept numeric), or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/** The byte order mark every CSV starts with. */
export const CSV_BOM = '\uFEFF';

/** The media type servers answer with and browsers save as. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

/** One cell as written to the file (without the separator). */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, then each row (the header is the first row) ending in CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + rows.map((row) => `${row.map(csvCell).join(';')}\r\n`).join('');
}
