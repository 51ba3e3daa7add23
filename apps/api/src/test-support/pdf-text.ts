import { inflateSync } from 'node:zlib';

/**
 * The text of a pdfkit PDF, one line per text run, for tests (and e2e) that need to read what
 * was printed, e.g. a letter's code. pdfkit compresses its content streams and writes text as
 * hex strings of WinAnsi bytes inside `[...] TJ`; this inflates the streams and decodes those.
 */
export function extractPdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  const streamPattern = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = (match[1]?.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue;
    }
    for (const run of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(run[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
