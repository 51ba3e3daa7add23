import { describe, expect, it } from 'vitest';
import { drawnQrCodes, qrMatrixOf } from '../test-support/pdf-qr';
import { pdfContentStreams } from '../test-support/pdf-text';
import { renderPdf } from './pdf';
import { drawQrCode } from './pdf-qr-code';

const URL = 'https://apopunkt.example/certificates/verify/K7Q2-MX4P';
const PLACEMENT = { x: 100, y: 200, size: 90 };

describe('drawQrCode', () => {
  it('draws exactly the dark modules of the QR code of the text, inside a white quiet zone', async () => {
    const pdf = await renderPdf({}, (doc) => {
      doc.text('Davor');
      drawQrCode(doc, URL, PLACEMENT);
      doc.text('Danach');
    });
    expect(drawnQrCodes(pdf)).toEqual([qrMatrixOf(URL)]);
    const content = pdfContentStreams(pdf).join('\n');
    expect(content).toContain('100 200 90 90 re');
  });

  it('joins the dark modules of a row into runs and fills them as one path', async () => {
    const pdf = await renderPdf({}, (doc) => drawQrCode(doc, URL, PLACEMENT));
    const content = pdfContentStreams(pdf).join('\n');
    const dark = qrMatrixOf(URL).flat().filter(Boolean).length;
    const rectangles = content.match(/ re$/gm)?.length ?? 0;
    expect(rectangles - 1).toBeLessThan(dark);
    // One fill for the white square, one for the code.
    expect(content.match(/^f$/gm)).toHaveLength(2);
  });

  it('draws another text as another code', async () => {
    const pdf = await renderPdf({}, (doc) => drawQrCode(doc, `${URL}X`, PLACEMENT));
    expect(drawnQrCodes(pdf)).toEqual([qrMatrixOf(`${URL}X`)]);
    expect(drawnQrCodes(pdf)).not.toEqual([qrMatrixOf(URL)]);
  });
});
