import QRCode from 'qrcode';
import type { PdfDocument } from './pdf';

export interface QrCodePlacement {
  x: number;
  y: number;
  /** Width and height in PDF points, the quiet zone included. */
  size: number;
}

/** Modules of white around the code, as `QRCode.toBuffer`'s `margin: 1` drew it. */
const QUIET_ZONE = 1;

/**
 * Draws the QR code of `text` (error correction M) as vector squares on a white square: each run of
 * dark modules in a row is one rectangle, and all of them are one path filled once, so no seams
 * show between them. Sharp at any zoom and in print, and no PNG is encoded for the page and decoded
 * again by pdfkit (which took about 40 % of a certificate's rendering).
 */
export function drawQrCode(doc: PdfDocument, text: string, { x, y, size }: QrCodePlacement): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2 * QUIET_ZONE);
  const origin = { x: x + QUIET_ZONE * cell, y: y + QUIET_ZONE * cell };
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      doc.rect(origin.x + start * cell, origin.y + row * cell, (col - start) * cell, cell);
    }
  }
  doc.fill('#000000');
  doc.restore();
}
