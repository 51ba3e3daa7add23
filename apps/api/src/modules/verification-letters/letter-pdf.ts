import { organisationTypeLabel } from '@apopunkt/domain/constants/organisations';
import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import { formatCode } from '@apopunkt/domain/rules/premium';
import { mm, type PdfDocument, renderPdf } from '../../lib/pdf';

/** One letter as it is printed. */
export interface PrintedLetter {
  code: string;
  requestedAt: Date;
  expiresAt: Date;
  user: { firstName: string; lastName: string; gender: string };
  organisation: { name: string; type: string; street: string; zip: string; city: string };
}

export interface LetterContext {
  product: string;
  publicUrl: string;
  supportEmail: string;
  /** The sender's postal address for the return line (LETTER_RETURN_ADDRESS). */
  returnAddress: string;
  printedAt: Date;
}

const LEFT = mm(25);
const WIDTH = mm(210 - 25 - 20);

/** The addressee line inside the pharmacy: "Frau Paula Tannenberg", "Herrn …", or the name alone. */
function addressee(user: PrintedLetter['user']): string {
  const title = user.gender === 'FE' ? 'Frau ' : user.gender === 'MA' ? 'Herrn ' : '';
  return `${title}${user.firstName} ${user.lastName}`;
}

/** Fold marks at 105 and 210 mm and the punch mark at 148.5 mm (DIN 5008). */
function foldMarks(doc: PdfDocument): void {
  doc.save().lineWidth(0.5).strokeColor('#999999');
  for (const [y, length] of [
    [105, 5],
    [148.5, 8],
    [210, 5],
  ] as const) {
    doc
      .moveTo(mm(3), mm(y))
      .lineTo(mm(3 + length), mm(y))
      .stroke();
  }
  doc.restore();
}

/** Letterhead, the DIN 5008 form B address field (window at 20 mm / 45 mm) and the info block. */
function header(doc: PdfDocument, letter: PrintedLetter, ctx: LetterContext): void {
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1c7ed6').text(ctx.product, LEFT, mm(18));
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text('Lernen und Prämien für das Apothekenteam', LEFT, mm(27));
  doc.fillColor('#000000');
  const { organisation } = letter;
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(`${ctx.product} · ${ctx.returnAddress}`, mm(20), mm(50), { width: mm(85) });
  doc.font('Helvetica-Bold').fontSize(8).text('Persönlich', mm(20), mm(56));
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(
      [organisation.name, addressee(letter.user), organisation.street, `${organisation.zip} ${organisation.city}`].join(
        '\n',
      ),
      mm(20),
      mm(63),
      {
        width: mm(85),
        height: mm(27),
        lineGap: 1,
      },
    );
  doc
    .fontSize(9)
    .text(`Datum: ${formatGermanDate(ctx.printedAt)}`, mm(125), mm(63))
    .text(`Code gültig bis: ${formatGermanDate(letter.expiresAt)}`, mm(125), mm(68));
}

function body(doc: PdfDocument, letter: PrintedLetter, ctx: LetterContext): void {
  const { user, organisation } = letter;
  const enterUrl = `${ctx.publicUrl}/become-premium`;
  const place = `${organisationTypeLabel(organisation.type)} „${organisation.name}“`;
  doc.font('Helvetica-Bold').fontSize(12).text(`Dein persönlicher Code für ${ctx.product} PREMIUM`, LEFT, mm(105));
  doc.moveDown(1.2).font('Helvetica').fontSize(10.5);
  const paragraph = (text: string) => doc.text(text, LEFT, doc.y, { width: WIDTH, lineGap: 2 }).moveDown(0.8);
  paragraph(`Hallo ${user.firstName} ${user.lastName},`);
  paragraph(
    `du hast am ${formatGermanDate(letter.requestedAt)} bei ${ctx.product} angefragt, deine Anstellung in der ${place} zu bestätigen. ` +
      `Mit deinem persönlichen Code schaltest du ${ctx.product} PREMIUM kostenlos frei: Prämienpunkte für abgeschlossene Module, Gutscheine und Vorteile.`,
  );
  const boxTop = doc.y + mm(2);
  doc.roundedRect(LEFT, boxTop, WIDTH, mm(24), 6).lineWidth(1.5).strokeColor('#1c7ed6').stroke();
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text('Dein Code', LEFT, boxTop + mm(3), { width: WIDTH, align: 'center' });
  doc
    .font('Helvetica-Bold')
    .fontSize(30)
    .fillColor('#000000')
    .text(formatCode(letter.code), LEFT, boxTop + mm(8), { width: WIDTH, align: 'center', characterSpacing: 3 });
  doc.y = boxTop + mm(30);
  doc.font('Helvetica-Bold').fontSize(10.5);
  paragraph('So gehst du vor:');
  doc.font('Helvetica');
  paragraph(
    [
      `1. Melde dich unter ${ctx.publicUrl} mit deinem Konto an.`,
      `2. Öffne die Seite „Premium freischalten“: ${enterUrl}`,
      '3. Gib den Code ein. Groß- und Kleinschreibung und der Bindestrich spielen keine Rolle.',
    ].join('\n'),
  );
  paragraph(
    `Der Code gilt nur für dein Konto und diese Arbeitsstätte, kann einmal verwendet werden und ist bis zum ${formatGermanDate(letter.expiresAt)} gültig.`,
  );
  paragraph(
    `Du hast diesen Brief nicht angefordert oder arbeitest nicht mehr hier? Dann gib den Code bitte nicht weiter und schreib uns an ${ctx.supportEmail}.`,
  );
  paragraph(`Viele Grüße\ndein ${ctx.product}-Team`);
  doc
    .fontSize(7.5)
    .fillColor('#777777')
    .text(`${ctx.product} · ${ctx.publicUrl} · ${ctx.supportEmail}`, LEFT, mm(282), { width: WIDTH, align: 'center' });
  doc.fillColor('#000000');
}

/**
 * The print run as one PDF, one A4 page per letter, laid out for a DIN long window envelope:
 * return line and address of the pharmacy (with the employee's name) in the form B window,
 * German letter text, the personal code in large type and the address where to enter it.
 */
export function renderLetters(letters: PrintedLetter[], ctx: LetterContext): Promise<Buffer> {
  return renderPdf(
    {
      autoFirstPage: false,
      margins: { top: mm(15), bottom: mm(5), left: LEFT, right: mm(20) },
      info: { Title: `${ctx.product}: Verifizierungsbriefe`, Author: ctx.product, Subject: 'Verifizierungsbriefe' },
    },
    (doc) => {
      for (const letter of letters) {
        doc.addPage();
        foldMarks(doc);
        header(doc, letter, ctx);
        body(doc, letter, ctx);
      }
    },
  );
}
