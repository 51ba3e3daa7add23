import type { BudgetForecast } from '@apopunkt/domain/rules/budget-forecast';
import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { MailMessage } from '../mail';

/** The one warning a manager gets when a module's budget runs low (issue 37 §5). */
export function budgetWarningMail(input: {
  to: string;
  firstName: string;
  product: string;
  moduleName: string;
  balance: number;
  total: number;
  forecast: BudgetForecast;
  link: string;
}): MailMessage {
  const { forecast } = input;
  const share = input.total > 0 ? Math.floor((input.balance / input.total) * 100) : 0;
  const runsOut = forecast.runsOutOn
    ? `Bei ${formatRate(forecast.contactsPerDay)} Kontakten pro Tag (Schnitt der letzten 28 Tage) reicht es bis zum ${formatGermanDate(forecast.runsOutOn)}.`
    : 'In den letzten 28 Tagen wurden keine Kontakte bezahlt.';
  return {
    to: input.to,
    subject: `Das Budget von „${input.moduleName}“ wird knapp`,
    text: [
      `Hallo ${input.firstName},`,
      '',
      `vom Budget des Moduls „${input.moduleName}“ sind noch ${input.balance.toLocaleString('de-DE')} von ${input.total.toLocaleString('de-DE')} Punkten übrig (${share} %).`,
      runsOut,
      '',
      `Damit das Modul weiter belohnt, lade rechtzeitig Budget nach. Den Verlauf siehst du hier: ${input.link}`,
      '',
      'Diese Nachricht kommt einmal je Einzahlung.',
      '',
      `Dein ${input.product}-Team`,
    ].join('\n'),
  };
}

function formatRate(perDay: number): string {
  return perDay.toLocaleString('de-DE', { maximumFractionDigits: 1 });
}
