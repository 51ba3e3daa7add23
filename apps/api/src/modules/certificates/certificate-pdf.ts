import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import { mm, type PdfDocument, renderPdf } from '../../lib/pdf';
import { drawQrCode } from '../../lib/pdf-qr-code';

/** What a certificate of attendance adds: the accreditation as it was on the day of the pass. */
export interface AccreditationPrint {
  chamber: string;
  eventNumber: string;
  points: number;
  category: string;
}

export interface CertificatePrint {
  product: string;
  holderFullName: string;
  moduleName: string;
  issuedAt: Date;
  knowledgePoints: number;
  verificationCode: string;
  verifyUrl: string;
  /** Present on a certificate of attendance of an accredited module. */
  accreditation?: AccreditationPrint | null;
}

const WIDTH = mm(297);
const HEIGHT = mm(210);
const BLUE = '#1c7ed6';

/**
 * The certificate as an A4 landscape PDF: product name, "Zertifikat", the holder's full name,
 * the module, the date in German format, the knowledge points, and the verification code with a
 * QR code to the public verification page, so anyone holding the paper can check it. The code
 * is also in the document info (Subject, Keywords), which stays readable in the compressed file.
 * A certificate of an accredited module is titled "Teilnahmebescheinigung" and states the chamber,
 * event number, category and training points.
 */
export function renderCertificate(cert: CertificatePrint): Promise<Buffer> {
  return renderCertificates([cert], {
    Title: `${titleOf(cert)}: ${cert.moduleName}`,
    Author: cert.product,
    Subject: `Prüfcode ${cert.verificationCode}`,
    Keywords: `${titleOf(cert)} ${cert.verificationCode}`,
  });
}

/** Several certificates in one PDF, one page each (the bundle of certificates of attendance for the chamber). */
export function renderCertificates(certs: readonly CertificatePrint[], info: PDFKit.DocumentInfo): Promise<Buffer> {
  return renderPdf({ size: 'A4', layout: 'landscape', margin: 0, autoFirstPage: false, info }, (doc) => {
    for (const cert of certs) {
      doc.addPage({ size: 'A4', layout: 'landscape', margin: 0 });
      drawCertificate(doc, cert);
    }
  });
}

function titleOf(cert: CertificatePrint): string {
  return cert.accreditation ? 'Teilnahmebescheinigung' : 'Zertifikat';
}

function drawCertificate(doc: PdfDocument, cert: CertificatePrint): void {
  const inner = { x: mm(18), width: WIDTH - mm(36) };
  doc
    .rect(mm(8), mm(8), WIDTH - mm(16), HEIGHT - mm(16))
    .lineWidth(3)
    .strokeColor(BLUE)
    .stroke();
  doc
    .rect(mm(11), mm(11), WIDTH - mm(22), HEIGHT - mm(22))
    .lineWidth(0.75)
    .stroke();
  const centred = (text: string, y: number, font: string, size: number, color = '#000000') =>
    doc.font(font).fontSize(size).fillColor(color).text(text, inner.x, y, { width: inner.width, align: 'center' });
  const accreditation = cert.accreditation;
  centred(cert.product, mm(24), 'Helvetica-Bold', 22, BLUE);
  centred(titleOf(cert), mm(38), 'Helvetica-Bold', accreditation ? 38 : 46);
  centred('Hiermit wird bestätigt, dass', mm(68), 'Helvetica', 14, '#444444');
  centred(cert.holderFullName, mm(78), 'Helvetica-Bold', 28);
  centred('das Fortbildungsmodul', mm(96), 'Helvetica', 14, '#444444');
  centred(cert.moduleName, mm(106), 'Helvetica-Bold', 20);
  centred(
    `am ${formatGermanDate(cert.issuedAt)} erfolgreich abgeschlossen hat.`,
    doc.y + mm(4),
    'Helvetica',
    14,
    '#444444',
  );
  centred(`Erworbene Wissenspunkte: ${cert.knowledgePoints}`, doc.y + mm(6), 'Helvetica-Bold', 14);
  if (accreditation) {
    centred(
      `Akkreditiert von: ${accreditation.chamber} · Veranstaltungsnummer: ${accreditation.eventNumber}`,
      doc.y + mm(4),
      'Helvetica',
      12,
    );
    centred(
      `Kategorie: ${accreditation.category} · Fortbildungspunkte: ${accreditation.points}`,
      doc.y + mm(1),
      'Helvetica-Bold',
      12,
    );
  }
  const qrSize = mm(32);
  const qrX = WIDTH - mm(20) - qrSize;
  const qrY = HEIGHT - mm(20) - qrSize;
  drawQrCode(doc, cert.verifyUrl, { x: qrX, y: qrY, size: qrSize });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#444444')
    .text(`Prüfcode: ${cert.verificationCode}`, mm(22), qrY + mm(12))
    .text(`Echtheit prüfen: ${cert.verifyUrl}`, mm(22), qrY + mm(18), { width: qrX - mm(30) });
  doc.fillColor('#000000');
}
