/**
 * A tiny PDF writer for the seed downloads: A4 pages, Helvetica with WinAnsi encoding (German
 * umlauts, typographic quotes, dashes), a bold title and wrapped paragraphs. Text-only on purpose.
 */

const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF string literal body: ASCII as is, everything else as octal WinAnsi escapes. */
function pdfString(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 63;
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code >= 32 && code < 127) out += ch;
    else {
      const mapped = WIN_ANSI_EXTRA[ch] ?? (code >= 0xa0 && code <= 0xff ? code : 63);
      out += `\\${mapped.toString(8).padStart(3, '0')}`;
    }
  }
  return out;
}

function wrapLine(value: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

interface Run {
  text: string;
  size: number;
  bold: boolean;
  gapBefore: number;
}

function layout(title: string, paragraphs: string[]): Run[] {
  const runs: Run[] = wrapLine(title, 48).map((text, i) => ({ text, size: 18, bold: true, gapBefore: i ? 0 : 0 }));
  for (const paragraph of paragraphs) {
    const lines = paragraph.split('\n');
    lines.forEach((raw, index) => {
      const bullet = raw.startsWith('- ');
      const heading = raw.startsWith('## ');
      const clean = raw.replace(/^(- |## )/, '').replace(/\*\*/g, '');
      const wrapped = wrapLine(clean, heading ? 60 : bullet ? 82 : 86);
      wrapped.forEach((text, i) => {
        runs.push({
          text: bullet ? (i === 0 ? `•  ${text}` : `    ${text}`) : text,
          size: heading ? 13 : 11,
          bold: heading,
          gapBefore: i === 0 && index === 0 ? 10 : 0,
        });
      });
    });
  }
  return runs;
}

/** Builds a complete PDF document. */
export function buildPdf(title: string, paragraphs: string[]): Uint8Array {
  const runs = layout(title, paragraphs);
  const pages: string[] = [];
  let ops: string[] = [];
  let y = 790;
  for (const run of runs) {
    const lineHeight = run.size * 1.4;
    if (y - run.gapBefore - lineHeight < 56) {
      pages.push(ops.join('\n'));
      ops = [];
      y = 790;
    }
    y -= run.gapBefore + lineHeight;
    ops.push(`BT /${run.bold ? 'F2' : 'F1'} ${run.size} Tf 56 ${y.toFixed(1)} Td (${pdfString(run.text)}) Tj ET`);
  }
  ops.push(
    `BT /F1 8 Tf 56 30 Td (${pdfString('ApoPunkt Schulungsmaterial – fiktive Produktangaben für Demonstrationszwecke')}) Tj ET`,
  );
  pages.push(ops.join('\n'));

  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((stream, i) => {
    const pageId = 5 + i * 2;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
