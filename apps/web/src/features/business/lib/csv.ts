export type CsvCell = string | number | null;

function cell(value: CsvCell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV as German spreadsheets read it: semicolons, decimal comma, CRLF. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n');
}

/** Saves a table as a CSV file (UTF-8 with BOM, so Excel shows umlauts). */
export function downloadCsv(fileName: string, header: string[], rows: CsvCell[][]): void {
  const blob = new Blob([`\ufeff${toCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
