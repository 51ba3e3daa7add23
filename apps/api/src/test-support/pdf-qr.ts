import QRCode from 'qrcode';
import { pdfContentStreams } from './pdf-text';

/** A QR code as rows of modules, 1 for dark. */
export type QrMatrix = number[][];

/** The modules of the QR code of `text` as the portal draws it (error correction M). */
export function qrMatrixOf(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => modules.get(row, col)),
  );
}

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const RECT = new RegExp(`^(${NUMBER}) (${NUMBER}) (${NUMBER}) (${NUMBER}) re$`);

/**
 * The QR codes a PDF draws with `drawQrCode` (lib/pdf-qr-code.ts), read back from its content
 * streams: a white square, then the dark runs as rectangles of one module's height, filled once.
 * Throws when a run lies outside its square or overlaps another.
 */
export function drawnQrCodes(pdf: Buffer): QrMatrix[] {
  const codes: QrMatrix[] = [];
  for (const content of pdfContentStreams(pdf)) {
    const lines = content.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const square = RECT.exec(lines[i] ?? '');
      if (!square || lines[i + 2] !== '1 1 1 scn' || lines[i + 3] !== 'f') continue;
      const [x, y, size] = [Number(square[1]), Number(square[2]), Number(square[3])];
      const runs = [];
      let j = i + 4;
      for (let run = RECT.exec(lines[j] ?? ''); run; run = RECT.exec(lines[++j] ?? ''))
        runs.push(run.slice(1).map(Number));
      if (runs.length === 0) continue;
      const cell = (runs[0] as number[])[3] as number;
      const count = Math.round(size / cell) - 2;
      const matrix = Array.from({ length: count }, () => new Array<number>(count).fill(0));
      for (const [runX, runY, width] of runs as [number, number, number, number][]) {
        const row = Math.round((runY - y) / cell) - 1;
        const start = Math.round((runX - x) / cell) - 1;
        for (let col = start; col < start + Math.round(width / cell); col++) {
          if (matrix[row]?.[col] !== 0) throw new Error(`QR module ${row}/${col} outside the code or drawn twice`);
          (matrix[row] as number[])[col] = 1;
        }
      }
      codes.push(matrix);
      i = j;
    }
  }
  return codes;
}
