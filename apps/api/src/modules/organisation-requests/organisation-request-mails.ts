import type { MailMessage } from '../mail';

interface MailContext {
  product: string;
  publicUrl: string;
  supportEmail: string;
}

interface RequestedPlace {
  name: string;
  street: string;
  zip: string;
  city: string;
}

const place = (p: RequestedPlace) => `„${p.name}“, ${p.street}, ${p.zip} ${p.city}`;

/** Tells the user that their workplace is in the list now, and how to become premium next. */
export function requestApprovedMail(
  ctx: MailContext,
  to: { email: string; firstName: string },
  organisation: RequestedPlace,
  assigned: boolean,
): MailMessage {
  const next = assigned
    ? [
        'Sie ist jetzt als deine Arbeitsstätte eingetragen. Um die Anstellung zu bestätigen und',
        `${ctx.product} PREMIUM freizuschalten, fordere in deinem Konto einen Verifizierungsbrief an:`,
      ]
    : ['Du kannst sie in deinem Konto als Arbeitsstätte auswählen:'];
  return {
    to: to.email,
    subject: `Deine Arbeitsstätte ist jetzt bei ${ctx.product} eingetragen`,
    text: [
      `Hallo ${to.firstName},`,
      '',
      `wir haben deine Anfrage geprüft: ${place(organisation)} ist jetzt in unserer Liste.`,
      ...next,
      `${ctx.publicUrl}/account`,
      '',
      `Dein ${ctx.product}-Team`,
    ].join('\n'),
  };
}

/** Tells the user why their workplace could not be added and what to do instead. */
export function requestRejectedMail(
  ctx: MailContext,
  to: { email: string; firstName: string },
  request: RequestedPlace,
  reason: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Deine Anfrage für eine neue Arbeitsstätte bei ${ctx.product}`,
    text: [
      `Hallo ${to.firstName},`,
      '',
      `wir konnten ${place(request)} leider nicht in unsere Liste aufnehmen.`,
      '',
      `Begründung: ${reason}`,
      '',
      'Bitte wähle deine Arbeitsstätte in deinem Konto erneut aus oder melde sie mit korrigierten Angaben neu:',
      `${ctx.publicUrl}/account`,
      '',
      `Bei Fragen erreichst du uns unter ${ctx.supportEmail}.`,
      '',
      `Dein ${ctx.product}-Team`,
    ].join('\n'),
  };
}
