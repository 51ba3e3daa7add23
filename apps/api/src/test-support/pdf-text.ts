import { inflateSync } from 'node:zlib';

/** The decoded content streams of a pdfkit PDF (inflated where compressed), for tests that read what was drawn. */
export function pdfContentStreams(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  const streamPattern = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    try {
      streams.push((match[1]?.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1'));
    } catch {
      // Not a stream this helper can read (an image's own encoding): skipped.
    }
  }
  return streams;
}

/**
 * The text of a pdfkit PDF, one line per text run, for tests (and e2e) that need to read what
 * was printed, e.g. a letter's code. pdfkit compresses its content streams and writes text as
 * hex strings of WinAnsi bytes inside `[...] TJ`; this inflates the streams and decodes those.
 */
export function extractPdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const content of pdfContentStreams(pdf)) {
    for (const run of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(run[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
