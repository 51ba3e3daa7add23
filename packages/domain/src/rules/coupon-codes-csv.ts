import { COUPON_CODE_MAX_LENGTH } from '../constants/rewards';

export interface CsvCode {
  /** 1-based line number in the file, as a spreadsheet shows it. */
  line: number;
  code: string;
}

export interface CsvRejection {
  line: number;
  reason: string;
}

export interface ParsedCouponCodes {
  codes: CsvCode[];
  rejected: CsvRejection[];
  /** Lines read, without the trailing blank ones. */
  lines: number;
}

const HEADER = /^(codes?|gutscheincodes?|gutschein-codes?|coupon ?codes?|voucher ?codes?)$/i;
const SEPARATOR = /[;,\t]/;

function unquote(value: string): string {
  const trimmed = value.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).trim()
    : trimmed;
}

/**
 * Reads a staff upload of voucher codes: one code per line, an optional header line ("code",
 * "Gutscheincode", ...), blanks and one pair of quotes around a code are removed, trailing blank
 * lines ignored. Every other line that cannot be a code is reported with its line number and a
 * German reason instead of failing the whole file, so staff can fix just those lines. Codes
 * already stored are the caller's to reject (the database decides, also against a concurrent
 * upload).
 */
export function parseCouponCodesCsv(text: string, maxLength = COUPON_CODE_MAX_LENGTH): ParsedCouponCodes {
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  while (rows.length > 0 && rows[rows.length - 1]?.trim() === '') rows.pop();
  const codes: CsvCode[] = [];
  const rejected: CsvRejection[] = [];
  const firstLineOf = new Map<string, number>();
  rows.forEach((raw, index) => {
    const line = index + 1;
    const code = unquote(raw);
    if (line === 1 && HEADER.test(code)) return;
    let reason: string | null = null;
    if (code === '') reason = 'Leere Zeile';
    else if (code.length > maxLength) reason = `Der Code ist länger als ${maxLength} Zeichen.`;
    else if (SEPARATOR.test(code)) reason = 'Die Zeile enthält mehr als einen Wert.';
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we reject
    else if (/[\s\u0000-\u001f\u007f]/.test(code)) reason = 'Der Code enthält Leer- oder Steuerzeichen.';
    else if (firstLineOf.has(code)) reason = `Der Code steht bereits in Zeile ${firstLineOf.get(code)}.`;
    if (reason) {
      rejected.push({ line, reason });
      return;
    }
    firstLineOf.set(code, line);
    codes.push({ line, code });
  });
  return { codes, rejected, lines: rows.length };
}
