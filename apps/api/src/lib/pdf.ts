import type PDFDocumentClass from 'pdfkit';

export type PdfDocument = PDFKit.PDFDocument;

let pdfkit: Promise<typeof PDFDocumentClass> | null = null;

/** pdfkit and its fonts take about a fifth of a second to load: only the first PDF waits for them, not every start. */
function loadPdfkit(): Promise<typeof PDFDocumentClass> {
  pdfkit ??= import('pdfkit').then((module) => module.default);
  return pdfkit;
}

/** Millimetres in PDF points (1/72 inch), for layouts measured on paper (DIN 5008, A4). */
export function mm(value: number): number {
  return (value * 72) / 25.4;
}

/**
 * Renders a PDF in memory with pdfkit and answers its bytes. `draw` lays out the pages; the
 * standard fonts (Helvetica) cover German text in WinAnsi, so no font files are needed.
 */
export async function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PdfDocument) => void): Promise<Buffer> {
  const PDFDocument = await loadPdfkit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}
