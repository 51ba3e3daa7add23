/**
 * CSV for German spreadsheet programs: semicolons, CRLF line ends, quotes where a cell needs them,
 * and cells that would start a formula (`=`, `+`, `-`, `@`) prefixed with `'` (CSV injection).
 * The caller prepends the UTF-8 byte order mark when it sends the file.
 */
export function toSemicolonCsv(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return rows.map((row) => `${row.map(cell).join(';')}\r\n`).join('');
}
