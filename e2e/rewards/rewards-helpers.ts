import { inflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

/** The premium score the header shows ("Prämienpunkte: 1.234 – zum Gutschein-Shop"). */
export async function headerPremiumScore(page: Page): Promise<number> {
  const badge = page.getByRole('link', { name: /^Prämienpunkte: / });
  await expect(badge).toBeVisible();
  const label = (await badge.getAttribute('aria-label')) ?? '';
  return Number(label.replace(/^Prämienpunkte: ([\d.]+).*$/, '$1').replaceAll('.', ''));
}

function decodeTextOperand(operand: string): string {
  if (operand.startsWith('<')) {
    const hex = operand.slice(1, -1);
    let out = '';
    for (let i = 0; i < hex.length; i += 2) out += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16));
    return out;
  }
  return operand.slice(1, -1).replace(/\\([()\\])/g, '$1');
}

/**
 * The text of a PDF written by pdfkit with a standard font: content streams are inflated and the
 * strings of every TJ/Tj operator joined. Enough to read a printed code back; not a PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = match[1] ?? '';
    }
    const ops = /\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g;
    for (let op = ops.exec(content); op; op = ops.exec(content)) {
      const operands = op[1] !== undefined ? (op[1].match(/<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)/g) ?? []) : [op[2] ?? ''];
      parts.push(operands.map(decodeTextOperand).join(''));
    }
  }
  return parts.join('\n');
}
